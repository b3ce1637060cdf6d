// Dashboard feed with state: add, edit and delete posts and replies; "my posts" shows own posts.
// Reports of posts and replies are kept (dashboard.reports, each about a post or reply that
// exists) for the moderators' queue, and go into the one admin report queue too; closing one
// removes the reported entry unless it is dismissed.
import { HttpResponse, type RequestHandler } from 'msw';
import { collection, MOCK_REFERENCE_DATE, type Entity } from '../store';
import { timeOrdered } from '../world/time';
import type { HttpResponseResolver } from 'msw';
import { factoryAdLines } from './factory';
import { fileReport } from './player/reports';
import { body, done, idParam, itemsOf, me, mockOf, notFound, now, on as onOperation, page, problem } from './kit';
import { teamAdLines } from './team';

const posts = () =>
  // timeOrdered: the generated dates are drawn apart (a post edited before it was written).
  collection<Entity>('dashboard.posts', () =>
    itemsOf('listDashboardPosts').map((p) => timeOrdered({ ...p, mine: false })),
  );
const replies = () =>
  collection<Entity>('dashboard.replies', () =>
    posts()
      .all()
      .flatMap((post) =>
        itemsOf('listDashboardReplies')
          .slice(0, Number(post.replyCount ?? 0) % 4)
          .map((r) => timeOrdered({ ...r, postId: post.id, mine: false })),
      ),
  );

const REPORTERS = [
  { id: 4712, name: 'Lukas_Weber' },
  { id: 4713, name: 'Lea_Fischer' },
];
const REPORT_TEXTS = [
  'Der Beitrag beleidigt andere Spieler.',
  'Das ist Werbung für einen anderen Server.',
  'Hier werden Namen aus dem echten Leben genannt.',
];
const REASONS = ['insult', 'spam', 'privacy'] as const;

/** The reports of the seed: about the first posts and one reply that exist, open, a day apart, after what they report. */
const reports = () =>
  collection<Entity>('dashboard.reports', () => {
    const reply = replies().all()[0];
    const targets: Array<{ post: Entity; reply?: Entity }> = [
      ...posts()
        .all()
        .slice(0, 2)
        .map((post) => ({ post })),
      ...(reply ? [{ post: posts().get(String(reply.postId)) as Entity, reply }] : []),
    ];
    return targets.map(({ post, reply: r }, i) => {
      const entry = r ?? post;
      const written = Date.parse(String(entry.createdAt));
      const at = Math.max(written + 3_600_000, MOCK_REFERENCE_DATE.getTime() - (3 - i) * 86_400_000);
      return {
        target: r ? 'reply' : 'post',
        postId: post.id,
        ...(r ? { replyId: r.id } : {}),
        ...(typeof entry.text === 'string' ? { excerpt: entry.text.slice(0, 300) } : {}),
        reason: REASONS[i % REASONS.length],
        text: REPORT_TEXTS[i % REPORT_TEXTS.length],
        reporter: REPORTERS[i % REPORTERS.length],
        createdAt: new Date(Math.min(at, MOCK_REFERENCE_DATE.getTime())).toISOString(),
        state: 'open',
      };
    });
  });

/** Files a report of a post or reply: kept for the moderators and put in the admin report queue. */
async function reportEntry(request: Request, post: Entity, reply?: Entity) {
  const input = await body(request);
  const entry = reply ?? post;
  const target = reply ? 'reply' : 'post';
  const mine = reports().where(
    (r) =>
      r.state === 'open' &&
      r.target === target &&
      String(reply ? r.replyId : r.postId) === String(entry.id) &&
      (r.reporter as { id?: unknown }).id === me().id,
  );
  if (mine.length) return problem(409, 'Schon gemeldet', 'Du hast diesen Eintrag schon gemeldet.');
  // The admin queue knows posts only (its source enum has no replies): a reply's report stays here.
  if (!reply) {
    const filed = fileReport({
      source: 'dashboardPost',
      subjectId: post.id,
      reason: input.reason,
      text: input.text,
      reported: (post.author as { name?: unknown } | undefined)?.name,
    });
    if (filed instanceof Response) return filed;
  }
  const text = typeof input.text === 'string' ? input.text.trim() : '';
  const report = reports().insert(
    {
      target,
      postId: post.id,
      ...(reply ? { replyId: reply.id } : {}),
      ...(typeof entry.text === 'string' ? { excerpt: entry.text.slice(0, 300) } : {}),
      reason: input.reason,
      ...(text ? { text } : {}),
      reporter: me(),
      createdAt: now(),
      state: 'open',
    },
    { first: false },
  );
  return HttpResponse.json(report, { status: 201 });
}

/**
 * The advert lines [Werbezeilen] of companies and organisations, read from their mocks on every
 * request, as adverts of the feed: saving or removing a line changes what the feed shows. Ids far
 * above the posts' own; the owner (leader) is the author, nobody may reply.
 */
const adLinePosts = (): Entity[] =>
  [
    ...factoryAdLines().map((ad) => ({ ...ad, id: 2_000_000_000 + ad.id })),
    ...teamAdLines().map((ad) => ({ ...ad, id: 2_100_000_000 + ad.id })),
  ].map(({ id, name, owner, line }) => ({
    id,
    kind: 'advert',
    author: owner,
    createdAt: line.updatedAt,
    text: line.text,
    advertiser: name.slice(0, 80),
    ...(line.expiresAt ? { expiresAt: line.expiresAt } : {}),
    replyCount: 0,
    repliesAllowed: false,
    mine: false,
  }));

/**
 * The feed: the posts (newest written first), the advert lines changed since the store's reference
 * date put in by date among the posts written since then, the older (seeded) lines at the end.
 */
function feed(): Entity[] {
  const list = posts().all();
  const since = MOCK_REFERENCE_DATE.toISOString();
  const ads = adLinePosts().sort((a, b) => String(b.createdAt).localeCompare(String(a.createdAt)));
  for (const ad of ads.filter((a) => String(a.createdAt) > since)) {
    const at = list.findIndex((p) => !(String(p.createdAt) > since) || String(p.createdAt) < String(ad.createdAt));
    list.splice(at < 0 ? list.length : at, 0, ad);
  }
  return [...list, ...ads.filter((a) => !(String(a.createdAt) > since))];
}

/** Seeds posts and their replies before the first change, so a new post never gets seeded replies. */
const on = (operationId: string, resolver: HttpResponseResolver) =>
  onOperation(operationId, (info) => {
    replies().all();
    return resolver(info);
  });

function syncReplyCount(postId: unknown) {
  posts().update(String(postId), { replyCount: replies().where((r) => String(r.postId) === String(postId)).length });
}

const removePost = (id: string) => {
  if (!posts().remove(id)) return notFound('Dieser Beitrag');
  for (const r of replies().where((x) => String(x.postId) === id)) replies().remove(r.id);
  return done('Beitrag gelöscht.', Number(id));
};

const removeReply = (id: string) => {
  const reply = replies().remove(id);
  if (!reply) return notFound('Diese Antwort');
  syncReplyCount(reply.postId);
  return done('Antwort gelöscht.', Number(id));
};

export const dashboardHandlers = (): RequestHandler[] => [
  ...on('listDashboardPosts', ({ request }) => {
    const kind = new URL(request.url).searchParams.get('kind');
    return HttpResponse.json(
      page(
        request,
        feed().filter((p) => !kind || p.kind === kind),
      ),
    );
  }),
  ...on('listMyDashboardPosts', ({ request }) =>
    HttpResponse.json(
      page(
        request,
        posts().where((p) => p.mine === true),
      ),
    ),
  ),
  ...on('addDashboardPost', async ({ request }) => {
    const input = await body(request);
    const post = posts().insert({
      ...mockOf('addDashboardPost'),
      editedAt: undefined,
      title: undefined,
      advertiser: undefined,
      expiresAt: undefined,
      reportCount: 0,
      ...input,
      author: me(),
      createdAt: now(),
      replyCount: 0,
      repliesAllowed: input.repliesAllowed !== false,
      mine: true,
    });
    return HttpResponse.json(post, { status: 201 });
  }),
  ...on('getDashboardPostData', ({ params }) => {
    const post = posts().get(idParam(params)) ?? adLinePosts().find((p) => String(p.id) === idParam(params));
    if (!post) return notFound('Dieser Beitrag');
    const list = replies().where((r) => String(r.postId) === String(post.id));
    return HttpResponse.json({ post, replies: list.slice(0, 50), hasMoreReplies: list.length > 50 });
  }),
  ...on('editDashboardPost', async ({ request, params }) => {
    const post = posts().update(idParam(params), { ...(await body(request)), editedAt: now() });
    return post ? HttpResponse.json(post) : notFound('Dieser Beitrag');
  }),
  // A report of a post lands in the one report queue of the admins (/acp/reports, issue 27
  // point 6); the reporter follows it in /reports. 409 for a second open report of the post.
  ...on('reportDashboardPost', async ({ request, params }) => {
    const post = posts().get(idParam(params)) ?? adLinePosts().find((p) => String(p.id) === idParam(params));
    return post ? reportEntry(request, post) : notFound('Dieser Beitrag');
  }),
  ...on('reportDashboardReply', async ({ request, params }) => {
    const reply = replies().get(idParam(params));
    const post = reply && posts().get(String(reply.postId));
    return reply && post ? reportEntry(request, post, reply) : notFound('Diese Antwort');
  }),
  // The moderators' queue: open reports by default, oldest first.
  ...on('listDashboardReports', ({ request }) => {
    const state = new URL(request.url).searchParams.get('state') ?? 'open';
    const found = reports()
      .where((r) => r.state === state)
      .sort((a, b) => String(a.createdAt).localeCompare(String(b.createdAt)));
    return HttpResponse.json(page(request, found));
  }),
  ...on('closeDashboardReport', async ({ request, params }) => {
    const report = reports().get(idParam(params));
    if (!report) return notFound('Diese Meldung');
    if (report.state === 'closed') return problem(409, 'Schon erledigt', 'Diese Meldung ist schon geschlossen.');
    const input = await body(request);
    const note = typeof input.note === 'string' ? input.note.trim() : '';
    const closed = reports().update(report.id, {
      state: 'closed',
      outcome: input.outcome,
      closedAt: now(),
      closedBy: me(),
      ...(note ? { note } : {}),
    }) as Entity;
    if (input.outcome !== 'dismissed') {
      if (report.target === 'reply') removeReply(String(report.replyId));
      else removePost(String(report.postId));
    }
    return HttpResponse.json(closed);
  }),
  ...on('deleteDashboardPost', ({ params }) => removePost(idParam(params))),
  ...on('removeDashboardPost', ({ params }) => removePost(idParam(params))),
  ...on('listDashboardReplies', ({ request, params }) => {
    const id = idParam(params);
    if (!posts().get(id)) return notFound('Dieser Beitrag');
    return HttpResponse.json(
      page(
        request,
        replies().where((r) => String(r.postId) === id),
      ),
    );
  }),
  ...on('addDashboardReply', async ({ request, params }) => {
    const post = posts().get(idParam(params));
    if (!post) return notFound('Dieser Beitrag');
    const reply = replies().insert(
      {
        ...mockOf('addDashboardReply'),
        editedAt: undefined,
        reportCount: 0,
        ...(await body(request)),
        postId: post.id,
        author: me(),
        createdAt: now(),
        mine: true,
      },
      { first: false },
    );
    syncReplyCount(post.id);
    return HttpResponse.json(reply, { status: 201 });
  }),
  ...on('editDashboardReply', async ({ request, params }) => {
    const reply = replies().update(idParam(params), { ...(await body(request)), editedAt: now() });
    return reply ? HttpResponse.json(reply) : notFound('Diese Antwort');
  }),
  ...on('deleteDashboardReply', ({ params }) => removeReply(idParam(params))),
  ...on('removeDashboardReply', ({ params }) => removeReply(idParam(params))),
];
