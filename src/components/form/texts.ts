// German messages of the form layer: what a contract rule says about a field, in words a
// player understands. The limits in them come from the generated validators, never from here.
const n = (value: number) => value.toLocaleString('de-DE');

export const formTexts = {
  required: 'Bitte ausfüllen.',
  tooShort: (min: number, length: number) => `Mindestens ${n(min)} Zeichen (jetzt ${n(length)}).`,
  tooLong: (max: number, length: number) => `Höchstens ${n(max)} Zeichen (jetzt ${n(length)}).`,
  tooFew: (min: number) => (min === 1 ? 'Bitte mindestens einen Eintrag wählen.' : `Mindestens ${n(min)} Einträge.`),
  tooMany: (max: number) => `Höchstens ${n(max)} Einträge.`,
  tooSmall: (min: number) => `Mindestens ${n(min)}.`,
  tooBig: (max: number) => `Höchstens ${n(max)}.`,
  dateTime: 'Bitte ein gültiges Datum mit Uhrzeit angeben.',
  format: 'Das Format stimmt nicht.',
  choice: 'Bitte einen der angebotenen Werte wählen.',
} as const;
