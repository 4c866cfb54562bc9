import type { RuntimeScreen } from './runtime.ts';

/** A page button the page search offers as an action of its own ("Novo cupom"), with the key it needs. */
export interface PaletteCommand {
  /** The button's label. */
  label: string;
  /** Where it goes: a route with no placeholder left. */
  route: string;
  icon: string | null;
  /** Key the button needs (null: none); the list's own key is needed too. */
  permission: string | null;
  /** Key of the list the button is on. */
  screenPermission: string | null;
}

/**
 * The page buttons of every list that lead somewhere without a record (a "new" form): the page search offers
 * them so that "Novo cupom" is one search away from anywhere.
 */
export function commandsOf(screens: readonly RuntimeScreen[]): PaletteCommand[] {
  const seen = new Set<string>();
  const commands: PaletteCommand[] = [];
  for (const screen of screens) {
    if (screen.kind !== 'list') continue;
    for (const action of screen.actions) {
      if (action.kind !== 'link' || action.permission === false || /[{:]/.test(action.route)) continue;
      if (seen.has(action.route)) continue;
      seen.add(action.route);
      commands.push({
        label: action.label,
        route: action.route,
        icon: action.icon ?? null,
        permission: action.permission ?? null,
        screenPermission: screen.permission,
      });
    }
  }
  return commands;
}
