/**
 * The shape of menu.json as the shell reads it. Declared here (structurally, not imported from the
 * generated types) so the pure menu functions depend only on the fields they use.
 */

/** Kinds of menu node: a heading, an expandable entry, an app page, an external link, a separator. */
export type MenuNodeType = 'group' | 'collapse' | 'item' | 'link' | 'divider';

/** One node of menu.json. */
export interface MenuNode {
  /** Unique id; shortcuts keep these ids. */
  id: string;
  /** pt-BR title. */
  title?: string;
  type: MenuNodeType;
  /** Blueprint icon name. */
  icon?: string | null;
  /** App route (item) or external address (link). */
  url?: string | null;
  /** Permission key; null or absent = every signed-in user. */
  permission?: string | null;
  children?: MenuNode[];
}

/** An item reachable from the menu, flattened for search, shortcuts and the home page. */
export interface MenuPage {
  id: string;
  title: string;
  url: string;
  icon: string | null;
  /** Titles of the groups / collapses above it, outermost first. */
  trail: string[];
}

/** Permission check the filters use (an `Access['can']`). */
export type CanOpen = (key: string | null | undefined) => boolean;
