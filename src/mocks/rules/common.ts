// The admin log's domain rules (issue: "log entries are ordered by time and name existing admins").
import { list, type Rule } from './kit';

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
];
