// The admin's changes to a character (player area, issue 27): inventory, notes, rename, admin
// flag, casino ban, prison time. Each is logged on the character (logAdmin) with the reason
// when the contract takes one.
import { HttpResponse, type RequestHandler } from 'msw';
import type { Entity } from '../../store';
import { body, done, notFound, now, on, problem } from '../kit';
import {
  addItem,
  addNote,
  itemDefinition,
  itemsOf,
  logAdmin,
  notesOf,
  playerOf,
  players,
  stackOf,
  summaryOf,
  type ItemDefinition,
} from './world';

type Params = Record<string, unknown>;
const characterOf = (params: Params): Entity | Response => playerOf(params.playerId) ?? notFound('Diese Person');
const ITEMS = { right: 'player.editItems' };
const NOTES = { right: 'player.notes' };
const CASINO = { right: 'player.casinoBan' };
/** The reason a delete carries in its query (the contract requires it; the check layer enforces it). */
const queryReason = (request: Request) => new URL(request.url).searchParams.get('reason')?.trim() || undefined;
const reasonOf = (data: Record<string, unknown>) => (typeof data.reason === 'string' ? `: ${data.reason}` : '');

export const playerAdminChangeHandlers = (): RequestHandler[] => [
  ...on('addPlayerAdminItem', async ({ request, params }) => {
    const player = characterOf(params);
    if (player instanceof Response) return player;
    const data = await body(request);
    const amount = Number(data.amount);
    const stack = addItem(player, Number(data.itemId), amount);
    if (stack instanceof Response) return stack;
    logAdmin(player, `${amount}x ${stack.name} ins Inventar gelegt${reasonOf(data)}`, undefined, ITEMS);
    return HttpResponse.json(stack, { status: 201 });
  }),
  ...on('editPlayerAdminItem', async ({ request, params }) => {
    const player = characterOf(params);
    if (player instanceof Response) return player;
    const stack = itemsOf(player).find((s) => String(s.id) === String(params.itemId));
    if (!stack) return notFound('Dieser Stapel');
    const data = await body(request);
    const def = itemDefinition(stack.itemId) as ItemDefinition;
    const amount = Number(data.amount);
    if (amount > def.stackSize)
      return problem(409, 'Stapel zu groß', `Davon passen höchstens ${def.stackSize} auf einen Platz.`);
    const before = stack.amount;
    Object.assign(stack, stackOf(def, amount));
    logAdmin(player, `${stack.name}: Menge ${before} → ${amount}${reasonOf(data)}`, undefined, ITEMS);
    return HttpResponse.json(stack);
  }),
  ...on('removePlayerAdminItem', ({ request, params }) => {
    const player = characterOf(params);
    if (player instanceof Response) return player;
    const stack = itemsOf(player).find((s) => String(s.id) === String(params.itemId));
    if (!stack) return notFound('Dieser Stapel');
    player.items = itemsOf(player).filter((s) => s !== stack);
    logAdmin(player, `${stack.amount}x ${stack.name} aus dem Inventar genommen`, undefined, {
      ...ITEMS,
      details: queryReason(request),
    });
    return done('Aus dem Inventar genommen.', stack.id);
  }),
  ...on('addPlayerAdminNote', async ({ request, params }) => {
    const player = characterOf(params);
    if (player instanceof Response) return player;
    const data = await body(request);
    const note = addNote(player, String(data.text), data.pinned === true);
    logAdmin(player, 'Notiz hinzugefügt', undefined, NOTES);
    return HttpResponse.json(note, { status: 201 });
  }),
  ...on('editPlayerAdminNote', async ({ request, params }) => {
    const player = characterOf(params);
    if (player instanceof Response) return player;
    const note = notesOf(player).find((n) => String(n.id) === String(params.noteId));
    if (!note) return notFound('Diese Notiz');
    const data = await body(request);
    if (typeof data.text === 'string') note.text = data.text;
    if (typeof data.pinned === 'boolean') note.pinned = data.pinned;
    note.editedAt = now();
    logAdmin(player, 'Notiz bearbeitet', undefined, NOTES);
    return HttpResponse.json(note);
  }),
  ...on('deletePlayerAdminNote', ({ request, params }) => {
    const player = characterOf(params);
    if (player instanceof Response) return player;
    const note = notesOf(player).find((n) => String(n.id) === String(params.noteId));
    if (!note) return notFound('Diese Notiz');
    player.notes = notesOf(player).filter((n) => n !== note);
    logAdmin(player, 'Notiz gelöscht', undefined, { ...NOTES, details: queryReason(request) });
    return done('Notiz gelöscht.', note.id);
  }),
  ...on('renamePlayer', async ({ request, params }) => {
    const player = characterOf(params);
    if (player instanceof Response) return player;
    const data = await body(request);
    const name = String(data.newName);
    if (players().where((p) => p.name === name && p !== player).length)
      return problem(409, 'Name vergeben', 'Diesen Namen trägt schon jemand.', [
        { field: 'newName', message: 'Diesen Namen trägt schon jemand.' },
      ]);
    logAdmin(player, `Umbenannt von ${String(player.name)} in ${name}${reasonOf(data)}`, undefined, {
      right: 'player.rename',
    });
    player.name = name;
    return HttpResponse.json(summaryOf(player));
  }),
  ...on('setPlayerAdminFlag', async ({ request, params }) => {
    const player = characterOf(params);
    if (player instanceof Response) return player;
    const data = await body(request);
    player.admin = data.admin === true;
    logAdmin(player, `Admin-Kennzeichen ${player.admin ? 'gesetzt' : 'entfernt'}${reasonOf(data)}`, undefined, {
      right: 'player.adminFlag',
    });
    return HttpResponse.json(summaryOf(player));
  }),
  ...on('banPlayerCasino', async ({ request, params }) => {
    const player = characterOf(params);
    if (player instanceof Response) return player;
    const casino = player.casino as Record<string, unknown>;
    if (casino.banned) return problem(409, 'Bereits gesperrt', 'Für diese Person gilt schon eine Casino-Sperre.');
    const data = await body(request);
    const days = Number(data.days);
    player.casino = {
      ...casino,
      banned: true,
      banReason: data.reason,
      ...(Number.isFinite(days) && days > 0
        ? { bannedUntil: new Date(Date.now() + days * 86_400_000).toISOString() }
        : {}),
    };
    logAdmin(player, `Casino-Sperre${reasonOf(data)}`, undefined, CASINO);
    return HttpResponse.json(player.casino as Record<string, unknown>);
  }),
  ...on('unbanPlayerCasino', ({ params }) => {
    const player = characterOf(params);
    if (player instanceof Response) return player;
    const casino = player.casino as Record<string, unknown>;
    if (!casino.banned) return problem(409, 'Keine Casino-Sperre', 'Für diese Person gilt keine Casino-Sperre.');
    player.casino = {
      banned: false,
      selfBlocked: casino.selfBlocked ?? false,
      ...(casino.blockedUntil ? { blockedUntil: casino.blockedUntil } : {}),
    };
    logAdmin(player, 'Casino-Sperre aufgehoben', undefined, CASINO);
    return HttpResponse.json(player.casino as Record<string, unknown>);
  }),
  ...on('setPlayerAdminPrisonTime', async ({ request, params }) => {
    const player = characterOf(params);
    if (player instanceof Response) return player;
    const data = await body(request);
    const minutes = Number(data.minutes ?? 0);
    player.prison =
      minutes > 0
        ? {
            inPrison: true,
            remainingMinutes: minutes,
            totalMinutes: minutes,
            since: now(),
            ...(data.reason ? { reason: data.reason } : {}),
          }
        : { inPrison: false, remainingMinutes: 0 };
    logAdmin(player, `Haftzeit auf ${minutes} min gesetzt${reasonOf(data)}`, undefined, { right: 'player.prison' });
    return HttpResponse.json(player.prison as Record<string, unknown>);
  }),
];
