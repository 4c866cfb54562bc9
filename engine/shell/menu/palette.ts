import type { PaletteCommand, RecordLookup } from '../../core/definition/commands';
import type { CanOpen, MenuPage } from './types';
import type { SessionView } from '../../auth/sessionView';

/** What a page-search suggestion is: a page (of the menu or not), a page button, or a record found by a lookup. */
export type PaletteKind = 'page' | 'action' | 'record';

/** One suggestion of the page search (Ctrl+K). */
export interface PaletteEntry extends MenuPage {
  kind: PaletteKind;
}

/** A route of the app as the palette needs it (a manifest entry with its title, or a user-menu entry). */
export interface PaletteRoute {
  route: string;
  title: string;
  permission: string | null;
  icon?: string | null;
  /** Routes for guests or open to all are not pages of the back-office. */
  guestOnly?: boolean;
  public?: boolean;
}

const pathOf = (url: string) => url.split('?')[0];

/**
 * Every suggestion the signed-in user may open: the menu's pages first (in menu order), then the other routes
 * without parameters they hold the key of (dashboards and pages outside the menu, profile, password), then the
 * lists' page buttons ("Novo cupom") whose keys they hold. One suggestion per address.
 */
export function paletteEntries(
  menuPages: readonly MenuPage[],
  routes: readonly PaletteRoute[],
  commands: readonly PaletteCommand[],
  can: CanOpen,
): PaletteEntry[] {
  const taken = new Set(menuPages.map((page) => pathOf(page.url)));
  const entries: PaletteEntry[] = menuPages.map((page) => ({ ...page, kind: 'page' }));
  for (const route of routes) {
    if (route.guestOnly || route.public || route.route.includes(':') || route.route.includes('{')) continue;
    if (taken.has(route.route) || !can(route.permission)) continue;
    taken.add(route.route);
    entries.push({ id: `route:${route.route}`, title: route.title, url: route.route, icon: route.icon ?? null, trail: [], kind: 'page' });
  }
  for (const command of commands) {
    if (taken.has(command.route) || !can(command.screenPermission) || !can(command.permission)) continue;
    taken.add(command.route);
    entries.push({ id: `action:${command.route}`, title: command.label, url: command.route, icon: command.icon ?? 'add', trail: [], kind: 'action' });
  }
  return entries;
}

/** How many recent pages the search offers before anything is typed. */
const RECENT_LIMIT = 5;
const RECENT_KEPT = 20;

/** localStorage key of a user's recent pages (per user: another one signing in on the same browser has their own). */
function recentKey(user: string): string {
  return `engine.recentes.${user}`;
}

/** Whose recent pages these are: the signed-in user's id (or e-mail), '' when nobody is signed in. */
export function recentOwner(session: SessionView): string {
  return session.status === 'authenticated' ? session.user._id || session.user.email : '';
}

/** The user's recent addresses, newest first (nothing when unreadable). */
export function readRecent(storage: Pick<Storage, 'getItem'>, user: string): string[] {
  try {
    const value: unknown = JSON.parse(storage.getItem(recentKey(user)) ?? '[]');
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

/** Puts an address first in the user's recent pages. */
export function rememberRecent(storage: Pick<Storage, 'getItem' | 'setItem'>, user: string, url: string): void {
  const next = [url, ...readRecent(storage, user).filter((item) => item !== url)].slice(0, RECENT_KEPT);
  try {
    storage.setItem(recentKey(user), JSON.stringify(next));
  } catch {
    // A full or refused storage only costs the list of recent pages.
  }
}

/** The suggestions for the user's recent addresses that they may still open, newest first. */
export function recentEntries(entries: readonly PaletteEntry[], recent: readonly string[], limit = RECENT_LIMIT): PaletteEntry[] {
  const byUrl = new Map(entries.map((entry) => [pathOf(entry.url), entry]));
  return recent.flatMap((url) => byUrl.get(pathOf(url)) ?? []).slice(0, limit);
}

/** The record searches the user may run: they hold the resource's key and the key of the screen a record opens in. */
export function permittedLookups(lookups: readonly RecordLookup[], can: CanOpen): RecordLookup[] {
  return lookups.filter((lookup) => can(lookup.permission) && can(lookup.routePermission));
}
