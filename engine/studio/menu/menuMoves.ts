/**
 * The menu tree editor's moves over menu.json's value: an entry moves up or down inside its group, or to the
 * end of the previous or next group. Pure functions over a copy, so the editor writes the result as a draft.
 */

export interface MenuNode {
  id?: string;
  title?: string;
  type: string;
  url?: string;
  permission?: string | null;
  children?: MenuNode[];
  [key: string]: unknown;
}

export interface MenuValue {
  items: MenuNode[];
  [key: string]: unknown;
}

/** Where an entry sits: its group's index among the top-level nodes and its index in the group. */
export interface MenuPlace {
  group: number;
  index: number;
}

/** The place of an entry, by id. */
export function placeOf(menu: MenuValue, id: string): MenuPlace | null {
  for (const [group, node] of menu.items.entries()) {
    const index = (node.children ?? []).findIndex((child) => child.id === id);
    if (index >= 0) return { group, index };
  }
  return null;
}

/** The menu with the entry at `place` moved: `up`/`down` inside its group, `previous`/`next` to another group. */
export function moveEntry(menu: MenuValue, place: MenuPlace, direction: 'up' | 'down' | 'previous' | 'next'): MenuValue {
  const copy = structuredClone(menu);
  const groups = copy.items;
  const children = groups[place.group].children ?? [];
  const [entry] = children.splice(place.index, 1);
  if (!entry) return menu;
  if (direction === 'up' || direction === 'down') {
    const target = Math.max(0, Math.min(children.length, place.index + (direction === 'up' ? -1 : 1)));
    children.splice(target, 0, entry);
    return copy;
  }
  const step = direction === 'previous' ? -1 : 1;
  let target = place.group + step;
  while (target >= 0 && target < groups.length && !Array.isArray(groups[target].children)) target += step;
  if (target < 0 || target >= groups.length) return menu;
  groups[target].children!.push(entry);
  return copy;
}

/** The menu with one entry's properties changed (`null` removes a permission, as the format allows). */
export function updateEntry(menu: MenuValue, id: string, change: Partial<MenuNode>): MenuValue {
  const copy = structuredClone(menu);
  const place = placeOf(copy, id);
  if (!place) return menu;
  Object.assign(copy.items[place.group].children![place.index], change);
  return copy;
}
