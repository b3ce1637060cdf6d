// The messenger's in-game mail with state (issue 20): the character's addresses, threads and
// their mails. Rules it keeps:
// - threads belong to addresses: a thread is seen through an own address taking part in it
//   (and not quit); an address of someone else answers 403;
// - unread is counted from the mails (sent after the participant's read mark, not by them),
//   never stored, so the thread's flag, the address's count and the mails' `read` agree;
// - a sent mail appears in the thread (the sender's folder "sent", the recipients' "inbox");
//   a reply brings an archived thread of the other participants back to their inbox;
// - quitting takes the thread out of the own folders; once every other participant quit,
//   nobody is left to reply to (canReply false, reply 409);
// - the last address cannot be given up; giving one up quits its threads; one address is
//   always primary.
import { HttpResponse, type RequestHandler } from 'msw';
import { collection, MOCK_REFERENCE_DATE, type Entity } from '../../store';
import { body, done, notFound, now, on, problem } from '../kit';

export type MailAddress = Entity & { id: number; address: string; own: boolean; primary: boolean; createdAt: string };
export type MailFolder = 'inbox' | 'sent' | 'archive';
export type MailThread = Entity & {
  id: number;
  subject: string;
  /** Every address taking part (the viewer's among them). */
  participants: string[];
  folders: Record<string, MailFolder>;
  /** Per address: mails sent after this moment are unread. */
  readAt: Record<string, string>;
  quit: string[];
};
export type Mail = Entity & { id: number; threadId: number; from: string; to: string[]; body: string; sentAt: string };

export const DOMAINS = ['eyefind.ls', 'lsmail.ls', 'weazel.ls'] as const;
export const MAX_ADDRESSES = 3;

const ref = MOCK_REFERENCE_DATE.getTime();
const minutesAgo = (m: number) => new Date(ref - m * 60_000).toISOString();

const MAX = 'max.mustermann@eyefind.ls';
const MAX2 = 'max@lsmail.ls';
const LEA = 'lea.schmidt@eyefind.ls';
const TOM = 'tom.becker@lsmail.ls';
const WEAZEL = 'redaktion@weazel.ls';
const MIA = 'mia.wagner@eyefind.ls';

export const mailAddresses = () =>
  collection<MailAddress>('messenger.mailAddresses', () => [
    { address: MAX, own: true, primary: true, createdAt: minutesAgo(60 * 24 * 300) },
    { address: MAX2, own: true, primary: false, createdAt: minutesAgo(60 * 24 * 90) },
    { address: LEA, own: false, primary: true, createdAt: minutesAgo(60 * 24 * 200) },
    { address: TOM, own: false, primary: true, createdAt: minutesAgo(60 * 24 * 180) },
    { address: WEAZEL, own: false, primary: true, createdAt: minutesAgo(60 * 24 * 500) },
    { address: MIA, own: false, primary: true, createdAt: minutesAgo(60 * 24 * 100) },
  ]);

// [subject, participants, folder per participant, read mark of the own address (minutes ago)]
const THREADS: Array<[string, string[], Record<string, MailFolder>, number, string[]?]> = [
  ['Unterlagen für morgen', [MAX, LEA], { [MAX]: 'inbox', [LEA]: 'sent' }, 300],
  ['Wartungsarbeiten heute Nacht', [MAX, WEAZEL], { [MAX]: 'inbox', [WEAZEL]: 'sent' }, 60 * 24],
  ['Angebot Motorrad', [MAX, TOM], { [MAX]: 'sent', [TOM]: 'inbox' }, 10],
  ['Alte Rechnung', [MAX, MIA], { [MAX]: 'archive', [MIA]: 'sent' }, 0],
  ['Abschiedsfeier', [MAX, LEA, TOM], { [MAX]: 'inbox', [LEA]: 'sent', [TOM]: 'inbox' }, 0, [LEA, TOM]],
  ['Neues Konto', [MAX2, WEAZEL], { [MAX2]: 'inbox', [WEAZEL]: 'sent' }, 60 * 24 * 6],
];

export const mailThreads = () =>
  collection<MailThread>('messenger.mailThreads', () =>
    THREADS.map(([subject, participants, folders, readMinutes, quit]) => ({
      subject,
      participants,
      folders,
      readAt: Object.fromEntries(
        participants.map((p) => [
          p,
          mailAddresses()
            .all()
            .find((a) => a.address === p)?.own
            ? minutesAgo(readMinutes)
            : minutesAgo(0),
        ]),
      ),
      quit: quit ?? [],
    })),
  );

// [thread index (1-based), from, to, body, minutes ago]
const MAILS: Array<[number, string, string[], string, number]> = [
  [1, MAX, [LEA], 'Hi Lea, schickst du mir die Unterlagen für morgen?', 600],
  [1, LEA, [MAX], 'Hallo Max, anbei die Unterlagen für morgen. Viele Grüße, Lea', 240],
  [1, LEA, [MAX], 'Nachtrag: Der Plan liegt auch hier https://docs.example/plan – bis morgen!', 120],
  [
    2,
    WEAZEL,
    [MAX],
    'Liebe Leserinnen und Leser, heute Nacht sind unsere Dienste zwischen 2 und 4 Uhr nicht erreichbar.',
    90,
  ],
  [3, MAX, [TOM], 'Hallo Tom, das Motorrad steht noch zum Verkauf. 4.500 $ VB.', 30],
  [4, MIA, [MAX], 'Die Rechnung vom letzten Monat ist noch offen.', 60 * 24 * 20],
  [4, MAX, [MIA], 'Ist überwiesen, danke!', 60 * 24 * 19],
  [5, LEA, [MAX, TOM], 'Am Freitag feiern wir Abschied im Bahama Mamas!', 60 * 24 * 2],
  [6, WEAZEL, [MAX2], 'Willkommen bei Weazel News! Ihr Konto ist eingerichtet.', 60 * 24 * 5],
];

export const mails = () =>
  collection<Mail>('messenger.mails', () =>
    MAILS.map(([thread, from, to, text, minutes]) => ({
      threadId: thread,
      from,
      to,
      body: text,
      sentAt: minutesAgo(minutes),
    })),
  );

export const ownAddresses = () => mailAddresses().where((a) => a.own);
const byAddress = (address: string) =>
  mailAddresses()
    .all()
    .find((a) => a.address === address.toLowerCase());

/** The mails of a thread, oldest first. */
export const mailsOf = (thread: MailThread) =>
  mails()
    .where((m) => m.threadId === thread.id)
    .sort((a, b) => a.sentAt.localeCompare(b.sentAt) || a.id - b.id);

const isUnread = (mail: Mail, thread: MailThread, viewer: string) =>
  mail.from !== viewer && mail.sentAt > (thread.readAt[viewer] ?? '');

const takesPart = (thread: MailThread, address: string) =>
  thread.participants.includes(address) && !thread.quit.includes(address);

/** Unread mails of an address over its threads (the count on the address). */
export function addressUnread(address: string): number {
  return mailThreads()
    .where((t) => takesPart(t, address))
    .reduce((n, t) => n + mailsOf(t).filter((m) => isUnread(m, t, address)).length, 0);
}

export function addressOf(a: MailAddress) {
  return {
    id: a.id,
    address: a.address,
    primary: a.primary,
    unreadCount: Math.min(9999, addressUnread(a.address)),
    createdAt: a.createdAt,
  };
}

export function threadOf(thread: MailThread, viewer: string) {
  const all = mailsOf(thread);
  const last = all[all.length - 1];
  return {
    id: thread.id,
    subject: thread.subject,
    participants: thread.participants.filter((p) => p !== viewer),
    folder: thread.folders[viewer] ?? 'inbox',
    messageCount: Math.max(1, all.length),
    unread: all.some((m) => isUnread(m, thread, viewer)),
    ...(last ? { lastMessagePreview: last.body.slice(0, 120), lastMessageAt: last.sentAt } : { lastMessageAt: now() }),
  };
}

export function mailOf(mail: Mail, thread: MailThread, viewer: string) {
  return {
    id: mail.id,
    threadId: mail.threadId,
    from: mail.from,
    to: mail.to,
    body: mail.body,
    sentAt: mail.sentAt,
    read: !isUnread(mail, thread, viewer),
  };
}

const canReply = (thread: MailThread, viewer: string) =>
  thread.participants.some((p) => p !== viewer && !thread.quit.includes(p));

function detailOf(thread: MailThread, viewer: string) {
  return {
    thread: threadOf(thread, viewer),
    messages: mailsOf(thread)
      .slice(-50)
      .map((m) => mailOf(m, thread, viewer)),
    canReply: canReply(thread, viewer),
  };
}

type Params = Record<string, unknown>;
const forbidden = (detail: string) => problem(403, 'Keine Berechtigung', detail);

function ownAddress(params: Params): MailAddress | Response {
  const address = mailAddresses().get(String(params.id));
  if (!address) return notFound('Diese Adresse');
  if (!address.own) return forbidden('Diese Adresse gehört nicht deinem Charakter.');
  return address;
}

/** The thread of the path and the own address that sees it, or the answer refusing it. */
function ownThread(params: Params): { thread: MailThread; viewer: string } | Response {
  const thread = mailThreads().get(String(params.id));
  if (!thread) return notFound('Diese Unterhaltung');
  const viewer = ownAddresses().find((a) => takesPart(thread, a.address))?.address;
  if (!viewer) {
    const quit = ownAddresses().some((a) => thread.participants.includes(a.address));
    return quit ? notFound('Diese Unterhaltung') : forbidden('Keine deiner Adressen ist in dieser Unterhaltung.');
  }
  return { thread, viewer };
}

const cursorOf = (id: number) => `mail_${String(id).padStart(8, '0')}`;
const idOfCursor = (cursor: string) => {
  const match = /^mail_(\d{1,12})$/.exec(cursor);
  return match ? Number(match[1]) : undefined;
};

function quitThread(thread: MailThread, address: string) {
  mailThreads().update(thread.id, { quit: [...new Set([...thread.quit, address])] });
}

const addressHandlers = (): RequestHandler[] => [
  ...on('listMessengerMailAddresses', () =>
    HttpResponse.json({
      items: ownAddresses()
        .sort((a, b) => Number(b.primary) - Number(a.primary) || a.id - b.id)
        .map(addressOf),
      domains: [...DOMAINS],
      maxAddresses: MAX_ADDRESSES,
    }),
  ),
  ...on('checkMessengerMailAddress', ({ request }) => {
    const address = (new URL(request.url).searchParams.get('address') ?? '').trim().toLowerCase();
    // The parameter is `format: email`: the contract answers anything else with 400, not a check.
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(address)) {
      return problem(400, 'Ungültige Anfrage', 'Das ist keine Mail-Adresse.');
    }
    const taken = byAddress(address) !== undefined;
    if (!taken) return HttpResponse.json({ address, available: true });
    const [local, domain] = address.split('@');
    let suggestion = '';
    for (let n = 1; n < 100 && (!suggestion || byAddress(suggestion)); n++) suggestion = `${local}${n}@${domain}`;
    return HttpResponse.json({ address, available: false, suggestion });
  }),
  ...on('addMessengerMailAddress', async ({ request }) => {
    const input = await body(request);
    const address = `${String(input.localPart ?? '')}@${String(input.domain ?? '')}`.toLowerCase();
    if (byAddress(address)) return problem(409, 'Adresse vergeben', `${address} ist schon vergeben.`);
    const own = ownAddresses();
    if (own.length >= MAX_ADDRESSES) {
      return problem(409, 'Zu viele Adressen', `Ein Charakter hat höchstens ${MAX_ADDRESSES} Adressen.`);
    }
    const primary = input.primary === true || own.length === 0;
    if (primary) for (const a of own) mailAddresses().update(a.id, { primary: false });
    const created = mailAddresses().insert({ address, own: true, primary, createdAt: now() }, { first: false });
    return HttpResponse.json(addressOf(created), { status: 201 });
  }),
  ...on('deleteMessengerMailAddress', ({ params }) => {
    const address = ownAddress(params);
    if (address instanceof Response) return address;
    const own = ownAddresses();
    if (own.length <= 1) return problem(409, 'Letzte Adresse', 'Die letzte Adresse kann nicht gelöscht werden.');
    for (const thread of mailThreads().where((t) => takesPart(t, address.address))) quitThread(thread, address.address);
    mailAddresses().remove(address.id);
    if (address.primary) {
      const next = ownAddresses()[0];
      if (next) mailAddresses().update(next.id, { primary: true });
    }
    return done('Adresse gelöscht.', address.id);
  }),
  ...on('setMessengerMailPrimaryAddress', ({ params }) => {
    const address = ownAddress(params);
    if (address instanceof Response) return address;
    for (const a of ownAddresses()) mailAddresses().update(a.id, { primary: a.id === address.id });
    return HttpResponse.json(addressOf(address));
  }),
];

const threadHandlers = (): RequestHandler[] => [
  ...on('listMessengerMailConversations', ({ params, request }) => {
    const address = ownAddress(params);
    if (address instanceof Response) return address;
    const query = new URL(request.url).searchParams;
    const folder = query.get('folder') ?? 'inbox';
    if (!['inbox', 'sent', 'archive'].includes(folder)) return problem(400, 'Ungültiger Ordner', `${folder}?`);
    const q = (query.get('q') ?? '').trim().toLowerCase();
    const unread = query.get('unread') === 'true';
    const list = mailThreads()
      .where((t) => takesPart(t, address.address) && (t.folders[address.address] ?? 'inbox') === folder)
      .filter((t) => !q || t.subject.toLowerCase().includes(q) || t.participants.some((p) => p.includes(q)))
      .map((t) => threadOf(t, address.address))
      .filter((t) => !unread || t.unread)
      .sort((a, b) => b.lastMessageAt.localeCompare(a.lastMessageAt) || b.id - a.id);
    const skip = Math.max(0, Number(query.get('skip') ?? 0) || 0);
    const limit = Math.min(100, Math.max(1, Number(query.get('limit') ?? 20) || 20));
    return HttpResponse.json({ items: list.slice(skip, skip + limit), page: { skip, limit, total: list.length } });
  }),
  ...on('newMessengerMailConversation', async ({ request }) => {
    const input = await body(request);
    const from = mailAddresses().get(String(input.fromAddressId));
    if (!from?.own) return forbidden('Von dieser Adresse darfst du nicht schreiben.');
    const to = [
      ...new Set((Array.isArray(input.to) ? input.to : []).map((a) => String(a).trim().toLowerCase())),
    ].filter((a) => a !== from.address);
    const missing = to.find((a) => !byAddress(a));
    if (missing) return notFound(`Die Adresse ${missing}`);
    if (to.length === 0) {
      return problem(422, 'Eingabe ungültig', undefined, [
        { field: 'to', message: 'Bitte eine andere Adresse angeben.' },
      ]);
    }
    const at = now();
    const participants = [from.address, ...to];
    const thread = mailThreads().insert({
      subject: String(input.subject ?? '').trim(),
      participants,
      folders: Object.fromEntries(participants.map((p) => [p, p === from.address ? 'sent' : 'inbox'])),
      readAt: { [from.address]: at },
      quit: [],
    });
    mails().insert({ threadId: thread.id, from: from.address, to, body: String(input.body ?? ''), sentAt: at });
    return HttpResponse.json(detailOf(thread, from.address), { status: 201 });
  }),
  ...on('getMessengerMailConversation', ({ params }) => {
    const found = ownThread(params);
    if (found instanceof Response) return found;
    return HttpResponse.json(detailOf(found.thread, found.viewer));
  }),
  ...on('moveMessengerMailConversation', async ({ params, request }) => {
    const found = ownThread(params);
    if (found instanceof Response) return found;
    const { thread, viewer } = found;
    const folder = (await body(request)).folder === 'archive' ? 'archive' : 'inbox';
    mailThreads().update(thread.id, { folders: { ...thread.folders, [viewer]: folder } });
    return HttpResponse.json(threadOf(thread, viewer));
  }),
  ...on('listMessengerMailMessages', ({ params, request }) => {
    const found = ownThread(params);
    if (found instanceof Response) return found;
    const { thread, viewer } = found;
    const query = new URL(request.url).searchParams;
    const limit = Math.min(100, Math.max(1, Number(query.get('limit') ?? 20) || 20));
    const all = mailsOf(thread);
    const at = (cursor: string) => all.findIndex((m) => m.id === idOfCursor(cursor));
    let window: Mail[];
    const after = query.get('after');
    const before = query.get('before');
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
      items: window.map((m) => mailOf(m, thread, viewer)),
      cursor: {
        hasOlder,
        ...(hasOlder && oldest ? { older: cursorOf(oldest.id) } : {}),
        ...(newest ? { newer: cursorOf(newest.id) } : after ? { newer: after } : {}),
      },
    });
  }),
  ...on('replyMessengerMail', async ({ params, request }) => {
    const found = ownThread(params);
    if (found instanceof Response) return found;
    const { thread, viewer } = found;
    if (!canReply(thread, viewer)) {
      return problem(409, 'Niemand mehr da', 'Alle anderen haben diese Unterhaltung verlassen.');
    }
    const to = thread.participants.filter((p) => p !== viewer && !thread.quit.includes(p));
    const at = now();
    const mail = mails().insert(
      { threadId: thread.id, from: viewer, to, body: String((await body(request)).body ?? ''), sentAt: at },
      { first: false },
    );
    // The recipients find the answer in their inbox, even when they had archived the thread.
    const folders = { ...thread.folders };
    for (const p of to) folders[p] = 'inbox';
    mailThreads().update(thread.id, { folders, readAt: { ...thread.readAt, [viewer]: at } });
    return HttpResponse.json(mailOf(mail, thread, viewer), { status: 201 });
  }),
  ...on('markMessengerMailConversationRead', ({ params }) => {
    const found = ownThread(params);
    if (found instanceof Response) return found;
    mailThreads().update(found.thread.id, { readAt: { ...found.thread.readAt, [found.viewer]: now() } });
    return done('Gelesen.', found.thread.id);
  }),
  ...on('quitMessengerMailConversation', ({ params }) => {
    const found = ownThread(params);
    if (found instanceof Response) return found;
    quitThread(found.thread, found.viewer);
    return done('Unterhaltung verlassen.', found.thread.id);
  }),
];

export const mailHandlers = (): RequestHandler[] => [...addressHandlers(), ...threadHandlers()];
