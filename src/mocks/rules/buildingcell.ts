// The flats' domain rules (issue: "A vehicle, house or flat has one owner who exists; keys and
// tenants are existing characters; rent due dates lie in the future for paid rent").
import { buildings } from './building';
import { before, list, ok2xx, strangers, type Json, type Rule } from './kit';

const cells = async (ask: Parameters<Rule['check']>[0]) => {
  const out: Json[] = [];
  for (const b of await buildings(ask)) out.push(...(await list(ask, `/api/building/${b.id}/cells`)));
  return out;
};

export const rules: Rule[] = [
  {
    name: 'tenants and room mates of a flat are existing characters; a free flat has no tenant, no rent, no room mates',
    async check(ask) {
      const out: string[] = [];
      for (const c of await cells(ask)) {
        if (!c.tenant) {
          if (c.paidUntil !== undefined || c.roomMateCount)
            out.push(`free flat ${c.id}: paid until ${c.paidUntil}, ${c.roomMateCount} room mates`);
          continue;
        }
        out.push(...(await strangers(`flat ${c.id} tenant`, [c.tenant])));
        const mates = await list(ask, `/api/buildingcell/admin/cells/${c.id}/roommates`);
        out.push(
          ...(await strangers(
            `flat ${c.id} room mate`,
            mates.map((m) => m.player),
          )),
        );
      }
      return out.slice(0, 5);
    },
  },
  {
    name: 'paid rent is due in the future, overdue rent in the past',
    async check(ask) {
      const out: string[] = [];
      const now = new Date().toISOString();
      for (const c of (await cells(ask)).filter((x) => x.tenant)) {
        // The contract as its landlord or tenant sees it (the signed-in player is one for some flats).
        const a = await ask('GET', `/api/buildingcell/${c.id}/rent`, { scenario: 'player' });
        if (!ok2xx(a.status)) continue;
        const r = a.body;
        out.push(...(await strangers(`flat ${c.id} landlord`, [r.landlord])));
        if (r.state === 'active' && !before(now, r.paidUntil))
          out.push(`flat ${c.id}: active rent paid until ${r.paidUntil}`);
        if (r.state === 'overdue' && before(now, r.paidUntil))
          out.push(`flat ${c.id}: overdue, yet paid until ${r.paidUntil}`);
      }
      return out;
    },
  },
];
