// The bank's state and rules: the collections (seeded in one pass, seed.ts), what the API
// answers for an account or booking, who may do what, bookings, statements, standing-order input,
// and the transfer itself.
import { faker } from '@faker-js/faker/locale/de';
import { HttpResponse } from 'msw';
import { collection, type Entity } from '../../store';
import { body, me, notFound, now, problem, type Json } from '../kit';
import { ALL, BANKS, NONE, seedBank, type Account, type Booking, type Order, type Rights, type Seeded } from './seed';

/** The last seeding pass: bookings and orders are taken from it when their collections load. */
let pending: Seeded = { accounts: [], bookings: [], orders: [] };

export const banks = () =>
  collection<Entity>('bank.banks', () =>
    BANKS.map(({ open, ...b }, i) => ({
      id: i + 1,
      ...b,
      openForNewAccounts: open,
      headquarters: ['Vinewood Boulevard 12', 'Maze Bank Tower 1', 'Alta Street 5', 'Paleto Boulevard 3'][i],
      interestPercent: [0.1, 0.2, 0.3, 0.05][i],
    })),
  );
export const accounts = () =>
  collection<Account>('bank.accounts', () => {
    pending = seedBank(faker.number.int({ max: 2 ** 31 }));
    return pending.accounts;
  });
// Bookings and orders come from the same pass as the accounts (loaded first).
export const bookings = () => collection<Booking>('bank.bookings', () => (accounts().all(), pending.bookings));
export const orders = () => collection<Order>('bank.orders', () => (accounts().all(), pending.orders));
export const idempotent = () => collection<Entity>('bank.idempotency', () => []);

// ---------------------------------------------------------------- views and rules

export const bankRef = (id: number) => {
  const bank = banks().get(id);
  return { id, name: String(bank?.name ?? 'Fleeca Bank') };
};
export const mine = (a: Account) => a.holderKind === 'player' && a.holderId === me().id;
export const shareOf = (a: Account) => a.shares.find((s) => s.player.id === me().id);
export const rightsOf = (a: Account): Rights => (mine(a) ? ALL : (shareOf(a)?.rights ?? NONE));
export const visible = (a: Account) => mine(a) || !!shareOf(a)?.rights.view;

export function accountView(a: Account) {
  return {
    id: a.id,
    number: a.number,
    label: a.label,
    kind: a.kind,
    bank: bankRef(a.bankId),
    balance: a.balance,
    holderKind: a.holderKind,
    holderId: a.holderId,
    holderName: a.holderName,
    main: a.main,
    locked: a.locked,
    myRights: rightsOf(a),
    createdAt: a.createdAt,
    ...(a.lastActivityAt ? { lastActivityAt: a.lastActivityAt } : {}),
  };
}
export const bookingView = ({ pairId: _pair, ...b }: Booking) => b;
export const ordersOf = (id: number) =>
  orders()
    .where((o) => o.accountId === id)
    .sort((a, b) => String(a.nextExecutionAt).localeCompare(String(b.nextExecutionAt)));
export const bookingsOf = (id: number) => bookings().where((b) => b.accountId === id);
export const today = () => new Date().toISOString().slice(0, 10);
export const transferredToday = (id: number) =>
  bookingsOf(id)
    .filter((b) => b.direction === 'outgoing' && (b.kind === 'transfer' || b.kind === 'standingOrder'))
    .filter((b) => b.bookedAt.slice(0, 10) === today())
    .reduce((sum, b) => sum - b.amount, 0);
export const byNumber = (number: unknown) => accounts().where((a) => a.number === String(number))[0];
export const idOf = (params: Record<string, unknown>, key = 'bankaccountId') => String(params[key]);
export const field = (status: number, type: string, title: string, name: string, message: string) =>
  HttpResponse.json(
    { type: `/problems/bank/${type}`, title, status, detail: message, errors: [{ field: name, message }] },
    { status, headers: { 'Content-Type': 'application/problem+json' } },
  );
export const forbidden = () => problem(403, 'Keine Berechtigung', 'Dieses Konto darfst du so nicht nutzen.');
export const noAccount = () => notFound('Dieses Konto');

/** Books `amount` (signed) on the account and moves its balance. */
export function book(
  a: Account,
  amount: number,
  fields: Partial<Booking> & Pick<Booking, 'kind' | 'purpose'>,
): Booking {
  a.balance += amount;
  a.lastActivityAt = now();
  return bookings().insert({
    accountId: a.id,
    direction: amount >= 0 ? 'incoming' : 'outgoing',
    amount,
    balanceAfter: a.balance,
    bookedAt: now(),
    reversed: false,
    ...fields,
  });
}

export function details(a: Account) {
  return {
    account: accountView(a),
    limits: { dailyTransferLimit: a.dailyTransferLimit, transferredToday: transferredToday(a.id) },
    pinSet: !!a.pin,
    shares: a.shares,
    standingOrders: ordersOf(a.id),
    recentTransactions: bookingsOf(a.id).slice(0, 10).map(bookingView),
  };
}

export function filtered(request: Request, list: Booking[]) {
  const q = new URL(request.url).searchParams;
  const text = q.get('q')?.toLowerCase();
  const digits = text?.replace(/\s/g, '');
  const min = Number(q.get('minAmount') ?? 0);
  const who = q.get('counterpart')?.toLowerCase();
  return list.filter(
    (b) =>
      (!q.get('direction') || b.direction === q.get('direction')) &&
      (!q.get('kind') || b.kind === q.get('kind')) &&
      (!q.get('from') || b.bookedAt.slice(0, 10) >= String(q.get('from'))) &&
      (!q.get('to') || b.bookedAt.slice(0, 10) <= String(q.get('to'))) &&
      Math.abs(b.amount) >= min &&
      (!who ||
        !!b.counterpartName?.toLowerCase().includes(who) ||
        !!b.counterpartNumber?.toLowerCase().includes(who)) &&
      (!text ||
        b.purpose.toLowerCase().includes(text) ||
        !!b.counterpartName?.toLowerCase().includes(text) ||
        (!!digits && !!b.counterpartNumber?.replace(/\s/g, '').toLowerCase().includes(digits))),
  );
}

/** Opens an account the player may use for `need`, or the answer that says why not. */
export function usable(params: Record<string, unknown>, need: keyof Rights): Account | Response {
  const a = accounts().get(idOf(params));
  if (!a) return noAccount();
  if (!visible(a) || !rightsOf(a)[need]) return forbidden();
  return a;
}
export const holderOnly = (params: Record<string, unknown>): Account | Response => {
  const a = accounts().get(idOf(params));
  if (!a) return noAccount();
  return mine(a) ? a : forbidden();
};

export const statementOf = (a: Account, month: string) => {
  const inMonth = bookingsOf(a.id).filter((b) => b.bookedAt.slice(0, 7) === month);
  const before = bookingsOf(a.id).find((b) => b.bookedAt.slice(0, 7) < month);
  const after = bookingsOf(a.id).filter((b) => b.bookedAt.slice(0, 7) > month);
  const closing =
    inMonth[0]?.balanceAfter ?? before?.balanceAfter ?? a.balance - after.reduce((s, b) => s + b.amount, 0);
  const kinds = new Map<string, { kind: string; count: number; sum: number }>();
  for (const b of inMonth) {
    const k = kinds.get(b.kind) ?? { kind: b.kind, count: 0, sum: 0 };
    k.count++;
    k.sum += b.amount;
    kinds.set(b.kind, k);
  }
  const totalIn = inMonth.filter((b) => b.amount > 0).reduce((s, b) => s + b.amount, 0);
  const totalOut = inMonth.filter((b) => b.amount < 0).reduce((s, b) => s - b.amount, 0);
  return {
    accountNumber: a.number,
    month,
    openingBalance: closing - totalIn + totalOut,
    closingBalance: closing,
    totalIn,
    totalOut,
    transactionCount: inMonth.length,
    byKind: [...kinds.values()],
  };
};

export const STEP = { daily: 1, weekly: 7, monthly: 30 } as Record<string, number>;

/**
 * The next execution of an order that starts at `first`: that day when it is still to come, else
 * the first date after now at the order's interval (months as calendar months). So the next
 * date always lies in the future, as a bank's would; invalid dates answer undefined.
 */
export function nextExecution(first: number, interval: string): number | undefined {
  if (Number.isNaN(first)) return undefined;
  const date = new Date(first);
  for (let i = 0; date.getTime() <= Date.now() && i < 5000; i++) {
    if (interval === 'monthly') date.setUTCMonth(date.getUTCMonth() + 1);
    else date.setUTCDate(date.getUTCDate() + (STEP[interval] ?? 30));
  }
  return date.getTime() > Date.now() ? date.getTime() : undefined;
}

export function orderInput(input: Json, previous?: Order): Response | Json {
  const first = nextExecution(Date.parse(String(input.firstExecutionAt)), String(input.interval));
  if (first === undefined)
    return field(422, 'invalid', 'Eingabe ungültig', 'firstExecutionAt', 'Bitte ein gültiges Datum angeben.');
  if (input.endsAt && Date.parse(String(input.endsAt)) <= first)
    return field(422, 'invalid', 'Eingabe ungültig', 'endsAt', 'Das Ende muss nach der nächsten Ausführung liegen.');
  const to = byNumber(input.toAccountNumber);
  if (!to)
    return field(422, 'invalid', 'Eingabe ungültig', 'toAccountNumber', 'Zu dieser Kontonummer gibt es kein Konto.');
  return {
    ...(previous ?? {}),
    toAccountNumber: to.number,
    recipientName: to.holderName,
    amount: input.amount,
    purpose: input.purpose,
    interval: input.interval,
    nextExecutionAt: new Date(first).toISOString(),
    ...(input.endsAt ? { endsAt: input.endsAt } : { endsAt: undefined }),
    active: input.active !== false,
    failedCount: 0,
  };
}

export const governmentView = (a: Account) => ({
  account: accountView(a),
  purpose: a.purpose,
  monthlyBudget: a.monthlyBudget ?? 0,
  ...(a.managedByTeamId ? { managedByTeamId: a.managedByTeamId } : {}),
});
export const SORTS: Record<string, (a: Account, b: Account) => number> = {
  balanceDesc: (a, b) => b.balance - a.balance,
  balanceAsc: (a, b) => a.balance - b.balance,
  newest: (a, b) => b.createdAt.localeCompare(a.createdAt),
  lastActivity: (a, b) => String(b.lastActivityAt).localeCompare(String(a.lastActivityAt)),
};
export const holders = () =>
  new Set(
    accounts()
      .all()
      .map((a) => `${a.holderKind}:${a.holderId}`),
  );

export const hash = (text: string) => [...text].reduce((h, c) => (Math.imul(h, 31) + c.charCodeAt(0)) >>> 0, 7);

/** The transfer itself: checks, then two bookings (and the fee), or the refusal with its field. */
export async function transfer(request: Request, params: Record<string, unknown>): Promise<Response> {
  const from = usable(params, 'transfer');
  if (from instanceof Response) return from;
  const input = await body(request);
  const amount = Number(input.amount);
  const to = byNumber(input.toAccountNumber);
  if (!to)
    return field(
      404,
      'unknown-account',
      'Konto unbekannt',
      'toAccountNumber',
      'Zu dieser Kontonummer gibt es kein Konto.',
    );
  if (to.id === from.id)
    return field(
      409,
      'same-account',
      'Gleiches Konto',
      'toAccountNumber',
      'Absender und Empfänger sind dasselbe Konto.',
    );
  if (from.locked || to.locked)
    return field(
      409,
      'account-locked',
      'Konto gesperrt',
      from.locked ? 'amount' : 'toAccountNumber',
      'Eines der Konten ist gesperrt.',
    );
  if (from.pin && input.pin !== undefined && input.pin !== from.pin)
    return field(422, 'invalid', 'Eingabe ungültig', 'pin', 'Die PIN stimmt nicht.');
  const percent = Number(banks().get(from.bankId)?.transferFeePercent ?? 0);
  const fee = from.bankId === to.bankId ? 0 : Math.ceil((amount * percent) / 100);
  if (amount + fee > from.balance)
    return field(
      409,
      'insufficient-funds',
      'Nicht genug Geld auf dem Konto',
      'amount',
      `Nicht genug Guthaben: verfügbar sind ${from.balance.toLocaleString('de-DE')} $.`,
    );
  const left = from.dailyTransferLimit - transferredToday(from.id);
  if (amount > left)
    return field(
      409,
      'daily-limit',
      'Tageslimit erreicht',
      'amount',
      `Das Tageslimit lässt heute noch ${Math.max(0, left).toLocaleString('de-DE')} $ zu.`,
    );
  const purpose = String(input.purpose);
  const out = book(from, -amount, {
    kind: 'transfer',
    purpose,
    counterpartNumber: to.number,
    counterpartName: to.holderName,
    initiatedBy: me(),
  });
  // Both sides carry the outgoing booking's id, so a reversal finds its pair.
  out.pairId = out.id as number;
  book(to, amount, {
    kind: 'transfer',
    purpose,
    counterpartNumber: from.number,
    counterpartName: from.holderName,
    initiatedBy: me(),
    pairId: out.pairId,
  });
  if (fee) book(from, -fee, { kind: 'fee', purpose: `Überweisungsgebühr ${bankRef(from.bankId).name}` });
  return HttpResponse.json(bookingView(out), { status: 201 });
}
