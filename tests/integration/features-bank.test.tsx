// The bank at route level (real route tree, MSW with the bank's stateful mock): accounts with
// their total, an account's bookings with filters in the URL, the transfer (summary, booking,
// balances, a field error, the Idempotency-Key across a failed send), standing orders,
// sharing, settings, and the rights (no admin view for players). Operations these flows call:
// listBankAccounts, getBankOverview, listBanks, createBankAccount, getBankAccount, getBank,
// listBankTransactions, getBankTransaction, getBankStatement, checkBankRecipient, transferBankMoney,
// listBankStandingOrders, addBankStandingOrder, editBankStandingOrder, deleteBankStandingOrder,
// listBankAccountShares, shareBankAccount, changeBankAccountShareRights, unshareBankAccount,
// leaveBankAccountShare, updateBankAccount, lockBankAccount, unlockBankAccount,
// changeBankAccountPin, closeBankAccount.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { bankTexts as t } from '../../src/features/bank/texts';
import { formatMoney as format } from '../../src/lib/format';
import { server } from '../../src/mocks/node';
import { renderRoute } from '../utils/render';

/** A label as a pattern (it may carry a required mark). */
const named = (label: string) => new RegExp(label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
/** Money as the DOM's normalised text has it (no-break spaces become spaces). */
const formatMoney = (value: number) => format(value).replace(/\s/g, ' ');
const money = (text: string | null) => Number((text ?? '').replace(/[^\d-]/g, ''));
const balanceShown = () => money(screen.getByTestId('bank-balance').textContent);

describe('bank (/bank)', () => {
  it('lists own, shared and company accounts with the total of the own ones, and the menu entry', async () => {
    renderRoute('/bank');
    expect(await screen.findByRole('heading', { level: 1, name: t.title })).toBeInTheDocument();
    const own = (await screen.findByRole('heading', { name: t.groups.own })).closest('section') as HTMLElement;
    const balances = within(own)
      .getAllByTestId('bank-balance')
      .map((b) => money(b.textContent));
    expect(balances).toHaveLength(4);
    expect(money(screen.getByTestId('bank-total').textContent)).toBe(balances.reduce((a, b) => a + b, 0));
    expect(screen.getByRole('heading', { name: t.groups.shared })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: t.groups.company })).toBeInTheDocument();
    // The sparkline says its figures as text too.
    expect((await within(own).findAllByText(/vor 30 Tagen .* heute/))[0]).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: t.adminLink })).toBeNull();
    const nav = screen.getByRole('navigation', { name: 'Hauptmenü' });
    expect(await within(nav).findByRole('link', { name: t.title })).toHaveAttribute('href', '/bank');
  });

  it('opens an account: bookings newest first, the direction filter and the page in the URL', async () => {
    const { router } = renderRoute('/bank?account=1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Girokonto' })).toBeInTheDocument();
    const rows = await screen.findAllByTestId('bank-transaction');
    expect(rows).toHaveLength(25);
    await userEvent.click(screen.getByRole('button', { name: t.tx.dir.outgoing }));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ account: 1, dir: 'outgoing' }));
    await waitFor(() => screen.getAllByTestId('bank-transaction').forEach((row) => expect(row).toHaveTextContent('−')));
    await userEvent.click(screen.getAllByRole('button', { name: named(`${t.tx.details}: `) })[0] as HTMLElement);
    expect(await screen.findByTestId('bank-transaction-detail')).toHaveTextContent(t.tx.out);
  });

  it('filters the bookings by their kind, kept in the URL so a reload shows the same', async () => {
    const { router } = renderRoute('/bank?account=1');
    await screen.findAllByTestId('bank-transaction');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: t.tx.kind }), t.kinds.payday);
    await waitFor(() => expect(router.state.location.search).toMatchObject({ account: 1, type: 'payday' }));
    await waitFor(() =>
      screen.getAllByTestId('bank-transaction').forEach((row) => expect(row).toHaveTextContent(t.kinds.payday)),
    );
    await userEvent.click(screen.getByRole('button', { name: t.tx.reset }));
    await waitFor(() => expect(router.state.location.search).not.toHaveProperty('type'));
  });

  it('filters by counterpart, purpose and period and pages, each kept in the URL', async () => {
    const { router } = renderRoute('/bank?account=1');
    // A booking with a counterpart ("Name · Number"): its name and a word of its purpose.
    const cells = (await screen.findAllByTestId('bank-transaction'))
      .map((row) => within(row).getAllByRole('cell'))
      .find((c) => (c[1]?.textContent ?? '').includes(' · '));
    const counterpart = (cells?.[1]?.textContent ?? '').split(' · ')[0]?.trim() ?? '';
    const purposeWord = (cells?.[2]?.textContent ?? '').trim().split(/\s+/)[0] ?? '';
    expect(counterpart.length, 'a booking with a counterpart').toBeGreaterThan(1);

    // The pager: page 2 in the URL, then back to page 1.
    const pager = screen.getByTestId('pager');
    await userEvent.click(within(pager).getByRole('button', { name: 'Weiter' }));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ account: 1, page: 2 }));
    await userEvent.click(within(pager).getByRole('button', { name: 'Zurück' }));
    await waitFor(() => expect(router.state.location.search).not.toMatchObject({ page: 2 }));

    // Counterpart: typed, then in the URL, and every booking shown has it.
    await userEvent.type(screen.getByRole('searchbox', { name: t.tx.who }), counterpart);
    await waitFor(() => expect(router.state.location.search).toMatchObject({ who: counterpart }));
    await waitFor(() =>
      screen.getAllByTestId('bank-transaction').forEach((row) => expect(row).toHaveTextContent(counterpart)),
    );
    await userEvent.click(screen.getByRole('button', { name: t.tx.reset }));
    await waitFor(() => expect(router.state.location.search).not.toHaveProperty('who'));

    // Purpose: the same.
    await userEvent.type(screen.getByRole('searchbox', { name: t.tx.search }), purposeWord);
    await waitFor(() => expect(router.state.location.search).toMatchObject({ q: purposeWord }));
    await waitFor(() =>
      screen.getAllByTestId('bank-transaction').forEach((row) => expect(row).toHaveTextContent(purposeWord)),
    );
    await userEvent.click(screen.getByRole('button', { name: t.tx.reset }));
    await waitFor(() => expect(router.state.location.search).not.toHaveProperty('q'));

    // Period: a start after the end is said in German, and both stay in the URL as typed.
    await userEvent.type(screen.getByLabelText(t.tx.from), '2026-11-20');
    await userEvent.type(screen.getByLabelText(t.tx.to), '2026-11-01');
    expect(await screen.findByRole('alert')).toHaveTextContent(t.tx.periodInvalid);
    expect(router.state.location.search).toMatchObject({ from: '2026-11-20', to: '2026-11-01' });
  });

  it('opens with the kind of booking from the URL', async () => {
    renderRoute('/bank?account=1&type=fee');
    expect(await screen.findByRole('combobox', { name: t.tx.kind })).toHaveValue('fee');
    await waitFor(() =>
      screen.getAllByTestId('bank-transaction').forEach((row) => expect(row).toHaveTextContent(t.kinds.fee)),
    );
  });

  it('transfers money: recipient shown, summary with fee, booked once, balance updated in place', async () => {
    const keys: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'POST' && request.url.includes('/transfers'))
        keys.push(request.headers.get('Idempotency-Key') ?? '');
    });
    renderRoute('/bank?account=1&tab=transfer');
    await screen.findByRole('heading', { name: t.transfer.heading });
    const before = balanceShown();
    await userEvent.type(screen.getByRole('textbox', { name: named(t.transfer.to) }), 'LS12 3456 7890');
    expect(await screen.findByText(/Empfänger: Lea_Schmidt/)).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: named(t.transfer.amount) }), '250');
    await userEvent.type(screen.getByRole('textbox', { name: named(t.transfer.purpose) }), 'Pizza');
    await userEvent.click(screen.getByRole('button', { name: t.transfer.review }));
    const summary = await screen.findByTestId('bank-transfer-summary');
    expect(summary).toHaveTextContent('Lea_Schmidt');
    expect(summary).toHaveTextContent(formatMoney(250));
    expect(summary).toHaveTextContent(t.transfer.noFee);
    const send = screen.getByRole('button', { name: t.transfer.send });
    await userEvent.dblClick(send);
    await waitFor(() => expect(balanceShown()).toBe(before - 250));
    expect(keys).toHaveLength(1);
    server.events.removeAllListeners();
    // The list shows the new booking on top.
    await userEvent.click(screen.getByRole('button', { name: t.tabs.transactions }));
    const first = (await screen.findAllByTestId('bank-transaction'))[0] as HTMLElement;
    expect(first).toHaveTextContent('Pizza');
    expect(first).toHaveTextContent(`−${formatMoney(250)}`);
  });

  it('retries a failed send with the same Idempotency-Key, keeps the input, and books once', async () => {
    const keys: string[] = [];
    let failed = false;
    server.use(
      http.post('*/api/bank/accounts/:id/transfers', ({ request }) => {
        keys.push(request.headers.get('Idempotency-Key') ?? '');
        if (failed) return undefined;
        failed = true;
        return HttpResponse.json({ type: '/problems/500', title: 'Serverfehler', status: 500 }, { status: 500 });
      }),
    );
    renderRoute('/bank?account=1&tab=transfer');
    await screen.findByRole('heading', { name: t.transfer.heading });
    const before = balanceShown();
    await userEvent.type(screen.getByRole('textbox', { name: named(t.transfer.to) }), 'LS12 3456 7890');
    await userEvent.type(screen.getByRole('textbox', { name: named(t.transfer.amount) }), '100');
    await userEvent.type(screen.getByRole('textbox', { name: named(t.transfer.purpose) }), 'Kino');
    await userEvent.click(screen.getByRole('button', { name: t.transfer.review }));
    await userEvent.click(await screen.findByRole('button', { name: t.transfer.send }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.getByTestId('bank-transfer-summary')).toHaveTextContent('Kino');
    await userEvent.click(screen.getByRole('button', { name: t.transfer.retry }));
    await waitFor(() => expect(balanceShown()).toBe(before - 100));
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it("puts the server's field error under the field and keeps what was typed", async () => {
    server.use(
      http.post('*/api/bank/accounts/:id/transfers', () =>
        HttpResponse.json(
          {
            type: '/problems/bank/daily-limit',
            title: 'Tageslimit erreicht',
            status: 409,
            errors: [{ field: 'amount', message: 'Das Tageslimit lässt heute noch 10 $ zu.' }],
          },
          { status: 409 },
        ),
      ),
    );
    renderRoute('/bank?account=1&tab=transfer');
    await screen.findByRole('heading', { name: t.transfer.heading });
    await userEvent.type(screen.getByRole('textbox', { name: named(t.transfer.to) }), 'LS12 3456 7890');
    await userEvent.type(screen.getByRole('textbox', { name: named(t.transfer.amount) }), '100');
    await userEvent.type(screen.getByRole('textbox', { name: named(t.transfer.purpose) }), 'Kino');
    await userEvent.click(screen.getByRole('button', { name: t.transfer.review }));
    await userEvent.click(await screen.findByRole('button', { name: t.transfer.send }));
    const amount = await screen.findByRole('textbox', { name: named(t.transfer.amount) });
    expect(amount).toHaveValue('100');
    expect(amount).toHaveAccessibleDescription('Das Tageslimit lässt heute noch 10 $ zu.');
  });

  it('checks the number by the contract as typed and the amount against the balance', async () => {
    renderRoute('/bank?account=2&tab=transfer');
    await screen.findByRole('heading', { name: t.transfer.heading });
    const number = screen.getByRole('textbox', { name: named(t.transfer.to) });
    await userEvent.type(number, 'LS1 23 456 7890');
    await waitFor(() => expect(number).toHaveAttribute('aria-invalid', 'true'));
    await userEvent.type(screen.getByRole('textbox', { name: named(t.transfer.amount) }), '999999999');
    await userEvent.click(screen.getByRole('button', { name: t.transfer.review }));
    expect(await screen.findByText(t.transfer.overBalance)).toBeInTheDocument();
    expect(screen.queryByTestId('bank-transfer-summary')).toBeNull();
  });

  it('sets up a standing order with a future first date, and deletes it after asking', async () => {
    renderRoute('/bank?account=1&tab=orders');
    const form = (await screen.findByRole('heading', { name: t.orders.create })).closest('section') as HTMLElement;
    const before = (await screen.findAllByTestId('bank-order')).length;
    await userEvent.type(within(form).getByRole('textbox', { name: named(t.transfer.to) }), 'LS12 3456 7890');
    await userEvent.type(within(form).getByRole('textbox', { name: named(t.transfer.amount) }), '75');
    await userEvent.type(within(form).getByRole('textbox', { name: named(t.transfer.purpose) }), 'Fitnessstudio');
    const next = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    await userEvent.type(within(form).getByLabelText(named(t.orders.first)), next);
    await userEvent.click(within(form).getByRole('button', { name: t.orders.add }));
    const created = await screen.findByRole('article', { name: 'Fitnessstudio' });
    expect(screen.getAllByTestId('bank-order')).toHaveLength(before + 1);
    expect(created).toHaveTextContent('Lea_Schmidt');
    await userEvent.click(within(created).getByRole('button', { name: t.orders.delete }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: t.orders.delete }),
    );
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Fitnessstudio' })).toBeNull());
  });

  it('shares an account with a person and their rights, and removes the share', async () => {
    renderRoute('/bank?account=1&tab=shares');
    const form = (await screen.findByRole('heading', { name: t.shares.add })).closest('section') as HTMLElement;
    await userEvent.type(within(form).getByRole('textbox', { name: named(t.shares.player) }), 'paul');
    await userEvent.click(within(form).getByRole('button', { name: t.shares.share }));
    await waitFor(() =>
      expect(within(form).getByRole('textbox', { name: named(t.shares.player) })).toHaveAttribute(
        'aria-invalid',
        'true',
      ),
    );
    await userEvent.clear(within(form).getByRole('textbox', { name: named(t.shares.player) }));
    await userEvent.type(within(form).getByRole('textbox', { name: named(t.shares.player) }), 'Paul_Becker');
    await userEvent.click(within(form).getByRole('checkbox', { name: t.shares.rights.transfer }));
    await userEvent.click(within(form).getByRole('button', { name: t.shares.share }));
    const share = await screen.findByRole('article', { name: 'Paul_Becker' });
    expect(within(share).getByRole('checkbox', { name: t.shares.rights.transfer })).toBeChecked();
    await userEvent.click(within(share).getByRole('button', { name: t.shares.remove }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: t.shares.remove }),
    );
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Paul_Becker' })).toBeNull());
  });

  it('a shared account offers only what the rights allow', async () => {
    // Account 5, the company's, is shared with Max to view only.
    renderRoute('/bank?account=5&tab=transfer');
    await screen.findByRole('heading', { level: 1, name: 'Firmenkonto' });
    expect(screen.queryByRole('button', { name: t.tabs.transfer })).toBeNull();
    expect(screen.queryByRole('heading', { name: t.transfer.heading })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: t.tabs.shares }));
    expect(await screen.findByText(t.shares.viewOnly)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: t.shares.add })).toBeNull();
  });

  it('opens a new account at a chosen bank: it joins the own accounts, the total stays', async () => {
    renderRoute('/bank');
    const form = (await screen.findByRole('heading', { name: t.create.heading })).closest('section') as HTMLElement;
    const total = money((await screen.findByTestId('bank-total')).textContent);
    await userEvent.click(within(form).getByRole('button', { name: t.create.submit }));
    expect(
      await within(form).findByText(t.create.chooseBank, { selector: '[data-field-message]' }),
    ).toBeInTheDocument();
    await userEvent.selectOptions(within(form).getByRole('combobox', { name: named(t.create.bank) }), '2');
    await userEvent.type(within(form).getByRole('textbox', { name: named(t.create.label) }), 'Urlaubskasse');
    await userEvent.click(within(form).getByRole('button', { name: t.create.submit }));
    const own = screen.getByRole('heading', { name: t.groups.own }).closest('section') as HTMLElement;
    expect(await within(own).findByRole('link', { name: 'Urlaubskasse' })).toBeInTheDocument();
    expect(money(screen.getByTestId('bank-total').textContent)).toBe(total);
  });

  it('settings: rename, lock and unlock, make it the main account', async () => {
    renderRoute('/bank?account=2&tab=settings');
    const name = await screen.findByRole('textbox', { name: named(t.settings.label) });
    await userEvent.clear(name);
    await userEvent.type(name, 'Notgroschen');
    await userEvent.click(screen.getByRole('button', { name: t.settings.rename }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Notgroschen' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: t.settings.lock }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: t.settings.lock }),
    );
    expect(await screen.findByText(t.locked)).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: t.settings.unlock }));
    await waitFor(() => expect(screen.queryByText(t.locked)).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: t.settings.makeMain }));
    expect(await screen.findByText(t.settings.isMain)).toBeInTheDocument();
  });

  it('settings: a wrong PIN comes back under its field; closing the main account asks, then says why not', async () => {
    // Account 1 has a PIN (4711).
    renderRoute('/bank?account=1&tab=settings');
    const current = await screen.findByLabelText(named(t.settings.currentPin), {});
    await userEvent.type(current, '1234');
    await userEvent.type(screen.getByLabelText(named(t.settings.newPin)), '9999');
    await userEvent.click(screen.getByRole('button', { name: t.settings.changePin }));
    await waitFor(() => expect(current).toHaveAccessibleDescription('Die aktuelle PIN stimmt nicht.'));
    await userEvent.click(screen.getByRole('button', { name: t.settings.close }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: t.settings.close }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Das Hauptkonto kann nicht geschlossen werden.');
  });

  it('pauses and edits a standing order; changes the rights of a share; leaves an account shared with me', async () => {
    const { router } = renderRoute('/bank?account=1&tab=orders');
    const order = (await screen.findAllByTestId('bank-order', {}))[0] as HTMLElement;
    await userEvent.click(within(order).getByRole('button', { name: t.orders.pause }));
    expect(await within(order).findByText(t.orders.paused)).toBeInTheDocument();
    await userEvent.click(within(order).getByRole('button', { name: t.orders.edit }));
    const form = (await screen.findByRole('heading', { name: t.orders.editHeading })).closest('section') as HTMLElement;
    const amount = within(form).getByRole('textbox', { name: named(t.transfer.amount) });
    await userEvent.clear(amount);
    await userEvent.type(amount, '1300');
    await userEvent.click(within(form).getByRole('button', { name: t.orders.save }));
    await waitFor(() => expect(screen.getAllByTestId('bank-order')[0]).toHaveTextContent(formatMoney(1300)));
    // Account 3 (Max's) is shared with Lea: give her the standing-orders right.
    await router.navigate({ to: '/bank', search: { account: 3, tab: 'shares' } });
    const share = await screen.findByRole('article', { name: 'Lea_Schmidt' });
    await userEvent.click(within(share).getByRole('checkbox', { name: t.shares.rights.standingOrders }));
    await waitFor(() =>
      expect(within(share).getByRole('checkbox', { name: t.shares.rights.standingOrders })).toBeChecked(),
    );
    // Account 4 is Lea's, shared with Max: he can leave it.
    await router.navigate({ to: '/bank', search: { account: 4, tab: 'settings' } });
    await userEvent.click(await screen.findByRole('button', { name: t.shares.leave }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: t.shares.leave }));
    await waitFor(() => expect(router.state.location.search).toEqual({}));
  });

  it('keeps the view when loading fails and offers a retry', async () => {
    server.use(
      http.get('*/api/bank/accounts', () =>
        HttpResponse.json({ type: '/problems/500', title: 'Serverfehler', status: 500 }, { status: 500 }),
      ),
    );
    renderRoute('/bank');
    expect(await screen.findByRole('button', { name: 'Erneut versuchen' })).toBeInTheDocument();
  });
});
