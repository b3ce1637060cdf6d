// The sub-paragraph texts being edited, keyed by id, against the loaded tree. A
// draft equal to the saved text is no change. Drafts survive a failed save.
import { useMemo, useState } from 'react';
import type { ServerRuleSubParagraph } from '../../../api/generated/model/serverRuleSubParagraph';
import type { ServerRulesetTree } from '../../../api/generated/model/serverRulesetTree';

export const SUB_MAX = 4000;

export function useSubDrafts(tree: ServerRulesetTree | undefined) {
  const [drafts, setDrafts] = useState<Record<number, string>>({});
  const subs = useMemo(() => {
    const map = new Map<number, ServerRuleSubParagraph>();
    for (const p of tree?.paragraphs ?? []) for (const s of p.subParagraphs) map.set(s.id, s);
    return map;
  }, [tree]);
  const changed = Object.entries(drafts)
    .map(([id, text]) => ({ sub: subs.get(Number(id)), text }))
    .filter((c): c is { sub: ServerRuleSubParagraph; text: string } => !!c.sub && c.sub.text !== c.text);
  return {
    changed,
    textOf: (sub: ServerRuleSubParagraph) => drafts[sub.id] ?? sub.text,
    isChanged: (sub: ServerRuleSubParagraph) => drafts[sub.id] !== undefined && drafts[sub.id] !== sub.text,
    set: (id: number, text: string) => setDrafts((d) => ({ ...d, [id]: text })),
    clear: () => setDrafts({}),
  };
}

export type SubDrafts = ReturnType<typeof useSubDrafts>;

/** German message per changed sub-paragraph whose text is not valid. */
export function validateChanges(
  changes: Array<{ sub: ServerRuleSubParagraph; text: string }>,
  messages: {
    required: string;
    tooLong: string;
  },
): Record<number, string> {
  const errors: Record<number, string> = {};
  for (const { sub, text } of changes) {
    if (text.trim().length === 0) errors[sub.id] = messages.required;
    else if (text.length > SUB_MAX) errors[sub.id] = messages.tooLong;
  }
  return errors;
}
