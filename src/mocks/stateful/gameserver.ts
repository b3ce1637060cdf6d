// The game server's actions on characters with state (issue 27): ban (temporary with its end,
// or permanent), unban with a reason and kick (online characters only), on the characters of
// the player area's admin world (player/world.ts), so the ban list and the `banned` flag an
// admin sees follow at once. The check layer answers 403 first for a user without the right.
// The state counts the online characters of that world; a message to everyone is confirmed.
// The other live actions answer from the generated mocks.
import { HttpResponse, type RequestHandler } from 'msw';
import { body, done, notFound, on, problem } from './kit';
import { ban, logAdmin, playerOf, players, unban } from './player/world';

const characterOf = (params: Record<string, unknown>) => playerOf(params.playerId) ?? notFound('Diese Person');

export const gameserverHandlers = (): RequestHandler[] => [
  ...on('getGameserverStatus', () =>
    HttpResponse.json({
      online: true,
      playerCount: players().where((p) => p.online === true).length,
      maxPlayers: 300,
      uptimeSeconds: 5 * 3600 + 17 * 60,
      version: '1.14.2',
    }),
  ),
  ...on('sendGameserverBroadcast', () => done('Nachricht an alle gesendet.')),
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
    if (!player.online) return problem(409, 'Nicht online', 'Diese Person ist gerade nicht auf dem Server.');
    const reason = String((await body(request)).reason);
    player.online = false;
    logAdmin(player, `Vom Server gekickt: ${reason}`);
    return done('Gekickt.', player.playerId);
  }),
];
