// The admin's side of the companies (ACP rights factory.*; the check layer refuses without
// them): search by name, owner or id, a character's companies, one company, new owner, new
// name, block and unblock, members added and removed. Same world as the player's handlers.
import { HttpResponse, type RequestHandler } from 'msw';
import type { Entity } from '../../store';
import { body, done, notFound, on, page } from '../kit';
import {
  adminOf,
  companiesOf,
  conflict,
  employeesOf,
  factories,
  handOver,
  invalid,
  isOwner,
  join,
  MAX_COMPANIES,
  membersOf,
  ownedBy,
  ownerOf,
  personNamed,
  removeMember,
} from './world';

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const decoded = (value: unknown) => {
  const raw = String(value ?? '');
  try {
    return decodeURIComponent(raw).trim();
  } catch {
    return raw.trim();
  }
};
const companyOf = (params: Record<string, unknown>): Entity | Response =>
  factories().get(String(params.factoryId)) ?? notFound('Diese Firma');

export const adminFactoryHandlers = (): RequestHandler[] => [
  ...on('searchFactoriesAdmin', ({ request, params }) => {
    const q = decoded(params.query).toLowerCase();
    const found = factories().where(
      (f) =>
        String(f.id) === q || String(f.name).toLowerCase().includes(q) || ownerOf(f).name.toLowerCase().includes(q),
    );
    return HttpResponse.json(page(request, found.map(adminOf)));
  }),
  ...on('findFactoriesByOwnerAdmin', ({ request, params }) => {
    const person = personNamed(decoded(params.name));
    if (!person) return notFound('Eine Person mit diesem Namen');
    return HttpResponse.json(page(request, companiesOf(person.id).map(adminOf)));
  }),
  ...on('getFactoryAdmin', ({ params }) => {
    const company = companyOf(params);
    return company instanceof Response ? company : HttpResponse.json(adminOf(company));
  }),
  ...on('changeFactoryOwnerAdmin', async ({ request, params }) => {
    const company = companyOf(params);
    if (company instanceof Response) return company;
    const person = personNamed(text((await body(request)).newOwnerName));
    if (!person) return invalid('newOwnerName', 'So heißt niemand auf dem Server.');
    if (isOwner(company, person.id)) return conflict(`${person.name} besitzt die Firma schon.`);
    if (ownedBy(person.id) >= MAX_COMPANIES) return conflict(`${person.name} besitzt schon ${MAX_COMPANIES} Firmen.`);
    if (!membersOf(company).some((m) => m.playerId === person.id) && companiesOf(person.id).length >= MAX_COMPANIES) {
      return conflict(`${person.name} ist schon in ${MAX_COMPANIES} Firmen.`);
    }
    handOver(company, person);
    return HttpResponse.json(adminOf(company));
  }),
  ...on('renameFactoryAdmin', async ({ request, params }) => {
    const company = companyOf(params);
    if (company instanceof Response) return company;
    const name = text((await body(request)).name);
    if (factories().where((f) => f.id !== company.id && String(f.name).toLowerCase() === name.toLowerCase()).length) {
      return conflict(`Den Namen „${name}“ trägt schon eine andere Firma.`);
    }
    factories().update(company.id, { name });
    return HttpResponse.json(adminOf(company));
  }),
  ...on('blockFactoryAdmin', async ({ request, params }) => {
    const company = companyOf(params);
    if (company instanceof Response) return company;
    if (company.blocked) return conflict('Die Firma ist schon gesperrt.');
    const data = await body(request);
    factories().update(company.id, {
      blocked: true,
      blockedReason: text(data.reason),
      blockedUntil: typeof data.until === 'string' ? data.until : undefined,
    });
    return HttpResponse.json(adminOf(company));
  }),
  ...on('unblockFactoryAdmin', ({ params }) => {
    const company = companyOf(params);
    if (company instanceof Response) return company;
    if (!company.blocked) return conflict('Die Firma ist nicht gesperrt.');
    factories().update(company.id, { blocked: false, blockedReason: undefined, blockedUntil: undefined });
    return HttpResponse.json(adminOf(company));
  }),
  ...on('getFactoryMembersAdmin', ({ request, params }) => {
    const company = companyOf(params);
    return company instanceof Response ? company : HttpResponse.json(page(request, employeesOf(company)));
  }),
  ...on('addFactoryMemberAdmin', async ({ request, params }) => {
    const company = companyOf(params);
    if (company instanceof Response) return company;
    const data = await body(request);
    const person = personNamed(text(data.playerName));
    if (!person) return invalid('playerName', 'So heißt niemand auf dem Server.');
    const joined = join(company, person.id, { rank: text(data.rank) || undefined });
    if (joined instanceof Response) return joined;
    const added = employeesOf(company).find((e) => e.id === joined.id);
    return HttpResponse.json(added, { status: 201 });
  }),
  ...on('removeFactoryMemberAdmin', ({ params }) => {
    const company = companyOf(params);
    if (company instanceof Response) return company;
    const member = membersOf(company).find((m) => String(m.id) === String(params.employeeId));
    if (!member) return notFound('Diese Person');
    if (isOwner(company, member.playerId)) return conflict('Den Inhaber entfernt man erst nach einem Inhaberwechsel.');
    removeMember(company, member.id);
    return done('Aus der Firma entfernt.', member.id);
  }),
];
