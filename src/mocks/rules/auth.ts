// The ACP roles' domain rules (issue: "Role members are existing accounts; granted rights are
// members of the enumerated rights; ...").
import { acpRights } from '../../api/generated/acp-rights';
import { list, read, type Ask, type Json, type Rule } from './kit';

/** The account `userId` named `accountName`, if the user search knows it. */
export async function account(ask: Ask, accountName: string): Promise<Json | undefined> {
  const found = await list(ask, `/api/auth/admin/users?q=${encodeURIComponent(accountName)}`);
  return found.find((u) => u.accountName === accountName);
}

export const rules: Rule[] = [
  {
    name: 'role members are existing accounts, as many as the role counts',
    async check(ask) {
      const out: string[] = [];
      for (const role of await list(ask, '/api/auth/admin/roles')) {
        const members = await list(ask, `/api/auth/admin/roles/${role.id}/members`);
        if (members.length !== role.memberCount)
          out.push(`role ${role.name}: memberCount ${role.memberCount}, ${members.length} members`);
        for (const m of members) {
          const user = await account(ask, m.accountName);
          if (user?.userId !== m.userId)
            out.push(`role ${role.name}: member ${m.accountName} (${m.userId}) is no account`);
          else if (!user.roles?.includes(role.name))
            out.push(`role ${role.name}: ${m.accountName}'s roles do not name it`);
        }
      }
      return out.slice(0, 5);
    },
  },
  {
    name: 'granted rights are members of the enumerated rights, as many as the role counts',
    async check(ask) {
      const out: string[] = [];
      for (const role of await list(ask, '/api/auth/admin/roles')) {
        const rights = ((await read(ask, `/api/auth/admin/roles/${role.id}`)).rights ?? []) as string[];
        const unknown = rights.filter((r) => !(r in acpRights));
        if (unknown.length) out.push(`role ${role.name} grants ${unknown.join(', ')}, not in AcpRight`);
        if (rights.length !== role.rightCount)
          out.push(`role ${role.name}: rightCount ${role.rightCount}, ${rights.length} rights`);
      }
      return out;
    },
  },
];
