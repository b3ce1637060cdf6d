// /settings shows the real account (issue 29, Deliver 6): account name, e-mail and the active
// character with the way to "Mein Profil" (getAuthAccount, getLoggedIn); a failed read says so
// with "Erneut versuchen" and keeps the rest of the page; a signed-out user sees only a sign-in link.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { settingsTexts } from '../../src/shell/settings/texts';
import { server } from '../../src/mocks/node';
import { renderRoute } from '../utils/render';
import { setScenario } from '../utils/scenario';

const t = settingsTexts.account;

describe('settings show the account (/settings)', { timeout: 60_000 }, () => {
  it('shows the account name, e-mail and active character, and leads to Mein Profil', async () => {
    const { router } = renderRoute('/settings');
    const account = await screen.findByTestId('settings-account');
    expect(account).toHaveTextContent('max.mustermann');
    expect(account).toHaveTextContent('max.mustermann@example.org');
    expect(account).toHaveTextContent('Max Mustermann');
    // The browser's own settings stay below.
    expect(screen.getByTestId('theme-choice')).toBeInTheDocument();
    const main = within(screen.getByRole('main'));
    await userEvent.click(main.getByRole('link', { name: t.profile }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/myProfile'));
  });

  it('a failed read of the account says so and keeps the page; retried, it shows', async () => {
    server.use(
      http.get('*/api/auth/account', () =>
        HttpResponse.json({ type: '/problems/500', title: 'Serverfehler', status: 500 }, { status: 500 }),
      ),
    );
    renderRoute('/settings');
    const retry = await screen.findByRole('button', { name: 'Erneut versuchen' });
    expect(screen.getByTestId('theme-choice')).toBeInTheDocument();
    server.resetHandlers();
    await userEvent.click(retry);
    expect(await screen.findByTestId('settings-account')).toHaveTextContent('max.mustermann');
  });

  it('a signed-out user sees only a link to sign in', async () => {
    setScenario('signed-out');
    renderRoute('/settings');
    const link = await screen.findByTestId('settings-sign-in');
    expect(link).toHaveAccessibleName(t.signIn);
    expect(link).toHaveAttribute('href', '/myProfile');
    expect(screen.queryByTestId('settings-account')).toBeNull();
    expect(screen.queryByRole('heading', { name: t.heading })).toBeNull();
  });
});
