/**
 * Drafts kept in this browser (localStorage): they survive a reload, a sign-out and a 401, since the session
 * clears only its own keys. Each draft remembers the hash of the file it was opened from, so a save can tell
 * the server which version the edit started from (a file changed on disk since is refused with 409).
 */
import { textHash } from '../../core/definition/overrides';

const STORAGE_KEY = 'backoffice.studio.drafts';

/** One draft: its text and the hash of the text it started from. */
export interface Draft {
  text: string;
  base: string;
}

export type Drafts = Record<string, Draft>;

/** The drafts stored in `storage` (an empty set when absent or unreadable). */
export function readDrafts(storage: Pick<Storage, 'getItem'>): Drafts {
  try {
    const value = JSON.parse(storage.getItem(STORAGE_KEY) ?? '{}') as unknown;
    if (!value || typeof value !== 'object') return {};
    return Object.fromEntries(
      Object.entries(value as Record<string, Partial<Draft>>).filter(([, draft]) => typeof draft?.text === 'string' && typeof draft.base === 'string'),
    ) as Drafts;
  } catch {
    return {};
  }
}

/** Stores the drafts (removing the key when there are none). */
export function writeDrafts(storage: Pick<Storage, 'setItem' | 'removeItem'>, drafts: Drafts): void {
  if (Object.keys(drafts).length) storage.setItem(STORAGE_KEY, JSON.stringify(drafts));
  else storage.removeItem(STORAGE_KEY);
}

/** The drafts after an edit of `path` from `original`: an edit back to the original removes the draft. */
export function withEdit(drafts: Drafts, path: string, text: string, original: string): Drafts {
  const next = { ...drafts };
  if (text === original) delete next[path];
  else next[path] = { text, base: drafts[path]?.base ?? textHash(original) };
  return next;
}
