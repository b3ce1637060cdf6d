// Flats (building cells) with state (issue 22), the tenant's side, on the world the building
// area shares (building/world.ts). Rules kept here:
// - the own list holds the flats the signed-in character rents or lives in as room mate;
// - free flats are those without a tenant and offered (rentable), cheapest first;
// - renting takes the offered rent (acceptedRent must equal it: 409 offer-changed), a free flat
//   (409 already-rented) and the first periods' money (409 insufficient-funds); afterwards the
//   character is the tenant and the due date lies `periods` rent periods ahead;
// - paying moves the due date on by whole periods (from today when it was overdue); both take
//   an Idempotency-Key: a retry answers the first result and pays nothing twice;
// - room mates are existing characters; only the main tenant kicks them or sets their rights;
// - moving out is refused while rent is overdue (409); the main tenant's move ends the contract;
// - storage moves need useStorage and take an Idempotency-Key (put back what is stored, take
//   no more than is there: 409).
import { HttpResponse, type RequestHandler } from 'msw';
import type { Entity } from '../store';
import {
  answerable,
  cash,
  cellAdminView,
  cellRole,
  daysAhead,
  invalid,
  isRenovating,
  personNamed,
  RENOVATIONS,
  invitationView,
  invitations,
  invite,
  isOpen,
  myInvitations,
  openInvitationsOf,
  cellSummary,
  cellView,
  cells,
  compact,
  contractOf,
  isOverdue,
  mateListOf,
  once,
  paidAhead,
  rentProblem,
  spend,
  tenantView,
  TENANT_RIGHTS,
  buildingOfCell,
  moveStored,
  type StoredItem,
  type TenantRights,
} from './building/world';
import { body, done, me, notFound, on, page, problem } from './kit';

const formatMoneyPlain = (dollars: number) => `${dollars.toLocaleString('de-DE')} $`;
const forbidden = (detail: string) => problem(403, 'Keine Berechtigung', detail);

const cellAt = (params: Record<string, unknown>): Entity | Response =>
  cells().get(String(params.buildingcellId)) ?? notFound('Diese Wohnung');

/** The flat when the signed-in character lives there (tenant or room mate). */
function livedIn(params: Record<string, unknown>): Entity | Response {
  const cell = cellAt(params);
  if (cell instanceof Response) return cell;
  const { myRole } = cellRole(cell);
  return myRole === 'tenant' || myRole === 'roommate' ? cell : forbidden('Du wohnst nicht in dieser Wohnung.');
}

function rented(params: Record<string, unknown>): Entity | Response {
  const cell = livedIn(params);
  if (cell instanceof Response) return cell;
  return cellRole(cell).myRole === 'tenant' ? cell : forbidden('Das darf nur der Hauptmieter.');
}

const RIGHT_KEYS = Object.keys(TENANT_RIGHTS) as Array<keyof TenantRights>;

export const buildingcellHandlers = (): RequestHandler[] => [
  ...on('getOwnBuildingcells', () =>
    HttpResponse.json({
      items: cells()
        .where((c) => ['tenant', 'roommate'].includes(cellRole(c).myRole))
        .map(cellSummary),
    }),
  ),
  ...on('listFreeBuildingcells', ({ request }) => {
    const query = new URL(request.url).searchParams;
    const text = compact(query.get('q') ?? '');
    const maxRent = query.get('maxRent');
    const found = cells()
      .where((c) => !c.tenant && c.rentable === true && !c.blocked)
      .filter((c) => maxRent === null || Number(c.rent) <= Number(maxRent))
      .filter((c) => {
        const building = buildingOfCell(c);
        return (
          !text || [building?.name, building?.address, c.label].some((v) => compact(String(v ?? '')).includes(text))
        );
      })
      .sort((a, b) => Number(a.rent) - Number(b.rent) || Number(a.id) - Number(b.id));
    return HttpResponse.json(page(request, found.map(cellView)));
  }),
  ...on('getBuildingcell', ({ params }) => {
    const cell = cellAt(params);
    return cell instanceof Response ? cell : HttpResponse.json(cellView(cell));
  }),
  ...on('updateBuildingcellSettings', async ({ request, params }) => {
    const cell = livedIn(params);
    if (cell instanceof Response) return cell;
    if (!cellRole(cell).myRights.lockDoors) return forbidden('Dafür fehlt dir das Recht.');
    const data = await body(request);
    const patch: Partial<Entity> = {};
    if (typeof data.locked === 'boolean') patch.locked = data.locked;
    if (typeof data.doorbellName === 'string') patch.doorbellName = data.doorbellName;
    return HttpResponse.json(cellView(cells().update(cell.id, patch) ?? cell));
  }),

  // --- Rent ---
  ...on('getBuildingcellRent', ({ params }) => {
    const cell = cellAt(params);
    if (cell instanceof Response) return cell;
    if (!cell.tenant) return notFound('Ein Mietvertrag');
    const lives = livedIn(params);
    return lives instanceof Response ? lives : HttpResponse.json(contractOf(cell));
  }),
  ...on('rentBuildingcell', ({ request, params }) =>
    once(request, async () => {
      const cell = cellAt(params);
      if (cell instanceof Response) return cell;
      const data = await body(request);
      const periods = Number(data.periods);
      if (cell.tenant || cell.rentable !== true) {
        return rentProblem('already-rented', 'Schon vermietet', 'Diese Wohnung hat schon einen Mieter.');
      }
      if (Number(data.acceptedRent) !== Number(cell.rent)) {
        return rentProblem(
          'offer-changed',
          'Miete geändert',
          `Die Miete beträgt jetzt ${formatMoneyPlain(Number(cell.rent))}. Bitte prüfe das Angebot neu.`,
        );
      }
      const cost = Number(cell.rent) * periods;
      if (cost > cash()) {
        return rentProblem(
          'insufficient-funds',
          'Nicht genug Geld',
          `Die ersten Mieten kosten ${formatMoneyPlain(cost)}.`,
        );
      }
      spend(cost);
      const now = new Date().toISOString();
      const changed = cells().update(cell.id, {
        tenant: me(),
        startedAt: now,
        paidUntil: paidAhead({ ...cell, paidUntil: undefined }, periods),
        rentable: false,
        roomMates: [],
        items: [],
        doorbellName: me().name.split('_')[1],
      });
      return HttpResponse.json(contractOf(changed ?? cell), { status: 201 });
    }),
  ),
  ...on('payBuildingcellRent', ({ request, params }) =>
    once(request, async () => {
      const cell = livedIn(params);
      if (cell instanceof Response) return cell;
      const periods = Number((await body(request)).periods);
      const cost = Number(cell.rent) * periods;
      if (cost > cash()) {
        return rentProblem('insufficient-funds', 'Nicht genug Geld', `Die Zahlung kostet ${formatMoneyPlain(cost)}.`);
      }
      spend(cost);
      const changed = cells().update(cell.id, { paidUntil: paidAhead(cell, periods) });
      return HttpResponse.json(contractOf(changed ?? cell));
    }),
  ),
  ...on('quitBuildingcell', ({ params }) => {
    const cell = livedIn(params);
    if (cell instanceof Response) return cell;
    if (isOverdue(cell)) return problem(409, 'Miete offen', 'Bezahl erst die offene Miete, dann kannst du ausziehen.');
    if (cellRole(cell).myRole === 'tenant') {
      cells().update(cell.id, {
        tenant: undefined,
        paidUntil: undefined,
        startedAt: undefined,
        roomMates: [],
        items: [],
        rentable: true,
        doorbellName: undefined,
      });
      return done('Du bist ausgezogen; der Mietvertrag endet.', cell.id);
    }
    cells().update(cell.id, { roomMates: mateListOf(cell).filter((m) => m.playerId !== me().id) });
    return done('Du bist ausgezogen.', cell.id);
  }),

  ...on('overwriteBuildingcell', async ({ request, params }) => {
    const cell = rented(params);
    if (cell instanceof Response) return cell;
    const person = personNamed(String((await body(request)).newOwnerName ?? ''));
    if (!person) return invalid('newOwnerName', 'Diese Person gibt es nicht.');
    const rentsHere = cells().where(
      (c) => c.buildingId === cell.buildingId && (c.tenant as { id?: number } | undefined)?.id === person.id,
    );
    if (rentsHere.length > 0) return problem(409, 'Mietet schon', `${person.name} mietet in diesem Gebäude schon.`);
    cells().update(cell.id, {
      tenant: person,
      roomMates: mateListOf(cell).filter((m) => m.playerId !== person.id),
      doorbellName: person.name.split('_')[1],
    });
    return done(`Der Mietvertrag läuft jetzt auf ${person.name}.`, cell.id);
  }),

  // --- Room mates ---
  ...on('getBuildingcellRoomMates', ({ params }) => {
    const cell = livedIn(params);
    if (cell instanceof Response) return cell;
    return HttpResponse.json({ items: mateListOf(cell).map((m) => tenantView(cell, m)) });
  }),
  ...on('kickBuildingcellRoomMate', ({ params }) => {
    const cell = rented(params);
    if (cell instanceof Response) return cell;
    const mate = mateListOf(cell).find((m) => String(m.id) === String(params.roomMateId));
    if (!mate) return notFound('Diesen Mitbewohner');
    cells().update(cell.id, { roomMates: mateListOf(cell).filter((m) => m.id !== mate.id) });
    return done('Mitbewohner ausgezogen.', mate.id);
  }),
  ...on('setBuildingcellRoomMateRights', async ({ request, params }) => {
    const cell = rented(params);
    if (cell instanceof Response) return cell;
    const mate = mateListOf(cell).find((m) => String(m.id) === String(params.roomMateId));
    if (!mate) return notFound('Diesen Mitbewohner');
    const data = await body(request);
    const rights = Object.fromEntries(RIGHT_KEYS.map((k) => [k, data[k] === true])) as TenantRights;
    const next = { ...mate, rights };
    cells().update(cell.id, { roomMates: mateListOf(cell).map((m) => (m.id === mate.id ? next : m)) });
    return HttpResponse.json(tenantView(cell, next));
  }),

  // --- Renovation ---
  ...on('getBuildingcellRenovationOptions', ({ params }) => {
    const cell = cellAt(params);
    if (cell instanceof Response) return cell;
    return HttpResponse.json({ items: RENOVATIONS.filter((r) => r.interior !== cell.interior) });
  }),
  ...on('renovateBuildingcell', async ({ request, params }) => {
    const cell = rented(params);
    if (cell instanceof Response) return cell;
    const interior = String((await body(request)).interior ?? '');
    const option = RENOVATIONS.find((r) => r.interior === interior);
    if (!option) return invalid('interior', 'Diese Einrichtung gibt es nicht.');
    if (isRenovating(cell)) return problem(409, 'Renovierung läuft', 'Warte, bis die laufende Renovierung fertig ist.');
    if (option.interior === cell.interior) return problem(409, 'Schon so', 'Die Wohnung ist schon so eingerichtet.');
    if (option.price > cash())
      return problem(409, 'Nicht genug Geld', `Die Renovierung kostet ${formatMoneyPlain(option.price)}.`);
    spend(option.price);
    const now = Date.now();
    const changed = cells().update(cell.id, {
      interior: option.interior,
      renovation: {
        interior: option.interior,
        startedAt: new Date(now).toISOString(),
        finishedAt: new Date(now + option.durationHours * 3_600_000).toISOString(),
      },
    });
    return HttpResponse.json(cellView(changed ?? cell));
  }),

  // --- Invitations (room mates) ---
  ...on('getBuildingcellInvitations', ({ request, params }) => {
    const cell = livedIn(params);
    if (cell instanceof Response) return cell;
    if (!cellRole(cell).myRights.inviteGuests) return forbidden('Dafür fehlt dir das Recht.');
    return HttpResponse.json(page(request, openInvitationsOf('buildingcell', cell.id).map(invitationView)));
  }),
  ...on('inviteBuildingcellRoomMate', async ({ request, params }) => {
    const cell = livedIn(params);
    if (cell instanceof Response) return cell;
    if (!cellRole(cell).myRights.inviteGuests) return forbidden('Dafür fehlt dir das Recht.');
    if (mateListOf(cell).length >= 7) return problem(409, 'Voll', 'In dieser Wohnung ist kein Platz mehr frei.');
    const data = await body(request);
    const tenantId = (cell.tenant as { id: number } | undefined)?.id;
    const made = invite(
      'buildingcell',
      Number(cell.id),
      String(data.playerName ?? ''),
      (id) => id === tenantId || mateListOf(cell).some((m) => m.playerId === id),
      data,
    );
    return made instanceof Response ? made : HttpResponse.json(invitationView(made), { status: 201 });
  }),
  ...on('revokeBuildingcellInvitation', ({ params }) => {
    const cell = livedIn(params);
    if (cell instanceof Response) return cell;
    if (!cellRole(cell).myRights.inviteGuests) return forbidden('Dafür fehlt dir das Recht.');
    const invitation = invitations().get(String(params.id));
    if (!invitation || invitation.kind !== 'buildingcell' || invitation.organisationId !== cell.id) {
      return notFound('Diese Einladung');
    }
    if (!isOpen(invitation)) return problem(409, 'Nicht mehr offen', 'Diese Einladung ist nicht mehr offen.');
    invitations().update(invitation.id, { state: 'revoked' });
    return done('Einladung zurückgezogen.', invitation.id);
  }),
  ...on('listMyBuildingcellInvitations', ({ request }) =>
    HttpResponse.json(page(request, myInvitations('buildingcell').map(invitationView))),
  ),
  ...on('acceptBuildingcellInvitation', ({ params }) => {
    const invitation = answerable(params, 'buildingcell');
    if (invitation instanceof Response) return invitation;
    const cell = cells().get(Number(invitation.organisationId));
    if (!cell?.tenant) return problem(409, 'Nicht mehr frei', 'Diese Wohnung hat keinen Mieter mehr.');
    const mates = mateListOf(cell);
    if (mates.length >= 7) return problem(409, 'Voll', 'In dieser Wohnung ist kein Platz mehr frei.');
    invitations().update(invitation.id, { state: 'accepted' });
    cells().update(cell.id, {
      roomMates: [
        ...mates,
        {
          id: 1 + Math.max(0, ...mates.map((m) => m.id)),
          playerId: me().id,
          since: new Date().toISOString(),
          rights: { useStorage: true, useGarage: false, lockDoors: true, inviteGuests: false },
        },
      ],
    });
    return HttpResponse.json(cellSummary(cells().get(cell.id) ?? cell));
  }),
  ...on('declineBuildingcellInvitation', ({ params }) => {
    const invitation = answerable(params, 'buildingcell');
    if (invitation instanceof Response) return invitation;
    invitations().update(invitation.id, { state: 'declined' });
    return done('Einladung abgelehnt.', invitation.id);
  }),

  // --- Admin (ACP rights buildingcell.*; the check layer refuses players first) ---
  ...on('searchBuildingcellsAdmin', ({ request, params }) => {
    const text = compact(String(params.query ?? ''));
    const found = cells().where((c) => {
      const building = buildingOfCell(c);
      const tenant = (c.tenant as { name?: string } | undefined)?.name ?? '';
      return (
        String(c.id) === text || [building?.name, c.label, tenant].some((v) => compact(String(v ?? '')).includes(text))
      );
    });
    return HttpResponse.json(page(request, found.map(cellAdminView)));
  }),
  ...on('getBuildingcellAdmin', ({ params }) => {
    const cell = cellAt(params);
    return cell instanceof Response ? cell : HttpResponse.json(cellView(cell));
  }),
  ...on('changeBuildingcellTenantAdmin', async ({ request, params }) => {
    const cell = cellAt(params);
    if (cell instanceof Response) return cell;
    const data = await body(request);
    const person = personNamed(String(data.tenantName ?? ''));
    if (!person) return invalid('tenantName', 'Diese Person gibt es nicht.');
    const rentsHere = cells().where(
      (c) => c.buildingId === cell.buildingId && (c.tenant as { id?: number } | undefined)?.id === person.id,
    );
    if (rentsHere.length > 0) return problem(409, 'Mietet schon', `${person.name} mietet in diesem Gebäude schon.`);
    const paidUntil = typeof data.paidUntil === 'string' ? data.paidUntil : daysAhead(7);
    const changed = cells().update(cell.id, {
      tenant: person,
      startedAt: new Date().toISOString(),
      paidUntil,
      rentable: false,
      roomMates: [],
    });
    return HttpResponse.json(cellView(changed ?? cell));
  }),
  ...on('kickBuildingcellTenantAdmin', ({ params }) => {
    const cell = cellAt(params);
    if (cell instanceof Response) return cell;
    if (!cell.tenant) return problem(409, 'Frei', 'In dieser Wohnung wohnt niemand.');
    cells().update(cell.id, {
      tenant: undefined,
      paidUntil: undefined,
      startedAt: undefined,
      roomMates: [],
      rentable: true,
    });
    return done('Mietvertrag beendet.', cell.id);
  }),
  ...on('getBuildingcellRoomMatesAdmin', ({ params }) => {
    const cell = cellAt(params);
    if (cell instanceof Response) return cell;
    return HttpResponse.json({ items: mateListOf(cell).map((m) => tenantView(cell, m)) });
  }),
  ...on('blockBuildingcellAdmin', async ({ request, params }) => {
    const cell = cellAt(params);
    if (cell instanceof Response) return cell;
    if (cell.blocked) return problem(409, 'Schon gesperrt', 'Die Wohnung ist schon gesperrt.');
    const data = await body(request);
    const changed = cells().update(cell.id, {
      blocked: true,
      blockedReason: String(data.reason ?? ''),
      blockedUntil: typeof data.until === 'string' ? data.until : undefined,
    });
    return HttpResponse.json(cellAdminView(changed ?? cell));
  }),
  ...on('unblockBuildingcellAdmin', ({ params }) => {
    const cell = cellAt(params);
    if (cell instanceof Response) return cell;
    if (!cell.blocked) return problem(409, 'Nicht gesperrt', 'Die Wohnung ist nicht gesperrt.');
    const changed = cells().update(cell.id, { blocked: false, blockedReason: undefined, blockedUntil: undefined });
    return HttpResponse.json(cellAdminView(changed ?? cell));
  }),

  // --- Storage ---
  ...on('getBuildingcellItems', ({ request, params }) => {
    const cell = livedIn(params);
    if (cell instanceof Response) return cell;
    if (!cellRole(cell).myRights.useStorage) return forbidden('Dafür fehlt dir das Recht.');
    const text = compact(new URL(request.url).searchParams.get('q') ?? '');
    const items = ((cell.items as Array<{ name: string }> | undefined) ?? []).filter(
      (i) => !text || compact(i.name).includes(text),
    );
    return HttpResponse.json(page(request, items));
  }),
  ...on('putBuildingcellStorageItem', ({ request, params }) => moveFlatItem(request, params, 'put')),
  ...on('takeBuildingcellStorageItem', ({ request, params }) => moveFlatItem(request, params, 'take')),
];

/** Puts items into the flat's storage or takes them out (useStorage; once per Idempotency-Key). */
function moveFlatItem(request: Request, params: Record<string, unknown>, direction: 'put' | 'take') {
  return once(request, async () => {
    const cell = livedIn(params);
    if (cell instanceof Response) return cell;
    if (!cellRole(cell).myRights.useStorage) return forbidden('Dafür fehlt dir das Recht.');
    const moved = moveStored((cell.items as StoredItem[] | undefined) ?? [], await body(request), direction);
    if (moved instanceof Response) return moved;
    cells().update(cell.id, { items: moved.items });
    return HttpResponse.json(moved.entry);
  });
}
