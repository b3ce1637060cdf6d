// The messenger's friends chat with state (issue 20): users of the friends app (named by their
// active character), friendships, open requests and the chat of each friendship. Rules it keeps:
// - a friendship is one object both users share: a request accepted makes both friends (each
//   sees the other in the list), ending it ends it for both;
// - one open request per pair (either direction); none to a friend or to oneself (409);
//   only the receiver accepts, the receiver declines or the sender withdraws;
// - only friends read and write the chat (403 otherwise);
// - unread is counted from the messages (the other's, newer than the own read mark), never
//   stored, so the friend's count and the messages' `read` agree.
import { HttpResponse, type RequestHandler } from 'msw';
import { collection, MOCK_REFERENCE_DATE, type Entity } from '../../store';
import { body, done, notFound, now, on, problem } from '../kit';

export type FriendUser = Entity & { id: number; name: string; online: boolean; lastSeenAt?: string };
export type Friendship = Entity & {
  id: number;
  users: [number, number];
  since: string;
  /** Per user (string key): the other's messages sent after this moment are unread. */
  readAt: Record<string, string>;
};
export type FriendRequest = Entity & { id: number; from: number; to: number; message?: string; sentAt: string };
export type FriendMessage = Entity & { id: number; friendshipId: number; from: number; text: string; sentAt: string };

/** The signed-in user in the friends app. */
export const ME = 1;

const ref = MOCK_REFERENCE_DATE.getTime();
const minutesAgo = (m: number) => new Date(ref - m * 60_000).toISOString();

const USERS: Array<[string, boolean, number?]> = [
  ['Max_Mustermann', true],
  ['Lea_Schmidt', true],
  ['Tom_Becker', false, 180],
  ['Mia_Wagner', true],
  ['Jonas_Keller', false, 60 * 24],
  ['Sara_Yilmaz', true],
  ['Ben_Hoffmann', false, 45],
  ['Piotr_Kowalski', false, 60 * 24 * 3],
];

export const friendUsers = () =>
  collection<FriendUser>('messenger.friendUsers', () =>
    USERS.map(([name, online, seen]) => ({ name, online, ...(seen ? { lastSeenAt: minutesAgo(seen) } : {}) })),
  );

export const friendships = () =>
  collection<Friendship>('messenger.friendships', (): Array<Partial<Friendship>> => [
    { users: [ME, 2], since: minutesAgo(60 * 24 * 60), readAt: { [ME]: minutesAgo(50), 2: minutesAgo(0) } },
    { users: [ME, 3], since: minutesAgo(60 * 24 * 10), readAt: { [ME]: minutesAgo(0), 3: minutesAgo(0) } },
    { users: [2, 3], since: minutesAgo(60 * 24 * 30), readAt: {} },
  ]);

export const friendRequests = () =>
  collection<FriendRequest>('messenger.friendRequests', () => [
    { from: 4, to: ME, message: 'Hey, wir haben uns gestern am Pier getroffen!', sentAt: minutesAgo(120) },
    { from: ME, to: 5, sentAt: minutesAgo(60 * 24 * 2) },
  ]);

// [friendship (1-based), from, text, minutes ago]
const MESSAGES: Array<[number, number, string, number]> = [
  [1, ME, 'Na, wie war die Schicht?', 240],
  [1, 2, 'Anstrengend, aber gut. Und bei dir?', 200],
  [1, ME, 'Alles ruhig. Kino heute?', 60],
  [1, 2, 'Gern! Welcher Film?', 40],
  [1, 2, 'Hier das Programm: https://kino.example/heute', 30],
  [2, 3, 'Danke fürs Abschleppen gestern!', 60 * 24],
  [2, ME, 'Kein Ding.', 60 * 23],
];

export const friendMessages = () =>
  collection<FriendMessage>('messenger.friendMessages', () =>
    MESSAGES.map(([friendship, from, text, minutes]) => ({
      friendshipId: friendship,
      from,
      text,
      sentAt: minutesAgo(minutes),
    })),
  );

const other = (f: Friendship, user: number) => (f.users[0] === user ? f.users[1] : f.users[0]);
export const friendshipOf = (a: number, b: number) =>
  friendships()
    .all()
    .find((f) => f.users.includes(a) && f.users.includes(b));
/** The users a user is friends with. */
export const friendsOf = (user: number) =>
  friendships()
    .where((f) => f.users.includes(user))
    .map((f) => other(f, user));

const userOf = (id: number) => {
  const user = friendUsers().get(id);
  return { friendId: id, name: user?.name ?? 'Unbekannt_Nutzer' };
};

const messagesOf = (f: Friendship) =>
  friendMessages()
    .where((m) => m.friendshipId === f.id)
    .sort((a, b) => a.sentAt.localeCompare(b.sentAt) || a.id - b.id);

const readBy = (f: Friendship, m: FriendMessage, user: number) =>
  m.from === user || m.sentAt <= (f.readAt[String(user)] ?? '');

export const friendUnread = (f: Friendship, user: number) => messagesOf(f).filter((m) => !readBy(f, m, user)).length;

function friendOf(f: Friendship, viewer: number) {
  const id = other(f, viewer);
  const user = friendUsers().get(id);
  return {
    user: userOf(id),
    online: user?.online ?? false,
    since: f.since,
    ...(user?.lastSeenAt && !user.online ? { lastSeenAt: user.lastSeenAt } : {}),
    unreadCount: Math.min(9999, friendUnread(f, viewer)),
  };
}

const requestOf = (r: FriendRequest) => ({
  id: r.id,
  from: userOf(r.from),
  to: userOf(r.to),
  ...(r.message ? { message: r.message } : {}),
  sentAt: r.sentAt,
});

function messageOf(f: Friendship, m: FriendMessage, viewer: number) {
  const mine = m.from === viewer;
  return {
    id: m.id,
    from: userOf(m.from),
    text: m.text,
    sentAt: m.sentAt,
    mine,
    // Mine: has the friend read it; theirs: have I.
    read: readBy(f, m, mine ? other(f, viewer) : viewer),
  };
}

const cursorOf = (id: number) => `fc_${String(id).padStart(8, '0')}`;
const idOfCursor = (cursor: string) => {
  const match = /^fc_(\d{1,12})$/.exec(cursor);
  return match ? Number(match[1]) : undefined;
};

/** The friendship with the friend of the path, or the answer refusing it. */
function ownFriendship(params: Record<string, unknown>): Friendship | Response {
  const id = Number(params.friendId);
  if (!friendUsers().get(id)) return notFound('Dieser Nutzer');
  const f = friendshipOf(ME, id);
  return f ?? problem(403, 'Keine Berechtigung', 'Ihr seid nicht befreundet.');
}

export const friendsHandlers = (): RequestHandler[] => [
  ...on('listMessengerFriends', () =>
    HttpResponse.json({
      items: friendships()
        .where((f) => f.users.includes(ME))
        .map((f) => friendOf(f, ME))
        .sort((a, b) => Number(b.online) - Number(a.online) || a.user.name.localeCompare(b.user.name, 'de')),
    }),
  ),
  ...on('listMessengerFriendRequests', () =>
    HttpResponse.json({
      incoming: friendRequests()
        .where((r) => r.to === ME)
        .map(requestOf),
      outgoing: friendRequests()
        .where((r) => r.from === ME)
        .map(requestOf),
    }),
  ),
  ...on('sendMessengerFriendRequest', async ({ request }) => {
    const input = await body(request);
    const name = String(input.name ?? '');
    const user = friendUsers()
      .all()
      .find((u) => u.name === name);
    if (!user) return notFound(`${name.replace('_', ' ')}`);
    if (user.id === ME) return problem(409, 'Das bist du', 'Du kannst dir selbst keine Anfrage schicken.');
    if (friendshipOf(ME, user.id)) return problem(409, 'Schon befreundet', `Ihr seid schon befreundet.`);
    const open = friendRequests().where(
      (r) => (r.from === ME && r.to === user.id) || (r.from === user.id && r.to === ME),
    );
    if (open.length > 0) return problem(409, 'Anfrage offen', 'Zwischen euch ist schon eine Anfrage offen.');
    const message = typeof input.message === 'string' && input.message.trim() ? input.message.trim() : undefined;
    const created = friendRequests().insert({ from: ME, to: user.id, ...(message ? { message } : {}), sentAt: now() });
    return HttpResponse.json(requestOf(created), { status: 201 });
  }),
  ...on('acceptMessengerFriendRequest', ({ params }) => {
    const r = friendRequests().get(String(params.id));
    if (!r || (r.to !== ME && r.from !== ME)) return notFound('Diese Anfrage');
    if (r.to !== ME) return problem(403, 'Keine Berechtigung', 'Nur wer die Anfrage bekommen hat, nimmt sie an.');
    friendRequests().remove(r.id);
    const at = now();
    const f =
      friendshipOf(r.from, r.to) ??
      friendships().insert({ users: [r.from, r.to], since: at, readAt: { [r.from]: at, [r.to]: at } });
    return HttpResponse.json(friendOf(f, ME));
  }),
  ...on('declineMessengerFriendRequest', ({ params }) => {
    const r = friendRequests().get(String(params.id));
    if (!r || (r.to !== ME && r.from !== ME)) return notFound('Diese Anfrage');
    friendRequests().remove(r.id);
    return done(r.to === ME ? 'Anfrage abgelehnt.' : 'Anfrage zurückgezogen.', r.id);
  }),
  ...on('removeMessengerFriend', ({ params }) => {
    const f = friendshipOf(ME, Number(params.friendId));
    if (!f) return notFound('Diese Freundschaft');
    friendships().remove(f.id);
    for (const m of messagesOf(f)) friendMessages().remove(m.id);
    return done('Freundschaft beendet.', Number(params.friendId));
  }),
  ...on('listMessengerFriendChat', ({ params, request }) => {
    const f = ownFriendship(params);
    if (f instanceof Response) return f;
    const query = new URL(request.url).searchParams;
    const limit = Math.min(100, Math.max(1, Number(query.get('limit') ?? 20) || 20));
    const all = messagesOf(f);
    const at = (cursor: string) => all.findIndex((m) => m.id === idOfCursor(cursor));
    const after = query.get('after');
    const before = query.get('before');
    let window: FriendMessage[];
    if (after) {
      const i = at(after);
      if (i < 0) return problem(400, 'Ungültiger Cursor', 'Diesen Cursor gibt es nicht.');
      window = all.slice(i + 1, i + 1 + limit);
    } else if (before) {
      const i = at(before);
      if (i < 0) return problem(400, 'Ungültiger Cursor', 'Diesen Cursor gibt es nicht.');
      window = all.slice(Math.max(0, i - limit), i);
    } else {
      window = all.slice(Math.max(0, all.length - limit));
    }
    const oldest = window[0];
    const newest = window[window.length - 1];
    const hasOlder = oldest ? all.indexOf(oldest) > 0 : false;
    return HttpResponse.json({
      items: window.map((m) => messageOf(f, m, ME)).reverse(),
      cursor: {
        hasOlder,
        ...(hasOlder && oldest ? { older: cursorOf(oldest.id) } : {}),
        ...(newest ? { newer: cursorOf(newest.id) } : after ? { newer: after } : {}),
      },
    });
  }),
  ...on('sendMessengerFriendChatMessage', async ({ params, request }) => {
    const f = ownFriendship(params);
    if (f instanceof Response) return f;
    const at = now();
    const m = friendMessages().insert({
      friendshipId: f.id,
      from: ME,
      text: String((await body(request)).text ?? ''),
      sentAt: at,
    });
    friendships().update(f.id, { readAt: { ...f.readAt, [ME]: at } });
    return HttpResponse.json(messageOf(f, m, ME), { status: 201 });
  }),
  ...on('markMessengerFriendChatRead', ({ params }) => {
    const f = ownFriendship(params);
    if (f instanceof Response) return f;
    friendships().update(f.id, { readAt: { ...f.readAt, [ME]: now() } });
    return done('Gelesen.', Number(params.friendId));
  }),
];
