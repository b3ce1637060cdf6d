// German texts of the butlerv area.
export const butlervTexts = {
  title: 'Rollenabgleich',
  intro: 'Hier entsteht der Bereich „Rollenabgleich“.',
  empty: 'Hier gibt es noch nichts.',
} as const;
