// The market with its domain rules (issue 21): goods whose prices move gradually within their
// range, the auction house keyed by hash (a bid beats the current one by the increment, the
// previous bidder is outbid, a buyout ends the lot, a lot ends after it starts and settles once
// its end has passed), "my" lots and bids of the signed-in user, Idempotency-Key replays, and a
// rival bidder who outbids the user on contested lots a few seconds later (the "überboten" state).
import { faker } from '@faker-js/faker/locale/de';
import { HttpResponse, type RequestHandler } from 'msw';
import { collection, hashSeed, type Entity } from '../store';
import { body, done, me, notFound, now, on, page, problem, type Json } from './kit';

const HOUR = 3_600_000;

/** name, category, kind, crime, base price. */
const goodSeeds: ReadonlyArray<[string, string, 'export' | 'import', boolean, number]> = [
  ['Eisenerz', 'raw', 'export', false, 45],
  ['Kupfer', 'raw', 'export', false, 60],
  ['Holzbretter', 'material', 'export', false, 25],
  ['Weizen', 'food', 'export', false, 12],
  ['Rohöl', 'fuel', 'export', false, 80],
  ['Fisch', 'food', 'export', false, 18],
  ['Elektronikschrott', 'electronics', 'import', false, 140],
  ['Stahlträger', 'material', 'import', false, 95],
  ['Diamanten', 'luxury', 'import', false, 2200],
  ['Medikamente', 'misc', 'import', false, 75],
  ['Kokablätter', 'drugs', 'export', true, 120],
  ['Waffenteile', 'weapons', 'export', true, 450],
  ['Gestohlener Schmuck', 'luxury', 'export', true, 800],
  ['Chemikalien', 'drugs', 'import', true, 200],
  ['Munition', 'weapons', 'import', true, 35],
];

/** The rival bidder of contested lots. */
const RIVAL = { id: 7301, name: 'Lisa_Lauer' };
const sellers = [
  { id: 7302, name: 'Tom_Becker' },
  { id: 7303, name: 'Jana_Wolf' },
  RIVAL,
  { id: 7304, name: 'Ali_Yilmaz' },
  { id: 7305, name: 'Sophie_Krüger' },
];

interface LotSeed {
  title: string;
  item: string;
  description?: string;
  category: string;
  amount: number;
  startingBid: number;
  buyoutPrice?: number;
  startedHoursAgo: number;
  durationHours: number;
  bids?: number;
  /** Index of the seeded bid that is the user's. */
  myBidAt?: number;
  mine?: boolean;
  contested?: boolean;
  state?: 'cancelled';
}

// Ends spread over the next days; the last ones ended already (they settle on the first read).
const auctionSeeds: readonly LotSeed[] = [
  {
    title: 'Rolex Daytona, kaum getragen',
    item: 'Rolex Daytona',
    category: 'luxury',
    amount: 1,
    startingBid: 8000,
    buyoutPrice: 20000,
    startedHoursAgo: 20,
    durationHours: 24,
    bids: 3,
    contested: true,
    description: 'Original mit Box und Papieren, nie im Wasser gewesen.',
  },
  {
    title: 'Goldkette 18 Karat',
    item: 'Goldkette',
    category: 'luxury',
    amount: 1,
    startingBid: 5000,
    buyoutPrice: 15000,
    startedHoursAgo: 30,
    durationHours: 48,
    bids: 2,
    myBidAt: 0,
    contested: true,
  },
  {
    title: 'Seltenes Kennzeichen LS 0007',
    item: 'Kennzeichen',
    category: 'misc',
    amount: 1,
    startingBid: 25000,
    startedHoursAgo: 10,
    durationHours: 72,
    bids: 4,
    myBidAt: 3,
  },
  {
    title: 'Diamantring aus Nachlass',
    item: 'Diamantring',
    category: 'luxury',
    amount: 1,
    startingBid: 12000,
    buyoutPrice: 30000,
    startedHoursAgo: 5,
    durationHours: 72,
  },
  {
    title: 'Vintage-Gitarre mit Koffer',
    item: 'Vintage-Gitarre',
    category: 'misc',
    amount: 1,
    startingBid: 1500,
    buyoutPrice: 4000,
    startedHoursAgo: 2,
    durationHours: 96,
    bids: 1,
    contested: true,
  },
  {
    title: '50 Holzbretter, trocken gelagert',
    item: 'Holzbretter',
    category: 'material',
    amount: 50,
    startingBid: 900,
    startedHoursAgo: 8,
    durationHours: 24,
  },
  {
    title: 'Laptop mit Zubehör',
    item: 'Laptop',
    category: 'electronics',
    amount: 1,
    startingBid: 2200,
    buyoutPrice: 5000,
    startedHoursAgo: 1,
    durationHours: 120,
    bids: 2,
  },
  {
    title: '20 Kanister Benzin',
    item: 'Benzinkanister',
    category: 'fuel',
    amount: 20,
    startingBid: 600,
    buyoutPrice: 1400,
    startedHoursAgo: 3,
    durationHours: 36,
  },
  {
    title: 'Gemälde „Sonnenuntergang“',
    item: 'Gemälde',
    category: 'luxury',
    amount: 1,
    startingBid: 3000,
    startedHoursAgo: 12,
    durationHours: 168,
    mine: true,
  },
  {
    title: 'Angelrute, Profi-Ausführung',
    item: 'Angelrute',
    category: 'misc',
    amount: 1,
    startingBid: 400,
    buyoutPrice: 900,
    startedHoursAgo: 15,
    durationHours: 48,
    mine: true,
    bids: 2,
  },
  {
    title: '100 Brote vom Bäcker',
    item: 'Brot',
    category: 'food',
    amount: 100,
    startingBid: 300,
    startedHoursAgo: 80,
    durationHours: 48,
    bids: 3,
  },
  {
    title: 'Smartphone, neuwertig',
    item: 'Smartphone',
    category: 'electronics',
    amount: 1,
    startingBid: 1200,
    startedHoursAgo: 60,
    durationHours: 24,
    mine: true,
    bids: 2,
  },
  {
    title: 'Alte Armbanduhr',
    item: 'Armbanduhr',
    category: 'luxury',
    amount: 1,
    startingBid: 700,
    startedHoursAgo: 100,
    durationHours: 24,
  },
  {
    title: 'Kupferdraht, 30 Rollen',
    item: 'Kupferdraht',
    category: 'raw',
    amount: 30,
    startingBid: 1100,
    startedHoursAgo: 40,
    durationHours: 24,
    state: 'cancelled',
  },
];

/** How long after the user's bid the rival bids on a contested lot (on the next read). */
export const RIVAL_DELAY_MS = 10_000;

type Point = { at: string; price: number };

const round1 = (n: number) => Math.round(n * 10) / 10;
const clamp = (n: number, min: number, max: number) => Math.min(max, Math.max(min, n));

/** Goods with a price history: a random walk of at most ±4 % per step, within min and max. */
const goods = () =>
  collection<Entity>('market-goods', () =>
    goodSeeds.map(([name, category, kind, crime, base], i) => {
      const minPrice = Math.round(base * 0.6);
      const maxPrice = Math.round(base * 1.6);
      const history: Point[] = [];
      let price = base;
      // The last price is two hours old: nothing in the answer lies after "now".
      const start = Date.now() - 2 * HOUR - 29 * 12 * HOUR;
      for (let step = 0; step < 30; step++) {
        price = clamp(Math.round(price * (1 + faker.number.float({ min: -0.04, max: 0.04 }))), minPrice, maxPrice);
        history.push({ at: new Date(start + step * 12 * HOUR).toISOString(), price });
      }
      return {
        itemId: 300 + i,
        name,
        category,
        kind,
        crime,
        basePrice: base,
        minPrice,
        maxPrice,
        demand: faker.number.int({ min: 200, max: 5000 }),
        location: faker.helpers.arrayElement([
          'Hafen Elysian Island',
          'Frachtbahnhof Cypress Flats',
          'Lagerhalle La Mesa',
        ]),
        history,
      };
    }),
  );

function goodOf(good: Entity): Json {
  const history = good.history as Point[];
  const last = history.at(-1) ?? { at: now(), price: Number(good.basePrice) };
  const before = history.at(-2)?.price ?? last.price;
  const change = before ? round1(((last.price - before) / before) * 100) : 0;
  const { history: _h, ...rest } = good;
  return {
    ...rest,
    price: last.price,
    trend: change > 0.4 ? 'up' : change < -0.4 ? 'down' : 'stable',
    changePercent: change,
    updatedAt: last.at,
  };
}

function listOf(kind: string, crime: boolean): Json {
  const items = goods()
    .where((g) => g.kind === kind && g.crime === crime)
    .map(goodOf);
  const updatedAt = items.reduce((latest, g) => (String(g.updatedAt) > latest ? String(g.updatedAt) : latest), '');
  return {
    kind,
    crime,
    items,
    updatedAt: updatedAt || now(),
    nextUpdateAt: new Date(Date.parse(updatedAt || now()) + 12 * HOUR).toISOString(),
  };
}

const hashOf = (text: string) =>
  (hashSeed(`lot ${text}`).toString(16) + hashSeed(`lot2 ${text}`).toString(16)).padStart(16, '0').slice(0, 16);

/** At least 50 $, about 5 % of the starting bid, in steps of 50 $. */
export const incrementFor = (startingBid: number) => Math.max(50, Math.round((startingBid * 0.05) / 50) * 50);

const auctions = () =>
  collection<Entity>('market-auctions', () => {
    const at = Date.now();
    return auctionSeeds.map((seed, i) => {
      const startsAt = at - seed.startedHoursAgo * HOUR;
      const endsAt = startsAt + seed.durationHours * HOUR;
      return {
        hash: hashOf(`${seed.title} ${i}`),
        title: seed.title,
        description: seed.description,
        category: seed.category,
        item: { itemId: 500 + i, name: seed.item, amount: seed.amount },
        seller: seed.mine ? me() : (sellers[i % sellers.length] as Json),
        startingBid: seed.startingBid,
        bidIncrement: incrementFor(seed.startingBid),
        ...(seed.buyoutPrice ? { buyoutPrice: seed.buyoutPrice } : {}),
        startsAt: new Date(startsAt).toISOString(),
        endsAt: new Date(endsAt).toISOString(),
        state: seed.state ?? 'open',
        contested: seed.contested ?? false,
        ...(seed.state === 'cancelled'
          ? { result: 'cancelled', endedAt: new Date(startsAt + HOUR).toISOString() }
          : {}),
      };
    });
  });

/** Bids, newest first; the seeded ones come from the lots' `bids` (the last one is mine when `myBid`). */
const bids = () =>
  collection<Entity>('market-bids', () => {
    const out: Entity[] = [];
    const lots = auctions().all();
    auctionSeeds.forEach((seed, i) => {
      const lot = lots[i];
      if (!lot || !seed.bids) return;
      let amount = seed.startingBid;
      const start = Date.parse(String(lot.startsAt));
      for (let n = 0; n < seed.bids; n++) {
        const mine = seed.myBidAt === n;
        out.push({
          id: 0,
          hash: lot.hash,
          bidder: mine ? me() : (sellers[(i + n + 1) % sellers.length] as Json),
          amount,
          placedAt: new Date(start + (n + 1) * 20 * 60_000).toISOString(),
        });
        amount += Number(lot.bidIncrement);
      }
    });
    return out.sort((a, b) => String(b.placedAt).localeCompare(String(a.placedAt)));
  });

const bidsOn = (hash: unknown) => bids().where((b) => b.hash === hash);
const highest = (hash: unknown) =>
  bidsOn(hash).reduce<Entity | undefined>(
    (top, b) => (!top || Number(b.amount) > Number(top.amount) ? b : top),
    undefined,
  );
const isMe = (ref: unknown) => (ref as { id?: unknown } | undefined)?.id === me().id;

const placeBid = (lot: Entity, bidder: Json, amount: number) =>
  bids().insert({ hash: lot.hash, bidder, amount, placedAt: now() });

/** Ends lots whose time is up and lets the rival answer a bid of the user on a contested lot. */
function settle(lot: Entity): Entity {
  if (lot.state !== 'open') return lot;
  const top = highest(lot.hash);
  if (lot.rivalAt && Date.now() >= Number(lot.rivalAt) && top && isMe(top.bidder)) {
    placeBid(lot, RIVAL, Number(top.amount) + Number(lot.bidIncrement));
    auctions().update(lot.id, { rivalAt: undefined });
  }
  if (Date.parse(String(lot.endsAt)) <= Date.now()) {
    const winner = highest(lot.hash);
    auctions().update(lot.id, {
      state: winner ? 'sold' : 'expired',
      result: winner ? 'sold' : 'expired',
      endedAt: lot.endsAt,
    });
  }
  return lot;
}

const allLots = () => auctions().all().map(settle);
const lotByHash = (hash: unknown) => {
  const lot = auctions().where((a) => a.hash === hash)[0];
  return lot ? settle(lot) : undefined;
};

/** A lot as the contract's MarketAuction (internal fields left out). */
function auctionOf(lot: Entity): Json {
  const top = highest(lot.hash);
  const count = bidsOn(lot.hash).length;
  const { id: _id, category: _c, contested: _k, rivalAt: _r, result: _res, endedAt: _e, ...rest } = lot;
  return {
    ...rest,
    ...(top ? { currentBid: top.amount, highestBidder: top.bidder } : {}),
    minNextBid: top ? Number(top.amount) + Number(lot.bidIncrement) : Math.max(1, Number(lot.startingBid)),
    bidCount: count,
    mine: isMe(lot.seller),
  };
}

function finishedOf(lot: Entity): Json {
  const top = highest(lot.hash);
  const sold = lot.result === 'sold' || lot.result === 'buyout';
  return {
    hash: lot.hash,
    title: lot.title,
    item: lot.item,
    seller: lot.seller,
    ...(sold && top ? { buyer: top.bidder, finalPrice: top.amount } : {}),
    bidCount: bidsOn(lot.hash).length,
    result: lot.result ?? lot.state,
    endedAt: lot.endedAt ?? lot.endsAt,
  };
}

function bidOf(bid: Entity): Json {
  const lot = lotByHash(bid.hash);
  const top = highest(bid.hash);
  return {
    id: bid.id,
    auction: lot
      ? { hash: lot.hash, title: lot.title, endsAt: lot.endsAt, state: lot.state }
      : { hash: bid.hash, title: '', endsAt: bid.placedAt, state: 'cancelled' },
    bidder: bid.bidder,
    amount: bid.amount,
    placedAt: bid.placedAt,
    winning: top?.id === bid.id && lot?.state !== 'cancelled',
  };
}

const SORTS: Record<string, (a: Json, b: Json) => number> = {
  ending_soon: (a, b) => String(a.endsAt).localeCompare(String(b.endsAt)),
  newest: (a, b) => String(b.startsAt).localeCompare(String(a.startsAt)),
  price_asc: (a, b) => Number(a.minNextBid) - Number(b.minNextBid),
  price_desc: (a, b) => Number(b.minNextBid) - Number(a.minNextBid),
};

const matches = (lot: Entity, q: string | null) =>
  !q || `${String(lot.title)} ${String((lot.item as Json).name)}`.toLowerCase().includes(q.toLowerCase());

/**
 * Answers already given per Idempotency-Key: a retry gets the first result, nothing runs twice.
 * Kept in the store, so a reset forgets them with the world (a key of the old world replayed an
 * answer about it, and nothing happened in the new one).
 */
const replays = () => collection<Entity>('market idempotency', () => []);
async function once(request: Request, run: () => Promise<Response> | Response): Promise<Response> {
  const key = request.headers.get('Idempotency-Key');
  const seen = key ? replays().where((r) => r.key === key)[0] : undefined;
  if (seen) return HttpResponse.json(seen.body as Json, { status: Number(seen.status) });
  const response = await run();
  // A 5xx is no answer about the operation (the client keeps its key and retries): not replayed.
  if (key && response.status < 500)
    replays().insert({ key, status: response.status, body: await response.clone().json() });
  return response;
}

const refusal = (kind: string, title: string, detail: string) =>
  HttpResponse.json(
    { type: `/problems/market/${kind}`, title, status: 409, detail },
    { status: 409, headers: { 'Content-Type': 'application/problem+json' } },
  );

/** The most a mock character can pay (the contract's insufficient-funds refusal). */
export const MOCK_FUNDS = 500_000;

export const marketHandlers = (): RequestHandler[] => [
  ...on('listMarketExport', () => HttpResponse.json(listOf('export', false))),
  ...on('listMarketImport', () => HttpResponse.json(listOf('import', false))),
  ...on('listMarketCrimeExport', () => HttpResponse.json(listOf('export', true))),
  ...on('listMarketCrimeImport', () => HttpResponse.json(listOf('import', true))),
  ...on('listMarketGoodPrices', ({ params }) => {
    const good = goods().get(String(params.id));
    if (!good) return notFound('Diese Ware');
    return HttpResponse.json({ goodId: good.id, name: good.name, points: good.history });
  }),
  ...on('listMarketAuctions', ({ request }) => {
    const query = new URL(request.url).searchParams;
    const category = query.get('category');
    const sort = SORTS[query.get('sort') ?? ''] ?? SORTS.ending_soon;
    const items = allLots()
      .filter((l) => l.state === 'open' && matches(l, query.get('q')) && (!category || l.category === category))
      .map(auctionOf)
      .sort(sort);
    return HttpResponse.json(page(request, items));
  }),
  ...on('addMarketAuction', async ({ request }) => {
    const input = await body(request);
    const startingBid = Number(input.startingBid);
    const buyout = input.buyoutPrice === undefined ? undefined : Number(input.buyoutPrice);
    if (buyout !== undefined && buyout < startingBid) {
      return problem(422, 'Eingabe ungültig', undefined, [
        { field: 'buyoutPrice', message: 'Der Sofortkaufpreis muss mindestens das Startgebot sein.' },
      ]);
    }
    const start = Date.now();
    const lot = auctions().insert({
      hash: hashOf(`${String(input.title)} ${start} ${auctions().all().length}`),
      title: input.title,
      ...(input.description ? { description: input.description } : {}),
      category: 'misc',
      item: {
        itemId: Number(input.inventoryItemId),
        name: String(input.title).slice(0, 64),
        amount: Number(input.amount),
      },
      seller: me(),
      startingBid,
      bidIncrement: incrementFor(startingBid),
      ...(buyout ? { buyoutPrice: buyout } : {}),
      startsAt: new Date(start).toISOString(),
      endsAt: new Date(start + Number(input.durationHours) * HOUR).toISOString(),
      state: 'open',
    });
    return HttpResponse.json(auctionOf(lot), { status: 201 });
  }),
  ...on('getMarketAuction', ({ params }) => {
    const lot = lotByHash(params.hash);
    return lot ? HttpResponse.json(auctionOf(lot)) : notFound('Dieses Los');
  }),
  ...on('editMarketAuction', async ({ request, params }) => {
    const lot = lotByHash(params.hash);
    if (!lot) return notFound('Dieses Los');
    if (!isMe(lot.seller)) return problem(403, 'Keine Berechtigung', 'Nur der Verkäufer darf sein Los ändern.');
    if (lot.state !== 'open' || bidsOn(lot.hash).length > 0) {
      return problem(409, 'Nicht mehr änderbar', 'Ein Los mit Geboten lässt sich nicht mehr ändern.');
    }
    const input = await body(request);
    if (input.buyoutPrice !== undefined && Number(input.buyoutPrice) < Number(lot.startingBid)) {
      return problem(422, 'Eingabe ungültig', undefined, [
        { field: 'buyoutPrice', message: 'Der Sofortkaufpreis muss mindestens das Startgebot sein.' },
      ]);
    }
    auctions().update(lot.id, input);
    return HttpResponse.json(auctionOf(lot));
  }),
  ...on('cancelMarketAuction', ({ params }) => {
    const lot = lotByHash(params.hash);
    if (!lot) return notFound('Dieses Los');
    if (!isMe(lot.seller)) return problem(403, 'Keine Berechtigung', 'Nur der Verkäufer darf sein Los zurückziehen.');
    if (lot.state !== 'open' || bidsOn(lot.hash).length > 0) {
      return problem(409, 'Nicht mehr möglich', 'Ein Los mit Geboten lässt sich nicht mehr zurückziehen.');
    }
    auctions().update(lot.id, { state: 'cancelled', result: 'cancelled', endedAt: now() });
    return done('Los zurückgezogen.');
  }),
  ...on('listMarketAuctionBids', ({ request, params }) => {
    const lot = lotByHash(params.hash);
    return lot ? HttpResponse.json(page(request, bidsOn(lot.hash).map(bidOf))) : notFound('Dieses Los');
  }),
  ...on('bidMarketAuction', ({ request, params }) =>
    once(request, async () => {
      const lot = lotByHash(params.hash);
      if (!lot) return notFound('Dieses Los');
      if (isMe(lot.seller)) return refusal('own-auction', 'Eigenes Los', 'Auf ein eigenes Los kannst du nicht bieten.');
      if (lot.state !== 'open') return refusal('auction-ended', 'Auktion beendet', 'Diese Auktion ist schon beendet.');
      const amount = Number((await body(request)).amount);
      const min = Number(auctionOf(lot).minNextBid);
      if (amount < min) {
        return refusal(
          'bid-too-low',
          'Gebot zu niedrig',
          `Das Mindestgebot ist jetzt ${min.toLocaleString('de-DE')} $.`,
        );
      }
      if (amount > MOCK_FUNDS)
        return refusal('insufficient-funds', 'Nicht genug Geld', 'Dein Konto deckt dieses Gebot nicht.');
      const bid = placeBid(lot, me(), amount);
      if (lot.contested) auctions().update(lot.id, { rivalAt: Date.now() + RIVAL_DELAY_MS });
      return HttpResponse.json(bidOf(bid), { status: 201 });
    }),
  ),
  ...on('buyMarketAuction', ({ request, params }) =>
    once(request, () => {
      const lot = lotByHash(params.hash);
      if (!lot) return notFound('Dieses Los');
      if (isMe(lot.seller)) return problem(403, 'Keine Berechtigung', 'Ein eigenes Los kannst du nicht kaufen.');
      if (lot.state !== 'open') return refusal('auction-ended', 'Auktion beendet', 'Diese Auktion ist schon beendet.');
      if (!lot.buyoutPrice) return refusal('no-buyout', 'Kein Sofortkauf', 'Dieses Los hat keinen Sofortkaufpreis.');
      if (Number(lot.buyoutPrice) > MOCK_FUNDS) {
        return refusal('insufficient-funds', 'Nicht genug Geld', 'Dein Konto deckt den Sofortkauf nicht.');
      }
      placeBid(lot, me(), Number(lot.buyoutPrice));
      auctions().update(lot.id, { state: 'sold', result: 'buyout', endedAt: now(), endsAt: now(), rivalAt: undefined });
      return HttpResponse.json(finishedOf(lot));
    }),
  ),
  ...on('listMarketOwnAuctions', ({ request }) => {
    const state = new URL(request.url).searchParams.get('state');
    const items = allLots()
      .filter((l) => isMe(l.seller) && (!state || l.state === state))
      .map(auctionOf);
    return HttpResponse.json(page(request, items));
  }),
  ...on('listMarketOwnBids', ({ request }) => {
    allLots();
    return HttpResponse.json(
      page(
        request,
        bids()
          .where((b) => isMe(b.bidder))
          .map(bidOf),
      ),
    );
  }),
  ...on('listMarketFinishedAuctions', ({ request }) => {
    const q = new URL(request.url).searchParams.get('q');
    const items = allLots()
      .filter((l) => l.state !== 'open' && matches(l, q))
      .map(finishedOf)
      .sort((a, b) => String(b.endedAt).localeCompare(String(a.endedAt)));
    return HttpResponse.json(page(request, items));
  }),
  ...on('getMarketStats', () => HttpResponse.json(statsOf())),
  ...on('addMarketGood', async ({ request }) => {
    const input = await body(request);
    if (goods().where((g) => g.itemId === input.itemId && g.kind === input.kind && g.crime === input.crime).length) {
      return problem(409, 'Schon gelistet', 'Diese Ware steht schon auf der Liste.');
    }
    const base = Number(input.basePrice);
    const good = goods().insert(
      {
        name: `Ware ${String(input.itemId)}`,
        ...input,
        history: [{ at: now(), price: clamp(base, Number(input.minPrice), Number(input.maxPrice)) }],
      },
      { first: false },
    );
    return HttpResponse.json(goodOf(good), { status: 201 });
  }),
  ...on('editMarketGood', async ({ request, params }) => {
    const good = goods().get(String(params.id));
    if (!good) return notFound('Diese Ware');
    const { price, ...rest } = await body(request);
    const next = { ...good, ...rest };
    if (Number(next.minPrice) > Number(next.maxPrice)) {
      return problem(422, 'Eingabe ungültig', undefined, [
        { field: 'minPrice', message: 'Der Mindestpreis darf nicht über dem Höchstpreis liegen.' },
      ]);
    }
    const history = [...(good.history as Point[])];
    if (price !== undefined)
      history.push({ at: now(), price: clamp(Number(price), Number(next.minPrice), Number(next.maxPrice)) });
    goods().update(good.id, { ...rest, history });
    return HttpResponse.json(goodOf(good));
  }),
  ...on('deleteMarketGood', ({ params }) =>
    goods().remove(String(params.id)) ? done('Ware entfernt.', Number(params.id)) : notFound('Diese Ware'),
  ),
  ...on('listMarketAdminAuctions', ({ request }) => {
    const query = new URL(request.url).searchParams;
    const state = query.get('state');
    const items = allLots()
      .filter((l) => (!state || l.state === state) && matches(l, query.get('q')))
      .map(auctionOf);
    return HttpResponse.json(page(request, items));
  }),
  ...on('deleteMarketAdminAuction', ({ params }) => {
    const lot = lotByHash(params.hash);
    if (!lot) return notFound('Dieses Los');
    for (const bid of bidsOn(lot.hash)) bids().remove(bid.id);
    auctions().remove(lot.id);
    return done('Los entfernt, Gebote erstattet.');
  }),
];

function statsOf(): Json {
  const lots = allLots();
  const week = Date.now() - 7 * 24 * HOUR;
  const finished = lots.filter((l) => l.state === 'sold' && Date.parse(String(l.endedAt ?? l.endsAt)) >= week);
  const price = (l: Entity) => Number(highest(l.hash)?.amount ?? 0);
  const volume = finished.reduce((sum, l) => sum + price(l), 0);
  const byCategory = new Map<string, { count: number; volume: number }>();
  for (const l of lots) {
    const entry = byCategory.get(String(l.category)) ?? { count: 0, volume: 0 };
    entry.count++;
    entry.volume += price(l);
    byCategory.set(String(l.category), entry);
  }
  const today = new Date();
  const daily = Array.from({ length: 30 }, (_, i) => {
    const day = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() - 29 + i));
    const n = hashSeed(`stats ${day.toISOString().slice(0, 10)}`);
    const count = 3 + (n % 12);
    return { date: day.toISOString().slice(0, 10), count, volume: count * (4000 + (n % 9000)) };
  });
  return {
    activeAuctions: lots.filter((l) => l.state === 'open').length,
    finishedLast7Days: finished.length,
    volumeLast7Days: volume,
    averagePrice: finished.length ? Math.round(volume / finished.length) : 0,
    topCategories: [...byCategory.entries()]
      .map(([category, v]) => ({ category, ...v }))
      .sort((a, b) => b.count - a.count)
      .slice(0, 10),
    daily,
  };
}
