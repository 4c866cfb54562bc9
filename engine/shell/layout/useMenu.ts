import { useMemo } from 'react';
import { menu } from 'virtual:screens/menu';
import { useAccess } from '../../ui/AccessContext';
import { filterMenu, flattenPages } from '../menu/menuTree';
import type { MenuNode, MenuPage } from '../menu/types';

const ALL_NODES: readonly MenuNode[] = (menu as { items: MenuNode[] }).items;

/** The menu the signed-in user may see, and its pages flattened (for search, shortcuts and home). */
export function useMenu(): { nodes: MenuNode[]; pages: MenuPage[] } {
  const access = useAccess();
  return useMemo(() => {
    const nodes = filterMenu(ALL_NODES, access.can);
    return { nodes, pages: flattenPages(nodes) };
  }, [access]);
}
