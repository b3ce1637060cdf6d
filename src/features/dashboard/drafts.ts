// Drafts of posts and replies in localStorage: kept while typing and removed only once the
// server accepted them, so a failed request or a reload loses nothing. A draft is checked for
// its shape only, never for length (components/form/draft).
import { defineDraft, draftShape } from '../../components/form/draft';
import { defineKey, type StoredKey } from '../../lib/storage';

export type PostDraft = { title: string; text: string };
export type ReplyDraft = { text: string };

export const emptyPostDraft: PostDraft = { title: '', text: '' };
export const postDraftKey = defineDraft('draft.dashboard.post', emptyPostDraft);

const emptyReply: ReplyDraft = { text: '' };
const replyShape = draftShape(emptyReply);
/** A reply draft; one stored by an earlier version as a bare string is kept too. */
const parseReply = (raw: unknown) => (typeof raw === 'string' ? { text: raw } : replyShape(raw));

const replyKeys = new Map<number, StoredKey<ReplyDraft>>();

/** The draft of a reply to post `postId` (one key per post). */
export function replyDraftKey(postId: number): StoredKey<ReplyDraft> {
  let key = replyKeys.get(postId);
  if (!key) {
    key = defineKey(`draft.dashboard.reply.${postId}`, emptyReply, parseReply);
    replyKeys.set(postId, key);
  }
  return key;
}
