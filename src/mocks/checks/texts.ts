// German texts of the check layer's refusals (403, 404, 422). The field messages follow the
// wording of the form layer (src/components/form/texts.ts), so a message reads the same whether
// the form or the mock backend found the problem; the limits come from the generated validators.
import type { TeamKey } from '../../api/generated/model/teamKey';

const n = (value: number) => value.toLocaleString('de-DE');

/** "A", "A oder B", "A, B oder C" */
const either = (items: readonly string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} oder ${items.at(-1) ?? ''}`;

/** The teams of the contract's TeamKey; `satisfies` makes a new key a compile error here. */
const TEAM_NAMES = {
  police: 'Polizei',
  medic: 'Rettungsdienst',
  justice: 'Justiz',
  dispatch: 'Leitstelle',
  fire: 'Feuerwehr',
  government: 'Regierung',
  other: 'Sonstige',
} satisfies Record<TeamKey, string>;

const teamName = (team: string) => (TEAM_NAMES as Record<string, string>)[team] ?? team;

export const checkTexts = {
  invalidTitle: 'Eingabe ungültig',
  invalidDetail: 'Bitte überprüfe deine Eingaben.',
  badRequestTitle: 'Anfrage ungültig',
  badJson: 'Der Inhalt der Anfrage ist kein gültiges JSON.',
  notFoundTitle: 'Nicht gefunden',
  unknownId: (value: string) => `Diesen Eintrag gibt es nicht (mehr): nichts mit der Nummer „${value}“.`,
  badId: (value: string) => `Diesen Eintrag gibt es nicht: „${value}“ ist keine gültige Nummer.`,
  forbiddenTitle: 'Keine Berechtigung',
  missingAcpRight: (right: string) => `Dafür fehlt dir das ACP-Recht „${right}“.`,
  missingMemberRight: (right: string) => `Dafür fehlt dir hier das Recht „${right}“.`,
  termsTitle: 'Bedingungen nicht akzeptiert',
  termsNotAccepted:
    'Die Bedingungen für Teammitglieder haben sich geändert. Bitte lies und akzeptiere die neue Fassung, bevor du im Admin-Panel etwas änderst.',
  notYours: 'Das darfst du nur bei deinen eigenen Einträgen.',
  notInCrimeFaction: 'Das sehen nur Mitglieder einer Gang.',
  missingTeamRight: (teams: readonly string[], right?: string) =>
    `Dafür brauchst du ein nicht gesperrtes Konto bei ${either(teams.map(teamName))}` +
    (right ? ` mit dem Recht „${right}“.` : '.'),

  required: 'Bitte ausfüllen.',
  tooShort: (min: number, length: number) => `Mindestens ${n(min)} Zeichen (jetzt ${n(length)}).`,
  tooLong: (max: number, length: number) => `Höchstens ${n(max)} Zeichen (jetzt ${n(length)}).`,
  tooFew: (min: number) => (min === 1 ? 'Bitte mindestens einen Eintrag wählen.' : `Mindestens ${n(min)} Einträge.`),
  tooMany: (max: number) => `Höchstens ${n(max)} Einträge.`,
  tooSmall: (min: number, inclusive: boolean) => (inclusive ? `Mindestens ${n(min)}.` : `Mehr als ${n(min)}.`),
  tooBig: (max: number, inclusive: boolean) => (inclusive ? `Höchstens ${n(max)}.` : `Weniger als ${n(max)}.`),
  number: 'Bitte eine Zahl angeben.',
  integer: 'Bitte eine ganze Zahl angeben.',
  dateTime: 'Bitte ein gültiges Datum mit Uhrzeit angeben.',
  date: 'Bitte ein gültiges Datum angeben (JJJJ-MM-TT).',
  boolean: 'Bitte true oder false angeben.',
  invalidQueryDetail: 'Bitte überprüfe die Angaben in der Adresse der Anfrage.',
  format: 'Das Format stimmt nicht.',
  choice: (allowed: readonly unknown[]) =>
    allowed.length > 0 && allowed.length <= 8
      ? `Bitte einen der angebotenen Werte wählen (${allowed.map(String).join(', ')}).`
      : 'Bitte einen der angebotenen Werte wählen.',
} as const;
