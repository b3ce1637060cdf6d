// The admin's vehicle operations (ACP rights vehicle.*; the check layer refuses players with
// 403 before these answer) on the same vehicles the owners see: search by plate, model or
// owner with paging and filters, a character's vehicles, edit (a plate is unique: 409), delete,
// trunk, park anywhere (an impound lot too), repair, home garage, keys and the history, to
// which every change adds an entry. Every admin change also goes to the shared admin log
// (common/log.ts), so /acp/logs shows it.
import { HttpResponse, type RequestHandler } from 'msw';
import type { Entity } from '../../store';
import { logAdminAction } from '../common/log';
import { body, done, notFound, on, page, problem } from '../kit';
import {
  accessOf,
  addLog,
  compact,
  detailOf,
  garageList,
  grantKey,
  logOf,
  parkIn,
  personOf,
  revokeKey,
  summaryOf,
  trunkOf,
  vehicles,
  type Person,
} from './world';

const vehicleOf = (params: Record<string, unknown>) => vehicles().get(String(params.vehicleId));
const gone = () => notFound('Dieses Fahrzeug');

/** Plate, model or owner's name holds the text. */
const matches = (vehicle: Entity, text: string) =>
  [vehicle.plate, vehicle.model, (vehicle.owner as Person | undefined)?.name].some((v) =>
    compact(String(v ?? '')).includes(text),
  );

const EDITABLE = ['plate', 'model', 'color', 'fuel', 'locked'] as const;

/** A line in the shared admin log: what the admin did to which vehicle, with its owner as target. */
function audit(vehicle: Entity, right: string, action: string, reason?: unknown): void {
  const owner = vehicle.owner as Person | undefined;
  logAdminAction({
    area: 'vehicle',
    right,
    action: `${action} (${String(vehicle.plate)})`,
    ...(owner ? { targetPlayer: owner } : {}),
    ...(typeof reason === 'string' && reason ? { details: reason } : {}),
  });
}

export const adminVehicleHandlers = (): RequestHandler[] => [
  ...on('listVehicleAdminVehicles', ({ request }) => {
    const query = new URL(request.url).searchParams;
    const text = compact(query.get('q') ?? '');
    const state = query.get('state');
    const ownerKind = query.get('ownerKind');
    const found = vehicles().where(
      (v) => (!text || matches(v, text)) && (!state || v.state === state) && (!ownerKind || v.ownerKind === ownerKind),
    );
    return HttpResponse.json(page(request, found.map(summaryOf)));
  }),
  ...on('listVehicleAdminByPlayer', ({ params }) => {
    const playerId = Number(params.playerId);
    if (!personOf(playerId)) return notFound('Diese Person');
    const items = vehicles().where((v) => (v.owner as Person | undefined)?.id === playerId);
    return HttpResponse.json({ items: items.map(summaryOf) });
  }),
  ...on('getVehicleAdminDetails', ({ params }) => {
    const vehicle = vehicleOf(params);
    return vehicle ? HttpResponse.json(detailOf(vehicle)) : gone();
  }),
  ...on('editVehicleAdmin', async ({ request, params }) => {
    const vehicle = vehicleOf(params);
    if (!vehicle) return gone();
    const input = await body(request);
    const plate = typeof input.plate === 'string' ? input.plate : undefined;
    if (plate && vehicles().where((v) => v.plate === plate && v.id !== vehicle.id).length > 0) {
      return problem(409, 'Kennzeichen vergeben', `Das Kennzeichen ${plate} hat schon ein anderes Fahrzeug.`);
    }
    const patch: Record<string, unknown> = {};
    for (const key of EDITABLE) if (input[key] !== undefined) patch[key] = input[key];
    vehicles().update(vehicle.id, patch);
    addLog(vehicle, 'edit', `Vom Admin geändert: ${Object.keys(patch).join(', ') || 'nichts'}.`);
    audit(vehicle, 'vehicle.edit', 'Fahrzeug geändert', input.reason);
    return HttpResponse.json(detailOf(vehicle));
  }),
  ...on('deleteVehicleAdmin', ({ params }) => {
    const removed = vehicles().remove(String(params.vehicleId));
    if (!removed) return gone();
    audit(removed, 'vehicle.delete', 'Fahrzeug gelöscht');
    return done('Fahrzeug gelöscht.', removed.id);
  }),
  ...on('listVehicleAdminItems', ({ params }) => {
    const vehicle = vehicleOf(params);
    return vehicle ? HttpResponse.json(trunkOf(vehicle)) : gone();
  }),
  ...on('parkVehicleAdmin', async ({ request, params }) => {
    const vehicle = vehicleOf(params);
    if (!vehicle) return gone();
    const input = await body(request);
    const parked = parkIn(vehicle, Number(input.garageId), 'any');
    if (parked instanceof Response) return parked;
    audit(parked, 'vehicle.park', 'Fahrzeug eingeparkt', input.reason);
    return HttpResponse.json(summaryOf(parked));
  }),
  ...on('repairVehicleAdmin', ({ params }) => {
    const vehicle = vehicleOf(params);
    if (!vehicle) return gone();
    vehicles().update(vehicle.id, {
      engineHealth: 1000,
      bodyHealth: 1000,
      ...(vehicle.state === 'destroyed' ? { state: 'parked' } : {}),
    });
    addLog(vehicle, 'repair', 'Vom Admin repariert.');
    audit(vehicle, 'vehicle.repair', 'Fahrzeug repariert');
    return HttpResponse.json(detailOf(vehicle));
  }),
  ...on('setVehicleAdminGarage', async ({ request, params }) => {
    const vehicle = vehicleOf(params);
    if (!vehicle) return gone();
    const input = await body(request);
    const garageId = Number(input.garageId);
    const garage = garageList().find((g) => g.id === garageId);
    if (!garage) {
      return problem(422, 'Eingabe ungültig', undefined, [
        { field: 'garageId', message: 'Diese Garage gibt es nicht.' },
      ]);
    }
    vehicles().update(vehicle.id, { garageId });
    addLog(vehicle, 'edit', `Stammgarage: ${String(garage.name)}.`);
    audit(vehicle, 'vehicle.garage', `Stammgarage gesetzt: ${String(garage.name)}`, input.reason);
    return HttpResponse.json(summaryOf(vehicle));
  }),
  ...on('listVehicleAdminAccess', ({ params }) => {
    const vehicle = vehicleOf(params);
    return vehicle ? HttpResponse.json(accessOf(vehicle)) : gone();
  }),
  ...on('grantVehicleAdminAccess', async ({ request, params }) => {
    const vehicle = vehicleOf(params);
    if (!vehicle) return gone();
    const entry = grantKey(vehicle, Number((await body(request)).playerId));
    if (entry instanceof Response) return entry;
    audit(vehicle, 'vehicle.access', `Schlüssel an ${entry.player.name} vergeben`);
    return HttpResponse.json(entry, { status: 201 });
  }),
  ...on('revokeVehicleAdminAccess', ({ params }) => {
    const vehicle = vehicleOf(params);
    if (!vehicle) return gone();
    const playerId = Number(params.playerId);
    const refused = revokeKey(vehicle, playerId);
    if (refused) return refused;
    audit(vehicle, 'vehicle.access', `Schlüssel von ${personOf(playerId)?.name ?? playerId} zurückgenommen`);
    return done('Schlüssel abgenommen.', playerId);
  }),
  ...on('listVehicleAdminLog', ({ request, params }) => {
    const vehicle = vehicleOf(params);
    return vehicle ? HttpResponse.json(page(request, logOf(vehicle))) : gone();
  }),
];
