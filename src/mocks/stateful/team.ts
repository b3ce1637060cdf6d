// State organisations [Fraktionen] with state (issue 23). Domain rules of the mock world
// (team/world.ts):
// - members are existing characters; invitations, new leaders and admin additions name one
//   by name (422 on the field for a name nobody has);
// - a member's rights are a subset of the contract's six flags; the leader has every right,
//   his cannot be reduced, his rank not changed, he cannot be fired and cannot quit (409);
// - invitations stay pending until the invited character accepts or declines, or the
//   organisation revokes them; only the invited one may answer (403), only pending ones count;
// - departments hold members of their organisation only: a move names a department and a
//   member of the same organisation (404 otherwise), a department with members is not deleted.
// Who asks is the request's character: the scenario "invited" plays Anna_Schmidt.
import { HttpResponse, type RequestHandler } from 'msw';
import { collection, type Entity } from '../store';
import { body, done, notFound, now, on, page } from './kit';
import {
  actor,
  adminOf,
  changeLeader,
  conflict,
  departmentOf,
  departmentsOf,
  dutyOf,
  employeeOf,
  forbidden,
  invalid,
  invitationOf,
  invitations,
  isLeader,
  join,
  leaderOf,
  memberOf,
  membersOf,
  personNamed,
  pickRights,
  removeMember,
  rightsIn,
  sortedMembers,
  strip,
  summaryOf,
  teamOf,
  teams,
  teamsOf,
  updateMember,
  type Department,
  type Member,
  type Person,
  type StorageItem,
} from './team/world';

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const query = (request: Request, name = 'q') =>
  (new URL(request.url).searchParams.get(name) ?? '').trim().toLowerCase();
const decoded = (value: unknown) => {
  const raw = String(value ?? '');
  try {
    return decodeURIComponent(raw).trim();
  } catch {
    return raw.trim();
  }
};

/** The organisation of the path, or 404. */
const teamAt = (params: Record<string, unknown>): Entity | Response =>
  teams().get(String(params.teamId)) ?? notFound('Diese Fraktion');

/** The organisation of the path if the asking character is a member (403 otherwise). */
function myTeam(request: Request, params: Record<string, unknown>): Entity | Response {
  const team = teamAt(params);
  if (team instanceof Response) return team;
  return memberOf(team, actor(request).id) ? team : forbidden('Du bist kein Mitglied dieser Fraktion.');
}

/** My organisation with the right `right` (the check layer asks too; this keeps tests without it honest). */
function withRight(request: Request, params: Record<string, unknown>, right: keyof ReturnType<typeof rightsIn>) {
  const team = myTeam(request, params);
  if (team instanceof Response) return team;
  return rightsIn(team, actor(request).id)[right] ? team : forbidden('Dafür fehlt dir das Recht in dieser Fraktion.');
}

const memberAt = (team: Entity, params: Record<string, unknown>): Member | Response =>
  membersOf(team).find((m) => String(m.id) === String(params.employeeId)) ?? notFound('Dieses Mitglied');
const departmentAt = (team: Entity, params: Record<string, unknown>): Department | Response =>
  departmentsOf(team).find((d) => String(d.id) === String(params.departmentId)) ?? notFound('Diese Abteilung');

const fresh = (team: Entity) => teams().get(team.id) ?? team;

/** Name, short name, head and order of a department body (422 for a head nobody is). */
async function departmentBody(request: Request, team: Entity): Promise<Omit<Department, 'id'> | Response> {
  const data = await body(request);
  const headName = text(data.headName);
  let headId: number | undefined;
  if (headName) {
    const head = personNamed(headName);
    if (!head || !memberOf(team, head.id)) return invalid('headName', 'Die Leitung muss Mitglied der Fraktion sein.');
    headId = head.id;
  }
  return strip({
    name: text(data.name),
    shortName: text(data.shortName),
    headId,
    color: text(data.color) || undefined,
    order: Number(data.order) || 0,
  });
}

const taken = (team: Entity, dept: Omit<Department, 'id'>, except?: number) =>
  departmentsOf(team).some(
    (d) =>
      d.id !== except &&
      (d.name.toLowerCase() === dept.name.toLowerCase() || d.shortName.toLowerCase() === dept.shortName.toLowerCase()),
  );

/** Answers already given per Idempotency-Key (in the store, so a reset forgets them). */
const answered = () => collection<Entity>('team storage answers', () => []);
/** Each character's pockets: pieces of the storage's item kinds he carries (in the store too). */
const pockets = () => collection<Entity>('team pockets', () => []);
function pocketOf(person: Person): Record<string, number> {
  const found = pockets().where((p) => p.playerId === person.id)[0];
  return { ...((found?.items as Record<string, number> | undefined) ?? { 21: 3, 25: 2 }) };
}
function setPocket(person: Person, items: Record<string, number>) {
  const found = pockets().where((p) => p.playerId === person.id)[0];
  if (found) pockets().update(found.id, { items });
  else pockets().insert({ playerId: person.id, items });
}

async function moveStorage(request: Request, params: Record<string, unknown>, direction: 'put' | 'take') {
  const team = withRight(request, params, 'manageStorage');
  if (team instanceof Response) return team;
  const key = request.headers.get('Idempotency-Key') ?? '';
  const earlier = key ? answered().where((a) => a.key === key)[0] : undefined;
  if (earlier) return HttpResponse.json(earlier.answer as Record<string, unknown>);
  const data = await body(request);
  const itemId = Number(data.itemId);
  const amount = Number(data.amount);
  const stock = (team.storage as StorageItem[] | undefined) ?? [];
  const item = stock.find((s) => s.id === itemId);
  if (!item) return invalid('itemId', 'Diesen Gegenstand gibt es im Lager nicht.');
  const pocket = pocketOf(actor(request));
  const inPocket = pocket[itemId] ?? 0;
  if (direction === 'take' && item.amount < amount) {
    return conflict(`Im Lager liegen nur ${item.amount} Stück.`);
  }
  if (direction === 'put' && inPocket < amount) {
    return conflict(`Du hast nur ${inPocket} Stück dabei.`);
  }
  const changed = { ...item, amount: item.amount + (direction === 'put' ? amount : -amount) };
  setPocket(actor(request), { ...pocket, [itemId]: inPocket + (direction === 'put' ? -amount : amount) });
  teams().update(team.id, { storage: stock.map((s) => (s.id === itemId ? changed : s)) });
  if (key) answered().insert({ key, answer: changed });
  return HttpResponse.json(changed);
}

/** The organisations' active advert lines, for the dashboard's adverts (its mock reads them here). */
export const teamAdLines = () =>
  teams()
    .where((t) => !t.blocked && (t.adLine as { active?: boolean } | undefined)?.active === true)
    .map((t) => ({
      id: Number(t.id),
      name: String(t.name),
      owner: leaderOf(t),
      line: t.adLine as { text: string; updatedAt: string; expiresAt?: string },
    }));

export const teamHandlers = (): RequestHandler[] => [
  // --- own list, details, public lookups ---
  ...on('getOwnTeams', ({ request }) => {
    const who = actor(request).id;
    return HttpResponse.json({ items: teamsOf(who).map((t) => summaryOf(t, who)) });
  }),
  ...on('getTeam', ({ request, params }) => {
    const team = teamAt(params);
    return team instanceof Response ? team : HttpResponse.json(teamOf(team, actor(request).id));
  }),
  ...on('getTeamByKey', ({ request, params }) => {
    const team = teams().where((t) => t.key === String(params.team))[0];
    return team ? HttpResponse.json(teamOf(team, actor(request).id)) : notFound('Diese Fraktion');
  }),
  ...on('getTeamDutyByKey', ({ params }) => {
    const team = teams().where((t) => t.key === String(params.team))[0];
    if (!team) return notFound('Diese Fraktion');
    const members = membersOf(team);
    return HttpResponse.json({
      team: team.key,
      name: team.name,
      onDutyCount: members.filter((m) => m.onDuty).length,
      departments: departmentsOf(team).map((d) => ({
        departmentId: d.id,
        name: d.name,
        onDutyCount: members.filter((m) => m.onDuty && m.departmentId === d.id).length,
      })),
      updatedAt: String(team.dutyUpdatedAt ?? now()),
    });
  }),

  // --- departments ---
  ...on('getTeamDepartments', ({ params }) => {
    const team = teamAt(params);
    if (team instanceof Response) return team;
    const items = [...departmentsOf(team)].sort((a, b) => a.order - b.order).map((d) => departmentOf(team, d));
    return HttpResponse.json({ items });
  }),
  ...on('getTeamDepartment', ({ params }) => {
    const team = teamAt(params);
    if (team instanceof Response) return team;
    const dept = departmentAt(team, params);
    return dept instanceof Response ? dept : HttpResponse.json(departmentOf(team, dept));
  }),
  ...on('addTeamDepartment', async ({ request, params }) => {
    const team = withRight(request, params, 'manageEmployees');
    if (team instanceof Response) return team;
    const dept = await departmentBody(request, team);
    if (dept instanceof Response) return dept;
    if (taken(team, dept)) return conflict('Eine Abteilung mit diesem Namen oder Kürzel gibt es schon.');
    const id =
      Math.max(
        0,
        ...teams()
          .all()
          .flatMap((t) => departmentsOf(t).map((d) => d.id)),
      ) + 1;
    const created = { ...dept, id };
    teams().update(team.id, { departments: [...departmentsOf(team), created] });
    return HttpResponse.json(departmentOf(fresh(team), created), { status: 201 });
  }),
  ...on('editTeamDepartment', async ({ request, params }) => {
    const team = withRight(request, params, 'manageEmployees');
    if (team instanceof Response) return team;
    const current = departmentAt(team, params);
    if (current instanceof Response) return current;
    const dept = await departmentBody(request, team);
    if (dept instanceof Response) return dept;
    if (taken(team, dept, current.id)) return conflict('Eine andere Abteilung heißt schon so oder hat dieses Kürzel.');
    const changed = { ...dept, id: current.id };
    teams().update(team.id, { departments: departmentsOf(team).map((d) => (d.id === current.id ? changed : d)) });
    return HttpResponse.json(departmentOf(fresh(team), changed));
  }),
  ...on('deleteTeamDepartment', ({ request, params }) => {
    const team = withRight(request, params, 'manageEmployees');
    if (team instanceof Response) return team;
    const dept = departmentAt(team, params);
    if (dept instanceof Response) return dept;
    if (membersOf(team).some((m) => m.departmentId === dept.id)) {
      return conflict('In dieser Abteilung sind noch Mitglieder. Versetze sie zuerst.');
    }
    teams().update(team.id, { departments: departmentsOf(team).filter((d) => d.id !== dept.id) });
    return done('Abteilung gelöscht.', dept.id);
  }),
  ...on('assignTeamEmployeeDepartment', ({ request, params }) => {
    const team = withRight(request, params, 'manageEmployees');
    if (team instanceof Response) return team;
    const dept = departmentAt(team, params);
    if (dept instanceof Response) return dept;
    const member = memberAt(team, params);
    if (member instanceof Response) return member;
    if (member.departmentId === dept.id) return conflict('Das Mitglied ist schon in dieser Abteilung.');
    const moved = updateMember(team, member.id, { departmentId: dept.id });
    return HttpResponse.json(employeeOf(fresh(team), moved ?? member));
  }),

  // --- members and their rights ---
  ...on('getTeamEmployees', ({ request, params }) => {
    const team = myTeam(request, params);
    if (team instanceof Response) return team;
    const q = query(request);
    const dept = Number(new URL(request.url).searchParams.get('departmentId') ?? 0);
    const found = sortedMembers(team)
      .map((m) => employeeOf(team, m))
      .filter((e) => !dept || e.departmentId === dept)
      .filter(
        (e) =>
          !q ||
          e.player.name.toLowerCase().replace(/_/g, ' ').includes(q.replace(/_/g, ' ')) ||
          e.rank.toLowerCase().includes(q),
      );
    return HttpResponse.json(page(request, found));
  }),
  ...on('getTeamEmployee', ({ request, params }) => {
    const team = myTeam(request, params);
    if (team instanceof Response) return team;
    const member = memberAt(team, params);
    return member instanceof Response ? member : HttpResponse.json(employeeOf(team, member));
  }),
  ...on('updateTeamEmployee', async ({ request, params }) => {
    const team = withRight(request, params, 'manageEmployees');
    if (team instanceof Response) return team;
    const member = memberAt(team, params);
    if (member instanceof Response) return member;
    if (isLeader(team, member.playerId)) return conflict('Rang und Gehalt der Leitung ändert nur ein Admin.');
    const mine = memberOf(team, actor(request).id);
    if (!isLeader(team, actor(request).id) && mine && member.rankLevel > mine.rankLevel) {
      return conflict('Dieses Mitglied steht im Rang über dir.');
    }
    const data = await body(request);
    const changed = updateMember(
      team,
      member.id,
      strip({
        rank: text(data.rank) || undefined,
        rankLevel: typeof data.rankLevel === 'number' ? Math.min(data.rankLevel, 19) : undefined,
        salary: typeof data.salary === 'number' ? data.salary : undefined,
      }),
    );
    return HttpResponse.json(employeeOf(fresh(team), changed ?? member));
  }),
  ...on('fireTeamEmployee', ({ request, params }) => {
    const team = withRight(request, params, 'manageEmployees');
    if (team instanceof Response) return team;
    const member = memberAt(team, params);
    if (member instanceof Response) return member;
    if (isLeader(team, member.playerId)) return conflict('Die Leitung kann nicht entlassen werden.');
    removeMember(team, member.id);
    return done('Mitglied entlassen.', member.id);
  }),
  ...on('setTeamEmployeeRights', async ({ request, params }) => {
    const team = withRight(request, params, 'manageEmployees');
    if (team instanceof Response) return team;
    const member = memberAt(team, params);
    if (member instanceof Response) return member;
    if (isLeader(team, member.playerId)) return conflict('Die Leitung hat jedes Recht, das lässt sich nicht ändern.');
    const changed = updateMember(team, member.id, { rights: pickRights(await body(request)) });
    return HttpResponse.json(employeeOf(fresh(team), changed ?? member));
  }),

  // --- storage, vehicles, bank accounts ---
  ...on('getTeamItems', ({ request, params }) => {
    const team = myTeam(request, params);
    if (team instanceof Response) return team;
    const q = query(request);
    const stock = ((team.storage as StorageItem[] | undefined) ?? []).filter(
      (s) => !q || s.name.toLowerCase().includes(q),
    );
    return HttpResponse.json(page(request, stock));
  }),
  ...on('putTeamStorageItem', ({ request, params }) => moveStorage(request, params, 'put')),
  ...on('takeTeamStorageItem', ({ request, params }) => moveStorage(request, params, 'take')),
  ...on('getTeamVehicles', ({ request, params }) => {
    const team = myTeam(request, params);
    return team instanceof Response ? team : HttpResponse.json({ items: team.vehicles });
  }),
  ...on('getTeamBankAccounts', ({ request, params }) => {
    const team = withRight(request, params, 'manageBank');
    if (team instanceof Response) return team;
    const leader = isLeader(team, actor(request).id);
    const items = (team.accounts as Array<Record<string, unknown>>).map((a) => ({ ...a, canWithdraw: leader }));
    return HttpResponse.json({ items });
  }),

  // --- duty ---
  ...on('getTeamCheckIn', ({ request, params }) => {
    const team = myTeam(request, params);
    if (team instanceof Response) return team;
    const member = memberOf(team, actor(request).id);
    const duty = dutyOf(team);
    return HttpResponse.json(
      strip({ ...duty, onDuty: member?.onDuty ?? false, since: member?.onDuty ? duty.since : undefined }),
    );
  }),
  ...on('checkInTeam', async ({ request, params }) => {
    const team = myTeam(request, params);
    if (team instanceof Response) return team;
    const who = actor(request).id;
    const onDuty = (await body(request)).onDuty === true;
    const elsewhere = teamsOf(who).find((t) => t.id !== team.id && memberOf(t, who)?.onDuty);
    if (onDuty && elsewhere) return conflict(`Du bist schon bei ${String(elsewhere.name)} im Dienst.`);
    const duty = dutyOf(team);
    const member = memberOf(team, who) as Member;
    const minutes =
      !onDuty && member.onDuty && duty.since
        ? Math.max(0, Math.round((Date.now() - Date.parse(duty.since)) / 60_000))
        : 0;
    const next = strip({
      onDuty,
      since: onDuty ? (member.onDuty ? duty.since : now()) : undefined,
      dutyMinutesToday: Math.min(1440, duty.dutyMinutesToday + minutes),
      dutyMinutesWeek: Math.min(10080, duty.dutyMinutesWeek + minutes),
    });
    updateMember(team, member.id, { onDuty });
    teams().update(team.id, { duty: next, dutyUpdatedAt: now() });
    return HttpResponse.json(next);
  }),
  ...on('getTeamOnDuty', ({ request, params }) => {
    const team = myTeam(request, params);
    if (team instanceof Response) return team;
    return HttpResponse.json(
      page(
        request,
        sortedMembers(team)
          .filter((m) => m.onDuty)
          .map((m) => employeeOf(team, m)),
      ),
    );
  }),
  ...on('quitTeam', ({ request, params }) => {
    const team = myTeam(request, params);
    if (team instanceof Response) return team;
    const who = actor(request).id;
    if (isLeader(team, who))
      return conflict('Die Leitung kann nicht austreten. Ein Admin setzt zuerst eine neue Leitung.');
    const member = memberOf(team, who) as Member;
    removeMember(team, member.id);
    return done('Du hast die Fraktion verlassen.', team.id);
  }),

  // --- price list, advert line ---
  ...on('getTeamPriceList', ({ params }) => {
    const team = teamAt(params);
    return team instanceof Response ? team : HttpResponse.json(team.prices as Record<string, unknown>);
  }),
  ...on('replaceTeamPriceList', async ({ request, params }) => {
    const team = withRight(request, params, 'managePrices');
    if (team instanceof Response) return team;
    const data = await body(request);
    const entries = Array.isArray(data.entries) ? (data.entries as Array<Record<string, unknown>>) : [];
    const prices = {
      entries: entries.map((e, k) => ({
        id: typeof e.id === 'number' ? e.id : Number(team.id) * 1000 + k + 1,
        itemName: text(e.itemName),
        price: Number(e.price) || 0,
        available: e.available === true,
      })),
      updatedAt: now(),
      updatedBy: actor(request),
    };
    teams().update(team.id, { prices });
    return HttpResponse.json(prices);
  }),
  ...on('getTeamAdLine', ({ params }) => {
    const team = teamAt(params);
    if (team instanceof Response) return team;
    return team.adLine ? HttpResponse.json(team.adLine) : notFound('Eine Werbezeile');
  }),
  ...on('setTeamAdLine', async ({ request, params }) => {
    const team = withRight(request, params, 'managePrices');
    if (team instanceof Response) return team;
    const data = await body(request);
    const last = team.adLine as { updatedAt?: string } | undefined;
    if (last?.updatedAt && Date.now() - Date.parse(last.updatedAt) < 10 * 60_000) {
      return conflict('Die Werbezeile wurde vor weniger als 10 Minuten geändert.');
    }
    const adLine = {
      text: text(data.text),
      active: data.active === true,
      updatedAt: now(),
      expiresAt: new Date(Date.now() + 7 * 86_400_000).toISOString(),
    };
    teams().update(team.id, { adLine });
    return HttpResponse.json(adLine);
  }),
  ...on('deleteTeamAdLine', ({ request, params }) => {
    const team = withRight(request, params, 'managePrices');
    if (team instanceof Response) return team;
    teams().update(team.id, { adLine: undefined });
    return done('Werbezeile entfernt.', team.id);
  }),

  // --- invitations ---
  ...on('getTeamInvitations', ({ request, params }) => {
    const team = withRight(request, params, 'invite');
    if (team instanceof Response) return team;
    const open = invitations()
      .where((i) => Number(i.organisationId) === team.id && i.state === 'pending')

      .map(invitationOf);
    return HttpResponse.json(page(request, open));
  }),
  ...on('inviteTeamEmployee', async ({ request, params }) => {
    const team = withRight(request, params, 'invite');
    if (team instanceof Response) return team;
    const data = await body(request);
    const person = personNamed(text(data.playerName));
    if (!person) return invalid('playerName', 'So heißt niemand auf dem Server.');
    if (memberOf(team, person.id)) return conflict(`${person.name} ist schon Mitglied.`);
    const pending = invitations().where(
      (i) => Number(i.organisationId) === team.id && i.invitedPlayerId === person.id && i.state === 'pending',
    );
    if (pending.length) return conflict(`${person.name} hat schon eine offene Einladung.`);
    if (membersOf(team).length >= Number(team.maxMembers))
      return conflict('Die Fraktion hat keinen freien Platz mehr.');
    const created = invitations().insert(
      strip({
        organisationId: team.id,
        invitedPlayerId: person.id,
        invitedById: actor(request).id,
        rank: text(data.rank) || undefined,
        rights: data.rights ? pickRights(data.rights) : undefined,
        message: text(data.message) || undefined,
        state: 'pending',
        createdAt: now(),
        expiresAt: new Date(Date.now() + 48 * 3_600_000).toISOString(),
      }),
    );
    return HttpResponse.json(invitationOf(created), { status: 201 });
  }),
  ...on('revokeTeamInvitation', ({ request, params }) => {
    const team = withRight(request, params, 'invite');
    if (team instanceof Response) return team;
    const invitation = invitations().get(String(params.id));
    if (!invitation || Number(invitation.organisationId) !== team.id) return notFound('Diese Einladung');
    if (invitation.state !== 'pending') return conflict('Diese Einladung ist schon beantwortet.');
    invitations().update(invitation.id, { state: 'revoked' });
    return done('Einladung zurückgezogen.', invitation.id);
  }),
  ...on('listMyTeamInvitations', ({ request }) => {
    const who = actor(request).id;
    const mine = invitations()
      .where((i) => i.invitedPlayerId === who && i.state === 'pending')

      .map(invitationOf);
    return HttpResponse.json(page(request, mine));
  }),
  ...on('acceptTeamInvitation', ({ request, params }) => {
    const who = actor(request);
    const invitation = invitations().get(String(params.id));
    if (!invitation) return notFound('Diese Einladung');
    if (invitation.invitedPlayerId !== who.id) return forbidden('Diese Einladung gilt jemand anderem.');
    if (invitation.state !== 'pending') return conflict('Diese Einladung ist nicht mehr offen.');
    const team = teams().get(Number(invitation.organisationId));
    if (!team) return conflict('Diese Fraktion gibt es nicht mehr.');
    if (memberOf(team, who.id)) return conflict('Du bist schon Mitglied dieser Fraktion.');
    if (membersOf(team).length >= Number(team.maxMembers))
      return conflict('Die Fraktion hat keinen freien Platz mehr.');
    join(team, who, {
      rank: typeof invitation.rank === 'string' ? invitation.rank : undefined,
      rights: invitation.rights ? pickRights(invitation.rights) : undefined,
    });
    invitations().update(invitation.id, { state: 'accepted' });
    return HttpResponse.json(summaryOf(fresh(team), who.id));
  }),
  ...on('declineTeamInvitation', ({ request, params }) => {
    const invitation = invitations().get(String(params.id));
    if (!invitation) return notFound('Diese Einladung');
    if (invitation.invitedPlayerId !== actor(request).id) return forbidden('Diese Einladung gilt jemand anderem.');
    if (invitation.state !== 'pending') return conflict('Diese Einladung ist nicht mehr offen.');
    invitations().update(invitation.id, { state: 'declined' });
    return done('Einladung abgelehnt.', invitation.id);
  }),

  // --- admin (ACP rights team.*; the check layer refuses without them) ---
  ...on('searchTeamsAdmin', ({ request, params }) => {
    const q = decoded(params.query).toLowerCase();
    const found = teams().where(
      (t) =>
        q === '*' ||
        String(t.id) === q ||
        String(t.name).toLowerCase().includes(q) ||
        String(t.key).toLowerCase() === q ||
        leaderOf(t).name.toLowerCase().includes(q),
    );
    return HttpResponse.json(page(request, found.map(adminOf)));
  }),
  ...on('changeTeamLeaderAdmin', async ({ request, params }) => {
    const team = teamAt(params);
    if (team instanceof Response) return team;
    const person = personNamed(text((await body(request)).newOwnerName));
    if (!person) return invalid('newOwnerName', 'So heißt niemand auf dem Server.');
    if (isLeader(team, person.id)) return conflict(`${person.name} leitet die Fraktion schon.`);
    if (!memberOf(team, person.id) && membersOf(team).length >= Number(team.maxMembers)) {
      return conflict('Die Fraktion hat keinen freien Platz mehr.');
    }
    changeLeader(team, person);
    return HttpResponse.json(adminOf(fresh(team)));
  }),
  ...on('renameTeamAdmin', async ({ request, params }) => {
    const team = teamAt(params);
    if (team instanceof Response) return team;
    const name = text((await body(request)).name);
    if (teams().where((t) => t.id !== team.id && String(t.name).toLowerCase() === name.toLowerCase()).length) {
      return conflict(`Den Namen „${name}“ trägt schon eine andere Fraktion.`);
    }
    teams().update(team.id, { name });
    return HttpResponse.json(adminOf(fresh(team)));
  }),
  ...on('blockTeamAdmin', async ({ request, params }) => {
    const team = teamAt(params);
    if (team instanceof Response) return team;
    if (team.blocked === true) return conflict('Die Fraktion ist schon gesperrt.');
    const data = await body(request);
    teams().update(team.id, {
      blocked: true,
      blockedReason: text(data.reason),
      blockedUntil: text(data.until) || undefined,
    });
    return HttpResponse.json(adminOf(fresh(team)));
  }),
  ...on('unblockTeamAdmin', ({ params }) => {
    const team = teamAt(params);
    if (team instanceof Response) return team;
    if (team.blocked !== true) return conflict('Die Fraktion ist nicht gesperrt.');
    teams().update(team.id, { blocked: false, blockedReason: undefined, blockedUntil: undefined });
    return HttpResponse.json(adminOf(fresh(team)));
  }),
  ...on('getTeamMembersAdmin', ({ request, params }) => {
    const team = teamAt(params);
    if (team instanceof Response) return team;
    return HttpResponse.json(
      page(
        request,
        sortedMembers(team).map((m) => employeeOf(team, m)),
      ),
    );
  }),
  ...on('addTeamMemberAdmin', async ({ request, params }) => {
    const team = teamAt(params);
    if (team instanceof Response) return team;
    const data = await body(request);
    const person = personNamed(text(data.playerName));
    if (!person) return invalid('playerName', 'So heißt niemand auf dem Server.');
    if (memberOf(team, person.id)) return conflict(`${person.name} ist schon Mitglied.`);
    if (membersOf(team).length >= Number(team.maxMembers))
      return conflict('Die Fraktion hat keinen freien Platz mehr.');
    const member = join(team, person, {
      rank: text(data.rank) || undefined,
      departmentId: typeof data.departmentId === 'number' ? data.departmentId : undefined,
    });
    return HttpResponse.json(employeeOf(fresh(team), member), { status: 201 });
  }),
  ...on('removeTeamMemberAdmin', ({ params }) => {
    const team = teamAt(params);
    if (team instanceof Response) return team;
    const member = memberAt(team, params);
    if (member instanceof Response) return member;
    if (isLeader(team, member.playerId))
      return conflict('Die Leitung kann nicht entfernt werden. Setze zuerst eine neue Leitung.');
    removeMember(team, member.id);
    return done('Mitglied entfernt.', member.id);
  }),
];
