// Buildings with state (issue 22), the owner's, the staff's and the admin's side; the world
// (building/world.ts) is shared with the tenants' side (buildingcell.ts). Rules kept here:
// - the own list holds the buildings the signed-in character owns or works in; the detail
//   says their role and rights (owner: every right);
// - the flats of a building list their tenant and due date; kicking a tenant (owner only) ends
//   the contract: the flat is free and offered again, its room mates and items leave with it;
//   a free flat answers 409;
// - employees are existing characters; rights and rank change only with manageEmployees, never
//   the owner's (409); the storage is for staff only;
// - the advert line is kept per building; staff with managePrices change it at most every
//   10 minutes (409 before);
// - the admin (ACP rights building.*, checked by the check layer before these answer) finds
//   buildings by name, owner or id, sets an existing character as owner (the old owner leaves
//   the staff, the new one joins it with every right), renames (a taken name is 409) and
//   blocks or unblocks (409 when already so).
import { HttpResponse, type RequestHandler } from 'msw';
import type { Entity } from '../store';
import {
  ALL_RIGHTS,
  NO_RIGHTS,
  adminView,
  answerable,
  invitationView,
  invitations,
  invite,
  isOpen,
  myInvitations,
  openInvitationsOf,
  buildingSummary,
  buildingView,
  buildings,
  cellView,
  cellsOf,
  cells,
  compact,
  contractOf,
  employeeView,
  invalid,
  isOverdue,
  myEmployee,
  ownerOf,
  personNamed,
  roleIn,
  staffOf,
  moveStored,
  once,
  type Employee,
  type StoredItem,
  type EmployeeRights,
} from './building/world';
import { actor, body, done, me, notFound, on, page, problem } from './kit';

const forbidden = (detail: string) => problem(403, 'Keine Berechtigung', detail);
const conflict = (title: string, detail: string) => problem(409, title, detail);

/** The building of the path, or the answer that refuses it. */
function buildingAt(params: Record<string, unknown>): Entity | Response {
  return buildings().get(String(params.buildingId)) ?? notFound('Dieses Gebäude');
}

/** The building when the signed-in character is its owner or staff. */
function staffBuilding(params: Record<string, unknown>): Entity | Response {
  const building = buildingAt(params);
  if (building instanceof Response) return building;
  return roleIn(building).myRole === 'none' ? forbidden('Du gehörst nicht zum Personal dieses Gebäudes.') : building;
}

function withRight(params: Record<string, unknown>, right: keyof EmployeeRights): Entity | Response {
  const building = staffBuilding(params);
  if (building instanceof Response) return building;
  return roleIn(building).myRights[right] ? building : forbidden('Dafür fehlt dir das Recht.');
}

function ownedBuilding(params: Record<string, unknown>): Entity | Response {
  const building = buildingAt(params);
  if (building instanceof Response) return building;
  return roleIn(building).myRole === 'owner' ? building : forbidden('Das darf nur der Eigentümer.');
}

const searchOf = (request: Request) => new URL(request.url).searchParams;

function cellAt(building: Entity, params: Record<string, unknown>): Entity | Response {
  const cell = cells().get(String(params.cellId));
  return cell && cell.buildingId === building.id ? cell : notFound('Diese Wohnung');
}

function employeeAt(building: Entity, params: Record<string, unknown>): Employee | Response {
  const employee = staffOf(building).find((e) => String(e.id) === String(params.employeeId));
  return employee ?? notFound('Diesen Mitarbeiter');
}

const setStaff = (building: Entity, staff: Employee[]) => buildings().update(building.id, { staff });

const RIGHT_KEYS = Object.keys(ALL_RIGHTS) as Array<keyof EmployeeRights>;

export const buildingHandlers = (): RequestHandler[] => [
  ...on('getOwnBuildings', () =>
    HttpResponse.json({
      items: buildings()
        .where((b) => roleIn(b).myRole !== 'none')
        .map(buildingSummary),
    }),
  ),
  ...on('getBuilding', ({ params }) => {
    const building = buildingAt(params);
    return building instanceof Response ? building : HttpResponse.json(buildingView(building));
  }),
  ...on('updateBuilding', async ({ request, params }) => {
    const building = ownedBuilding(params);
    if (building instanceof Response) return building;
    const data = await body(request);
    const patch: Partial<Entity> = {};
    if (typeof data.description === 'string') patch.description = data.description;
    if (typeof data.image === 'string') patch.image = data.image;
    return HttpResponse.json(buildingView(buildings().update(building.id, patch) ?? building));
  }),

  // --- Flats ---
  ...on('getBuildingCells', ({ request, params }) => {
    const building = buildingAt(params);
    if (building instanceof Response) return building;
    const query = searchOf(request);
    const text = compact(query.get('q') ?? '');
    const free = query.get('free');
    const found = cellsOf(building)
      .filter((c) => free === null || (free === 'true') === !c.tenant)
      .filter(
        (c) =>
          !text ||
          compact(String(c.label)).includes(text) ||
          compact(String((c.tenant as { name?: string } | undefined)?.name ?? '')).includes(text),
      )
      .sort((a, b) => Number(a.floor) - Number(b.floor) || String(a.label).localeCompare(String(b.label)));
    return HttpResponse.json(page(request, found.map(cellView)));
  }),
  ...on('getBuildingCell', ({ params }) => {
    const building = buildingAt(params);
    if (building instanceof Response) return building;
    const cell = cellAt(building, params);
    return cell instanceof Response ? cell : HttpResponse.json(cellView(cell));
  }),
  ...on('updateBuildingCellOffer', async ({ request, params }) => {
    const building = withRight(params, 'managePrices');
    if (building instanceof Response) return building;
    const cell = cellAt(building, params);
    if (cell instanceof Response) return cell;
    const data = await body(request);
    const patch: Partial<Entity> = {};
    for (const key of ['rent', 'interval', 'rentable', 'label'] as const)
      if (data[key] !== undefined) patch[key] = data[key];
    if (patch.rentable === true && cell.tenant)
      return conflict('Vermietet', 'Eine vermietete Wohnung wird nicht angeboten.');
    return HttpResponse.json(cellView(cells().update(cell.id, patch) ?? cell));
  }),
  ...on('kickBuildingCellTenant', ({ params }) => {
    const building = ownedBuilding(params);
    if (building instanceof Response) return building;
    const cell = cellAt(building, params);
    if (cell instanceof Response) return cell;
    const tenant = cell.tenant as { id: number; name: string } | undefined;
    if (!tenant) return conflict('Frei', 'In dieser Wohnung wohnt niemand.');
    cells().update(cell.id, {
      tenant: undefined,
      paidUntil: undefined,
      startedAt: undefined,
      roomMates: [],
      items: [],
      rentable: true,
      doorbellName: undefined,
    });
    return done(`${tenant.name} wohnt nicht mehr in ${String(cell.label)}.`, cell.id);
  }),
  ...on('getBuildingRentContracts', ({ request, params }) => {
    const building = withRight(params, 'managePrices');
    if (building instanceof Response) return building;
    const rented = cellsOf(building)
      .filter((c) => c.tenant)
      .sort((a, b) => Number(isOverdue(b)) - Number(isOverdue(a)) || Number(a.id) - Number(b.id));
    return HttpResponse.json(page(request, rented.map(contractOf)));
  }),

  // --- Storage ---
  ...on('getBuildingItems', ({ request, params }) => {
    const building = staffBuilding(params);
    if (building instanceof Response) return building;
    const text = compact(searchOf(request).get('q') ?? '');
    const items = ((building.items as Array<{ name: string }> | undefined) ?? []).filter(
      (i) => !text || compact(i.name).includes(text),
    );
    return HttpResponse.json(page(request, items));
  }),

  ...on('putBuildingStorageItem', ({ request, params }) => moveBuildingItem(request, params, 'put')),
  ...on('takeBuildingStorageItem', ({ request, params }) => moveBuildingItem(request, params, 'take')),

  // --- Price list (what customers pay; staff with managePrices replace it whole) ---
  ...on('getBuildingPriceList', ({ params }) => {
    const building = buildingAt(params);
    if (building instanceof Response) return building;
    return HttpResponse.json((building.priceList as Record<string, unknown> | undefined) ?? { entries: [] });
  }),
  ...on('replaceBuildingPriceList', async ({ request, params }) => {
    const building = withRight(params, 'managePrices');
    if (building instanceof Response) return building;
    const entries = ((await body(request)).entries as Array<Record<string, unknown>> | undefined) ?? [];
    const blank = entries.findIndex((e) => String(e.itemName ?? '').trim() === '');
    if (blank >= 0) return invalid(`entries.${blank}.itemName`, 'Bitte gib an, was es kostet.');
    const taken = new Set<number>();
    let next = 1 + Math.max(0, ...entries.map((e) => Number(e.id) || 0));
    const stored = entries.map((e) => {
      const id = Number(e.id) > 0 && !taken.has(Number(e.id)) ? Number(e.id) : next++;
      taken.add(id);
      return { id, itemName: String(e.itemName).trim(), price: Number(e.price) || 0, available: e.available === true };
    });
    const priceList = { entries: stored, updatedAt: new Date().toISOString(), updatedBy: actor(request) };
    buildings().update(building.id, { priceList });
    return HttpResponse.json(priceList);
  }),

  // --- Advert line (kept, so a saved line is what the next read shows; at most every 10 minutes) ---
  ...on('getBuildingAdLine', ({ params }) => {
    const building = buildingAt(params);
    if (building instanceof Response) return building;
    const stored = building.adLine as Record<string, unknown> | undefined;
    return HttpResponse.json(
      stored ?? {
        text: `Wohnungen frei im ${String(building.name)}, fragt den Concierge!`,
        active: true,
        updatedAt: new Date(Date.now() - 3 * 86_400_000).toISOString(),
      },
    );
  }),
  ...on('setBuildingAdLine', async ({ request, params }) => {
    const building = withRight(params, 'managePrices');
    if (building instanceof Response) return building;
    const last = building.adLine as { updatedAt?: string } | undefined;
    if (last?.updatedAt && Date.now() - Date.parse(last.updatedAt) < 10 * 60_000) {
      return conflict('Zu früh', 'Die Werbezeile lässt sich nur alle 10 Minuten ändern.');
    }
    const data = await body(request);
    const text = String(data.text ?? '').trim();
    if (!text) return invalid('text', 'Bitte gib einen Text ein.');
    const adLine = {
      text,
      active: data.active === true,
      updatedAt: new Date().toISOString(),
      expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
    };
    buildings().update(building.id, { adLine });
    return HttpResponse.json(adLine);
  }),

  // --- Employees ---
  ...on('getBuildingEmployees', ({ request, params }) => {
    const building = staffBuilding(params);
    if (building instanceof Response) return building;
    const text = compact(searchOf(request).get('q') ?? '');
    const found = staffOf(building)
      .map(employeeView)
      .filter((e) => !text || compact(e.player.name).includes(text) || compact(e.rank).includes(text))
      .sort((a, b) => b.rankLevel - a.rankLevel || a.id - b.id);
    return HttpResponse.json(page(request, found));
  }),
  ...on('getBuildingEmployee', ({ params }) => {
    const building = staffBuilding(params);
    if (building instanceof Response) return building;
    const employee = employeeAt(building, params);
    return employee instanceof Response ? employee : HttpResponse.json(employeeView(employee));
  }),
  ...on('updateBuildingEmployee', async ({ request, params }) => {
    const building = withRight(params, 'manageEmployees');
    if (building instanceof Response) return building;
    const employee = employeeAt(building, params);
    if (employee instanceof Response) return employee;
    if (employee.playerId === ownerOf(building).id) return conflict('Eigentümer', 'Der Eigentümer bleibt, wie er ist.');
    const data = await body(request);
    const next: Employee = {
      ...employee,
      ...(typeof data.rank === 'string' ? { rank: data.rank } : {}),
      ...(typeof data.rankLevel === 'number' ? { rankLevel: Math.min(19, data.rankLevel) } : {}),
      ...(typeof data.salary === 'number' ? { salary: data.salary } : {}),
    };
    setStaff(
      building,
      staffOf(building).map((e) => (e.id === employee.id ? next : e)),
    );
    return HttpResponse.json(employeeView(next));
  }),
  ...on('setBuildingEmployeeRights', async ({ request, params }) => {
    const building = withRight(params, 'manageEmployees');
    if (building instanceof Response) return building;
    const employee = employeeAt(building, params);
    if (employee instanceof Response) return employee;
    if (employee.playerId === ownerOf(building).id) {
      return conflict('Eigentümer', 'Die Rechte des Eigentümers lassen sich nicht ändern.');
    }
    const data = await body(request);
    const rights = Object.fromEntries(RIGHT_KEYS.map((k) => [k, data[k] === true])) as EmployeeRights;
    const next = { ...employee, rights };
    setStaff(
      building,
      staffOf(building).map((e) => (e.id === employee.id ? next : e)),
    );
    return HttpResponse.json(employeeView(next));
  }),
  ...on('fireBuildingEmployee', ({ params }) => {
    const building = withRight(params, 'manageEmployees');
    if (building instanceof Response) return building;
    const employee = employeeAt(building, params);
    if (employee instanceof Response) return employee;
    if (employee.playerId === ownerOf(building).id)
      return conflict('Eigentümer', 'Den Eigentümer kann man nicht entlassen.');
    setStaff(
      building,
      staffOf(building).filter((e) => e.id !== employee.id),
    );
    return done('Entlassen.', employee.id);
  }),

  // --- Check-in, quit ---
  ...on('getBuildingCheckIn', ({ params }) => {
    const building = staffBuilding(params);
    return building instanceof Response ? building : HttpResponse.json(building.duty as Record<string, unknown>);
  }),
  ...on('checkInBuilding', async ({ request, params }) => {
    const building = staffBuilding(params);
    if (building instanceof Response) return building;
    const onDuty = (await body(request)).onDuty === true;
    const duty = building.duty as {
      onDuty: boolean;
      since?: string;
      dutyMinutesToday: number;
      dutyMinutesWeek: number;
    };
    if (onDuty && buildings().where((b) => b.id !== building.id && (b.duty as typeof duty).onDuty).length > 0) {
      return conflict('Schon im Dienst', 'Du bist schon in einem anderen Gebäude im Dienst.');
    }
    const next = onDuty
      ? { ...duty, onDuty: true, since: new Date().toISOString() }
      : { onDuty: false, dutyMinutesToday: duty.dutyMinutesToday, dutyMinutesWeek: duty.dutyMinutesWeek };
    buildings().update(building.id, { duty: next });
    const mine = myEmployee(building);
    if (mine)
      setStaff(
        building,
        staffOf(building).map((e) => (e.id === mine.id ? { ...e, onDuty } : e)),
      );
    return HttpResponse.json(next);
  }),
  ...on('quitBuilding', ({ params }) => {
    const building = staffBuilding(params);
    if (building instanceof Response) return building;
    if (roleIn(building).myRole === 'owner') {
      return conflict('Eigentümer', 'Als Eigentümer musst du das Gebäude erst übergeben.');
    }
    setStaff(
      building,
      staffOf(building).filter((e) => e.playerId !== me().id),
    );
    return done('Du gehörst nicht mehr zum Personal.', building.id);
  }),
  ...on('renameBuilding', async ({ request, params }) => {
    const building = ownedBuilding(params);
    if (building instanceof Response) return building;
    const name = String((await body(request)).name ?? '').trim();
    if (buildings().where((b) => b.id !== building.id && compact(String(b.name)) === compact(name)).length > 0) {
      return conflict('Name vergeben', `„${name}“ gibt es schon.`);
    }
    return HttpResponse.json(buildingView(buildings().update(building.id, { name }) ?? building));
  }),

  ...on('overwriteBuilding', async ({ request, params }) => {
    const building = ownedBuilding(params);
    if (building instanceof Response) return building;
    const data = await body(request);
    const person = personNamed(String(data.newOwnerName ?? ''));
    if (!person) return invalid('newOwnerName', 'Diese Person gibt es nicht.');
    if (person.id === me().id) return conflict('Schon Eigentümer', 'Das Gebäude gehört dir schon.');
    const rest = staffOf(building).filter((e) => e.playerId !== me().id && e.playerId !== person.id);
    setStaff(building, [
      {
        id: 1 + Math.max(0, ...staffOf(building).map((e) => e.id)),
        playerId: person.id,
        rank: 'Eigentümer',
        rankLevel: 20,
        salary: 0,
        rights: ALL_RIGHTS,
        onDuty: false,
        joinedAt: new Date().toISOString(),
      },
      ...rest,
    ]);
    buildings().update(building.id, { owner: person });
    return done(`${String(building.name)} gehört jetzt ${person.name}.`, building.id);
  }),

  // --- Invitations ---
  ...on('getBuildingInvitations', ({ request, params }) => {
    const building = withRight(params, 'invite');
    if (building instanceof Response) return building;
    return HttpResponse.json(page(request, openInvitationsOf('building', building.id).map(invitationView)));
  }),
  ...on('inviteBuildingEmployee', async ({ request, params }) => {
    const building = withRight(params, 'invite');
    if (building instanceof Response) return building;
    const data = await body(request);
    const made = invite(
      'building',
      Number(building.id),
      String(data.playerName ?? ''),
      (id) => staffOf(building).some((e) => e.playerId === id),
      data,
    );
    return made instanceof Response ? made : HttpResponse.json(invitationView(made), { status: 201 });
  }),
  ...on('revokeBuildingInvitation', ({ params }) => {
    const building = withRight(params, 'invite');
    if (building instanceof Response) return building;
    const invitation = invitations().get(String(params.id));
    if (!invitation || invitation.kind !== 'building' || invitation.organisationId !== building.id) {
      return notFound('Diese Einladung');
    }
    if (!isOpen(invitation)) return conflict('Nicht mehr offen', 'Diese Einladung ist nicht mehr offen.');
    invitations().update(invitation.id, { state: 'revoked' });
    return done('Einladung zurückgezogen.', invitation.id);
  }),
  ...on('listMyBuildingInvitations', ({ request }) =>
    HttpResponse.json(page(request, myInvitations('building').map(invitationView))),
  ),
  ...on('acceptBuildingInvitation', ({ params }) => {
    const invitation = answerable(params, 'building');
    if (invitation instanceof Response) return invitation;
    const building = buildings().get(Number(invitation.organisationId));
    if (!building) return notFound('Dieses Gebäude');
    invitations().update(invitation.id, { state: 'accepted' });
    const staff = staffOf(building);
    setStaff(building, [
      ...staff,
      {
        id: 1 + Math.max(0, ...staff.map((e) => e.id)),
        playerId: me().id,
        rank: typeof invitation.rank === 'string' ? invitation.rank : 'Mitarbeiter',
        rankLevel: 1,
        salary: 800,
        rights: NO_RIGHTS,
        onDuty: false,
        joinedAt: new Date().toISOString(),
      },
    ]);
    return HttpResponse.json(buildingSummary(buildings().get(building.id) ?? building));
  }),
  ...on('declineBuildingInvitation', ({ params }) => {
    const invitation = answerable(params, 'building');
    if (invitation instanceof Response) return invitation;
    invitations().update(invitation.id, { state: 'declined' });
    return done('Einladung abgelehnt.', invitation.id);
  }),

  // --- Admin ---
  ...on('searchBuildingsAdmin', ({ request, params }) => {
    const text = compact(String(params.query ?? ''));
    const found = buildings().where(
      (b) => String(b.id) === text || compact(String(b.name)).includes(text) || compact(ownerOf(b).name).includes(text),
    );
    return HttpResponse.json(page(request, found.map(adminView)));
  }),
  ...on('changeBuildingOwnerAdmin', async ({ request, params }) => {
    const building = buildingAt(params);
    if (building instanceof Response) return building;
    const name = String((await body(request)).newOwnerName ?? '');
    const person = personNamed(name);
    if (!person) return invalid('newOwnerName', 'Diese Person gibt es nicht.');
    if (person.id === ownerOf(building).id)
      return conflict('Schon Eigentümer', `${person.name} besitzt das Gebäude schon.`);
    const old = ownerOf(building).id;
    const rest = staffOf(building).filter((e) => e.playerId !== old && e.playerId !== person.id);
    const staff: Employee[] = [
      {
        id: 1 + Math.max(0, ...staffOf(building).map((e) => e.id)),
        playerId: person.id,
        rank: 'Eigentümer',
        rankLevel: 20,
        salary: 0,
        rights: ALL_RIGHTS,
        onDuty: false,
        joinedAt: new Date().toISOString(),
      },
      ...rest,
    ];
    const changed = buildings().update(building.id, { owner: person, staff }) ?? building;
    return HttpResponse.json(adminView(changed));
  }),
  ...on('renameBuildingAdmin', async ({ request, params }) => {
    const building = buildingAt(params);
    if (building instanceof Response) return building;
    const name = String((await body(request)).name ?? '').trim();
    if (buildings().where((b) => b.id !== building.id && compact(String(b.name)) === compact(name)).length > 0) {
      return conflict('Name vergeben', `„${name}“ gibt es schon.`);
    }
    return HttpResponse.json(adminView(buildings().update(building.id, { name }) ?? building));
  }),
  ...on('blockBuildingAdmin', async ({ request, params }) => {
    const building = buildingAt(params);
    if (building instanceof Response) return building;
    if (building.blocked) return conflict('Schon gesperrt', 'Das Gebäude ist schon gesperrt.');
    const data = await body(request);
    const changed = buildings().update(building.id, {
      blocked: true,
      blockedReason: String(data.reason ?? ''),
      blockedUntil: typeof data.until === 'string' ? data.until : undefined,
    });
    return HttpResponse.json(adminView(changed ?? building));
  }),
  ...on('unblockBuildingAdmin', ({ params }) => {
    const building = buildingAt(params);
    if (building instanceof Response) return building;
    if (!building.blocked) return conflict('Nicht gesperrt', 'Das Gebäude ist nicht gesperrt.');
    const changed = buildings().update(building.id, {
      blocked: false,
      blockedReason: undefined,
      blockedUntil: undefined,
    });
    return HttpResponse.json(adminView(changed ?? building));
  }),
  ...on('getBuildingMembersAdmin', ({ request, params }) => {
    const building = buildingAt(params);
    if (building instanceof Response) return building;
    const found = staffOf(building)
      .map(employeeView)
      .sort((a, b) => b.rankLevel - a.rankLevel || a.id - b.id);
    return HttpResponse.json(page(request, found));
  }),
  ...on('removeBuildingMemberAdmin', ({ params }) => {
    const building = buildingAt(params);
    if (building instanceof Response) return building;
    const employee = employeeAt(building, params);
    if (employee instanceof Response) return employee;
    if (employee.playerId === ownerOf(building).id) return conflict('Eigentümer', 'Erst den Eigentümer ändern.');
    setStaff(
      building,
      staffOf(building).filter((e) => e.id !== employee.id),
    );
    return done('Entfernt.', employee.id);
  }),
];

/** Puts items into the building's storage or takes them out (manageStorage; once per Idempotency-Key). */
function moveBuildingItem(request: Request, params: Record<string, unknown>, direction: 'put' | 'take') {
  return once(request, async () => {
    const building = withRight(params, 'manageStorage');
    if (building instanceof Response) return building;
    const moved = moveStored((building.items as StoredItem[] | undefined) ?? [], await body(request), direction);
    if (moved instanceof Response) return moved;
    buildings().update(building.id, { items: moved.items });
    return HttpResponse.json(moved.entry);
  });
}
