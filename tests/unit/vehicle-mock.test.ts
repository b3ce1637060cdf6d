// The vehicle area's domain rules in the mock backend (src/mocks/stateful/vehicle.ts), through
// MSW's node server as the app meets them: the own list holds the signed-in character's 1–3
// vehicles and each detail is the same object; keys go only to characters that exist (the
// player search finds them), once each, and the owner's cannot be taken; parking changes the
// garage and the garages' counts, and refuses full garages, impound lots and impounded cars.
import { describe, expect, it } from 'vitest';
import { rules as vehicleRules } from '../../src/mocks/rules/vehicle';
import { runRule } from '../../src/mocks/rules/kit';
import { ruleAsk } from '../utils/rule-ask';
import { knownCharacters, signedInPlayer } from '../../src/mocks/overrides';
import { setScenario } from '../utils/scenario';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

async function api(method: string, url: string, body?: unknown) {
  const res = await fetch(`http://localhost/api${url}`, {
    method,
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, data: (await res.json().catch(() => ({}))) as Json };
}

const own = async () => (await api('GET', '/vehicle/own')).data.items as Json[];
const holders = async (id: number) => (await api('GET', `/vehicle/own/${id}/access`)).data.items as Json[];
const garages = async () => (await api('GET', '/vehicle/garages')).data.items as Json[];

describe('vehicle mock: own vehicles', () => {
  it('listVehicleOwn lists 1–3 vehicles of the signed-in character, each the same object as getVehicleOwn; searchVehicles finds unique plates', async () => {
    const list = await own();
    expect(list.length).toBeGreaterThanOrEqual(1);
    expect(list.length).toBeLessThanOrEqual(3);
    for (const summary of list) {
      expect(summary.owner).toEqual({ id: signedInPlayer.userId, name: signedInPlayer.user });
      const detail = (await api('GET', `/vehicle/own/${summary.id}`)).data;
      for (const [key, value] of Object.entries(summary)) expect(detail[key], key).toEqual(value);
    }
    const plates = new Set((await api('GET', '/vehicle/search/LS')).data.items.map((v: Json) => v.plate));
    expect(plates.size).toBe((await api('GET', '/vehicle/search/LS')).data.items.length);
  });

  it("getVehicleOwn refuses someone else's vehicle (403) and an unknown one (404)", async () => {
    const mine = new Set((await own()).map((v) => v.id));
    const other = ((await api('GET', '/vehicle/search/LS')).data.items as Json[]).find((v) => !mine.has(v.id));
    expect(other).toBeDefined();
    expect(knownCharacters.map((c) => c.id)).toContain(other?.owner.id);
    expect((await api('GET', `/vehicle/own/${other?.id}`)).status).toBe(403);
    expect((await api('GET', '/vehicle/own/99999')).status).toBe(404);
  });
});

describe('vehicle mock: keys', () => {
  it('grantVehicleOwnAccess gives a key to a character searchPlayersByName finds, once; listVehicleOwnAccess lists the owner first', async () => {
    const found = (await api('GET', '/player/search/lea')).data.items as Json[];
    expect(found).toEqual([{ id: 4713, name: 'Lea_Fischer' }]);
    const id = (await own())[0]?.id as number;
    const before = await holders(id);
    expect(before[0]).toMatchObject({ kind: 'owner', player: { id: signedInPlayer.userId } });
    const granted = await api('POST', `/vehicle/own/${id}/access`, { playerId: 4713 });
    expect(granted.status).toBe(201);
    expect(granted.data).toMatchObject({ kind: 'key', player: { id: 4713, name: 'Lea_Fischer' } });
    const after = await holders(id);
    expect(after).toHaveLength(before.length + 1);
    expect(after.at(-1)?.player).toEqual({ id: 4713, name: 'Lea_Fischer' });
    expect((await api('POST', `/vehicle/own/${id}/access`, { playerId: 4713 })).status).toBe(409);
  });

  it('grantVehicleOwnAccess refuses a person who does not exist (422 on playerId) and the owner (409)', async () => {
    const id = (await own())[0]?.id as number;
    const nobody = await api('POST', `/vehicle/own/${id}/access`, { playerId: 123456 });
    expect(nobody.status).toBe(422);
    expect(nobody.data.errors).toEqual([{ field: 'playerId', message: 'Diese Person gibt es nicht.' }]);
    expect((await api('POST', `/vehicle/own/${id}/access`, { playerId: signedInPlayer.userId })).status).toBe(409);
    expect((await api('POST', `/vehicle/own/${id}/access`, {})).status).toBe(422);
  });

  it("revokeVehicleOwnAccess takes a key back; the owner's key and one nobody holds cannot be taken", async () => {
    const id = (await own())[0]?.id as number;
    const key = (await holders(id)).find((e) => e.kind === 'key');
    expect(key).toBeDefined();
    expect((await api('DELETE', `/vehicle/own/${id}/access/${key?.player.id}`)).status).toBe(200);
    expect((await holders(id)).some((e) => e.player.id === key?.player.id)).toBe(false);
    expect((await api('DELETE', `/vehicle/own/${id}/access/${key?.player.id}`)).status).toBe(404);
    expect((await api('DELETE', `/vehicle/own/${id}/access/${signedInPlayer.userId}`)).status).toBe(409);
  });
});

describe('vehicle mock: parking', () => {
  it('parkVehicleOwn moves the vehicle into a garage with room: its garage and the listVehicleGarages counts change', async () => {
    const vehicle = (await own())[0] as Json;
    const all = await garages();
    const target = all.find((g) => g.kind === 'public' && g.id !== vehicle.garage?.id && g.vehicleCount < g.capacity);
    expect(target).toBeDefined();
    const parked = await api('POST', `/vehicle/own/${vehicle.id}/park`, { garageId: target?.id });
    expect(parked.status).toBe(200);
    expect(parked.data).toMatchObject({ state: 'parked', garage: { id: target?.id, name: target?.name } });
    expect((await api('GET', `/vehicle/own/${vehicle.id}`)).data.garage.id).toBe(target?.id);
    const counts = new Map((await garages()).map((g) => [g.id, g.vehicleCount]));
    expect(counts.get(target?.id)).toBe((target?.vehicleCount as number) + 1);
    // Parking again in the same garage is no change.
    expect((await api('POST', `/vehicle/own/${vehicle.id}/park`, { garageId: target?.id })).status).toBe(409);
  });

  it('parkVehicleOwn refuses a full garage (409), an impound lot or unknown garage (422 on garageId)', async () => {
    const vehicle = (await own())[0] as Json;
    const all = await garages();
    const full = all.find((g) => g.vehicleCount >= g.capacity);
    const impound = all.find((g) => g.kind === 'impound');
    expect((await api('POST', `/vehicle/own/${vehicle.id}/park`, { garageId: full?.id })).status).toBe(409);
    const lot = await api('POST', `/vehicle/own/${vehicle.id}/park`, { garageId: impound?.id });
    expect(lot.status).toBe(422);
    expect(lot.data.errors[0].field).toBe('garageId');
    expect((await api('POST', `/vehicle/own/${vehicle.id}/park`, { garageId: 999 })).status).toBe(422);
  });
});

describe('vehicle mock: bus lines', () => {
  it('listVehicleBusLines lists the lines with their stops in order, each the same object as getVehicleBusLine', async () => {
    const lines = (await api('GET', '/vehicle/bus')).data.items as Json[];
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) {
      expect(line.stops.map((s: Json) => s.order)).toEqual(line.stops.map((_: Json, i: number) => i + 1));
      expect((await api('GET', `/vehicle/bus/${line.id}`)).data).toEqual(line);
    }
    expect((await api('GET', '/vehicle/bus/999')).status).toBe(404);
  });
});

describe('vehicle mock: the admin side works on the same vehicles', () => {
  it('refuses a player (403 from the check layer)', async () => {
    expect((await api('GET', '/vehicle/admin/vehicles')).status).toBe(403);
    expect((await api('POST', '/vehicle/admin/vehicles/1/repair')).status).toBe(403);
  });

  it('listVehicleAdminVehicles finds a car by plate; repairVehicleAdmin repairs it for its owner too, and listVehicleAdminLog says so', async () => {
    setScenario('admin');
    const mine = (await own())[0] as Json;
    const found = (await api('GET', `/vehicle/admin/vehicles?q=${encodeURIComponent(mine.plate)}`)).data;
    expect(found.items.map((v: Json) => v.id)).toContain(mine.id);
    expect(found.page.total).toBeGreaterThanOrEqual(1);
    const repaired = await api('POST', `/vehicle/admin/vehicles/${mine.id}/repair`);
    expect(repaired.data).toMatchObject({ engineHealth: 1000, bodyHealth: 1000 });
    expect((await api('GET', `/vehicle/own/${mine.id}`)).data).toMatchObject({ engineHealth: 1000, bodyHealth: 1000 });
    const log = (await api('GET', `/vehicle/admin/vehicles/${mine.id}/log`)).data;
    expect(log.items[0]).toMatchObject({ kind: 'repair', text: 'Vom Admin repariert.' });
  });

  it('editVehicleAdmin keeps plates unique (409); listVehicleAdminByPlayer and listVehicleAdminItems answer for the vehicle', async () => {
    setScenario('admin');
    const [first, second] = (await api('GET', '/vehicle/admin/vehicles?limit=2')).data.items as Json[];
    const taken = await api('PATCH', `/vehicle/admin/vehicles/${first?.id}`, { plate: second?.plate });
    expect(taken.status).toBe(409);
    const changed = await api('PATCH', `/vehicle/admin/vehicles/${first?.id}`, { plate: 'LS 0001', fuel: 100 });
    expect(changed.data).toMatchObject({ plate: 'LS 0001', fuel: 100 });
    const owner = first?.owner.id as number;
    const theirs = (await api('GET', `/vehicle/admin/players/${owner}/vehicles`)).data.items as Json[];
    expect(theirs.map((v) => v.id)).toContain(first?.id);
    expect((await api('GET', '/vehicle/admin/players/999999/vehicles')).status).toBe(404);
    const trunk = (await api('GET', `/vehicle/admin/vehicles/${first?.id}/items`)).data;
    expect(trunk).toMatchObject({ vehicleId: first?.id, plate: 'LS 0001' });
    expect(trunk.totalWeight).toBeLessThanOrEqual(trunk.maxWeight);
  });
});

describe('vehicle mock: the admin writes reach the shared admin log', () => {
  it('deleteVehicleAdmin, parkVehicleAdmin and grant/revoke each add a line for the vehicle area (listAdminLogs)', async () => {
    setScenario('admin');
    const lines = async () => (await api('GET', '/common/admin/logs?area=vehicle&limit=50')).data.page.total as number;
    const before = await lines();
    const [first, second] = (await api('GET', '/vehicle/admin/vehicles?limit=2')).data.items as Json[];
    const garage = (await garages()).find((g) => g.id !== first?.garage?.id && g.vehicleCount < g.capacity) as Json;
    expect((await api('POST', `/vehicle/admin/vehicles/${first?.id}/park`, { garageId: garage.id })).status).toBe(200);
    const person = knownCharacters.find((c) => c.id !== first?.owner?.id) as { id: number; name: string };
    expect((await api('POST', `/vehicle/admin/vehicles/${first?.id}/access`, { playerId: person.id })).status).toBe(
      201,
    );
    expect((await api('DELETE', `/vehicle/admin/vehicles/${first?.id}/access/${person.id}`)).status).toBe(200);
    expect((await api('DELETE', `/vehicle/admin/vehicles/${second?.id}`)).status).toBe(200);
    expect((await api('GET', `/vehicle/admin/vehicles/${second?.id}`)).status).toBe(404);
    expect(await lines()).toBe(before + 4);
    const newest = (await api('GET', '/common/admin/logs?area=vehicle&limit=1')).data.items[0] as Json;
    expect(newest).toMatchObject({ area: 'vehicle', right: 'vehicle.delete' });
    expect(newest.action).toContain(second?.plate);
  });
});

describe('vehicle mock: plate search text', () => {
  it('searchVehicles finds a plate typed with its space, and survives a "%"', async () => {
    const plate = ((await own())[0] as Json).plate as string;
    const found = (await api('GET', `/vehicle/search/${encodeURIComponent(plate)}`)).data.items as Json[];
    expect(found.map((v) => v.plate)).toContain(plate);
    const odd = await api('GET', `/vehicle/search/${encodeURIComponent('100%')}`);
    expect(odd.status).toBe(200);
    expect(odd.data.items).toEqual([]);
  });
});

// The rules mock:audit checks (src/mocks/rules/vehicle.ts), stated once for both.
describe('vehicle rules', () => {
  it.each(vehicleRules.map((r) => [r.name, r] as const))('%s', async (_, rule) => {
    expect(await runRule(rule, ruleAsk())).toEqual([]);
  });
});
