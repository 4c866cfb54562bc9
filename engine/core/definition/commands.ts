import type { RuntimeScreen, SourceSpec } from './runtime.ts';

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

/** A record search of the page search (a resource's `lookup`), with what it needs to call and to open a record. */
export interface RecordLookup {
  /** The resource's title ("aluno"). */
  title: string;
  /** The resource's key (its lists'); null: any signed-in user. */
  permission: string | null;
  /** The resource's list call. */
  source: SourceSpec;
  /** List filters the typed text goes into, one request each. */
  filters: string[];
  /** Those that compare digits only: skipped when the text has no digit. */
  digits: string[];
  /** Fields shown beside the record's name. */
  show: string[];
  idField: string;
  labelField: string;
  /** Route of the record's screen, `{campo}` filled from the row. */
  route: string;
  /** Key of that screen's button. */
  routePermission: string | null;
}

/**
 * The record searches: one per resource with a `lookup`, opening each record where its lists' rows do (the
 * first row button that is a link to the record).
 */
export function lookupsOf(screens: readonly RuntimeScreen[]): RecordLookup[] {
  const lookups = new Map<string, RecordLookup>();
  for (const screen of screens) {
    if (screen.kind !== 'list' || !screen.resource || lookups.has(screen.resource)) continue;
    const resource = screen.resources[screen.resource];
    if (!resource?.lookup || !resource.list) continue;
    const open = screen.rowActions.find((action) => action.kind === 'link' && action.route.includes(`{${resource.idField}}`));
    if (!open || open.kind !== 'link' || open.permission === false) continue;
    lookups.set(screen.resource, {
      title: resource.title,
      permission: resource.permission,
      source: resource.list,
      filters: resource.lookup.filters,
      digits: resource.lookup.digits,
      show: resource.lookup.show,
      idField: resource.idField,
      labelField: resource.labelField,
      route: open.route,
      routePermission: open.permission ?? null,
    });
  }
  return [...lookups.values()];
}
