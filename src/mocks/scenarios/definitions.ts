// Named sets of mock overrides. Each answers before the stateful and generated handlers;
// a handler that returns nothing lets the request fall through to them.
import { delay, getResponse, http, HttpResponse, type RequestHandler } from 'msw';
import { areaOf, generatedHandlersOf, loadMockArea } from '../generated';
import { signedInPlayer } from '../overrides';
import { signedOutScenarioHandlers } from '../stateful/auth/account';
import { ALL_ACP_RIGHTS } from './acp-rights';
import { actAsCharacter, memberOfCrimeFaction } from './acting';
import { newAdminTerms } from './admin-terms';
import { withActive } from '../stateful/vcom/active';
import { hostileAnswer } from '../hostile/transform';
import {
  actAsVcomStaff,
  adminVcomSession,
  applicantVcomSession,
  hrLeadVcomSession,
  judgeVcomSession,
  medicVcomSession,
  policeApproverVcomSession,
  policeVcomSession,
} from './vcom-session';

export interface Scenario {
  /** German name shown in the panel. */
  label: string;
  /** German one-liner: what a tester sees. */
  description: string;
  handlers: () => RequestHandler[];
  /**
   * Error-page scenarios: the app itself fails to render (src/components/feedback/crash-probe.tsx
   * reads the session's scenario); the API answers as usual.
   */
  crash?: 'page' | 'root';
  /** The page the scenario panel opens for this scenario (default: the current one). */
  path?: string;
  /**
   * Rewrites the normal handlers' answers (the stateful world's and the generated ones), for
   * scenarios that change what the world says rather than answer in its place.
   */
  rewrite?: (response: Response, request: Request) => Promise<Response>;
}

const LOGGED_IN = '*/api/auth/loggedIn';
/** The moderator scenario's ACP rights (issue 27): a part of the admin panel, not all of it. */
const MODERATOR_RIGHTS = [
  'player.view',
  'player.viewAccount',
  'player.viewItems',
  'player.notes',
  'player.log',
  'player.bans',
  'player.reports',
  'gameserver.view',
  'gameserver.kick',
  'gameserver.message',
];
const ACP_RIGHTS = '*/api/auth/acpRights';
const VCOM_SESSION = '*/api/vcom/me';
const isLoggedIn = (request: Request) => new URL(request.url).pathname.endsWith('/api/auth/loggedIn');

const problem = (status: number, title: string, detail: string, extra: Record<string, unknown> = {}) =>
  HttpResponse.json(
    { type: `/problems/${status}`, title, status, detail, ...extra },
    { status, headers: { 'Content-Type': 'application/problem+json' } },
  );

/**
 * Every request except loggedIn answers 401, as a real server's ended session: after the first
 * 401 loggedIn says signed out too. (The app signs out at the first 401 and polls; a loggedIn
 * that still said true would sign it in again every 15 s, and the next 401 out again.)
 */
function sessionEndsAtFirst401(): RequestHandler[] {
  let ended = false;
  return [
    http.get(LOGGED_IN, () => (ended ? HttpResponse.json({ loggedIn: false }) : undefined)),
    http.all('*/api/*', ({ request }) => {
      if (!isLoggedIn(request)) ended = true;
      return undefined;
    }),
    ...failAll(401, 'Nicht angemeldet', 'Deine Sitzung ist abgelaufen.')(),
  ];
}

/** Every request except the loggedIn poll answers `status`, so the shell still starts. */
function failAll(status: number, title: string, detail: string, onlyWrites = false): () => RequestHandler[] {
  return () => [
    http.all('*/api/*', async ({ request }) => {
      if (isLoggedIn(request) || (onlyWrites && request.method === 'GET')) return undefined;
      if (status !== 422) return problem(status, title, detail);
      let fields: string[];
      try {
        fields = Object.keys((await request.clone().json()) as Record<string, unknown>);
      } catch {
        fields = [];
      }
      const errors = (fields.length ? fields : ['text']).map((field) => ({
        field,
        message: `Bitte überprüfe das Feld „${field}“.`,
      }));
      return problem(422, 'Eingabe ungültig', detail, { errors });
    }),
  ];
}

/**
 * Lists answer no items: the generated answer of a GET (loaded with its area), emptied when it
 * is an array or has `items`; anything else falls through to the normal handlers.
 */
function emptyLists(): RequestHandler[] {
  return [
    http.get('*/api/*', async ({ request }) => {
      const area = areaOf(request.url);
      if (!area || !(await loadMockArea(area))) return undefined;
      const answer = await getResponse(generatedHandlersOf(area), request);
      if (!answer?.ok) return undefined;
      const sample: unknown = await answer.json().catch(() => undefined);
      if (Array.isArray(sample)) return HttpResponse.json([]);
      if (!sample || typeof sample !== 'object' || !Array.isArray((sample as { items?: unknown }).items)) {
        return undefined;
      }
      const query = new URL(request.url).searchParams;
      const page = { skip: Number(query.get('skip') ?? 0), limit: Number(query.get('limit') ?? 20), total: 0 };
      const value = { ...(sample as object), items: [] };
      return HttpResponse.json('page' in value ? { ...value, page } : value);
    }),
  ];
}

/** The admin scenario's answers: every ACP right, vcom accounts in police, dispatch and medic. */
const adminHandlers = (): RequestHandler[] => [
  http.get(LOGGED_IN, () => HttpResponse.json({ ...signedInPlayer, admin: true })),
  http.get(ACP_RIGHTS, () => HttpResponse.json({ roles: ['Administrator', 'Projektleitung'], rights: ALL_ACP_RIGHTS })),
  actAsVcomStaff(adminVcomSession),
  // The active account follows selectVcomAccount (police, dispatch, medic).
  http.get(VCOM_SESSION, () => HttpResponse.json(withActive(adminVcomSession))),
];

export const SCENARIOS = {
  player: {
    label: 'Spieler (angemeldet)',
    description: 'Max_Mustermann ist angemeldet, ohne ACP-Rechte.',
    handlers: () => [],
  },
  admin: {
    label: 'Admin (alle ACP-Rechte)',
    description:
      'Angemeldet mit der Rolle Projektleitung und jedem Recht, das der Vertrag nennt; vcom-Konten in Polizei, Leitstelle und Medic mit allen Teamrechten.',
    handlers: adminHandlers,
  },
  'signed-out': {
    label: 'Abgemeldet',
    description:
      'loggedIn ist false (die App fragt alle 15 s nach); alles außer der Anmeldung antwortet 401. Anmelden mit max.mustermann / geheim-1234 (Mein Profil) meldet an.',
    // The session lives in the auth area's stateful mock: sign-in and sign-out change it.
    handlers: signedOutScenarioHandlers,
  },
  // After signed-out: the scenario list's first names are the ones people know by heart.
  moderator: {
    label: 'Moderator (einige ACP-Rechte)',
    description:
      'Angemeldet mit der Rolle Moderator: Spieler suchen und einsehen, Notizen, Protokoll, Banns lesen, Meldungen bearbeiten, kicken und Nachrichten an alle; keine Konsole, kein Neustart, kein Inventar ändern, kein Bann, kein Waffenregister.',
    handlers: () => [
      http.get(LOGGED_IN, () => HttpResponse.json({ ...signedInPlayer, admin: true })),
      http.get(ACP_RIGHTS, () => HttpResponse.json({ roles: ['Moderator'], rights: MODERATOR_RIGHTS })),
    ],
    path: '/acp/players',
  },
  adminNewTerms: {
    label: 'Admin mit neuen Bedingungen',
    description:
      'Wie Admin, aber die Bedingungen für Teammitglieder haben eine neue Fassung (5), die er noch nicht akzeptiert hat: jede Verwaltungsseite zeigt zuerst die Bedingungen mit „Akzeptieren“, danach die Seite. Bis dahin antwortet jede Änderung im Admin-Panel mit 403.',
    handlers: () => [...adminHandlers(), newAdminTerms()],
    path: '/acp/logs',
  },
  empty: {
    label: 'Leere Listen',
    description: 'Jede Liste ist leer (Leerzustände prüfen).',
    handlers: emptyLists,
  },
  'error-401': {
    label: 'Fehler 401',
    description:
      'Jede Anfrage außer loggedIn: 401 Nicht angemeldet; nach der ersten sagt auch loggedIn „nicht angemeldet“ (die Sitzung ist abgelaufen).',
    handlers: sessionEndsAtFirst401,
  },
  'error-403': {
    label: 'Fehler 403',
    description: 'Jede Anfrage außer loggedIn: 403 Keine Berechtigung.',
    handlers: failAll(403, 'Keine Berechtigung', 'Dafür fehlt dir das nötige Recht.'),
  },
  'error-404': {
    label: 'Fehler 404',
    description: 'Jede Anfrage außer loggedIn: 404 Nicht gefunden.',
    handlers: failAll(404, 'Nicht gefunden', 'Diesen Eintrag gibt es nicht (mehr).'),
  },
  'error-422': {
    label: 'Fehler 422',
    description: 'Jedes Speichern: 422 mit einer Meldung je Feld; Lesen geht normal.',
    handlers: failAll(422, 'Eingabe ungültig', 'Bitte überprüfe deine Eingaben.', true),
  },
  'error-500': {
    label: 'Fehler 500',
    description: 'Jede Anfrage außer loggedIn: 500 Serverfehler.',
    handlers: failAll(
      500,
      'Serverfehler',
      'Auf dem Server ist ein Fehler aufgetreten. Bitte versuche es später erneut.',
    ),
  },
  'error-429': {
    label: 'Fehler 429',
    description: 'Jede Anfrage außer loggedIn: 429 Zu viele Anfragen (die App fragt nicht erneut).',
    handlers: failAll(429, 'Zu viele Anfragen', 'Zu viele Anfragen. Warte einen Moment und versuche es erneut.'),
  },
  'error-503': {
    label: 'Fehler 503',
    description: 'Jede Anfrage außer loggedIn: 503 Dienst nicht verfügbar.',
    handlers: failAll(
      503,
      'Dienst nicht verfügbar',
      'Der Dienst ist gerade nicht erreichbar. Bitte versuche es später erneut.',
    ),
  },
  hang: {
    label: 'Keine Antwort',
    description: 'Jede Anfrage außer loggedIn bleibt ohne Antwort (bis zum Timeout der App nach 15 s).',
    handlers: () => [
      http.all('*/api/*', async ({ request }) => {
        if (isLoggedIn(request)) return undefined;
        await delay('infinite');
        return HttpResponse.error();
      }),
    ],
  },
  'malformed-json': {
    label: 'Kaputtes JSON',
    description: 'Jede Anfrage außer loggedIn antwortet 200 mit abgeschnittenem JSON.',
    handlers: () => [
      http.all('*/api/*', ({ request }) =>
        isLoggedIn(request)
          ? undefined
          : new HttpResponse('{"items": [{"id": 1,', { headers: { 'Content-Type': 'application/json' } }),
      ),
    ],
  },
  'bad-schema': {
    label: 'Falsches Schema',
    description: 'Jede Anfrage außer loggedIn antwortet 200 mit gültigem JSON, das nicht zum Vertrag passt.',
    handlers: () => [
      http.all('*/api/*', ({ request }) =>
        isLoggedIn(request) ? undefined : HttpResponse.json({ items: 'keine Liste', page: null, id: 'x' }),
      ),
    ],
  },
  hostile: {
    label: 'Feindseliger Text',
    description:
      'Jeder Freitext der Antworten (Namen, Titel, Beiträge, Nachrichten, Notizen …) ist eine Angriffs-Zeichenkette: Skript-Tags, Event-Handler, javascript:-Links, SVG/MathML, CSS, Bidi- und Nullbreiten-Zeichen, 100.000 Zeichen lange Texte, Emoji. Nichts darf ausgeführt werden, alles erscheint als Text, das Layout bleibt heil.',
    handlers: () => [],
    rewrite: hostileAnswer,
  },
  slow: {
    label: 'Langsam (2 s)',
    description: 'Jede Antwort kommt 2 Sekunden später (Ladezustände prüfen).',
    handlers: () => [
      http.all('*/api/*', async () => {
        await delay(2000);
      }),
    ],
  },
  offline: {
    label: 'Offline',
    description: 'Jede Anfrage scheitert mit einem Netzwerkfehler.',
    handlers: () => [http.all('*/api/*', () => HttpResponse.error())],
  },
  'crash-page': {
    label: 'Renderfehler (Seite)',
    description:
      'Die Startseite scheitert beim Rendern: Fehlerbild mit Countdown, nach 8 s Weiterleitung zu /dashboard, das dann normal lädt. Neu laden zeigt den Fehler wieder.',
    handlers: () => [],
    crash: 'page',
    path: '/',
  },
  'crash-root': {
    label: 'Anwendungsfehler (Router)',
    description:
      'Die App scheitert außerhalb jeder Seite: die Router-Seite „Unexpected Application Error!“ mit der Meldung. Ein anderes Szenario wählen, um weiterzumachen.',
    handlers: () => [],
    crash: 'root',
  },
  invited: {
    label: 'Eingeladene Person (Anna_Schmidt)',
    description:
      'Anna_Schmidt ist angemeldet statt Max_Mustermann: unter /team, /factory?view=invitations und /house?view=invitations sieht sie die Einladungen, die an sie gingen, und nimmt sie an oder lehnt sie ab (Bereiche, die actingCharacter lesen).',
    handlers: () => [
      actAsCharacter({ id: 4711, name: 'Anna_Schmidt' }),
      http.get(LOGGED_IN, () =>
        HttpResponse.json({ ...signedInPlayer, user: 'Anna_Schmidt', userId: 4711, characterId: 4711 }),
      ),
    ],
    path: '/team',
  },
  gang: {
    label: 'Gangmitglied (Ballas)',
    description:
      'Max_Mustermann ist Mitglied der Ballas: unter /market?crime=1 sieht er den Schwarzmarkt (Export- und Importpreise); ohne dieses Szenario antwortet der Mock dort 403.',
    handlers: () => [memberOfCrimeFaction({ id: 3, name: 'Ballas' })],
    path: '/market?crime=1',
  },
  police: {
    label: 'Polizei (vCom)',
    description:
      'Max_Mustermann ist Officer im LSPD: unter /vcom Personen abfragen und Strafzettel ausstellen (ohne Recht, Haftbefehle zu genehmigen).',
    handlers: () => [
      actAsVcomStaff(policeVcomSession),
      http.get(VCOM_SESSION, () => HttpResponse.json(policeVcomSession)),
    ],
    path: '/vcom',
  },
  unit: {
    label: 'Streifeneinheit ohne Leitstelle (vCAD)',
    description:
      'Max_Mustermann ist Officer im LSPD und fährt als ADAM-12; im LSPD ist keine Leitstelle im Dienst: unter /vcad Status per Zifferntaste, „Neuer Einsatz“ selbst anlegen und übernehmen, abschließen, in der Einsatzhistorie finden.',
    // The police officer's vcom account: a unit's team rights, not the dispatcher's.
    handlers: () => [
      actAsVcomStaff(policeVcomSession),
      http.get(VCOM_SESSION, () => HttpResponse.json(policeVcomSession)),
    ],
    path: '/vcad',
  },
  policeApprover: {
    label: 'Polizei mit Genehmigungsrecht (vCom)',
    description:
      'Max_Mustermann ist Captain im LSPD: unter /vcom?view=orders genehmigt oder lehnt er beantragte Haftbefehle ab; Akten darf er auch archivieren.',
    handlers: () => [
      actAsVcomStaff(policeApproverVcomSession),
      http.get(VCOM_SESSION, () => HttpResponse.json(policeApproverVcomSession)),
    ],
    path: '/vcom',
  },
  medic: {
    label: 'Rettungsdienst (vCom)',
    description:
      'Max_Mustermann ist Notfallsanitäter: unter /vcom?view=patients Patienten behandeln und abrechnen; keine Strafzettel.',
    handlers: () => [
      actAsVcomStaff(medicVcomSession),
      http.get(VCOM_SESSION, () => HttpResponse.json(medicVcomSession)),
    ],
    path: '/vcom',
  },
  judge: {
    label: 'Justiz (vCom)',
    description:
      'Max_Mustermann ist Richter am Amtsgericht: unter /vcom?view=court Verfahren führen, Termine ansetzen und Urteile sprechen.',
    handlers: () => [
      actAsVcomStaff(judgeVcomSession),
      http.get(VCOM_SESSION, () => HttpResponse.json(judgeVcomSession)),
    ],
    path: '/vcom',
  },
  hrLead: {
    label: 'Personalleitung (vCom)',
    description:
      'Max_Mustermann leitet das Personal des LSPD: unter /vcom?view=hr Bewerbungen annehmen oder ablehnen, einstellen, Personalakten führen und Urlaubsanträge entscheiden; dazu Kalender, Dienstzeiten aller und die Website.',
    handlers: () => [
      actAsVcomStaff(hrLeadVcomSession),
      http.get(VCOM_SESSION, () => HttpResponse.json(hrLeadVcomSession)),
    ],
    path: '/vcom',
  },
  applicant: {
    label: 'Bewerber ohne vCom-Konto',
    description:
      'Max_Mustermann gehört keiner Organisation an: unter /vcom bewirbt er sich und sieht, wie über seine Bewerbungen entschieden wurde.',
    handlers: () => [http.get(VCOM_SESSION, () => HttpResponse.json(applicantVcomSession))],
    path: '/vcom',
  },
} satisfies Record<string, Scenario>;

export type ScenarioName = keyof typeof SCENARIOS;
