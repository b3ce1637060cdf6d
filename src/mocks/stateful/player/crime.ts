// The crime factions of the mock world (issue 27) with state: gangs whose members are the
// characters of the admin world (player/world.ts), with protection-fee spots and graffiti.
// Domain rules: a faction's name is unique (409); its leader is one of its members, marked
// `leader`; a character belongs to one faction at most (409 for a second); the last leader
// cannot be removed (409); counts (members, fee spots, graffiti) are counted, never stored; a
// fee spot and a graffiti name the faction that holds it; a dissolved faction leaves its
// spots without holder and its graffiti gone. Every admin change is written to the admin log
// (common/log.ts) and to the character's action log where it concerns one.
import { HttpResponse, type RequestHandler } from 'msw';
import { collection, hashSeed, mockStoreSeed, type Entity } from '../../store';
import { logAdminAction } from '../common/log';
import { body, done, me, notFound, now, on, page, problem } from '../kit';
import { daysAgo, logAdmin, personOf, playerOf, players, type Person } from './world';

type Member = { player: Person; rank: number; rankName: string; leader: boolean; joinedAt: string };
type Position = { x: number; y: number; z: number; dimension: number };
type Spot = {
  id: number;
  name: string;
  position: Position;
  factionId?: number;
  feeAmount: number;
  lastCollectedAt?: string;
  collectedTotal: number;
};
type Graffiti = { id: number; factionId: number; position: Position; createdBy?: Person; createdAt: string };

const RANKS = ['Anwärter', 'Mitglied', 'Vertrauter', 'Rechte Hand', 'Boss'] as const;
const rankName = (rank: number) => RANKS[Math.min(RANKS.length - 1, Math.floor(rank / 2.5))] as string;
const SEED: Array<{ name: string; shortName: string; color: string; members: string[] }> = [
  { name: 'Grove Families', shortName: 'GSF', color: '#2e8b57', members: ['Lukas_Weber', 'Lea_Fischer', 'Mia_Wagner'] },
  { name: 'Ballas', shortName: 'BAL', color: '#7b3fa0', members: ['Emma_Schulz', 'Felix_Koch'] },
  { name: 'Lost MC', shortName: 'LMC', color: '#5a5a5a', members: ['Leon_Klein', 'Sophie_Wolf', 'Elias_Neumann'] },
];
const SPOTS = [
  '24/7 Mission Row',
  'Ammu-Nation Vinewood',
  'Tankstelle Sandy Shores',
  'Friseur Davis',
  'Spirituosen Strawberry',
  'Imbiss Del Perro',
];

const hash = (what: string) => hashSeed(`${mockStoreSeed()} crime ${what}`);
const at = (i: number, what: string): Position => ({
  x: -1500 + (hash(`${what} x ${i}`) % 3000),
  y: -2500 + (hash(`${what} y ${i}`) % 4000),
  z: 30,
  dimension: 0,
});
const person = (name: string): Person => {
  const p = players().where((x) => x.name === name)[0];
  return p ? personOf(p) : { id: 0, name };
};

export const factions = () =>
  collection<Entity>('player crime factions', () =>
    SEED.map((f, i) => ({
      name: f.name,
      shortName: f.shortName,
      color: f.color,
      description: `Seit ${2020 + i} auf der Straße.`,
      blocked: false,
      createdAt: daysAgo(200 - i * 40),
      members: f.members.map<Member>((name, m) => ({
        player: person(name),
        rank: m === 0 ? 10 : 2 + (hash(`${name} rank`) % 6),
        rankName: m === 0 ? 'Boss' : rankName(2 + (hash(`${name} rank`) % 6)),
        leader: m === 0,
        joinedAt: daysAgo(190 - i * 40 - m * 5),
      })),
    })),
  );
const spots = () =>
  collection<Entity>('player crime fee spots', () =>
    SPOTS.map((name, i) => ({
      name,
      position: at(i, 'spot'),
      // The first four belong to the factions in turn, the last two to nobody.
      ...(i < 4 ? { factionId: (i % SEED.length) + 1, lastCollectedAt: daysAgo(1 + i) } : {}),
      feeAmount: 500 + (hash(`fee ${i}`) % 20) * 100,
      collectedTotal: i < 4 ? 5_000 + (hash(`total ${i}`) % 50) * 1_000 : 0,
    })),
  );
const graffiti = () =>
  collection<Entity>('player crime graffiti', () =>
    Array.from({ length: 9 }, (_, i) => {
      const faction = SEED[i % SEED.length] as (typeof SEED)[number];
      return {
        factionId: (i % SEED.length) + 1,
        position: at(i, 'graffiti'),
        createdBy: person(faction.members[i % faction.members.length] as string),
        createdAt: daysAgo(3 + i * 4),
      };
    }),
  );

const membersOf = (f: Entity) => (f.members as Member[] | undefined) ?? [];
const refOf = (f: Entity) => ({ id: f.id, name: f.name });
const summaryOf = (f: Entity) => {
  const members = membersOf(f);
  const leader = members.find((m) => m.leader);
  return {
    id: f.id,
    name: f.name,
    ...(f.shortName ? { shortName: f.shortName } : {}),
    color: f.color,
    ...(leader ? { leader: leader.player } : {}),
    ...(f.description ? { description: f.description } : {}),
    memberCount: members.length,
    feeSpotCount: spots().where((s) => s.factionId === f.id).length,
    graffitiCount: graffiti().where((g) => g.factionId === f.id).length,
    blocked: f.blocked === true,
    createdAt: f.createdAt,
    // The signed-in character's role, as organisations tell it: the check layer's member guard
    // (x-member-right) reads it, so only leaders and ACP admins change members (403 otherwise).
    myRole: members.find((m) => m.player.id === me().id)?.leader ? 'leader' : 'none',
  };
};
const spotOf = (s: Entity) => {
  const holder = s.factionId === undefined ? undefined : factions().get(s.factionId as number);
  const { factionId: _, ...rest } = s as Entity & Spot;
  return { ...rest, ...(holder ? { faction: refOf(holder) } : {}) };
};
const graffitiOf = (g: Entity) => {
  const holder = factions().get(g.factionId as number);
  const { factionId: _, ...rest } = g as Entity & Graffiti;
  return { ...rest, ...(holder ? { faction: refOf(holder) } : {}) };
};

const factionOf = (params: Record<string, unknown>) => factions().get(String(params.id)) ?? notFound('Diese Fraktion');
/** The faction a character belongs to, if any. */
export const factionOfPlayer = (playerId: number) =>
  factions().where((f) => membersOf(f).some((m) => m.player.id === playerId))[0];
const nameTaken = (name: string, except?: Entity) =>
  factions().where((f) => f !== except && String(f.name).toLowerCase() === name.toLowerCase()).length > 0;
const taken = () =>
  problem(409, 'Name vergeben', 'Eine Fraktion mit diesem Namen gibt es schon.', [
    { field: 'name', message: 'Eine Fraktion mit diesem Namen gibt es schon.' },
  ]);
const json = (value: unknown, status = 200) => HttpResponse.json(value as Record<string, unknown>, { status });
/** The reason a delete carries in its query (required by the contract) for the admin log. */
const queryReason = (request: Request) => new URL(request.url).searchParams.get('reason')?.trim() || undefined;
const log = (action: string, target?: Person, details?: string) =>
  logAdminAction({ area: 'player', right: 'player.crimeFactions', action, targetPlayer: target, details });

/** The character of `id` as a member-to-be: 404 for none, 409 when already in a faction. */
function recruit(id: unknown, what: string): Entity | Response {
  const player = playerOf(id);
  if (!player)
    return problem(422, 'Eingabe ungültig', 'Diese Person gibt es nicht.', [
      { field: what, message: 'Diese Person gibt es nicht.' },
    ]);
  const in_ = factionOfPlayer(Number(player.playerId));
  if (in_)
    return problem(409, 'Schon in einer Fraktion', `${String(player.name)} gehört schon zu ${String(in_.name)}.`);
  return player;
}

export const playerCrimeHandlers = (): RequestHandler[] => [
  // The fixed paths first: /crimefactions/feeSpots would else be taken for a faction's id.
  ...on('listPlayerCrimeFeeSpots', () => json({ items: spots().all().map(spotOf) })),
  ...on('listPlayerCrimeGraffiti', ({ request }) => json(page(request, graffiti().all().map(graffitiOf)))),
  ...on('listPlayerCrimeFactions', () => json({ items: factions().all().map(summaryOf) })),
  ...on('listPlayerCrimeFactionNames', () => json({ items: factions().all().map(refOf) })),
  ...on('getPlayerCrimeFactionByName', ({ params }) => {
    const name = decodeURIComponent(String(params.name)).toLowerCase();
    const f = factions().where((x) => String(x.name).toLowerCase() === name)[0];
    return f ? json(summaryOf(f)) : notFound('Diese Fraktion');
  }),
  ...on('getPlayerCrimeFaction', ({ params }) => {
    const f = factionOf(params);
    return f instanceof Response ? f : json(summaryOf(f));
  }),
  ...on('listPlayerCrimeFactionMembers', ({ params }) => {
    const f = factionOf(params);
    return f instanceof Response ? f : json({ items: membersOf(f) });
  }),
  ...on('listPlayerCrimeFactionFeeSpots', ({ params }) => {
    const f = factionOf(params);
    return f instanceof Response
      ? f
      : json({
          items: spots()
            .where((s) => s.factionId === f.id)
            .map(spotOf),
        });
  }),
  ...on('listPlayerCrimeFactionGraffiti', ({ request, params }) => {
    const f = factionOf(params);
    return f instanceof Response
      ? f
      : json(
          page(
            request,
            graffiti()
              .where((g) => g.factionId === f.id)
              .map(graffitiOf),
          ),
        );
  }),
  ...on('addPlayerCrimeFactionMember', async ({ request, params }) => {
    const f = factionOf(params);
    if (f instanceof Response) return f;
    const data = await body(request);
    const player = recruit(data.playerId, 'playerId');
    if (player instanceof Response) return player;
    const rank = Number(data.rank ?? 0);
    const member: Member = { player: personOf(player), rank, rankName: rankName(rank), leader: false, joinedAt: now() };
    f.members = [...membersOf(f), member];
    logAdmin(player, `In die Fraktion ${String(f.name)} aufgenommen`);
    log(`In die Fraktion „${String(f.name)}“ aufgenommen`, member.player);
    return json(member, 201);
  }),
  ...on('editPlayerCrimeFactionMember', async ({ request, params }) => {
    const f = factionOf(params);
    if (f instanceof Response) return f;
    const member = membersOf(f).find((m) => String(m.player.id) === String(params.playerId));
    if (!member) return notFound('Dieses Mitglied');
    const rank = Number((await body(request)).rank);
    Object.assign(member, { rank, rankName: member.leader ? member.rankName : rankName(rank) });
    log(`Rang in „${String(f.name)}“ auf ${rank} gesetzt`, member.player);
    return json(member);
  }),
  ...on('removePlayerCrimeFactionMember', ({ request, params }) => {
    const f = factionOf(params);
    if (f instanceof Response) return f;
    const member = membersOf(f).find((m) => String(m.player.id) === String(params.playerId));
    if (!member) return notFound('Dieses Mitglied');
    if (member.leader && membersOf(f).filter((m) => m.leader).length === 1)
      return problem(409, 'Letzte Leitung', 'Die Leitung kann nicht entfernt werden. Setze zuerst eine neue Leitung.');
    f.members = membersOf(f).filter((m) => m !== member);
    const player = playerOf(member.player.id);
    const reason = queryReason(request);
    if (player) logAdmin(player, `Aus der Fraktion ${String(f.name)} entfernt`, undefined, { details: reason });
    log(`Aus der Fraktion „${String(f.name)}“ entfernt`, member.player, reason);
    return done('Aus der Fraktion entfernt.', member.player.id);
  }),
  ...on('addPlayerCrimeFaction', async ({ request }) => {
    const data = await body(request);
    const name = String(data.name).trim();
    if (nameTaken(name)) return taken();
    const leader = recruit(data.leaderId, 'leaderId');
    if (leader instanceof Response) return leader;
    const f = factions().insert(
      {
        name,
        ...(data.shortName ? { shortName: data.shortName } : {}),
        color: data.color,
        ...(data.description ? { description: data.description } : {}),
        blocked: false,
        createdAt: now(),
        members: [{ player: personOf(leader), rank: 10, rankName: 'Boss', leader: true, joinedAt: now() }],
      },
      { first: false },
    );
    logAdmin(leader, `Leitung der neuen Fraktion ${name}`);
    log(`Fraktion „${name}“ gegründet`, personOf(leader));
    return json(summaryOf(f), 201);
  }),
  ...on('editPlayerCrimeFaction', async ({ request, params }) => {
    const f = factionOf(params);
    if (f instanceof Response) return f;
    const data = await body(request);
    const before = String(f.name);
    if (typeof data.name === 'string' && nameTaken(data.name.trim(), f)) return taken();
    if (data.leaderId !== undefined) {
      const members = membersOf(f);
      let next = members.find((m) => String(m.player.id) === String(data.leaderId));
      if (!next) {
        const player = recruit(data.leaderId, 'leaderId');
        if (player instanceof Response) return player;
        next = { player: personOf(player), rank: 10, rankName: 'Boss', leader: true, joinedAt: now() };
        members.push(next);
      }
      f.members = members.map((m) => ({
        ...m,
        leader: m === next,
        ...(m === next ? { rank: 10, rankName: 'Boss' } : {}),
      }));
    }
    for (const key of ['name', 'shortName', 'color', 'description', 'blocked'] as const)
      if (data[key] !== undefined) f[key] = typeof data[key] === 'string' ? data[key].trim() : data[key];
    const what = [
      f.name !== before ? `umbenannt in „${String(f.name)}“` : '',
      data.blocked === true ? 'gesperrt' : data.blocked === false ? 'entsperrt' : '',
      data.leaderId !== undefined ? 'neue Leitung' : '',
    ].filter(Boolean);
    log(`Fraktion „${before}“ geändert`, undefined, what.join(', ') || 'Angaben geändert');
    return json(summaryOf(f));
  }),
  ...on('deletePlayerCrimeFaction', ({ request, params }) => {
    const f = factionOf(params);
    if (f instanceof Response) return f;
    for (const s of spots().where((x) => x.factionId === f.id)) {
      delete s.factionId;
      delete s.lastCollectedAt;
    }
    for (const g of graffiti().where((x) => x.factionId === f.id)) graffiti().remove(g.id);
    factions().remove(f.id);
    const reason = queryReason(request);
    log(
      `Fraktion „${String(f.name)}“ aufgelöst`,
      undefined,
      [`${membersOf(f).length} Mitglieder`, reason].filter(Boolean).join(' · '),
    );
    return done('Fraktion aufgelöst.', f.id);
  }),
];
