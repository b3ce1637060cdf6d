// The buildings' domain rules (issue: "A vehicle, house or flat has one owner who exists; keys
// and tenants are existing characters; ..."); the flats are buildingcell.ts.
import { list, read, strangers, union, type Ask, type Rule } from './kit';

export const buildings = (ask: Ask) =>
  union(
    ask,
    ['a', 'e', 'i', 'o', 'u'].map((q) => `/api/building/admin/search/${q}`),
  );

export const rules: Rule[] = [
  {
    name: 'every building has one owner who exists; employees are existing characters, the owner with every right',
    async check(ask) {
      const out: string[] = [];
      for (const b of await buildings(ask)) {
        const detail = await read(ask, `/api/building/${b.id}`);
        out.push(...(await strangers(`building ${b.id} owner`, [detail.owner])));
        if (detail.owner?.id !== b.owner?.id) out.push(`building ${b.id}: the search and the detail name other owners`);
        const staff = await list(ask, `/api/building/admin/buildings/${b.id}/members`);
        out.push(
          ...(await strangers(
            `building ${b.id} member`,
            staff.map((e) => e.player),
          )),
        );
      }
      return out.slice(0, 5);
    },
  },
];
