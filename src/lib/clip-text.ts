// Text from other people shortened for a row of a list: a name or title may be one
// 100,000-character word, and wrapping such a word costs the browser time that grows with the
// square of its length (with a kerned font every break point needs the line shaped again: the
// dispatch board and the admin log took 45 s to show). A row shows the start; the opened entry
// shows all of it.

/** Rows show at most this many characters of one text. */
export const ROW_TEXT_MAX = 160;

/** `text` cut after `max` characters (never inside a surrogate pair), with an ellipsis. */
export function clipText(text: string, max = ROW_TEXT_MAX): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  // A high surrogate at the end would leave half an emoji.
  const whole = /[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut;
  return `${whole}…`;
}

/** A word at least this long is wrapped without kerning where it shows whole. */
const LONG_WORD = /\S{500}/;

/**
 * `'none'` when one of `texts` holds a very long word, for `fontKerning` on the element that
 * shows them whole (a detail view): without kerning every character is a safe place to break,
 * so wrapping takes linear time (100,000 characters: milliseconds instead of a minute). Normal
 * text keeps its kerning.
 */
export const kerningFor = (...texts: readonly (string | null | undefined)[]): 'none' | undefined =>
  texts.some((text) => !!text && LONG_WORD.test(text)) ? 'none' : undefined;
