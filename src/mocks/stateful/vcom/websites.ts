// vcom public websites with state (issue 25, point 6): an organisation's start page and its
// news. The texts are stored as typed (plain text: the page renders them as text, never as
// HTML). Domain rules the mock keeps: the organisations with a website are police, medic and
// justice (404 otherwise); the page names who saved it last. Sub-pages [Unterseiten]: a slug is
// unique per website (422 under slug); visitors get the published ones, members of the
// organisation all (drafts too), ordered by `order`, then title.
import { HttpResponse, type RequestHandler } from 'msw';
import { collection, MOCK_REFERENCE_DATE } from '../../store';
import { actingVcomStaff } from '../../scenarios/vcom-session';
import { body, done, idParam, me, notFound, now, on, page, problem, type Json } from '../kit';
import type { Row } from './world';

const at = (daysAgo: number) => new Date(MOCK_REFERENCE_DATE.getTime() - daysAgo * 86_400_000).toISOString();
const editor = (team: string) => ({ staffId: 1808, name: me().name, team, rank: 'Personalleitung' });
const SEED_EDITOR = { staffId: 1002, name: 'Emma_Koch', team: 'police', rank: 'Senior Officer' };

export const websites = () =>
  collection<Row>('vcom.websites', () => [
    {
      team: 'police',
      title: 'Los Santos Police Department',
      slogan: 'Dein Freund und Helfer',
      about:
        'Das LSPD sorgt für Sicherheit in Los Santos.\n\nIm Notfall erreichst du uns jederzeit über die Leitstelle. Bewerbungen nehmen wir über das Einsatztablet entgegen.',
      contactPhone: '5550110',
      recruiting: true,
      updatedAt: at(12),
      updatedBy: SEED_EDITOR,
    },
    {
      team: 'medic',
      title: 'Los Santos Medical Services',
      slogan: 'Wir sind für dich da – rund um die Uhr',
      about: 'Der Rettungsdienst von Los Santos: Notfallversorgung, Sprechstunden und Untersuchungen.',
      recruiting: true,
      updatedAt: at(30),
      updatedBy: { staffId: 931, name: 'Mia_Schulz', team: 'medic', rank: 'Oberärztin' },
    },
    {
      team: 'justice',
      title: 'Justiz San Andreas',
      slogan: 'Recht und Gerechtigkeit',
      about: 'Das Amtsgericht Los Santos verhandelt Straf- und Zivilsachen.',
      recruiting: false,
      updatedAt: at(45),
      updatedBy: { staffId: 941, name: 'Greta_Lang', team: 'justice', rank: 'Richterin' },
    },
  ]);

export const news = () =>
  collection<Row>('vcom.websiteNews', () => [
    {
      team: 'police',
      title: 'Neue Streifenwagen im Dienst',
      text: 'Ab sofort fahren sechs neue Streifenwagen durch Los Santos.',
      author: SEED_EDITOR,
      publishedAt: at(5),
    },
  ]);

export const sections = () =>
  collection<Row>('vcom.websiteSections', () => [
    {
      team: 'police',
      slug: 'karriere',
      title: 'Karriere beim LSPD',
      body: 'Wir suchen Streifenpolizistinnen und -polizisten.\n\nBewirb dich über vCom unter „Meine Bewerbungen“.',
      order: 1,
      published: true,
      updatedAt: at(10),
    },
    {
      team: 'police',
      slug: 'bussgeldkatalog',
      title: 'Bußgeldkatalog',
      body: 'Der neue Bußgeldkatalog erscheint in Kürze.',
      order: 2,
      published: false,
      updatedAt: at(2),
    },
  ]);

const invalidSlug = (message: string) => problem(422, 'Eingabe ungültig', message, [{ field: 'slug', message }]);
const sectionOut = ({ team: _, ...x }: Row): Json => x;
function sectionFields(input: Json, before?: Row): Json {
  return {
    slug: String(input.slug),
    title: String(input.title),
    body: String(input.body),
    order: input.order === undefined ? Number(before?.order ?? 0) : Number(input.order),
    published: input.published === true,
    updatedAt: now(),
  };
}

const siteOf = (team: unknown) => websites().where((w) => w.team === team)[0];
const siteOut = ({ id: _, ...w }: Row): Json => w;
const newsOut = ({ team: _, ...n }: Row): Json => n;

export const websiteHandlers = (): RequestHandler[] => [
  ...on('getVcomWebsite', ({ params }) => {
    const w = siteOf(idParam(params));
    return w ? HttpResponse.json(siteOut(w)) : notFound('Diese Website');
  }),
  ...on('updateVcomWebsite', async ({ params, request }) => {
    const team = String(idParam(params));
    const w = siteOf(team);
    if (!w) return notFound('Diese Website');
    const input = await body(request);
    const patch: Json = { updatedAt: now(), updatedBy: editor(team) };
    for (const key of ['title', 'slogan', 'about', 'logo', 'banner', 'primaryColor', 'contactPhone', 'recruiting']) {
      patch[key] = input[key];
    }
    // A field the new version leaves out is gone (PUT replaces): undefined, so JSON drops it.
    const next = websites().update(w.id, patch) as Row;
    return HttpResponse.json(siteOut(next));
  }),
  ...on('listVcomWebsiteNews', ({ params, request }) => {
    const team = String(idParam(params));
    if (!siteOf(team)) return notFound('Diese Website');
    const found = news()
      .where((n) => n.team === team)
      .sort((a, b) => String(b.publishedAt).localeCompare(String(a.publishedAt)));
    return HttpResponse.json(page(request, found.map(newsOut)));
  }),
  ...on('createVcomWebsiteNews', async ({ params, request }) => {
    const team = String(idParam(params));
    if (!siteOf(team)) return notFound('Diese Website');
    const input = await body(request);
    const created = news().insert({
      team,
      title: String(input.title),
      text: String(input.text),
      ...(input.image ? { image: String(input.image) } : {}),
      author: editor(team),
      publishedAt: now(),
    });
    return HttpResponse.json(newsOut(created), { status: 201 });
  }),
  ...on('deleteVcomWebsiteNews', ({ params }) => {
    const team = String(params.team);
    const n = news().get(Number(params.id));
    if (!n || n.team !== team) return notFound('Diese Meldung');
    news().remove(n.id);
    return done('Meldung gelöscht.', n.id);
  }),
  ...on('listVcomWebsiteSections', ({ params, request }) => {
    const team = String(idParam(params));
    if (!siteOf(team)) return notFound('Diese Website');
    const member = actingVcomStaff(request)?.team === team;
    const found = sections()
      .where((x) => x.team === team && (member || x.published === true))
      .sort((a, b) => Number(a.order) - Number(b.order) || String(a.title).localeCompare(String(b.title)));
    return HttpResponse.json({ items: found.map(sectionOut) });
  }),
  ...on('createVcomWebsiteSection', async ({ params, request }) => {
    const team = String(idParam(params));
    if (!siteOf(team)) return notFound('Diese Website');
    const input = await body(request);
    if (sections().where((x) => x.team === team && x.slug === input.slug).length) {
      return invalidSlug('Diese Adresse hat schon eine andere Unterseite.');
    }
    const created = sections().insert({ team, ...sectionFields(input) });
    return HttpResponse.json(sectionOut(created), { status: 201 });
  }),
  ...on('updateVcomWebsiteSection', async ({ params, request }) => {
    const team = String(params.team);
    const x = sections().get(Number(params.id));
    if (!x || x.team !== team) return notFound('Diese Unterseite');
    const input = await body(request);
    if (sections().where((o) => o.team === team && o.slug === input.slug && o.id !== x.id).length) {
      return invalidSlug('Diese Adresse hat schon eine andere Unterseite.');
    }
    return HttpResponse.json(sectionOut(sections().update(x.id, sectionFields(input, x)) as Row));
  }),
  ...on('deleteVcomWebsiteSection', ({ params }) => {
    const team = String(params.team);
    const x = sections().get(Number(params.id));
    if (!x || x.team !== team) return notFound('Diese Unterseite');
    sections().remove(x.id);
    return done('Unterseite gelöscht.', x.id);
  }),
];
