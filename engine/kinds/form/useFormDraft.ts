import { useCallback, useEffect, useState } from 'react';
import type { Row } from '../../core/dataProvider';
import type { Draft, DraftStore } from '../../data/draftStore';
import { useDrafts } from '../../ui/DraftsContext';

/** A draft found when the form opened, waiting for the user's choice. */
export interface DraftOffer {
  /** When it was written (ISO instant). */
  savedAt: string;
  /** Puts the draft's data in the form. */
  restore(): void;
  /** Deletes the draft and keeps the form as loaded. */
  discard(): void;
}

/** What the form controller gets from its draft. */
export interface FormDraft {
  /** The draft to offer, or null (none, same as the record, or already answered). */
  offer: DraftOffer | null;
  /** Deletes the draft (after a successful save). */
  clear(): void;
}

interface Checked {
  key: string;
  store: DraftStore | null;
  offer: Draft | null;
}

/**
 * Keeps the form's data as a draft of the signed-in user while it has unsaved changes, written on every
 * change (a crash loses nothing typed), deleted once the data matches the record again or is saved.
 * When the form is ready (record loaded, or a new record's defaults), a draft left by an earlier visit
 * that differs from the record is offered first; nothing is written until the user restores or discards it.
 */
export function useFormDraft(args: {
  /** The form and record (`<screen id>:<record id or "new">`). */
  key: string;
  /** Whether the form holds what it will show (the loaded record or the defaults). */
  ready: boolean;
  formData: Row;
  isDirty: boolean;
  /** Whether `data` is what the form has loaded (then there is nothing to offer). */
  matchesBaseline(data: Row): boolean;
  /** Puts data in the form. */
  apply(data: Row): void;
}): FormDraft {
  const drafts = useDrafts();
  const { key, ready, formData, isDirty, matchesBaseline, apply } = args;
  const [checked, setChecked] = useState<Checked | null>(null);
  // The stored draft is read once per record, when the form is ready (adjusted during render). The store
  // is the one of that moment: after another user signs in, this form writes to no one's drafts.
  if (ready && checked?.key !== key) {
    const stored = drafts?.read(key) ?? null;
    setChecked({ key, store: drafts, offer: stored && !matchesBaseline(stored.data) ? stored : null });
  }
  const store = checked && checked.key === key && checked.store === drafts ? checked.store : null;
  const offered = store ? checked!.offer : null;

  useEffect(() => {
    if (!store || offered) return;
    if (isDirty) store.write(key, formData);
    else store.remove(key);
  }, [store, offered, key, formData, isDirty]);

  const answer = useCallback(
    (data: Row | null) => {
      setChecked((current) => (current ? { ...current, offer: null } : current));
      if (data) apply(data);
      else store?.remove(key);
    },
    [apply, store, key],
  );
  const clear = useCallback(() => store?.remove(key), [store, key]);

  return {
    offer: offered ? { savedAt: offered.savedAt, restore: () => answer(offered.data), discard: () => answer(null) } : null,
    clear,
  };
}
