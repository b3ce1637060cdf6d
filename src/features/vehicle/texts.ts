// German texts of the vehicle area [Fahrzeuge].
import type { VehicleAccessEntryKind } from '../../api/generated/model/vehicleAccessEntryKind';
import type { VehicleGarageKind } from '../../api/generated/model/vehicleGarageKind';
import type { VehicleState } from '../../api/generated/model/vehicleState';
import type { VehicleView } from './search-params';

const n = (value: number) => value.toLocaleString('de-DE');

export const vehicleTexts = {
  title: 'Fahrzeuge',
  intro: 'Deine Fahrzeuge mit Zustand, Garage und Schlüsseln, dazu die Buslinien der Stadt.',
  views: { label: 'Ansicht', mine: 'Meine Fahrzeuge', bus: 'Buslinien', search: 'Kennzeichen suchen' } satisfies Record<
    VehicleView | 'label',
    string
  >,
  empty: 'Du hast noch kein Fahrzeug.',
  state: {
    parked: 'Eingeparkt',
    spawned: 'Unterwegs',
    impounded: 'Abgeschleppt',
    destroyed: 'Zerstört',
  } satisfies Record<VehicleState, string>,
  garage: 'Garage',
  noGarage: 'keine Garage',
  fuel: 'Tank',
  damage: 'Schaden',
  percent: (value: number) => `${n(value)} %`,
  /** The vehicle's name in headings and dialogs. */
  name: (model: string, plate: string) => `${model} (${plate})`,
  show: 'Details',
  hide: 'Schließen',
  detail: {
    condition: 'Zustand',
    engine: 'Motor',
    body: 'Karosserie',
    mileage: 'Kilometerstand',
    km: (value: number) => `${n(value)} km`,
    trunk: 'Kofferraum',
    kg: (value: number) => `${n(value)} kg`,
    locked: 'Abgeschlossen',
    yes: 'ja',
    no: 'nein',
    color: 'Farbe',
    registered: 'Zugelassen am',
    lastUsed: 'Zuletzt gefahren',
    never: 'noch nie',
  },
  access: {
    heading: 'Zugriff',
    intro: 'Wer einen Schlüssel hat, darf das Fahrzeug fahren und abschließen.',
    kind: { owner: 'Halter', key: 'Schlüssel' } satisfies Record<VehicleAccessEntryKind, string>,
    since: (date: string) => `seit ${date}`,
    revoke: 'Schlüssel abnehmen',
    revokeFor: (name: string) => `Schlüssel abnehmen: ${name}`,
    confirmRevoke: (name: string, vehicle: string) => `${name} den Schlüssel für ${vehicle} abnehmen?`,
    confirmRevokeBody:
      'Die Person kann das Fahrzeug danach nicht mehr fahren. Du kannst ihr später wieder einen geben.',
    revoked: (name: string) => `${name} hat keinen Schlüssel mehr.`,
    onlyOwner: 'Bisher hast nur du einen Schlüssel.',
    grantHeading: 'Schlüssel geben',
    person: 'Person',
    grant: 'Schlüssel geben',
    granted: (name: string) => `${name} hat jetzt einen Schlüssel.`,
    pickFirst: 'Bitte wähle zuerst eine Person.',
    hasKey: 'hat schon einen Schlüssel',
  },
  park: {
    heading: 'Einparken',
    intro: 'Das Fahrzeug wird in die gewählte Garage gestellt; ist es unterwegs, verschwindet es von der Straße.',
    garage: 'Garage',
    choose: 'Garage wählen',
    free: (free: number, capacity: number) => `${n(free)} von ${n(capacity)} Plätzen frei`,
    full: 'voll',
    kind: {
      public: 'öffentlich',
      impound: 'Abschlepphof',
      factory: 'Firma',
      team: 'Fraktion',
      house: 'Haus',
    } satisfies Record<VehicleGarageKind, string>,
    submit: 'Einparken',
    parked: (vehicle: string, garage: string) => `${vehicle} steht jetzt in der ${garage}.`,
    pickFirst: 'Bitte wähle eine Garage.',
    impounded: 'Das Fahrzeug steht auf dem Abschlepphof. Hol es dort im Spiel ab.',
    destroyed: 'Das Fahrzeug ist zerstört und kann nicht einparken.',
  },
  bus: {
    empty: 'Zurzeit fährt keine Buslinie.',
    line: (number: number) => `Linie ${number}`,
    every: (minutes: number) => `alle ${n(minutes)} Minuten`,
    buses: (count: number) =>
      count === 0 ? 'gerade kein Bus unterwegs' : count === 1 ? '1 Bus unterwegs' : `${n(count)} Busse unterwegs`,
    stops: (count: number) => (count === 1 ? '1 Haltestelle' : `${n(count)} Haltestellen`),
    showStops: 'Haltestellen zeigen',
    hideStops: 'Haltestellen ausblenden',
    stopsOf: (name: string) => `Haltestellen der Linie ${name}`,
  },
  search: {
    label: 'Kennzeichen oder Modell',
    placeholder: 'z. B. LS 4821 oder Sultan',
    hint: 'Gib ein Kennzeichen oder ein Modell ein.',
    none: (q: string) => `Kein Fahrzeug passt zu „${q}“.`,
    results: 'Gefundene Fahrzeuge',
    plate: 'Kennzeichen',
    model: 'Modell',
    owner: 'Halter',
    state: 'Status',
    unknownOwner: 'unbekannt',
  },
  cancel: 'Abbrechen',
} as const;
