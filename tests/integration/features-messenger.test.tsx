// The messenger at route level (MSW, stateful mock world src/mocks/stateful/messenger.ts):
// SIM switch, conversations with unread counts and search, the chat (read, send, a failed send
// and its retry, the draft across a reload and a 401), a new chat (from a contact or a number),
// safe text, groups (title, description, rights, members), contacts and blocks, a load error.
// Operations driven through the screens include createMessengerConversation, sendMessengerMessage,
// changeMessengerConversationDescription, listMessengerContacts, listMessengerConversations.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  changeMessengerConversationTitle,
  listMessengerMembers,
  listMessengerSims,
  sendMessengerMessage,
} from '../../src/api/generated/endpoints/messenger/messenger';
import { accountTexts } from '../../src/features/auth/account/texts';
import { messengerTexts as t } from '../../src/features/messenger/texts';
import { server } from '../../src/mocks/node';
import { renderRoute } from '../utils/render';

const PAYLOAD = '<img src=x onerror=alert(1)>';

// jsdom lays nothing out: give every element a height, so the chat's virtualiser has a window to fill.
const original = Object.getOwnPropertyDescriptor(Element.prototype, 'clientHeight');
beforeEach(() => {
  Object.defineProperty(Element.prototype, 'clientHeight', { configurable: true, get: () => 600 });
});
afterEach(() => {
  if (original) Object.defineProperty(Element.prototype, 'clientHeight', original);
});

const conversation = async (name: RegExp) =>
  (await screen.findAllByTestId('conversation')).find((c) => name.test(c.textContent ?? '')) as HTMLElement;

const composer = () => within(screen.getByTestId('chat-composer')).getByRole('textbox', { name: t.chat.composer });

describe('messenger (/messenger)', () => {
  it('shows the SIM cards, the conversations of the active one with unread counts, and the menu entry', async () => {
    renderRoute('/messenger');
    expect(await screen.findByRole('heading', { level: 1, name: t.title })).toBeInTheDocument();
    const sims = await screen.findByRole('group', { name: t.sims.label });
    expect(within(sims).getByRole('button', { name: /Privat.*5551234/, pressed: true })).toBeInTheDocument();
    expect(within(sims).getByRole('button', { name: /Arbeit.*5559876/, pressed: false })).toBeInTheDocument();
    const lea = await conversation(/Lea Schmidt/);
    expect(within(lea).getByTestId('conversation-unread')).toHaveTextContent('2');
    expect(await conversation(/Grillabend Samstag/)).toHaveTextContent('3');
    const nav = screen.getByRole('navigation', { name: 'Hauptmenü' });
    expect(await within(nav).findByRole('link', { name: t.title })).toHaveAttribute('href', '/messenger');
  });

  it('searches the conversations and switches the SIM (the server keeps the choice)', async () => {
    const { router } = renderRoute('/messenger?q=grill');
    await waitFor(() => expect(screen.getAllByTestId('conversation')).toHaveLength(1));
    expect(screen.getByTestId('conversation')).toHaveTextContent('Grillabend Samstag');
    await userEvent.click(screen.getByRole('button', { name: /Arbeit.*5559876/ }));
    expect(await conversation(/Werkstatt-Team/)).toBeInTheDocument();
    expect(router.state.location.search).toMatchObject({ sim: 2 });
    await waitFor(async () => expect((await listMessengerSims()).items[0]).toMatchObject({ id: 2, active: true }));
  });

  it('opens a chat, marks it read, and sends a message that shows at once and then as sent', async () => {
    renderRoute('/messenger?chat=1');
    const log = await screen.findByRole('log');
    expect(await within(log).findByText('Bin da! Wo steckst du?')).toBeInTheDocument();
    expect(within(log).getByTestId('chat-unread-marker')).toBeInTheDocument();
    // a link in a message is clickable, opens outside the app
    const link = within(log).getByRole('link', { name: 'https://lifeinvader.example/events/grill' });
    expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
    await waitFor(async () =>
      expect(within(await conversation(/Lea Schmidt/)).queryByTestId('conversation-unread')).toBeNull(),
    );

    await userEvent.type(composer(), 'Komme gleich!{Enter}');
    expect(composer()).toHaveValue('');
    const sent = await within(log).findByText('Komme gleich!');
    expect(sent).toBeInTheDocument();
    await waitFor(() => expect(within(log).queryByTestId('chat-outbox')).toBeNull());
    expect(within(log).getAllByTestId('chat-message').at(-1)).toHaveTextContent('Komme gleich!');
    expect(await conversation(/Lea Schmidt/)).toHaveTextContent('Komme gleich!');
  });

  it('keeps a failed message with its reason and sends it again on retry', async () => {
    let fail = true;
    server.use(
      http.post('*/api/messenger/conversations/:id/messages', () => {
        if (!fail) return undefined;
        return HttpResponse.json(
          { type: '/problems/500', title: 'Serverfehler', status: 500, detail: 'Der Server ist gerade gestört.' },
          { status: 500 },
        );
      }),
    );
    renderRoute('/messenger?chat=1');
    const log = await screen.findByRole('log');
    await within(log).findByText('Bin da! Wo steckst du?');
    await userEvent.type(composer(), 'Geht das durch?{Enter}');
    const failed = await within(log).findByTestId('chat-outbox');
    await waitFor(() => expect(failed).toHaveAttribute('data-state', 'failed'));
    expect(failed).toHaveTextContent(t.chat.failed);
    fail = false;
    await userEvent.click(within(failed).getByRole('button', { name: t.chat.retry }));
    await waitFor(() => expect(within(log).queryByTestId('chat-outbox')).toBeNull());
    expect(within(log).getAllByTestId('chat-message').at(-1)).toHaveTextContent('Geht das durch?');
  });

  it('keeps the draft of a conversation across a reload', async () => {
    const first = renderRoute('/messenger?chat=2');
    await screen.findByRole('log');
    await userEvent.type(composer(), 'Ich bringe Brot');
    first.unmount();
    renderRoute('/messenger?chat=2');
    await screen.findByRole('log');
    expect(composer()).toHaveValue('Ich bringe Brot');
  });

  it('keeps the draft and the refused message across a 401 and a new sign-in; both go out then', async () => {
    // Signed out meanwhile: the send answers 401 until the person has signed in again.
    let signedIn = false;
    server.use(
      http.post('*/api/messenger/conversations/:id/messages', () =>
        signedIn
          ? undefined
          : HttpResponse.json(
              { type: '/problems/401', title: 'Nicht angemeldet', status: 401, detail: 'Du bist nicht angemeldet.' },
              { status: 401 },
            ),
      ),
    );
    const chat = renderRoute('/messenger?chat=1');
    let log = await screen.findByRole('log');
    await within(log).findByText('Bin da! Wo steckst du?');
    await userEvent.type(composer(), 'Bin in fünf Minuten da{Enter}');
    const failed = await within(log).findByTestId('chat-outbox');
    await waitFor(() => expect(failed).toHaveAttribute('data-state', 'failed'));
    expect(failed).toHaveTextContent('Du bist nicht angemeldet.');
    await userEvent.type(composer(), 'Und ich bringe Kuchen mit');
    chat.unmount();

    // signing in again (out first, so the mock's session really was gone)
    const profile = renderRoute('/myProfile');
    // The page's account part loads after its frame: wait for the button, not only for <main>.
    await userEvent.click(
      await within(await screen.findByRole('main')).findByRole('button', { name: accountTexts.signOut.action }),
    );
    const form = within(await screen.findByTestId('sign-in'));
    await userEvent.type(
      form.getByRole('textbox', { name: new RegExp(accountTexts.signIn.username) }),
      'max.mustermann',
    );
    await userEvent.type(
      form.getByLabelText(new RegExp(`^${accountTexts.signIn.password}`), { selector: 'input' }),
      'geheim-1234',
    );
    await userEvent.click(form.getByRole('button', { name: accountTexts.signIn.submit }));
    expect(await screen.findByTestId('rights-data')).toHaveTextContent('Max_Mustermann');
    signedIn = true;
    profile.unmount();

    renderRoute('/messenger?chat=1');
    log = await screen.findByRole('log');
    await within(log).findByText('Bin da! Wo steckst du?');
    expect(composer()).toHaveValue('Und ich bringe Kuchen mit');
    const kept = within(log).getByTestId('chat-outbox');
    expect(kept).toHaveTextContent('Bin in fünf Minuten da');
    await userEvent.click(within(kept).getByRole('button', { name: t.chat.retry }));
    await waitFor(() => expect(within(log).queryByTestId('chat-outbox')).toBeNull());
    await userEvent.type(composer(), '{Enter}');
    await waitFor(() =>
      expect(within(log).getAllByTestId('chat-message').at(-1)).toHaveTextContent('Und ich bringe Kuchen mit'),
    );
    expect(composer()).toHaveValue('');
    const texts = within(log)
      .getAllByTestId('chat-message')
      .map((m) => m.textContent ?? '');
    expect(texts.some((x) => x.includes('Bin in fünf Minuten da'))).toBe(true);
  });

  it('shows user text literally and runs nothing: a message and a group title', async () => {
    const alerts: unknown[] = [];
    const alert = window.alert;
    window.alert = (m?: unknown) => void alerts.push(m);
    try {
      renderRoute('/messenger?chat=2&info=1');
      const log = await screen.findByRole('log');
      await within(log).findByText('Um wie viel Uhr genau?');
      await userEvent.type(composer(), `${PAYLOAD}{Enter}`, { skipClick: false });
      await waitFor(() => expect(within(log).getAllByTestId('chat-message').at(-1)).toHaveTextContent(PAYLOAD));
      expect(log.querySelector('img')).toBeNull();

      const panel = await screen.findByTestId('group-panel');
      await userEvent.click(await within(panel).findByRole('button', { name: `${t.group.title}: ${t.group.edit}` }));
      const title = within(panel).getByRole('textbox', { name: new RegExp(t.group.title) });
      await userEvent.clear(title);
      await userEvent.type(title, PAYLOAD);
      await userEvent.click(within(panel).getByRole('button', { name: t.group.save }));
      await waitFor(() => expect(within(panel).getByTestId('group-title')).toHaveTextContent(PAYLOAD));
      expect(panel.querySelector('img')).toBeNull();
      expect(screen.getByTestId('chat-title')).toHaveTextContent(PAYLOAD);
      expect(document.querySelector('img[src="x"]')).toBeNull();
      expect(alerts).toEqual([]);
    } finally {
      window.alert = alert;
    }
  });

  it('manages a group: rights, a member added (422 under the field first) and removed', async () => {
    renderRoute('/messenger?chat=2&info=1');
    const panel = await screen.findByTestId('group-panel');
    const members = await within(panel).findAllByTestId('org-member');
    expect(members).toHaveLength(4);
    // rights of Tom: may remove members now
    const tom = members.find((m) => /Tom Becker/.test(m.textContent ?? '')) as HTMLElement;
    await userEvent.click(within(tom).getByRole('checkbox', { name: t.rights.removeMembers }));
    await userEvent.click(within(tom).getByRole('button', { name: 'Rechte speichern' }));
    await waitFor(async () => {
      const body = await listMessengerMembers(2);
      expect(body.items.find((m) => m.participant.number === '5550102')?.rights.removeMembers).toBe(true);
    });
    // add: the contract's pattern first, then the server's 404 for a number without SIM
    const add = within(panel).getByRole('form', { name: t.group.addMember });
    await userEvent.type(within(add).getByRole('textbox', { name: new RegExp(t.group.addNumber) }), '0123');
    await userEvent.click(within(add).getByRole('button', { name: t.group.add }));
    expect(add.querySelector('[data-field-message]')).not.toBeNull();
    server.use(
      http.post('*/api/messenger/conversations/:id/members', () =>
        HttpResponse.json(
          {
            type: '/problems/422',
            title: 'Eingabe ungültig',
            status: 422,
            errors: [{ field: 'number', message: 'Diese Nummer ist vergeben und gesperrt.' }],
          },
          { status: 422 },
        ),
      ),
    );
    const number = within(add).getByRole('textbox', { name: new RegExp(t.group.addNumber) });
    await userEvent.clear(number);
    await userEvent.type(number, '5550107');
    await userEvent.click(within(add).getByRole('button', { name: t.group.add }));
    expect(await within(add).findByText('Diese Nummer ist vergeben und gesperrt.')).toBeInTheDocument();
    server.resetHandlers();
    await userEvent.click(within(add).getByRole('button', { name: t.group.add }));
    await waitFor(() => expect(within(panel).getAllByTestId('org-member')).toHaveLength(5));
    // remove Sara again, after a confirmation
    const sara = within(panel)
      .getAllByTestId('org-member')
      .find((m) => /Sara Yilmaz/.test(m.textContent ?? '')) as HTMLElement;
    await userEvent.click(within(sara).getByRole('button', { name: /Entfernen/ }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: t.group.remove }));
    await waitFor(() => expect(within(panel).getAllByTestId('org-member')).toHaveLength(4));
  });

  it("edits a group's description: a failed save (500) keeps the text, the next one shows it", async () => {
    server.use(
      http.put('*/api/messenger/conversations/:id/description', () =>
        HttpResponse.json(
          { type: '/problems/500', title: 'Serverfehler', status: 500, detail: 'Der Server ist gerade gestört.' },
          { status: 500 },
        ),
      ),
    );
    renderRoute('/messenger?chat=2&info=1');
    const panel = await screen.findByTestId('group-panel');
    await userEvent.click(
      await within(panel).findByRole('button', { name: `${t.group.description}: ${t.group.edit}` }),
    );
    const description = within(panel).getByRole('textbox', { name: new RegExp(t.group.description) });
    await userEvent.clear(description);
    await userEvent.type(description, 'Treffpunkt 18 Uhr am Strand');
    await userEvent.click(within(panel).getByRole('button', { name: t.group.save }));
    expect(await within(panel).findByRole('alert')).toHaveTextContent('Der Server ist gerade gestört.');
    expect(description).toHaveValue('Treffpunkt 18 Uhr am Strand');
    server.resetHandlers();
    await userEvent.click(within(panel).getByRole('button', { name: t.group.save }));
    await waitFor(() =>
      expect(within(panel).getByTestId('group-description')).toHaveTextContent('Treffpunkt 18 Uhr am Strand'),
    );
    expect(within(panel).queryByRole('textbox', { name: new RegExp(t.group.description) })).toBeNull();
  });

  it('shows a load error of the conversations with "Erneut versuchen", and the retry loads them', async () => {
    let fail = true;
    server.use(
      http.get('*/api/messenger/sims/:telnumberId/conversations/:skip/:limit', () =>
        fail
          ? HttpResponse.json(
              { type: '/problems/500', title: 'Serverfehler', status: 500, detail: 'Der Server ist gerade gestört.' },
              { status: 500 },
            )
          : undefined,
      ),
    );
    renderRoute('/messenger');
    const retry = await screen.findByRole('button', { name: 'Erneut versuchen' });
    expect(screen.getByRole('heading', { level: 1, name: t.title })).toBeInTheDocument();
    expect(screen.queryAllByTestId('conversation')).toHaveLength(0);
    fail = false;
    await userEvent.click(retry);
    expect(await conversation(/Lea Schmidt/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Erneut versuchen' })).toBeNull();
  });

  it('offers nothing the own member rights forbid (a read-only group of the second SIM)', async () => {
    renderRoute('/messenger?sim=2&chat=6&info=1');
    const panel = await screen.findByTestId('group-panel');
    await within(panel).findAllByTestId('org-member');
    expect(await screen.findByTestId('chat-read-only')).toHaveTextContent(t.chat.readOnly);
    expect(screen.queryByTestId('chat-composer')).toBeNull();
    expect(within(panel).queryByRole('button', { name: new RegExp(t.group.edit) })).toBeNull();
    expect(within(panel).queryByRole('button', { name: /Entfernen/ })).toBeNull();
    expect(within(panel).queryByRole('form', { name: t.group.addMember })).toBeNull();
    expect(within(panel).getAllByRole('checkbox')[0]).toBeDisabled();
    // the server refuses it all the same
    await expect(changeMessengerConversationTitle(6, { title: 'Übernommen' })).rejects.toMatchObject({
      response: { status: 403 },
    });
  });

  it('adds (pattern checked), edits, blocks and deletes a contact; unblocks it again', async () => {
    renderRoute('/messenger?tab=contacts');
    await screen.findAllByTestId('contact');
    await userEvent.click(screen.getByRole('button', { name: t.contacts.add }));
    const form = screen.getByTestId('contact-form');
    await userEvent.type(within(form).getByRole('textbox', { name: new RegExp(t.contacts.name) }), 'Zoe Ziegler');
    await userEvent.type(within(form).getByRole('textbox', { name: new RegExp(`^${t.contacts.number}`) }), '0555');
    await userEvent.click(within(form).getByRole('button', { name: t.contacts.save }));
    expect(form.querySelector('[data-field-message]')).not.toBeNull();
    const number = within(form).getByRole('textbox', { name: new RegExp(`^${t.contacts.number}`) });
    await userEvent.clear(number);
    await userEvent.type(number, '5550777');
    await userEvent.click(within(form).getByRole('button', { name: t.contacts.save }));
    const zoe = await waitFor(() => {
      const found = screen.getAllByTestId('contact').find((c) => /Zoe Ziegler/.test(c.textContent ?? ''));
      expect(found).toBeDefined();
      return found as HTMLElement;
    });
    await userEvent.click(within(zoe).getByRole('button', { name: `${t.contacts.edit}: Zoe Ziegler` }));
    const name = within(zoe).getByRole('textbox', { name: new RegExp(t.contacts.name) });
    await userEvent.clear(name);
    await userEvent.type(name, 'Zoe Z.');
    await userEvent.click(within(zoe).getByRole('button', { name: t.contacts.save }));
    await screen.findByText('Zoe Z.');
    const edited = screen.getAllByTestId('contact').find((c) => /Zoe Z\./.test(c.textContent ?? '')) as HTMLElement;
    await userEvent.click(within(edited).getByRole('button', { name: `${t.contacts.block}: Zoe Z.` }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: t.contacts.block }),
    );
    expect(await within(edited).findByText(t.contacts.isBlocked)).toBeInTheDocument();
    await userEvent.click(within(edited).getByRole('button', { name: `${t.contacts.delete}: Zoe Z.` }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: t.contacts.delete }),
    );
    await waitFor(() => expect(screen.queryByText('Zoe Z.')).toBeNull());

    await userEvent.click(screen.getByRole('button', { name: t.tabs.blocked }));
    const list = await screen.findByTestId('blocked-list');
    await userEvent.click(within(list).getByRole('button', { name: `${t.blocked.unblock}: 5550777` }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: t.blocked.unblock }),
    );
    await waitFor(() => expect(within(screen.getByTestId('blocked-list')).queryByText('5550777')).toBeNull());
  });

  it('keeps what was typed when saving a contact fails (500)', async () => {
    server.use(
      http.post('*/api/messenger/sims/:telnumberId/contacts', () =>
        HttpResponse.json(
          { type: '/problems/500', title: 'Serverfehler', status: 500, detail: 'Kaputt.' },
          { status: 500 },
        ),
      ),
    );
    renderRoute('/messenger?tab=contacts');
    await screen.findAllByTestId('contact');
    await userEvent.click(screen.getByRole('button', { name: t.contacts.add }));
    const form = screen.getByTestId('contact-form');
    await userEvent.type(within(form).getByRole('textbox', { name: new RegExp(t.contacts.name) }), 'Nina Neu');
    await userEvent.type(within(form).getByRole('textbox', { name: new RegExp(`^${t.contacts.number}`) }), '5550888');
    await userEvent.click(within(form).getByRole('button', { name: t.contacts.save }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Kaputt.');
    expect(within(form).getByRole('textbox', { name: new RegExp(t.contacts.name) })).toHaveValue('Nina Neu');
  });

  it('polls for new messages: one sent from the other SIM arrives in the open chat', async () => {
    renderRoute('/messenger?chat=3');
    const log = await screen.findByRole('log');
    await within(log).findByText('Danke, steht im Kalender.');
    await act(async () => {
      await sendMessengerMessage(3, { kind: 'text', text: 'Gruß vom Arbeitshandy', telnumberId: 2 });
    });
    expect(await within(log).findByText('Gruß vom Arbeitshandy')).toBeInTheDocument();
  });

  it('starts a chat from a contact: the first message is there, and the chat takes a reply', async () => {
    const { router } = renderRoute('/messenger');
    await conversation(/Lea Schmidt/);
    await userEvent.click(screen.getByRole('button', { name: t.newChat.open }));
    const form = screen.getByRole('form', { name: t.newChat.heading });
    const contact = await within(form).findByRole('combobox', { name: t.newChat.contact });
    await userEvent.selectOptions(contact, '5550103');
    expect(within(form).getByRole('textbox', { name: new RegExp(`^${t.newChat.number}`) })).toHaveValue('5550103');
    await userEvent.type(within(form).getByRole('textbox', { name: t.newChat.firstMessage }), 'Hallo Mia!');
    await userEvent.click(within(form).getByRole('button', { name: t.newChat.start }));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ chat: expect.any(Number) }));
    expect(screen.queryByRole('form', { name: t.newChat.heading })).toBeNull();
    const log = await screen.findByRole('log');
    expect(await within(log).findByText('Hallo Mia!')).toBeInTheDocument();
    expect(screen.getByTestId('chat-title')).toHaveTextContent('Mia Wagner');
    await userEvent.type(composer(), 'Hast du Zeit?{Enter}');
    await waitFor(() => expect(within(log).queryByTestId('chat-outbox')).toBeNull());
    expect(within(log).getAllByTestId('chat-message').at(-1)).toHaveTextContent('Hast du Zeit?');
    expect(await conversation(/Mia Wagner/)).toHaveTextContent('Hast du Zeit?');
  });

  it('starts a chat from a number: the pattern refuses a wrong one under the field, keeping it', async () => {
    const { router } = renderRoute('/messenger');
    await conversation(/Lea Schmidt/);
    await userEvent.click(screen.getByRole('button', { name: t.newChat.open }));
    const form = screen.getByRole('form', { name: t.newChat.heading });
    const number = within(form).getByRole('textbox', { name: new RegExp(`^${t.newChat.number}`) });
    await userEvent.type(number, '0555');
    await userEvent.click(within(form).getByRole('button', { name: t.newChat.start }));
    await waitFor(() => expect(number).toHaveAccessibleDescription('Das Format stimmt nicht.'));
    expect(number).toHaveAttribute('aria-invalid', 'true');
    expect(number).toHaveValue('0555');
    expect(router.state.location.search).not.toHaveProperty('chat');
    await userEvent.clear(number);
    await userEvent.type(number, '5550108');
    await userEvent.click(within(form).getByRole('button', { name: t.newChat.start }));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ chat: expect.any(Number) }));
    expect(await screen.findByTestId('chat-title')).toHaveTextContent('Ben Hoffmann');
    const log = await screen.findByRole('log');
    await userEvent.type(composer(), 'Servus Ben{Enter}');
    expect(await within(log).findByText('Servus Ben')).toBeInTheDocument();
    await waitFor(() => expect(within(log).queryByTestId('chat-outbox')).toBeNull());
    expect(await conversation(/Ben Hoffmann/)).toHaveTextContent('Servus Ben');
  });

  it('shows the SIM counters and renames the SIM (an empty name is refused under the field)', async () => {
    renderRoute('/messenger');
    expect(await screen.findByTestId('sim-counters')).toHaveTextContent(/8 Kontakte · 5 Chats · 1 blockiert/);
    await userEvent.click(screen.getByRole('button', { name: t.simSettings.edit }));
    const form = screen.getByRole('form', { name: t.simSettings.heading });
    const label = within(form).getByRole('textbox', { name: new RegExp(t.simSettings.label) });
    await userEvent.clear(label);
    await userEvent.click(within(form).getByRole('button', { name: t.simSettings.save }));
    expect(form.querySelector('[data-field-message]')).not.toBeNull();
    await userEvent.type(label, 'Zweitnummer');
    await userEvent.click(within(form).getByRole('button', { name: t.simSettings.save }));
    expect(await screen.findByRole('button', { name: /Zweitnummer.*5551234/ })).toBeInTheDocument();
  });
});
