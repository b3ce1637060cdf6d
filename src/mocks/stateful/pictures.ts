// The gallery with state (issue 21): pictures newest first with search and paging, "mine" are the
// signed-in user's, an upload checks type and size as the contract says (415, 413) and shows in
// the gallery, a delete of an own picture removes it, a report once per picture (409 again),
// moderators close reports (removing the picture when they say so). The image store is served
// here too (same-origin paths under /api/pictures/files/): seeded pictures as drawn SVG
// landscapes, uploads as the uploaded file (for this page's life).
import { faker } from '@faker-js/faker/locale/de';
import { http, HttpResponse, type RequestHandler } from 'msw';
import { collection, hashSeed, type Entity } from '../store';
import { body, done, me, notFound, now, on, page, problem, type Json } from './kit';
import { fileReport } from './player/reports';

const DAY = 86_400_000;
/** The contract's upload limits (openapi/paths/pictures.yaml: encoding and x-max-bytes). */
export const UPLOAD_TYPES = ['image/png', 'image/jpeg', 'image/webp'];
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
const FILES = '/api/pictures/files';

const captions = [
  'Sonnenuntergang am Pier',
  'Nebel über Vinewood',
  'Unser Clubtreffen an der Küste',
  'Erster Schnee auf dem Mount Chiliad',
  'Nachtfahrt durch die Stadt',
  'Grillabend mit der Werkstatt-Crew',
  'Frisch lackiert und startklar',
  'Gewitter über Sandy Shores',
  'Morgens am Hafen',
  'Die neue Skyline vom Dach aus',
];
const locations = ['Del Perro Pier', 'Vinewood Hills', 'Sandy Shores', 'Paleto Bay', 'Mount Chiliad', 'Legion Square'];
const uploaders = [
  { id: 7311, name: 'Jana_Wolf' },
  { id: 7312, name: 'Tom_Becker' },
  { id: 7313, name: 'Ali_Yilmaz' },
  { id: 7314, name: 'Sophie_Krüger' },
];
const sizes: ReadonlyArray<[number, number]> = [
  [1920, 1080],
  [1600, 1200],
  [1080, 1350],
  [2560, 1080],
];

const pictures = () =>
  collection<Entity>('pictures', () => {
    const start = Date.now() - 40 * DAY;
    return Array.from({ length: 26 }, (_, i) => {
      const [width, height] = sizes[i % sizes.length] ?? [1920, 1080];
      return {
        caption: captions[i % captions.length],
        location: faker.helpers.arrayElement(locations),
        width,
        height,
        uploader: i % 6 === 1 ? me() : uploaders[i % uploaders.length],
        // Newest first, one or two a day.
        createdAt: new Date(start + (26 - i) * 1.4 * DAY).toISOString(),
      };
    });
  });

const reports = () =>
  collection<Entity>('picture-reports', () =>
    [3, 7, 12].map((pictureId, i) => ({
      pictureId,
      reason: ['spam', 'inappropriate', 'copyright'][i],
      text: ['Das Bild ist Werbung für einen anderen Server.', 'Unpassender Inhalt.', 'Das ist nicht sein Bild.'][i],
      reporter: uploaders[(i + 1) % uploaders.length],
      createdAt: new Date(Date.now() - (3 - i) * DAY).toISOString(),
      state: 'open',
    })),
  );

/** Uploaded files by picture id (kept for the page's life; the store keeps only the data). */
const uploads = new Map<string, Blob>();
const isMe = (ref: unknown) => (ref as { id?: unknown } | undefined)?.id === me().id;

function pictureOf(p: Entity): Json {
  const path = `${FILES}/${String(p.id)}`;
  return {
    ...p,
    imagePath: path,
    thumbnailPath: path,
    mine: isMe(p.uploader),
  };
}

function reportOf(r: Entity): Json {
  return { ...r, thumbnailPath: `${FILES}/${String(r.pictureId)}` };
}

const newest = (a: Entity, b: Entity) => String(b.createdAt).localeCompare(String(a.createdAt));

/** A landscape drawn from the picture's id: sky, sun, hills (the mock's image store). */
function landscape(id: string, width: number, height: number): string {
  const n = hashSeed(`picture ${id}`);
  const hue = n % 360;
  const sun = 0.2 + ((n >> 8) % 60) / 100;
  const hill = (k: number) =>
    `M0 ${height} L0 ${height * (0.55 + k * 0.1)} Q${width * 0.3} ${height * (0.4 + k * 0.12)} ${width * 0.6} ${height * (0.6 + k * 0.08)} T${width} ${height * (0.5 + k * 0.1)} L${width} ${height} Z`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="hsl(${hue},70%,35%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360},80%,70%)"/></linearGradient></defs>
<rect width="100%" height="100%" fill="url(#s)"/>
<circle cx="${width * sun}" cy="${height * 0.35}" r="${height * 0.12}" fill="hsl(${(hue + 60) % 360},95%,80%)"/>
<path d="${hill(0)}" fill="hsl(${(hue + 180) % 360},35%,30%)"/>
<path d="${hill(1)}" fill="hsl(${(hue + 200) % 360},40%,18%)"/>
</svg>`;
}

let randomTurn = 0;

export const pictureHandlers = (): RequestHandler[] => [
  // The image store (not an operation of the contract: the same-origin imagePath it answers).
  http.get(`*${FILES}/:id`, ({ params }) => {
    const id = String(params.id);
    const uploaded = uploads.get(id);
    if (uploaded) return new HttpResponse(uploaded, { headers: { 'Content-Type': uploaded.type } });
    const picture = pictures().get(id);
    const [w, h] = picture ? [Number(picture.width), Number(picture.height)] : [1600, 900];
    return new HttpResponse(landscape(id, w, h), { headers: { 'Content-Type': 'image/svg+xml' } });
  }),
  ...on('listGalleryPictures', ({ request }) => {
    const q = new URL(request.url).searchParams.get('q')?.toLowerCase();
    const items = pictures()
      .where(
        (p) =>
          !q ||
          `${String(p.caption ?? '')} ${String(p.location ?? '')} ${String((p.uploader as Json).name)}`
            .toLowerCase()
            .includes(q),
      )
      .sort(newest)
      .map(pictureOf);
    return HttpResponse.json(page(request, items));
  }),
  ...on('listMyPictures', ({ request }) =>
    HttpResponse.json(
      page(
        request,
        pictures()
          .where((p) => isMe(p.uploader))
          .sort(newest)
          .map(pictureOf),
      ),
    ),
  ),
  ...on('getRandomPicture', () => {
    const all = pictures().all();
    if (all.length === 0) return notFound('Ein Bild');
    // A walk through the gallery in a fixed shuffled order: each ask shows another picture.
    const pick = all[(hashSeed(`random ${randomTurn++}`) + randomTurn) % all.length] as Entity;
    return HttpResponse.json(pictureOf(pick));
  }),
  ...on('getPicture', ({ params }) => {
    const p = pictures().get(String(params.id));
    return p ? HttpResponse.json(pictureOf(p)) : notFound('Dieses Bild');
  }),
  ...on('uploadPicture', async ({ request }) => {
    let form: FormData;
    try {
      form = await request.formData();
    } catch {
      return problem(422, 'Eingabe ungültig', undefined, [{ field: 'file', message: 'Bitte ein Bild auswählen.' }]);
    }
    const entry = form.get('file');
    // Duck-typed: the Blob class of the page and of the request's parser may differ (tests).
    const file = typeof entry === 'object' && entry !== null && 'size' in entry ? (entry as Blob) : undefined;
    if (!file || file.size === 0) {
      return problem(422, 'Eingabe ungültig', undefined, [{ field: 'file', message: 'Bitte ein Bild auswählen.' }]);
    }
    if (!UPLOAD_TYPES.includes(file.type)) {
      return problem(415, 'Dateityp nicht unterstützt', 'Erlaubt sind PNG, JPEG und WebP.');
    }
    if (file.size > UPLOAD_MAX_BYTES) return problem(413, 'Datei zu groß', 'Ein Bild darf höchstens 5 MB groß sein.');
    const caption = String(form.get('caption') ?? '').trim();
    const location = String(form.get('location') ?? '').trim();
    if (caption.length > 300) {
      return problem(422, 'Eingabe ungültig', undefined, [{ field: 'caption', message: 'Höchstens 300 Zeichen.' }]);
    }
    const picture = pictures().insert({
      ...(caption ? { caption } : {}),
      ...(location ? { location } : {}),
      uploader: me(),
      createdAt: now(),
    });
    uploads.set(String(picture.id), file);
    return HttpResponse.json(pictureOf(picture), { status: 201 });
  }),
  ...on('deletePicture', ({ params }) => {
    const p = pictures().get(String(params.id));
    if (!p) return notFound('Dieses Bild');
    if (!isMe(p.uploader)) return problem(403, 'Keine Berechtigung', 'Du kannst nur deine eigenen Bilder löschen.');
    pictures().remove(p.id);
    uploads.delete(String(p.id));
    return done('Bild gelöscht.', p.id);
  }),
  ...on('reportPicture', async ({ request, params }) => {
    const p = pictures().get(String(params.id));
    if (!p) return notFound('Dieses Bild');
    const already = reports().where((r) => r.pictureId === p.id && r.state === 'open' && isMe(r.reporter));
    if (already.length) return problem(409, 'Schon gemeldet', 'Du hast dieses Bild schon gemeldet.');
    const input = await body(request);
    const report = reports().insert(
      {
        pictureId: p.id,
        reason: input.reason,
        ...(typeof input.text === 'string' && input.text.trim() ? { text: input.text.trim() } : {}),
        reporter: me(),
        createdAt: now(),
        state: 'open',
      },
      { first: false },
    );
    // The one report queue of the admins (/acp/reports, issue 27 point 6) gets it too.
    fileReport({
      source: 'picture',
      subjectId: p.id,
      reason: input.reason,
      text: input.text,
      reported: (p.uploader as { name?: unknown } | undefined)?.name,
    });
    return HttpResponse.json(reportOf(report), { status: 201 });
  }),
  ...on('listPictureReports', ({ request }) => {
    const state = new URL(request.url).searchParams.get('state') ?? 'open';
    const items = reports()
      .where((r) => r.state === state)
      .sort((a, b) => String(a.createdAt).localeCompare(String(b.createdAt)))
      .map(reportOf);
    return HttpResponse.json(page(request, items));
  }),
  ...on('closePictureReport', async ({ request, params }) => {
    const report = reports().get(String(params.id));
    if (!report) return notFound('Diese Meldung');
    if (report.state === 'closed') return problem(409, 'Schon erledigt', 'Diese Meldung ist schon geschlossen.');
    const input = await body(request);
    reports().update(report.id, { state: 'closed', outcome: input.outcome });
    if (input.outcome !== 'dismissed') {
      pictures().remove(report.pictureId as number);
      // Every open report of a removed picture is settled with it.
      for (const other of reports().where((r) => r.pictureId === report.pictureId && r.state === 'open')) {
        reports().update(other.id, { state: 'closed', outcome: input.outcome });
      }
    }
    return HttpResponse.json(reportOf(report));
  }),
];
