// The bank with state and its domain rules (issue 19): balances are the opening balance plus
// the bookings; a transfer moves money between two existing accounts and books two
// transactions (and the fee), once per Idempotency-Key, within balance and daily limit (409
// with a field error otherwise); standing orders have a future next date; Max holds 3 accounts
// and sees 2 more shared with him; totalBalance is the sum of the accounts he holds. The data
// is built in one pass from a seeded generator (ids 1..n in order), so every request order and
// every reset gives the same bank. This file holds the handlers; the state and rules are in
// bank/world.ts, the seed in bank/seed.ts (a folder: the stateful index loads only ./*.ts).
import { HttpResponse, type RequestHandler } from 'msw';
import { body, done, me, notFound, now, on, page, problem, type Json } from './kit';
import {
  SORTS,
  accountView,
  accounts,
  bankRef,
  banks,
  book,
  bookingView,
  bookings,
  bookingsOf,
  byNumber,
  details,
  field,
  filtered,
  governmentView,
  hash,
  holderOnly,
  holders,
  idOf,
  idempotent,
  mine,
  noAccount,
  orderInput,
  orders,
  ordersOf,
  shareOf,
  statementOf,
  transfer,
  usable,
  visible,
} from './bank/world';
import { BANK_PLAYERS, DAY, type Account, type Booking, type Order, type Rights, type Share } from './bank/seed';

// ---------------------------------------------------------------- handlers

export const bankHandlers = (): RequestHandler[] => [
  ...on('listBanks', () => HttpResponse.json({ items: banks().all() })),
  ...on('getBank', ({ params }) => {
    const bank = banks().get(idOf(params, 'id'));
    return bank ? HttpResponse.json(bank) : notFound('Diese Bank');
  }),
  ...on('getBankOverview', () => {
    const own = accounts().where(mine);
    const ids = new Set(
      accounts()
        .where(visible)
        .map((a) => a.id),
    );
    const soon = Date.now() + 7 * DAY;
    return HttpResponse.json({
      totalBalance: own.reduce((s, a) => s + a.balance, 0),
      accountCount: ids.size,
      ...(own.find((a) => a.main) ? { mainAccount: accountView(own.find((a) => a.main) as Account) } : {}),
      recentTransactions: bookings()
        .where((b) => ids.has(b.accountId))
        .slice(0, 5)
        .map(bookingView),
      upcomingStandingOrders: orders()
        .where((o) => ids.has(o.accountId) && o.active === true && Date.parse(String(o.nextExecutionAt)) <= soon)
        .slice(0, 10),
    });
  }),
  ...on('listBankAccounts', () => {
    const list = accounts()
      .where(visible)
      .sort((a, b) => Number(mine(b) && b.main) - Number(mine(a) && a.main) || Number(mine(b)) - Number(mine(a)));
    return HttpResponse.json({
      items: list.map(accountView),
      totalBalance: list.filter(mine).reduce((s, a) => s + a.balance, 0),
    });
  }),
  ...on('createBankAccount', async ({ request }) => {
    const input = await body(request);
    const bank = banks().get(String(input.bankId));
    if (!bank) return field(422, 'invalid', 'Eingabe ungültig', 'bankId', 'Diese Bank gibt es nicht.');
    if (!bank.openForNewAccounts)
      return problem(409, 'Bank nimmt keine Kunden', `${String(bank.name)} eröffnet gerade keine neuen Konten.`);
    const own = accounts().where((a) => mine(a) && a.kind !== 'company');
    if (own.length >= 5) return problem(409, 'Zu viele Konten', 'Du hast schon fünf eigene Konten.');
    if (input.main === true) for (const a of own) a.main = false;
    const numbers = new Set(
      accounts()
        .all()
        .map((a) => a.number),
    );
    const numberAt = (n: number) =>
      `LS${10 + (n % 90)} ${String(1000 + ((n * 7919) % 9000))} ${String(1000 + ((n * 104729) % 9000))}`;
    let n = accounts().all().length;
    while (numbers.has(numberAt(n))) n++;
    const number = numberAt(n);
    const account = accounts().insert(
      {
        number,
        label: String(input.label ?? 'Girokonto'),
        kind: 'personal',
        bankId: Number(input.bankId),
        balance: 0,
        holderKind: 'player',
        holderId: me().id,
        holderName: me().name,
        main: input.main === true || own.length === 0,
        locked: false,
        adminLocked: false,
        createdAt: now(),
        dailyTransferLimit: 50_000,
        shares: [],
        ...(typeof input.pin === 'string' ? { pin: input.pin } : {}),
      },
      { first: false },
    );
    return HttpResponse.json(accountView(account), { status: 201 });
  }),
  ...on('checkBankRecipient', ({ request }) => {
    const number = new URL(request.url).searchParams.get('accountNumber') ?? '';
    if (!/^LS[0-9]{2} [0-9]{4} [0-9]{4}$/.test(number)) return problem(400, 'Ungültige Kontonummer');
    const a = byNumber(number);
    return a
      ? HttpResponse.json({
          number: a.number,
          holderName: a.holderName,
          holderKind: a.holderKind,
          bank: bankRef(a.bankId),
        })
      : notFound('Diese Kontonummer');
  }),
  ...on('getBankAccount', ({ params }) => {
    const a = usable(params, 'view');
    return a instanceof Response ? a : HttpResponse.json(details(a));
  }),
  ...on('updateBankAccount', async ({ request, params }) => {
    const a = holderOnly(params);
    if (a instanceof Response) return a;
    const input = await body(request);
    if (typeof input.label === 'string') a.label = input.label;
    if (input.main === true) {
      for (const other of accounts().where(mine)) other.main = false;
      a.main = true;
    }
    return HttpResponse.json(accountView(a));
  }),
  ...on('closeBankAccount', ({ params }) => {
    const a = holderOnly(params);
    if (a instanceof Response) return a;
    if (a.main) return problem(409, 'Hauptkonto', 'Das Hauptkonto kann nicht geschlossen werden.');
    if (a.balance !== 0) return problem(409, 'Guthaben vorhanden', 'Nur ein Konto mit 0 $ kann geschlossen werden.');
    if (ordersOf(a.id).length) return problem(409, 'Daueraufträge vorhanden', 'Lösche zuerst die Daueraufträge.');
    accounts().remove(a.id);
    return done('Konto geschlossen.', a.id);
  }),
  ...on('changeBankAccountPin', async ({ request, params }) => {
    const a = holderOnly(params);
    if (a instanceof Response) return a;
    const input = await body(request);
    if (a.pin && input.currentPin !== a.pin)
      return field(422, 'invalid', 'Eingabe ungültig', 'currentPin', 'Die aktuelle PIN stimmt nicht.');
    a.pin = String(input.newPin);
    return done('PIN geändert.', a.id);
  }),
  ...on('lockBankAccount', ({ params }) => {
    const a = holderOnly(params);
    if (a instanceof Response) return a;
    if (a.locked) return problem(409, 'Schon gesperrt', 'Das Konto ist bereits gesperrt.');
    a.locked = true;
    return HttpResponse.json(accountView(a));
  }),
  ...on('unlockBankAccount', ({ params }) => {
    const a = holderOnly(params);
    if (a instanceof Response) return a;
    if (a.adminLocked)
      return problem(409, 'Von der Verwaltung gesperrt', 'Nur die Verwaltung kann diese Sperre aufheben.');
    if (!a.locked) return problem(409, 'Nicht gesperrt', 'Das Konto ist nicht gesperrt.');
    a.locked = false;
    return HttpResponse.json(accountView(a));
  }),
  ...on('listBankTransactions', ({ request, params }) => {
    const a = usable(params, 'view');
    return a instanceof Response
      ? a
      : HttpResponse.json(page(request, filtered(request, bookingsOf(a.id)).map(bookingView)));
  }),
  ...on('getBankTransaction', ({ params }) => {
    const a = usable(params, 'view');
    if (a instanceof Response) return a;
    const b = bookings().get(idOf(params, 'id'));
    return b && b.accountId === a.id ? HttpResponse.json(bookingView(b)) : notFound('Diese Buchung');
  }),
  ...on('transferBankMoney', async ({ request, params }) => {
    const key = request.headers.get('Idempotency-Key');
    if (!key) return field(422, 'invalid', 'Eingabe ungültig', 'Idempotency-Key', 'Der Idempotency-Key fehlt.');
    const first = idempotent().where((e) => e.key === key && e.accountId === idOf(params))[0];
    // A retry with the same key answers the first result and books nothing.
    if (first)
      return HttpResponse.json(first.body as Json, {
        status: Number(first.status),
        headers: first.headers as Record<string, string>,
      });
    const answer = await transfer(request, params);
    // A 5xx is no answer about the booking (the client keeps its key and retries): not replayed.
    if (answer.status >= 500) return answer;
    const text = await answer.clone().text();
    idempotent().insert({
      key,
      accountId: idOf(params),
      status: answer.status,
      body: text ? (JSON.parse(text) as unknown) : null,
      headers: { 'Content-Type': answer.headers.get('Content-Type') ?? 'application/json' },
    });
    return answer;
  }),
  ...on('getBankStatement', ({ request, params }) => {
    const a = usable(params, 'view');
    if (a instanceof Response) return a;
    const month = new URL(request.url).searchParams.get('month') ?? '';
    if (!/^[0-9]{4}-[0-9]{2}$/.test(month)) return problem(400, 'Ungültiger Monat');
    return HttpResponse.json(statementOf(a, month));
  }),
  ...on('listBankStandingOrders', ({ params }) => {
    const a = usable(params, 'view');
    return a instanceof Response ? a : HttpResponse.json({ items: ordersOf(a.id) });
  }),
  ...on('addBankStandingOrder', async ({ request, params }) => {
    const a = usable(params, 'standingOrders');
    if (a instanceof Response) return a;
    const data = orderInput(await body(request));
    if (data instanceof Response) return data;
    const created = orders().insert({ ...data, accountId: a.id, createdBy: me() } as Partial<Order>);
    return HttpResponse.json(created, { status: 201 });
  }),
  ...on('editBankStandingOrder', async ({ request, params }) => {
    const a = usable(params, 'standingOrders');
    if (a instanceof Response) return a;
    const found = orders().get(idOf(params, 'id'));
    if (!found || found.accountId !== a.id) return notFound('Dieser Dauerauftrag');
    const data = orderInput(await body(request), found);
    if (data instanceof Response) return data;
    return HttpResponse.json(orders().update(found.id, data as Partial<Order>));
  }),
  ...on('deleteBankStandingOrder', ({ params }) => {
    const a = usable(params, 'standingOrders');
    if (a instanceof Response) return a;
    const found = orders().get(idOf(params, 'id'));
    if (!found || found.accountId !== a.id) return notFound('Dieser Dauerauftrag');
    orders().remove(found.id);
    return done('Dauerauftrag gelöscht.', found.id);
  }),
  ...on('listBankAccountShares', ({ params }) => {
    const a = usable(params, 'view');
    return a instanceof Response ? a : HttpResponse.json({ items: a.shares });
  }),
  ...on('shareBankAccount', async ({ request, params }) => {
    const a = usable(params, 'manage');
    if (a instanceof Response) return a;
    const input = await body(request);
    const name = String(input.playerName);
    if (a.shares.some((s) => s.player.name === name) || a.holderName === name)
      return field(409, 'already-shared', 'Schon geteilt', 'playerName', `Das Konto ist schon mit ${name} geteilt.`);
    if (a.shares.length >= 10)
      return problem(409, 'Zu viele Freigaben', 'Ein Konto kann mit höchstens 10 Personen geteilt werden.');
    const known = BANK_PLAYERS.find((p) => p.name === name);
    const player = known ?? { id: 100 + (hash(name) % 9000), name };
    const created: Share = { player, rights: input.rights as Rights, sharedAt: now(), sharedBy: me() };
    a.shares.push(created);
    if (a.kind === 'personal') a.kind = 'shared';
    return HttpResponse.json(created, { status: 201 });
  }),
  ...on('changeBankAccountShareRights', async ({ request, params }) => {
    const a = usable(params, 'manage');
    if (a instanceof Response) return a;
    const found = a.shares.find((s) => String(s.player.id) === idOf(params, 'playerId'));
    if (!found) return notFound('Diese Freigabe');
    found.rights = (await body(request)).rights as Rights;
    return HttpResponse.json(found);
  }),
  ...on('unshareBankAccount', ({ params }) => {
    const a = usable(params, 'manage');
    if (a instanceof Response) return a;
    const before = a.shares.length;
    a.shares = a.shares.filter((s) => String(s.player.id) !== idOf(params, 'playerId'));
    if (a.shares.length === before) return notFound('Diese Freigabe');
    if (a.kind === 'shared' && a.shares.length === 0 && a.holderKind === 'player') a.kind = 'personal';
    return done('Freigabe entfernt.');
  }),
  ...on('leaveBankAccountShare', ({ params }) => {
    const a = accounts().get(idOf(params));
    if (!a) return noAccount();
    if (mine(a)) return problem(409, 'Eigenes Konto', 'Als Inhaber schließt du das Konto, statt es zu verlassen.');
    if (!shareOf(a)) return noAccount();
    a.shares = a.shares.filter((s) => s.player.id !== me().id);
    return done('Du hast das Konto verlassen.', a.id);
  }),
  // ------------------------------------------------------------ admin
  ...on('listBankAdminAccounts', ({ request }) => {
    const q = new URL(request.url).searchParams;
    const list = accounts()
      .where(
        (a) =>
          (!q.get('kind') || a.kind === q.get('kind')) &&
          (!q.get('bankId') || String(a.bankId) === q.get('bankId')) &&
          (!q.get('locked') || String(a.locked) === q.get('locked')),
      )
      .sort(SORTS[q.get('sort') ?? 'newest'] ?? SORTS.newest);
    return HttpResponse.json(page(request, list.map(accountView)));
  }),
  ...on('searchBankAdminAccounts', ({ request, params }) => {
    const text = decodeURIComponent(String(params.query)).toLowerCase();
    const digits = text.replace(/\s/g, '');
    const list = accounts().where(
      (a) =>
        a.holderName.toLowerCase().includes(text) ||
        a.label.toLowerCase().includes(text) ||
        (!!digits && a.number.replace(/\s/g, '').toLowerCase().includes(digits)),
    );
    return HttpResponse.json(page(request, list.map(accountView)));
  }),
  ...on('getBankAdminAccount', ({ params }) => {
    const a = accounts().get(idOf(params));
    if (!a) return noAccount();
    return HttpResponse.json({
      account: accountView(a),
      shares: a.shares,
      standingOrders: ordersOf(a.id),
      recentTransactions: bookingsOf(a.id).slice(0, 20).map(bookingView),
      transactionCount: bookingsOf(a.id).length,
      ...(a.adminLocked ? { lockedReason: 'Von der Verwaltung gesperrt' } : {}),
    });
  }),
  ...on('editBankAdminAccount', async ({ request, params }) => {
    const a = accounts().get(idOf(params));
    if (!a) return noAccount();
    const input = await body(request);
    if (input.holderId !== undefined) {
      const kind = String(input.holderKind ?? a.holderKind);
      if (!holders().has(`${kind}:${String(input.holderId)}`)) return notFound('Dieser Inhaber');
      const holder = accounts().where((x) => x.holderKind === kind && String(x.holderId) === String(input.holderId))[0];
      Object.assign(a, {
        holderKind: kind,
        holderId: Number(input.holderId),
        holderName: holder?.holderName ?? a.holderName,
      });
    }
    if (typeof input.label === 'string') a.label = input.label;
    if (typeof input.locked === 'boolean') Object.assign(a, { locked: input.locked, adminLocked: input.locked });
    if (typeof input.main === 'boolean') a.main = input.main;
    if (typeof input.dailyTransferLimit === 'number') a.dailyTransferLimit = input.dailyTransferLimit;
    return HttpResponse.json(accountView(a));
  }),
  ...on('deleteBankAdminAccount', ({ request, params }) => {
    const a = accounts().get(idOf(params));
    if (!a) return noAccount();
    const reason = new URL(request.url).searchParams.get('reason')?.trim() ?? '';
    if (reason.length < 3)
      return problem(400, 'Begründung fehlt', 'Bitte einen Grund mit mindestens 3 Zeichen angeben.');
    const treasuries = accounts().where((x) => x.purpose === 'treasury');
    if (a.purpose === 'treasury' && treasuries.length <= 1)
      return problem(409, 'Letzte Staatskasse', 'Die letzte Staatskasse kann nicht gelöscht werden.');
    const treasury = treasuries.find((x) => x.id !== a.id);
    if (treasury && a.balance !== 0)
      book(treasury, a.balance, { kind: 'correction', purpose: `Restguthaben ${a.number}: ${reason}` });
    for (const b of bookingsOf(a.id)) bookings().remove(b.id);
    for (const o of ordersOf(a.id)) orders().remove(o.id);
    accounts().remove(a.id);
    return done('Konto gelöscht.', a.id);
  }),
  ...on('listBankAdminAccountTransactions', ({ request, params }) => {
    const a = accounts().get(idOf(params));
    return a ? HttpResponse.json(page(request, filtered(request, bookingsOf(a.id)).map(bookingView))) : noAccount();
  }),
  ...on('addBankAdminCorrection', async ({ request, params }) => {
    const a = accounts().get(idOf(params));
    if (!a) return noAccount();
    const input = await body(request);
    const amount = Number(input.amount) * (input.direction === 'debit' ? -1 : 1);
    const booking = book(a, amount, { kind: 'correction', purpose: String(input.purpose), initiatedBy: me() });
    return HttpResponse.json(bookingView(booking), { status: 201 });
  }),
  ...on('listBankAdminTransactions', ({ request }) =>
    HttpResponse.json(page(request, filtered(request, bookings().all()).map(bookingView))),
  ),
  ...on('cancelBankAdminTransaction', ({ params }) => {
    const b = bookings().get(idOf(params, 'id'));
    if (!b) return notFound('Diese Buchung');
    if (b.reversed || b.kind === 'reversal')
      return problem(409, 'Schon storniert', 'Diese Buchung ist bereits storniert.');
    const pair = [b, ...(b.pairId ? bookings().where((x) => x.pairId === b.pairId && x.id !== b.id) : [])];
    let first: Booking | undefined;
    for (const x of pair) {
      const account = accounts().get(x.accountId);
      x.reversed = true;
      if (!account) continue;
      const reversal = book(account, -x.amount, {
        kind: 'reversal',
        purpose: `Storno: ${x.purpose}`.slice(0, 140),
        initiatedBy: me(),
      });
      first ??= reversal;
    }
    return first ? HttpResponse.json(bookingView(first), { status: 201 }) : noAccount();
  }),
  ...on('getBankAdminSums', () => {
    const all = accounts().all();
    const sum = (list: Account[]) => list.reduce((s, a) => s + a.balance, 0);
    const kinds = ['personal', 'shared', 'company', 'organisation', 'government'];
    return HttpResponse.json({
      totalBalance: sum(all),
      accountCount: all.length,
      negativeAccountCount: all.filter((a) => a.balance < 0).length,
      paydayLast24h: bookings()
        .where((b) => b.kind === 'payday' && Date.parse(b.bookedAt) > Date.now() - DAY)
        .reduce((s, b) => s + b.amount, 0),
      byKind: kinds.map((kind) => {
        const list = all.filter((a) => a.kind === kind);
        return { kind, count: list.length, sum: sum(list) };
      }),
      byBank: banks()
        .all()
        .map((bank) => {
          const list = all.filter((a) => a.bankId === bank.id);
          return { bank: bankRef(Number(bank.id)), count: list.length, sum: sum(list) };
        }),
      // Totals are calculated now and then (the contract: at most five minutes ago).
      calculatedAt: new Date(Date.now() - 60_000).toISOString(),
    });
  }),
  ...on('listBankAdminHighest', ({ request }) => {
    const q = new URL(request.url).searchParams;
    const limit = Math.min(100, Math.max(1, Number(q.get('limit') ?? 10) || 10));
    const list = accounts()
      .where((a) => !q.get('kind') || a.kind === q.get('kind'))
      .sort(SORTS.balanceDesc)
      .slice(0, limit);
    return HttpResponse.json({ items: list.map((a, i) => ({ rank: i + 1, account: accountView(a) })) });
  }),
  ...on('listBankAdminPlayerAccounts', ({ params }) => {
    const id = idOf(params, 'playerId');
    const list = accounts().where(
      (a) =>
        (a.holderKind === 'player' && String(a.holderId) === id) || a.shares.some((s) => String(s.player.id) === id),
    );
    if (!list.length) return notFound('Diese Person');
    return HttpResponse.json({ items: list.map(accountView), totalBalance: list.reduce((s, a) => s + a.balance, 0) });
  }),
  ...on('listBankGovernmentAccounts', () => {
    const list = accounts().where((a) => a.kind === 'government');
    return HttpResponse.json({
      items: list.map(governmentView),
      totalBalance: list.reduce((s, a) => s + a.balance, 0),
    });
  }),
  ...on('createBankGovernmentAccount', async ({ request }) => {
    const input = await body(request);
    if (!banks().get(String(input.bankId))) return notFound('Diese Bank');
    const team = input.managedByTeamId === undefined ? undefined : Number(input.managedByTeamId);
    if (
      accounts().where((a) => a.kind === 'government' && a.purpose === input.purpose && a.managedByTeamId === team)
        .length
    )
      return problem(409, 'Schon vorhanden', 'Für diesen Zweck gibt es schon ein Staatskonto.');
    const a = accounts().insert(
      {
        number: `LS00 ${String(1000 + accounts().all().length)} ${String(9000 + (accounts().all().length % 999))}`,
        label: String(input.label),
        kind: 'government',
        bankId: Number(input.bankId),
        balance: 0,
        holderKind: 'government',
        holderId: 900,
        holderName: 'Stadtverwaltung Los Santos',
        main: false,
        locked: false,
        adminLocked: false,
        createdAt: now(),
        dailyTransferLimit: 5_000_000,
        shares: [],
        purpose: String(input.purpose),
        monthlyBudget: Number(input.monthlyBudget),
        ...(team ? { managedByTeamId: team } : {}),
      },
      { first: false },
    );
    return HttpResponse.json(governmentView(a), { status: 201 });
  }),
];
