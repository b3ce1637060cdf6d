// The admin part of the player area with state (issue 27), on the world of player/world.ts:
// search by name, account, id, phone number, social-club name or a vehicle's plate; the
// details, account, characters, inventory (catalogue items only), notes, action log and bans
// of a character; rename, admin flag, casino ban and prison time. Every change is logged on
// the character (kind "admin"). The check layer answers 403 before these for a user without
// the ACP right. Bans are issued and lifted by the gameserver area (gameserver.ts), on the
// same characters. Player reports: player/reports.ts. The player's own record: player/own.ts and
// player/own-more.ts. The crime factions: player/crime.ts.
import { HttpResponse, type RequestHandler } from 'msw';
import { loadMockArea } from '../generated';
import type { Entity } from '../store';
import { notFound, on, page } from './kit';
import { vehicles } from './vehicle/world';
import { playerAdminChangeHandlers } from './player/changes';
import { factionOfPlayer, playerCrimeHandlers } from './player/crime';
import { paydayOf, paydaysOf, pensionOf, playerOwnHandlers } from './player/own';
import { playerOwnMoreHandlers } from './player/own-more';
import { playerReportHandlers } from './player/reports';
import {
  bansOf,
  compact,
  detailsOf,
  inventoryOf,
  ITEM_CATALOGUE,
  logOf,
  notesOf,
  personOf,
  playerOf,
  players,
  summaryOf,
  type Person,
} from './player/world';

const gone = () => notFound('Diese Person');
type Params = Record<string, unknown>;
/** The character of the path, or the 404 that refuses it. */
export const characterOf = (params: Params): Entity | Response => playerOf(params.playerId) ?? gone();

/** The characters whose name, account, ids, phone, social club or one of whose plates holds `text`. */
async function search(text: string): Promise<Entity[]> {
  const all = players().all();
  if (!text) return all;
  const owners = new Set<number>();
  if (await loadMockArea('vehicle')) {
    for (const v of vehicles().where((v) => compact(String(v.plate ?? '')).includes(text))) {
      owners.add(Number((v.owner as Person | undefined)?.id));
    }
  }
  const fields = ['name', 'accountName', 'playerId', 'userId', 'phoneNumber', 'socialClubName'];
  return all.filter(
    (p) => owners.has(Number(p.playerId)) || fields.some((f) => compact(String(p[f] ?? '')).includes(text)),
  );
}

const json = (value: unknown, status = 200) => HttpResponse.json(value as Record<string, unknown>, { status });
const withCharacter = (params: Params, answer: (player: Entity) => unknown) => {
  const player = characterOf(params);
  return player instanceof Response ? player : json(answer(player));
};

export const playerHandlers = (): RequestHandler[] => [
  ...on('listPlayerAdminPlayers', async ({ request }) => {
    const query = new URL(request.url).searchParams;
    const online = query.get('online');
    const found = (await search(compact(query.get('q') ?? ''))).filter(
      (p) => online === null || String(p.online) === online,
    );
    return json(page(request, found.map(summaryOf)));
  }),
  ...on('listPlayerAdminNewest', ({ request }) => {
    const newest = players()
      .all()
      .sort((a, b) => String(b.createdAt).localeCompare(String(a.createdAt)));
    return json(page(request, newest.map(summaryOf)));
  }),
  ...on('getPlayerAdminSingle', ({ params }) => withCharacter(params, summaryOf)),
  ...on('getPlayerAdminDetails', ({ params }) =>
    withCharacter(params, (p) => {
      // The crime faction the character belongs to (player/crime.ts), by reference.
      const faction = factionOfPlayer(Number(p.playerId));
      // Pension and paydays as the character's own page (/myCharacter) shows them (player/own.ts).
      const id = Number(p.playerId);
      return {
        ...detailsOf(p),
        ...(faction ? { crimeFaction: { id: faction.id, name: faction.name } } : {}),
        pension: pensionOf(id),
        payday: paydayOf(id),
        recentPaydays: paydaysOf(id).slice(0, 5),
      };
    }),
  ),
  ...on('getPlayerAdminAccount', ({ params }) =>
    withCharacter(params, (p) => ({
      userId: p.userId,
      accountName: p.accountName,
      email: p.email,
      registeredAt: p.createdAt,
      lastLoginAt: p.lastSeenAt,
      characterCount: (p.characters as unknown[]).length,
      whitelisted: true,
      socialClubName: p.socialClubName,
      chatLinkState: 'linked',
      roles: p.admin ? ['Administrator'] : [],
    })),
  ),
  ...on('listPlayerAdminCharacters', ({ params }) => withCharacter(params, (p) => ({ items: p.characters }))),
  ...on('listPlayerAdminItemDefinitions', () => json({ items: ITEM_CATALOGUE })),
  ...on('listPlayerAdminItems', ({ params }) => withCharacter(params, inventoryOf)),
  ...on('listPlayerAdminNotes', ({ request, params }) =>
    withCharacter(params, (p) =>
      page(
        request,
        [...notesOf(p)].sort((a, b) => Number(b.pinned) - Number(a.pinned) || b.createdAt.localeCompare(a.createdAt)),
      ),
    ),
  ),
  ...on('listPlayerAdminLog', ({ request, params }) => {
    const kind = new URL(request.url).searchParams.get('kind');
    return withCharacter(params, (p) =>
      page(
        request,
        logOf(p).filter((e) => !kind || e.kind === kind),
      ),
    );
  }),
  ...on('listPlayerAdminPlayerBans', ({ request, params }) => withCharacter(params, (p) => page(request, bansOf(p)))),
  ...on('listPlayerAdminBans', ({ request }) => {
    const state = new URL(request.url).searchParams.get('state');
    const all = players()
      .all()
      .flatMap(bansOf)
      .filter((b) => !state || b.state === state)
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    return json(page(request, all));
  }),
  ...on('getPlayerAdminGps', ({ params }) => {
    const player = characterOf(params);
    if (player instanceof Response) return player;
    if (!player.online) return notFound('Die Position dieser Person (offline)');
    return json({
      player: personOf(player),
      position: player.position,
      inVehicle: false,
      updatedAt: player.lastSeenAt,
    });
  }),
  ...on('listPlayerAdminOnlineGps', ({ request }) =>
    json(
      page(
        request,
        players()
          .where((p) => p.online === true)
          // The last position report is when the character was last seen (a stamp of the world, never ahead of now).
          .map((p) => ({ player: personOf(p), position: p.position, inVehicle: false, updatedAt: p.lastSeenAt })),
      ),
    ),
  ),
  ...playerAdminChangeHandlers(),
  ...playerCrimeHandlers(),
  ...playerReportHandlers(),
  ...playerOwnHandlers(),
  ...playerOwnMoreHandlers(),
];
