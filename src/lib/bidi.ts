// Other people's text inline in a sentence or a joined line ("von Max · 3 Gebote"): wrapped in
// FSI…PDI (first strong isolate … pop directional isolate), so a right-to-left override in a
// name (U+202E) ends with the name instead of flipping the words after it (issue #30). The
// marks are invisible; where the text stands alone in its own element, it needs none.

/** `text` isolated from the text around it, for the bidi algorithm only. */
export const isolateText = (text: string): string => `\u2068${text}\u2069`;
