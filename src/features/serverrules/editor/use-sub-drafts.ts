// The sub-paragraph texts being edited, keyed by id, against the loaded tree. A
// draft equal to the saved text is no change. Drafts survive a failed save. The batch
// body is checked by the contract's validator; a text past its limit says so while typing.
// Each draft holds the version its edit began from (`base`): the batch sends that, not the
// version a refetched tree shows, so a save elsewhere meets a 409 instead of being overwritten.
import { useMemo, useState } from 'react';
import type { ServerRuleSubParagraph } from '../../../api/generated/model/serverRuleSubParagraph';
import type { ServerRulesetTree } from '../../../api/generated/model/serverRulesetTree';
import type { ServerRuleSubParagraphBatch } from '../../../api/generated/model/serverRuleSubParagraphBatch';
import { SaveChangedSubParagraphsBody } from '../../../api/generated/zod/serverrules/serverrules.zod';
import { contractMessages, LIVE_KINDS, type FieldMessage } from '../../../components/form/contract-messages';
import { problemFieldErrors } from '../../../components/form/server-errors';
import { editorTexts as t } from '../texts';

type Change = { sub: ServerRuleSubParagraph; text: string; base: number };
type Draft = { text: string; base: number };

/** The batch body of the changes (texts trimmed), in their order. */
export const batchOf = (changes: Change[]): ServerRuleSubParagraphBatch => ({
  items: changes.map(({ sub, text, base }) => ({ id: sub.id, text: text.trim(), order: sub.order, version: base })),
});

/** The contract's message per changed sub-paragraph id whose text breaks a rule. */
function messagesOf(changes: Change[]): Map<number, FieldMessage> {
  const found = contractMessages(SaveChangedSubParagraphsBody, batchOf(changes), {
    'items.*.text': { required: t.textRequired },
  });
  const out = new Map<number, FieldMessage>();
  for (const [path, message] of Object.entries(found)) {
    const index = /^items\.(\d+)\.text$/.exec(path)?.[1];
    const change = index === undefined ? undefined : changes[Number(index)];
    if (change) out.set(change.sub.id, message);
  }
  return out;
}

export function useSubDrafts(tree: ServerRulesetTree | undefined) {
  const [drafts, setDrafts] = useState<Record<number, Draft>>({});
  /** A 422's messages by sub-paragraph id, with the text they judged: they hold until it changes. */
  const [server, setServer] = useState<Record<number, { message: string; text: string }>>({});
  const subs = useMemo(() => {
    const map = new Map<number, ServerRuleSubParagraph>();
    for (const p of tree?.paragraphs ?? []) for (const s of p.subParagraphs) map.set(s.id, s);
    return map;
  }, [tree]);
  const changed = Object.entries(drafts)
    .map(([id, { text, base }]) => ({ sub: subs.get(Number(id)), text, base }))
    .filter((c): c is Change => !!c.sub && c.sub.text !== c.text);
  const textOf = (sub: ServerRuleSubParagraph) => drafts[sub.id]?.text ?? sub.text;
  const messages = messagesOf(changed);
  return {
    changed,
    textOf,
    isChanged: (sub: ServerRuleSubParagraph) => drafts[sub.id] !== undefined && drafts[sub.id]?.text !== sub.text,
    /** The message under a sub-paragraph: a text past its limit at once, the rest once `shown` (after a save). */
    messageOf: (sub: ServerRuleSubParagraph, shown: boolean) => {
      const said = server[sub.id];
      if (said && said.text === textOf(sub)) return said.message;
      const found = messages.get(sub.id);
      return found && (shown || LIVE_KINDS.has(found.kind)) ? found.message : undefined;
    },
    set: (id: number, text: string) =>
      setDrafts((d) => ({ ...d, [id]: { text, base: d[id]?.base ?? subs.get(id)?.version ?? 0 } })),
    /** The edit of `id` goes on from `version` (a conflict merged by hand or kept): its next save names it. */
    rebase: (id: number, version: number) =>
      setDrafts((d) => (d[id] ? { ...d, [id]: { ...d[id], base: version } } : d)),
    /** Gives up the draft of `id` (saved, or the saved text taken instead). */
    drop: (id: number) =>
      setDrafts((d) => {
        const { [id]: _dropped, ...rest } = d;
        return rest;
      }),
    clear: () => setDrafts({}),
    /** Puts a 422's messages ("items.2.text") under their sub-paragraphs; false when none matched. */
    applyServerErrors: (error: unknown) => {
      const next: Record<number, { message: string; text: string }> = {};
      for (const { path, message } of problemFieldErrors(error)) {
        const index = /^items\.(\d+)(\.text)?$/.exec(path)?.[1];
        const change = index === undefined ? undefined : changed[Number(index)];
        if (change) next[change.sub.id] ??= { message, text: change.text };
      }
      setServer(next);
      return Object.keys(next).length > 0;
    },
  };
}

export type SubDrafts = ReturnType<typeof useSubDrafts>;

/** German message per changed sub-paragraph whose text breaks the contract (nothing is sent then). */
export function validateChanges(changes: Change[]): Record<number, string> {
  return Object.fromEntries([...messagesOf(changes)].map(([id, { message }]) => [id, message]));
}
