// The messenger's domain rules (issue: "Messages belong to a conversation of the chosen SIM;
// unread counts match unread messages; a sent message appears in the recipient's conversation;
// members and rights are consistent; a player has 1–2 SIM cards"). The player's own world:
// asked as the `player` scenario; choosing a SIM is a write (the audit resets the store per rule).
import { countIn, list, ok2xx, read, type Ask, type Json, type Rule } from './kit';

const P = 'player';
const sims = (ask: Ask) => list(ask, '/api/messenger/sims', P);
const select = (ask: Ask, sim: number) => ask('POST', `/api/messenger/sims/${sim}/select`, { scenario: P });
const conversations = async (ask: Ask, sim: number) =>
  (await read(ask, `/api/messenger/sims/${sim}/conversations/0/100`, P)).items as Json[];
const same = (a: Json, b: Json) => JSON.stringify(a) === JSON.stringify(b);

export const rules: Rule[] = [
  {
    name: 'a player has 1–2 SIM cards, one of them active',
    async check(ask) {
      const all = await sims(ask);
      const active = all.filter((s) => s.active).length;
      return [
        ...countIn('SIM cards', all.length, [1, 2]),
        ...(active === 1 ? [] : [`${active} active SIM cards, expected 1`]),
      ];
    },
  },
  {
    name: "messages belong to a conversation of the chosen SIM, and unread counts add up to the SIM's",
    async check(ask) {
      const out: string[] = [];
      for (const sim of await sims(ask)) {
        await select(ask, sim.id);
        let unread = 0;
        for (const c of await conversations(ask, sim.id)) {
          unread += c.unreadCount;
          const detail = await read(ask, `/api/messenger/conversations/${c.id}`, P);
          if (!detail.members?.some((m: Json) => m.participant?.telnumberId === sim.id))
            out.push(`conversation ${c.id} is listed for SIM ${sim.id}, which is not a member`);
          const stray = (await list(ask, `/api/messenger/conversations/${c.id}/messages`, P)).filter(
            (m) => m.conversationId !== c.id,
          );
          if (stray.length) out.push(`conversation ${c.id} answers ${stray.length} messages of another conversation`);
        }
        const shown = (await sims(ask)).find((s) => s.id === sim.id)?.unreadCount;
        if (shown !== unread)
          out.push(`SIM ${sim.id}: unreadCount ${shown}, its conversations' unread sum to ${unread}`);
      }
      return out;
    },
  },
  {
    name: "members and rights are consistent: the member count and my rights are the members'",
    async check(ask) {
      const out: string[] = [];
      for (const sim of await sims(ask)) {
        await select(ask, sim.id);
        for (const c of await conversations(ask, sim.id)) {
          const members = await list(ask, `/api/messenger/conversations/${c.id}/members`, P);
          if (members.length !== c.memberCount)
            out.push(`conversation ${c.id}: memberCount ${c.memberCount}, ${members.length} members`);
          const me = members.find((m) => m.participant?.telnumberId === sim.id);
          if (me && !same(me.rights, c.myRights))
            out.push(`conversation ${c.id}: myRights differ from SIM ${sim.id}'s rights as a member`);
          if (c.kind === 'group' && !members.some((m) => m.rights?.admin)) out.push(`group ${c.id} has no admin`);
        }
      }
      return out;
    },
  },
  {
    name: "a sent message appears in the recipient's conversation, unread there",
    async check(ask) {
      const all = await sims(ask);
      // Two own SIMs share a conversation in the seed world (Privat and Arbeit): send from one, read on the other.
      const [a, b] = all;
      if (!a || !b) return [];
      await select(ask, b.id);
      const theirs = await conversations(ask, b.id);
      await select(ask, a.id);
      const shared = (await conversations(ask, a.id)).find((c) => theirs.some((t) => t.id === c.id));
      if (!shared) return [`SIMs ${a.id} and ${b.id} share no conversation to send through`];
      const before = theirs.find((t) => t.id === shared.id)?.unreadCount ?? 0;
      const sent = await ask('POST', `/api/messenger/conversations/${shared.id}/messages`, {
        body: { kind: 'text', text: 'Regelprüfung', telnumberId: a.id },
        scenario: P,
      });
      if (!ok2xx(sent.status)) return [`sending to conversation ${shared.id} answered ${sent.status}`];
      await select(ask, b.id);
      const after = (await conversations(ask, b.id)).find((t) => t.id === shared.id);
      const out: string[] = [];
      if (after?.unreadCount !== before + 1)
        out.push(`recipient SIM ${b.id}: unread ${before} → ${after?.unreadCount}, expected one more`);
      const newest = (await list(ask, `/api/messenger/conversations/${shared.id}/messages`, P))[0];
      if (newest?.text !== 'Regelprüfung') out.push(`the recipient's newest message is not the sent one`);
      return out;
    },
  },
];
