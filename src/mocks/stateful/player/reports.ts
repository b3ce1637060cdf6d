// Player reports [Meldungen] with state (issue 27): a player files one (reportPlayer) and follows
// it (listMyPlayerReports); the admins work one queue: claim (assignPlayerReport), escalate to the
// project lead (assignPlayerReportToLead), resolve with a note (closePlayerReport). Rules: one
// open report per reporter and reported character; a report another admin holds is theirs (409);
// a resolved report is final. The seed has a report held by another admin, so "who has it" shows.
import { HttpResponse, type RequestHandler } from 'msw';
import { collection, type Entity } from '../../store';
import { logAdminAction } from '../common/log';
import { body, me, notFound, now, on, page, problem } from '../kit';

const OTHER_ADMIN = { id: 9001, name: 'Lena_Adler' };

const at = (daysAgo: number, hour: number) => new Date(Date.UTC(2026, 10, 20 - daysAgo, hour, 15)).toISOString();

export const playerReports = () =>
  collection<Entity>('player.reports', () => [
    {
      source: 'player',
      reason: 'rulebreak',
      reported: 'John_Doe',
      text: 'Hat mich am Würfelpark ohne jedes Rollenspiel erschossen.',
      reporter: { id: 7, name: 'Anna_Schmidt' },
      createdAt: at(0, 9),
      state: 'open',
    },
    {
      source: 'player',
      reason: 'insult',
      reported: 'Tom_Becker',
      text: 'Beleidigt im Funk ständig andere Spieler, auch nach Ermahnung.',
      reporter: { id: 12, name: 'Kevin_Wolf' },
      createdAt: at(1, 20),
      state: 'claimed',
      claimedBy: OTHER_ADMIN,
      updatedAt: at(0, 8),
    },
    {
      source: 'player',
      reason: 'metagaming',
      reported: 'Lisa_Brandt',
      text: 'Nutzt Wissen aus dem Discord im Spiel, um Überfälle vorherzusehen.',
      reporter: { id: 15, name: 'Paul_Richter' },
      createdAt: at(2, 14),
      state: 'escalated',
      claimedBy: OTHER_ADMIN,
      escalationNote: 'Wiederholungsfall, bitte Projektleitung entscheiden lassen.',
      updatedAt: at(1, 10),
    },
    {
      source: 'player',
      reason: 'other',
      text: 'Mein Fahrzeug ist nach dem Serverneustart verschwunden.',
      reporter: { id: 1, name: 'Max_Mustermann' },
      createdAt: at(3, 18),
      state: 'resolved',
      claimedBy: OTHER_ADMIN,
      resolution: 'Fahrzeug wurde in die Garage am Pillbox Hill zurückgestellt.',
      updatedAt: at(2, 11),
    },
  ]);

const refused = (detail: string) => problem(409, 'Nicht möglich', detail);

/**
 * Files a report of another area's entry into the one queue (issue 27 point 6): the dashboard's
 * posts, pictures and social posts call it from their report handlers, so the admins claim,
 * escalate and resolve every report in /acp/reports and the reporter follows it in /reports.
 * One open report per reporter and entry (409, as every area's report rule says).
 */
export function fileReport(entry: {
  source: 'dashboardPost' | 'picture' | 'socialPost';
  subjectId: unknown;
  reason: unknown;
  text?: unknown;
  reported?: unknown;
  reporter?: { id: number; name: string };
}): Entity | Response {
  const reporter = entry.reporter ?? me();
  const open = playerReports().where(
    (r) =>
      r.source === entry.source &&
      String(r.subjectId) === String(entry.subjectId) &&
      r.state !== 'resolved' &&
      Number((r.reporter as { id?: unknown }).id) === Number(reporter.id),
  );
  if (open.length) return refused('Du hast diesen Eintrag schon gemeldet.');
  const text = typeof entry.text === 'string' ? entry.text.trim() : '';
  return playerReports().insert({
    source: entry.source,
    subjectId: Number(entry.subjectId),
    reason: entry.reason,
    ...(typeof entry.reported === 'string' && entry.reported ? { reported: entry.reported } : {}),
    text,
    reporter: { id: reporter.id, name: reporter.name },
    createdAt: now(),
    state: 'open',
  });
}

const mine = (r: Entity) => Number((r.reporter as { id?: unknown }).id) === Number(me().id);
const heldByOther = (r: Entity) => {
  const holder = r.claimedBy as { id?: unknown } | undefined;
  return r.state !== 'open' && holder !== undefined && Number(holder.id) !== Number(me().id);
};

/** The report of the path, or why it may not be changed now. */
function workable(params: Record<string, unknown>): Entity | Response {
  const report = playerReports().get(String(params.id));
  if (!report) return notFound('Diese Meldung');
  if (report.state === 'resolved') return refused('Diese Meldung ist schon erledigt.');
  const holder = report.claimedBy as { name?: unknown } | undefined;
  if (heldByOther(report) && report.state === 'claimed')
    return refused(`Diese Meldung bearbeitet ${String(holder?.name)}.`);
  return report;
}

/** The admin log line of a report action (issue 27 point 7: every admin action is logged). */
function logReport(report: Entity, action: string, note?: unknown): void {
  const text = typeof note === 'string' && note.trim() ? note.trim() : undefined;
  logAdminAction({
    area: 'player',
    right: 'player.reports',
    action: `Meldung #${String(report.id)} ${action}`,
    details:
      [report.reported ? `Gemeldet: ${String(report.reported)}` : undefined, text].filter(Boolean).join(' · ') ||
      undefined,
  });
}

const byTime = (a: Entity, b: Entity) => String(a.createdAt).localeCompare(String(b.createdAt));

export const playerReportHandlers = (): RequestHandler[] => [
  ...on('listMyPlayerReports', ({ request }) =>
    HttpResponse.json(page(request, playerReports().where(mine).sort(byTime).reverse())),
  ),
  ...on('reportPlayer', async ({ request }) => {
    const data = await body(request);
    const reported = typeof data.reported === 'string' ? data.reported.trim() : undefined;
    if (reported && playerReports().where((r) => mine(r) && r.state !== 'resolved' && r.reported === reported).length)
      return refused(`Du hast schon eine offene Meldung zu ${reported}.`);
    const report = playerReports().insert({
      source: 'player',
      reason: data.reason,
      ...(reported ? { reported } : {}),
      text: String(data.text ?? '').trim(),
      reporter: me(),
      createdAt: now(),
      state: 'open',
    });
    return HttpResponse.json(report, { status: 201 });
  }),
  ...on('listPlayerReports', ({ request }) => {
    const state = new URL(request.url).searchParams.get('state');
    return HttpResponse.json(
      page(
        request,
        playerReports()
          .where((r) => !state || r.state === state)
          .sort(byTime),
      ),
    );
  }),
  ...on('assignPlayerReport', ({ params }) => {
    const report = workable(params);
    if (report instanceof Response) return report;
    if (report.state === 'escalated') return refused('Diese Meldung liegt bei der Projektleitung.');
    logReport(report, 'übernommen');
    return HttpResponse.json(
      playerReports().update(report.id, { state: 'claimed', claimedBy: me(), updatedAt: now() }),
    );
  }),
  ...on('assignPlayerReportToLead', async ({ request, params }) => {
    const report = workable(params);
    if (report instanceof Response) return report;
    if (report.state === 'escalated') return refused('Diese Meldung liegt schon bei der Projektleitung.');
    const { note } = await body(request);
    logReport(report, 'an die Projektleitung gegeben', note);
    return HttpResponse.json(
      playerReports().update(report.id, {
        state: 'escalated',
        claimedBy: me(),
        escalationNote: String(note ?? '').trim(),
        updatedAt: now(),
      }),
    );
  }),
  ...on('closePlayerReport', async ({ request, params }) => {
    const report = workable(params);
    if (report instanceof Response) return report;
    const { note } = await body(request);
    logReport(report, 'erledigt', note);
    return HttpResponse.json(
      playerReports().update(report.id, {
        state: 'resolved',
        claimedBy: me(),
        resolution: String(note ?? '').trim(),
        updatedAt: now(),
      }),
    );
  }),
];
