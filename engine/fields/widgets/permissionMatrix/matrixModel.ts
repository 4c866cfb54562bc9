/**
 * The permission matrix without React: the key catalogue turned into areas and rows (one row per screen key,
 * its `.new` / `.edit` / `.delete` keys as columns, any other `<screen>.<action>` key as an extra), and the
 * rules that change a selection. A selection is a set of keys; what the form stores is built from it by
 * {@link nextValue}, so keys the matrix does not know are kept as they were.
 */
import { foldAccents } from '../../../core/i18n/format';
import { FORM_TEXTS } from '../../../core/i18n/messages';

/** One key of the catalogue, as the widget reads it from the options call. */
export interface CatalogueKey {
  /** The key (`Cupons`, `Cupons.edit`). */
  key: string;
  /** Its pt-BR label (`Cupons`, `Cupons: editar`). */
  label: string;
  /** The area it belongs to (`Marketing`); the matrix groups rows by it, in the catalogue's order. */
  area: string;
}

/** The columns of the matrix: a screen key's suffix and the column's pt-BR title. */
export const MATRIX_COLUMNS = [
  { suffix: '', title: FORM_TEXTS.permissionMatrix.view },
  { suffix: 'new', title: FORM_TEXTS.permissionMatrix.new },
  { suffix: 'edit', title: FORM_TEXTS.permissionMatrix.edit },
  { suffix: 'delete', title: FORM_TEXTS.permissionMatrix.delete },
] as const;

/** A key that has a column in the matrix ('' is the screen key itself, "Ver"). */
type ColumnSuffix = (typeof MATRIX_COLUMNS)[number]['suffix'];

/** A button key outside the four columns (`Hierarquia.move`), shown in the row's "Outras ações" cell. */
export interface ExtraKey {
  key: string;
  /** Short pt-BR name of the action ("Mover"): the label after its screen's name. */
  action: string;
}

/** One screen of the matrix. */
export interface MatrixRow {
  /** The screen key (the part before the dot). */
  base: string;
  /** What the user reads: the screen key's label (or the key itself when the catalogue has no screen key). */
  label: string;
  /** The key behind each column present for this screen (a missing one has no checkbox). */
  columns: Partial<Record<ColumnSuffix, string>>;
  extras: ExtraKey[];
  /** Every key of the row: the screen key first. */
  keys: string[];
}

/** One area of the matrix and its screens. */
export interface MatrixArea {
  name: string;
  rows: MatrixRow[];
}

/** The catalogue as a matrix. */
export interface PermissionMatrix {
  areas: MatrixArea[];
  /** Every key of the catalogue (the rest of a stored value is shown as "fora do catálogo"). */
  known: ReadonlySet<string>;
}

/** Splits `Cupons.edit` into `Cupons` and `edit` (a screen key has an empty action). */
function splitKey(key: string): { base: string; action: string } {
  const dot = key.indexOf('.');
  return dot < 0 ? { base: key, action: '' } : { base: key.slice(0, dot), action: key.slice(dot + 1) };
}

/** "Hierarquia: mover" → "Mover"; a label without a colon is shown whole. */
function actionName(label: string): string {
  const colon = label.lastIndexOf(':');
  const name = (colon < 0 ? label : label.slice(colon + 1)).trim();
  return name.charAt(0).toLocaleUpperCase('pt-BR') + name.slice(1);
}

/** Builds the matrix: areas and rows in the order the catalogue first names them. */
export function buildMatrix(catalogue: readonly CatalogueKey[]): PermissionMatrix {
  const rows = new Map<string, MatrixRow & { area: string }>();
  const known = new Set<string>();
  for (const entry of catalogue) {
    if (!entry.key || known.has(entry.key)) continue;
    known.add(entry.key);
    const { base, action } = splitKey(entry.key);
    let row = rows.get(base);
    if (!row) {
      row = { base, label: base, area: entry.area, columns: {}, extras: [], keys: [] };
      rows.set(base, row);
    }
    if (action === '') {
      // The screen key names the row and decides its area, wherever it sits in the catalogue.
      row.label = entry.label || base;
      row.area = entry.area;
      row.columns[''] = entry.key;
      row.keys.unshift(entry.key);
      continue;
    }
    const column = MATRIX_COLUMNS.find((candidate) => candidate.suffix === action);
    if (column) row.columns[column.suffix] = entry.key;
    else row.extras.push({ key: entry.key, action: actionName(entry.label || action) });
    row.keys.push(entry.key);
  }
  const areas = new Map<string, MatrixArea>();
  for (const { area, ...row } of rows.values()) {
    const group = areas.get(area) ?? { name: area, rows: [] };
    group.rows.push(row);
    areas.set(area, group);
  }
  return { areas: [...areas.values()], known };
}

/** Whether none, some or all of the keys are selected. */
export type CheckState = 'none' | 'some' | 'all';

/** The check state of a set of keys in a selection (an empty set counts as "none"). */
export function checkState(selection: ReadonlySet<string>, keys: readonly string[]): CheckState {
  const count = keys.filter((key) => selection.has(key)).length;
  return count === 0 ? 'none' : count === keys.length ? 'all' : 'some';
}

/**
 * Checks or unchecks one key of a row. Acting on a screen needs seeing it: checking any other key checks the
 * screen key too, and unchecking the screen key unchecks the whole row.
 */
export function toggleKey(selection: ReadonlySet<string>, row: MatrixRow, key: string, checked: boolean): Set<string> {
  const next = new Set(selection);
  const view = row.columns[''];
  if (checked) {
    next.add(key);
    if (view) next.add(view);
  } else if (key === view) {
    for (const rowKey of row.keys) next.delete(rowKey);
  } else next.delete(key);
  return next;
}

/** Checks or unchecks every key of the rows (a row's or an area's "all" toggle). */
export function toggleRows(selection: ReadonlySet<string>, rows: readonly MatrixRow[], checked: boolean): Set<string> {
  const next = new Set(selection);
  for (const row of rows) {
    for (const key of row.keys) {
      if (checked) next.add(key);
      else next.delete(key);
    }
  }
  return next;
}

/**
 * The rows whose screen matches the filter text (label or key, accents and case ignored); an area whose name
 * matches keeps all its rows. Areas left without rows are dropped.
 */
export function filterMatrix(areas: readonly MatrixArea[], query: string): MatrixArea[] {
  const needle = foldAccents(query.trim());
  if (!needle) return [...areas];
  return areas
    .map((area) =>
      foldAccents(area.name).includes(needle)
        ? area
        : { ...area, rows: area.rows.filter((row) => foldAccents(`${row.label} ${row.base}`).includes(needle)) },
    )
    .filter((area) => area.rows.length > 0);
}

/**
 * The value to store for a new selection: the stored items still selected, in their order (keys the catalogue
 * does not know stay untouched), then the newly selected keys in catalogue order.
 */
export function nextValue(stored: readonly string[], selection: ReadonlySet<string>, matrix: PermissionMatrix): string[] {
  const out: string[] = [];
  const seen = new Set<string>();
  for (const key of stored) {
    if (seen.has(key)) continue;
    if (matrix.known.has(key) && !selection.has(key)) continue;
    seen.add(key);
    out.push(key);
  }
  for (const area of matrix.areas) {
    for (const row of area.rows) {
      for (const key of row.keys) {
        if (selection.has(key) && !seen.has(key)) {
          seen.add(key);
          out.push(key);
        }
      }
    }
  }
  return out;
}
