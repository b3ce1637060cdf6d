// The weapon registry with state (issue 27): weapons with a serial of the form AB-123456, an
// owner from the admin's characters (player/world.ts), the inventory item that holds it and a
// history; keyword search (serial, model, owner) with paging and state filter, look-up by serial
// and by item, a character's weapons, and a state change with a note that the history records
// (a destroyed weapon stays destroyed: 409). The check layer answers 403 first without the right.
import { HttpResponse, type RequestHandler } from 'msw';
import { knownCharacters } from '../overrides';
import { collection, hashSeed, mockStoreSeed, type Entity } from '../store';
import { logAdminAction } from './common/log';
import { body, me, notFound, now, on, page, problem } from './kit';
import { playerOf } from './player/world';

const MODELS = ['Pistole', 'Pistole .50', 'Kampfpistole', 'SMG', 'Karabiner', 'Schrotflinte', 'Revolver', 'Taser'];
const STATES = ['registered', 'registered', 'registered', 'unregistered', 'stolen', 'confiscated'] as const;
const LOCATIONS = { registered: 'player', unregistered: 'player', stolen: 'unknown', confiscated: 'storage' } as const;
// German names of the states for the admin log (the log is read by people, not by code).
const STATE_LABELS: Record<string, string> = {
  registered: 'Registriert',
  unregistered: 'Nicht registriert',
  stolen: 'Gestohlen',
  confiscated: 'Beschlagnahmt',
  destroyed: 'Zerstört',
};
const REF = Date.UTC(2026, 10, 20, 18);
const daysAgo = (days: number) => new Date(REF - days * 86_400_000).toISOString();

function seedWeapons(): Array<Partial<Entity>> {
  const hash = (what: string) => hashSeed(`${mockStoreSeed()} weapon ${what}`);
  const owners = [me(), ...knownCharacters];
  return Array.from({ length: 24 }, (_, i) => {
    const letters = String.fromCharCode(65 + (hash(`a ${i}`) % 26), 65 + (hash(`b ${i}`) % 26));
    const serial = `${letters}-${String(100_000 + ((hash(`n ${i}`) + i) % 900_000)).padStart(6, '0')}`;
    const owner = owners[hash(`owner ${i}`) % owners.length] as { id: number; name: string };
    const state = STATES[hash(`state ${i}`) % STATES.length] ?? 'registered';
    const made = 30 + (hash(`made ${i}`) % 400);
    return {
      serial,
      model: MODELS[hash(`model ${i}`) % MODELS.length],
      itemId: 90_000 + i,
      owner,
      state,
      registeredAt: daysAgo(made - 1),
      ammo: hash(`ammo ${i}`) % 120,
      durability: 40 + (hash(`dur ${i}`) % 61),
      location: LOCATIONS[state],
      locationLabel:
        state === 'confiscated' ? 'Asservatenkammer Mission Row' : state === 'stolen' ? undefined : owner.name,
      history: [
        ...(state === 'stolen' || state === 'confiscated'
          ? [{ at: daysAgo(2), kind: state === 'stolen' ? 'reportedStolen' : 'confiscated', from: owner }]
          : []),
        { at: daysAgo(made - 1), kind: 'registered', to: owner },
        { at: daysAgo(made), kind: 'created', note: 'Waffenfabrik Los Santos' },
      ],
    };
  });
}

/**
 * The contract's example weapon (WeaponSummary, the weapon search parameters' examples): the
 * signed-in character's registered Pistole .50, AB-123456 in inventory entry 90230, in every seed.
 */
function withExample(list: Array<Partial<Entity>>): Array<Partial<Entity>> {
  const first = list[0];
  if (!first) return list;
  const owner = me();
  list[0] = {
    ...first,
    serial: 'AB-123456',
    model: 'Pistole .50',
    itemId: 90_230,
    owner,
    state: 'registered',
    location: LOCATIONS.registered,
    locationLabel: owner.name,
    history: [
      { at: first.registeredAt, kind: 'registered', to: owner },
      ...((first.history as Array<{ kind: string }> | undefined) ?? []).filter((h) => h.kind === 'created'),
    ],
  };
  return list;
}

const weapons = () => collection<Entity>('weapons', () => withExample(seedWeapons()));
const SUMMARY = ['id', 'serial', 'model', 'itemId', 'owner', 'state', 'registeredAt'];
const summaryOf = (w: Entity) => Object.fromEntries(SUMMARY.filter((k) => w[k] !== undefined).map((k) => [k, w[k]]));
const detailOf = (w: Entity) => Object.fromEntries(Object.entries(w).filter(([, v]) => v !== undefined));
const compact = (text: string) => text.toLowerCase().replace(/\s+/g, '');
const gone = () => notFound('Diese Waffe');

export const weaponHandlers = (): RequestHandler[] => [
  ...on('listWeaponOwn', () =>
    HttpResponse.json({
      items: weapons()
        .where((w) => (w.owner as { id: number }).id === me().id)
        .map(summaryOf),
    }),
  ),
  ...on('searchWeaponAdmin', ({ request, params }) => {
    const text = compact(String(params.query ?? ''));
    const state = new URL(request.url).searchParams.get('state');
    const found = weapons().where(
      (w) =>
        (!state || w.state === state) &&
        [w.serial, w.model, (w.owner as { name?: string } | undefined)?.name].some((v) =>
          compact(String(v ?? '')).includes(text),
        ),
    );
    return HttpResponse.json(page(request, found.map(summaryOf)));
  }),
  ...on('findWeaponAdminBySerial', ({ params }) => {
    const w = weapons().where((x) => x.serial === String(params.serial).toUpperCase())[0];
    return w ? HttpResponse.json(detailOf(w)) : gone();
  }),
  ...on('findWeaponAdminByItem', ({ params }) => {
    const w = weapons().where((x) => String(x.itemId) === String(params.itemId))[0];
    return w ? HttpResponse.json(detailOf(w)) : gone();
  }),
  ...on('getWeaponAdminDetails', ({ params }) => {
    const w = weapons().get(String(params.weaponId));
    return w ? HttpResponse.json(detailOf(w)) : gone();
  }),
  // The owners are the admin's characters (player/world.ts): an id that names none is a 404.
  ...on('listWeaponAdminByPlayer', ({ params }) =>
    playerOf(params.playerId)
      ? HttpResponse.json({
          items: weapons()
            .where((w) => String((w.owner as { id: number } | undefined)?.id) === String(params.playerId))
            .map(summaryOf),
        })
      : notFound('Diese Person'),
  ),
  ...on('editWeaponAdminState', async ({ request, params }) => {
    const w = weapons().get(String(params.weaponId));
    if (!w) return gone();
    if (w.state === 'destroyed')
      return problem(409, 'Zerstört', 'Eine zerstörte Waffe kann nicht mehr geändert werden.');
    const data = await body(request);
    const state = String(data.state);
    const kind =
      state === 'destroyed'
        ? 'destroyed'
        : state === 'confiscated'
          ? 'confiscated'
          : state === 'stolen'
            ? 'reportedStolen'
            : 'stateChanged';
    w.state = state;
    w.history = [{ at: now(), kind, from: me(), note: data.note }, ...(w.history as unknown[])];
    if (state === 'confiscated')
      Object.assign(w, { location: 'storage', locationLabel: 'Asservatenkammer Mission Row' });
    // Every admin change lands in /acp/logs (issue 27 point 7), "Zerstört" included.
    logAdminAction({
      area: 'weapon',
      right: 'weapon.edit',
      action: `Waffe ${String(w.serial)}: Zustand „${STATE_LABELS[state] ?? state}“`,
      targetPlayer: w.owner as { id: number; name: string } | undefined,
      details: typeof data.note === 'string' && data.note.trim() ? data.note.trim() : undefined,
    });
    return HttpResponse.json(detailOf(w));
  }),
];
