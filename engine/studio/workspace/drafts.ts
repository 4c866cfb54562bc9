/**
 * Drafts kept in this browser (IndexedDB): they survive a reload, a sign-out and a 401, since the session clears
 * only its own localStorage keys. Each draft remembers the hash of the file it was opened from, so a save can tell
 * the server which version the edit started from (a file changed on disk since is refused with 409).
 */
import { textHash } from '../../core/definition/overridesDiff';
import type { KeyValueStore } from '../../data/browserStore';

/** The IndexedDB key of the drafts. */
const STORE_KEY = 'drafts';
/** Where earlier versions kept the drafts (localStorage): read once, moved to IndexedDB, then removed. */
export const LEGACY_STORAGE_KEY = 'backoffice.studio.drafts';

/** One draft: its text and the hash of the text it started from. */
export interface Draft {
  text: string;
  base: string;
}

export type Drafts = Record<string, Draft>;

/** The well-formed drafts of a stored value (an empty set when absent or unreadable). */
function draftsOf(value: unknown): Drafts {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
  return Object.fromEntries(
    Object.entries(value as Record<string, Partial<Draft>>).filter(([, draft]) => typeof draft?.text === 'string' && typeof draft.base === 'string'),
  ) as Drafts;
}

/** The drafts of the old localStorage key (an empty set when absent or unreadable). */
function legacyDrafts(legacy: Pick<Storage, 'getItem'>): Drafts {
  try {
    return draftsOf(JSON.parse(legacy.getItem(LEGACY_STORAGE_KEY) ?? '{}'));
  } catch {
    return {};
  }
}

/**
 * The stored drafts. Drafts still under the old localStorage key join them (a draft already in IndexedDB wins:
 * it is the newer), are written to IndexedDB, and only then is the old key removed, so a failed write loses none.
 * A store that cannot be read (IndexedDB refused) gives the legacy drafts alone.
 */
export async function readDrafts(store: KeyValueStore, legacy: Pick<Storage, 'getItem' | 'removeItem'>): Promise<Drafts> {
  let stored: Drafts;
  try {
    stored = draftsOf(await store.get(STORE_KEY));
  } catch {
    return legacyDrafts(legacy);
  }
  const old = legacyDrafts(legacy);
  if (legacy.getItem(LEGACY_STORAGE_KEY) === null) return stored;
  const merged = { ...old, ...stored };
  try {
    await writeDrafts(store, merged);
    legacy.removeItem(LEGACY_STORAGE_KEY);
  } catch {
    // The old key stays for the next start.
  }
  return merged;
}

/** Stores the drafts (removing the entry when there are none). */
export async function writeDrafts(store: KeyValueStore, drafts: Drafts): Promise<void> {
  if (Object.keys(drafts).length) await store.set(STORE_KEY, drafts);
  else await store.del(STORE_KEY);
}

/** The drafts after an edit of `path` from `original`: an edit back to the original removes the draft. */
export function withEdit(drafts: Drafts, path: string, text: string, original: string): Drafts {
  const next = { ...drafts };
  if (text === original) delete next[path];
  else next[path] = { text, base: drafts[path]?.base ?? textHash(original) };
  return next;
}
