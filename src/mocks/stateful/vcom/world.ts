// The vcom police world: citizens with licences, vehicles, weapons, records and warrants, the
// one penal catalogue [Bußgeldkatalog] and the tickets issued from it, as store collections
// (src/mocks/stateful/vcom.ts answers from them). Seeded by hand: a tester meets the same
// people every time (Lena_Fischer is wanted, Tom_Becker drives LS 4711).
import { collection, MOCK_REFERENCE_DATE, type Entity } from '../../store';
import type { Json } from '../kit';

export type Row = Entity & Json;

const at = (daysAgo: number) => new Date(MOCK_REFERENCE_DATE.getTime() - daysAgo * 86_400_000).toISOString();

/** The officer every seeded record and ticket names. */
export const SEED_OFFICER = { staffId: 902, name: 'Sam_Wagner', team: 'police', rank: 'Sergeant', badgeNumber: '214' };

/** The police staff a case can be assigned to: the seeded colleagues; the scenario accounts join in cases.ts. */
export const SEED_COLLEAGUES = [
  SEED_OFFICER,
  { staffId: 905, name: 'Karl_Braun', team: 'police', rank: 'Captain', badgeNumber: '12' },
  { staffId: 911, name: 'Nina_Roth', team: 'police', rank: 'Officer', badgeNumber: '377' },
];

const CITIZENS: Array<[string, string, string, string]> = [
  ['Tom_Becker', '5551234', 'Mechaniker', 'Grove Street 12'],
  ['Lena_Fischer', '5559876', 'Taxifahrerin', 'Vinewood Blvd 3'],
  ['Jonas_Weber', '5552468', 'Anwalt', 'Rockford Hills 7'],
  ['Mia_Schulz', '5551357', 'Ärztin', 'Pillbox Hill 21'],
  ['Paul_Hoffmann', '5553690', 'Koch', 'Mirror Park 5'],
  ['Emma_Koch', '5557531', 'Verkäuferin', 'Davis Avenue 44'],
  ['Felix_Richter', '5558642', 'Pilot', 'Sandy Shores 2'],
  ['Sofia_Klein', '5559753', 'Journalistin', 'Del Perro 18'],
  ['Lukas_Wolf', '5551470', 'Arbeitslos', 'Strawberry Ave 9'],
  ['Hannah_Neumann', '5552581', 'Lehrerin', 'Paleto Bay 1'],
];

export const citizens = () =>
  collection<Row>('vcom.citizens', () =>
    CITIZENS.map(([name, phone, job, address], i) => ({
      id: i + 1,
      name,
      birthDate: `19${70 + i * 2}-0${(i % 9) + 1}-1${i % 9}`,
      gender: i % 2 ? 'female' : 'male',
      address,
      phone,
      job,
      wanted: name === 'Lena_Fischer',
      wantedLevel: name === 'Lena_Fischer' ? 3 : 0,
      ...(name === 'Lena_Fischer' ? { wantedReason: 'Bewaffneter Raub am Fleeca-Schalter' } : {}),
      dangerous: name === 'Lukas_Wolf',
      updatedAt: at(10 - i),
    })),
  );

/** [code, law, sectionNumber, title, category, fine, prisonMinutes, points] */
const CRIMES: Array<[string, string, string, string, string, number, number, number]> = [
  ['STVO-3', 'StVO', '§ 3', 'Geschwindigkeitsüberschreitung innerorts', 'traffic', 250, 0, 1],
  ['STVO-5', 'StVO', '§ 5', 'Überholen im Überholverbot', 'traffic', 150, 0, 1],
  ['STVO-12', 'StVO', '§ 12', 'Falschparken', 'traffic', 50, 0, 0],
  ['STVO-24', 'StVO', '§ 24', 'Fahren ohne Fahrerlaubnis', 'traffic', 1500, 10, 3],
  ['STVO-37', 'StVO', '§ 37', 'Rotlichtverstoß', 'traffic', 300, 0, 2],
  ['STGB-123', 'StGB', '§ 123', 'Hausfriedensbruch', 'order', 800, 5, 0],
  ['STGB-223', 'StGB', '§ 223', 'Körperverletzung', 'violence', 2500, 20, 0],
  ['STGB-242', 'StGB', '§ 242', 'Diebstahl', 'property', 1200, 10, 0],
  ['STGB-249', 'StGB', '§ 249', 'Raub', 'property', 5000, 40, 0],
  ['STGB-316', 'StGB', '§ 316', 'Trunkenheit im Verkehr', 'traffic', 2000, 15, 3],
  ['BTMG-29', 'BtMG', '§ 29', 'Besitz von Betäubungsmitteln', 'drugs', 3000, 25, 0],
  ['WAFFG-52', 'WaffG', '§ 52', 'Unerlaubter Waffenbesitz', 'weapons', 4000, 30, 0],
  ['OWIG-118', 'OWiG', '§ 118', 'Belästigung der Allgemeinheit', 'order', 200, 0, 0],
];

export const crimes = () =>
  collection<Row>('vcom.crimes', () =>
    CRIMES.map(([code, law, sectionNumber, title, category, fine, prisonMinutes, points], i) => ({
      id: i + 1,
      code,
      sectionId: 100 + i,
      law,
      sectionNumber,
      title,
      category,
      fine,
      prisonMinutes,
      points,
      licenceSuspended: code === 'STGB-316' || code === 'STVO-24',
      updatedAt: at(90),
    })),
  );

export const crimeRef = (c: Row) => ({ id: c.id, code: c.code, title: c.title });
export const citizenRef = (c: Row) => ({ id: c.id, name: c.name });

export const licences = () =>
  collection<Row>('vcom.licences', () =>
    CITIZENS.flatMap((_, i) => [
      { citizenId: i + 1, type: 'car', status: i === 8 ? 'suspended' : 'valid', points: i % 4, issuedAt: at(400 + i) },
      ...(i % 3 === 0 ? [{ citizenId: i + 1, type: 'weapon', status: 'valid', issuedAt: at(200 + i) }] : []),
      ...(i === 6 ? [{ citizenId: i + 1, type: 'pilot', status: 'valid', issuedAt: at(300) }] : []),
    ]).map((l, n) => ({ id: n + 1, ...l, issuedBy: SEED_OFFICER })),
  );

const MODELS = ['Bravado Buffalo', 'Karin Sultan', 'Vapid Stanier', 'Declasse Rancher', 'Pegassi Bati'];
export const vehicles = () =>
  collection<Row>('vcom.vehicles', () =>
    CITIZENS.slice(0, 8).map(([name], i) => ({
      id: i + 1,
      ownerId: i + 1,
      plate: i === 0 ? 'LS 4711' : `LS ${String(1000 + i * 737).slice(0, 4)}`,
      model: MODELS[i % MODELS.length],
      color: ['#1f2937', '#b91c1c', '#f5f5f4', '#1d4ed8'][i % 4],
      owner: { id: i + 1, name },
      stolen: i === 5,
      wanted: i === 1,
      insured: i !== 4,
    })),
  );

export const weapons = () =>
  collection<Row>('vcom.weapons', () =>
    [0, 3, 6, 9].map((i, n) => ({
      id: n + 1,
      ownerId: i + 1,
      serial: `WP-${String(4200 + n).padStart(6, '0')}`,
      model: ['Pistole .50', 'Revolver', 'Jagdgewehr', 'Pistole'][n],
      owner: { id: i + 1, name: CITIZENS[i]?.[0] },
      status: 'registered',
      registeredAt: at(150 + n),
    })),
  );

export const records = () =>
  collection<Row>('vcom.records', () => {
    const list = crimes().all();
    return [
      [2, 'STGB-242', 40],
      [2, 'STGB-223', 25],
      [9, 'BTMG-29', 60],
      [1, 'STVO-3', 12],
    ].map(([citizenId, code, days], n) => {
      const crime = list.find((c) => c.code === code) as Row;
      return {
        id: n + 1,
        version: 1,
        citizenId,
        citizen: citizenRef(citizens().get(citizenId as number) as Row),
        crime: crimeRef(crime),
        committedAt: at(days as number),
        recordedBy: SEED_OFFICER,
        recordedAt: at(days as number),
        fine: crime.fine,
        prisonMinutes: crime.prisonMinutes,
      };
    });
  });

export const warrants = () =>
  collection<Row>('vcom.warrants', () => [
    {
      id: 1,
      kind: 'arrestWarrant',
      status: 'approved',
      citizen: { id: 2, name: 'Lena_Fischer' },
      reason: 'Dringender Tatverdacht: bewaffneter Raub am Fleeca-Schalter.',
      crimes: [
        crimeRef(
          crimes()
            .all()
            .find((c) => c.code === 'STGB-249') as Row,
        ),
      ],
      requestedBy: SEED_OFFICER,
      requestedAt: at(3),
      decidedBy: { staffId: 905, name: 'Karl_Braun', team: 'police', rank: 'Captain', badgeNumber: '12' },
      decidedAt: at(2),
      validUntil: new Date(MOCK_REFERENCE_DATE.getTime() + 30 * 86_400_000).toISOString(),
    },
  ]);

export const tickets = () =>
  collection<Row>('vcom.tickets', () => {
    const speeding = crimes()
      .all()
      .find((c) => c.code === 'STVO-3') as Row;
    return [
      {
        id: 1,
        ticketNumber: 'T-2026-00041',
        citizen: { id: 1, name: 'Tom_Becker' },
        issuedBy: SEED_OFFICER,
        issuedAt: at(5),
        location: 'Grove Street',
        plate: 'LS 4711',
        offences: [{ crime: crimeRef(speeding), fine: speeding.fine, points: speeding.points }],
        totalFine: speeding.fine,
        totalPoints: speeding.points,
        status: 'open',
        dueAt: at(-9),
      },
    ];
  });
