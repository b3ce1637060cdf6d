// The common area with state, its admin part (issue 28): the admin terms (version 4 is current
// and accepted; the scenario adminNewTerms publishes version 5, which every admin page then asks
// to accept; accepting an older version is a 409; publishAdminTerms publishes the next version,
// which makes the acceptance stale again, and logs it; while it is stale the check layer refuses
// every ACP write, src/mocks/checks/index.ts) and the admin log (common/log.ts), searchable by admin, action and target, by area and
// time, paged, newest first. The idle miner (common/idle-miner.ts, issue 29) keeps one save per
// active character; its scoreboard ranks every save. Temporary data is kept by key (common/temp-data.ts).
import { HttpResponse, type RequestHandler } from 'msw';
import { collection, type Entity } from '../store';
import { body, done, me, notFound, now, on, page, problem } from './kit';
import { minerSaves, saveOf, scoreOf, stateOf } from './common/idle-miner';
import { adminLog, logAdminAction } from './common/log';
import { tempDataHandlers } from './common/temp-data';
import { hasNewAdminTerms } from '../scenarios/admin-terms';

const TERMS_TEXT = [
  'Als Teammitglied vertrittst du das Projekt. Du nutzt deine Rechte nur für die Aufgaben deiner Rolle und nie zu deinem eigenen Vorteil oder dem deiner Freunde.',
  'Jede Aktion im Admin-Panel wird protokolliert. Begründe Banns, Kicks und Änderungen so, dass ein anderes Teammitglied sie nachvollziehen kann.',
  'Persönliche Daten von Spielern (Konten, Verknüpfungen, Protokolle) gibst du nicht weiter, auch nicht an andere Teammitglieder ohne dienstlichen Grund.',
  'Neu in Version 4: Rechte für den Rollenabgleich mit Chat und Voice dürfen nur nach Absprache mit der Projektleitung geändert werden.',
].join('\n\n');
const NEW_IN_5 =
  'Neu in Version 5: Spielerdaten aus dem Admin-Panel dürfen nicht in Screenshots oder Clips außerhalb des Teams erscheinen.';

const terms = () =>
  collection<Entity>('admin terms', () => [
    {
      version: 4,
      title: 'Verhaltenskodex für Teammitglieder',
      text: TERMS_TEXT,
      publishedAt: '2026-11-18T10:00:00.000Z',
      acceptedVersion: 4,
      acceptedAt: '2026-11-19T08:15:00.000Z',
    },
  ]);

function termsOf(t: Entity) {
  const { id: _id, ...rest } = t;
  return { ...rest, mustAccept: t.acceptedVersion !== t.version };
}

const words = (text: string) => text.toLowerCase().replace(/_/g, ' ');

export const commonHandlers = (): RequestHandler[] => [
  ...on('getAdminTerms', ({ request }) => {
    const current = terms().all()[0] as Entity;
    // The scenario's change: version 5 appears once and stays (accepting it holds).
    if (hasNewAdminTerms(request) && Number(current.version) < 5)
      terms().update(current.id, { version: 5, text: `${TERMS_TEXT}\n\n${NEW_IN_5}`, publishedAt: now() });
    return HttpResponse.json(termsOf(terms().all()[0] as Entity));
  }),
  ...on('publishAdminTerms', async ({ request }) => {
    const current = terms().all()[0] as Entity;
    const { baseVersion, title, text } = await body(request);
    if (Number(baseVersion) !== current.version)
      return problem(
        409,
        'Neue Fassung',
        `Inzwischen wurde Fassung ${String(current.version)} veröffentlicht. Bitte prüfe deinen Entwurf gegen sie.`,
      );
    const version = Number(current.version) + 1;
    // The mock world has one signed-in admin: his acceptance (acceptedVersion) stays behind.
    terms().update(current.id, { version, title: String(title), text: String(text), publishedAt: now() });
    logAdminAction({
      area: 'common',
      right: 'common.adminTerms',
      action: `Bedingungen für Teammitglieder veröffentlicht (Fassung ${version})`,
      details: String(title),
    });
    return HttpResponse.json(termsOf(terms().all()[0] as Entity));
  }),
  ...on('acceptAdminTerms', async ({ request }) => {
    const current = terms().all()[0] as Entity;
    const version = Number((await body(request)).version);
    if (version !== current.version)
      return problem(409, 'Neue Fassung', 'Es gibt eine neuere Fassung der Bedingungen. Bitte lies sie zuerst.');
    const acceptedAt = now();
    terms().update(current.id, { acceptedVersion: version, acceptedAt });
    return HttpResponse.json({ version, acceptedAt });
  }),
  ...on('listAdminLogs', ({ request }) => {
    const query = new URL(request.url).searchParams;
    const text = words(query.get('query') ?? query.get('q') ?? '').trim();
    const area = query.get('area');
    const from = Date.parse(query.get('from') ?? '');
    const until = Date.parse(query.get('until') ?? '');
    const found = adminLog()
      .all()
      .filter(
        (l) =>
          (!area || l.area === area) &&
          (Number.isNaN(from) || Date.parse(String(l.createdAt)) >= from) &&
          (Number.isNaN(until) || Date.parse(String(l.createdAt)) <= until) &&
          (!text ||
            [
              (l.admin as { name: string }).name,
              l.action,
              (l.targetPlayer as { name?: string } | undefined)?.name,
              l.details,
            ].some((v) => words(String(v ?? '')).includes(text))),
      )
      .sort((a, b) => String(b.createdAt).localeCompare(String(a.createdAt)));
    return HttpResponse.json(page(request, found));
  }),
  ...on('getAdminLogEntry', ({ params }) => {
    const line = adminLog().get(String(params.id));
    return line ? HttpResponse.json(line) : notFound('Dieser Protokolleintrag');
  }),
  ...on('getIdleMiner', () => {
    const saved = saveOf(me().id);
    return saved ? HttpResponse.json(stateOf(saved)) : notFound('Diesen Spielstand');
  }),
  ...on('saveIdleMiner', async ({ request }) => {
    const next = await body(request);
    const saved = saveOf(me().id);
    const stored = Number(saved?.version ?? 0);
    if (Number(next.baseVersion) !== stored)
      return problem(409, 'Spielstand veraltet', 'Der Spielstand wurde inzwischen anderswo gespeichert.');
    const { baseVersion: _base, ...game } = next;
    const patch = { ...game, version: stored + 1, savedAt: now() };
    const row = saved ? minerSaves().update(saved.id, patch) : minerSaves().insert({ player: me(), ...patch });
    return HttpResponse.json(stateOf(row as Entity));
  }),
  ...on('destroyIdleMiner', () => {
    const saved = saveOf(me().id);
    if (!saved) return notFound('Diesen Spielstand');
    minerSaves().remove(saved.id);
    return done('Spielstand gelöscht.');
  }),
  ...on('getIdleMinerScoreboard', ({ request }) => {
    const ranked = minerSaves()
      .all()
      .sort((a, b) => scoreOf(b) - scoreOf(a))
      .map((s, i) => ({ rank: i + 1, player: s.player, score: scoreOf(s), level: s.level, prestige: s.prestige }));
    return HttpResponse.json(page(request, ranked));
  }),
  ...tempDataHandlers(),
];
