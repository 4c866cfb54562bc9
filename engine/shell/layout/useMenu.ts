import { useMemo, useSyncExternalStore } from 'react';
import { menu } from 'virtual:screens/menu';
import { liveOverrides } from '../../core/definition/overrides';
import { useAccess } from '../../ui/AccessContext';
import { filterMenu, flattenPages } from '../menu/menuTree';
import type { MenuNode, MenuPage } from '../menu/types';

const ALL_NODES: readonly MenuNode[] = (menu as { items: MenuNode[] }).items;

/** The menu the signed-in user may see, and its pages flattened (for search, shortcuts and home). */
export function useMenu(): { nodes: MenuNode[]; pages: MenuPage[] } {
  const access = useAccess();
  // A menu saved in the definition studio while the app runs replaces the built one.
  const saved = useSyncExternalStore(liveOverrides.subscribe, () => liveOverrides.current()?.menu);
  return useMemo(() => {
    const nodes = filterMenu(saved ? (saved as { items: MenuNode[] }).items : ALL_NODES, access.can);
    return { nodes, pages: flattenPages(nodes) };
  }, [access, saved]);
}
