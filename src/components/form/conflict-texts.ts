// German texts of the conflict dialog (./conflict-dialog.tsx), apart from the form layer's texts:
// only the screens that edit a versioned document load them.
/** The conflict dialog (a 412: the document was saved by someone else since the edit began). */
export const conflictTexts = {
  title: 'Inzwischen geändert',
  body: 'Jemand hat gespeichert, während du bearbeitet hast. Vergleiche beide Fassungen: Deine Eingaben gehen nicht verloren.',
  theirs: (version: number) => `Gespeicherte Fassung (Version ${version})`,
  yours: 'Deine Fassung',
  field: 'Feld',
  keepMine: 'Meine Fassung speichern',
  takeTheirs: 'Gespeicherte Fassung übernehmen',
  backToEdit: 'Weiter bearbeiten',
  close: 'Schließen',
  empty: '(leer)',
  yes: 'Ja',
  no: 'Nein',
} as const;
