// The dispatch's domain rules (issue: "a unit is on at most one call; closed calls have a result
// and a closing time; the ten-codes are the real standard ones with their meanings").
import { before, list, listAll, ok2xx, read, type Json, type Rule } from './kit';

/** The APCO ten-codes every radio knows, with the meanings the portal gives them. */
const STANDARD_TEN_CODES: Record<string, string> = {
  '10-1': 'Schlechter Empfang',
  '10-2': 'Guter Empfang',
  '10-3': 'Funkstille',
  '10-4': 'Verstanden',
  '10-5': 'Nachricht weiterleiten',
  '10-6': 'Beschäftigt',
  '10-7': 'Außer Dienst',
  '10-8': 'Im Dienst, einsatzbereit',
  '10-20': 'Standort',
};
const unitIdOf = (u: Json) => u?.unit?.id ?? u?.id ?? u;

export const rules: Rule[] = [
  {
    name: 'a unit is on at most one call, the one it names',
    async check(ask) {
      const out: string[] = [];
      // Every call, not only the newest page: a unit may name an older one.
      const calls = (await listAll(ask, '/api/vcad/calls')).filter((c) => c.state !== 'closed');
      const onCall = new Map<unknown, number>();
      for (const c of calls)
        for (const u of c.units ?? []) {
          const id = unitIdOf(u);
          if (onCall.has(id)) out.push(`unit ${id} is on calls ${onCall.get(id)} and ${c.id}`);
          onCall.set(id, c.id);
        }
      for (const u of await list(ask, '/api/vcad/units'))
        if (u.currentCallId !== undefined && onCall.get(u.id) !== u.currentCallId)
          out.push(`unit ${u.callsign} names call ${u.currentCallId}, which does not list it`);
      return out.slice(0, 5);
    },
  },
  {
    name: 'closed calls have a result and a closing time after their start',
    async check(ask) {
      return (await listAll(ask, '/api/vcad/calls?state=closed'))
        .filter((c) => !c.outcome || !before(c.createdAt, c.closedAt))
        .map((c) => `closed call ${c.id}: outcome ${c.outcome}, created ${c.createdAt}, closed ${c.closedAt}`)
        .slice(0, 5);
    },
  },
  {
    name: 'the ten-codes are the standard ones with their meanings, each once',
    async check(ask) {
      const codes = await list(ask, '/api/vcad/tenCodes');
      const meaning = new Map(codes.map((c) => [c.code, c.meaning]));
      return [
        ...Object.entries(STANDARD_TEN_CODES)
          .filter(([code, m]) => meaning.get(code) !== m)
          .map(([code, m]) => `ten-code ${code} means ${JSON.stringify(meaning.get(code))}, not "${m}"`),
        ...codes.filter((c) => !/^10-\d{1,3}$/.test(c.code)).map((c) => `"${c.code}" is no ten-code`),
        ...(meaning.size === codes.length ? [] : [`${codes.length - meaning.size} ten-codes twice`]),
      ];
    },
  },
  {
    // The seed's world has the signed-in character on duty (ADAM-12), so the audit's one try with
    // the contract's example meets the documented 409; this rule ends that shift first.
    name: 'a character off duty goes on duty as a new unit, once',
    covers: ['startVcadUnit'],
    async check(ask) {
      const session = await read(ask, '/api/vcad/me');
      const own = session.currentUnit?.id;
      if (own !== undefined) {
        const stop = await ask('DELETE', `/api/vcad/units/${own}`);
        if (!ok2xx(stop.status)) return [`ending the own unit ${own} answered ${stop.status}`];
      }
      const departmentId = session.memberships?.[0]?.departmentId ?? 1;
      const type = (await list(ask, `/api/vcad/departments/${departmentId}/unitTypes`))[0];
      if (!type) return [`department ${departmentId} has no unit types to start a unit with`];
      const body = { departmentId, unitTypeId: type.id, callsign: 'LINCOLN-7' };
      const start = await ask('POST', '/api/vcad/units', { body });
      if (start.status !== 201) return [`starting LINCOLN-7 off duty answered ${start.status}`];
      const out: string[] = [];
      const after = await read(ask, '/api/vcad/me');
      if (after.currentUnit?.id !== start.body?.id)
        out.push(`the session's unit is ${after.currentUnit?.id}, not the started ${start.body?.id}`);
      const listed = (await list(ask, '/api/vcad/units')).find((u) => u.id === start.body?.id);
      if (!listed) out.push(`the started unit ${start.body?.id} is not listed`);
      else if (listed.callsign !== 'LINCOLN-7' || listed.state !== 'available')
        out.push(`the started unit lists as ${listed.callsign} ${listed.state}, not LINCOLN-7 available`);
      const again = await ask('POST', '/api/vcad/units', { body: { ...body, callsign: 'LINCOLN-8' } });
      if (again.status !== 409) out.push(`starting a second unit while on duty answered ${again.status}, not 409`);
      return out;
    },
  },
];
