import { NAV_INDENT } from '../layout/layout.machine';
import type { CanOpen, MenuNode, MenuPage } from './types';

/** The menu search shows at most this many suggestions (spec section 9). */
export const MENU_SEARCH_LIMIT = 10;

const CONTAINER_TYPES = new Set(['group', 'collapse']);

/**
 * The menu the user may see: an item or link shows only if the user holds its key; a group or
 * collapse shows only if it keeps at least one visible item or link (and its own key, if any, is held);
 * dividers never start or end a list and never repeat.
 */
export function filterMenu(nodes: readonly MenuNode[], can: CanOpen): MenuNode[] {
  const kept: MenuNode[] = [];
  for (const node of nodes) {
    if (node.type === 'divider') {
      kept.push(node);
      continue;
    }
    if (!can(node.permission ?? null)) continue;
    if (CONTAINER_TYPES.has(node.type)) {
      const children = filterMenu(node.children ?? [], can);
      if (children.some((child) => child.type !== 'divider')) kept.push({ ...node, children });
      continue;
    }
    kept.push(node);
  }
  return collapseDividers(kept);
}

// A divider only separates: drop the ones at the ends and any that follow another divider.
function collapseDividers(nodes: MenuNode[]): MenuNode[] {
  const out: MenuNode[] = [];
  for (const node of nodes) {
    if (node.type === 'divider' && (out.length === 0 || out[out.length - 1].type === 'divider')) continue;
    out.push(node);
  }
  while (out.length > 0 && out[out.length - 1].type === 'divider') out.pop();
  return out;
}

/** Every app page (`item` with a url) of a menu tree, in menu order, with the titles above it. */
export function flattenPages(nodes: readonly MenuNode[], trail: string[] = []): MenuPage[] {
  const pages: MenuPage[] = [];
  for (const node of nodes) {
    if (node.type === 'item' && node.url) {
      pages.push({ id: node.id, title: node.title ?? node.id, url: node.url, icon: node.icon ?? null, trail });
    }
    if (node.children?.length) {
      pages.push(...flattenPages(node.children, node.title ? [...trail, node.title] : trail));
    }
  }
  return pages;
}

/** Lower case without accents, so "Gestão" and "gestao" compare equal. */
export function normalizeText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}+/gu, '').toLowerCase().trim();
}

/**
 * Pages whose title contains the query, ignoring accents and case; titles that start with the query
 * come first, then menu order. An empty query finds nothing.
 */
export function searchPages<Page extends MenuPage>(pages: readonly Page[], query: string, limit = MENU_SEARCH_LIMIT): Page[] {
  const needle = normalizeText(query);
  if (!needle) return [];
  const starts: Page[] = [];
  const contains: Page[] = [];
  for (const page of pages) {
    const title = normalizeText(page.title);
    if (title.startsWith(needle)) starts.push(page);
    else if (title.includes(needle)) contains.push(page);
  }
  return [...starts, ...contains].slice(0, limit);
}

/** Pathname part of a menu url (menu urls may carry a query string). */
function pathOf(url: string): string {
  return url.split(/[?#]/)[0].replace(/\/+$/, '') || '/';
}

/**
 * The id of the page the location belongs to: the exact url, or else the longest url the location
 * continues (`/cx/gestao-aluno/12` belongs to `/cx/gestao-aluno`); null when none.
 */
export function activePageId(pages: readonly MenuPage[], location: string): string | null {
  const here = pathOf(location);
  let best: MenuPage | null = null;
  for (const page of pages) {
    const path = pathOf(page.url);
    const matches = here === path || (path !== '/' && here.startsWith(`${path}/`));
    if (matches && (!best || path.length > pathOf(best.url).length)) best = page;
  }
  return best?.id ?? null;
}

/** Ids of the nodes that contain the node `id` (outermost first); empty when it is top level or absent. */
export function ancestorIds(nodes: readonly MenuNode[], id: string): string[] {
  for (const node of nodes) {
    if (node.id === id) return [];
    if (node.children?.length) {
      const below = ancestorIds(node.children, id);
      if (below.length > 0 || node.children.some((child) => child.id === id)) return [node.id, ...below];
    }
  }
  return [];
}

/**
 * Left padding (px) of a menu entry at a nesting level: top-level entries sit at a small base, nested
 * ones at 28 + 16 per level, never more than 80.
 */
export function navIndent(level: number): number {
  if (level <= 0) return NAV_INDENT.topLevel;
  return Math.min(NAV_INDENT.base + NAV_INDENT.step * level, NAV_INDENT.max);
}
