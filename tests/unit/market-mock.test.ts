// The market's domain rules in the mock backend (src/mocks/stateful/market.ts), through MSW's
// node server as the app meets them: a bid beats the current one by the increment (409
// bid-too-low otherwise), the previous bidder is outbid (the rival answers a contested lot), a
// buyout ends the lot, an Idempotency-Key replays the first answer, own lots are the user's,
// prices stay within their range and move gradually, list filters and paging hold.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { rules as marketRules } from '../../src/mocks/rules/market';
import { runRule } from '../../src/mocks/rules/kit';
import { ruleAsk } from '../utils/rule-ask';
import type { OperationId } from '../../src/api/generated/operation-ids';
import { loadMockArea, routeOf } from '../../src/mocks/generated';
import { RIVAL_DELAY_MS } from '../../src/mocks/stateful/market';
import { setScenario } from '../utils/scenario';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

beforeAll(() => loadMockArea('market'));

/** Calls an operation by its operationId (method and path from the generated handler). */
async function call(
  operationId: OperationId,
  {
    params = {},
    query = '',
    body,
    headers = {},
  }: { params?: Record<string, unknown>; query?: string; body?: unknown; headers?: Record<string, string> } = {},
) {
  const route = routeOf(operationId);
  if (!route) throw new Error(`no route for ${operationId}`);
  const path = route.path.replace(/^\*/, '').replace(/:(\w+)/g, (_, name: string) => String(params[name]));
  const res = await fetch(`http://localhost${path}${query}`, {
    method: route.method.toUpperCase(),
    headers: { ...(body === undefined ? {} : { 'Content-Type': 'application/json' }), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, data: (await res.json().catch(() => ({}))) as Json };
}

const key = () => ({ 'Idempotency-Key': crypto.randomUUID() });
const lots = async (query = '') => (await call('listMarketAuctions', { query })).data.items as Json[];
const lotTitled = async (title: string) => (await lots(`?q=${encodeURIComponent(title)}`))[0] as Json;
const bid = (lot: Json, amount: number, headers = key()) =>
  call('bidMarketAuction', { params: { hash: lot.hash }, body: { amount }, headers });
const lotOf = async (lot: Json) => (await call('getMarketAuction', { params: { hash: lot.hash } })).data;

afterEach(() => vi.restoreAllMocks());

describe('market mock: auction house', () => {
  it('takes a bid of at least minNextBid, refuses less with bid-too-low, and outbids the previous bidder', async () => {
    const lot = await lotTitled('Seltenes Kennzeichen');
    expect(lot.minNextBid).toBe(lot.currentBid + lot.bidIncrement);
    const low = await bid(lot, lot.minNextBid - 1);
    expect(low.status).toBe(409);
    expect(low.data.type).toBe('/problems/market/bid-too-low');
    const ok = await bid(lot, lot.minNextBid);
    expect(ok.status).toBe(201);
    expect(ok.data.winning).toBe(true);
    const after = await lotOf(lot);
    expect(after.currentBid).toBe(lot.minNextBid);
    expect(after.minNextBid).toBe(lot.minNextBid + lot.bidIncrement);
    expect(after.bidCount).toBe(lot.bidCount + 1);
    const bids = (await call('listMarketAuctionBids', { params: { hash: lot.hash } })).data.items as Json[];
    expect(bids.filter((b) => b.winning)).toHaveLength(1);
    expect(bids[0]).toMatchObject({ amount: lot.minNextBid, winning: true });
  });

  it('a rival outbids the user on a contested lot after a while: my bid is no longer winning', async () => {
    const lot = await lotTitled('Rolex');
    await bid(lot, lot.minNextBid);
    let mine = (await call('listMarketOwnBids')).data.items as Json[];
    expect(mine.find((b) => b.auction.hash === lot.hash)?.winning).toBe(true);
    const later = Date.now() + RIVAL_DELAY_MS + 1000;
    vi.spyOn(Date, 'now').mockReturnValue(later);
    const after = await lotOf(lot);
    expect(after.highestBidder.name).toBe('Lisa_Lauer');
    expect(after.currentBid).toBe(lot.minNextBid + lot.bidIncrement);
    mine = (await call('listMarketOwnBids')).data.items as Json[];
    expect(mine.find((b) => b.auction.hash === lot.hash)?.winning).toBe(false);
  });

  it('answers a retry with the same Idempotency-Key with the first result, without a second bid', async () => {
    const lot = await lotTitled('Diamantring');
    const headers = key();
    const first = await bid(lot, lot.minNextBid, headers);
    const again = await bid(lot, lot.minNextBid, headers);
    expect(again).toEqual(first);
    expect((await lotOf(lot)).bidCount).toBe(1);
  });

  it('a buyout ends the lot: sold, in the finished list, no more bids', async () => {
    const lot = await lotTitled('Vintage-Gitarre');
    const bought = await call('buyMarketAuction', { params: { hash: lot.hash }, headers: key() });
    expect(bought.status).toBe(200);
    expect(bought.data).toMatchObject({
      result: 'buyout',
      finalPrice: lot.buyoutPrice,
      buyer: { name: 'Max_Mustermann' },
    });
    expect((await lots()).some((l) => l.hash === lot.hash)).toBe(false);
    const finished = (await call('listMarketFinishedAuctions', { query: '?q=Gitarre' })).data.items as Json[];
    expect(finished[0]).toMatchObject({ hash: lot.hash, result: 'buyout' });
    const late = await bid(lot, lot.buyoutPrice + 1000);
    expect(late.data.type).toBe('/problems/market/auction-ended');
  });

  it('my lots are the user’s; an own lot takes no bid; a lot without bids can be changed and withdrawn', async () => {
    const mine = (await call('listMarketOwnAuctions')).data.items as Json[];
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((l) => l.mine === true && l.seller.name === 'Max_Mustermann')).toBe(true);
    const open = mine.find((l) => l.state === 'open' && l.bidCount === 0) as Json;
    const own = await bid(open, open.minNextBid);
    expect(own.data.type).toBe('/problems/market/own-auction');
    const edit = (body: Json) => call('editMarketAuction', { params: { hash: open.hash }, body });
    expect((await edit({ buyoutPrice: open.startingBid - 1 })).status).toBe(422);
    expect((await edit({ title: 'Gemälde, neu gerahmt' })).data.title).toBe('Gemälde, neu gerahmt');
    expect((await call('cancelMarketAuction', { params: { hash: open.hash } })).status).toBe(200);
    const withBids = mine.find((l) => l.state === 'open' && l.bidCount > 0) as Json;
    expect((await call('cancelMarketAuction', { params: { hash: withBids.hash } })).status).toBe(409);
  });

  it('a new lot ends after it starts and shows in the list; filters and paging hold', async () => {
    const created = await call('addMarketAuction', {
      body: {
        inventoryItemId: 12,
        amount: 2,
        title: 'Zwei Surfbretter',
        startingBid: 800,
        buyoutPrice: 2000,
        durationHours: 24,
      },
    });
    expect(created.status).toBe(201);
    expect(Date.parse(created.data.endsAt) - Date.parse(created.data.startsAt)).toBe(24 * 3_600_000);
    expect((await lotTitled('Surfbretter')).hash).toBe(created.data.hash);
    const luxury = await lots('?category=luxury');
    expect(luxury.length).toBeGreaterThan(0);
    expect(luxury.every((l) => /Rolex|Gold|Diamant|Gemälde/.test(l.title))).toBe(true);
    const page = (await call('listMarketAuctions', { query: '?skip=0&limit=3' })).data;
    expect(page.items).toHaveLength(3);
    expect(page.page).toMatchObject({ skip: 0, limit: 3 });
    const byPrice = (await lots('?sort=price_desc')).map((l) => l.minNextBid);
    expect(byPrice).toEqual([...byPrice].sort((a, b) => b - a));
  });
});

describe('market mock: prices', () => {
  it('prices stay within their range and move at most 4 % a step (whole dollars); the list shows the last one', async () => {
    const list = (await call('listMarketExport')).data;
    expect(list).toMatchObject({ kind: 'export', crime: false });
    for (const good of list.items as Json[]) {
      expect(good.price).toBeGreaterThanOrEqual(good.minPrice);
      expect(good.price).toBeLessThanOrEqual(good.maxPrice);
      const prices = ((await call('listMarketGoodPrices', { params: { id: good.id } })).data.points as Json[]).map(
        (p) => Number(p.price),
      );
      expect(prices.at(-1)).toBe(good.price);
      prices.slice(1).forEach((price, i) => {
        const before = prices[i] ?? price;
        // ±4 % of the previous price, rounded to whole dollars.
        expect(Math.abs(price - before)).toBeLessThanOrEqual(Math.ceil(before * 0.04 + 0.5));
      });
    }
    expect((await call('listMarketImport')).data.items.length).toBeGreaterThan(0);
    // The crime lists answer a crime faction's member only (x-faction; 403 otherwise).
    expect((await call('listMarketCrimeExport')).status).toBe(403);
    setScenario('gang');
    for (const op of ['listMarketCrimeExport', 'listMarketCrimeImport'] as const) {
      expect((await call(op)).data.items.length).toBeGreaterThan(0);
    }
    expect(
      ((await call('listMarketCrimeImport')).data.items as Json[]).every((g) => g.crime && g.kind === 'import'),
    ).toBe(true);
  });
});

describe('market mock: statistics and admin care', () => {
  it('counts the running lots and gives 30 days of sales', async () => {
    const stats = (await call('getMarketStats')).data;
    expect(stats.activeAuctions).toBe((await call('listMarketAuctions', { query: '?limit=100' })).data.page.total);
    expect(stats.daily).toHaveLength(30);
    expect(stats.topCategories.length).toBeGreaterThan(0);
  });

  it('admins add, change and remove goods (prices held within the range), and remove lots with their bids', async () => {
    setScenario('admin');
    const added = await call('addMarketGood', {
      body: { itemId: 999, kind: 'export', crime: false, category: 'raw', basePrice: 50, minPrice: 40, maxPrice: 60 },
    });
    expect(added.status).toBe(201);
    expect(
      (
        await call('addMarketGood', {
          body: {
            itemId: 999,
            kind: 'export',
            crime: false,
            category: 'raw',
            basePrice: 50,
            minPrice: 40,
            maxPrice: 60,
          },
        })
      ).status,
    ).toBe(409);
    const changed = await call('editMarketGood', { params: { id: added.data.id }, body: { price: 500 } });
    expect(changed.data.price).toBe(60);
    expect((await call('editMarketGood', { params: { id: added.data.id }, body: { minPrice: 70 } })).status).toBe(422);
    expect((await call('deleteMarketGood', { params: { id: added.data.id } })).status).toBe(200);
    expect(((await call('listMarketExport')).data.items as Json[]).some((g) => g.id === added.data.id)).toBe(false);
    const all = (await call('listMarketAdminAuctions', { query: '?state=sold' })).data.items as Json[];
    expect(all.length).toBeGreaterThan(0);
    expect(all.every((l) => l.state === 'sold')).toBe(true);
    const open = await lotTitled('Kennzeichen');
    expect((await call('deleteMarketAdminAuction', { params: { hash: open.hash } })).status).toBe(200);
    expect((await call('getMarketAuction', { params: { hash: open.hash } })).status).toBe(404);
  });

  it('a player may not care for goods (403 from the check layer)', async () => {
    expect((await call('deleteMarketGood', { params: { id: 1 } })).status).toBe(403);
  });
});

// The rules mock:audit checks (src/mocks/rules/market.ts), stated once for both.
describe('market rules', () => {
  it.each(marketRules.map((r) => [r.name, r] as const))('%s', async (_, rule) => {
    expect(await runRule(rule, ruleAsk())).toEqual([]);
  });
});
