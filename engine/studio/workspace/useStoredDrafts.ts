import { useEffect, useState, type Dispatch, type SetStateAction } from 'react';
import type { KeyValueStore } from '../../data/browserStore';
import { readDrafts, writeDrafts, type Drafts } from './drafts';

/**
 * The studio's drafts, read from the store once and written back on every change. Nothing is written before the
 * read finished (an empty set written first would erase what was stored); the studio stays usable meanwhile, and
 * an edit made during the read is kept over the stored draft of the same file.
 */
export function useStoredDrafts(store: KeyValueStore, legacy: Pick<Storage, 'getItem' | 'removeItem'>): [Drafts, Dispatch<SetStateAction<Drafts>>, boolean] {
  const [drafts, setDrafts] = useState<Drafts>({});
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    let cancelled = false;
    void readDrafts(store, legacy).then((stored) => {
      if (cancelled) return;
      setDrafts((early) => ({ ...stored, ...early }));
      setLoaded(true);
    });
    return () => {
      cancelled = true;
    };
  }, [store, legacy]);
  useEffect(() => {
    if (loaded) writeDrafts(store, drafts).catch(() => undefined);
  }, [store, drafts, loaded]);
  return [drafts, setDrafts, loaded];
}
