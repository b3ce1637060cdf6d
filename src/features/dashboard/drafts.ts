// Drafts of posts and replies in localStorage (lib/storage): kept while typing and
// removed only once the server accepted them, so a failed request or a reload loses nothing.
import { defineKey, type StoredKey } from '../../lib/storage';

export interface PostDraft {
  title: string;
  text: string;
}

// A draft is checked for its shape only, never for length: a draft over the contract's limits
// is what the user typed, and the form says what is too long. (Checking the length here threw
// the whole draft away at the 121st title character.) lib/storage caps what it reads anyway.
const text = (raw: unknown) => (typeof raw === 'string' ? raw : undefined);

function parsePostDraft(raw: unknown): PostDraft | undefined {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return undefined;
  const r = raw as Record<string, unknown>;
  const title = text(r.title ?? '');
  const body = text(r.text ?? '');
  return title !== undefined && body !== undefined ? { title, text: body } : undefined;
}

export const emptyPostDraft: PostDraft = { title: '', text: '' };
export const postDraftKey = defineKey<PostDraft>('draft.dashboard.post', emptyPostDraft, parsePostDraft);

const replyKeys = new Map<number, StoredKey<string>>();

/** The draft of a reply to post `postId` (one key per post). */
export function replyDraftKey(postId: number): StoredKey<string> {
  let key = replyKeys.get(postId);
  if (!key) {
    key = defineKey(`draft.dashboard.reply.${postId}`, '', text);
    replyKeys.set(postId, key);
  }
  return key;
}
