// The player's own account at route level (issue 29, /myProfile): the account overview, the
// characters (list, overview of one, choose the active one: the greeting follows; visibility
// with a 422 from the server), the linked accounts (unlink with confirmation and relink the
// chat service, a 422 under the code, a 500 that keeps the typed code, a 403 that keeps the
// state, the failed voice link with its reason and its retry).
// Operations: getAuthAccount, listAuthCharacters, getAuthCharacterOverview,
// setAuthCharacterVisibility, selectAuthCharacter, getChatServiceLink, linkChatServiceAccount,
// unlinkChatServiceAccount, getVoiceServerLink, updateVoiceServerId, unlinkVoiceServerId,
// getSubscriptionLink, linkSubscriptionAccount, unlinkSubscriptionAccount.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { accountTexts as t } from '../../src/features/auth/account/texts';
import { server } from '../../src/mocks/node';
import { renderRoute } from '../utils/render';

const l = t.links;
const main = () => within(screen.getByRole('main'));
const card = (service: string) => within(screen.getByTestId(`link-${service}`));

describe('my account (/myProfile)', { timeout: 60_000 }, () => {
  it('shows the account with its characters, and the views in the URL', async () => {
    const { router } = renderRoute('/myProfile');
    expect(await screen.findByRole('heading', { level: 1, name: t.title })).toBeInTheDocument();
    expect(await screen.findByText('max.mustermann@example.org')).toBeInTheDocument();
    expect(screen.getByTestId('rights-data')).toHaveTextContent('Max_Mustermann');
    expect(screen.getByTestId('rights-data')).toHaveTextContent(t.account.slotsValue(3, 3));
    const list = await screen.findByTestId('characters');
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    await userEvent.click(main().getByRole('button', { name: t.views.links }));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ view: 'links' }));
  });

  it('lists the characters and opens one: money, memberships, property', async () => {
    const { router } = renderRoute('/myProfile?view=characters');
    const cards = await screen.findByTestId('character-cards');
    expect(within(cards).getAllByRole('article')).toHaveLength(3);
    expect(within(cards).getByText('Mechaniker')).toBeInTheDocument();
    await userEvent.click(main().getByRole('button', { name: t.characters.open('Erika Mustermann') }));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ character: 4801 }));
    const overview = await screen.findByTestId('character-overview');
    expect(
      await within(overview).findByText('Los Santos Medical (Organisation, Notfallsanitäterin)'),
    ).toBeInTheDocument();
    expect(overview).toHaveTextContent(t.characters.bank);
    // A blocked character cannot be chosen: no button.
    expect(main().queryByRole('button', { name: t.characters.choose('Moritz Mustermann') })).toBeNull();
  });

  it('chooses another active character: the greeting and the account follow', async () => {
    renderRoute('/myProfile?view=characters');
    expect(await screen.findByTestId('greeting')).toHaveTextContent('Max');
    await userEvent.click(await main().findByRole('button', { name: t.characters.choose('Erika Mustermann') }));
    await waitFor(() => expect(screen.getByTestId('greeting')).toHaveTextContent('Erika'));
    const erika = (await main().findByRole('heading', { name: 'Erika Mustermann' })).closest('article') as HTMLElement;
    expect(await within(erika).findByText(t.characters.active)).toBeInTheDocument();
    expect(main().getByRole('button', { name: t.characters.choose('Max Mustermann') })).toBeInTheDocument();
  });

  it('the active character cannot be hidden: the server says why (422)', async () => {
    renderRoute('/myProfile?view=characters');
    await screen.findByTestId('character-cards');
    const max = (await main().findByRole('heading', { name: 'Max Mustermann' })).closest('article') as HTMLElement;
    await userEvent.click(within(max).getByRole('checkbox', { name: t.characters.visible }));
    expect(await within(max).findByRole('alert')).toHaveTextContent(/aktive Charakter/);
    // Another one can be hidden.
    const erika = main().getByRole('heading', { name: 'Erika Mustermann' }).closest('article') as HTMLElement;
    await userEvent.click(within(erika).getByRole('checkbox', { name: t.characters.visible }));
    expect(await within(erika).findByText(t.characters.hidden)).toBeInTheDocument();
  });

  it('unlinks the chat service after asking, then links it again (a 422 under the code first)', async () => {
    renderRoute('/myProfile?view=links');
    await waitFor(() => expect(card('chat').getByText(l.states.linked)).toBeInTheDocument());
    await userEvent.click(card('chat').getByRole('button', { name: l.unlink }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent(l.unlinkBody.chat);
    await userEvent.click(within(dialog).getByRole('button', { name: l.unlink }));
    await waitFor(() => expect(card('chat').getByText(l.states.unlinked)).toBeInTheDocument());
    const code = card('chat').getByRole('textbox', { name: new RegExp(l.code) });
    await userEvent.type(code, 'abgelaufen-123456');
    await userEvent.click(card('chat').getByRole('button', { name: l.link }));
    expect(await card('chat').findByText(/Dieser Code ist abgelaufen/)).toBeInTheDocument();
    await userEvent.clear(code);
    await userEvent.type(code, 'frischer-code-123456');
    await userEvent.click(card('chat').getByRole('button', { name: l.link }));
    await waitFor(() => expect(card('chat').getByText(l.states.linked)).toBeInTheDocument());
    expect(card('chat').getByText('max.mustermann')).toBeInTheDocument();
  });

  it('a 500 keeps the typed code; a 403 keeps the link as it was', async () => {
    renderRoute('/myProfile?view=links');
    await waitFor(() => expect(card('subscription').getByText(l.states.unlinked)).toBeInTheDocument());
    server.use(
      http.post('*/api/auth/links/subscription', () =>
        HttpResponse.json({ type: '/problems/500', title: 'Serverfehler', status: 500 }, { status: 500 }),
      ),
      http.delete('*/api/auth/links/chat', () =>
        HttpResponse.json(
          { type: '/problems/403', title: 'Keine Berechtigung', status: 403, detail: 'Das darfst du nicht.' },
          { status: 403 },
        ),
      ),
    );
    const code = card('subscription').getByRole('textbox', { name: new RegExp(l.code) });
    await userEvent.type(code, 'abo-code-1234567890');
    await userEvent.click(card('subscription').getByRole('button', { name: l.link }));
    expect(await card('subscription').findByRole('alert')).toBeInTheDocument();
    expect(code).toHaveValue('abo-code-1234567890');

    await userEvent.click(card('chat').getByRole('button', { name: l.unlink }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: l.unlink }));
    expect(await card('chat').findByRole('alert')).toBeInTheDocument();
    expect(card('chat').getByText(l.states.linked)).toBeInTheDocument();
  });

  it('shows the failed voice link with its reason and retries it', async () => {
    renderRoute('/myProfile?view=links');
    await waitFor(() => expect(card('voice').getByText(l.states.failed)).toBeInTheDocument());
    expect(screen.getByTestId('link-voice-reason')).toHaveTextContent(/kennt diese Identität nicht/);
    await userEvent.click(card('voice').getByRole('button', { name: l.retry }));
    await waitFor(() => expect(card('voice').getByText(l.states.linked)).toBeInTheDocument());
    expect(screen.queryByTestId('link-voice-reason')).toBeNull();
  });
});
