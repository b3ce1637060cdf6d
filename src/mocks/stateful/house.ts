// Houses with state (issue 22). The world and its domain rules: house/world.ts (one owner who
// exists, room mates who exist, 0–2 houses per character, paid rent due in the future,
// invitations pending until answered). Here: the contract's answers and refusals per operation
// (404 unknown, 403 not allowed, 409 what the house's state forbids, 422 under the field), with
// Idempotency-Key replays for the payments. The admin's operations work on the same houses.
import { HttpResponse, type RequestHandler } from 'msw';
import { collection, type Entity } from '../store';
import {
  adminOf,
  contractOf,
  contractsOf,
  freeRooms,
  houseOf,
  houses,
  housesOwnedBy,
  invitationOf,
  invitations,
  itemsOf,
  ITEM_TYPES,
  matesOf,
  MAX_HOUSES,
  NEW_MATE_RIGHTS,
  offerAnswer,
  offerOf,
  paidAfter,
  personNamed,
  personOf,
  roleIn,
  roomOfferOf,
  storageOf,
  summaryOf,
  tenantOf,
  type Contract,
  type Interval,
  type Mate,
  type TenantRights,
} from './house/world';
import { actor, body, done, notFound, now, on, page, problem, type Json } from './kit';

/** Who asks: the scenario "invited" plays Anna_Schmidt, who answers her own invitations. */
const who = (request: Request) => actor(request).id;

const DAY = 86_400_000;
const RENOVATIONS = [
  { interior: 'basic', label: 'Einfach', price: 15_000, durationHours: 2 },
  { interior: 'modern', label: 'Modern', price: 45_000, durationHours: 6 },
  { interior: 'luxury', label: 'Luxuriös', price: 120_000, durationHours: 12 },
  { interior: 'rustic', label: 'Landhaus', price: 38_000, durationHours: 5 },
  { interior: 'industrial', label: 'Loft', price: 52_000, durationHours: 8 },
] as const;
const invalid = (field: string, message: string) => problem(422, 'Eingabe ungültig', undefined, [{ field, message }]);
const conflict = (title: string, detail: string, type?: string) =>
  HttpResponse.json(
    { type: type ?? '/problems/409', title, status: 409, detail },
    { status: 409, headers: { 'Content-Type': 'application/problem+json' } },
  );
const forbidden = (detail: string) => problem(403, 'Keine Berechtigung', detail);
const blockedAnswer = () => conflict('Gesperrt', 'Das Haus ist von der Verwaltung gesperrt.');

/** The house of the path, or its 404. */
function houseAt(params: Record<string, unknown>): Entity | Response {
  const house = houses().get(Number(params.houseId));
  return house ?? notFound('Dieses Haus');
}

/** The house of the path when the signed-in character owns it (the mock's own check of `owner`). */
function ownHouse(params: Record<string, unknown>, request: Request): Entity | Response {
  const house = houseAt(params);
  if (house instanceof Response) return house;
  return roleIn(house, who(request)) === 'owner' ? house : forbidden('Nur der Eigentümer darf das.');
}

/** The house when the character lives there (owner or room mate). */
function homeOf(params: Record<string, unknown>, request: Request): Entity | Response {
  const house = houseAt(params);
  if (house instanceof Response) return house;
  return roleIn(house, who(request)) === 'none' ? forbidden('Du wohnst nicht in diesem Haus.') : house;
}

/**
 * Answers already given per Idempotency-Key: a retry gets the first result, nothing runs twice.
 * Kept in the store, so a reset forgets them with the world (a key of the old world replayed an
 * answer about it, and nothing happened in the new one).
 */
const replays = () => collection<Entity>('house idempotency', () => []);
async function once(request: Request, run: () => Promise<Response> | Response): Promise<Response> {
  const key = request.headers.get('Idempotency-Key');
  const seen = key ? replays().where((r) => r.key === key)[0] : undefined;
  if (seen) return HttpResponse.json(seen.body as Json, { status: Number(seen.status) });
  const response = await run();
  // A 5xx is no answer about the operation (the client keeps its key and retries): not replayed.
  if (key && response.status < 500)
    replays().insert({ key, status: response.status, body: await response.clone().json() });
  return response;
}

/** Removes a room mate and ends his contract. */
function removeMate(house: Entity, mate: Mate): void {
  houses().update(house.id, {
    mates: matesOf(house).filter((m) => m.id !== mate.id),
    contracts: contractsOf(house).filter((c) => c.id !== mate.contractId),
  });
}

/** Hands the house to `playerId`: a room mate who becomes owner leaves the mates. */
function setOwner(house: Entity, playerId: number): void {
  const mate = matesOf(house).find((m) => m.playerId === playerId);
  if (mate) removeMate(house, mate);
  houses().update(house.id, { ownerId: playerId });
}

/** Why `name` cannot become the owner (422/409), or undefined. */
function ownerRefusal(house: Entity, name: unknown, field = 'newOwnerName'): Response | undefined {
  const person = personNamed(String(name ?? ''));
  if (!person) return invalid(field, 'Diese Person gibt es nicht.');
  if (house.ownerId === person.id) return conflict('Schon Eigentümer', `${person.name} besitzt das Haus schon.`);
  if (housesOwnedBy(person.id).length >= MAX_HOUSES) {
    return conflict('Zu viele Häuser', `${person.name} besitzt schon ${MAX_HOUSES} Häuser.`);
  }
  return undefined;
}

function newContract(house: Entity, tenantId: number, periods: number): Contract {
  const offer = offerOf(house);
  const allIds = houses()
    .all()
    .flatMap((h) => contractsOf(h).map((c) => c.id));
  const contract: Contract = {
    id: 1 + Math.max(0, ...allIds),
    tenantId,
    rent: offer.rent,
    interval: offer.interval,
    startedAt: now(),
    paidUntil: now(),
  };
  return { ...contract, paidUntil: paidAfter(contract, periods) };
}

const adminFind = (request: Request, list: Entity[]) => HttpResponse.json(page(request, list.map(adminOf)));

export const houseHandlers = (): RequestHandler[] => [
  ...on('getOwnHouses', ({ request }) =>
    HttpResponse.json({
      items: houses()
        .where((h) => roleIn(h, who(request)) !== 'none')
        .map((h) => summaryOf(h, who(request))),
    }),
  ),
  // Before getHouse: "/api/house/rooms" would match its "/api/house/:houseId" too.
  ...on('listHousesWithFreeRooms', ({ request }) => {
    const query = new URL(request.url).searchParams;
    const q = query.get('q')?.trim().toLowerCase();
    const maxRent = query.get('maxRent');
    // The offer is read live: a house whose owner stops offering rooms, or whose rooms are all
    // taken (room mates and pending invitations), leaves the list at once.
    const offered = houses()
      .where((h) => roleIn(h, who(request)) === 'none' && !h.blocked && offerOf(h).rentable && freeRooms(h) > 0)
      .filter((h) => maxRent === null || offerOf(h).rent <= Number(maxRent))
      .filter((h) => !q || `${String(h.name)} ${String(h.address)}`.toLowerCase().includes(q))
      .sort((a, b) => offerOf(a).rent - offerOf(b).rent || Number(a.id) - Number(b.id));
    return HttpResponse.json(page(request, offered.map(roomOfferOf)));
  }),
  ...on('getHouse', ({ request, params }) => {
    const house = houseAt(params);
    return house instanceof Response ? house : HttpResponse.json(houseOf(house, who(request)));
  }),
  ...on('updateHouse', async ({ request, params }) => {
    const house = homeOf(params, request);
    if (house instanceof Response) return house;
    const data = await body(request);
    if (data.name !== undefined && roleIn(house, who(request)) !== 'owner')
      return forbidden('Nur der Eigentümer darf umbenennen.');
    if (house.blocked) return blockedAnswer();
    const patch: Json = {};
    if (typeof data.locked === 'boolean') patch.locked = data.locked;
    if (typeof data.name === 'string') patch.name = data.name.trim();
    return HttpResponse.json(houseOf(houses().update(house.id, patch) ?? house, who(request)));
  }),

  // Storage
  ...on('getHouseItems', ({ request, params }) => {
    const house = homeOf(params, request);
    if (house instanceof Response) return house;
    const q = new URL(request.url).searchParams.get('q')?.toLowerCase();
    const list = storageOf(house).filter((item) => !q || item.name.toLowerCase().includes(q));
    return HttpResponse.json(page(request, list));
  }),
  ...on('putHouseStorageItem', ({ request, params }) =>
    once(request, async () => {
      const house = homeOf(params, request);
      if (house instanceof Response) return house;
      const { itemId, amount } = await body(request);
      const type = ITEM_TYPES.find((t) => t.id === Number(itemId));
      if (!type)
        return conflict(
          'Nicht im Inventar',
          'Diesen Gegenstand hast du nicht dabei.',
          '/problems/storage/not-in-inventory',
        );
      const stored = itemsOf(house);
      const total = stored.reduce((sum, s) => sum + s.amount, 0);
      if (total + Number(amount) > Number(house.storageSlots)) {
        return conflict('Lager voll', 'So viel passt nicht mehr ins Lager.', '/problems/storage/storage-full');
      }
      const had = stored.find((s) => s.id === type.id);
      const next = had
        ? stored.map((s) => (s.id === type.id ? { ...s, amount: s.amount + Number(amount) } : s))
        : [...stored, { id: type.id, amount: Number(amount) }];
      houses().update(house.id, { items: next });
      return HttpResponse.json({ ...type, amount: (had?.amount ?? 0) + Number(amount) });
    }),
  ),
  ...on('takeHouseStorageItem', ({ request, params }) =>
    once(request, async () => {
      const house = homeOf(params, request);
      if (house instanceof Response) return house;
      const { itemId, amount } = await body(request);
      const type = ITEM_TYPES.find((t) => t.id === Number(itemId));
      const had = itemsOf(house).find((s) => s.id === Number(itemId));
      if (!type || !had || had.amount < Number(amount)) {
        return conflict('Nicht genug', 'So viele liegen nicht im Lager.', '/problems/storage/not-enough-items');
      }
      const left = had.amount - Number(amount);
      houses().update(house.id, {
        items: itemsOf(house).flatMap((s) => (s.id !== had.id ? [s] : left > 0 ? [{ ...s, amount: left }] : [])),
      });
      return HttpResponse.json({ ...type, amount: left });
    }),
  ),

  // Room mates
  ...on('getHouseRoomMates', ({ request, params }) => {
    const house = homeOf(params, request);
    if (house instanceof Response) return house;
    return HttpResponse.json({ items: matesOf(house).map((m) => tenantOf(house, m)) });
  }),
  ...on('getHouseRoomMate', ({ request, params }) => {
    const house = homeOf(params, request);
    if (house instanceof Response) return house;
    const mate = matesOf(house).find((m) => m.id === Number(params.roomMateId));
    return mate ? HttpResponse.json(tenantOf(house, mate)) : notFound('Diesen Mitbewohner');
  }),
  ...on('kickHouseRoomMate', ({ request, params }) => {
    const house = ownHouse(params, request);
    if (house instanceof Response) return house;
    const mate = matesOf(house).find((m) => m.id === Number(params.roomMateId));
    if (!mate) return notFound('Diesen Mitbewohner');
    removeMate(house, mate);
    return done(`${personOf(mate.playerId)?.name ?? 'Der Mitbewohner'} ist ausgezogen.`, mate.id);
  }),
  ...on('setHouseRoomMateRights', async ({ request, params }) => {
    const house = ownHouse(params, request);
    if (house instanceof Response) return house;
    const mate = matesOf(house).find((m) => m.id === Number(params.roomMateId));
    if (!mate) return notFound('Diesen Mitbewohner');
    const data = await body(request);
    const rights: TenantRights = {
      useStorage: data.useStorage === true,
      useGarage: data.useGarage === true,
      lockDoors: data.lockDoors === true,
      inviteGuests: data.inviteGuests === true,
    };
    const mates = matesOf(house).map((m) => (m.id === mate.id ? { ...m, rights } : m));
    const changed = houses().update(house.id, { mates }) ?? house;
    return HttpResponse.json(tenantOf(changed, { ...mate, rights }));
  }),

  // Rent
  ...on('getHouseRentOffer', ({ params }) => {
    const house = houseAt(params);
    return house instanceof Response ? house : HttpResponse.json(offerAnswer(house));
  }),
  ...on('setHouseRentOffer', async ({ request, params }) => {
    const house = ownHouse(params, request);
    if (house instanceof Response) return house;
    const data = await body(request);
    const note = typeof data.note === 'string' && data.note.trim() ? data.note.trim() : undefined;
    const offer = {
      rentable: data.rentable === true,
      rent: Number(data.rent),
      interval: data.interval as Interval,
      ...(note ? { note } : {}),
    };
    return HttpResponse.json(offerAnswer(houses().update(house.id, { offer }) ?? house));
  }),
  ...on('getHouseRentContract', ({ request, params }) => {
    const house = houseAt(params);
    if (house instanceof Response) return house;
    const contract = contractsOf(house).find((c) => c.tenantId === who(request));
    return contract ? HttpResponse.json(contractOf(house, contract)) : notFound('Einen Mietvertrag hier');
  }),
  ...on('rentHouseRoom', ({ request, params }) =>
    once(request, async () => {
      const house = houseAt(params);
      if (house instanceof Response) return house;
      if (house.blocked) return blockedAnswer();
      if (roleIn(house, who(request)) !== 'none') {
        return conflict(
          'Schon da',
          roleIn(house, who(request)) === 'owner'
            ? 'Das ist dein eigenes Haus: darin mietest du kein Zimmer.'
            : 'Du wohnst schon in diesem Haus: ein zweites Zimmer kannst du hier nicht mieten.',
          '/problems/house-rent/already-tenant',
        );
      }
      const offer = offerOf(house);
      if (!offer.rentable || freeRooms(house) === 0) {
        return conflict(
          'Kein Zimmer frei',
          'In diesem Haus ist kein Zimmer frei.',
          '/problems/house-rent/no-free-room',
        );
      }
      const data = await body(request);
      if (Number(data.acceptedRent) !== offer.rent) {
        return conflict(
          'Miete geändert',
          'Der Vermieter hat die Miete geändert.',
          '/problems/house-rent/offer-changed',
        );
      }
      const contract = newContract(house, who(request), Number(data.periods));
      const mates = matesOf(house);
      const mate: Mate = {
        id:
          1 +
          Math.max(
            0,
            ...houses()
              .all()
              .flatMap((h) => matesOf(h).map((m) => m.id)),
          ),
        playerId: who(request),
        since: contract.startedAt,
        rights: NEW_MATE_RIGHTS,
        contractId: contract.id,
      };
      const changed = houses().update(house.id, {
        mates: [...mates, mate],
        contracts: [...contractsOf(house), contract],
      });
      return HttpResponse.json(contractOf(changed ?? house, contract), { status: 201 });
    }),
  ),
  ...on('payHouseRent', ({ request, params }) =>
    once(request, async () => {
      const house = houseAt(params);
      if (house instanceof Response) return house;
      const contract = contractsOf(house).find((c) => c.tenantId === who(request));
      if (!contract) return notFound('Einen Mietvertrag hier');
      const periods = Number((await body(request)).periods);
      // At most twelve periods ahead of today.
      const limit =
        Date.now() + 12 * (contract.interval === 'daily' ? 1 : contract.interval === 'weekly' ? 7 : 30) * DAY;
      if (Date.parse(paidAfter(contract, periods)) > limit) {
        return conflict(
          'Nichts fällig',
          'Die Miete ist schon weit im Voraus bezahlt.',
          '/problems/house-rent/nothing-due',
        );
      }
      const paid = { ...contract, paidUntil: paidAfter(contract, periods) };
      const changed = houses().update(house.id, {
        contracts: contractsOf(house).map((c) => (c.id === contract.id ? paid : c)),
      });
      return HttpResponse.json(contractOf(changed ?? house, paid));
    }),
  ),
  ...on('getHouseRentContracts', ({ request, params }) => {
    const house = ownHouse(params, request);
    if (house instanceof Response) return house;
    return HttpResponse.json({ items: contractsOf(house).map((c) => contractOf(house, c)) });
  }),

  // Renovation
  ...on('getHouseRenovationOptions', ({ request, params }) => {
    const house = houseAt(params);
    if (house instanceof Response) return house;
    return HttpResponse.json({
      items: RENOVATIONS.filter((r) => r.interior !== houseOf(house, who(request)).interior),
    });
  }),
  ...on('renovateHouse', async ({ request, params }) => {
    const house = ownHouse(params, request);
    if (house instanceof Response) return house;
    if (house.blocked) return blockedAnswer();
    if ('renovation' in houseOf(house, who(request))) return conflict('Läuft schon', 'Eine Renovierung läuft gerade.');
    const wanted = (await body(request)).interior;
    const option = RENOVATIONS.find((r) => r.interior === wanted);
    if (!option) return invalid('interior', 'Diese Einrichtung gibt es nicht.');
    if (option.interior === houseOf(house, who(request)).interior)
      return conflict('Schon so', 'So ist das Haus schon eingerichtet.');
    const startedAt = now();
    const finishedAt = new Date(Date.now() + option.durationHours * 3_600_000).toISOString();
    const changed = houses().update(house.id, {
      interior: houseOf(house, who(request)).interior,
      renovation: { interior: option.interior, startedAt, finishedAt },
    });
    return HttpResponse.json(houseOf(changed ?? house, who(request)));
  }),

  // Quit, hand over
  ...on('quitHouse', ({ request, params }) => {
    const house = houseAt(params);
    if (house instanceof Response) return house;
    if (roleIn(house, who(request)) === 'owner')
      return conflict('Eigentümer', 'Als Eigentümer kannst du nicht ausziehen: übergib das Haus.');
    const mate = matesOf(house).find((m) => m.playerId === who(request));
    if (!mate) return notFound('Deinen Platz in diesem Haus');
    removeMate(house, mate);
    return done('Du bist ausgezogen.', house.id);
  }),
  ...on('overwriteHouse', async ({ request, params }) => {
    const house = ownHouse(params, request);
    if (house instanceof Response) return house;
    if (house.blocked) return blockedAnswer();
    const data = await body(request);
    const refusal = ownerRefusal(house, data.newOwnerName);
    if (refusal) return refusal;
    const person = personNamed(String(data.newOwnerName)) as { id: number; name: string };
    setOwner(house, person.id);
    return done(`Das Haus gehört jetzt ${person.name}.`, house.id);
  }),

  // Garage, accounts, advert line, price list
  ...on('getHouseVehicles', ({ request, params }) => {
    const house = homeOf(params, request);
    if (house instanceof Response) return house;
    return HttpResponse.json({ items: (house.vehicles as Json[] | undefined) ?? [] });
  }),
  ...on('getHouseBankAccounts', ({ request, params }) => {
    const house = ownHouse(params, request);
    if (house instanceof Response) return house;
    const n = String(Number(house.id)).padStart(4, '0');
    const rent = contractsOf(house).reduce((sum, c) => sum + c.rent, 0);
    return HttpResponse.json({
      items: [
        {
          id: Number(house.id),
          accountNumber: `LS42 7${n.slice(1)} ${n}`,
          label: 'Mietkonto',
          balance: 3 * rent,
          kind: 'rent',
          canWithdraw: true,
        },
      ],
    });
  }),
  ...on('getHouseAdLine', ({ params }) => {
    const house = houseAt(params);
    return house instanceof Response ? house : HttpResponse.json(house.adLine as Json);
  }),
  ...on('setHouseAdLine', async ({ request, params }) => {
    const house = ownHouse(params, request);
    if (house instanceof Response) return house;
    const last = house.adLine as { updatedAt?: string } | undefined;
    if (last?.updatedAt && Date.now() - Date.parse(last.updatedAt) < 10 * 60_000) {
      return conflict('Zu früh', 'Die Werbezeile lässt sich nur alle 10 Minuten ändern.');
    }
    const data = await body(request);
    const adLine = {
      text: String(data.text ?? '').trim(),
      active: data.active === true,
      updatedAt: now(),
      expiresAt: new Date(Date.now() + DAY).toISOString(),
    };
    houses().update(house.id, { adLine });
    return HttpResponse.json(adLine);
  }),
  ...on('getHousePriceList', ({ params }) => {
    const house = houseAt(params);
    return house instanceof Response
      ? house
      : HttpResponse.json({ entries: (house.priceList as Json[] | undefined) ?? [] });
  }),
  ...on('replaceHousePriceList', async ({ request, params }) => {
    const house = ownHouse(params, request);
    if (house instanceof Response) return house;
    const entries = ((await body(request)).entries as Json[] | undefined) ?? [];
    const priceList = entries.map((e, i) => ({ ...e, id: i + 1 }));
    houses().update(house.id, { priceList });
    return HttpResponse.json({ entries: priceList, updatedAt: now(), updatedBy: actor(request) });
  }),

  // Invitations
  ...on('getHouseInvitations', ({ request, params }) => {
    const house = ownHouse(params, request);
    if (house instanceof Response) return house;
    const open = invitations().where((inv) => inv.houseId === house.id && inv.state === 'pending');
    return HttpResponse.json(page(request, newest(open).map(invitationOf)));
  }),
  ...on('inviteHouseRoomMate', async ({ request, params }) => {
    const house = ownHouse(params, request);
    if (house instanceof Response) return house;
    const data = await body(request);
    const person = personNamed(String(data.playerName ?? ''));
    if (!person) return invalid('playerName', 'Diese Person gibt es nicht.');
    if (roleIn(house, person.id) !== 'none') return conflict('Wohnt schon hier', `${person.name} wohnt schon hier.`);
    if (
      invitations().where((i) => i.houseId === house.id && i.playerId === person.id && i.state === 'pending').length
    ) {
      return conflict('Schon eingeladen', `${person.name} ist schon eingeladen.`);
    }
    if (freeRooms(house) === 0) return conflict('Kein Zimmer frei', 'Für eine weitere Einladung ist kein Zimmer frei.');
    const message = typeof data.message === 'string' && data.message.trim() ? data.message.trim() : undefined;
    const invitation = invitations().insert({
      houseId: house.id,
      playerId: person.id,
      invitedById: who(request),
      ...(message ? { message } : {}),
      state: 'pending',
      createdAt: now(),
    });
    return HttpResponse.json(invitationOf(invitation), { status: 201 });
  }),
  ...on('revokeHouseInvitation', ({ request, params }) => {
    const house = ownHouse(params, request);
    if (house instanceof Response) return house;
    const invitation = invitations().get(Number(params.id));
    if (!invitation || invitation.houseId !== house.id) return notFound('Diese Einladung');
    if (invitation.state !== 'pending') return conflict('Schon beantwortet', 'Diese Einladung ist nicht mehr offen.');
    invitations().update(invitation.id, { state: 'revoked' });
    return done('Einladung zurückgezogen.', invitation.id);
  }),
  ...on('listMyHouseInvitations', ({ request }) => {
    const mine = invitations().where((inv) => inv.playerId === who(request));
    return HttpResponse.json(page(request, newest(mine).map(invitationOf)));
  }),
  ...on('acceptHouseInvitation', ({ request, params }) => {
    const invitation = receivedInvitation(params, request);
    if (invitation instanceof Response) return invitation;
    const house = houses().get(Number(invitation.houseId));
    if (!house) return notFound('Dieses Haus');
    if (roleIn(house, who(request)) !== 'none') return conflict('Schon da', 'Du wohnst schon in diesem Haus.');
    const mate: Mate = {
      id:
        1 +
        Math.max(
          0,
          ...houses()
            .all()
            .flatMap((h) => matesOf(h).map((m) => m.id)),
        ),
      playerId: who(request),
      since: now(),
      rights: NEW_MATE_RIGHTS,
    };
    // The invitation's room is his now (the pending invitation held it).
    invitations().update(invitation.id, { state: 'accepted' });
    const changed = houses().update(house.id, { mates: [...matesOf(house), mate] }) ?? house;
    return HttpResponse.json(summaryOf(changed, who(request)));
  }),
  ...on('declineHouseInvitation', ({ request, params }) => {
    const invitation = receivedInvitation(params, request);
    if (invitation instanceof Response) return invitation;
    invitations().update(invitation.id, { state: 'declined' });
    return done('Einladung abgelehnt.', invitation.id);
  }),

  // Admin (ACP rights are checked before these answer: src/mocks/checks)
  ...on('searchHousesAdmin', ({ request, params }) => {
    const text = String(params.query ?? '')
      .trim()
      .toLowerCase();
    const found = houses().where(
      (h) =>
        String(h.id) === text ||
        String(h.name).toLowerCase().includes(text) ||
        String(h.address).toLowerCase().includes(text) ||
        ownerName(h).includes(text),
    );
    return adminFind(request, found);
  }),
  ...on('findHousesByOwnerAdmin', ({ request, params }) => {
    const person = personNamed(String(params.name ?? ''));
    if (!person) return notFound('Eine Person mit diesem Namen');
    return adminFind(request, housesOwnedBy(person.id));
  }),
  ...on('getHouseAdmin', ({ params }) => {
    const house = houseAt(params);
    return house instanceof Response ? house : HttpResponse.json(adminOf(house));
  }),
  ...on('changeHouseOwnerAdmin', async ({ request, params }) => {
    const house = houseAt(params);
    if (house instanceof Response) return house;
    const data = await body(request);
    const refusal = ownerRefusal(house, data.newOwnerName);
    if (refusal) return refusal;
    setOwner(house, (personNamed(String(data.newOwnerName)) as { id: number }).id);
    return HttpResponse.json(adminOf(houses().get(house.id) ?? house));
  }),
  ...on('renameHouseAdmin', async ({ request, params }) => {
    const house = houseAt(params);
    if (house instanceof Response) return house;
    const name = String((await body(request)).name ?? '').trim();
    if (houses().where((h) => h.id !== house.id && String(h.name).toLowerCase() === name.toLowerCase()).length) {
      return conflict('Name vergeben', `Ein Haus heißt schon „${name}“.`);
    }
    return HttpResponse.json(adminOf(houses().update(house.id, { name }) ?? house));
  }),
  ...on('blockHouseAdmin', async ({ request, params }) => {
    const house = houseAt(params);
    if (house instanceof Response) return house;
    if (house.blocked) return conflict('Schon gesperrt', 'Das Haus ist schon gesperrt.');
    const data = await body(request);
    const changed = houses().update(house.id, {
      blocked: true,
      blockedReason: String(data.reason ?? '').trim(),
      blockedUntil: typeof data.until === 'string' ? data.until : undefined,
    });
    return HttpResponse.json(adminOf(changed ?? house));
  }),
  ...on('unblockHouseAdmin', ({ params }) => {
    const house = houseAt(params);
    if (house instanceof Response) return house;
    if (!house.blocked) return conflict('Nicht gesperrt', 'Das Haus ist nicht gesperrt.');
    const changed = houses().update(house.id, { blocked: false, blockedReason: undefined, blockedUntil: undefined });
    return HttpResponse.json(adminOf(changed ?? house));
  }),
  ...on('getHouseRoomMatesAdmin', ({ params }) => {
    const house = houseAt(params);
    if (house instanceof Response) return house;
    return HttpResponse.json({ items: matesOf(house).map((m) => tenantOf(house, m)) });
  }),
  ...on('removeHouseRoomMateAdmin', ({ params }) => {
    const house = houseAt(params);
    if (house instanceof Response) return house;
    const mate = matesOf(house).find((m) => m.id === Number(params.roomMateId));
    if (!mate) return notFound('Diesen Mitbewohner');
    removeMate(house, mate);
    return done('Mitbewohner entfernt.', mate.id);
  }),
];

const ownerName = (house: Entity) => (personOf(Number(house.ownerId))?.name ?? '').toLowerCase();
const newest = (list: Entity[]) => [...list].sort((a, b) => String(b.createdAt).localeCompare(String(a.createdAt)));

/** A received invitation of the path: 404 unknown, 403 someone else's, 409 answered. */
function receivedInvitation(params: Record<string, unknown>, request: Request): Entity | Response {
  const invitation = invitations().get(Number(params.id));
  if (!invitation) return notFound('Diese Einladung');
  if (invitation.playerId !== who(request)) return forbidden('Diese Einladung gilt jemand anderem.');
  if (invitation.state !== 'pending') return conflict('Nicht mehr offen', 'Diese Einladung ist nicht mehr offen.');
  return invitation;
}
