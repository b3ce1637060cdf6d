// The messenger's mail at route level (MSW, stateful mock src/mocks/stateful/messenger/mail.ts):
// addresses with unread counts, folders and threads, opening marks read, a new mail (checked
// recipients, nothing of `<img onerror>` runs), reply (a failed one keeps its text), archive,
// leave a thread after a confirmation, no reply when everyone else left, and the addresses
// (add with the free-check, a server 422 under its field, primary, delete confirmed).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { listMessengerMailAddresses } from '../../src/api/generated/endpoints/messenger/messenger';
import { mailTexts as t } from '../../src/features/messenger/mail/texts';
import { server } from '../../src/mocks/node';
import { renderRoute } from '../utils/render';

const PAYLOAD = '<img src=x onerror=alert(1)>';
const PRIMARY = 'max.mustermann@eyefind.ls';

const threadRow = async (subject: RegExp) =>
  (await screen.findAllByTestId('mail-thread', {}, { timeout: 20_000 })).find((r) =>
    subject.test(r.textContent ?? ''),
  ) as HTMLElement;

const failWith = (status: number, detail: string, errors?: Array<{ field: string; message: string }>) =>
  HttpResponse.json(
    { type: `/problems/${status}`, title: 'Fehler', status, detail, ...(errors ? { errors } : {}) },
    { status, headers: { 'Content-Type': 'application/problem+json' } },
  );

describe('messenger mail (/messenger?tab=mail)', () => {
  it('shows the addresses with unread counts and the inbox; opening an unread thread marks it read', async () => {
    const { router } = renderRoute('/messenger?tab=mail');
    const picker = await screen.findByRole('group', { name: t.addresses }, { timeout: 20_000 });
    const primary = within(picker).getByRole('button', { name: new RegExp(PRIMARY), pressed: true });
    expect(within(primary).getByTestId('mail-address-unread')).toHaveTextContent('3');
    const row = await threadRow(/Unterlagen für morgen/);
    expect(within(row).getByTestId('mail-thread-unread')).toBeInTheDocument();

    await userEvent.click(row);
    expect(router.state.location.search).toMatchObject({ tab: 'mail', thread: expect.any(Number) });
    const mails = await screen.findByRole('list', { name: t.thread.label('Unterlagen für morgen') });
    expect(await within(mails).findByText(/anbei die Unterlagen/)).toBeInTheDocument();
    const link = within(mails).getByRole('link', { name: 'https://docs.example/plan' });
    expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
    await waitFor(async () =>
      expect(within(await threadRow(/Unterlagen für morgen/)).queryByTestId('mail-thread-unread')).toBeNull(),
    );
    await waitFor(() =>
      expect(
        within(screen.getByRole('button', { name: new RegExp(PRIMARY) })).getByTestId('mail-address-unread'),
      ).toHaveTextContent('1'),
    );
  }, 90_000);

  it('writes a new mail: recipients checked, the text shown literally, nothing runs; it lands in "sent"', async () => {
    const alerts: unknown[] = [];
    const alert = window.alert;
    window.alert = (m?: unknown) => void alerts.push(m);
    try {
      const { router } = renderRoute('/messenger?tab=mail');
      await userEvent.click(await screen.findByRole('button', { name: t.compose.open }, { timeout: 20_000 }));
      const form = screen.getByTestId('mail-new');
      const to = within(form).getByRole('textbox', { name: t.compose.to });
      await userEvent.type(to, 'kein-adresse');
      await userEvent.type(within(form).getByRole('textbox', { name: t.compose.subject }), `Test ${PAYLOAD}`);
      await userEvent.type(within(form).getByRole('textbox', { name: t.compose.body }), `Hallo ${PAYLOAD}`);
      await userEvent.click(within(form).getByRole('button', { name: t.compose.send }));
      expect(to).toHaveAttribute('aria-invalid', 'true');

      // an address nobody has: the server's 404 under "An", the input kept
      await userEvent.clear(to);
      await userEvent.type(to, 'niemand@eyefind.ls');
      await userEvent.click(within(form).getByRole('button', { name: t.compose.send }));
      await waitFor(() => expect(to).toHaveAttribute('aria-invalid', 'true'));
      expect(within(form).getByText(/niemand@eyefind\.ls/)).toBeInTheDocument();

      await userEvent.clear(to);
      await userEvent.type(to, 'lea.schmidt@eyefind.ls');
      await userEvent.click(within(form).getByRole('button', { name: t.compose.send }));
      await waitFor(() => expect(router.state.location.search).toMatchObject({ folder: 'sent' }));
      expect(await screen.findByTestId('mail-subject')).toHaveTextContent(`Test ${PAYLOAD}`);
      const body = (await screen.findAllByTestId('mail-body')).at(-1) as HTMLElement;
      expect(body).toHaveTextContent(`Hallo ${PAYLOAD}`);
      expect(await threadRow(/Test <img/)).toBeInTheDocument();
      expect(document.querySelector('img[src="x"]')).toBeNull();
      expect(alerts).toEqual([]);
    } finally {
      window.alert = alert;
    }
  }, 90_000);

  it('replies in a thread; a failed reply (500) keeps its text and the second try lands in the thread', async () => {
    let fail = true;
    server.use(
      http.post('*/api/messenger/mail/conversations/:id/reply', () =>
        fail ? failWith(500, 'Der Mailserver ist gestört.') : undefined,
      ),
    );
    renderRoute('/messenger?tab=mail');
    await userEvent.click(await threadRow(/Wartungsarbeiten/));
    const reply = await screen.findByTestId('mail-reply');
    const box = within(reply).getByRole('textbox', { name: t.reply.label });
    await userEvent.type(box, 'Danke für die Info!');
    await userEvent.click(within(reply).getByRole('button', { name: t.reply.send }));
    expect(await within(reply).findByRole('alert')).toHaveTextContent('Der Mailserver ist gestört.');
    expect(box).toHaveValue('Danke für die Info!');
    fail = false;
    await userEvent.click(within(reply).getByRole('button', { name: t.reply.send }));
    await waitFor(() => expect(box).toHaveValue(''));
    await waitFor(() => expect(screen.getAllByTestId('mail-body').at(-1)).toHaveTextContent('Danke für die Info!'));
  }, 90_000);

  it('archives a thread and leaves another after a confirmation', async () => {
    renderRoute('/messenger?tab=mail');
    await userEvent.click(await threadRow(/Wartungsarbeiten/));
    await userEvent.click(await screen.findByRole('button', { name: t.thread.archive }));
    await waitFor(async () =>
      expect(
        (await screen.findAllByTestId('mail-thread')).some((r) => /Wartungsarbeiten/.test(r.textContent ?? '')),
      ).toBe(false),
    );
    await userEvent.click(screen.getByRole('button', { name: t.thread.back }));
    await userEvent.click(screen.getByRole('button', { name: t.folders.archive }));
    expect(await threadRow(/Wartungsarbeiten/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: t.folders.inbox }));
    await userEvent.click(await threadRow(/Unterlagen für morgen/));
    await userEvent.click(await screen.findByRole('button', { name: t.thread.quit }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent(t.thread.quitTitle('Unterlagen für morgen'));
    await userEvent.click(within(dialog).getByRole('button', { name: t.thread.quit }));
    await waitFor(async () =>
      expect((await screen.findAllByTestId('mail-thread')).some((r) => /Unterlagen/.test(r.textContent ?? ''))).toBe(
        false,
      ),
    );
    expect(screen.getByText(t.thread.pick)).toBeInTheDocument();
  }, 90_000);

  it('offers no reply once everyone else has left the thread', async () => {
    renderRoute('/messenger?tab=mail');
    await userEvent.click(await threadRow(/Abschiedsfeier/));
    expect(await screen.findByTestId('mail-no-reply')).toHaveTextContent(t.thread.noReply);
    expect(screen.queryByTestId('mail-reply')).toBeNull();
  }, 90_000);

  it('manages the addresses: free-check, a 422 under its field, add, primary, delete confirmed', async () => {
    let refuse = true;
    server.use(
      http.post('*/api/messenger/mail/addresses', () =>
        refuse
          ? failWith(422, 'Ungültig', [{ field: 'localPart', message: 'Dieser Name ist nicht erlaubt.' }])
          : undefined,
      ),
    );
    renderRoute('/messenger?tab=mail');
    await userEvent.click(await screen.findByRole('button', { name: t.manage.open }, { timeout: 20_000 }));
    const form = await screen.findByTestId('mail-address-add');
    const local = within(form).getByRole('textbox', { name: t.manage.localPart });
    await userEvent.type(local, 'lea.schmidt');
    expect(await within(form).findByText(t.manage.taken('lea.schmidt@eyefind.ls'))).toBeInTheDocument();
    await userEvent.click(within(form).getByRole('button', { name: t.manage.suggestion('lea.schmidt1@eyefind.ls') }));
    expect(local).toHaveValue('lea.schmidt1');
    await userEvent.clear(local);
    await userEvent.type(local, 'max.neu');
    expect(await within(form).findByText(t.manage.free('max.neu@eyefind.ls'))).toBeInTheDocument();
    await userEvent.click(within(form).getByRole('button', { name: t.manage.add }));
    expect(await within(form).findByText('Dieser Name ist nicht erlaubt.')).toBeInTheDocument();
    expect(local).toHaveValue('max.neu');

    refuse = false;
    await userEvent.click(within(form).getByRole('button', { name: t.manage.add }));
    const list = screen.getByTestId('mail-addresses');
    await waitFor(() => expect(within(list).getAllByTestId('mail-address')).toHaveLength(3));
    expect(await screen.findByText(t.manage.full(3))).toBeInTheDocument();

    await userEvent.click(within(list).getByRole('button', { name: `${t.manage.makePrimary}: max.neu@eyefind.ls` }));
    await waitFor(async () =>
      expect((await listMessengerMailAddresses()).items.find((a) => a.primary)?.address).toBe('max.neu@eyefind.ls'),
    );
    await userEvent.click(within(list).getByRole('button', { name: `${t.manage.remove}: max@lsmail.ls` }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: t.manage.remove }));
    await waitFor(() => expect(within(list).getAllByTestId('mail-address')).toHaveLength(2));
    expect(within(list).queryByText('max@lsmail.ls')).toBeNull();
  }, 90_000);
});
