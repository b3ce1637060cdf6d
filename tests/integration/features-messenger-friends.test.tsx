// The messenger's friends chat at route level (MSW, stateful mock
// src/mocks/stateful/messenger/friends.ts): the friends with unread counts, opening a chat marks
// it read, sending (a failed send keeps the text), safe text, a friend request sent (404 under
// the name, the contract's name pattern) and one accepted, a request declined after a
// confirmation, a friendship ended after a confirmation.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { friendsTexts as t } from '../../src/features/messenger/friends/texts';
import { messengerTexts } from '../../src/features/messenger/texts';
import { server } from '../../src/mocks/node';
import { renderRoute } from '../utils/render';

const PAYLOAD = '<img src=x onerror=alert(1)>';

const friendRow = async (name: RegExp) =>
  (await screen.findAllByTestId('friend', {}, { timeout: 20_000 })).find((r) =>
    name.test(r.textContent ?? ''),
  ) as HTMLElement;

const composer = () =>
  within(screen.getByTestId('friend-composer')).getByRole('textbox', { name: messengerTexts.chat.composer });

describe('messenger friends (/messenger?tab=friends)', () => {
  it('lists the friends online first with unread counts; opening a chat marks it read; sending shows it', async () => {
    const { router } = renderRoute('/messenger?tab=friends');
    const lea = await friendRow(/Lea Schmidt/);
    expect(within(lea).getByTestId('friend-unread')).toHaveTextContent('2');
    expect(screen.getAllByTestId('friend')[0]).toHaveTextContent(t.list.online);
    await userEvent.click(lea);
    expect(router.state.location.search).toMatchObject({ tab: 'friends', friend: expect.any(Number) });
    const log = await screen.findByRole('log', { name: t.chat.log('Lea Schmidt') });
    expect(await within(log).findByText('Gern! Welcher Film?')).toBeInTheDocument();
    expect(within(log).getByRole('link', { name: 'https://kino.example/heute' })).toHaveAttribute(
      'rel',
      expect.stringContaining('noopener'),
    );
    await waitFor(async () => expect(within(await friendRow(/Lea Schmidt/)).queryByTestId('friend-unread')).toBeNull());

    await userEvent.type(composer(), `Treffpunkt ${PAYLOAD}{Enter}`);
    await waitFor(() =>
      expect(within(log).getAllByTestId('friend-message').at(-1)).toHaveTextContent(`Treffpunkt ${PAYLOAD}`),
    );
    expect(composer()).toHaveValue('');
    expect(document.querySelector('img[src="x"]')).toBeNull();
  }, 90_000);

  it('keeps the text of a failed send (500) and sends it on the next try', async () => {
    let fail = true;
    server.use(
      http.post('*/api/messenger/friends/:friendId/chat', () =>
        fail
          ? HttpResponse.json(
              { type: '/problems/500', title: 'Serverfehler', status: 500, detail: 'Der Chat ist gestört.' },
              { status: 500 },
            )
          : undefined,
      ),
    );
    renderRoute('/messenger?tab=friends');
    await userEvent.click(await friendRow(/Tom Becker/));
    const log = await screen.findByRole('log', { name: t.chat.log('Tom Becker') });
    await within(log).findByText('Kein Ding.');
    await userEvent.type(composer(), 'Noch da?');
    await userEvent.click(screen.getByRole('button', { name: messengerTexts.chat.send }));
    expect(await within(screen.getByTestId('friend-composer')).findByRole('alert')).toHaveTextContent(
      'Der Chat ist gestört.',
    );
    expect(composer()).toHaveValue('Noch da?');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: messengerTexts.chat.send }));
    await waitFor(() => expect(within(log).getAllByTestId('friend-message').at(-1)).toHaveTextContent('Noch da?'));
    expect(composer()).toHaveValue('');
  }, 90_000);

  it('sends a friend request (pattern and a 404 under the name first) and accepts another', async () => {
    renderRoute('/messenger?tab=friends');
    const form = await screen.findByTestId('friend-request-form', {}, { timeout: 20_000 });
    const name = within(form).getByRole('textbox', { name: t.add.name });
    await userEvent.type(name, 'sara');
    await userEvent.click(within(form).getByRole('button', { name: t.add.send }));
    expect(name).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(name);
    await userEvent.type(name, 'Niemand_Hier');
    await userEvent.click(within(form).getByRole('button', { name: t.add.send }));
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
    expect(within(form).getByText(/Niemand Hier/)).toBeInTheDocument();
    await userEvent.clear(name);
    await userEvent.type(name, 'Sara_Yilmaz');
    await userEvent.click(within(form).getByRole('button', { name: t.add.send }));
    const outgoing = await screen.findByRole('region', { name: t.requests.outgoing });
    expect(await within(outgoing).findByText('Sara Yilmaz')).toBeInTheDocument();
    expect(name).toHaveValue('');

    const incoming = screen.getByRole('region', { name: t.requests.incoming });
    await userEvent.click(within(incoming).getByRole('button', { name: `${t.requests.accept}: Mia Wagner` }));
    await waitFor(async () => expect(await friendRow(/Mia Wagner/)).toBeInTheDocument());
    await waitFor(() => expect(screen.queryByRole('region', { name: t.requests.incoming })).toBeNull());
  }, 90_000);

  it('withdraws a request and ends a friendship, each after a confirmation', async () => {
    renderRoute('/messenger?tab=friends');
    const outgoing = await screen.findByRole('region', { name: t.requests.outgoing }, { timeout: 20_000 });
    await userEvent.click(within(outgoing).getByRole('button', { name: `${t.requests.withdraw}: Jonas Keller` }));
    let dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent(t.requests.withdrawTitle('Jonas Keller'));
    await userEvent.click(within(dialog).getByRole('button', { name: t.requests.withdraw }));
    await waitFor(() => expect(screen.queryByRole('region', { name: t.requests.outgoing })).toBeNull());

    await userEvent.click(await friendRow(/Tom Becker/));
    await userEvent.click(await screen.findByRole('button', { name: t.chat.remove }));
    dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: t.chat.remove }));
    await waitFor(() =>
      expect(screen.getAllByTestId('friend').some((r) => /Tom Becker/.test(r.textContent ?? ''))).toBe(false),
    );
    expect(screen.getByText(t.chat.pick)).toBeInTheDocument();
  }, 90_000);
});
