import { createContext, useContext } from 'react';
import type { DraftStore } from '../data/draftStore';

/** The signed-in user's drafts (the session provider fills it); null without a user (no drafts kept). */
export const DraftsContext = createContext<DraftStore | null>(null);

/** The signed-in user's drafts, or null. */
export function useDrafts(): DraftStore | null {
  return useContext(DraftsContext);
}
