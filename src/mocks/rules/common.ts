// The admin log's and the admin terms' domain rules (issue 28: "log entries are ordered by time and
// name existing admins"; "the terms an admin must accept before acting").
import { list, read, type Ask, type Rule } from './kit';

const TERMS = '/api/common/adminTerms';
const NOT_ACCEPTED = '/problems/acp/terms-not-accepted';
const draft = (baseVersion: number) => ({
  baseVersion,
  title: `Verhaltenskodex, Fassung ${baseVersion + 1}`,
  text: 'Als Teammitglied nutzt du deine Rechte nur für die Aufgaben deiner Rolle.',
});

/** A publish on top of `base` as `scenario`: its status and problem type. */
async function publish(ask: Ask, base: number, scenario: string) {
  const a = await ask('PUT', TERMS, { body: draft(base), scenario });
  return { status: a.status, type: a.body?.type as unknown };
}

export const rules: Rule[] = [
  {
    name: 'log entries are ordered by time, newest first, and name existing admins',
    async check(ask) {
      const out: string[] = [];
      const entries = await list(ask, '/api/common/admin/logs');
      entries.slice(1).forEach((e, i) => {
        if (Date.parse(e.createdAt) > Date.parse(entries[i].createdAt))
          out.push(`entry ${e.id} (${e.createdAt}) after the newer ${entries[i].id} (${entries[i].createdAt})`);
      });
      const admins = new Map<number, string>();
      for (const u of await list(ask, '/api/auth/admin/users?q=.'))
        if (u.roles?.length) for (const c of u.characters ?? []) admins.set(c.id, c.name);
      for (const e of entries)
        if (admins.get(e.admin?.id) !== e.admin?.name)
          out.push(`entry ${e.id}: ${JSON.stringify(e.admin)} holds no ACP role`);
      return out.slice(0, 5);
    },
  },
  {
    name: 'ACP writes are refused before the current admin terms are accepted, and a publish makes them stale',
    async check(ask) {
      const out: string[] = [];
      const s = 'adminNewTerms';
      const stale = await read(ask, TERMS, s);
      if (stale.mustAccept !== true) out.push(`adminNewTerms: mustAccept is ${stale.mustAccept}, expected true`);
      const early = await publish(ask, stale.version, s);
      if (early.status !== 403 || early.type !== NOT_ACCEPTED)
        out.push(
          `a write before acceptance answered ${early.status} ${String(early.type)}, expected 403 ${NOT_ACCEPTED}`,
        );
      const accepted = await ask('POST', `${TERMS}/accept`, { body: { version: stale.version }, scenario: s });
      if (accepted.status !== 200) out.push(`accepting version ${stale.version} answered ${accepted.status}`);
      const published = await publish(ask, stale.version, s);
      if (published.status !== 200) out.push(`a publish after acceptance answered ${published.status}`);
      const after = await read(ask, TERMS, s);
      if (after.version !== stale.version + 1 || after.mustAccept !== true)
        out.push(
          `after a publish: version ${after.version}, mustAccept ${after.mustAccept}; expected ${stale.version + 1}, true`,
        );
      const again = await publish(ask, after.version, s);
      if (again.status !== 403 || again.type !== NOT_ACCEPTED)
        out.push(
          `a write after a publish answered ${again.status} ${String(again.type)}, expected 403 ${NOT_ACCEPTED}`,
        );
      await ask('POST', `${TERMS}/accept`, { body: { version: after.version }, scenario: s });
      const outdated = await publish(ask, stale.version, s);
      if (outdated.status !== 409)
        out.push(`a publish on top of an older version answered ${outdated.status}, expected 409`);
      const logged = await list(ask, `/api/common/admin/logs?area=common`, s);
      if (!logged.some((l) => String(l.action).includes(`Fassung ${after.version}`)))
        out.push(`the publish of version ${after.version} is not in the admin log`);
      for (const who of ['player', 'moderator']) {
        const refused = await publish(ask, after.version, who);
        if (refused.status !== 403) out.push(`${who} published the terms: ${refused.status}, expected 403`);
      }
      return out;
    },
  },
];
