import { useMemo } from 'react';
import { useLocation } from 'wouter';
import { activePageId, ancestorIds } from '../menu/menuTree';
import type { MenuNode, MenuPage } from '../menu/types';

/** The menu page the current location belongs to, and the containers above it. */
export function useActivePage(nodes: readonly MenuNode[], pages: readonly MenuPage[]): { activeId: string | null; activePath: ReadonlySet<string> } {
  const [location] = useLocation();
  return useMemo(() => {
    const activeId = activePageId(pages, location);
    return { activeId, activePath: new Set(activeId ? ancestorIds(nodes, activeId) : []) };
  }, [nodes, pages, location]);
}
