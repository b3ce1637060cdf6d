// The bank's admin view at route level: guarded by bank.admin (a player lands on
// /notPermitted and sees no link to it), sums and the richest accounts, a search by holder,
// a logged correction that moves the balance, and a reversal with its reason. Operations these
// flows call: listBankAdminAccounts, searchBankAdminAccounts, getBankAdminAccount,
// listBankAdminAccountTransactions, addBankAdminCorrection, cancelBankAdminTransaction,
// editBankAdminAccount, deleteBankAdminAccount, listBankAdminTransactions, getBankAdminSums,
// listBankAdminHighest, listBankAdminPlayerAccounts, listBankGovernmentAccounts,
// createBankGovernmentAccount.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { bankTexts, bankTexts as t } from '../../src/features/bank/texts';
import { acpRightsKey } from '../../src/lib/acp-rights';
import { writeStored } from '../../src/lib/storage';
import { renderRoute } from '../utils/render';
import { setScenario } from '../utils/scenario';

const asAdmin = () => {
  setScenario('admin');
  writeStored(acpRightsKey, {
    roles: ['Administrator'],
    rights: ['bank.admin', 'bank.edit', 'bank.delete', 'bank.government'],
  });
};
const money = (text: string | null) => Number((text ?? '').replace(/[^\d-]/g, ''));

describe('bank admin (/bank?view=admin)', () => {
  it('sends a player to /notPermitted', async () => {
    const { router } = renderRoute('/bank?view=admin');
    await waitFor(() => expect(router.state.location.pathname).toBe('/notPermitted'));
  });

  it('shows the sums, the richest accounts first and the government accounts', async () => {
    asAdmin();
    renderRoute('/bank?view=admin&section=sums');
    expect(await screen.findByRole('heading', { level: 1, name: t.admin.title })).toBeInTheDocument();
    expect(await screen.findByTestId('bank-sums')).toHaveTextContent(t.admin.totalBalance);
    const richest = (await screen.findByRole('heading', { name: t.admin.highest })).closest('section') as HTMLElement;
    const rows = await within(richest).findAllByTestId('bank-admin-account');
    const balances = rows.map((r) => money(r.lastElementChild?.textContent ?? ''));
    expect(balances).toEqual([...balances].sort((a, b) => b - a));
    expect(await screen.findByRole('heading', { name: t.admin.newGovernment })).toBeInTheDocument();
  });

  it('finds an account by its number as well as by its holder', async () => {
    asAdmin();
    const { router } = renderRoute('/bank?view=admin');
    await userEvent.type(await screen.findByRole('searchbox', { name: t.admin.search }), 'Lea');
    await waitFor(() => expect(router.state.location.search).toMatchObject({ q: 'Lea' }));
    await waitFor(() =>
      screen.getAllByTestId('bank-admin-account').forEach((r) => expect(r).toHaveTextContent('Lea_Schmidt')),
    );
    const row = screen.getAllByTestId('bank-admin-account')[0] as HTMLElement;
    const number = /[A-Z]{2}\d{2}(?: \d{4}){2}/.exec(row.textContent ?? '')?.[0] ?? '';
    expect(number, 'the row shows its account number').not.toBe('');
    const search = screen.getByRole('searchbox', { name: t.admin.search });
    await userEvent.clear(search);
    await userEvent.type(search, number);
    await waitFor(() => expect(router.state.location.search).toMatchObject({ q: number }));
    await waitFor(() => {
      const rows = screen.getAllByTestId('bank-admin-account');
      expect(rows).toHaveLength(1);
      expect(rows[0]).toHaveTextContent(number);
    });
  });

  it('finds accounts by holder, books a correction with a reason and reverses a booking', async () => {
    asAdmin();
    const { router } = renderRoute('/bank?view=admin');
    await userEvent.type(await screen.findByRole('searchbox', { name: t.admin.search }), 'Lea');
    await waitFor(() => expect(router.state.location.search).toMatchObject({ q: 'Lea' }));
    await waitFor(() =>
      screen.getAllByTestId('bank-admin-account').forEach((r) => expect(r).toHaveTextContent('Lea_Schmidt')),
    );
    await userEvent.click(
      within(screen.getAllByTestId('bank-admin-account')[0] as HTMLElement).getAllByRole('link')[0] as HTMLElement,
    );
    const form = (await screen.findByRole('heading', { name: t.admin.correction })).closest('section') as HTMLElement;
    const before = money(screen.getByTestId('bank-balance').textContent);
    await userEvent.type(within(form).getByRole('textbox', { name: /Betrag/ }), '500');
    await userEvent.type(within(form).getByRole('textbox', { name: /Verwendungszweck/ }), 'Erstattung');
    await userEvent.click(within(form).getByRole('button', { name: t.admin.book }));
    expect(await within(form).findByText(/Mindestens 3 Zeichen|ausfüllen/)).toBeInTheDocument();
    await userEvent.type(within(form).getByRole('textbox', { name: /Begründung/ }), 'Bugreport #4821');
    await userEvent.click(within(form).getByRole('button', { name: t.admin.book }));
    await waitFor(() => expect(money(screen.getByTestId('bank-balance').textContent)).toBe(before + 500));
    const booking = (await screen.findAllByTestId('bank-admin-booking'))[0] as HTMLElement;
    expect(booking).toHaveTextContent('Erstattung');
    await userEvent.click(within(booking).getByRole('button', { name: t.admin.reverse }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.type(within(dialog).getByRole('textbox'), 'Doppelt gebucht');
    await userEvent.click(within(dialog).getByRole('button', { name: t.admin.reverse }));
    await waitFor(() => expect(money(screen.getByTestId('bank-balance').textContent)).toBe(before));
  });

  it("locks an account with a reason, lists a person's accounts, the big bookings, opens a government account and deletes one", async () => {
    asAdmin();
    const { router } = renderRoute('/bank?view=admin&account=6');
    const edit = (await screen.findByRole('heading', { name: t.admin.edit })).closest('section') as HTMLElement;
    await userEvent.click(within(edit).getByRole('checkbox', { name: t.admin.lockedField }));
    await userEvent.type(within(edit).getByRole('textbox', { name: /Begründung/ }), 'Geldwäsche-Verdacht');
    await userEvent.click(within(edit).getByRole('button', { name: t.admin.save }));
    const confirm = await screen.findByRole('alertdialog', {});
    await userEvent.click(within(confirm).getByRole('button', { name: t.admin.save }));
    expect(await screen.findByText(bankTexts.locked)).toBeInTheDocument();
    // The holder's name opens the person's accounts.
    await router.navigate({ to: '/bank', search: { view: 'admin', player: 2 } });
    expect(await screen.findByRole('heading', { name: t.admin.holderAccounts('Lea_Schmidt') })).toBeInTheDocument();
    // Bookings from 1.000 $ on.
    await router.navigate({ to: '/bank', search: { view: 'admin', section: 'bookings', min: 1000 } });
    const bookings = await screen.findAllByTestId('bank-admin-booking');
    bookings.forEach((b) => expect(money(b.children[4]?.textContent ?? '')).toBeGreaterThanOrEqual(1000));
    // A new government account for the fire department.
    await router.navigate({ to: '/bank', search: { view: 'admin', section: 'sums' } });
    const gov = (await screen.findByRole('heading', { name: t.admin.newGovernment })).closest('section') as HTMLElement;
    await userEvent.selectOptions(within(gov).getByRole('combobox', { name: t.admin.purposeLabel }), 'fireDepartment');
    await userEvent.type(within(gov).getByRole('textbox', { name: /Name des Kontos/ }), 'Feuerwache');
    await userEvent.click(within(gov).getByRole('button', { name: t.admin.newGovernment }));
    expect(await screen.findByText(/Feuerwache \(Feuerwehr\)/)).toBeInTheDocument();
    // Delete account 6 with a reason: it is gone from the list.
    await router.navigate({ to: '/bank', search: { view: 'admin', account: 6 } });
    await userEvent.click(await screen.findByRole('button', { name: t.admin.delete }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.type(within(dialog).getByRole('textbox'), 'Doppelkonto');
    await userEvent.click(within(dialog).getByRole('button', { name: t.admin.delete }));
    await waitFor(() => expect(router.state.location.search).toEqual({ view: 'admin' }));
  });
});
