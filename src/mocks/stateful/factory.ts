// Companies with state (issue 23). Domain rules of the mock world (factory/world.ts):
// - members are existing characters; invitations and hand-overs name one by its name
//   (422 on the field for a name nobody has);
// - a member's rights are the contract's six flags; the owner has every right, and his cannot
//   be reduced, his rank not changed, he cannot be fired and cannot quit (409);
// - invitations stay pending until the invited character accepts or declines, or the company
//   revokes them; only pending ones are listed as open, only the invited one may answer (403);
// - a character belongs to 0–3 companies: accepting a fourth, adding him as the fourth (admin)
//   or handing him a company then is 409;
// - the admin's operations (factory/admin.ts) work on the same companies.
import { HttpResponse, type RequestHandler } from 'msw';
import type { Entity } from '../store';
import { adminFactoryHandlers } from './factory/admin';
import {
  companiesOf,
  conflict,
  detailOf,
  dutyOf,
  employeeOf,
  employeesOf,
  factories,
  handOver,
  invalid,
  invitationOf,
  invitations,
  inventory,
  isOwner,
  join,
  MAX_COMPANIES,
  memberOf,
  membersOf,
  OFFLINE,
  ownedBy,
  ownerOf,
  personNamed,
  pickRights,
  removeMember,
  setInventory,
  stockItem,
  strip,
  summaryOf,
  updateMember,
  type AdLine,
  type Member,
  type PriceEntry,
  type StorageItem,
} from './factory/world';
import { actor, body, done, notFound, now, on, page, problem } from './kit';

const forbidden = (detail: string) => problem(403, 'Keine Berechtigung', detail);

/** The company of the path, or 404. */
function companyOf(params: Record<string, unknown>): Entity | Response {
  return factories().get(String(params.factoryId)) ?? notFound('Diese Firma');
}

/** The company of the path if the asking character works there (403 otherwise). */
function myCompany(request: Request, params: Record<string, unknown>): Entity | Response {
  const company = companyOf(params);
  if (company instanceof Response) return company;
  return memberOf(company, actor(request).id) ? company : forbidden('Du arbeitest nicht in dieser Firma.');
}

/** The member of the path's employeeId in the company, or 404. */
function employeeIn(company: Entity, params: Record<string, unknown>): Member | Response {
  return membersOf(company).find((m) => String(m.id) === String(params.employeeId)) ?? notFound('Diese Person');
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const query = (request: Request) => (new URL(request.url).searchParams.get('q') ?? '').trim().toLowerCase();

/** Minutes after which the advert line may change again (spam protection). */
const AD_PAUSE_MINUTES = 10;

/** The companies' active advert lines, for the dashboard's adverts (its mock reads them here). */
export const factoryAdLines = () =>
  factories()
    .where((f) => !f.blocked && (f.adLine as AdLine | undefined)?.active === true)
    .map((f) => ({ id: Number(f.id), name: String(f.name), owner: ownerOf(f), line: f.adLine as AdLine }));

export const factoryHandlers = (): RequestHandler[] => [
  ...on('getOwnFactories', ({ request }) =>
    HttpResponse.json({ items: companiesOf(actor(request).id).map((f) => summaryOf(f, actor(request))) }),
  ),
  ...on('getFactory', ({ request, params }) => {
    const company = companyOf(params);
    return company instanceof Response ? company : HttpResponse.json(detailOf(company, actor(request)));
  }),
  ...on('updateFactory', async ({ request, params }) => {
    const company = myCompany(request, params);
    if (company instanceof Response) return company;
    if (!isOwner(company, actor(request).id)) return forbidden('Nur der Inhaber ändert das Profil.');
    const data = await body(request);
    const patch: Record<string, unknown> = {};
    for (const key of ['description', 'logo', 'open', 'acceptsApplications'] as const) {
      if (data[key] !== undefined) patch[key] = data[key];
    }
    factories().update(company.id, patch);
    return HttpResponse.json(detailOf(company, actor(request)));
  }),

  // --- storage ---
  ...on('getFactoryItems', ({ request, params }) => {
    const company = myCompany(request, params);
    if (company instanceof Response) return company;
    const q = query(request);
    const items = (company.storage as StorageItem[]).filter((item) => !q || item.name.toLowerCase().includes(q));
    return HttpResponse.json(page(request, items));
  }),
  ...on('putFactoryStorageItem', async ({ request, params }) => {
    const company = myCompany(request, params);
    if (company instanceof Response) return company;
    const data = await body(request);
    const itemId = Number(data.itemId);
    const amount = Number(data.amount);
    const kind = stockItem(itemId);
    if (!kind) return invalid('itemId', 'Diesen Gegenstand gibt es nicht.');
    const pocket = inventory();
    if ((pocket[itemId] ?? 0) < amount) {
      return HttpResponse.json(
        {
          type: '/problems/storage/not-in-inventory',
          title: 'Nicht genug im Inventar',
          status: 409,
          detail: `Du hast nur ${pocket[itemId] ?? 0}× ${kind.name} dabei.`,
        },
        { status: 409, headers: { 'Content-Type': 'application/problem+json' } },
      );
    }
    setInventory({ ...pocket, [itemId]: (pocket[itemId] ?? 0) - amount });
    const storage = company.storage as StorageItem[];
    const found = storage.find((item) => item.id === itemId);
    const entry = found ? { ...found, amount: found.amount + amount } : { ...kind, amount };
    factories().update(company.id, {
      storage: found ? storage.map((item) => (item.id === itemId ? entry : item)) : [...storage, entry],
    });
    return HttpResponse.json(entry);
  }),
  ...on('takeFactoryStorageItem', async ({ request, params }) => {
    const company = myCompany(request, params);
    if (company instanceof Response) return company;
    const data = await body(request);
    const itemId = Number(data.itemId);
    const amount = Number(data.amount);
    const storage = company.storage as StorageItem[];
    const found = storage.find((item) => item.id === itemId);
    if (!found) return invalid('itemId', 'Dieser Gegenstand liegt nicht im Lager.');
    if (found.amount < amount) {
      return HttpResponse.json(
        {
          type: '/problems/storage/not-enough-items',
          title: 'Nicht genug im Lager',
          status: 409,
          detail: `Im Lager liegen nur ${found.amount}× ${found.name}.`,
        },
        { status: 409, headers: { 'Content-Type': 'application/problem+json' } },
      );
    }
    const pocket = inventory();
    setInventory({ ...pocket, [itemId]: (pocket[itemId] ?? 0) + amount });
    const entry = { ...found, amount: found.amount - amount };
    factories().update(company.id, { storage: storage.map((item) => (item.id === itemId ? entry : item)) });
    return HttpResponse.json(entry);
  }),

  // --- employees ---
  ...on('getFactoryEmployees', ({ request, params }) => {
    const company = myCompany(request, params);
    if (company instanceof Response) return company;
    const q = query(request);
    const list = employeesOf(company).filter(
      (e) => !q || e.player.name.toLowerCase().includes(q) || e.rank.toLowerCase().includes(q),
    );
    return HttpResponse.json(page(request, list));
  }),
  ...on('getFactoryEmployee', ({ request, params }) => {
    const company = myCompany(request, params);
    if (company instanceof Response) return company;
    const member = employeeIn(company, params);
    return member instanceof Response ? member : HttpResponse.json(employeeOf(member));
  }),
  ...on('updateFactoryEmployee', async ({ request, params }) => {
    const company = myCompany(request, params);
    if (company instanceof Response) return company;
    const member = employeeIn(company, params);
    if (member instanceof Response) return member;
    if (isOwner(company, member.playerId)) return conflict('Rang und Gehalt des Inhabers ändert niemand.');
    const mine = memberOf(company, actor(request).id);
    if (!isOwner(company, actor(request).id) && mine && member.rankLevel > mine.rankLevel) {
      return conflict('Diese Person steht über dir.');
    }
    const data = await body(request);
    const patch: Partial<Member> = {};
    if (data.rank !== undefined) patch.rank = text(data.rank);
    if (data.rankLevel !== undefined) patch.rankLevel = Number(data.rankLevel);
    if (data.salary !== undefined) patch.salary = Number(data.salary);
    const changed = updateMember(company, member.id, patch);
    return changed ? HttpResponse.json(employeeOf(changed)) : notFound('Diese Person');
  }),
  ...on('fireFactoryEmployee', ({ request, params }) => {
    const company = myCompany(request, params);
    if (company instanceof Response) return company;
    const member = employeeIn(company, params);
    if (member instanceof Response) return member;
    if (isOwner(company, member.playerId)) return conflict('Den Inhaber kann niemand entlassen.');
    removeMember(company, member.id);
    return done('Entlassen.', member.id);
  }),
  ...on('setFactoryEmployeeRights', async ({ request, params }) => {
    const company = myCompany(request, params);
    if (company instanceof Response) return company;
    const member = employeeIn(company, params);
    if (member instanceof Response) return member;
    if (isOwner(company, member.playerId)) return conflict('Der Inhaber hat immer jedes Recht.');
    const changed = updateMember(company, member.id, { rights: pickRights(await body(request)) });
    return changed ? HttpResponse.json(employeeOf(changed)) : notFound('Diese Person');
  }),

  // --- price list, advert line ---
  ...on('getFactoryPriceList', ({ params }) => {
    const company = companyOf(params);
    return company instanceof Response ? company : HttpResponse.json(company.prices as Record<string, unknown>);
  }),
  ...on('replaceFactoryPriceList', async ({ request, params }) => {
    const company = myCompany(request, params);
    if (company instanceof Response) return company;
    const entries = ((await body(request)).entries as Array<Partial<PriceEntry>> | undefined) ?? [];
    let next = Math.max(0, ...entries.map((e) => Number(e.id) || 0), Number(company.id) * 1000);
    const prices = {
      entries: entries.map((e) => ({
        id: typeof e.id === 'number' && e.id > 0 ? e.id : ++next,
        itemName: text(e.itemName),
        price: Number(e.price),
        available: e.available === true,
      })),
      updatedAt: now(),
      updatedBy: actor(request),
    };
    factories().update(company.id, { prices });
    return HttpResponse.json(prices);
  }),
  ...on('getFactoryAdLine', ({ params }) => {
    const company = companyOf(params);
    if (company instanceof Response) return company;
    const line = company.adLine as AdLine | undefined;
    return line ? HttpResponse.json(line) : notFound('Eine Werbezeile');
  }),
  ...on('setFactoryAdLine', async ({ request, params }) => {
    const company = myCompany(request, params);
    if (company instanceof Response) return company;
    const old = company.adLine as AdLine | undefined;
    if (old && Date.now() - Date.parse(old.updatedAt) < AD_PAUSE_MINUTES * 60_000) {
      return conflict(`Die Werbezeile lässt sich nur alle ${AD_PAUSE_MINUTES} Minuten ändern.`);
    }
    const data = await body(request);
    const line: AdLine = {
      text: text(data.text),
      active: data.active === true,
      updatedAt: now(),
      expiresAt: new Date(Date.now() + 7 * 86_400_000).toISOString(),
    };
    factories().update(company.id, { adLine: line });
    return HttpResponse.json(line);
  }),
  ...on('deleteFactoryAdLine', ({ request, params }) => {
    const company = myCompany(request, params);
    if (company instanceof Response) return company;
    if (!company.adLine) return notFound('Eine Werbezeile');
    factories().update(company.id, { adLine: undefined });
    return done('Werbezeile entfernt.', company.id);
  }),

  // --- rename, quit, hand over ---
  ...on('renameFactory', async ({ request, params }) => {
    const company = myCompany(request, params);
    if (company instanceof Response) return company;
    const name = text((await body(request)).name);
    const taken = factories().where((f) => f.id !== company.id && String(f.name).toLowerCase() === name.toLowerCase());
    if (taken.length) return conflict(`Den Namen „${name}“ trägt schon eine andere Firma.`);
    factories().update(company.id, { name });
    return HttpResponse.json(detailOf(company, actor(request)));
  }),
  ...on('quitFactory', ({ request, params }) => {
    const company = myCompany(request, params);
    if (company instanceof Response) return company;
    if (isOwner(company, actor(request).id)) return conflict('Als Inhaber übergib die Firma erst, bevor du gehst.');
    const member = memberOf(company, actor(request).id);
    if (member) removeMember(company, member.id);
    factories().update(company.id, { duty: { ...dutyOf(company), onDuty: false, since: undefined } });
    return done('Du hast die Firma verlassen.', company.id);
  }),
  ...on('overwriteFactory', async ({ request, params }) => {
    const company = myCompany(request, params);
    if (company instanceof Response) return company;
    const data = await body(request);
    const person = personNamed(text(data.newOwnerName));
    if (!person) return invalid('newOwnerName', 'So heißt niemand auf dem Server.');
    if (isOwner(company, person.id)) return conflict(`${person.name} besitzt die Firma schon.`);
    if (OFFLINE.has(person.id)) return conflict(`${person.name} ist gerade nicht im Spiel.`);
    if (ownedBy(person.id) >= MAX_COMPANIES) return conflict(`${person.name} besitzt schon ${MAX_COMPANIES} Firmen.`);
    if (!memberOf(company, person.id) && companiesOf(person.id).length >= MAX_COMPANIES) {
      return conflict(`${person.name} ist schon in ${MAX_COMPANIES} Firmen.`);
    }
    handOver(company, person);
    return done(`Die Firma gehört jetzt ${person.name}.`, company.id);
  }),

  // --- duty ---
  ...on('getFactoryCheckIn', ({ request, params }) => {
    const company = myCompany(request, params);
    return company instanceof Response ? company : HttpResponse.json(strip(dutyOf(company)));
  }),
  ...on('checkInFactory', async ({ request, params }) => {
    const company = myCompany(request, params);
    if (company instanceof Response) return company;
    const onDuty = (await body(request)).onDuty === true;
    const elsewhere = companiesOf(actor(request).id).find((f) => f.id !== company.id && dutyOf(f).onDuty);
    if (onDuty && elsewhere) return conflict(`Du bist schon bei ${String(elsewhere.name)} im Dienst.`);
    const duty = dutyOf(company);
    const minutes =
      !onDuty && duty.onDuty && duty.since
        ? Math.max(0, Math.round((Date.now() - Date.parse(duty.since)) / 60_000))
        : 0;
    const next = strip({
      onDuty,
      since: onDuty ? (duty.onDuty ? duty.since : now()) : undefined,
      dutyMinutesToday: Math.min(1440, duty.dutyMinutesToday + minutes),
      dutyMinutesWeek: Math.min(10080, duty.dutyMinutesWeek + minutes),
    });
    const member = memberOf(company, actor(request).id);
    if (member) updateMember(company, member.id, { onDuty });
    factories().update(company.id, { duty: next });
    return HttpResponse.json(next);
  }),

  // --- vehicles, bank accounts (x-member-right: the check layer refuses without it) ---
  ...on('getFactoryVehicles', ({ request, params }) => {
    const company = myCompany(request, params);
    return company instanceof Response ? company : HttpResponse.json({ items: company.vehicles });
  }),
  ...on('getFactoryBankAccounts', ({ request, params }) => {
    const company = myCompany(request, params);
    if (company instanceof Response) return company;
    const owner = isOwner(company, actor(request).id);
    const items = (company.accounts as Array<Record<string, unknown>>).map((a) => ({ ...a, canWithdraw: owner }));
    return HttpResponse.json({ items });
  }),

  // --- invitations ---
  ...on('getFactoryInvitations', ({ request, params }) => {
    const company = myCompany(request, params);
    if (company instanceof Response) return company;
    const open = invitations()
      .where((i) => String(i.organisationId) === String(company.id) && i.state === 'pending')
      .map(invitationOf);
    return HttpResponse.json(page(request, open));
  }),
  ...on('inviteFactoryEmployee', async ({ request, params }) => {
    const company = myCompany(request, params);
    if (company instanceof Response) return company;
    const data = await body(request);
    const person = personNamed(text(data.playerName));
    if (!person) return invalid('playerName', 'So heißt niemand auf dem Server.');
    if (memberOf(company, person.id)) return conflict(`${person.name} arbeitet schon hier.`);
    const pending = invitations().where(
      (i) =>
        String(i.organisationId) === String(company.id) && i.invitedPlayerId === person.id && i.state === 'pending',
    );
    if (pending.length) return conflict(`${person.name} hat schon eine offene Einladung.`);
    if (membersOf(company).length >= Number(company.maxEmployees)) {
      return conflict('Die Firma hat keinen freien Platz mehr.');
    }
    const created = invitations().insert(
      strip({
        organisationId: company.id,
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
  ...on('revokeFactoryInvitation', ({ request, params }) => {
    const company = myCompany(request, params);
    if (company instanceof Response) return company;
    const invitation = invitations().get(String(params.id));
    if (!invitation || String(invitation.organisationId) !== String(company.id)) return notFound('Diese Einladung');
    if (invitation.state !== 'pending') return conflict('Diese Einladung ist schon beantwortet.');
    invitations().update(invitation.id, { state: 'revoked' });
    return done('Einladung zurückgezogen.', invitation.id);
  }),
  ...on('listMyFactoryInvitations', ({ request }) => {
    const mine = invitations()
      .where((i) => i.invitedPlayerId === actor(request).id && i.state === 'pending')
      .map(invitationOf);
    return HttpResponse.json(page(request, mine));
  }),
  ...on('acceptFactoryInvitation', ({ request, params }) => {
    const invitation = invitations().get(String(params.id));
    if (!invitation) return notFound('Diese Einladung');
    if (invitation.invitedPlayerId !== actor(request).id) return forbidden('Diese Einladung gilt jemand anderem.');
    if (invitation.state !== 'pending') return conflict('Diese Einladung ist nicht mehr offen.');
    const company = factories().get(invitation.organisationId as number);
    if (!company) return conflict('Diese Firma gibt es nicht mehr.');
    const joined = join(company, actor(request).id, {
      rank: typeof invitation.rank === 'string' ? invitation.rank : undefined,
      rights: invitation.rights ? pickRights(invitation.rights) : undefined,
    });
    if (joined instanceof Response) return joined;
    invitations().update(invitation.id, { state: 'accepted' });
    return HttpResponse.json(summaryOf(company, actor(request)));
  }),
  ...on('declineFactoryInvitation', ({ request, params }) => {
    const invitation = invitations().get(String(params.id));
    if (!invitation) return notFound('Diese Einladung');
    if (invitation.invitedPlayerId !== actor(request).id) return forbidden('Diese Einladung gilt jemand anderem.');
    if (invitation.state !== 'pending') return conflict('Diese Einladung ist nicht mehr offen.');
    invitations().update(invitation.id, { state: 'declined' });
    return done('Einladung abgelehnt.', invitation.id);
  }),
  ...adminFactoryHandlers(),
];
