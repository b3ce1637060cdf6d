// The vehicles' domain rules (issue: "A vehicle, house or flat has one owner who exists; keys and
// tenants are existing characters; ...; a player owns 0–3 vehicles").
import { countIn, list, strangers, tally, type Json, type Rule } from './kit';

export const rules: Rule[] = [
  {
    name: 'every vehicle has one owner who exists, and key holders are existing characters',
    async check(ask) {
      const out: string[] = [];
      for (const v of await list(ask, '/api/vehicle/admin/vehicles')) {
        if (v.ownerKind === 'player') out.push(...(await strangers(`vehicle ${v.plate} owner`, [v.owner])));
        const access = await list(ask, `/api/vehicle/admin/vehicles/${v.id}/access`);
        const owners = access.filter((a) => a.kind === 'owner');
        if (v.ownerKind === 'player' && (owners.length !== 1 || owners[0].player.id !== v.owner.id))
          out.push(`vehicle ${v.plate}: access lists ${owners.length} owners, not its owner ${v.owner.name}`);
        out.push(
          ...(await strangers(
            `vehicle ${v.plate} key holder`,
            access.map((a: Json) => a.player),
          )),
        );
      }
      return out.slice(0, 5);
    },
  },
  {
    name: 'a player owns 0–3 vehicles',
    async check(ask) {
      const all = await list(ask, '/api/vehicle/admin/vehicles');
      const owned = tally(all.filter((v) => v.ownerKind === 'player').map((v) => v.owner.name as string));
      const own = (await list(ask, '/api/vehicle/own', 'player')).filter((v) => v.owner?.id === 1);
      return [
        ...[...owned].flatMap(([name, n]) => countIn(`${name}'s vehicles`, n, [0, 3])),
        ...countIn("the signed-in player's own vehicles", own.length, [0, 3]),
      ];
    },
  },
];
