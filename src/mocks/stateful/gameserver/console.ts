// The game server's console, settings, restart and whitelist with state (issue 27): a command
// answers what the console would (unknown ones say so, ok false); settings keep what an admin
// changes; one restart at a time (409 otherwise), shown in the status until cancelled; the
// whitelist keeps its entries (one per account, 409 for a second), and a reset clears it, keeping
// the accounts of admins when asked. Each change is answered, as the server would, at once.
import { HttpResponse, type RequestHandler } from 'msw';
import { collection, type Entity } from '../../store';
import { body, done, itemsOf, me, mockOf, notFound, now, on, page, problem } from '../kit';
import { logAdminAction } from '../common/log';
import { players } from '../player/world';

const ANSWERS: Array<[RegExp, (m: RegExpMatchArray) => string]> = [
  [/^weather (\w+)$/, (m) => `Wetter auf ${m[1]} gesetzt.`],
  [/^time (\d{1,2}) (\d{1,2})$/, (m) => `Uhrzeit auf ${m[1]}:${m[2]?.padStart(2, '0')} gesetzt.`],
  [/^reloadconfig$/, () => 'Konfiguration neu geladen.'],
  [/^saveall$/, () => `${players().where((p) => p.online === true).length} Spieler gespeichert.`],
  [/^status$/, () => `${players().where((p) => p.online === true).length} Spieler online, Tick 60 Hz.`],
  [/^say (.+)$/, (m) => `Gesendet: ${m[1]}`],
];

const server = () =>
  collection<Entity>('gameserver.server', () => [
    {
      settings: {
        ...mockOf('getGameserverSettings'),
        serverName: 'Los Santos Roleplay | Deutsch',
        maxPlayers: 300,
        maintenanceMode: false,
        whitelistEnabled: true,
        weather: 'clear',
        timeScale: 1,
        paydayIntervalMinutes: 60,
      },
      scheduledRestart: undefined,
    },
  ]);
const state = () => server().all()[0] as Entity;

export const scheduledRestart = () => state().scheduledRestart as Record<string, unknown> | undefined;

/** Every change here is written to the admin log (/acp/logs, issue 27 point 7). */
const log = (right: string, action: string, details?: string) =>
  logAdminAction({ area: 'gameserver', right, action, details });

const whitelist = () =>
  collection<Entity>('gameserver.whitelist', () => {
    const seen = new Set<unknown>();
    return itemsOf('listGameserverWhitelist').filter((e) => !seen.has(e.userId) && seen.add(e.userId));
  });

const adminUserIds = () =>
  new Set(
    players()
      .where((p) => p.admin === true)
      .map((p) => Number(p.userId)),
  );

export const gameserverConsoleHandlers = (): RequestHandler[] => [
  ...on('sendGameserverCommand', async ({ request }) => {
    const command = String((await body(request)).command ?? '').trim();
    const found = ANSWERS.map(([re, answer]) => [command.match(re), answer] as const).find(([m]) => m);
    log('gameserver.command', `Konsolenbefehl: ${command}`);
    return HttpResponse.json({
      command,
      ok: found !== undefined,
      output: found?.[0] ? found[1](found[0]) : `Unbekannter Befehl: ${command.split(' ')[0]}`,
      executedAt: now(),
    });
  }),
  ...on('getGameserverSettings', () => HttpResponse.json(state().settings as Record<string, unknown>)),
  ...on('editGameserverSettings', async ({ request }) => {
    const settings = { ...(state().settings as Record<string, unknown>), ...(await body(request)) };
    server().update(state().id, { settings });
    log('gameserver.settings', 'Servereinstellungen geändert');
    return HttpResponse.json(settings);
  }),
  ...on('restartGameserver', async ({ request }) => {
    if (scheduledRestart()) return problem(409, 'Schon geplant', 'Ein Neustart ist schon angesetzt.');
    const data = await body(request);
    const restart = {
      scheduledAt: new Date(Date.now() + Number(data.delayMinutes ?? 0) * 60_000).toISOString(),
      requestedBy: me(),
      reason: String(data.reason ?? ''),
    };
    server().update(state().id, { scheduledRestart: restart });
    log('gameserver.restart', `Neustart in ${Number(data.delayMinutes ?? 0)} min angesetzt`, restart.reason);
    return HttpResponse.json(restart, { status: 202 });
  }),
  ...on('cancelGameserverRestart', () => {
    if (!scheduledRestart()) return problem(409, 'Kein Neustart', 'Es ist kein Neustart angesetzt.');
    server().update(state().id, { scheduledRestart: undefined });
    log('gameserver.restart', 'Neustart abgesagt');
    return done('Neustart abgesagt.');
  }),
  ...on('listGameserverWhitelist', ({ request }) => {
    const q = (new URL(request.url).searchParams.get('q') ?? '').toLowerCase();
    return HttpResponse.json(
      page(
        request,
        whitelist().where((e) => String(e.accountName).toLowerCase().includes(q) || String(e.userId) === q),
      ),
    );
  }),
  ...on('addGameserverWhitelistEntry', async ({ request }) => {
    const data = await body(request);
    if (whitelist().where((e) => Number(e.userId) === Number(data.userId)).length)
      return problem(409, 'Schon eingetragen', 'Dieses Konto steht schon auf der Whitelist.');
    const known = players().where((p) => Number(p.userId) === Number(data.userId))[0];
    const entry = whitelist().insert({
      userId: Number(data.userId),
      accountName: String(known?.accountName ?? `konto${String(data.userId)}`),
      whitelisted: true,
      ...(typeof data.note === 'string' && data.note.trim() ? { note: data.note.trim() } : {}),
      addedBy: me(),
      addedAt: now(),
    });
    log('gameserver.whitelist', `Konto ${String(entry.accountName)} auf die Whitelist gesetzt`);
    return HttpResponse.json(entry, { status: 201 });
  }),
  ...on('editGameserverWhitelistEntry', async ({ request, params }) => {
    const entry = whitelist().update(String(params.whitelistEntryId), await body(request));
    return entry ? HttpResponse.json(entry) : notFound('Dieser Eintrag');
  }),
  ...on('removeGameserverWhitelistEntry', ({ request, params }) => {
    const entry = whitelist().remove(String(params.whitelistEntryId));
    if (!entry) return notFound('Dieser Eintrag');
    // The contract's required reason (query) goes to the admin log.
    const reason = new URL(request.url).searchParams.get('reason')?.trim() || undefined;
    log('gameserver.whitelist', `Konto ${String(entry.accountName)} von der Whitelist genommen`, reason);
    return done('Von der Whitelist genommen.', entry.id);
  }),
  ...on('resetGameserverWhitelist', async ({ request }) => {
    const data = await body(request);
    const keep = data.keepAdmins !== false ? adminUserIds() : new Set<number>();
    for (const e of whitelist().all()) if (!keep.has(Number(e.userId))) whitelist().remove(e.id);
    log(
      'gameserver.whitelistReset',
      'Whitelist zurückgesetzt',
      typeof data.reason === 'string' ? data.reason : undefined,
    );
    return done('Whitelist zurückgesetzt.');
  }),
];
