import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import { manifest } from 'virtual:screens';
import type { RecordLookup } from '../../core/definition/commands';
import { useLocation } from 'wouter';
import { useSession } from '../../auth/SessionProvider';
import { useAccess } from '../../ui/AccessContext';
import { useAppDefinition } from '../../ui/AppDefinitionContext';
import { paletteEntries, permittedLookups, readRecent, recentEntries, recentOwner, rememberRecent, type PaletteEntry, type PaletteRoute } from '../menu/palette';
import type { MenuPage } from '../menu/types';
import { paletteData } from './paletteData';

const NONE: never[] = [];

/**
 * The page search's suggestions for the signed-in user (menu pages, other pages, page buttons), their recent
 * pages, newest first (every page the user opens becomes their most recent one), the record searches they
 * may run, and `prepare`, which fetches the page buttons and record searches if they are not in yet (they join
 * the suggestions when they arrive).
 */
export function usePalette(menuPages: readonly MenuPage[]): { entries: PaletteEntry[]; recent: PaletteEntry[]; lookups: RecordLookup[]; prepare(): void } {
  const access = useAccess();
  const app = useAppDefinition();
  const session = useSession();
  const [path] = useLocation();
  const data = useSyncExternalStore(paletteData.subscribe, paletteData.loaded);
  const commands = data?.commands ?? NONE;
  const lookups = data?.lookups ?? NONE;
  const titles = data?.titles;
  const user = recentOwner(session);

  const entries = useMemo(() => {
    // The user menu's titles ("Meu Perfil") before the screens' own.
    const routes: PaletteRoute[] = [
      ...app.userMenu.map((entry) => ({ route: entry.route, title: entry.label, permission: null, icon: entry.icon ?? null })),
      // The pages outside the menu, once their titles are here (with the page buttons).
      ...manifest.flatMap((entry) => (titles && Object.hasOwn(titles, entry.id) ? [{ ...entry, title: titles[entry.id] }] : [])),
    ];
    return paletteEntries(menuPages, routes, commands, access.can);
  }, [menuPages, app, access, commands, titles]);

  // The menu's pages are remembered by the frame (useRememberVisits) from the first screen on; this adds the other
  // pages the search offers, once its code is here.
  useEffect(() => {
    if (user && entries.some((entry) => entry.url.split('?')[0] === path)) rememberRecent(window.localStorage, user, path);
  }, [user, path, entries]);
  // Read again on every move (the page being left has just become the most recent); the page on display is not offered.
  const recent = useMemo(
    () => (user ? recentEntries(entries, readRecent(window.localStorage, user).filter((url) => url !== path)) : []),
    [entries, user, path],
  );
  const allowedLookups = useMemo(() => permittedLookups(lookups, access.can), [access, lookups]);
  // A failed fetch leaves the pages alone; the next focus asks again.
  const prepare = useCallback(() => void paletteData.load().catch(() => undefined), []);
  return { entries, recent, lookups: allowedLookups, prepare };
}
