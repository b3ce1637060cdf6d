// The vcad mock world: departments, unit types, units, calls, logs, alerts, codes, staff and
// fleet as store collections, seeded for a busy evening (src/mocks/stateful/vcad.ts answers from them).
import { faker } from '@faker-js/faker/locale/de';
import { collection, MOCK_REFERENCE_DATE, type Entity } from '../../store';
import { me, type Json } from '../kit';

export type Row = Entity & Json;
export const ME_UNIT_CALLSIGN = 'ADAM-12';
/** One event of the evening every 2 s: the board's poll finds a change almost every time. */
export const TICK_MS = 2000;

export const DEPARTMENTS = [
  {
    name: 'Los Santos Police Department',
    shortName: 'LSPD',
    kind: 'police',
    color: '#1d4ed8',
    // The busy evening the board is measured with (npm run bench:vcad): ≥ 60 units, ≥ 40 open calls.
    units: 64,
    dispatched: false,
  },
  {
    name: 'Los Santos Medical Services',
    shortName: 'LSMD',
    kind: 'medic',
    color: '#dc2626',
    units: 10,
    dispatched: true,
  },
  {
    name: 'Los Santos Fire Department',
    shortName: 'LSFD',
    kind: 'fire',
    color: '#ea580c',
    units: 8,
    dispatched: false,
  },
] as const;

/**
 * A department still being set up: not active, no unit types, fleet, staff, units or calls yet
 * (the evening brings it no emergencies). The one department the administration may delete.
 */
export const IDLE_DEPARTMENT = {
  name: 'Blaine County Sheriff Office',
  shortName: 'BCSO',
  kind: 'sheriff',
  color: '#a16207',
  active: false,
} as const;

export const UNIT_TYPES: Record<string, Array<[string, string, string, number]>> = {
  police: [
    ['Streifenwagen', 'FuStW', 'ADAM', 2],
    ['Motorrad', 'Krad', 'MARY', 1],
    ['Zivilfahrzeug', 'Zivil', 'LINCOLN', 2],
  ],
  medic: [
    ['Rettungswagen', 'RTW', 'MEDIC', 2],
    ['Notarzteinsatzfahrzeug', 'NEF', 'DOC', 1],
  ],
  fire: [
    ['Löschfahrzeug', 'LF', 'ENGINE', 6],
    ['Drehleiter', 'DLK', 'LADDER', 3],
  ],
};

export const STATUS_CODES = [
  ['1', 'Einsatzbereit über Funk', 'available', '#16a34a', false],
  ['2', 'Einsatzbereit auf Wache', 'available', '#15803d', false],
  ['3', 'Einsatz übernommen', 'enroute', '#ca8a04', true],
  ['4', 'Am Einsatzort', 'onscene', '#dc2626', true],
  ['5', 'Sprechwunsch', 'busy', '#7c3aed', false],
  ['6', 'Nicht einsatzbereit', 'busy', '#6b7280', false],
  ['7', 'Patient aufgenommen', 'busy', '#0891b2', true],
  ['8', 'Am Transportziel', 'busy', '#0e7490', true],
] as const;

/** The standard APCO ten-codes with their German meanings. */
export const TEN_CODES: Array<[string, string, string]> = [
  ['10-1', 'Schlechter Empfang', 'info'],
  ['10-2', 'Guter Empfang', 'info'],
  ['10-3', 'Funkstille', 'request'],
  ['10-4', 'Verstanden', 'info'],
  ['10-5', 'Nachricht weiterleiten', 'request'],
  ['10-6', 'Beschäftigt', 'status'],
  ['10-7', 'Außer Dienst', 'status'],
  ['10-8', 'Im Dienst, einsatzbereit', 'status'],
  ['10-9', 'Bitte wiederholen', 'request'],
  ['10-10', 'Schlägerei im Gange', 'info'],
  ['10-11', 'Tier-Einsatz', 'info'],
  ['10-12', 'Bitte warten', 'request'],
  ['10-13', 'Wetter- und Straßenlage', 'info'],
  ['10-14', 'Herumtreiber gemeldet', 'info'],
  ['10-15', 'Unruhen', 'info'],
  ['10-16', 'Häuslicher Streit', 'info'],
  ['10-17', 'Mitteiler treffen', 'request'],
  ['10-18', 'Dringend erledigen', 'request'],
  ['10-19', 'Zurück zur Wache', 'status'],
  ['10-20', 'Standort', 'request'],
  ['10-21', 'Telefonisch melden', 'request'],
  ['10-22', 'Vorherige Meldung ignorieren', 'info'],
  ['10-23', 'Am Einsatzort eingetroffen', 'status'],
  ['10-24', 'Auftrag erledigt', 'status'],
  ['10-25', 'Persönlich melden', 'request'],
  ['10-26', 'Person festgehalten', 'status'],
  ['10-27', 'Führerscheinabfrage', 'request'],
  ['10-28', 'Halterabfrage', 'request'],
  ['10-29', 'Fahndungsabfrage', 'request'],
  ['10-30', 'Unnötiger Funkverkehr', 'info'],
  ['10-31', 'Straftat im Gange', 'emergency'],
  ['10-32', 'Person mit Schusswaffe', 'emergency'],
  ['10-33', 'Notfall, Funk freihalten', 'emergency'],
  ['10-34', 'Aufruhr', 'emergency'],
  ['10-35', 'Schwere Straftat', 'emergency'],
  ['10-36', 'Uhrzeit', 'request'],
  ['10-37', 'Verdächtiges Fahrzeug', 'info'],
  ['10-38', 'Kontrolle eines verdächtigen Fahrzeugs', 'status'],
  ['10-39', 'Mit Sonderrechten anfahren', 'request'],
  ['10-40', 'Ohne Sonderrechte anfahren', 'request'],
  ['10-41', 'Dienstbeginn', 'status'],
  ['10-42', 'Dienstende', 'status'],
  ['10-50', 'Verkehrsunfall', 'info'],
  ['10-52', 'Rettungswagen benötigt', 'emergency'],
  ['10-55', 'Alkoholisierter Fahrer', 'info'],
  ['10-57', 'Unfallflucht', 'info'],
  ['10-97', 'Am Einsatzort', 'status'],
  ['10-98', 'Einsatz beendet', 'status'],
  ['10-99', 'Beamter in Not', 'emergency'],
];

export const CALLS: Array<[string, string, string]> = [
  [
    'trafficAccident',
    'Unfall mit Verletzten',
    'Zwei Fahrzeuge beteiligt, eine Person leicht verletzt, Fahrbahn blockiert.',
  ],
  [
    'burglary',
    'Einbruch in Juweliergeschäft',
    'Alarmanlage ausgelöst, Mitteiler sah zwei Personen mit Taschen flüchten.',
  ],
  ['fight', 'Schlägerei vor dem Nachtclub', 'Etwa fünf Beteiligte, eine Person am Boden.'],
  ['unconsciousPerson', 'Person bewusstlos auf Gehweg', 'Atmung vorhanden, nicht ansprechbar.'],
  ['fire', 'Fahrzeugbrand auf dem Highway', 'PKW brennt am Seitenstreifen, Rauchentwicklung.'],
  ['disturbance', 'Laute Musik in Wohnanlage', 'Nachbarn beschweren sich seit einer Stunde.'],
  ['robbery', 'Überfall auf Tankstelle', 'Täter bewaffnet, flüchtig in dunklem SUV.'],
  ['suspiciousPerson', 'Verdächtige Person am Hafen', 'Person schaut in geparkte Autos.'],
];
export const STREETS = [
  'Vinewood Boulevard',
  'Strawberry Avenue',
  'Grove Street',
  'Alta Street',
  'Del Perro Pier',
  'Mirror Park Boulevard',
  'Route 68',
  'Palomino Avenue',
];

/** German names of a call's fields, for the history line of a change. */
export const FIELD_NAMES: Record<string, string> = {
  type: 'Einsatzart',
  priority: 'Priorität',
  title: 'Stichwort',
  description: 'Lage',
  location: 'Ort',
  caller: 'Mitteiler',
};

export const nowMs = () => Date.now();
/** The change time of the seeded world: before any change the user or the evening makes. */
export const BASE = MOCK_REFERENCE_DATE.getTime();
/** The item at `i`, counted round the list (the lists here are fixed and never empty). */
export const at = <T>(list: readonly T[], i: number): T => list[i % list.length] as T;
export const iso = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');
/** A name part as the contract's character names spell it (one capital, then small letters,
 * umlauts kept): faker's "René" or "Kúhnert" lose their accents, anything else takes `fallback`. */
const namePart = (raw: string, fallback: string) => {
  const plain = raw
    .normalize('NFD')
    .replace(/[\u0300-\u0307\u0309-\u036f]/g, '')
    .normalize('NFC');
  return /^[A-ZÄÖÜ][a-zäöüß]{1,19}$/.test(plain) ? plain : fallback;
};
export const person = () => ({
  id: faker.number.int({ min: 1000, max: 99999 }),
  name: `${namePart(faker.person.firstName(), 'Alex')}_${namePart(faker.person.lastName(), 'Schmidt')}`,
});
export const location = () => ({
  street: `${faker.helpers.arrayElement(STREETS)} ${faker.number.int({ min: 1, max: 200 })}`,
  postal: String(faker.number.int({ min: 1000, max: 9999 })),
  x: faker.number.float({ min: -3000, max: 3000, fractionDigits: 1 }),
  y: faker.number.float({ min: -3000, max: 7000, fractionDigits: 1 }),
});
export const refOf = (d: Row) => ({ id: d.id, shortName: d.shortName, color: d.color });
/** Internal fields start with `_` and never leave the mock. */
export const pub = (row: Row): Json => Object.fromEntries(Object.entries(row).filter(([k]) => !k.startsWith('_')));

const settingsOf = (kind: string) => ({
  unitsMayCreateCalls: true,
  selfDispatchWithoutDispatcher: true,
  requireVehicle: false,
  maxUnitMembers: kind === 'fire' ? 6 : 2,
  autoOffdutyMinutes: 60,
  defaultStatusCode: '2',
  panicTone: true,
});

export const departments = () =>
  collection<Row>('vcad-departments', () => [
    ...DEPARTMENTS.map(({ units: _u, dispatched: _d, ...d }, i) => ({
      ...d,
      teamId: i + 1,
      active: true,
      _settings: settingsOf(d.kind),
    })),
    // Last, so the busy departments keep their ids (1-3) and order.
    { ...IDLE_DEPARTMENT, _settings: settingsOf(IDLE_DEPARTMENT.kind) },
  ]);

export const unitTypes = () =>
  collection<Row>('vcad-unit-types', () =>
    DEPARTMENTS.flatMap((d, i) =>
      (UNIT_TYPES[d.kind] ?? []).map(([name, shortName, callsignPrefix, seats]) => ({
        departmentId: i + 1,
        name,
        shortName,
        callsignPrefix,
        seats,
        active: true,
      })),
    ),
  );

export const typesOf = (departmentId: unknown) => unitTypes().where((t) => t.departmentId === Number(departmentId));

export const units = () =>
  collection<Row>('vcad-units', () => {
    const start = nowMs();
    const out: Row[] = [];
    DEPARTMENTS.forEach((d, i) => {
      const dept = { id: i + 1, shortName: d.shortName, color: d.color };
      const types = UNIT_TYPES[d.kind] ?? [];
      // Unit type ids follow UNIT_TYPES in department order (the unit-types collection numbers them so).
      const firstType = DEPARTMENTS.slice(0, i).reduce((n, x) => n + (UNIT_TYPES[x.kind]?.length ?? 0), 1);
      for (let n = 0; n < d.units; n++) {
        const [typeName, , prefix, seats] = types[n % types.length] ?? ['Streifenwagen', '', 'ADAM', 2];
        const mine = i === 0 && n === 0;
        const code = mine ? '2' : faker.helpers.arrayElement(['1', '1', '2', '2', '6']);
        out.push({
          id: 0,
          callsign: mine ? ME_UNIT_CALLSIGN : `${prefix}-${20 + n}`,
          department: dept,
          unitTypeId: firstType + (n % types.length),
          unitTypeName: typeName,
          state: STATUS_CODES.find(([c]) => c === code)?.[2] ?? 'available',
          statusCode: code,
          members: mine ? [me()] : Array.from({ length: Math.min(2, seats) }, person),
          plate: `LS ${String(1000 + out.length * 37).slice(-4)}`,
          location: location(),
          stateSince: iso(start - faker.number.int({ min: 60, max: 3000 }) * 1000),
          onDutySince: iso(start - faker.number.int({ min: 3600, max: 4 * 3600 }) * 1000),
          _changed: BASE,
          _mine: mine,
        });
      }
    });
    return out;
  });

/** Open calls of each department (in DEPARTMENTS order) on the evening; the evening keeps them coming. */
export const OPEN_CALLS = [44, 8, 6] as const;
const CLOSED_CALLS = 12;

export const calls = () =>
  collection<Row>('vcad-calls', () => {
    const start = nowMs();
    const open = OPEN_CALLS.flatMap((count, departmentIndex) => Array.from({ length: count }, () => departmentIndex));
    const closedDepartments = Array.from({ length: CLOSED_CALLS }, (_, n) => n % DEPARTMENTS.length);
    const all = [...open, ...closedDepartments];
    return all.map((departmentIndex, n) => {
      const [type, title, description] = at(CALLS, n);
      const d = at(DEPARTMENTS, departmentIndex);
      const closed = n >= open.length;
      // Open calls came in over the last two hours, the closed ones before.
      const createdMs = start - (closed ? 7200 + (n - open.length) * 400 : 60 + n * 120) * 1000;
      return {
        number: `E-2026-${String(1200 + all.length - n).padStart(5, '0')}`,
        department: { id: departmentIndex + 1, shortName: d.shortName, color: d.color },
        type,
        priority: faker.helpers.arrayElement(['low', 'normal', 'normal', 'high', 'critical']),
        state: closed ? 'closed' : 'pending',
        title,
        description,
        location: location(),
        caller: { name: `${faker.person.firstName()} ${faker.person.lastName()}` },
        createdBy: person(),
        createdByRole: faker.helpers.arrayElement(['dispatcher', 'unit', 'system']),
        createdAt: iso(createdMs),
        // Half a minute before the world began at the latest: a seeded call is never stamped "now".
        updatedAt: iso(Math.min(createdMs + 60_000, start - 30_000)),
        ...(closed
          ? {
              closedAt: iso(createdMs + 1800_000),
              outcome: faker.helpers.arrayElement(['resolved', 'arrest', 'noAction', 'transport']),
            }
          : {}),
        units: [],
        _changed: BASE,
        _closed: closed ? createdMs + 1800_000 : undefined,
      };
    });
  });

export const callLog = () => collection<Row>('vcad-call-log', () => []);
export const statusLog = () => collection<Row>('vcad-status-log', () => []);
export const alerts = () => collection<Row>('vcad-alerts', () => []);
export const dispatchers = () =>
  collection<Row>('vcad-dispatchers', () =>
    DEPARTMENTS.flatMap((d, i) =>
      d.dispatched ? [{ player: person(), departmentId: i + 1, since: iso(nowMs() - 5400_000) }] : [],
    ),
  );
export const tenCodes = () =>
  collection<Row>('vcad-ten-codes', () =>
    TEN_CODES.map(([code, meaning, category], order) => ({ code, meaning, category, order })),
  );
export const statusCodes = () =>
  collection<Row>('vcad-status-codes', () =>
    STATUS_CODES.map(([code, label, state, color, requiresCall], order) => ({
      code,
      label,
      state,
      color,
      requiresCall,
      order,
    })),
  );
export const generalSettings = () =>
  collection<Row>('vcad-general', () => [
    {
      callTypes: CALLS.map(([t]) => t).concat('trafficStop', 'other'),
      autoCloseCallsAfterMinutes: 120,
      keepClosedCallsDays: 30,
      showPostals: true,
      alertTones: true,
    },
  ]);
export const sim = () => collection<Row>('vcad-sim', () => [{ startedAt: nowMs(), tick: 0, stamp: 0 }]);

/** Each department's fleet: vehicle ids 1..15 of the vehicle register, five per department. */
export const fleet = () =>
  collection<Row>('vcad-vehicles', () =>
    DEPARTMENTS.flatMap((d, i) =>
      Array.from({ length: 5 }, (_x, n) => ({
        vehicleId: i * 5 + n + 1,
        departmentId: i + 1,
        plate: `LS ${String(4100 + i * 10 + n)}`,
        model: at(FLEET_MODELS[d.kind] ?? ['Vapid Police Cruiser'], n),
        label: `Wagen ${n + 1}`,
        state: n === 4 ? 'maintenance' : 'available',
      })),
    ),
  );
export const FLEET_MODELS: Record<string, string[]> = {
  police: ['Vapid Police Cruiser', 'Bravado Buffalo Interceptor'],
  medic: ['Brute Ambulance'],
  fire: ['MTL Firetruck'],
};
export const vehicleJson = ({ id: _id, ...v }: Row) => v;

/** Off-duty staff of each department (the on-duty ones are the units' members). */
export const reserve = () =>
  collection<Row>('vcad-staff', () =>
    DEPARTMENTS.flatMap((_, i) =>
      Array.from({ length: 5 }, (_x, n) => ({
        player: person(),
        departmentId: i + 1,
        role: n === 0 ? 'supervisor' : 'field',
        badgeNumber: String(2000 + i * 100 + n),
        onDuty: false,
        addedAt: iso(Date.parse('2026-06-01T18:00:00Z') + n * 86_400_000),
      })),
    ),
  );

/** The staff of a department: the units' members (on duty) and the reserve, on duty first. */
export function staffOf(departmentId: unknown): Json[] {
  const id = Number(departmentId);
  const onDuty = new Set<number>();
  const active = units()
    .where((u) => (u.department as Json).id === id && u.state !== 'offduty')
    .flatMap((u) =>
      (u.members as Json[]).map((player) => {
        onDuty.add(player.id as number);
        return {
          player,
          departmentId: id,
          role: 'field',
          callsign: u.callsign,
          onDuty: true,
          addedAt: '2026-03-01T18:00:00Z',
        };
      }),
    );
  const rest = reserve()
    .where((m) => m.departmentId === id && !onDuty.has((m.player as Json).id as number))
    .map(pub);
  return [...active, ...rest];
}
