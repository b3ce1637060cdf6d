// Sign-in and sign-out at route level (issue 29, /myProfile): "Abmelden" signs out (the login
// query says so at once), the password form signs in again (the account is back), a wrong
// password shows under the field and keeps what was typed, the one-time code and the chat
// service sign in, an unknown code says so.
// Operations: logoutUser, loginUser, loginWithToken, loginWithChatService.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { accountTexts as t } from '../../src/features/auth/account/texts';
import { renderRoute } from '../utils/render';
import { setScenario } from '../utils/scenario';

const s = t.signIn;
const main = () => within(screen.getByRole('main'));

async function signOut() {
  renderRoute('/myProfile');
  expect(await screen.findByRole('heading', { level: 1, name: t.title })).toBeInTheDocument();
  await userEvent.click(await main().findByRole('button', { name: t.signOut.action }));
  expect(await screen.findByTestId('signed-out')).toBeInTheDocument();
  return within(await screen.findByTestId('sign-in'));
}

describe('sign-in and sign-out (/myProfile)', { timeout: 60_000 }, () => {
  it('signs out, then in again with the password', async () => {
    const form = await signOut();
    expect(screen.queryByTestId('rights-data')).toBeNull();
    await userEvent.type(form.getByRole('textbox', { name: new RegExp(s.username) }), 'max.mustermann');
    await userEvent.type(form.getByLabelText(new RegExp(`^${s.password}`), { selector: 'input' }), 'geheim-1234');
    await userEvent.click(form.getByRole('button', { name: s.submit }));
    expect(await screen.findByTestId('rights-data')).toHaveTextContent('Max_Mustermann');
    expect(screen.queryByTestId('signed-out')).toBeNull();
    expect(main().getByRole('button', { name: t.signOut.action })).toBeInTheDocument();
  });

  it('a wrong password shows under the field and keeps what was typed', async () => {
    const form = await signOut();
    await userEvent.type(form.getByRole('textbox', { name: new RegExp(s.username) }), 'max.mustermann');
    const password = form.getByLabelText(new RegExp(`^${s.password}`), { selector: 'input' });
    await userEvent.type(password, 'falsch-9876');
    await userEvent.click(form.getByRole('button', { name: s.submit }));
    await waitFor(() => expect(password).toHaveAccessibleDescription(/Kontoname oder Passwort stimmen nicht/));
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveValue('falsch-9876');
    expect(form.getByRole('textbox', { name: new RegExp(s.username) })).toHaveValue('max.mustermann');
    expect(screen.getByTestId('signed-out')).toBeInTheDocument();
  });

  it('signs in with a one-time code from the game; an unknown code says so', async () => {
    const form = await signOut();
    await userEvent.click(form.getByRole('button', { name: s.methods.token }));
    const code = form.getByRole('textbox', { name: new RegExp(s.token) });
    await userEvent.type(code, 'abgelaufen-1');
    await userEvent.click(form.getByRole('button', { name: s.submit }));
    expect(await form.findByRole('alert')).toHaveTextContent(s.tokenUnknown);
    await userEvent.clear(code);
    await userEvent.type(code, 'K7P-2QX');
    await userEvent.click(form.getByRole('button', { name: s.submit }));
    expect(await screen.findByTestId('rights-data')).toBeInTheDocument();
  });

  it('signs in with the chat service', async () => {
    const form = await signOut();
    await userEvent.click(form.getByRole('button', { name: s.methods.chat }));
    await userEvent.type(form.getByRole('textbox', { name: new RegExp(s.chat) }), 'h7Gk2LmQ9sT4vWx8zYb3nRc5dEf1aJ');
    await userEvent.click(form.getByRole('button', { name: s.chatSubmit }));
    expect(await screen.findByTestId('rights-data')).toBeInTheDocument();
  });
});

describe('the signed-out scenario: signing in works there', { timeout: 60_000 }, () => {
  it('starts signed out, signs in with the password, and out again', async () => {
    setScenario('signed-out');
    renderRoute('/myProfile');
    const form = within(await screen.findByTestId('sign-in'));
    expect(screen.getByTestId('signed-out')).toBeInTheDocument();
    await userEvent.type(form.getByRole('textbox', { name: new RegExp(s.username) }), 'max.mustermann');
    await userEvent.type(form.getByLabelText(new RegExp(`^${s.password}`), { selector: 'input' }), 'geheim-1234');
    await userEvent.click(form.getByRole('button', { name: s.submit }));
    // The login query picks the new state up at once: the greeting and the account are there.
    expect(await screen.findByTestId('rights-data')).toHaveTextContent('Max_Mustermann');
    expect(await screen.findByTestId('greeting')).toHaveTextContent('Max');
    expect(screen.queryByTestId('signed-out')).toBeNull();
    await userEvent.click(main().getByRole('button', { name: t.signOut.action }));
    expect(await screen.findByTestId('signed-out')).toBeInTheDocument();
    expect(await screen.findByTestId('sign-in')).toBeInTheDocument();
  });
});
