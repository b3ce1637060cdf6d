// Text search without a server: case and accents ignored ("Fuhrerschein" finds
// "Führerschein"), every word of the query must occur.
export const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase('de');

/** The folded words of a query. */
export function words(query: string): string[] {
  return fold(query).split(/\s+/).filter(Boolean);
}

/** True when `haystack` contains every word of the query (an empty query matches everything). */
export function matchesAll(haystack: string, query: string): boolean {
  const folded = fold(haystack);
  return words(query).every((w) => folded.includes(w));
}
