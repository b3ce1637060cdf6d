// The messenger's social network with state (issue 20): profiles, posts, likes, comments,
// follows, notifications and reports. Rules it keeps:
// - a profile belongs to a character (the signed-in one, or the one a scenario plays:
//   `invited` plays Anna_Schmidt, who has no profile yet and is asked to register);
// - a post's and a comment's author is a registered profile; without one, writing answers 404;
// - a like counts once per profile: likeCount is counted from the likes, never stored;
// - follows are one record each, so followers/following and their counts agree both ways;
// - deleted posts (by the author, or by a moderator) vanish from every feed and list, with
//   their likes and comments; their reports keep a copy of the post for the moderators;
// - a report lands in the moderators' list; closing settles every open report of the post,
//   and an outcome other than "dismissed" deletes the post;
// - notifications are derived from likes, comments and follows of others (never stored), so
//   they always match what happened; one read mark per profile.
import { HttpResponse, type RequestHandler } from 'msw';
import { actingCharacter } from '../../scenarios/acting';
import { collection, MOCK_REFERENCE_DATE, type Entity } from '../../store';
import { body, me, notFound, now, on, page, problem } from '../kit';
import { fileReport } from '../player/reports';

type Profile = Entity & {
  id: number;
  characterId: number;
  handle: string;
  displayName: string;
  bio?: string;
  avatar?: string;
  banner?: string;
  verified: boolean;
  createdAt: string;
  /** Notifications up to this moment are read. */
  readAt?: string;
};
type Post = Entity & { id: number; authorId: number; text: string; image?: string; createdAt: string };
type Like = Entity & { id: number; postId: number; profileId: number; createdAt: string };
type Follow = Entity & { id: number; followerId: number; followeeId: number; createdAt: string };
type Comment = Entity & { id: number; postId: number; authorId: number; text: string; createdAt: string };
type Report = Entity & {
  id: number;
  postId: number;
  /** The post as it was reported (the post may be deleted since). */
  copy: Record<string, unknown>;
  reason: string;
  text?: string;
  reportedBy: { id: number; name: string };
  reportedAt: string;
  state: 'open' | 'closed';
  closedBy?: { id: number; name: string };
  outcome?: 'dismissed' | 'contentRemoved' | 'authorWarned';
};

const ref = MOCK_REFERENCE_DATE.getTime();
const minutesAgo = (m: number) => new Date(ref - m * 60_000).toISOString();

// [characterId, handle, displayName, bio, verified]
const PROFILES: Array<[number, string, string, string, boolean]> = [
  [1, 'max.mustermann', 'Max Mustermann', 'Mechaniker aus Leidenschaft. Sandy Shores ♥', false],
  [101, 'lea_schmidt', 'Lea Schmidt', 'Immer unterwegs in Los Santos.', false],
  [102, 'jonas.weber', 'Jonas Weber', 'Taxifahrer, Nachtschicht.', false],
  [103, 'ls_customs', 'LS Customs', 'Tuning, Lack und Reparatur. Burton.', true],
  [104, 'mia.fischer', 'Mia Fischer', 'Fotografin.', false],
  [105, 'bean.machine', 'Bean Machine', 'Kaffee für die ganze Stadt.', true],
];

export const profiles = () =>
  collection<Profile>('messenger.socialProfiles', () =>
    PROFILES.map(([characterId, handle, displayName, bio, verified], i) => ({
      characterId,
      handle,
      displayName,
      bio,
      verified,
      avatar: `/images/social/avatar-${i + 1}.png`,
      createdAt: minutesAgo(60 * 24 * (300 - i * 10)),
    })),
  );

// [authorId, text, minutes ago]; post 1, the newest, is the signed-in character's own
const POSTS: Array<[number, string, number]> = [
  [1, 'Endlich den alten Pickup wieder zum Laufen gebracht.', 10],
  [4, 'Neue Lackierungen im Angebot: https://lscustoms.example/angebote', 90],
  [6, 'Frischer Kaffee, frische Donuts. Wir haben bis 2 Uhr offen.', 180],
  [2, 'Heute Abend großes Treffen am Pier, alle sind eingeladen!', 30],
  [3, 'Wer braucht heute Nacht noch eine Fahrt? Ruft an!', 400],
  [5, 'Sonnenuntergang am Vinewood-Schild. Unbezahlbar.', 600],
  [3, 'Ihr fahrt alle wie Anfänger, echt jetzt.', 900],
  [2, 'Danke an alle fürs Kommen gestern!', 1500],
];

export const posts = () =>
  collection<Post>('messenger.socialPosts', () =>
    POSTS.map(([authorId, text, ago]) => ({ authorId, text, createdAt: minutesAgo(ago) })),
  );

// [postId, profileId]
const LIKES: Array<[number, number]> = [
  [4, 1],
  [4, 3],
  [4, 5],
  [2, 1],
  [3, 2],
  [1, 2],
  [1, 4],
  [6, 2],
];
export const likes = () =>
  collection<Like>('messenger.socialLikes', () =>
    LIKES.map(([postId, profileId], i) => ({ postId, profileId, createdAt: minutesAgo(20 - i) })),
  );

// [followerId, followeeId]
const FOLLOWS: Array<[number, number]> = [
  [1, 2],
  [1, 4],
  [2, 1],
  [3, 1],
  [5, 2],
  [2, 6],
  [4, 2],
];
export const follows = () =>
  collection<Follow>('messenger.socialFollows', () =>
    FOLLOWS.map(([followerId, followeeId], i) => ({ followerId, followeeId, createdAt: minutesAgo(3000 - i * 60) })),
  );

// [postId, authorId, text, minutes ago]
const COMMENTS: Array<[number, number, string, number]> = [
  [4, 1, 'Bin dabei!', 25],
  [4, 3, 'Ich bringe Musik mit.', 20],
  [1, 2, 'Respekt, der war doch schon Schrott.', 200],
  [7, 2, 'Geht’s noch?', 850],
];
export const comments = () =>
  collection<Comment>('messenger.socialComments', () =>
    COMMENTS.map(([postId, authorId, text, ago]) => ({ postId, authorId, text, createdAt: minutesAgo(ago) })),
  );

export const reports = () =>
  collection<Report>('messenger.socialReports', () => [
    {
      postId: 7,
      copy: {},
      reason: 'insult',
      text: 'Beleidigt andere Fahrer.',
      reportedBy: { id: 101, name: 'Lea_Schmidt' },
      reportedAt: minutesAgo(800),
      state: 'open',
    },
    {
      postId: 5,
      copy: {},
      reason: 'spam',
      reportedBy: { id: 104, name: 'Mia_Fischer' },
      reportedAt: minutesAgo(300),
      state: 'closed',
      closedBy: { id: 1, name: 'Max_Mustermann' },
      outcome: 'dismissed',
    },
  ]);

type Params = Record<string, unknown>;

/** The character a request speaks for: the scenario's, else the signed-in one. */
const characterOf = (request: Request) => actingCharacter(request) ?? me();

/** The viewer's profile, if the character has one. */
const viewerOf = (request: Request) => {
  const character = characterOf(request).id;
  return profiles().where((p) => p.characterId === character)[0];
};

const noProfile = () => notFound('Dein Profil im sozialen Netzwerk');
const conflict = (title: string, detail: string) => problem(409, title, detail);

const isFollowing = (followerId: number | undefined, followeeId: number) =>
  followerId !== undefined &&
  follows().where((f) => f.followerId === followerId && f.followeeId === followeeId).length > 0;

function authorOf(p: Profile) {
  return {
    id: p.id,
    handle: p.handle,
    displayName: p.displayName,
    ...(p.avatar ? { avatar: p.avatar } : {}),
    verified: p.verified,
  };
}

function profileOf(p: Profile, viewer: Profile | undefined) {
  return {
    ...authorOf(p),
    ...(p.bio ? { bio: p.bio } : {}),
    ...(p.banner ? { banner: p.banner } : {}),
    followerCount: follows().where((f) => f.followeeId === p.id).length,
    followingCount: follows().where((f) => f.followerId === p.id).length,
    postCount: posts().where((x) => x.authorId === p.id).length,
    followedByMe: isFollowing(viewer?.id, p.id),
    followsMe: viewer ? isFollowing(p.id, viewer.id) : false,
    mine: viewer?.id === p.id,
    createdAt: p.createdAt,
  };
}

const likeCount = (postId: number) => likes().where((l) => l.postId === postId).length;

function postOf(post: Post, viewer: Profile | undefined) {
  const author = profiles().get(post.authorId);
  return {
    id: post.id,
    author: author
      ? authorOf(author)
      : { id: post.authorId, handle: 'geloescht', displayName: 'Gelöscht', verified: false },
    text: post.text,
    ...(post.image ? { image: post.image } : {}),
    createdAt: post.createdAt,
    likeCount: likeCount(post.id),
    commentCount: comments().where((c) => c.postId === post.id).length,
    likedByMe: viewer ? likes().where((l) => l.postId === post.id && l.profileId === viewer.id).length > 0 : false,
    mine: viewer?.id === post.authorId,
  };
}

function commentOf(comment: Comment, viewer: Profile | undefined) {
  const author = profiles().get(comment.authorId);
  return {
    id: comment.id,
    postId: comment.postId,
    author: author
      ? authorOf(author)
      : { id: comment.authorId, handle: 'geloescht', displayName: 'Gelöscht', verified: false },
    text: comment.text,
    createdAt: comment.createdAt,
    mine: viewer?.id === comment.authorId,
  };
}

const newestFirst = (a: { createdAt: string; id: number }, b: { createdAt: string; id: number }) =>
  b.createdAt.localeCompare(a.createdAt) || b.id - a.id;

/** A post's reports settle together; the report shows the live post, else its copy. */
function reportOf(report: Report) {
  const live = posts().get(report.postId);
  const post = live ? postOf(live, undefined) : report.copy;
  return {
    id: report.id,
    post,
    reason: report.reason,
    ...(report.text ? { text: report.text } : {}),
    reportedBy: report.reportedBy,
    reportedAt: report.reportedAt,
    state: report.state,
    reportCount: reports().where((r) => r.postId === report.postId).length,
    ...(report.closedBy ? { closedBy: report.closedBy } : {}),
    ...(report.outcome ? { outcome: report.outcome } : {}),
  };
}

/** Deletes a post with its likes and comments; its reports keep a copy. */
function deletePost(post: Post) {
  const copy = postOf(post, undefined);
  for (const r of reports().where((x) => x.postId === post.id)) reports().update(r.id, { copy });
  for (const l of likes().where((x) => x.postId === post.id)) likes().remove(l.id);
  for (const c of comments().where((x) => x.postId === post.id)) comments().remove(c.id);
  posts().remove(post.id);
}

/** Likes, comments and follows of others concerning the profile, newest first. */
function notificationsOf(viewer: Profile) {
  const mine = new Set(
    posts()
      .where((p) => p.authorId === viewer.id)
      .map((p) => p.id),
  );
  const actor = (id: number) => profiles().get(id);
  const read = (at: string) => viewer.readAt !== undefined && at <= viewer.readAt;
  const items: Array<Record<string, unknown> & { createdAt: string; id: number }> = [];
  for (const l of likes().where((x) => mine.has(x.postId) && x.profileId !== viewer.id)) {
    const who = actor(l.profileId);
    if (who)
      items.push({
        id: l.id,
        kind: 'like',
        actor: authorOf(who),
        postId: l.postId,
        createdAt: l.createdAt,
        read: read(l.createdAt),
      });
  }
  for (const c of comments().where((x) => mine.has(x.postId) && x.authorId !== viewer.id)) {
    const who = actor(c.authorId);
    if (who)
      items.push({
        id: 100_000 + c.id,
        kind: 'comment',
        actor: authorOf(who),
        postId: c.postId,
        createdAt: c.createdAt,
        read: read(c.createdAt),
      });
  }
  for (const f of follows().where((x) => x.followeeId === viewer.id)) {
    const who = actor(f.followerId);
    if (who)
      items.push({
        id: 200_000 + f.id,
        kind: 'follow',
        actor: authorOf(who),
        createdAt: f.createdAt,
        read: read(f.createdAt),
      });
  }
  return items.sort(newestFirst);
}

const searchOf = (request: Request) => (new URL(request.url).searchParams.get('q') ?? '').trim().toLowerCase();

const profileParam = (params: Params) => profiles().get(String(params.profileId));

const profileHandlers = (): RequestHandler[] => [
  ...on('getMessengerSocialMe', ({ request }) => {
    const viewer = viewerOf(request);
    return viewer ? HttpResponse.json(profileOf(viewer, viewer)) : noProfile();
  }),
  ...on('registerMessengerSocialProfile', async ({ request }) => {
    if (viewerOf(request)) return conflict('Schon registriert', 'Dein Charakter hat bereits ein Profil.');
    const input = await body(request);
    const handle = String(input.handle ?? '').trim();
    if (profiles().where((p) => p.handle === handle).length > 0) {
      return problem(422, 'Eingabe ungültig', 'Dieser Name ist vergeben.', [
        { field: 'handle', message: `@${handle} ist schon vergeben.` },
      ]);
    }
    const bio = typeof input.bio === 'string' ? input.bio.trim() : '';
    const created = profiles().insert(
      {
        characterId: characterOf(request).id,
        handle,
        displayName: String(input.displayName ?? '').trim(),
        ...(bio ? { bio } : {}),
        ...(typeof input.avatar === 'string' && input.avatar ? { avatar: input.avatar } : {}),
        verified: false,
        createdAt: now(),
      },
      { first: false },
    );
    return HttpResponse.json(profileOf(created, created), { status: 201 });
  }),
  ...on('editMessengerSocialProfile', async ({ request }) => {
    const viewer = viewerOf(request);
    if (!viewer) return noProfile();
    const input = await body(request);
    const patch: Partial<Profile> = {};
    if (typeof input.displayName === 'string') patch.displayName = input.displayName.trim();
    if (typeof input.bio === 'string') patch.bio = input.bio.trim() || undefined;
    if (typeof input.avatar === 'string') patch.avatar = input.avatar || undefined;
    if (typeof input.banner === 'string') patch.banner = input.banner || undefined;
    const changed = profiles().update(viewer.id, patch) ?? viewer;
    return HttpResponse.json(profileOf(changed, changed));
  }),
  ...on('searchMessengerSocialUsers', ({ request }) => {
    const q = searchOf(request);
    const found = profiles()
      .where((p) => !q || p.handle.includes(q) || p.displayName.toLowerCase().includes(q))
      .sort((a, b) => a.handle.localeCompare(b.handle));
    return HttpResponse.json(page(request, found.map(authorOf)));
  }),
  ...on('getMessengerSocialUser', ({ params, request }) => {
    const profile = profileParam(params);
    return profile ? HttpResponse.json(profileOf(profile, viewerOf(request))) : notFound('Dieses Profil');
  }),
  ...on('listMessengerSocialUserPosts', ({ params, request }) => {
    const profile = profileParam(params);
    if (!profile) return notFound('Dieses Profil');
    const viewer = viewerOf(request);
    const list = posts()
      .where((p) => p.authorId === profile.id)
      .sort(newestFirst)
      .map((p) => postOf(p, viewer));
    return HttpResponse.json(page(request, list));
  }),
  ...on('listMessengerSocialFollowers', ({ params, request }) => {
    const profile = profileParam(params);
    if (!profile) return notFound('Dieses Profil');
    const list = follows()
      .where((f) => f.followeeId === profile.id)
      .map((f) => profiles().get(f.followerId))
      .filter((p): p is Profile => p !== undefined)
      .map(authorOf);
    return HttpResponse.json(page(request, list));
  }),
  ...on('listMessengerSocialFollowing', ({ params, request }) => {
    const profile = profileParam(params);
    if (!profile) return notFound('Dieses Profil');
    const list = follows()
      .where((f) => f.followerId === profile.id)
      .map((f) => profiles().get(f.followeeId))
      .filter((p): p is Profile => p !== undefined)
      .map(authorOf);
    return HttpResponse.json(page(request, list));
  }),
  ...on('followMessengerSocialUser', ({ params, request }) => {
    const profile = profileParam(params);
    if (!profile) return notFound('Dieses Profil');
    const viewer = viewerOf(request);
    if (!viewer) return noProfile();
    if (viewer.id === profile.id) return conflict('Nicht möglich', 'Dem eigenen Profil kann man nicht folgen.');
    if (isFollowing(viewer.id, profile.id)) return conflict('Schon gefolgt', 'Du folgst diesem Profil bereits.');
    follows().insert({ followerId: viewer.id, followeeId: profile.id, createdAt: now() });
    return HttpResponse.json({
      profileId: profile.id,
      following: true,
      followerCount: follows().where((f) => f.followeeId === profile.id).length,
    });
  }),
  ...on('unfollowMessengerSocialUser', ({ params, request }) => {
    const profile = profileParam(params);
    if (!profile) return notFound('Dieses Profil');
    const viewer = viewerOf(request);
    if (!viewer) return noProfile();
    for (const f of follows().where((x) => x.followerId === viewer.id && x.followeeId === profile.id))
      follows().remove(f.id);
    return HttpResponse.json({
      profileId: profile.id,
      following: false,
      followerCount: follows().where((f) => f.followeeId === profile.id).length,
    });
  }),
  ...on('listMessengerSocialNotifications', ({ request }) => {
    const viewer = viewerOf(request);
    if (!viewer) return noProfile();
    const all = notificationsOf(viewer);
    return HttpResponse.json({ ...page(request, all), unreadCount: all.filter((n) => !n.read).length });
  }),
  ...on('markMessengerSocialNotificationsRead', ({ request }) => {
    const viewer = viewerOf(request);
    if (!viewer) return noProfile();
    profiles().update(viewer.id, { readAt: now() });
    return HttpResponse.json({ ok: true, message: 'Alles gelesen.', affectedId: viewer.id });
  }),
];

const postParam = (params: Params) => posts().get(String(params.id));

const postHandlers = (): RequestHandler[] => [
  ...on('listMessengerSocialFeed', ({ request }) => {
    const viewer = viewerOf(request);
    if (!viewer) return noProfile();
    // The feed: the followed profiles and the own posts.
    const list = posts()
      .where((p) => p.authorId === viewer.id || isFollowing(viewer.id, p.authorId))
      .sort(newestFirst)
      .map((p) => postOf(p, viewer));
    return HttpResponse.json(page(request, list));
  }),
  ...on('listMessengerSocialPosts', ({ request }) => {
    const viewer = viewerOf(request);
    const q = searchOf(request);
    const list = posts()
      .where((p) => !q || p.text.toLowerCase().includes(q))
      .sort(newestFirst)
      .map((p) => postOf(p, viewer));
    return HttpResponse.json(page(request, list));
  }),
  ...on('addMessengerSocialPost', async ({ request }) => {
    const viewer = viewerOf(request);
    if (!viewer) return noProfile();
    const input = await body(request);
    const image = typeof input.image === 'string' && input.image ? { image: input.image } : {};
    const post = posts().insert({
      authorId: viewer.id,
      text: String(input.text ?? '').trim(),
      ...image,
      createdAt: now(),
    });
    return HttpResponse.json(postOf(post, viewer), { status: 201 });
  }),
  ...on('getMessengerSocialPost', ({ params, request }) => {
    const post = postParam(params);
    return post ? HttpResponse.json(postOf(post, viewerOf(request))) : notFound('Dieser Beitrag');
  }),
  ...on('deleteMessengerSocialPost', ({ params, request }) => {
    const post = postParam(params);
    if (!post) return notFound('Dieser Beitrag');
    if (post.authorId !== viewerOf(request)?.id)
      return problem(403, 'Keine Berechtigung', 'Nur eigene Beiträge kann man löschen.');
    deletePost(post);
    return HttpResponse.json({ ok: true, message: 'Beitrag gelöscht.', affectedId: post.id });
  }),
  ...on('likeMessengerSocialPost', ({ params, request }) => {
    const post = postParam(params);
    if (!post) return notFound('Dieser Beitrag');
    const viewer = viewerOf(request);
    if (!viewer) return noProfile();
    // Liking twice is harmless: one like per profile.
    if (likes().where((l) => l.postId === post.id && l.profileId === viewer.id).length === 0)
      likes().insert({ postId: post.id, profileId: viewer.id, createdAt: now() });
    return HttpResponse.json({ postId: post.id, liked: true, likeCount: likeCount(post.id) });
  }),
  ...on('unlikeMessengerSocialPost', ({ params, request }) => {
    const post = postParam(params);
    if (!post) return notFound('Dieser Beitrag');
    const viewer = viewerOf(request);
    if (!viewer) return noProfile();
    for (const l of likes().where((x) => x.postId === post.id && x.profileId === viewer.id)) likes().remove(l.id);
    return HttpResponse.json({ postId: post.id, liked: false, likeCount: likeCount(post.id) });
  }),
  ...on('listMessengerSocialComments', ({ params, request }) => {
    const post = postParam(params);
    if (!post) return notFound('Dieser Beitrag');
    const viewer = viewerOf(request);
    const list = comments()
      .where((c) => c.postId === post.id)
      .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id - b.id)
      .map((c) => commentOf(c, viewer));
    return HttpResponse.json(page(request, list));
  }),
  ...on('addMessengerSocialComment', async ({ params, request }) => {
    const post = postParam(params);
    if (!post) return notFound('Dieser Beitrag');
    const viewer = viewerOf(request);
    if (!viewer) return noProfile();
    const text = String((await body(request)).text ?? '').trim();
    const comment = comments().insert({ postId: post.id, authorId: viewer.id, text, createdAt: now() });
    return HttpResponse.json(commentOf(comment, viewer), { status: 201 });
  }),
  ...on('deleteMessengerSocialComment', ({ params, request }) => {
    const post = postParam(params);
    const comment = comments().get(String(params.commentId));
    if (!post || !comment || comment.postId !== post.id) return notFound('Dieser Kommentar');
    const viewer = viewerOf(request);
    // The comment's author and the post's author may delete it.
    if (!viewer || (viewer.id !== comment.authorId && viewer.id !== post.authorId))
      return problem(403, 'Keine Berechtigung', 'Diesen Kommentar darfst du nicht löschen.');
    comments().remove(comment.id);
    return HttpResponse.json({ ok: true, message: 'Kommentar gelöscht.', affectedId: comment.id });
  }),
  ...on('reportMessengerSocialPost', async ({ params, request }) => {
    const post = postParam(params);
    if (!post) return notFound('Dieser Beitrag');
    const character = characterOf(request);
    const already = reports().where(
      (r) => r.postId === post.id && r.state === 'open' && r.reportedBy.id === character.id,
    );
    if (already.length > 0) return conflict('Schon gemeldet', 'Du hast diesen Beitrag bereits gemeldet.');
    const input = await body(request);
    const text = typeof input.text === 'string' ? input.text.trim() : '';
    const report = reports().insert({
      postId: post.id,
      copy: postOf(post, undefined),
      reason: String(input.reason),
      ...(text ? { text } : {}),
      reportedBy: { id: character.id, name: character.name },
      reportedAt: now(),
      state: 'open',
    });
    // The one report queue of the admins (/acp/reports, issue 27 point 6) gets it too.
    fileReport({
      source: 'socialPost',
      subjectId: post.id,
      reason: input.reason,
      text,
      reported: profiles().get(post.authorId)?.displayName,
      reporter: { id: character.id, name: character.name },
    });
    return HttpResponse.json({ ok: true, message: 'Meldung eingegangen.', affectedId: report.id }, { status: 201 });
  }),
];

const adminHandlers = (): RequestHandler[] => [
  ...on('listMessengerSocialReports', ({ request }) => {
    const state = new URL(request.url).searchParams.get('state');
    // Oldest open first, then the closed ones, newest first.
    const list = reports()
      .where((r) => !state || r.state === state)
      .sort((a, b) =>
        a.state !== b.state
          ? a.state === 'open'
            ? -1
            : 1
          : a.state === 'open'
            ? a.reportedAt.localeCompare(b.reportedAt)
            : b.reportedAt.localeCompare(a.reportedAt),
      )
      .map(reportOf);
    return HttpResponse.json(page(request, list));
  }),
  ...on('closeMessengerSocialReport', async ({ params, request }) => {
    const report = reports().get(String(params.id));
    if (!report) return notFound('Diese Meldung');
    if (report.state === 'closed') return conflict('Schon erledigt', 'Diese Meldung ist bereits geschlossen.');
    const outcome = (await body(request)).outcome as Report['outcome'];
    const closedBy = me();
    for (const r of reports().where((x) => x.postId === report.postId && x.state === 'open'))
      reports().update(r.id, { state: 'closed', outcome, closedBy });
    const post = posts().get(report.postId);
    if (post && outcome !== 'dismissed') deletePost(post);
    return HttpResponse.json(reportOf(reports().get(report.id) ?? report));
  }),
  ...on('deleteMessengerSocialPostAdmin', ({ params }) => {
    const post = postParam(params);
    if (!post) return notFound('Dieser Beitrag');
    deletePost(post);
    // Open reports of the post are settled by its removal.
    for (const r of reports().where((x) => x.postId === post.id && x.state === 'open'))
      reports().update(r.id, { state: 'closed', outcome: 'contentRemoved', closedBy: me() });
    return HttpResponse.json({ ok: true, message: 'Beitrag gelöscht.', affectedId: post.id });
  }),
];

export const socialHandlers = (): RequestHandler[] => [...profileHandlers(), ...postHandlers(), ...adminHandlers()];
