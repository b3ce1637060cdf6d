// The game server's actions on characters with state (issue 27): ban (temporary with its end,
// or permanent), unban with a reason and kick (online characters only), on the characters of
// the player area's admin world (player/world.ts), so the ban list and the `banned` flag an
// admin sees follow at once. The check layer answers 403 first for a user without the right.
// The state and the online list follow the online characters of that world; a character's live
// values (getGameserverCharacter) are its values there, which is also how the check layer learns
// that an id names a character at all (world/exists.ts: the online list holds only a part), so
// an unknown id answers 404 and an offline character can still be banned. The live actions on
// one character answer 409 while it is offline, as the contract says; a message to everyone is
// confirmed. Trunk and owner changes of a vehicle answer 404 for a vehicle (or stack) the vehicle
// area's world does not hold; a stack added to or removed from a trunk is there or gone, a new
// owner kept (all logged with their reason). The other live
// actions answer from the generated mocks. Console, settings, restart, whitelist: gameserver/console.ts.
import { HttpResponse, type RequestHandler } from 'msw';
import { loadMockArea } from '../generated';
import type { Entity } from '../store';
import { body, done, notFound, on, page, problem } from './kit';
import { ban, itemDefinition, logAdmin, personOf, playerOf, players, stackOf, unban } from './player/world';
import { summaryOf as vehicleSummaryOf, trunkOf, vehicles } from './vehicle/world';
import { logAdminAction } from './common/log';
import { gameserverConsoleHandlers, scheduledRestart } from './gameserver/console';

const characterOf = (params: Record<string, unknown>) => playerOf(params.playerId) ?? notFound('Diese Person');
const offline = () => problem(409, 'Nicht online', 'Diese Person ist gerade nicht auf dem Server.');

/** The live values of a character as the game server holds them (GameserverCharacter). */
const liveOf = (p: Entity) => {
  const position = p.position as Record<string, unknown>;
  return {
    id: p.playerId,
    name: p.name,
    online: p.online === true,
    health: p.health,
    armor: p.armor,
    hunger: p.hunger,
    thirst: p.thirst,
    cash: p.cash,
    job: p.job,
    dimension: position.dimension,
    position,
  };
};

/** A live action on one character: 404 for none, 409 while offline, else logged and confirmed. */
const liveAction = (operationId: string, what: string, right: string) =>
  on(operationId, ({ params }) => {
    const player = characterOf(params);
    if (player instanceof Response) return player;
    if (!player.online) return offline();
    logAdmin(player, what, undefined, { area: 'gameserver', right });
    return done('Erledigt.', player.playerId);
  });

/** The vehicle of the path from the vehicle area's world, or the 404 that refuses it. */
async function vehicleOf(params: Record<string, unknown>): Promise<Entity | Response> {
  const vehicle = (await loadMockArea('vehicle')) ? vehicles().get(String(params.vehicleId)) : undefined;
  return vehicle ?? notFound('Dieses Fahrzeug');
}

export const gameserverHandlers = (): RequestHandler[] => [
  ...on('getGameserverStatus', () =>
    HttpResponse.json({
      online: true,
      playerCount: players().where((p) => p.online === true).length,
      maxPlayers: 300,
      uptimeSeconds: 5 * 3600 + 17 * 60,
      version: '1.14.2',
      ...(scheduledRestart() ? { scheduledRestart: scheduledRestart() } : {}),
    }),
  ),
  ...on('listGameserverOnlinePlayers', ({ request }) => {
    const q = (new URL(request.url).searchParams.get('q') ?? '').toLowerCase();
    const online = players().where((p) => p.online === true && String(p.name).toLowerCase().includes(q));
    return HttpResponse.json(
      page(
        request,
        online.map((p, i) => ({
          player: personOf(p),
          serverId: i + 1,
          ping: 20 + ((Number(p.playerId) * 7) % 80),
          dimension: (p.position as Record<string, unknown>).dimension,
          afk: false,
          onlineSince: p.lastSeenAt,
        })),
      ),
    );
  }),
  ...on('getGameserverCharacter', ({ params }) => {
    const player = characterOf(params);
    return player instanceof Response ? player : HttpResponse.json(liveOf(player));
  }),
  ...on('editGameserverCharacter', async ({ request, params }) => {
    const player = characterOf(params);
    if (player instanceof Response) return player;
    const data = await body(request);
    for (const key of ['health', 'armor', 'hunger', 'thirst', 'cash', 'job'] as const)
      if (data[key] !== undefined) player[key] = data[key];
    if (data.dimension !== undefined)
      player.position = { ...(player.position as Record<string, unknown>), dimension: data.dimension };
    logAdmin(player, `Live-Werte geändert: ${String(data.reason)}`, undefined, {
      area: 'gameserver',
      right: 'gameserver.editCharacter',
    });
    return HttpResponse.json(liveOf(player));
  }),
  ...liveAction('setGameserverWaypoint', 'Wegpunkt gesetzt.', 'gameserver.waypoint'),
  ...liveAction('setGameserverClipboard', 'Zwischenablage gesetzt.', 'gameserver.clipboard'),
  ...liveAction('teleportGameserverPlayer', 'Teleportiert.', 'gameserver.teleport'),
  ...liveAction('spectateGameserverPlayer', 'Beobachtet.', 'gameserver.spectate'),
  ...liveAction('resetGameserverDimension', 'In die offene Welt (Dimension 0) gesetzt.', 'gameserver.resetDimension'),
  ...liveAction('sendGameserverMessage', 'Nachricht gesendet.', 'gameserver.message'),
  ...liveAction('notifyGameserverPlayer', 'Benachrichtigung gesendet.', 'gameserver.notify'),
  // A new stack of a catalogue item in the trunk (422 under itemId for none, 409 past the trunk's
  // weight); the vehicle area's world keeps it, so the trunk lists it; the reason is logged.
  ...on('addGameserverVehicleItem', async ({ request, params }) => {
    const vehicle = await vehicleOf(params);
    if (vehicle instanceof Response) return vehicle;
    const data = await body(request);
    const def = itemDefinition(Number(data.itemId));
    if (!def)
      return problem(422, 'Eingabe ungültig', 'Diesen Gegenstand gibt es nicht.', [
        { field: 'itemId', message: 'Diesen Gegenstand gibt es nicht im Katalog.' },
      ]);
    const amount = Number(data.amount);
    const { totalWeight, maxWeight } = trunkOf(vehicle);
    if (totalWeight + def.unitWeight * amount > maxWeight)
      return problem(409, 'Kofferraum voll', `Der Kofferraum trägt höchstens ${maxWeight} kg.`);
    const trunk = (vehicle.trunk as Array<Record<string, unknown>> | undefined) ?? [];
    const used = new Set(trunk.map((s) => Number(s.slot)));
    const stack = {
      ...stackOf(def, amount),
      id: Math.max(0, ...trunk.map((s) => Number(s.id))) + 1,
      slot: Array.from({ length: 100 }, (_, n) => n).find((n) => !used.has(n)) ?? trunk.length,
    };
    vehicles().update(String(vehicle.id), { trunk: [...trunk, stack] });
    logAdminAction({
      area: 'gameserver',
      right: 'gameserver.items',
      action: `${amount}x ${def.name} in den Kofferraum von ${String(vehicle.plate)} gelegt`,
      details: typeof data.reason === 'string' && data.reason.trim() ? data.reason.trim() : undefined,
    });
    return HttpResponse.json(stack, { status: 201 });
  }),
  // A new owner: a character of the admin world (422 under ownerId for none), or a company or
  // organisation by its id; the vehicle area's world keeps it, the admin log has the reason.
  ...on('setGameserverVehicleOwner', async ({ request, params }) => {
    const vehicle = await vehicleOf(params);
    if (vehicle instanceof Response) return vehicle;
    const data = await body(request);
    const kind = String(data.ownerKind);
    const player = kind === 'player' ? playerOf(data.ownerId) : undefined;
    if (kind === 'player' && !player)
      return problem(422, 'Eingabe ungültig', 'Diese Person gibt es nicht.', [
        { field: 'ownerId', message: 'Diese Person gibt es nicht.' },
      ]);
    const label = kind === 'factory' ? `Firma #${String(data.ownerId)}` : `Organisation #${String(data.ownerId)}`;
    const changed = vehicles().update(
      String(vehicle.id),
      player
        ? { ownerKind: 'player', owner: personOf(player), ownerLabel: undefined }
        : { ownerKind: kind, ownerLabel: label },
    ) as Entity;
    logAdminAction({
      area: 'gameserver',
      right: 'gameserver.vehicles',
      action: `Fahrzeug ${String(vehicle.plate)} umgeschrieben auf ${player ? String(player.name) : label}`,
      ...(player ? { targetPlayer: personOf(player) } : {}),
      details: String(data.reason ?? ''),
    });
    return HttpResponse.json(vehicleSummaryOf(changed));
  }),
  ...on('deleteGameserverVehicleItem', async ({ request, params }) => {
    const vehicle = await vehicleOf(params);
    if (vehicle instanceof Response) return vehicle;
    const trunk = (vehicle.trunk as Array<{ id: unknown; amount?: unknown; name?: unknown }> | undefined) ?? [];
    const stack = trunk.find((s) => String(s.id) === String(params.itemId));
    if (!stack) return notFound('Dieser Stapel');
    vehicles().update(String(vehicle.id), { trunk: trunk.filter((s) => s !== stack) });
    // The contract's required reason (query) goes to the admin log (issue 27 point 7).
    logAdminAction({
      area: 'gameserver',
      right: 'gameserver.items',
      action: `${String(stack.amount)}x ${String(stack.name)} aus dem Kofferraum von ${String(vehicle.plate)} entfernt`,
      details: new URL(request.url).searchParams.get('reason')?.trim() || undefined,
    });
    return done('Aus dem Kofferraum entfernt.', params.itemId);
  }),
  ...on('sendGameserverBroadcast', async ({ request }) => {
    const text = String((await body(request)).text ?? '');
    logAdminAction({
      area: 'gameserver',
      right: 'gameserver.message',
      action: 'Nachricht an alle gesendet',
      details: text,
    });
    return done('Nachricht an alle gesendet.');
  }),
  ...on('notifyGameserverAll', async ({ request }) => {
    const title = String((await body(request)).title ?? '');
    logAdminAction({
      area: 'gameserver',
      right: 'gameserver.notify',
      action: 'Benachrichtigung an alle',
      details: title,
    });
    return done('Benachrichtigung an alle gesendet.');
  }),
  ...on('banGameserverPlayer', async ({ request, params }) => {
    const player = characterOf(params);
    if (player instanceof Response) return player;
    const data = await body(request);
    const hours = data.kind === 'permanent' ? undefined : Number(data.durationHours);
    const entry = ban(player, String(data.reason), hours);
    return entry instanceof Response ? entry : HttpResponse.json(entry, { status: 201 });
  }),
  ...on('unbanGameserverPlayer', async ({ request, params }) => {
    const player = characterOf(params);
    if (player instanceof Response) return player;
    const entry = unban(player, String((await body(request)).reason));
    return entry instanceof Response ? entry : HttpResponse.json(entry);
  }),
  ...on('kickGameserverPlayer', async ({ request, params }) => {
    const player = characterOf(params);
    if (player instanceof Response) return player;
    if (!player.online) return offline();
    const reason = String((await body(request)).reason);
    player.online = false;
    logAdmin(player, `Vom Server gekickt: ${reason}`, undefined, { area: 'gameserver', right: 'gameserver.kick' });
    return done('Gekickt.', player.playerId);
  }),
  ...gameserverConsoleHandlers(),
];
