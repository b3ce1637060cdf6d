// The messenger's mock world (issue 20): SIM cards, contacts, blocks, conversations with
// members and their rights, and messages. Domain rules it keeps:
// - the signed-in character has 2 SIM cards (ids 1 and 2; the contract allows 1–2 in the
//   game); every other SIM belongs to someone else;
// - a conversation is one object its member SIMs share: a message sent from one SIM appears in
//   the conversation of every other member (two own SIMs chatting show it on both sides);
// - unread counts are counted from the messages (newer than the member's read mark, not sent
//   by that member), never stored, so list, badge and messages always agree;
// - members and rights: every group keeps at least one admin; direct conversations have two
//   members with every right;
// - the long conversation ("Stadtfunk") holds 5,000 messages made on the fly from their index
//   (not kept in the store, so saving the world after a send stays small).
import { collection, MOCK_REFERENCE_DATE, type Entity } from '../../store';

export interface Rights {
  admin: boolean;
  addMembers: boolean;
  removeMembers: boolean;
  editTitle: boolean;
  editDescription: boolean;
  write: boolean;
}
export interface Member {
  telnumberId: number;
  rights: Rights;
  joinedAt: string;
  addedBy?: number;
}
export type Sim = Entity & {
  id: number;
  number: string;
  label: string;
  provider: string;
  own: boolean;
  owner: string;
  active: boolean;
  muted: boolean;
  createdAt: string;
};
export type Conversation = Entity & {
  id: number;
  kind: 'direct' | 'group';
  title?: string;
  description?: string;
  members: Member[];
  createdAt: string;
  createdBy: number;
  mutedBy: number[];
  hiddenFor: number[];
  /** Per member SIM (as string key): messages sent after this moment are unread. */
  readAt: Record<string, string>;
  /** Messages made on the fly (the long conversation). */
  generated?: number;
};
export type Message = Entity & {
  id: number;
  conversationId: number;
  kind: 'text' | 'system';
  senderId: number;
  text?: string;
  sentAt: string;
  deleted: boolean;
};
export type Contact = Entity & {
  id: number;
  simId: number;
  name: string;
  number: string;
  note?: string;
  favorite: boolean;
  createdAt: string;
};
export type Blocked = Entity & { id: number; simId: number; number: string; blockedAt: string };

export const ALL: Rights = {
  admin: true,
  addMembers: true,
  removeMembers: true,
  editTitle: true,
  editDescription: true,
  write: true,
};
export const MEMBER: Rights = { ...ALL, admin: false, removeMembers: false };
const READER: Rights = { ...MEMBER, addMembers: false, editTitle: false, editDescription: false };
/** Announcement groups: members who only read. */
const LISTENER: Rights = { ...READER, write: false };

const ref = MOCK_REFERENCE_DATE.getTime();
const minutesAgo = (m: number) => new Date(ref - m * 60_000).toISOString();

const SIMS: Array<[string, string, string, boolean]> = [
  ['5551234', 'Privat', 'Max_Mustermann', true],
  ['5559876', 'Arbeit', 'Max_Mustermann', true],
  ['5550101', 'Privat', 'Lea_Schmidt', false],
  ['5550102', 'Privat', 'Tom_Becker', false],
  ['5550103', 'Privat', 'Mia_Wagner', false],
  ['5550104', 'Privat', 'Jonas_Keller', false],
  ['5550105', 'Dienst', 'Taxi_Downtown', false],
  ['5550106', 'Arbeit', 'Piotr_Kowalski', false],
  ['5550107', 'Privat', 'Sara_Yilmaz', false],
  ['5550108', 'Privat', 'Ben_Hoffmann', false],
];

export const sims = () =>
  collection<Sim>('messenger.sims', () =>
    SIMS.map(([number, label, owner, own], i) => ({
      number,
      label,
      owner,
      own,
      provider: ['LS Mobile', 'Whiz Wireless', 'Badger Telekom'][i % 3] ?? 'LS Mobile',
      active: i === 0,
      muted: false,
      createdAt: minutesAgo(60 * 24 * (400 - i * 20)),
    })),
  );

const CONTACTS: Array<[number, string, string, string?, boolean?]> = [
  [1, 'Lea Schmidt', '5550101', 'Arbeitskollegin', true],
  [1, 'Tom Becker', '5550102'],
  [1, 'Mia Wagner', '5550103'],
  [1, 'Jonas Keller', '5550104', 'Schuldet mir noch was'],
  [1, 'Taxi Downtown', '5550105', 'Rund um die Uhr'],
  [1, 'Arbeitshandy', '5559876'],
  [1, 'Ben Hoffmann', '5550108'],
  [1, 'Sara Yilmaz', '5550107'],
  [2, 'Werkstatt Kowalski', '5550106', 'Mechaniker', true],
  [2, 'Sara Yilmaz', '5550107'],
  [2, 'Ben Hoffmann', '5550108'],
  [2, 'Privat', '5551234'],
];

export const contacts = () =>
  collection<Contact>('messenger.contacts', () =>
    CONTACTS.map(([simId, name, number, note, favorite], i) => ({
      simId,
      name,
      number,
      ...(note ? { note } : {}),
      favorite: favorite ?? false,
      createdAt: minutesAgo(60 * 24 * (200 - i)),
    })),
  );

/** Jonas blocked the private number: a message to him answers 409 (a real failed send). */
export const blocked = () =>
  collection<Blocked>('messenger.blocked', () => [
    { simId: 1, number: '5550199', blockedAt: minutesAgo(60 * 24 * 30) },
    { simId: 6, number: '5551234', blockedAt: minutesAgo(60 * 24 * 2) },
  ]);

const member = (telnumberId: number, rights: Rights, days: number, addedBy?: number): Member => ({
  telnumberId,
  rights,
  joinedAt: minutesAgo(60 * 24 * days),
  ...(addedBy ? { addedBy } : {}),
});

/** How many messages the long conversation makes on the fly. */
export const LONG_CONVERSATION = 5000;
const LONG_START = minutesAgo(60 * 24 * 40);

export const conversations = () =>
  collection<Conversation>('messenger.conversations', (): Array<Partial<Conversation>> => [
    {
      kind: 'direct',
      members: [member(1, ALL, 90), member(3, ALL, 90)],
      createdAt: minutesAgo(60 * 24 * 90),
      createdBy: 1,
      mutedBy: [],
      hiddenFor: [],
      readAt: { '1': minutesAgo(31), '3': minutesAgo(0) },
    },
    {
      kind: 'group',
      title: 'Grillabend Samstag',
      description: 'Wer bringt was mit? Bitte hier eintragen.',
      members: [member(1, ALL, 20), member(4, MEMBER, 20, 1), member(5, MEMBER, 19, 1), member(6, READER, 18, 1)],
      createdAt: minutesAgo(60 * 24 * 20),
      createdBy: 1,
      mutedBy: [],
      hiddenFor: [],
      readAt: { '1': minutesAgo(200), '4': minutesAgo(0), '5': minutesAgo(0), '6': minutesAgo(0) },
    },
    {
      kind: 'direct',
      members: [member(1, ALL, 60), member(2, ALL, 60)],
      createdAt: minutesAgo(60 * 24 * 60),
      createdBy: 1,
      mutedBy: [],
      hiddenFor: [],
      readAt: { '1': minutesAgo(0), '2': minutesAgo(0) },
    },
    {
      kind: 'group',
      title: 'Stadtfunk',
      description: 'Alles, was in der Stadt los ist.',
      members: [member(9, ALL, 40), member(10, MEMBER, 40, 9), member(1, MEMBER, 40, 9), member(3, MEMBER, 39, 9)],
      createdAt: LONG_START,
      createdBy: 9,
      mutedBy: [1],
      hiddenFor: [],
      readAt: { '1': minutesAgo(0), '3': minutesAgo(0), '9': minutesAgo(0), '10': minutesAgo(0) },
      generated: LONG_CONVERSATION,
    },
    {
      kind: 'direct',
      members: [member(1, ALL, 10), member(6, ALL, 10)],
      createdAt: minutesAgo(60 * 24 * 10),
      createdBy: 1,
      mutedBy: [],
      hiddenFor: [],
      readAt: { '1': minutesAgo(0), '6': minutesAgo(0) },
    },
    {
      kind: 'group',
      title: 'Werkstatt-Team',
      description: 'Schichtplan und Aufträge.',
      members: [member(8, ALL, 100), member(2, LISTENER, 100, 8), member(9, MEMBER, 90, 8)],
      createdAt: minutesAgo(60 * 24 * 100),
      createdBy: 8,
      mutedBy: [],
      hiddenFor: [],
      readAt: { '2': minutesAgo(120), '8': minutesAgo(0), '9': minutesAgo(0) },
    },
    {
      kind: 'direct',
      members: [member(2, ALL, 5), member(10, ALL, 5)],
      createdAt: minutesAgo(60 * 24 * 5),
      createdBy: 10,
      mutedBy: [],
      hiddenFor: [],
      readAt: { '2': minutesAgo(50), '10': minutesAgo(0) },
    },
  ]);

const CHAT: Array<[number, number, string, number]> = [
  // [conversation, sender SIM, text, minutes ago]
  [1, 3, 'Hey, bist du heute Abend in der Stadt?', 300],
  [1, 1, 'Ja, ab acht. Treffen am Würfelpark?', 290],
  [1, 3, 'Perfekt. Ich bring Kaffee mit.', 280],
  [1, 1, 'Schau mal: https://lifeinvader.example/events/grill', 100],
  [1, 3, 'Bin in zehn Minuten am Würfelpark, warte kurz.', 30],
  [1, 3, 'Bin da! Wo steckst du?', 20],
  [2, 1, 'Samstag grillen bei mir, wer ist dabei?', 600],
  [2, 4, 'Bin dabei, bringe Würstchen.', 500],
  [2, 5, 'Ich bringe Salat mit 🥗', 300],
  [2, 4, 'Soll ich noch Kohle besorgen?', 150],
  [2, 5, 'Und Getränke?', 120],
  [2, 4, 'Um wie viel Uhr genau?', 60],
  [3, 2, 'Schicht morgen 9 Uhr nicht vergessen.', 1440],
  [3, 1, 'Danke, steht im Kalender.', 1400],
  [5, 1, 'Du schuldest mir noch 200 $.', 4000],
  [6, 8, 'Neuer Auftrag: Sultan RS, Bremsen.', 600],
  [6, 9, 'Übernehme ich morgen früh.', 300],
  [6, 8, 'Teile sind bestellt.', 90],
  [7, 10, 'Kannst du mir morgen beim Umzug helfen?', 40],
];

export const messages = () =>
  collection<Message>('messenger.messages', () =>
    CHAT.map(([conversationId, senderId, text, ago]) => ({
      conversationId,
      kind: 'text' as const,
      senderId,
      text,
      sentAt: minutesAgo(ago),
      deleted: false,
    })),
  );

const LONG_TEXTS = [
  'Stau auf dem Del Perro Freeway, lieber umfahren.',
  'Heute Abend Konzert im Vinewood Bowl!',
  'Wer hat meinen Regenschirm im Bean Machine gesehen?',
  'Tankstelle in Sandy Shores hat wieder offen.',
  'Polizeikontrolle an der Great Ocean Highway.',
  'Suche jemanden, der mir beim Umzug hilft.',
];
/** Id of the i-th made message (above any id the store gives). */
export const GENERATED_ID = 1_000_000;

/** The messages of the long conversation, made from their index (oldest first). */
export function generatedMessages(conversation: Conversation): Message[] {
  const count = conversation.generated ?? 0;
  const start = new Date(conversation.createdAt).getTime();
  const step = Math.floor((ref - 60 * 60_000 - start) / Math.max(1, count));
  return Array.from({ length: count }, (_, i) => ({
    id: GENERATED_ID + i + 1,
    conversationId: conversation.id,
    kind: 'text' as const,
    senderId: i % 3 === 0 ? 10 : 9,
    text: `${LONG_TEXTS[i % LONG_TEXTS.length] ?? ''} (#${i + 1})`,
    sentAt: new Date(start + step * (i + 1)).toISOString(),
    deleted: false,
  }));
}

const byTime = (a: Message, b: Message) => (a.sentAt < b.sentAt ? -1 : a.sentAt > b.sentAt ? 1 : a.id - b.id);

/** Every message of a conversation, oldest first. */
export function messagesOf(conversation: Conversation): Message[] {
  const kept = messages().where((m) => m.conversationId === conversation.id);
  return (conversation.generated ? [...generatedMessages(conversation), ...kept] : kept).sort(byTime);
}

/** Unread messages of a conversation for one member SIM. */
export function unreadOf(conversation: Conversation, simId: number, all = messagesOf(conversation)): number {
  const since = conversation.readAt[String(simId)] ?? '';
  return Math.min(999, all.filter((m) => m.sentAt > since && m.senderId !== simId && !m.deleted).length);
}

export const ownSims = () => sims().where((s) => s.own);
export const simByNumber = (number: string) =>
  sims()
    .all()
    .find((s) => s.number === number);
export const isMember = (conversation: Conversation, simId: number) =>
  conversation.members.some((m) => m.telnumberId === simId);

/** The own SIM that looks at a conversation: the active one when it is a member, else the first own member. */
export function viewerOf(conversation: Conversation): Sim | undefined {
  const own = ownSims().filter((s) => isMember(conversation, s.id));
  return own.find((s) => s.active) ?? own[0];
}

export function participantOf(telnumberId: number, viewer: number) {
  const sim = sims().get(telnumberId);
  const number = sim?.number ?? '5550000';
  const contact = contacts()
    .where((c) => c.simId === viewer)
    .find((c) => c.number === number);
  return { telnumberId, number, ...(contact ? { contactName: contact.name } : {}) };
}

export function memberOf(m: Member, viewer: number) {
  return {
    participant: participantOf(m.telnumberId, viewer),
    rights: { ...m.rights },
    joinedAt: m.joinedAt,
    ...(m.addedBy ? { addedBy: participantOf(m.addedBy, viewer) } : {}),
  };
}

const preview = (m: Message | undefined) =>
  m ? (m.deleted ? 'Nachricht gelöscht' : (m.text ?? '')).slice(0, 120) : undefined;

/** A conversation as the SIM `viewer` sees it in its list. */
export function conversationOf(conversation: Conversation, viewer: number) {
  const all = messagesOf(conversation);
  const last = all[all.length - 1];
  const other = conversation.members.find((m) => m.telnumberId !== viewer);
  const title =
    conversation.kind === 'group'
      ? (conversation.title ?? 'Gruppe')
      : other
        ? (participantOf(other.telnumberId, viewer).contactName ?? sims().get(other.telnumberId)?.number ?? 'Unbekannt')
        : 'Unbekannt';
  const mine = conversation.members.find((m) => m.telnumberId === viewer);
  return {
    id: conversation.id,
    kind: conversation.kind,
    title: title.slice(0, 50),
    ...(conversation.description ? { description: conversation.description } : {}),
    memberCount: Math.max(2, conversation.members.length),
    ...(last ? { lastMessagePreview: preview(last), lastMessageAt: last.sentAt } : {}),
    unreadCount: unreadOf(conversation, viewer, all),
    muted: conversation.mutedBy.includes(viewer),
    myRights: { ...(mine?.rights ?? READER) },
  };
}

export function detailsOf(conversation: Conversation, viewer: number) {
  return {
    conversation: conversationOf(conversation, viewer),
    members: conversation.members.map((m) => memberOf(m, viewer)),
    createdAt: conversation.createdAt,
    createdBy: participantOf(conversation.createdBy, viewer),
  };
}

export function messageOf(message: Message, viewer: number) {
  return {
    id: message.id,
    conversationId: message.conversationId,
    kind: message.kind,
    sender: participantOf(message.senderId, viewer),
    ...(message.deleted || message.text === undefined ? {} : { text: message.text }),
    sentAt: message.sentAt,
    mine: message.senderId === viewer,
    deleted: message.deleted,
  };
}

/** The SIM's unread messages over its visible conversations. */
export function simUnread(simId: number): number {
  return Math.min(
    999,
    conversations()
      .where((c) => isMember(c, simId) && !c.hiddenFor.includes(simId))
      .reduce((n, c) => n + unreadOf(c, simId), 0),
  );
}

export function simOf(sim: Sim) {
  return {
    id: sim.id,
    number: sim.number,
    label: sim.label,
    provider: sim.provider,
    active: sim.active,
    muted: sim.muted,
    unreadCount: simUnread(sim.id),
    createdAt: sim.createdAt,
  };
}

/** Cursor of a message: an opaque token of at least 8 characters. */
export const cursorOf = (id: number) => `m_${String(id).padStart(8, '0')}`;
export const idOfCursor = (cursor: string | null) => {
  const match = /^m_(\d{1,12})$/.exec(cursor ?? '');
  return match ? Number(match[1]) : undefined;
};
