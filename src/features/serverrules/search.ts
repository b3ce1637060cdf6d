// Search within a ruleset: a paragraph matches when its number, title or any
// sub-paragraph contains every word of the query (case and accents ignored).
import type { ServerRuleTreeParagraph } from '../../api/generated/model/serverRuleTreeParagraph';
import { fold, words } from '../../lib/text-search';

export function matchParagraphs(paragraphs: ServerRuleTreeParagraph[], query: string): ServerRuleTreeParagraph[] {
  const needles = words(query);
  if (needles.length === 0) return paragraphs;
  return paragraphs.filter((p) => {
    const haystack = fold([p.number, p.title, ...p.subParagraphs.map((s) => `${s.number} ${s.text}`)].join(' '));
    return needles.every((w) => haystack.includes(w));
  });
}

/** Splits `text` into parts, marking those that match a word of the query. */
export function highlightParts(text: string, query: string): Array<{ text: string; hit: boolean }> {
  const needles = words(query);
  if (needles.length === 0) return [{ text, hit: false }];
  const folded = fold(text);
  const marks = new Array<boolean>(text.length).fill(false);
  for (const w of needles) {
    for (let i = folded.indexOf(w); i !== -1; i = folded.indexOf(w, i + 1)) marks.fill(true, i, i + w.length);
  }
  const parts: Array<{ text: string; hit: boolean }> = [];
  for (let i = 0; i < text.length; i++) {
    const last = parts[parts.length - 1];
    if (last && last.hit === marks[i]) last.text += text[i];
    else parts.push({ text: text[i] ?? '', hit: marks[i] ?? false });
  }
  return parts;
}
