// Dashboard feed with state: add, edit and delete posts and replies; "my posts" shows own posts.
import { HttpResponse, type RequestHandler } from 'msw';
import { collection, MOCK_REFERENCE_DATE, type Entity } from '../store';
import { timeOrdered } from '../world/time';
import type { HttpResponseResolver } from 'msw';
import { factoryAdLines } from './factory';
import { fileReport } from './player/reports';
import { body, done, idParam, itemsOf, me, mockOf, notFound, now, on as onOperation, page } from './kit';
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
    if (!post) return notFound('Dieser Beitrag');
    const input = await body(request);
    const report = fileReport({
      source: 'dashboardPost',
      subjectId: post.id,
      reason: input.reason,
      text: input.text,
      reported: (post.author as { name?: unknown } | undefined)?.name,
    });
    if (report instanceof Response) return report;
    return HttpResponse.json(
      {
        id: report.id,
        target: 'post',
        postId: post.id,
        ...(typeof post.text === 'string' ? { excerpt: post.text.slice(0, 300) } : {}),
        reason: report.reason,
        ...(report.text ? { text: report.text } : {}),
        reporter: report.reporter,
        createdAt: report.createdAt,
        state: 'open',
      },
      { status: 201 },
    );
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
