// The auth area with state, its ACP part (issue 28): roles with their rights and members, the
// right categories and the account search for the member picker. Domain rules:
// - members are existing accounts (common/log.ts ACP_ACCOUNTS): an unknown user id is a 404;
// - granted rights are members of the contract's AcpRight enum (422 otherwise);
// - role names are unique (422 under the name); the signed-in admin cannot delete the last role
//   through which they manage roles (409: no lock-out);
// - every change to a role, its rights or members adds a line to the admin log.
// The player's own account, characters and links (issue 29): auth/account.ts.
import { HttpResponse, type RequestHandler } from 'msw';
import { acpRightCategories, acpRights } from '../../api/generated/acp-rights';
import { collection, type Entity } from '../store';
import { body, done, me, notFound, now, on, page, problem } from './kit';
import { accountHandlers } from './auth/account';
import { accountNameOf, ACP_ACCOUNTS, logAdminAction, type Person } from './common/log';

const ALL = Object.keys(acpRights);
const REF = Date.UTC(2026, 10, 20, 18);
const daysAgo = (days: number) => new Date(REF - days * 86_400_000).toISOString();
const DANGEROUS = /ban|delete|command|restart|manageRoles|Owner|editItems|items/;

type Member = { userId: number; accountName: string; character: Person; addedAt: string; addedBy?: Person };
const memberOf = (p: Person, days: number, by?: Person): Member => ({
  userId: p.id,
  accountName: accountNameOf(p),
  character: p,
  addedAt: daysAgo(days),
  ...(by ? { addedBy: by } : {}),
});

function seedRoles(): Array<Partial<Entity>> {
  const [max, anna, lukas, lea, jonas] = ACP_ACCOUNTS() as [Person, Person, Person, Person, Person];
  const of = (prefixes: string[]) => ALL.filter((r) => prefixes.some((p) => r.startsWith(p)));
  // The first role (id 1) has no members: deleting it is always allowed.
  return [
    {
      name: 'Eventplanung',
      color: '#8e24aa',
      priority: 20,
      description: 'Plant Events und Umfragen.',
      rights: of(['polls.', 'dashboard.statistics']),
      members: [],
    },
    {
      name: 'Projektleitung',
      color: '#b71c1c',
      priority: 100,
      description: 'Leitet das Projekt, alle Rechte.',
      rights: [...ALL],
      members: [memberOf(max, 400)],
    },
    {
      name: 'Administrator',
      color: '#e53935',
      priority: 80,
      description: 'Verwaltet Spieler, Server und Eigentum.',
      rights: ALL.filter((r) => !r.startsWith('butlerv.')),
      members: [memberOf(max, 380), memberOf(anna, 300, max)],
    },
    {
      name: 'Moderator',
      color: '#1e88e5',
      priority: 50,
      rights: [
        ...of(['player.view', 'player.notes', 'player.log', 'player.bans']),
        'gameserver.view',
        'gameserver.kick',
        'gameserver.message',
        'common.adminLogs',
      ].filter((r) => ALL.includes(r)),
      members: [memberOf(lukas, 200, max), memberOf(lea, 120, anna)],
    },
    {
      name: 'Supporter',
      color: '#43a047',
      priority: 30,
      rights: of(['player.view', 'dashboard.moderate']),
      members: [memberOf(jonas, 60, anna)],
    },
  ].map((r, i) => ({ ...r, createdAt: daysAgo(400 - i * 30), updatedAt: daysAgo(10 + i) }));
}

export const roles = () => collection<Entity>('acp roles', seedRoles);
const membersOf = (r: Entity) => (r.members as Member[] | undefined) ?? [];
const rightsOf = (r: Entity) => (r.rights as string[] | undefined) ?? [];
const byPriority = (a: Entity, b: Entity) =>
  Number(b.priority) - Number(a.priority) || String(a.name).localeCompare(String(b.name));

function summaryOf(r: Entity) {
  return {
    id: r.id,
    name: r.name,
    ...(r.description ? { description: r.description } : {}),
    color: r.color,
    priority: r.priority,
    memberCount: membersOf(r).length,
    rightCount: rightsOf(r).length,
    updatedAt: r.updatedAt,
  };
}
function detailOf(r: Entity) {
  const { rightCount: _count, ...rest } = summaryOf(r);
  return { ...rest, rights: rightsOf(r), createdAt: r.createdAt };
}

const gone = () => notFound('Diese Rolle');
const nameTaken = (name: unknown, except?: unknown) =>
  roles().where((r) => String(r.name).toLowerCase() === String(name).trim().toLowerCase() && r.id !== except).length >
  0;
const taken = () =>
  problem(422, 'Eingabe ungültig', 'Diese Rolle gibt es schon.', [
    { field: 'name', message: 'Eine Rolle mit diesem Namen gibt es schon.' },
  ]);
const unknownRights = (rights: unknown) =>
  Array.isArray(rights) ? rights.filter((r) => !ALL.includes(String(r))).map(String) : ['?'];
const badRights = (bad: string[]) =>
  problem(422, 'Eingabe ungültig', `Unbekannte Rechte: ${bad.join(', ')}`, [
    { field: 'rights', message: 'Diese Rechte gibt es nicht.' },
  ]);
const label = (right: string) => (acpRights as Record<string, { label: string }>)[right]?.label ?? right;

/** The rights that were added and taken away, in German, for the admin log. */
function rightsDiff(before: string[], after: string[]): string {
  const added = after.filter((r) => !before.includes(r)).map((r) => `+${label(r)}`);
  const removed = before.filter((r) => !after.includes(r)).map((r) => `−${label(r)}`);
  return [...added, ...removed].join(', ') || 'keine Änderung';
}

export const authHandlers = (): RequestHandler[] => [
  ...accountHandlers(),
  ...on('listAcpRoles', () => HttpResponse.json({ items: roles().all().sort(byPriority).map(summaryOf) })),
  ...on('getAcpRole', ({ params }) => {
    const r = roles().get(String(params.roleId));
    return r ? HttpResponse.json(detailOf(r)) : gone();
  }),
  ...on('addAcpRole', async ({ request }) => {
    const data = await body(request);
    if (nameTaken(data.name)) return taken();
    const bad = data.rights === undefined ? [] : unknownRights(data.rights);
    if (bad.length) return badRights(bad);
    const r = roles().insert({
      name: String(data.name).trim(),
      ...(data.description ? { description: data.description } : {}),
      color: data.color,
      priority: Number(data.priority),
      rights: [...new Set((data.rights as string[] | undefined) ?? [])],
      members: [],
      createdAt: now(),
      updatedAt: now(),
    });
    logAdminAction({ area: 'auth', right: 'auth.manageRoles', action: `Rolle „${String(r.name)}“ angelegt` });
    return HttpResponse.json(detailOf(r), { status: 201 });
  }),
  ...on('editAcpRole', async ({ request, params }) => {
    const r = roles().get(String(params.roleId));
    if (!r) return gone();
    const data = await body(request);
    if (data.name !== undefined && nameTaken(data.name, r.id)) return taken();
    const before = String(r.name);
    for (const key of ['name', 'description', 'color', 'priority'] as const)
      if (data[key] !== undefined) r[key] = key === 'name' ? String(data[key]).trim() : data[key];
    r.updatedAt = now();
    logAdminAction({
      area: 'auth',
      right: 'auth.manageRoles',
      action: before === r.name ? `Rolle „${before}“ geändert` : `Rolle „${before}“ umbenannt in „${String(r.name)}“`,
    });
    return HttpResponse.json(detailOf(r));
  }),
  ...on('deleteAcpRole', ({ params }) => {
    const r = roles().get(String(params.roleId));
    if (!r) return gone();
    // No lock-out: the signed-in admin keeps at least one role that manages roles.
    const managing = roles().where(
      (x) =>
        x.id !== r.id && rightsOf(x).includes('auth.manageRoles') && membersOf(x).some((m) => m.userId === me().id),
    );
    if (membersOf(r).some((m) => m.userId === me().id) && rightsOf(r).includes('auth.manageRoles') && !managing.length)
      return problem(409, 'Eigene Rolle', 'Ohne diese Rolle könntest du keine Rollen mehr verwalten.');
    roles().remove(r.id);
    logAdminAction({
      area: 'auth',
      right: 'auth.manageRoles',
      action: `Rolle „${String(r.name)}“ gelöscht`,
      details: `${membersOf(r).length} Mitglieder verlieren ihre Rechte.`,
    });
    return done('Gelöscht.', r.id);
  }),
  ...on('listAcpRoleMembers', ({ request, params }) => {
    const r = roles().get(String(params.roleId));
    return r ? HttpResponse.json(page(request, membersOf(r))) : gone();
  }),
  ...on('addAcpRoleMember', async ({ request, params }) => {
    const r = roles().get(String(params.roleId));
    if (!r) return gone();
    const userId = Number((await body(request)).userId);
    const account = ACP_ACCOUNTS().find((a) => a.id === userId);
    if (!account) return notFound('Dieses Konto');
    if (membersOf(r).some((m) => m.userId === userId))
      return problem(409, 'Schon Mitglied', `${account.name} hat diese Rolle schon.`);
    const member: Member = { ...memberOf(account, 0, me()), addedAt: now() };
    r.members = [...membersOf(r), member];
    r.updatedAt = now();
    logAdminAction({
      area: 'auth',
      right: 'auth.manageRoles',
      action: `Mitglied zur Rolle „${String(r.name)}“ hinzugefügt`,
      targetPlayer: account,
    });
    return HttpResponse.json(member, { status: 201 });
  }),
  ...on('removeAcpRoleMember', ({ params }) => {
    const r = roles().get(String(params.roleId));
    if (!r) return gone();
    const member = membersOf(r).find((m) => String(m.userId) === String(params.userId));
    if (!member) return notFound('Dieses Mitglied');
    r.members = membersOf(r).filter((m) => m !== member);
    r.updatedAt = now();
    logAdminAction({
      area: 'auth',
      right: 'auth.manageRoles',
      action: `Mitglied aus der Rolle „${String(r.name)}“ entfernt`,
      targetPlayer: member.character,
    });
    return done('Entfernt.', member.userId);
  }),
  ...on('changeAcpRoleRights', async ({ request, params }) => {
    const r = roles().get(String(params.roleId));
    if (!r) return gone();
    const rights = (await body(request)).rights;
    const bad = unknownRights(rights);
    if (bad.length) return badRights(bad);
    const next = [...new Set(rights as string[])].sort();
    const diff = rightsDiff(rightsOf(r), next);
    r.rights = next;
    r.updatedAt = now();
    logAdminAction({
      area: 'auth',
      right: 'auth.manageRoles',
      action: `Rechte der Rolle „${String(r.name)}“ geändert`,
      details: `Rechte: ${diff}`.slice(0, 2000),
    });
    return HttpResponse.json({ roleId: r.id, rights: next, updatedAt: r.updatedAt });
  }),
  ...on('listAcpRightCategories', () =>
    HttpResponse.json({
      items: Object.entries(acpRightCategories).map(([key, categoryLabel]) => ({
        key,
        label: categoryLabel,
        rights: Object.entries(acpRights)
          .filter(([, info]) => info.category === key)
          .map(([right, info]) => ({ right, label: info.label, dangerous: DANGEROUS.test(right) })),
      })),
    }),
  ),
  ...on('searchAcpUsers', ({ request }) => {
    const text = (new URL(request.url).searchParams.get('q') ?? '')
      .toLowerCase()
      .replace(/[_.\s]+/g, ' ')
      .trim();
    const found = ACP_ACCOUNTS()
      .filter(
        (a) =>
          !text ||
          a.name.toLowerCase().replace(/_/g, ' ').includes(text) ||
          accountNameOf(a).replace(/\./g, ' ').includes(text),
      )
      .map((a) => ({
        userId: a.id,
        accountName: accountNameOf(a),
        characters: [a],
        roles: roles()
          .where((r) => membersOf(r).some((m) => m.userId === a.id))
          .map((r) => String(r.name)),
      }));
    return HttpResponse.json(page(request, found));
  }),
];
