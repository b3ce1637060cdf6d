// The citizen's own pages beyond the record of player/own.ts (issue 29): the mugshot, the ped
// editor's appearance, the casino self-block and the in-game browser's websites. Domain rules:
// - a mugshot is a PNG, JPEG or WebP of at most 2 MiB (415 for another type, 413 when larger);
//   the image is a path on the portal's own host, never an external one;
// - the appearance is saved only at a surgeon: Max_Mustermann (1) is at one, every other
//   character gets a 409; the ranges are the contract's (the check layer answers 422);
// - a self-block runs `days` days from now and cannot be lifted or shortened: a block shorter
//   than the running one is a 409; a longer one extends it;
// - the websites are a fixed world: the list searches title, address, organisation and
//   description (?q=), newest first; the detail carries the content; an unknown id is a 404.
import { HttpResponse, type RequestHandler } from 'msw';
import { collection, type Entity } from '../../store';
import { body, me, notFound, now, on, page, problem } from '../kit';

const REF = Date.UTC(2026, 10, 20, 18);
const daysAgo = (d: number) => new Date(REF - d * 86_400_000).toISOString();
const MAX_BYTES = 2_097_152;
const TYPES = ['image/png', 'image/jpeg', 'image/webp'];
const json = (value: unknown) => HttpResponse.json(value as Record<string, unknown>);

/** One record per character: mugshot, appearance, casino state. */
const records = () => collection<Entity>('player own looks', () => []);
function recordOf(): Entity {
  const id = me().id;
  const found = records().where((r) => r.characterId === id)[0];
  if (found) return found;
  const first = id === 1;
  return records().insert({
    characterId: id,
    mugshot: { image: `/images/mugshots/${id}.png`, updatedAt: daysAgo(first ? 60 : 10) },
    appearance: first
      ? {
          gender: 'male',
          mother: 21,
          father: 4,
          resemblance: 0.6,
          skinTone: 0.3,
          hairStyle: 12,
          hairColor: 3,
          highlightColor: 5,
          eyeColor: 2,
          faceFeatures: [],
          overlays: [{ index: 1, value: 4, opacity: 0.8, color: 3 }],
        }
      : {
          gender: 'female',
          mother: 33,
          father: 12,
          resemblance: 0.3,
          skinTone: 0.5,
          hairStyle: 40,
          hairColor: 10,
          eyeColor: 7,
        },
    casino: { banned: false, selfBlocked: false },
  });
}

/** The casino state, with a self-block that ran out dropped. */
export function casinoOf(): Record<string, unknown> {
  const c = recordOf().casino as Record<string, unknown>;
  if (c.selfBlocked && typeof c.blockedUntil === 'string' && Date.parse(c.blockedUntil) <= Date.now()) {
    const { blockedUntil: _until, ...rest } = c;
    return { ...rest, selfBlocked: false };
  }
  return c;
}

const SITES: Array<Partial<Entity>> = [
  [
    'Autohaus Müller',
    'www.autohaus-mueller.ls',
    'Autohaus Müller GmbH',
    'Neu- und Gebrauchtwagen in Los Santos, Probefahrt nach Absprache.',
  ],
  ['Los Santos Medical', 'www.lsmedical.ls', 'Los Santos Medical', 'Notaufnahme, Termine und Blutspende.'],
  ['Weazel News', 'www.weazel.ls', 'Weazel News', 'Nachrichten aus Los Santos und Blaine County.'],
  ['Mustermann Tuning', 'www.mustermann-tuning.ls', 'Mustermann Tuning', 'Tuning, Lackierung und Reparaturen.'],
  ['Fleeca Bank', 'www.fleeca.ls', 'Fleeca Bank', 'Konten, Kredite und Geldautomaten in deiner Nähe.'],
  ['Pillbox Apotheke', 'www.pillbox-apotheke.ls', 'Pillbox Apotheke', 'Medikamente und Beratung.'],
  ['LSPD', 'www.lspd.ls', 'Los Santos Police Department', 'Anzeigen, Fahndungen und Bewerbungen.'],
  ['Vanilla Unicorn', 'www.vanilla-unicorn.ls', 'Vanilla Unicorn', 'Öffnungszeiten und Veranstaltungen.'],
  ['Bean Machine', 'www.beanmachine.ls', 'Bean Machine', 'Kaffee und Kuchen an jeder Ecke.'],
  ['Dynasty 8', 'www.dynasty8.ls', 'Dynasty 8 Immobilien', 'Häuser und Wohnungen zum Kaufen und Mieten.'],
  ['Taxi Downtown', 'www.downtown-cab.ls', 'Downtown Cab Co.', 'Taxi rund um die Uhr.'],
  ['Stadtverwaltung', 'www.stadt.ls', 'Stadt Los Santos', 'Ämter, Formulare und Termine.'],
].map(([title, address, organisation, description], i) => ({
  title,
  address,
  organisation,
  description,
  visits: 120 + ((i * 379) % 4000),
  createdAt: daysAgo(2 + i * 9),
  owner: { id: 4711 + (i % 12), name: ['Anna_Schmidt', 'Lukas_Weber', 'Lea_Fischer', 'Jonas_Becker'][i % 4] },
}));
const sites = () => collection<Entity>('player browser websites', () => SITES);
const summary = ({ content: _c, ...site }: Entity) => site;
const contentOf = (s: Entity) =>
  `${String(s.description)}\n\nWillkommen auf ${String(s.address)}. Diese Seite wird von ${String(s.organisation)} betrieben.`;
const newest = () => [...sites().all()].sort((a, b) => String(b.createdAt).localeCompare(String(a.createdAt)));

export const playerOwnMoreHandlers = (): RequestHandler[] => [
  ...on('getPlayerMugshot', () => json(recordOf().mugshot)),
  ...on('uploadPlayerMugshot', async ({ request }) => {
    let file: unknown;
    try {
      file = (await request.formData()).get('file');
    } catch {
      file = null;
    }
    // A Blob by its shape: the test environment's File is another realm's class.
    if (!file || typeof file !== 'object' || typeof (file as Blob).size !== 'number')
      return problem(422, 'Eingabe ungültig', 'Es fehlt das Bild.', [
        { field: 'file', message: 'Bitte wähle ein Bild.' },
      ]);
    const { type, size } = file as Blob;
    if (!TYPES.includes(type)) return problem(415, 'Dateityp nicht erlaubt', 'Erlaubt sind PNG, JPEG und WebP.');
    if (size > MAX_BYTES) return problem(413, 'Bild zu groß', 'Das Bild darf höchstens 2 MiB groß sein.');
    const r = recordOf();
    const mugshot = { image: `/images/mugshots/${me().id}-${Date.now()}.png`, updatedAt: now() };
    records().update(r.id, { mugshot });
    return json(mugshot);
  }),
  ...on('getPlayerPedEditor', () => json(recordOf().appearance)),
  ...on('savePlayerPedEditor', async ({ request }) => {
    if (me().id !== 1)
      return problem(
        409,
        'Nicht beim Schönheitschirurgen',
        'Das Aussehen änderst du beim Schönheitschirurgen im Spiel.',
      );
    const appearance = await body(request);
    records().update(recordOf().id, { appearance });
    return json(appearance);
  }),
  ...on('getPlayerCasino', () => json(casinoOf())),
  ...on('blockPlayerCasino', async ({ request }) => {
    const days = Number((await body(request)).days);
    const until = new Date(Date.now() + days * 86_400_000).toISOString();
    const c = casinoOf();
    if (c.selfBlocked && String(c.blockedUntil) > until)
      return problem(
        409,
        'Längere Sperre aktiv',
        'Deine laufende Sperre dauert länger; verkürzen kannst du sie nicht.',
      );
    const casino = { ...c, selfBlocked: true, blockedUntil: until };
    records().update(recordOf().id, { casino });
    return json(casino);
  }),
  ...on('listPlayerBrowserWebsites', ({ request }) => {
    const q = (new URL(request.url).searchParams.get('q') ?? '').trim().toLowerCase();
    const fits = (s: Entity) =>
      ['title', 'address', 'organisation', 'description'].some((k) =>
        String(s[k] ?? '')
          .toLowerCase()
          .includes(q),
      );
    return json(
      page(
        request,
        newest()
          .filter((s) => !q || fits(s))
          .map(summary),
      ),
    );
  }),
  ...on('getPlayerBrowserWebsite', ({ params }) => {
    const s = sites().get(String(params.id));
    return s ? json({ ...s, content: contentOf(s) }) : notFound('Diese Website');
  }),
  ...on('listPlayerBrowserNewest', () => json({ items: newest().slice(0, 5).map(summary) })),
];
