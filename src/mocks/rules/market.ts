// The market's domain rules (issue: "A bid beats the current one by at least the increment; the
// previous bidder is marked outbid; a lot ends after it starts; a buyout ends the lot; prices of
// goods stay within sensible ranges and move gradually"). Bids and buyouts as the `player`.
import { before, idempotencyKey, list, ok2xx, read, type Ask, type Json, type Rule } from './kit';

const P = 'player';
const lots = (ask: Ask) => list(ask, '/api/market/auctions', P);
const othersOpen = async (ask: Ask) => (await lots(ask)).filter((l) => l.state === 'open' && !l.mine);
const bid = (ask: Ask, lot: Json, amount: number) =>
  ask('POST', `/api/market/auctions/${lot.hash}/bids`, { body: { amount }, headers: idempotencyKey(), scenario: P });

export const rules: Rule[] = [
  {
    name: 'a lot ends after it starts, and the next bid is the current one plus the increment',
    async check(ask) {
      const out: string[] = [];
      for (const l of await lots(ask)) {
        if (!before(l.startsAt, l.endsAt)) out.push(`lot ${l.hash}: ends ${l.endsAt}, starts ${l.startsAt}`);
        const next = l.bidCount > 0 ? l.currentBid + l.bidIncrement : l.startingBid;
        if (l.state === 'open' && l.minNextBid !== next)
          out.push(`lot ${l.hash}: minNextBid ${l.minNextBid}, expected ${next} (${l.bidCount} bids)`);
      }
      return out;
    },
  },
  {
    name: 'a bid beats the current one by at least the increment, and the previous bidder is outbid',
    async check(ask) {
      const lot = (await othersOpen(ask)).find((l) => l.bidCount > 0 && l.highestBidder);
      if (!lot) return ['no open lot of another seller with bids to bid on'];
      const out: string[] = [];
      const low = await bid(ask, lot, lot.minNextBid - 1);
      if (low.status !== 409) out.push(`a bid of minNextBid - 1 answered ${low.status}, not 409`);
      const ok = await bid(ask, lot, lot.minNextBid);
      if (!ok2xx(ok.status)) return [...out, `a bid of minNextBid ${lot.minNextBid} answered ${ok.status}`];
      const after = await read(ask, `/api/market/auctions/${lot.hash}`, P);
      if (after.currentBid !== lot.minNextBid)
        out.push(`current bid ${after.currentBid} after bidding ${lot.minNextBid}`);
      const bids = await list(ask, `/api/market/auctions/${lot.hash}/bids`, P);
      const winning = bids.filter((b) => b.winning);
      if (winning.length !== 1 || winning[0].amount !== lot.minNextBid)
        out.push(`${winning.length} winning bids after the new one (${winning.map((b) => b.amount).join(', ')})`);
      const previous = bids.find((b) => b.amount === lot.currentBid);
      if (previous?.winning) out.push(`the previous bid of ${lot.currentBid} is still winning, not outbid`);
      return out;
    },
  },
  {
    name: 'a buyout ends the lot',
    async check(ask) {
      const lot = (await othersOpen(ask)).find((l) => l.buyoutPrice);
      if (!lot) return ['no open lot of another seller with a buyout price'];
      const bought = await ask('POST', `/api/market/auctions/${lot.hash}/buyout`, {
        headers: idempotencyKey(),
        scenario: P,
      });
      if (!ok2xx(bought.status)) return [`buyout of ${lot.hash} answered ${bought.status}`];
      const out: string[] = [];
      if ((await lots(ask)).some((l) => l.hash === lot.hash && l.state === 'open'))
        out.push(`lot ${lot.hash} is still open after its buyout`);
      const late = await bid(ask, lot, lot.buyoutPrice + 1000);
      if (ok2xx(late.status)) out.push(`a bid after the buyout answered ${late.status}`);
      return out;
    },
  },
  {
    name: 'prices of goods stay within their range and move at most 4 % a step',
    async check(ask) {
      const out: string[] = [];
      for (const kind of ['export', 'import', 'crime/export', 'crime/import']) {
        // The crime lists (and their goods' prices) answer only a crime faction's member (x-faction).
        const who = kind.startsWith('crime') ? 'gang' : P;
        for (const good of await list(ask, `/api/market/${kind}`, who)) {
          if (!(good.minPrice > 0 && good.minPrice <= good.price && good.price <= good.maxPrice))
            out.push(`${kind} ${good.name}: price ${good.price} outside ${good.minPrice}–${good.maxPrice}`);
          const points = (await read(ask, `/api/market/goods/${good.id}/prices`, who)).points as Json[];
          const prices = points.map((p) => Number(p.price));
          if (prices.length && prices.at(-1) !== good.price)
            out.push(`${kind} ${good.name}: price ${good.price}, its history ends at ${prices.at(-1)}`);
          prices.slice(1).forEach((price, i) => {
            const was = prices[i] as number;
            // ±4 % of the previous price, rounded to whole dollars.
            if (Math.abs(price - was) > Math.ceil(was * 0.04 + 0.5))
              out.push(`${kind} ${good.name}: price jumps ${was} → ${price}`);
          });
        }
      }
      return out.slice(0, 5);
    },
  },
];
