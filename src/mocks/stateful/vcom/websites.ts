// vcom public websites with state (issue 25, point 6): an organisation's start page and its
// news. The texts are stored as typed (plain text: the page renders them as text, never as
// HTML). Domain rules the mock keeps: the organisations with a website are police, medic and
// justice (404 otherwise); the page names who saved it last.
import { HttpResponse, type RequestHandler } from 'msw';
import { collection, MOCK_REFERENCE_DATE } from '../../store';
import { body, done, idParam, me, notFound, now, on, page, type Json } from '../kit';
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
      updatedBy: { staffId: 1003, name: 'Mia_Schulz', team: 'medic', rank: 'Oberärztin' },
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
];
