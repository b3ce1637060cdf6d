// German texts of the common area.
export const commonTexts = {
  title: 'Adminprotokoll',
  intro: 'Hier entsteht der Bereich „Adminprotokoll“.',
  empty: 'Hier gibt es noch nichts.',
} as const;
