import type { Row } from '../core/dataProvider';

/** What a form left in the browser while it had unsaved changes. */
export interface Draft {
  /** When it was written (ISO instant). */
  savedAt: string;
  /** The form's data (never the session: the token lives under its own key and is not form data). */
  data: Row;
}

/** The drafts of one signed-in user, by form and record. */
export interface DraftStore {
  read(key: string): Draft | null;
  write(key: string, data: Row): void;
  remove(key: string): void;
}

/** The part of the Web Storage API the drafts use (tests pass an in-memory one). */
type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const PREFIX = 'draft:v1';

/**
 * Drafts kept in `storage` (localStorage in the app) under `draft:v1:<user>:<form>:<record>`: per user, so
 * another account signed in on the same browser never sees (nor overwrites) them, and they outlive a crash,
 * a reload and a sign-out. A full or refused storage loses the draft, never the form.
 */
export function createDraftStore(storage: DraftStorage, userId: string, now: () => Date = () => new Date()): DraftStore {
  const keyOf = (key: string) => `${PREFIX}:${userId}:${key}`;
  return {
    read(key) {
      try {
        const parsed = JSON.parse(storage.getItem(keyOf(key)) ?? 'null') as Partial<Draft> | null;
        if (!parsed || typeof parsed.savedAt !== 'string' || !parsed.data || typeof parsed.data !== 'object' || Array.isArray(parsed.data)) return null;
        return { savedAt: parsed.savedAt, data: parsed.data };
      } catch {
        return null;
      }
    },
    write(key, data) {
      try {
        storage.setItem(keyOf(key), JSON.stringify({ savedAt: now().toISOString(), data }));
      } catch {
        // Quota exceeded or storage refused: the form keeps working, only without a draft.
      }
    },
    remove(key) {
      try {
        storage.removeItem(keyOf(key));
      } catch {
        // Nothing to do: a storage that refuses to remove refused to store as well.
      }
    },
  };
}
