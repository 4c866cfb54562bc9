/**
 * Where each list was left: its query (filters, sort, page, page size — the list keeps them in its URL) and
 * the page's scroll, by list path. A form or detail screen that returns to a list by its bare route
 * ("/marketing/cupom" after Salvar, Cancelar or a removal) returns to it as the user left it. Kept for the
 * tab's life only: a new session starts every list afresh.
 */
interface ListPlace {
  search: string;
  scrollY: number;
}

const places = new Map<string, ListPlace>();

/** Records where the list at `path` is: its query now, and the scroll when given. */
export function rememberListPlace(path: string, search: string, scrollY?: number): void {
  const known = places.get(path);
  places.set(path, { search, scrollY: scrollY ?? (known?.search === search ? known.scrollY : 0) });
}

/** The scroll to restore when the list at `path` opens again with the query it was left with. */
export function rememberedScroll(path: string, search: string): number {
  const known = places.get(path);
  return known && known.search === search ? known.scrollY : 0;
}

/** `target` with the query its list was left with, when it is a bare list path the user has been on. */
export function returnToList(target: string): string {
  if (target.includes('?')) return target;
  const known = places.get(target);
  return known?.search ? `${target}?${known.search}` : target;
}

/** Whether the list at `path` opens with the very query it was left with in this tab (a return, not a new link). */
export function isRememberedPlace(path: string, search: string): boolean {
  return places.get(path)?.search === search;
}
