// German texts of the shared views (pager, lists, tables, search).
export const viewTexts = {
  empty: 'Hier gibt es noch nichts.',
  pager: 'Seiten',
  previous: 'Zurück',
  next: 'Weiter',
  range: (from: number, to: number, total: number) =>
    `${from.toLocaleString('de-DE')}–${to.toLocaleString('de-DE')} von ${total.toLocaleString('de-DE')}`,
  pageOf: (page: number, pages: number) => `Seite ${page} von ${pages}`,
  sortBy: (column: string) => `Nach ${column} sortieren`,
  reasonMissing: 'Bitte gib einen Grund an.',
} as const;
