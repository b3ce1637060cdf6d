// The messenger with state (issue 20): SIM cards, contacts, blocks, conversations, messages,
// members and rights. The world and its rules: messenger/world.ts; mail, the friends chat and
// calls: messenger/mail.ts, friends.ts, calls.ts. Bodies were checked by the check layer (422)
// before these run. The social network: messenger/social.ts.
import { HttpResponse, type RequestHandler } from 'msw';
import { body, done, notFound, now, on, problem } from './kit';
import { callsHandlers, missedCalls } from './messenger/calls';
import { friendsHandlers } from './messenger/friends';
import { mailHandlers } from './messenger/mail';
import {
  ALL,
  blocked,
  contacts,
  conversationOf,
  conversations,
  cursorOf,
  detailsOf,
  idOfCursor,
  isMember,
  MEMBER,
  memberOf,
  messageOf,
  messages,
  messagesOf,
  ownSims,
  simByNumber,
  simOf,
  sims,
  simUnread,
  viewerOf,
  type Conversation,
  type Member,
  type Rights,
  type Sim,
} from './messenger/world';
import { socialHandlers } from './messenger/social';

type Params = Record<string, unknown>;
const forbidden = (detail: string) => problem(403, 'Keine Berechtigung', detail);
const conflict = (title: string, detail: string) => problem(409, title, detail);

/** The own SIM of the path, or the answer that refuses it. */
function ownSim(params: Params): Sim | Response {
  const sim = sims().get(String(params.telnumberId));
  if (!sim) return notFound('Diese SIM-Karte');
  if (!sim.own) return forbidden('Diese SIM-Karte gehört nicht deinem Charakter.');
  return sim;
}

/** The conversation of the path and the own SIM that sees it, or the answer that refuses it. */
function ownConversation(params: Params): { conversation: Conversation; viewer: Sim } | Response {
  const conversation = conversations().get(String(params.id));
  if (!conversation) return notFound('Diese Unterhaltung');
  const viewer = viewerOf(conversation);
  if (!viewer) return forbidden('Keine deiner SIM-Karten ist in dieser Unterhaltung.');
  return { conversation, viewer };
}

const rightsOf = (conversation: Conversation, simId: number): Rights | undefined =>
  conversation.members.find((m) => m.telnumberId === simId)?.rights;

const intOf = (value: string | null, fallback: number, max: number) => {
  const n = Number(value ?? fallback);
  return Number.isFinite(n) ? Math.min(max, Math.max(0, Math.floor(n))) : fallback;
};

function pageOf<T>(items: T[], skip: number, limit: number) {
  return { items: items.slice(skip, skip + limit), page: { skip, limit, total: items.length } };
}

const adminsLeft = (members: Member[]) => members.filter((m) => m.rights.admin).length;

function systemMessage(conversation: Conversation, senderId: number, text: string) {
  messages().insert({ conversationId: conversation.id, kind: 'system', senderId, text, sentAt: now(), deleted: false });
}

const simHandlers = (): RequestHandler[] => [
  ...on('listMessengerSims', () => {
    const own = ownSims().sort((a, b) => Number(b.active) - Number(a.active) || a.id - b.id);
    return HttpResponse.json({ items: own.map(simOf) });
  }),
  ...on('getMessengerSim', ({ params }) => {
    const sim = ownSim(params);
    if (sim instanceof Response) return sim;
    const mine = conversations().where((c) => isMember(c, sim.id) && !c.hiddenFor.includes(sim.id));
    const last = mine.flatMap((c) => messagesOf(c).filter((m) => m.senderId === sim.id)).pop();
    return HttpResponse.json({
      sim: simOf(sim),
      contactCount: contacts().where((c) => c.simId === sim.id).length,
      conversationCount: mine.length,
      blockedCount: blocked().where((b) => b.simId === sim.id).length,
      missedCallCount: missedCalls(sim.id),
      ...(last ? { lastUsedAt: last.sentAt } : {}),
    });
  }),
  ...on('updateMessengerSim', async ({ params, request }) => {
    const sim = ownSim(params);
    if (sim instanceof Response) return sim;
    const input = await body(request);
    const patch: Partial<Sim> = {};
    if (typeof input.label === 'string') patch.label = input.label.trim();
    if (typeof input.muted === 'boolean') patch.muted = input.muted;
    return HttpResponse.json(simOf(sims().update(sim.id, patch) ?? sim));
  }),
  ...on('selectMessengerSim', ({ params }) => {
    const sim = ownSim(params);
    if (sim instanceof Response) return sim;
    for (const own of ownSims()) sims().update(own.id, { active: own.id === sim.id });
    return HttpResponse.json(simOf(sim));
  }),
  ...on('listMessengerConversations', ({ params, request }) => {
    const sim = ownSim(params);
    if (sim instanceof Response) return sim;
    const unread = new URL(request.url).searchParams.get('unread') === 'true';
    const list = conversations()
      .where((c) => isMember(c, sim.id) && !c.hiddenFor.includes(sim.id))
      .map((c) => conversationOf(c, sim.id))
      .filter((c) => !unread || c.unreadCount > 0)
      .sort((a, b) => (b.lastMessageAt ?? '').localeCompare(a.lastMessageAt ?? '') || b.id - a.id);
    return HttpResponse.json(
      pageOf(list, intOf(String(params.skip), 0, 1e6), intOf(String(params.limit), 20, 100) || 1),
    );
  }),
  ...on('createMessengerConversation', async ({ params, request }) => {
    const sim = ownSim(params);
    if (sim instanceof Response) return sim;
    const input = await body(request);
    const numbers = (Array.isArray(input.numbers) ? input.numbers : []).map(String).filter((n) => n !== sim.number);
    const others = numbers.map(simByNumber);
    const missing = numbers.find((_, i) => !others[i]);
    if (missing || others.length === 0) return notFound(`Die Nummer ${missing ?? ''}`.trim());
    const blocker = others.find((o) => blocked().where((b) => b.simId === o?.id && b.number === sim.number).length > 0);
    if (blocker) return conflict('Blockiert', `Die Nummer ${blocker.number} hat dich blockiert.`);
    const text = typeof input.firstMessage === 'string' ? input.firstMessage.trim() : '';
    let conversation: Conversation | undefined;
    if (others.length === 1) {
      const other = others[0] as Sim;
      conversation = conversations()
        .all()
        .find((c) => c.kind === 'direct' && isMember(c, sim.id) && isMember(c, other.id));
    }
    if (!conversation) {
      if (others.length > 1 && typeof input.title !== 'string') {
        return problem(422, 'Eingabe ungültig', undefined, [
          { field: 'title', message: 'Eine Gruppe braucht einen Titel.' },
        ]);
      }
      const at = now();
      const group = others.length > 1;
      conversation = conversations().insert({
        kind: group ? 'group' : 'direct',
        ...(group ? { title: String(input.title).trim() } : {}),
        members: [
          { telnumberId: sim.id, rights: ALL, joinedAt: at },
          ...others.map((o) => ({
            telnumberId: (o as Sim).id,
            rights: group ? MEMBER : ALL,
            joinedAt: at,
            addedBy: sim.id,
          })),
        ],
        createdAt: at,
        createdBy: sim.id,
        mutedBy: [],
        hiddenFor: [],
        readAt: { [String(sim.id)]: at },
      });
    }
    if (text) {
      messages().insert({
        conversationId: conversation.id,
        kind: 'text',
        senderId: sim.id,
        text,
        sentAt: now(),
        deleted: false,
      });
      conversations().update(conversation.id, { readAt: { ...conversation.readAt, [String(sim.id)]: now() } });
    }
    conversations().update(conversation.id, { hiddenFor: [] });
    return HttpResponse.json(detailsOf(conversation, sim.id), { status: 201 });
  }),
];

const contactHandlers = (): RequestHandler[] => [
  ...on('listMessengerContacts', ({ params, request }) => {
    const sim = ownSim(params);
    if (sim instanceof Response) return sim;
    const query = new URL(request.url).searchParams;
    const q = (query.get('q') ?? '').trim().toLowerCase();
    const favorite = query.get('favorite') === 'true';
    const list = contacts()
      .where((c) => c.simId === sim.id)
      .filter((c) => !q || c.name.toLowerCase().includes(q) || c.number.includes(q))
      .filter((c) => !favorite || c.favorite)
      .sort((a, b) => a.name.localeCompare(b.name, 'de'))
      .map(({ simId: _sim, ...c }) => c);
    return HttpResponse.json(pageOf(list, intOf(query.get('skip'), 0, 1e6), intOf(query.get('limit'), 20, 100) || 1));
  }),
  ...on('getMessengerContact', ({ params }) => {
    const sim = ownSim(params);
    if (sim instanceof Response) return sim;
    const contact = contacts().get(String(params.id));
    if (!contact || contact.simId !== sim.id) return notFound('Dieser Kontakt');
    const { simId: _sim, ...rest } = contact;
    return HttpResponse.json(rest);
  }),
  ...on('addMessengerContact', async ({ params, request }) => {
    const sim = ownSim(params);
    if (sim instanceof Response) return sim;
    const input = await body(request);
    const contact = contacts().insert({
      simId: sim.id,
      name: String(input.name ?? '').trim(),
      number: String(input.number ?? ''),
      ...(typeof input.note === 'string' && input.note.trim() ? { note: input.note.trim() } : {}),
      favorite: input.favorite === true,
      createdAt: now(),
    });
    const { simId: _sim, ...rest } = contact;
    return HttpResponse.json(rest, { status: 201 });
  }),
  ...on('editMessengerContact', async ({ params, request }) => {
    const sim = ownSim(params);
    if (sim instanceof Response) return sim;
    const contact = contacts().get(String(params.id));
    if (!contact || contact.simId !== sim.id) return notFound('Dieser Kontakt');
    const input = await body(request);
    const note = typeof input.note === 'string' && input.note.trim() ? input.note.trim() : undefined;
    const changed = contacts().update(contact.id, {
      name: String(input.name ?? contact.name).trim(),
      number: String(input.number ?? contact.number),
      note,
      favorite: input.favorite === true,
    });
    const { simId: _sim, note: kept, ...rest } = changed ?? contact;
    return HttpResponse.json({ ...rest, ...(kept ? { note: kept } : {}) });
  }),
  ...on('deleteMessengerContact', ({ params }) => {
    const sim = ownSim(params);
    if (sim instanceof Response) return sim;
    const contact = contacts().get(String(params.id));
    if (!contact || contact.simId !== sim.id) return notFound('Dieser Kontakt');
    contacts().remove(contact.id);
    return done('Kontakt gelöscht.', contact.id);
  }),
  ...on('listMessengerBlockedNumbers', ({ params }) => {
    const sim = ownSim(params);
    if (sim instanceof Response) return sim;
    const names = contacts().where((c) => c.simId === sim.id);
    return HttpResponse.json({
      items: blocked()
        .where((b) => b.simId === sim.id)
        .map(({ id, number, blockedAt }) => {
          const contact = names.find((c) => c.number === number);
          return { id, number, blockedAt, ...(contact ? { contactName: contact.name } : {}) };
        }),
    });
  }),
  ...on('blockMessengerNumber', async ({ params, request }) => {
    const sim = ownSim(params);
    if (sim instanceof Response) return sim;
    const number = String((await body(request)).number ?? '');
    if (blocked().where((b) => b.simId === sim.id && b.number === number).length > 0) {
      return conflict('Schon blockiert', `Die Nummer ${number} ist schon blockiert.`);
    }
    const entry = blocked().insert({ simId: sim.id, number, blockedAt: now() });
    const contact = contacts()
      .where((c) => c.simId === sim.id)
      .find((c) => c.number === number);
    return HttpResponse.json(
      { id: entry.id, number, blockedAt: entry.blockedAt, ...(contact ? { contactName: contact.name } : {}) },
      { status: 201 },
    );
  }),
  ...on('unblockMessengerNumber', ({ params }) => {
    const sim = ownSim(params);
    if (sim instanceof Response) return sim;
    const entry = blocked().get(String(params.id));
    if (!entry || entry.simId !== sim.id) return notFound('Diese Sperre');
    blocked().remove(entry.id);
    return done('Nummer freigegeben.', entry.id);
  }),
];

const conversationHandlers = (): RequestHandler[] => [
  ...on('getMessengerConversation', ({ params }) => {
    const found = ownConversation(params);
    if (found instanceof Response) return found;
    // Removed from the own list: gone for this SIM until a new message brings it back.
    if (found.conversation.hiddenFor.includes(found.viewer.id)) return notFound('Diese Unterhaltung');
    return HttpResponse.json(detailsOf(found.conversation, found.viewer.id));
  }),
  ...on('deleteMessengerConversation', ({ params }) => {
    const found = ownConversation(params);
    if (found instanceof Response) return found;
    const { conversation, viewer } = found;
    conversations().update(conversation.id, { hiddenFor: [...new Set([...conversation.hiddenFor, viewer.id])] });
    return done('Unterhaltung entfernt.', conversation.id);
  }),
  ...on('markMessengerConversationRead', ({ params }) => {
    const found = ownConversation(params);
    if (found instanceof Response) return found;
    const { conversation, viewer } = found;
    conversations().update(conversation.id, { readAt: { ...conversation.readAt, [String(viewer.id)]: now() } });
    return done('Gelesen.', conversation.id);
  }),
  ...on('muteMessengerConversation', ({ params }) => {
    const found = ownConversation(params);
    if (found instanceof Response) return found;
    const { conversation, viewer } = found;
    conversations().update(conversation.id, { mutedBy: [...new Set([...conversation.mutedBy, viewer.id])] });
    return HttpResponse.json(conversationOf(conversation, viewer.id));
  }),
  ...on('unmuteMessengerConversation', ({ params }) => {
    const found = ownConversation(params);
    if (found instanceof Response) return found;
    const { conversation, viewer } = found;
    conversations().update(conversation.id, { mutedBy: conversation.mutedBy.filter((id) => id !== viewer.id) });
    return HttpResponse.json(conversationOf(conversation, viewer.id));
  }),
  ...on('changeMessengerConversationTitle', async ({ params, request }) => {
    const found = ownConversation(params);
    if (found instanceof Response) return found;
    const { conversation, viewer } = found;
    if (conversation.kind !== 'group') return conflict('Keine Gruppe', 'Nur Gruppen haben einen Titel.');
    if (!rightsOf(conversation, viewer.id)?.editTitle) return forbidden('Du darfst den Titel nicht ändern.');
    const title = String((await body(request)).title ?? '').trim();
    conversations().update(conversation.id, { title });
    systemMessage(conversation, viewer.id, `Titel geändert: ${title}`);
    return HttpResponse.json(conversationOf(conversation, viewer.id));
  }),
  ...on('changeMessengerConversationDescription', async ({ params, request }) => {
    const found = ownConversation(params);
    if (found instanceof Response) return found;
    const { conversation, viewer } = found;
    if (conversation.kind !== 'group') return conflict('Keine Gruppe', 'Nur Gruppen haben eine Beschreibung.');
    if (!rightsOf(conversation, viewer.id)?.editDescription)
      return forbidden('Du darfst die Beschreibung nicht ändern.');
    const description = String((await body(request)).description ?? '').trim();
    conversations().update(conversation.id, { description: description || undefined });
    return HttpResponse.json(conversationOf(conversation, viewer.id));
  }),
  ...on('leaveMessengerConversation', ({ params }) => {
    const found = ownConversation(params);
    if (found instanceof Response) return found;
    const { conversation, viewer } = found;
    if (conversation.kind !== 'group')
      return conflict('Keine Gruppe', 'Eine direkte Unterhaltung kann man nur entfernen.');
    const rest = conversation.members.filter((m) => m.telnumberId !== viewer.id);
    if (rest.length > 0 && adminsLeft(rest) === 0) {
      return conflict('Letzter Admin', 'Mach zuerst ein anderes Mitglied zum Admin.');
    }
    conversations().update(conversation.id, { members: rest });
    systemMessage(conversation, viewer.id, `${viewer.number} hat die Gruppe verlassen.`);
    return done('Gruppe verlassen.', conversation.id);
  }),
];

const messageHandlers = (): RequestHandler[] => [
  ...on('listMessengerMessages', ({ params, request }) => {
    const found = ownConversation(params);
    if (found instanceof Response) return found;
    const { conversation, viewer } = found;
    const query = new URL(request.url).searchParams;
    const limit = intOf(query.get('limit'), 20, 100) || 1;
    const all = messagesOf(conversation);
    const indexOf = (cursor: string | null) => {
      const id = idOfCursor(cursor);
      return id === undefined ? -1 : all.findIndex((m) => m.id === id);
    };
    let window: typeof all;
    let anchor: string | undefined;
    if (query.get('after')) {
      const at = indexOf(query.get('after'));
      if (at < 0) return problem(400, 'Ungültiger Cursor', 'Diesen Cursor gibt es nicht.');
      window = all.slice(at + 1, at + 1 + limit);
      anchor = query.get('after') ?? undefined;
    } else if (query.get('before')) {
      const at = indexOf(query.get('before'));
      if (at < 0) return problem(400, 'Ungültiger Cursor', 'Diesen Cursor gibt es nicht.');
      window = all.slice(Math.max(0, at - limit), at);
    } else {
      window = all.slice(Math.max(0, all.length - limit));
    }
    const oldest = window[0];
    const newest = window[window.length - 1];
    const hasOlder = oldest ? all.indexOf(oldest) > 0 : false;
    return HttpResponse.json({
      items: window.map((m) => messageOf(m, viewer.id)).reverse(),
      cursor: {
        hasOlder,
        ...(hasOlder && oldest ? { older: cursorOf(oldest.id) } : {}),
        ...(newest ? { newer: cursorOf(newest.id) } : anchor ? { newer: anchor } : {}),
      },
    });
  }),
  ...on('sendMessengerMessage', async ({ params, request }) => {
    const found = ownConversation(params);
    if (found instanceof Response) return found;
    const { conversation } = found;
    const input = await body(request);
    // telnumberId picks the sending SIM when more than one own SIM is a member.
    const chosen = typeof input.telnumberId === 'number' ? sims().get(input.telnumberId) : undefined;
    const sender = chosen && chosen.own && isMember(conversation, chosen.id) ? chosen : found.viewer;
    if (!rightsOf(conversation, sender.id)?.write) return forbidden('In dieser Gruppe darfst du nicht schreiben.');
    if (conversation.kind === 'direct') {
      const other = conversation.members.find((m) => m.telnumberId !== sender.id);
      if (other && blocked().where((b) => b.simId === other.telnumberId && b.number === sender.number).length > 0) {
        return conflict('Blockiert', 'Diese Nummer hat dich blockiert; die Nachricht wurde nicht zugestellt.');
      }
    }
    if (input.kind !== 'text' || typeof input.text !== 'string') {
      return problem(422, 'Eingabe ungültig', undefined, [{ field: 'text', message: 'Bitte einen Text eingeben.' }]);
    }
    const at = now();
    const message = messages().insert({
      conversationId: conversation.id,
      kind: 'text',
      senderId: sender.id,
      text: input.text,
      sentAt: at,
      deleted: false,
    });
    // The sender has read everything up to the own message; everyone sees the conversation again.
    conversations().update(conversation.id, {
      readAt: { ...conversation.readAt, [String(sender.id)]: at },
      hiddenFor: [],
    });
    return HttpResponse.json(messageOf(message, sender.id), { status: 201 });
  }),
  ...on('deleteMessengerMessage', ({ params }) => {
    const found = ownConversation(params);
    if (found instanceof Response) return found;
    const message = messages().get(String(params.messageId));
    if (!message || message.conversationId !== found.conversation.id) return notFound('Diese Nachricht');
    const sender = sims().get(message.senderId);
    if (!sender?.own) return forbidden('Nur wer die Nachricht geschickt hat, darf sie löschen.');
    messages().update(message.id, { deleted: true, text: undefined });
    return done('Nachricht gelöscht.', message.id);
  }),
];

const memberHandlers = (): RequestHandler[] => [
  ...on('listMessengerMembers', ({ params }) => {
    const found = ownConversation(params);
    if (found instanceof Response) return found;
    return HttpResponse.json({ items: found.conversation.members.map((m) => memberOf(m, found.viewer.id)) });
  }),
  ...on('addMessengerMember', async ({ params, request }) => {
    const found = ownConversation(params);
    if (found instanceof Response) return found;
    const { conversation, viewer } = found;
    if (conversation.kind !== 'group')
      return conflict('Keine Gruppe', 'Zu einer direkten Unterhaltung kommt niemand dazu.');
    if (!rightsOf(conversation, viewer.id)?.addMembers) return forbidden('Du darfst keine Mitglieder hinzufügen.');
    const number = String((await body(request)).number ?? '');
    const sim = simByNumber(number);
    if (!sim) return notFound(`Die Nummer ${number}`);
    if (isMember(conversation, sim.id)) return conflict('Schon Mitglied', `${number} ist schon in der Gruppe.`);
    if (conversation.members.length >= 50) return conflict('Gruppe voll', 'Eine Gruppe hat höchstens 50 Mitglieder.');
    const entry: Member = { telnumberId: sim.id, rights: { ...MEMBER }, joinedAt: now(), addedBy: viewer.id };
    conversations().update(conversation.id, {
      members: [...conversation.members, entry],
      readAt: { ...conversation.readAt, [String(sim.id)]: entry.joinedAt },
    });
    systemMessage(conversation, viewer.id, `${number} wurde hinzugefügt.`);
    return HttpResponse.json(memberOf(entry, viewer.id), { status: 201 });
  }),
  ...on('removeMessengerMember', ({ params }) => {
    const found = ownConversation(params);
    if (found instanceof Response) return found;
    const { conversation, viewer } = found;
    const target = conversation.members.find((m) => String(m.telnumberId) === String(params.telnumberId));
    if (!target) return notFound('Dieses Mitglied');
    const mine = rightsOf(conversation, viewer.id);
    if (!mine?.removeMembers) return forbidden('Du darfst keine Mitglieder entfernen.');
    if (target.rights.admin && !mine.admin) return forbidden('Admins können nur von Admins entfernt werden.');
    const rest = conversation.members.filter((m) => m !== target);
    if (rest.length > 0 && adminsLeft(rest) === 0) return conflict('Letzter Admin', 'Die Gruppe braucht einen Admin.');
    conversations().update(conversation.id, { members: rest });
    systemMessage(conversation, viewer.id, `${sims().get(target.telnumberId)?.number ?? ''} wurde entfernt.`);
    return done('Mitglied entfernt.', target.telnumberId);
  }),
  ...on('changeMessengerMemberRights', async ({ params, request }) => {
    const found = ownConversation(params);
    if (found instanceof Response) return found;
    const { conversation, viewer } = found;
    if (!rightsOf(conversation, viewer.id)?.admin) return forbidden('Nur Admins ändern Rechte.');
    const target = conversation.members.find((m) => String(m.telnumberId) === String(params.telnumberId));
    if (!target) return notFound('Dieses Mitglied');
    const input = (await body(request)).rights as Partial<Rights> | undefined;
    const rights: Rights = {
      admin: input?.admin === true,
      addMembers: input?.addMembers === true,
      removeMembers: input?.removeMembers === true,
      editTitle: input?.editTitle === true,
      editDescription: input?.editDescription === true,
      write: input?.write === true,
    };
    const members = conversation.members.map((m) => (m === target ? { ...m, rights } : m));
    if (adminsLeft(members) === 0) return conflict('Letzter Admin', 'Die Gruppe braucht mindestens einen Admin.');
    conversations().update(conversation.id, { members });
    return HttpResponse.json(memberOf({ ...target, rights }, viewer.id));
  }),
];

export const messengerHandlers = (): RequestHandler[] => [
  ...simHandlers(),
  ...contactHandlers(),
  ...conversationHandlers(),
  ...messageHandlers(),
  ...memberHandlers(),
  ...mailHandlers(),
  ...friendsHandlers(),
  ...callsHandlers(),
  ...socialHandlers(),
];

/** For tests: the unread count of an own SIM as the mock counts it. */
export const mockSimUnread = simUnread;
