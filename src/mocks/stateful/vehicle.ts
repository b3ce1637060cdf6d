// Vehicles with state (issue 22). Domain rules of the mock world (vehicle/world.ts):
// - every vehicle has one owner who exists (the signed-in character or a known character);
//   the signed-in character owns 1–3 of them, the own list holds exactly those, and the
//   detail is the same object (list and detail agree field for field);
// - keys go to characters that exist (overrides.ts: knownCharacters) and are listed with the
//   owner first; a second key for the same person is 409, the owner's own key cannot be taken;
// - parking moves the vehicle into a public or house garage with room: the garage changes, the
//   garage counts follow; impounded or destroyed vehicles and full garages answer 409;
// - bus lines are fixed, each with its stops in order;
// - the admin's operations (vehicle/admin.ts) work on the same vehicles, so what an admin
//   repairs or parks is what the owner sees.
import { HttpResponse, type RequestHandler } from 'msw';
import type { Entity } from '../store';
import { adminVehicleHandlers } from './vehicle/admin';
import {
  accessOf,
  busLines,
  compact,
  detailOf,
  garageList,
  grantKey,
  isMine,
  PARKABLE,
  parkIn,
  revokeKey,
  summaryOf,
  vehicles,
} from './vehicle/world';
import { body, done, notFound, on, problem } from './kit';

const safeDecode = (text: string) => {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
};

/** The own vehicle of the path, or the answer that refuses it (404 unknown, 403 someone else's). */
function ownVehicle(params: Record<string, unknown>): Entity | Response {
  const vehicle = vehicles().get(String(params.vehicleId));
  if (!vehicle) return notFound('Dieses Fahrzeug');
  if (!isMine(vehicle)) return problem(403, 'Keine Berechtigung', 'Das ist nicht dein Fahrzeug.');
  return vehicle;
}

export const vehicleHandlers = (): RequestHandler[] => [
  ...on('listVehicleOwn', () => HttpResponse.json({ items: vehicles().where(isMine).map(summaryOf) })),
  ...on('getVehicleOwn', ({ params }) => {
    const vehicle = ownVehicle(params);
    return vehicle instanceof Response ? vehicle : HttpResponse.json(detailOf(vehicle));
  }),
  ...on('listVehicleOwnAccess', ({ params }) => {
    const vehicle = ownVehicle(params);
    return vehicle instanceof Response ? vehicle : HttpResponse.json(accessOf(vehicle));
  }),
  ...on('grantVehicleOwnAccess', async ({ request, params }) => {
    const vehicle = ownVehicle(params);
    if (vehicle instanceof Response) return vehicle;
    const entry = grantKey(vehicle, Number((await body(request)).playerId));
    return entry instanceof Response ? entry : HttpResponse.json(entry, { status: 201 });
  }),
  ...on('revokeVehicleOwnAccess', ({ params }) => {
    const vehicle = ownVehicle(params);
    if (vehicle instanceof Response) return vehicle;
    const playerId = Number(params.playerId);
    return revokeKey(vehicle, playerId) ?? done('Schlüssel abgenommen.', playerId);
  }),
  ...on('parkVehicleOwn', async ({ request, params }) => {
    const vehicle = ownVehicle(params);
    if (vehicle instanceof Response) return vehicle;
    const parked = parkIn(vehicle, Number((await body(request)).garageId), PARKABLE);
    return parked instanceof Response ? parked : HttpResponse.json(summaryOf(parked));
  }),
  ...on('searchVehicles', ({ params }) => {
    const raw = String(params.query ?? '');
    // MSW hands the path segment decoded already; a second decode would throw on a typed "%".
    const text = compact(/%[0-9a-f]{2}/i.test(raw) ? safeDecode(raw) : raw);
    const found = text
      ? vehicles().where((v) => compact(String(v.plate)).includes(text) || compact(String(v.model)).includes(text))
      : [];
    return HttpResponse.json({ items: found.slice(0, 50).map(summaryOf) });
  }),
  ...on('listVehicleGarages', () => HttpResponse.json({ items: garageList() })),
  ...on('listVehicleBusLines', () => HttpResponse.json({ items: busLines().all() })),
  ...on('getVehicleBusLine', ({ params }) => {
    const line = busLines().get(String(params.id));
    return line ? HttpResponse.json(line) : notFound('Diese Buslinie');
  }),
  ...adminVehicleHandlers(),
];
