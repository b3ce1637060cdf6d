// The bank's domain rules (issue: "Balances equal opening balance plus bookings; a transfer moves
// money between two existing accounts and books two transactions; it fails with a field error when
// the balance or the daily limit would be exceeded; standing orders have a future next date; a
// player has 1–4 accounts").
import { countIn, idempotencyKey, list, read, type Ask, type Json, type Rule } from './kit';

const ME = 'Max_Mustermann';
const own = async (ask: Ask) =>
  (await list(ask, '/api/bank/accounts', 'player')).filter((a: Json) => a.holderName === ME);
const account = async (ask: Ask, id: number) => (await read(ask, `/api/bank/accounts/${id}`, 'player')).account;
const anyAccount = async (ask: Ask, id: number) => (await read(ask, `/api/bank/admin/accounts/${id}`)).account;
/** Max's first own account and another account he may send to (one of the list). */
async function pair(ask: Ask): Promise<[Json, Json]> {
  const all = await list(ask, '/api/bank/accounts', 'player');
  const from = all.find((a: Json) => a.holderName === ME && !a.locked);
  const to = all.find((a: Json) => a !== from && !a.locked);
  if (!from || !to) throw new Error(`no two unlocked accounts in GET /api/bank/accounts (${all.length} accounts)`);
  return [from, to];
}
const transfer = (ask: Ask, from: Json, to: Json, amount: number, purpose = 'Regelprüfung') =>
  ask('POST', `/api/bank/accounts/${from.id}/transfers`, {
    body: { toAccountNumber: to.number, amount, purpose },
    headers: idempotencyKey(),
    scenario: 'player',
  });

export const rules: Rule[] = [
  {
    name: 'a player has 1–4 own accounts, and the total is their sum',
    async check(ask) {
      const body = await read(ask, '/api/bank/accounts?limit=100', 'player');
      const mine = (body.items as Json[]).filter((a) => a.holderName === ME);
      const sum = mine.reduce((s, a) => s + a.balance, 0);
      return [
        ...countIn(`${ME}'s own accounts`, mine.length, [1, 4]),
        ...(body.totalBalance === sum ? [] : [`totalBalance ${body.totalBalance}, own accounts sum to ${sum}`]),
      ];
    },
  },
  {
    name: 'every balance equals the opening balance plus the bookings',
    async check(ask) {
      const out: string[] = [];
      for (const a of await list(ask, '/api/bank/admin/accounts')) {
        const items = await list(ask, `/api/bank/admin/accounts/${a.id}/transactions`);
        if (!items.length) continue;
        // Newest first: the newest booking leaves the balance, each one the one before it plus its amount.
        if (items[0].balanceAfter !== a.balance)
          out.push(`account ${a.id}: balance ${a.balance}, newest booking leaves ${items[0].balanceAfter}`);
        items.slice(1).forEach((older, i) => {
          const newer = items[i];
          if (newer.balanceAfter - newer.amount !== older.balanceAfter)
            out.push(
              `account ${a.id}: booking ${newer.id} (${newer.amount}) leaves ${newer.balanceAfter}, after ${older.balanceAfter}`,
            );
        });
      }
      return out.slice(0, 5);
    },
  },
  {
    name: 'a transfer moves the money between two accounts and books two transactions',
    async check(ask) {
      const [from, to] = await pair(ask);
      const [b0, t0] = [await account(ask, from.id), await anyAccount(ask, to.id)];
      const amount = Math.min(100, Math.floor(b0.balance / 2));
      if (amount < 1) return [`account ${from.id} has no money to send (${b0.balance})`];
      const a = await transfer(ask, from, to, amount);
      if (a.status !== 201) return [`transfer of ${amount} from ${from.id} to ${to.id} answered ${a.status}`];
      const out: string[] = [];
      const fee = b0.bank?.id === t0.bank?.id ? 0 : Math.ceil((amount * 0.5) / 100);
      const b1 = await account(ask, from.id);
      const t1 = await anyAccount(ask, to.id);
      if (b1.balance !== b0.balance - amount - fee)
        out.push(`sender ${from.id}: ${b0.balance} → ${b1.balance} after sending ${amount} (fee ${fee})`);
      if (t1.balance !== t0.balance + amount)
        out.push(`recipient ${to.id}: ${t0.balance} → ${t1.balance} after receiving ${amount}`);
      // The newest bookings (a fee to another bank is booked beside the transfer, same time).
      const sent = (await list(ask, `/api/bank/admin/accounts/${from.id}/transactions`)).slice(0, 3);
      const got = (await list(ask, `/api/bank/admin/accounts/${to.id}/transactions`)).slice(0, 3);
      if (!sent.some((b: Json) => b.direction === 'outgoing' && b.amount === -amount))
        out.push(`sender ${from.id} has no outgoing booking of ${-amount} among its newest`);
      if (
        !got.some((b: Json) => b.direction === 'incoming' && b.amount === amount && b.counterpartNumber === from.number)
      )
        out.push(`recipient ${to.id} has no incoming booking of ${amount} from ${from.number} among its newest`);
      const unknown = await ask('POST', `/api/bank/accounts/${from.id}/transfers`, {
        body: { toAccountNumber: 'LS99 0000 0000', amount: 1, purpose: 'x' },
        headers: idempotencyKey(),
        scenario: 'player',
      });
      if (unknown.status !== 404) out.push(`a transfer to no account answered ${unknown.status}, not 404`);
      return out;
    },
  },
  {
    name: 'a transfer beyond the balance or the daily limit fails with a field error on amount',
    async check(ask) {
      const [from, to] = await pair(ask);
      const out: string[] = [];
      const fieldError = (a: Json, what: string) => {
        if (a.status !== 409 || !a.body?.errors?.some((e: Json) => e.field === 'amount'))
          out.push(
            `${what}: answered ${a.status} ${JSON.stringify(a.body?.errors ?? null)}, not 409 with a field error on amount`,
          );
      };
      const b0 = await account(ask, from.id);
      fieldError(await transfer(ask, from, to, b0.balance + 1), `sending ${b0.balance + 1} of ${b0.balance}`);
      // Money enough (an admin books it in), so only the daily limit stops it.
      const { limits } = await read(ask, `/api/bank/accounts/${from.id}`, 'player');
      const limit = limits.dailyTransferLimit - limits.transferredToday;
      const credit = await ask('POST', `/api/bank/admin/accounts/${from.id}/corrections`, {
        body: { direction: 'credit', amount: limit * 2, purpose: 'Test', reason: 'Test des Tageslimits' },
      });
      if (credit.status !== 201) return [...out, `admin correction answered ${credit.status}`];
      fieldError(await transfer(ask, from, to, limit + 1), `sending ${limit + 1} over the daily limit ${limit}`);
      const b1 = await account(ask, from.id);
      if (b1.balance !== b0.balance + limit * 2) out.push(`a refused transfer changed the balance: ${b1.balance}`);
      return out;
    },
  },
  {
    name: 'standing orders have a future next date',
    async check(ask) {
      const out: string[] = [];
      for (const a of await own(ask)) {
        for (const o of await list(ask, `/api/bank/accounts/${a.id}/standingOrders`, 'player'))
          if (!(Date.parse(o.nextExecutionAt) > Date.now()))
            out.push(`account ${a.id} standing order ${o.id}: next ${o.nextExecutionAt} is not in the future`);
      }
      return out;
    },
  },
];
