// The bank's domain rules in the mock world (src/mocks/stateful/bank.ts), through MSW's node
// server as the app meets them: balances are the opening balance plus the bookings, the total is
// the sum of the own accounts, a transfer books on both accounts once per Idempotency-Key and is
// refused with a field error beyond balance or daily limit, lists page and filter, standing
// orders lie in the future.
import { describe, expect, it } from 'vitest';
import { rules } from '../../src/mocks/rules/bank';
import { runRule } from '../../src/mocks/rules/kit';
import { ruleAsk } from '../utils/rule-ask';
import { setScenario } from '../utils/scenario';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

async function api(method: string, url: string, body?: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(`http://localhost/api/bank${url}`, {
    method,
    headers: { ...(body === undefined ? {} : { 'Content-Type': 'application/json' }), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, data: (await res.json().catch(() => ({}))) as Json };
}
const key = () => ({ 'Idempotency-Key': crypto.randomUUID() });
const account = async (id: number) => (await api('GET', `/accounts/${id}`)).data.account as Json;

describe('bank mock rules', () => {
  it('gives Max 1–4 own accounts and their sum as the total', async () => {
    const { data } = await api('GET', '/accounts');
    const own = (data.items as Json[]).filter((a) => a.holderName === 'Max_Mustermann');
    expect(own.length).toBeGreaterThanOrEqual(1);
    expect(own.length).toBeLessThanOrEqual(4);
    expect(data.totalBalance).toBe(own.reduce((s, a) => s + a.balance, 0));
    expect((data.items as Json[]).length).toBeGreaterThan(own.length);
  });

  // The rules mock:audit checks (src/mocks/rules/bank.ts): balances, transfers, limits, standing orders.
  it.each(rules.map((r) => [r.name, r] as const))('%s', async (_, rule) => {
    expect(await runRule(rule, ruleAsk())).toEqual([]);
  });

  it('books a transfer on both accounts, once per Idempotency-Key', async () => {
    const from = await account(1);
    const to = await account(4); // Lea's, shared with Max
    const body = { toAccountNumber: to.number, amount: 300, purpose: 'Miete Dezember' };
    const headers = key();
    const first = await api('POST', '/accounts/1/transfers', body, headers);
    expect(first.status).toBe(201);
    expect(first.data).toMatchObject({ direction: 'outgoing', amount: -300, counterpartNumber: to.number });
    const again = await api('POST', '/accounts/1/transfers', body, headers);
    expect(again).toEqual(first);
    const fee = from.bank.id === to.bank.id ? 0 : Math.ceil((300 * 0.5) / 100);
    expect((await account(1)).balance).toBe(from.balance - 300 - fee);
    expect((await account(4)).balance).toBe(to.balance + 300);
    const incoming = (await api('GET', '/accounts/4/transactions?limit=1')).data.items[0];
    expect(incoming).toMatchObject({
      direction: 'incoming',
      amount: 300,
      counterpartNumber: from.number,
      purpose: 'Miete Dezember',
    });
    // A new key is a new transfer.
    expect((await api('POST', '/accounts/1/transfers', body, key())).status).toBe(201);
    expect((await account(4)).balance).toBe(to.balance + 600);
  });

  it('refuses a transfer beyond the balance or the daily limit with a field error, and to no account', async () => {
    const from = await account(1);
    const to = await account(4);
    const over = await api(
      'POST',
      '/accounts/1/transfers',
      { toAccountNumber: to.number, amount: from.balance + 1, purpose: 'Zu viel' },
      key(),
    );
    expect(over.status).toBe(409);
    expect(over.data).toMatchObject({ type: '/problems/bank/insufficient-funds', errors: [{ field: 'amount' }] });
    // The daily limit (50.000 $ for a personal account), with money enough: an admin books it in first.
    setScenario('admin');
    const credit = { direction: 'credit', amount: 100_000, purpose: 'Test', reason: 'Test des Tageslimits' };
    expect((await api('POST', '/admin/accounts/1/corrections', credit)).status).toBe(201);
    const big = await api(
      'POST',
      '/accounts/1/transfers',
      { toAccountNumber: to.number, amount: 50_001, purpose: 'Limit' },
      key(),
    );
    expect(big.status).toBe(409);
    expect(big.data).toMatchObject({ type: '/problems/bank/daily-limit', errors: [{ field: 'amount' }] });
    const nobody = await api(
      'POST',
      '/accounts/1/transfers',
      { toAccountNumber: 'LS99 0000 0000', amount: 1, purpose: 'x' },
      key(),
    );
    expect(nobody.status).toBe(404);
    expect(nobody.data.errors[0].field).toBe('toAccountNumber');
    expect((await account(1)).balance).toBe(from.balance + 100_000);
    const noKey = await api('POST', '/accounts/1/transfers', { toAccountNumber: to.number, amount: 1, purpose: 'x' });
    expect(noKey.status).toBe(422);
  });

  it('pages and filters the bookings by direction, counterpart, purpose and period', async () => {
    const page = await api('GET', '/accounts/1/transactions?skip=5&limit=5');
    expect(page.data.items).toHaveLength(5);
    expect(page.data.page).toMatchObject({ skip: 5, limit: 5 });
    const incoming = (await api('GET', '/accounts/1/transactions?direction=incoming&limit=100')).data.items as Json[];
    expect(incoming.length).toBeGreaterThan(0);
    expect(incoming.every((b) => b.direction === 'incoming' && b.amount > 0)).toBe(true);
    const someone = (incoming.find((b) => b.counterpartName) ?? {}).counterpartName as string;
    const withThem = (await api('GET', `/accounts/1/transactions?counterpart=${encodeURIComponent(someone)}&limit=100`))
      .data.items as Json[];
    expect(withThem.length).toBeGreaterThan(0);
    expect(withThem.every((b) => b.counterpartName === someone)).toBe(true);
    const pay = (await api('GET', '/accounts/1/transactions?q=gehalt&limit=100')).data.items as Json[];
    expect(pay.every((b) => /gehalt/i.test(b.purpose))).toBe(true);
    const day = new Date(Date.now() - 7 * 86_400_000).toISOString().slice(0, 10);
    const recent = (await api('GET', `/accounts/1/transactions?from=${day}&limit=100`)).data.items as Json[];
    expect(recent.every((b) => b.bookedAt.slice(0, 10) >= day)).toBe(true);
  });

  it('keeps standing orders in the future, also when the first date has passed', async () => {
    const { data } = await api('GET', '/accounts/1/standingOrders');
    expect((data.items as Json[]).every((o) => Date.parse(o.nextExecutionAt) > Date.now())).toBe(true);
    const created = await api('POST', '/accounts/1/standingOrders', {
      toAccountNumber: 'LS12 3456 7890',
      amount: 50,
      purpose: 'Verein',
      interval: 'monthly',
      firstExecutionAt: '2026-01-15T08:00:00Z',
    });
    expect(created.status).toBe(201);
    expect(Date.parse(created.data.nextExecutionAt)).toBeGreaterThan(Date.now());
    expect(new Date(created.data.nextExecutionAt).getUTCDate()).toBe(15);
  });

  it('lets a shared user do only what the rights allow', async () => {
    // Account 5 is a company's, shared with Max to view only.
    expect((await api('GET', '/accounts/5')).status).toBe(200);
    const send = await api(
      'POST',
      '/accounts/5/transfers',
      { toAccountNumber: 'LS12 3456 7890', amount: 1, purpose: 'x' },
      key(),
    );
    expect(send.status).toBe(403);
    expect(
      (
        await api('POST', '/accounts/5/shares', {
          playerName: 'Paul_Becker',
          rights: { view: true, transfer: false, standingOrders: false, manage: false },
        })
      ).status,
    ).toBe(403);
    // Someone else's account that is not shared: not even to look at.
    expect((await api('GET', '/accounts/6')).status).toBe(403);
  });
});
