import { useMemo, useSyncExternalStore } from 'react';
import type { ManifestEntry } from 'virtual:screens';
import { liveOverrides } from '../core/definition/overrides';

/**
 * The public or the private routes: the build's (`built`), or those of the definitions saved in the studio since
 * (routes added or renamed).
 */
export function useRouteEntries(built: readonly ManifestEntry[], which: 'public' | 'private'): readonly ManifestEntry[] {
  const saved = useSyncExternalStore(liveOverrides.subscribe, () => liveOverrides.current()?.manifest);
  return useMemo(() => (saved ? saved.filter((entry) => Boolean(entry.public) === (which === 'public')) : built), [saved, built, which]);
}
