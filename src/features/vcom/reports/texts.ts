// German texts of the police reports [Einsatzberichte] (issue 24 point 4): ?view=reports with
// ?tab=<status> (the filter), ?item=<id> (the opened report) and ?new=1 (the form).
import type { VcomPoliceReportKind } from '../../../api/generated/model/vcomPoliceReportKind';
import type { VcomPoliceReportStatus } from '../../../api/generated/model/vcomPoliceReportStatus';

export const reportTexts = {
  heading: 'Einsatzberichte',
  filter: 'Status',
  all: 'Alle',
  mine: 'Nur meine',
  empty: 'Keine Berichte.',
  list: 'Berichte',
  write: 'Bericht schreiben',
  open: (title: string) => `Bericht „${title}“ öffnen`,
  status: {
    draft: 'Entwurf',
    submitted: 'eingereicht',
    reviewed: 'geprüft',
  } satisfies Record<VcomPoliceReportStatus, string>,
  kinds: {
    incident: 'Einsatz',
    arrest: 'Festnahme',
    accident: 'Unfall',
    patrol: 'Streife',
    useOfForce: 'Zwangsmaßnahme',
    other: 'Sonstiges',
  } satisfies Record<VcomPoliceReportKind, string>,
  // the detail
  back: 'Zurück zur Liste',
  author: 'Verfasser',
  createdAt: 'Angelegt am',
  submittedAt: 'Eingereicht am',
  occurredAt: 'Einsatzzeit',
  location: 'Ort',
  case: 'Akte',
  openCase: (id: number) => `Akte ${id} öffnen`,
  citizens: 'Beteiligte Personen',
  edit: 'Bearbeiten',
  submit: 'Einreichen',
  submitTitle: 'Bericht einreichen?',
  submitBody: 'Ein eingereichter Bericht kann nicht mehr geändert werden.',
  submitted: 'Der Bericht wurde eingereicht.',
  remove: 'Entwurf löschen',
  removeTitle: (title: string) => `Entwurf „${title}“ löschen?`,
  removeBody: 'Der Entwurf wird endgültig gelöscht.',
  removed: 'Der Entwurf wurde gelöscht.',
  cancel: 'Abbrechen',
  notOwn: 'Nur der Verfasser ändert oder reicht seinen Entwurf ein.',
  locked: 'Der Bericht wurde inzwischen eingereicht und wird nicht mehr geändert. Dein Text steht noch im Formular.',
  // history
  history: 'Verlauf',
  showHistory: 'Verlauf anzeigen',
  historyEmpty: 'Noch keine Einträge.',
  // the form
  newHeading: 'Neuer Bericht',
  editHeading: 'Bericht bearbeiten',
  kind: 'Art',
  title: 'Titel',
  text: 'Berichtstext',
  occurredAtField: 'Einsatzzeit (Datum und Uhrzeit)',
  caseId: 'Aktennummer (ID)',
  citizensField: 'Beteiligte Personen',
  findCitizen: 'Name, Telefon oder Kennzeichen',
  addCitizen: (name: string) => `${name} verknüpfen`,
  removeCitizen: (name: string) => `${name} entfernen`,
  save: 'Entwurf speichern',
  saving: 'Wird gespeichert …',
  created: 'Der Entwurf wurde gespeichert.',
  saved: 'Der Bericht wurde gespeichert.',
  draftKept: 'Was du schreibst, bleibt als Entwurf erhalten, auch nach einem Neuladen oder einer Abmeldung.',
  badCaseId: 'Bitte gib die Nummer einer Akte als Zahl ein.',
  futureTime: 'Die Einsatzzeit darf nicht in der Zukunft liegen.',
  // the conflict (412): both versions side by side
  conflictTitle: 'Der Bericht wurde inzwischen geändert',
  conflictBody:
    'Jemand hat den Bericht gespeichert, während du ihn bearbeitet hast. Vergleiche beide Fassungen: Deine geht nicht verloren.',
  theirsShown: (version: number) =>
    `Die gespeicherte Fassung ist Version ${version}. Dein Text steht unverändert im Formular; beim Speichern gilt er gegen diese Fassung.`,
};
