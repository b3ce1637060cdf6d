// The role sync bot with state (issue 28): which in-game role gives which chat role and voice
// group, the roles and groups that exist on both services, settings, and sync runs with their
// log. Domain rules:
// - a sync run has a start, an end after it and a result; it runs for about a second (the state
//   says `running` until then) and then writes its lines to the sync log;
// - in the mock world one account (lea.fischer) has unlinked her chat account, so every run
//   reports exactly one failure with its reason;
// - mappings name existing in-game roles, chat roles the bot may assign and existing voice groups;
// - every change (mapping, settings, a started run) adds a line to the admin log.
import { HttpResponse, type RequestHandler } from 'msw';
import { collection, type Entity } from '../store';
import { body, done, me, notFound, now, on, page, problem, type Json } from './kit';
import { accountNameOf, ACP_ACCOUNTS, logAdminAction, type Person } from './common/log';
import { roles } from './auth';

const REF = Date.UTC(2026, 10, 20, 18);
const at = (minutesAgo: number) => new Date(REF - minutesAgo * 60_000).toISOString();
/** How long a run takes in the mock world. */
export const RUN_MS = 1200;
export const FAILURE_REASON =
  'Konto lea.fischer ist nicht mehr mit dem Chat-Dienst verknüpft (Verknüpfung aufgehoben).';

const CHAT_ROLES = [
  { id: '912384756102938475', name: 'LSPD', color: '#1e88e5', position: 40, managed: false },
  { id: '912384756102938476', name: 'LSMD', color: '#e53935', position: 39, managed: false },
  { id: '912384756102938477', name: 'Leitstelle', color: '#fdd835', position: 38, managed: false },
  { id: '912384756102938478', name: 'Teammitglied', color: '#8e24aa', position: 60, managed: false },
  { id: '912384756102938479', name: 'Supporter', color: '#43a047', position: 55, managed: false },
  { id: '912384756102938480', name: 'Whitelisted', color: '#90a4ae', position: 10, managed: false },
  { id: '912384756102938481', name: 'Mechaniker', color: '#fb8c00', position: 30, managed: false },
  { id: '912384756102938499', name: 'Server-Admin', color: '#b71c1c', position: 200, managed: true },
];
const VOICE_GROUPS = [
  { id: 31, name: 'LSPD', kind: 'regular' },
  { id: 32, name: 'LSMD', kind: 'regular' },
  { id: 33, name: 'Leitstelle', kind: 'regular' },
  { id: 40, name: 'Team', kind: 'regular' },
  { id: 41, name: 'Support', kind: 'regular' },
  { id: 8, name: 'Gast', kind: 'template' },
];

function ingameRoles(): Json[] {
  return [
    { kind: 'everyone', key: 'all', label: 'Alle Spieler mit Whitelist' },
    { kind: 'team', key: 'police', label: 'LSPD' },
    { kind: 'team', key: 'medic', label: 'LSMD' },
    { kind: 'department', key: 'dispatch', label: 'Leitstelle' },
    { kind: 'factory', key: 'mechanic', label: 'Bennys Werkstatt' },
    { kind: 'faction', key: 'ballas', label: 'Ballas' },
    ...roles()
      .all()
      .map((r) => ({ kind: 'acp', key: `role-${String(r.id)}`, label: `ACP: ${String(r.name)}` })),
  ];
}
const findIngame = (ref: Json | undefined) => {
  const found = ingameRoles().find((r) => r.kind === ref?.kind && r.key === ref?.key);
  return found ? { ...found, ...(ref?.minRank !== undefined ? { minRank: ref.minRank } : {}) } : undefined;
};

const chatMappings = () =>
  collection<Entity>('butlerv chat mappings', () =>
    [
      ['team', 'police', '912384756102938475', 14],
      ['team', 'medic', '912384756102938476', 9],
      ['department', 'dispatch', '912384756102938477', 4],
      ['everyone', 'all', '912384756102938480', 212],
    ].map(([kind, key, chatRoleId, memberCount], i) => ({
      ingameRole: ingameRoles().find((r) => r.kind === kind && r.key === key),
      chatRoleId,
      chatRoleName: CHAT_ROLES.find((c) => c.id === chatRoleId)?.name,
      enabled: true,
      memberCount,
      updatedAt: at(60 * 24 * (i + 3)),
    })),
  );
const voiceMappings = () =>
  collection<Entity>('butlerv voice mappings', () =>
    [
      ['team', 'police', 31, 14],
      ['team', 'medic', 32, 9],
      ['department', 'dispatch', 33, 4],
    ].map(([kind, key, voiceGroupId, memberCount], i) => ({
      ingameRole: ingameRoles().find((r) => r.kind === kind && r.key === key),
      voiceGroupId,
      voiceGroupName: VOICE_GROUPS.find((g) => g.id === voiceGroupId)?.name,
      enabled: true,
      memberCount,
      updatedAt: at(60 * 24 * (i + 2)),
    })),
  );
const settings = () =>
  collection<Entity>('butlerv settings', () => [
    {
      chatEnabled: true,
      voiceEnabled: true,
      autoSyncMinutes: 30,
      removeUnmappedRoles: true,
      updatedAt: at(60 * 24 * 20),
    },
  ]);
/** Sync runs: start, end (after the start), services, result; the last seeded one ended 25 min before REF. */
export const runs = () =>
  collection<Entity>('butlerv runs', () => [
    {
      services: ['chat', 'voice'],
      dryRun: false,
      startedAt: at(26),
      finishedAt: at(25),
      state: 'finished',
      failures: 1,
      triggeredBy: me(),
    },
  ]);
const syncLog = () =>
  collection<Entity>('butlerv sync log', () =>
    linesOf({ id: 1, startedAt: at(26), finishedAt: at(25), services: ['chat', 'voice'] }),
  );

/** The log lines of one run: a few changes, the one failure, and the closing line per service. */
function linesOf(run: {
  id: unknown;
  startedAt: unknown;
  finishedAt: unknown;
  services: unknown;
}): Array<Partial<Entity>> {
  const [, anna, lukas, lea] = ACP_ACCOUNTS() as [Person, Person, Person, Person];
  const start = Date.parse(String(run.startedAt));
  const end = Date.parse(String(run.finishedAt));
  const step = (end - start) / 5;
  const stamp = (i: number) => new Date(start + step * i).toISOString();
  const services = run.services as string[];
  const lines: Array<Partial<Entity>> = [];
  if (services.includes('chat')) {
    lines.push(
      {
        createdAt: stamp(1),
        service: 'chat',
        action: 'add',
        outcome: 'ok',
        userId: anna.id,
        accountName: accountNameOf(anna),
        target: 'Teammitglied',
        runId: run.id,
      },
      {
        createdAt: stamp(2),
        service: 'chat',
        action: 'add',
        outcome: 'failed',
        userId: lea.id,
        accountName: accountNameOf(lea),
        target: 'LSMD',
        runId: run.id,
        error: FAILURE_REASON,
      },
    );
  }
  if (services.includes('voice'))
    lines.push({
      createdAt: stamp(3),
      service: 'voice',
      action: 'remove',
      outcome: 'ok',
      userId: lukas.id,
      accountName: accountNameOf(lukas),
      target: 'LSPD',
      runId: run.id,
    });
  for (const service of services)
    lines.push({
      createdAt: stamp(5),
      service,
      action: 'fullsync',
      outcome: service === 'chat' ? 'failed' : 'ok',
      runId: run.id,
      ...(service === 'chat' ? { error: '1 Fehler, siehe Eintrag davor.' } : {}),
    });
  return lines.reverse(); // newest first
}

/** Ends the running run once its time is up: end after start, result, lines in the log. */
function settle(): void {
  for (const run of runs().where((r) => r.state === 'running')) {
    const start = Date.parse(String(run.startedAt));
    if (Date.now() < start + RUN_MS) continue;
    // Strictly after the start (the issue: "an end after it"), even on a coarse clock.
    run.finishedAt = new Date(Math.max(Date.now(), start + RUN_MS)).toISOString();
    run.state = 'finished';
    run.failures = (run.services as string[]).includes('chat') ? 1 : 0;
    for (const line of linesOf(
      run as Entity & { startedAt: unknown; finishedAt: unknown; services: unknown },
    ).reverse())
      syncLog().insert(line);
  }
}

function serviceState(service: 'chat' | 'voice') {
  settle();
  const s = settings().all()[0] as Entity;
  const mine = runs()
    .all()
    .filter((r) => (r.services as string[]).includes(service))
    .sort((a, b) => String(b.startedAt).localeCompare(String(a.startedAt)));
  const last = mine.find((r) => r.state === 'finished');
  const running = mine.some((r) => r.state === 'running');
  const failed = service === 'chat' && last ? Number(last.failures ?? 0) : 0;
  const enabled = Boolean(service === 'chat' ? s.chatEnabled : s.voiceEnabled);
  const lastSyncAt = last?.finishedAt as string | undefined;
  return {
    service,
    enabled,
    running,
    ...(lastSyncAt ? { lastSyncAt } : {}),
    ...(lastSyncAt && !failed ? { lastSuccessAt: lastSyncAt } : {}),
    ...(lastSyncAt && enabled
      ? { nextSyncAt: new Date(Date.parse(lastSyncAt) + Number(s.autoSyncMinutes) * 60_000).toISOString() }
      : {}),
    failuresLast24h: syncLog().where(
      (l) =>
        l.service === service &&
        l.outcome === 'failed' &&
        l.action !== 'fullsync' &&
        Date.parse(String(l.createdAt)) > Date.now() - 86_400_000,
    ).length,
    pendingUsers: running ? 3 : failed,
    ...(failed ? { lastError: FAILURE_REASON } : {}),
  };
}

const invalid = (field: string, message: string) => problem(422, 'Eingabe ungültig', message, [{ field, message }]);

async function mappingBody(request: Request, service: 'chat' | 'voice', partial: boolean) {
  const data = await body(request);
  const patch: Json = {};
  if (data.ingameRole !== undefined || !partial) {
    const ingame = findIngame(data.ingameRole as Json | undefined);
    if (!ingame) return invalid('ingameRole', 'Diese Rolle gibt es im Spiel nicht.');
    patch.ingameRole = ingame;
  }
  if (service === 'chat' && (data.chatRoleId !== undefined || !partial)) {
    const role = CHAT_ROLES.find((c) => c.id === data.chatRoleId);
    if (!role) return invalid('chatRoleId', 'Diese Rolle gibt es auf dem Chat-Dienst nicht.');
    if (role.managed)
      return invalid('chatRoleId', 'Diese Rolle liegt über der Rolle des Bots; er darf sie nicht vergeben.');
    Object.assign(patch, { chatRoleId: role.id, chatRoleName: role.name });
  }
  if (service === 'voice' && (data.voiceGroupId !== undefined || !partial)) {
    const group = VOICE_GROUPS.find((g) => g.id === Number(data.voiceGroupId));
    if (!group) return invalid('voiceGroupId', 'Diese Gruppe gibt es auf dem Voice-Server nicht.');
    Object.assign(patch, { voiceGroupId: group.id, voiceGroupName: group.name });
  }
  if (data.enabled !== undefined) patch.enabled = Boolean(data.enabled);
  return patch;
}

function mappingHandlers(service: 'chat' | 'voice'): RequestHandler[] {
  const list = service === 'chat' ? chatMappings : voiceMappings;
  const Op = service === 'chat' ? 'ButlervChatMapping' : 'ButlervVoiceMapping';
  const what = service === 'chat' ? 'Chat-Zuordnung' : 'Voice-Zuordnung';
  const name = (m: Entity) =>
    `${String((m.ingameRole as Json).label)} → ${String(service === 'chat' ? m.chatRoleName : m.voiceGroupName)}`;
  const gone = () => notFound(`Diese ${what}`);
  return [
    ...on(`list${Op}s`, () => HttpResponse.json({ items: list().all() })),
    ...on(`add${Op}`, async ({ request }) => {
      const patch = await mappingBody(request, service, false);
      if (patch instanceof Response) return patch;
      const m = list().insert({ enabled: true, memberCount: 0, ...patch, updatedAt: now() }, { first: false });
      logAdminAction({ area: 'butlerv', right: 'butlerv.manage', action: `${what} angelegt`, details: name(m) });
      return HttpResponse.json(m, { status: 201 });
    }),
    ...on(`edit${Op}`, async ({ request, params }) => {
      const m = list().get(String(params.mappingId ?? params.id));
      if (!m) return gone();
      const patch = await mappingBody(request, service, true);
      if (patch instanceof Response) return patch;
      const before = name(m);
      Object.assign(m, patch, { updatedAt: now() });
      logAdminAction({
        area: 'butlerv',
        right: 'butlerv.manage',
        action: `${what} geändert`,
        details: `${before} ⇒ ${name(m)}`,
      });
      return HttpResponse.json(m);
    }),
    ...on(`delete${Op}`, ({ params }) => {
      const m = list().get(String(params.mappingId ?? params.id));
      if (!m) return gone();
      list().remove(m.id);
      logAdminAction({ area: 'butlerv', right: 'butlerv.manage', action: `${what} gelöscht`, details: name(m) });
      return done('Gelöscht.', m.id);
    }),
  ];
}

export const butlervHandlers = (): RequestHandler[] => [
  ...mappingHandlers('chat'),
  ...mappingHandlers('voice'),
  ...on('listButlervChatServiceRoles', () => HttpResponse.json({ items: CHAT_ROLES })),
  ...on('listButlervVoiceServerGroups', () => HttpResponse.json({ items: VOICE_GROUPS })),
  ...on('listButlervIngameRoles', () => HttpResponse.json({ items: ingameRoles() })),
  ...on('getButlervSyncState', () => HttpResponse.json({ chat: serviceState('chat'), voice: serviceState('voice') })),
  ...on('syncButlervNow', async ({ request }) => {
    settle();
    if (runs().where((r) => r.state === 'running').length)
      return problem(409, 'Läuft schon', 'Ein Abgleich läuft gerade; warte, bis er fertig ist.');
    const data = await body(request);
    const services = [...new Set((data.services as string[] | undefined) ?? [])];
    const run = runs().insert({
      services,
      dryRun: Boolean(data.dryRun),
      startedAt: now(),
      state: 'running',
      triggeredBy: me(),
    });
    logAdminAction({
      area: 'butlerv',
      right: 'butlerv.manage',
      action: 'Rollenabgleich gestartet',
      details: `Dienste: ${services.map((s) => (s === 'chat' ? 'Chat' : 'Voice')).join(', ')}`,
    });
    const { finishedAt: _f, failures: _x, ...started } = run;
    return HttpResponse.json(started, { status: 202 });
  }),
  ...on('listButlervSyncLog', ({ request }) => {
    settle();
    const query = new URL(request.url).searchParams;
    const service = query.get('service');
    const outcome = query.get('outcome');
    const found = syncLog()
      .all()
      .filter((l) => (!service || l.service === service) && (!outcome || l.outcome === outcome))
      .map((l) => Object.fromEntries(Object.entries(l).filter(([, v]) => v !== undefined)))
      .sort((a, b) => String(b.createdAt).localeCompare(String(a.createdAt)));
    return HttpResponse.json(page(request, found));
  }),
  ...on('getButlervSettings', () => HttpResponse.json(settings().all()[0])),
  ...on('editButlervSettings', async ({ request }) => {
    const s = settings().all()[0] as Entity;
    const data = await body(request);
    for (const key of ['chatEnabled', 'voiceEnabled', 'autoSyncMinutes', 'removeUnmappedRoles'])
      if (data[key] !== undefined) s[key] = data[key];
    s.updatedAt = now();
    logAdminAction({ area: 'butlerv', right: 'butlerv.manage', action: 'Einstellungen des Rollenabgleichs geändert' });
    return HttpResponse.json(s);
  }),
  ...on('getButlervUserSyncStatus', ({ params }) => {
    settle();
    const account = ACP_ACCOUNTS().find((a) => String(a.id) === String(params.userId));
    if (!account) return notFound('Dieses Konto');
    const lea = accountNameOf(account) === 'lea.fischer';
    // The last line of the log about this account (a full run or a sync of him alone).
    const last = syncLog()
      .where((l) => l.userId === account.id)
      .map((l) => String(l.createdAt))
      .sort()
      .at(-1);
    return HttpResponse.json({
      userId: account.id,
      accountName: accountNameOf(account),
      chatLinked: !lea,
      voiceLinked: true,
      inSync: !lea,
      expectedChatRoles: ['Whitelisted'],
      actualChatRoles: lea ? [] : ['Whitelisted'],
      expectedVoiceGroups: [],
      actualVoiceGroups: [],
      ...(last ? { lastSyncAt: last } : {}),
    });
  }),
  // One account now (issue 28, point 5): 409 while a full run is going; a line per service in
  // the sync log and one in the admin log.
  ...on('syncButlervUser', ({ params }) => {
    settle();
    const account = ACP_ACCOUNTS().find((a) => String(a.id) === String(params.userId));
    if (!account) return notFound('Dieses Konto');
    if (runs().where((r) => r.state === 'running').length)
      return problem(409, 'Läuft schon', 'Ein voller Abgleich läuft gerade; warte, bis er fertig ist.');
    const lea = accountNameOf(account) === 'lea.fischer';
    const syncedAt = now();
    const results = [
      lea
        ? { service: 'chat', outcome: 'failed', added: [], removed: [], error: FAILURE_REASON }
        : { service: 'chat', outcome: 'unchanged', added: [], removed: [] },
      { service: 'voice', outcome: 'unchanged', added: [], removed: [] },
    ];
    for (const r of results)
      syncLog().insert({
        createdAt: syncedAt,
        service: r.service,
        action: 'check',
        outcome: r.outcome === 'failed' ? 'failed' : 'ok',
        userId: account.id,
        accountName: accountNameOf(account),
        ...(r.error ? { error: r.error } : {}),
      });
    logAdminAction({
      area: 'butlerv',
      right: 'butlerv.manage',
      action: 'Konto einzeln abgeglichen',
      targetPlayer: account,
      details: `Konto ${accountNameOf(account)}`,
    });
    return HttpResponse.json({ userId: account.id, syncedAt, results });
  }),
];
