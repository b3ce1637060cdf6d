// The building area's domain rules in the mock backend (src/mocks/stateful/building.ts and
// buildingcell.ts on one world, building/world.ts), through MSW's node server as the app meets
// them: every building and flat has one owner who exists, tenants, room mates and employees are
// existing characters, paid rent is due in the future; renting, paying (once per
// Idempotency-Key), kicking a tenant, employee rights and the admin's owner change keep state.
// Operations: getBuilding, getBuildingCells, getBuildingcell, getBuildingEmployees,
// getBuildingEmployee, getOwnBuildings, getOwnBuildingcells, getBuildingcellRent,
// listFreeBuildingcells, rentBuildingcell, payBuildingcellRent, getBuildingCell,
// kickBuildingCellTenant, setBuildingEmployeeRights, searchBuildingsAdmin,
// changeBuildingOwnerAdmin, getBuildingMembersAdmin, blockBuildingAdmin, unblockBuildingAdmin.
import { describe, expect, it } from 'vitest';
import { rules as buildingRules } from '../../src/mocks/rules/building';
import { rules as buildingcellRules } from '../../src/mocks/rules/buildingcell';
import { runRule } from '../../src/mocks/rules/kit';
import { ruleAsk } from '../utils/rule-ask';
import { knownCharacters, signedInPlayer } from '../../src/mocks/overrides';
import { setScenario } from '../utils/scenario';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

async function api(method: string, url: string, body?: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(`http://localhost/api${url}`, {
    method,
    headers: body === undefined ? headers : { 'Content-Type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, data: (await res.json().catch(() => ({}))) as Json };
}

const me = { id: signedInPlayer.userId, name: signedInPlayer.user };
const people = new Set([me.id, ...knownCharacters.map((c) => c.id)]);
const exists = (p: Json | undefined) =>
  p !== undefined && people.has(p.id) && [me, ...knownCharacters].some((c) => c.id === p.id && c.name === p.name);

async function allCells(): Promise<Json[]> {
  const cells: Json[] = [];
  for (let id = 1; id <= 6; id++) cells.push(...(await api('GET', `/building/${id}/cells?limit=100`)).data.items);
  return cells;
}

describe('building mock: the world', () => {
  it('every building and flat has one owner who exists; tenants and room mates exist; paid rent is due in the future', async () => {
    const cells = await allCells();
    expect(cells).toHaveLength(36);
    for (let id = 1; id <= 6; id++) {
      const building = (await api('GET', `/building/${id}`)).data;
      expect(exists(building.owner), `building ${id}`).toBe(true);
      expect(building.cellCount).toBe(6);
    }
    const now = Date.now();
    for (const cell of cells) {
      const flat = (await api('GET', `/buildingcell/${cell.id}`)).data;
      expect(flat).toEqual(cell);
      if (!cell.tenant) {
        expect(cell.paidUntil).toBeUndefined();
        expect(cell.roomMateCount).toBe(0);
        continue;
      }
      expect(exists(cell.tenant), `tenant of ${cell.id}`).toBe(true);
      const overdue = Date.parse(cell.paidUntil) < now;
      // Exactly one tenant is behind with the rent (first building); every other due date lies ahead.
      if (overdue) expect(cell.buildingId).toBe(1);
    }
    expect(cells.filter((c) => c.tenant && Date.parse(c.paidUntil) < now)).toHaveLength(1);
  });

  it('employees are existing characters; the owner is one of them with every right', async () => {
    for (const id of [1, 2, 3]) {
      const building = (await api('GET', `/building/${id}`)).data;
      const staff = (await api('GET', `/building/${id}/employees`)).data.items as Json[];
      expect(staff.every((e) => exists(e.player))).toBe(true);
      expect(staff.find((e) => e.player.id === building.owner.id)?.rights).toEqual(
        expect.objectContaining({ manageEmployees: true, invite: true }),
      );
      expect(staff).toHaveLength(building.employeeCount);
    }
  });

  it('the own lists hold my buildings (owner or staff) and my flat, with paid rent due ahead', async () => {
    const buildings = (await api('GET', '/building/own')).data.items as Json[];
    expect(buildings.map((b) => [b.name, b.role])).toEqual([
      ['Eclipse Towers', 'owner'],
      ['Wohnpark Mirror Park', 'owner'],
      ['Del Perro Heights', 'employee'],
    ]);
    const flats = (await api('GET', '/buildingcell/own')).data.items as Json[];
    expect(flats).toHaveLength(1);
    const contract = (await api('GET', `/buildingcell/${flats[0]?.id}/rent`)).data;
    expect(contract).toMatchObject({ tenant: me, state: 'active' });
    expect(Date.parse(contract.paidUntil)).toBeGreaterThan(Date.now());
    expect(exists(contract.landlord)).toBe(true);
  });
});

describe('building mock: rent', () => {
  it('rentBuildingcell takes the offered rent once per key, makes me the tenant and the flat leaves the free list', async () => {
    const free = (await api('GET', '/buildingcell/free?limit=100')).data.items as Json[];
    const flat = free[0] as Json;
    expect(free.every((f, i) => i === 0 || (free[i - 1] as Json).rent <= f.rent)).toBe(true);
    const changed = await api('POST', `/buildingcell/${flat.id}/rent`, { acceptedRent: flat.rent + 1, periods: 1 });
    expect(changed).toMatchObject({ status: 409, data: { type: '/problems/flat-rent/offer-changed' } });
    const key = { 'Idempotency-Key': 'rent-1' };
    const first = await api('POST', `/buildingcell/${flat.id}/rent`, { acceptedRent: flat.rent, periods: 2 }, key);
    expect(first.status).toBe(201);
    expect(first.data).toMatchObject({ tenant: me, state: 'active', propertyId: flat.id });
    expect(Date.parse(first.data.paidUntil)).toBeGreaterThan(Date.now());
    const retry = await api('POST', `/buildingcell/${flat.id}/rent`, { acceptedRent: flat.rent, periods: 2 }, key);
    expect(retry).toEqual(first);
    const again = await api('POST', `/buildingcell/${flat.id}/rent`, { acceptedRent: flat.rent, periods: 1 });
    expect(again.data.type).toBe('/problems/flat-rent/already-rented');
    const after = (await api('GET', '/buildingcell/free?limit=100')).data.items as Json[];
    expect(after.some((f) => f.id === flat.id)).toBe(false);
    const owner = (await api('GET', `/building/${flat.buildingId}/cells/${flat.id}`)).data;
    expect(owner.tenant).toEqual(me);
  });

  it('payBuildingcellRent moves the due date on by whole periods, once per key, and refuses without money', async () => {
    const flat = ((await api('GET', '/buildingcell/own')).data.items as Json[])[0] as Json;
    const before = (await api('GET', `/buildingcell/${flat.id}/rent`)).data;
    const key = { 'Idempotency-Key': 'pay-1' };
    const paid = await api('POST', `/buildingcell/${flat.id}/rentpayment`, { periods: 1 }, key);
    expect(paid.status).toBe(200);
    const days = { daily: 1, weekly: 7, monthly: 30 }[before.interval as 'daily'] ?? 7;
    expect(Date.parse(paid.data.paidUntil) - Date.parse(before.paidUntil)).toBe(days * 86_400_000);
    expect(await api('POST', `/buildingcell/${flat.id}/rentpayment`, { periods: 1 }, key)).toEqual(paid);
    const broke = await api('POST', `/buildingcell/${flat.id}/rentpayment`, { periods: 12 });
    const expensive = before.rent * 12 > 25_000;
    if (expensive) expect(broke.data.type).toBe('/problems/flat-rent/insufficient-funds');
    else expect(broke.status).toBe(200);
  });

  it("someone else's flat: no rent contract, no payment (403)", async () => {
    const cells = await allCells();
    const other = cells.find((c) => c.tenant && c.tenant.id !== me.id) as Json;
    expect((await api('GET', `/buildingcell/${other.id}/rent`)).status).toBe(403);
    expect((await api('POST', `/buildingcell/${other.id}/rentpayment`, { periods: 1 })).status).toBe(403);
  });
});

describe('building mock: the owner and the admin', () => {
  it('kickBuildingCellTenant (owner only) frees the flat and offers it again; a free flat answers 409', async () => {
    const cells = (await api('GET', '/building/1/cells')).data.items as Json[];
    const rented = cells.find((c) => c.tenant) as Json;
    expect((await api('DELETE', `/building/1/cells/${rented.id}/tenant`)).status).toBe(200);
    const after = (await api('GET', `/building/1/cells/${rented.id}`)).data;
    expect(after).toMatchObject({ rentable: true, roomMateCount: 0 });
    expect(after.tenant).toBeUndefined();
    expect((await api('DELETE', `/building/1/cells/${rented.id}/tenant`)).status).toBe(409);
    // Not my building (I am staff there without the owner's right).
    const foreign = ((await api('GET', '/building/3/cells')).data.items as Json[]).find((c) => c.tenant) as Json;
    expect((await api('DELETE', `/building/3/cells/${foreign.id}/tenant`)).status).toBe(403);
  });

  it("setBuildingEmployeeRights keeps the new rights, never the owner's; staff without the right get 403", async () => {
    const staff = (await api('GET', '/building/1/employees')).data.items as Json[];
    const employee = staff.find((e) => e.player.id !== me.id) as Json;
    const rights = { ...employee.rights, manageEmployees: !employee.rights.manageEmployees };
    const saved = await api('PUT', `/building/1/employees/${employee.id}/rights`, rights);
    expect(saved.data.rights).toEqual(rights);
    expect((await api('GET', `/building/1/employees/${employee.id}`)).data.rights).toEqual(rights);
    const owner = staff.find((e) => e.player.id === me.id) as Json;
    expect((await api('PUT', `/building/1/employees/${owner.id}/rights`, rights)).status).toBe(409);
    const other = ((await api('GET', '/building/3/employees')).data.items as Json[])[1] as Json;
    expect((await api('PUT', `/building/3/employees/${other.id}/rights`, rights)).status).toBe(403);
  });

  it('changeBuildingOwnerAdmin sets an existing character as owner (403 for a player, 422 for a stranger)', async () => {
    expect(
      (await api('PUT', '/building/admin/buildings/1/owner', { newOwnerName: 'Lea_Fischer', reason: 'x' })).status,
    ).toBe(403);
    setScenario('admin');
    const found = (await api('GET', '/building/admin/search/eclipse')).data.items as Json[];
    expect(found.map((b) => b.name)).toEqual(['Eclipse Towers']);
    const stranger = await api('PUT', '/building/admin/buildings/1/owner', { newOwnerName: 'Nie_Mand', reason: 'x' });
    expect(stranger.status).toBe(422);
    const changed = await api('PUT', '/building/admin/buildings/1/owner', { newOwnerName: 'Lea_Fischer', reason: 'x' });
    expect(changed.data.owner).toEqual({ id: 4713, name: 'Lea_Fischer' });
    const same = await api('PUT', '/building/admin/buildings/1/owner', { newOwnerName: 'Lea_Fischer', reason: 'x' });
    expect(same.status).toBe(409);
    const staff = (await api('GET', '/building/admin/buildings/1/members')).data.items as Json[];
    expect(staff.filter((e) => e.rank === 'Eigentümer').map((e) => e.player.name)).toEqual(['Lea_Fischer']);
    const blocked = await api('POST', '/building/admin/buildings/1/block', { reason: 'Prüfung' });
    expect(blocked.data).toMatchObject({ blocked: true, blockedReason: 'Prüfung' });
    expect((await api('POST', '/building/admin/buildings/1/block', { reason: 'Prüfung' })).status).toBe(409);
    expect((await api('DELETE', '/building/admin/buildings/1/block')).data.blocked).toBe(false);
  });
});

// The rules mock:audit checks (src/mocks/rules/building.ts), stated once for both.
describe('building rules', () => {
  it.each(buildingRules.map((r) => [r.name, r] as const))('%s', async (_, rule) => {
    expect(await runRule(rule, ruleAsk())).toEqual([]);
  });
});

// The rules mock:audit checks (src/mocks/rules/buildingcell.ts), stated once for both.
describe('buildingcell rules', () => {
  it.each(buildingcellRules.map((r) => [r.name, r] as const))('%s', async (_, rule) => {
    expect(await runRule(rule, ruleAsk())).toEqual([]);
  });
});
