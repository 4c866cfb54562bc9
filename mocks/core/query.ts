/**
 * Lists as every endpoint answers them: the filters a resource declares (`list.filters`: contains, equals,
 * prefix, gte, lte, digits), sorting by pt-BR collation on the fields it declares (`list.sortable`), and the
 * paging convention (`QTDPorPagina` default 10, `NumeroDaPagina` from 1, `OrdenarPor`, `Ordem` asc|desc).
 * Filtered and sorted views are cached per rows array (tables hand out a new array after a write).
 */
import { getPath } from '../../engine/core/template.ts';
import { badRequest } from './router.ts';
import type { Row, Table } from './db.ts';


/** How one declared filter applies (schemas/common.schema.json `listFilter`). */
export interface ListFilter {
  match: 'contains' | 'equals' | 'prefix' | 'gte' | 'lte' | 'digits';
  fields?: string[];
}

const collator = new Intl.Collator('pt-BR');

/** Lower case, no accents, single spaces ("  José  da Silva" → "jose da silva"). */
export function normalize(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text = Array.isArray(value) ? value.map((item) => (typeof item === 'object' ? JSON.stringify(item) : String(item))).join('\u0001') : String(value);
  text = text.toLowerCase();
  if (/[^\u0020-\u007e]/.test(text)) text = text.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
  return /\s\s|^\s|\s$/.test(text) ? text.replace(/\s+/g, ' ').trim() : text;
}

const normalized = new Map<string, WeakMap<object, string>>();

/** The normalized text of a row's field, cached per row (rows are never changed in place; warm-up fills it). */
function normalizedField(row: Row, field: string): string {
  let cache = normalized.get(field);
  if (!cache) normalized.set(field, (cache = new WeakMap()));
  let text = cache.get(row);
  if (text === undefined) cache.set(row, (text = normalize(getPath(row, field))));
  return text;
}

const keyed = new Map<string, WeakMap<object, number | string | null>>();

/** What a row's field sorts and compares by (keyOf), cached per row like its normalized text (a range filter reads every row). */
function keyedField(row: Row, field: string): number | string | null {
  let cache = keyed.get(field);
  if (!cache) keyed.set(field, (cache = new WeakMap()));
  let key = cache.get(row);
  if (key === undefined) cache.set(row, (key = keyOf(getPath(row, field))));
  return key;
}

const BR_DATE = /^(\d{2})\/(\d{2})\/(\d{4})(?:,?\s+(\d{2}):(\d{2})(?::(\d{2}))?)?$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;

/** What a value sorts and compares by: a number (numbers, dates, booleans, digit codes), a text, or null. */
export function keyOf(value: unknown): number | string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (Array.isArray(value)) return value.length;
  if (typeof value === 'object') {
    const named = value as Row;
    return keyOf(named.Nome ?? named.name ?? named.title ?? null);
  }
  const text = String(value).trim();
  if (!text) return null;
  const first = text.charCodeAt(0);
  if (first < 48 || first > 57) return text;
  const br = BR_DATE.exec(text);
  if (br) return Date.UTC(+br[3], +br[2] - 1, +br[1], +(br[4] ?? 0), +(br[5] ?? 0), +(br[6] ?? 0));
  if (ISO_DATE.test(text)) {
    const time = Date.parse(text.length === 10 ? `${text}T00:00:00Z` : text);
    if (!Number.isNaN(time)) return time;
  }
  return /^\d{1,15}$/.test(text) ? Number(text) : text;
}

const BLANK = (value: unknown) => value === undefined || value === null || value === 'Todos' || (typeof value === 'string' && value.trim() === '');

/** A boolean filter value: true/false, "true"/"false", 1/0, sim/não; undefined otherwise. */
function readBoolean(value: unknown): boolean | undefined {
  const text = normalize(value);
  if (['true', '1', 'sim', 'ativo'].includes(text)) return true;
  if (['false', '0', 'nao', 'inativo'].includes(text)) return false;
  return undefined;
}

type Test = (row: Row, index: number) => boolean;

const columns = new WeakMap<readonly Row[], Map<string, string[]>>();

/** The normalized texts of a field for every row of an array (cached while the array lives). */
function normalizedColumn(rows: readonly Row[], field: string): string[] {
  let byField = columns.get(rows);
  if (!byField) columns.set(rows, (byField = new Map()));
  let column = byField.get(field);
  if (!column) byField.set(field, (column = rows.map((row) => normalizedField(row, field))));
  return column;
}

const digitsOf = (value: unknown) => String(value ?? '').replace(/\D/g, '');

/** The text an equals filter compares (undefined for lists and objects, which the index cannot hold). */
function rawOf(value: unknown): string | undefined {
  if (value === null || value === undefined) return '\u0002';
  if (typeof value === 'object') return undefined;
  return String(value);
}

/**
 * The values of one field of a table, one text per slot, joined into one string ("\0a\0b\0...\0") with the start of
 * each: a search runs `indexOf` over contiguous memory (some ms for 200 000 rows, where reading every record costs
 * tens), and a write patches the string instead of reading every record again.
 */
interface TextIndex {
  version: number;
  text: string;
  starts: Int32Array;
  /** Some value was a list or an object (an equals filter then reads the records). */
  complex: boolean;
}

type IndexKind = 'text' | 'digits' | 'raw';
const indexes = new WeakMap<Table, Map<string, TextIndex>>();

function indexEntry(table: Table, slot: number, field: string, kind: IndexKind, flags: { complex: boolean }): string {
  const row = table.atSlot(slot);
  if (!row) return '';
  const value = getPath(row, field);
  let text = kind === 'text' ? normalize(value) : kind === 'digits' ? digitsOf(value) : rawOf(value);
  if (text === undefined) {
    flags.complex = true;
    text = '';
  }
  return text.includes('\0') ? text.replace(/\0/g, ' ') : text;
}

/** The index of a table's field, brought up to date with the table's writes. */
export function textIndex(table: Table, field: string, kind: IndexKind): TextIndex {
  let byField = indexes.get(table);
  if (!byField) indexes.set(table, (byField = new Map()));
  const key = `${kind}:${field}`;
  const old = byField.get(key);
  if (old?.version === table.version) return old;
  const count = table.slotCount;
  const flags = { complex: old?.complex ?? false };
  const changed = old && table.changedSince(old.version);
  const starts = new Int32Array(count + 1);
  starts[0] = 1;
  let text: string;
  if (old && changed) {
    // Patch: the changed slots get their new text, the others keep theirs (slices of the old string).
    const oldCount = old.starts.length - 1;
    const slots = new Set(changed.map((id) => table.slotOf(id)).filter((slot) => slot !== undefined));
    for (let slot = oldCount; slot < count; slot += 1) slots.add(slot);
    const patched = [...slots].sort((a, b) => a - b);
    const entries = new Map(patched.map((slot) => [slot, indexEntry(table, slot, field, kind, flags)]));
    const pieces: string[] = [];
    let from = 0;
    for (const slot of patched) {
      if (slot >= oldCount) break;
      pieces.push(old.text.slice(from, old.starts[slot]), entries.get(slot)!);
      from = old.starts[slot + 1] - 1;
    }
    pieces.push(old.text.slice(from));
    for (let slot = oldCount; slot < count; slot += 1) pieces.push(entries.get(slot)!, '\0');
    text = pieces.join('');
    let next = 0;
    for (let slot = 0; slot < count; slot += 1) {
      const own = patched[next] === slot ? entries.get(patched[next++])!.length : old.starts[slot + 1] - old.starts[slot] - 1;
      starts[slot + 1] = starts[slot] + own + 1;
    }
  } else {
    const entries: string[] = new Array(count);
    for (let slot = 0; slot < count; slot += 1) {
      entries[slot] = indexEntry(table, slot, field, kind, flags);
      starts[slot + 1] = starts[slot] + entries[slot].length + 1;
    }
    text = count ? `\0${entries.join('\0')}\0` : '\0';
  }
  const index = { version: table.version, text, starts, complex: flags.complex };
  byField.set(key, index);
  return index;
}

/** Marks the slots whose text contains `needle` (`prefix`: starts with it; `exact`: is it). */
function mark(index: TextIndex, needle: string, mode: 'contains' | 'prefix' | 'exact', marks: Uint8Array): void {
  if (!needle || needle.includes('\0')) return;
  const { text, starts } = index;
  const pattern = mode === 'contains' ? needle : mode === 'prefix' ? `\0${needle}` : `\0${needle}\0`;
  const skip = mode === 'contains' ? 0 : 1;
  const last = starts.length - 2;
  let position = text.indexOf(pattern, skip ? 0 : 1);
  while (position >= 0) {
    const at = position + skip;
    let low = 0;
    let high = last;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if (starts[middle] <= at) low = middle;
      else high = middle - 1;
    }
    if (at + needle.length < starts[low + 1]) {
      marks[low] = 1;
      position = text.indexOf(pattern, starts[low + 1] - skip);
    } else position = text.indexOf(pattern, position + 1);
  }
}

/** Where a view's rows come from: a table, and the slot of each row (in the view's order). */
interface Source {
  table: Table;
  slots: readonly number[];
}

/** The test of a text, digits or equals filter through the table's indexes (undefined when it cannot use them). */
function indexedTest(source: Source, fields: string[], match: ListFilter['match'], value: unknown): Test | undefined {
  const marks = new Uint8Array(source.table.slotCount);
  if (match === 'contains' || match === 'prefix') {
    for (const field of fields) mark(textIndex(source.table, field, 'text'), normalize(value), match, marks);
  } else if (match === 'digits') {
    for (const field of fields) mark(textIndex(source.table, field, 'digits'), digitsOf(value), 'contains', marks);
  } else if (match === 'equals') {
    const wanted = Array.isArray(value) ? value.map(String) : [String(value).trim()];
    const bool = readBoolean(wanted[0]);
    if (bool !== undefined) wanted.push(String(bool));
    for (const field of fields) {
      const index = textIndex(source.table, field, 'raw');
      if (index.complex) return undefined;
      for (const one of wanted) mark(index, one, 'exact', marks);
    }
  } else return undefined;
  const { slots } = source;
  return (_, position) => marks[slots[position]] === 1;
}

/** The test of one declared filter for one request value over `rows`; undefined when the value is empty. */
function filterTest(rows: readonly Row[], name: string, filter: ListFilter, value: unknown, source?: Source): Test | undefined {
  if (BLANK(value) || (typeof value === 'object' && !Array.isArray(value))) return undefined;
  const fields = filter.fields ?? [name];
  const any = (test: (actual: unknown) => boolean): Test => (row) => fields.some((field) => test(getPath(row, field)));
  if ((filter.match === 'contains' || filter.match === 'prefix') && !normalize(value)) return undefined;
  // A digits filter given text with no digit at all ("CPF: maria") finds no one, rather than everyone.
  if (filter.match === 'digits' && !digitsOf(value)) return () => false;
  const indexed = source && indexedTest(source, fields, filter.match, value);
  if (indexed) return indexed;
  switch (filter.match) {
    case 'contains':
    case 'prefix': {
      const needle = normalize(value);
      const texts = fields.map((field) => normalizedColumn(rows, field));
      return (_, index) => texts.some((column) => (filter.match === 'prefix' ? column[index].startsWith(needle) : column[index].includes(needle)));
    }
    case 'digits': {
      const digits = digitsOf(value);
      return any((actual) => digitsOf(actual).includes(digits));
    }
    case 'equals': {
      const wanted = Array.isArray(value) ? value.map(String) : [String(value).trim()];
      return any((actual) => {
        if (typeof actual === 'boolean') return readBoolean(wanted[0]) === actual;
        if (Array.isArray(actual)) return actual.some((item) => wanted.includes(String(item)));
        return actual !== undefined && actual !== null && wanted.includes(String(actual));
      });
    }
    default: {
      const limit = keyOf(value);
      if (limit === null) return undefined;
      const gte = filter.match === 'gte';
      return (row) => fields.some((field) => {
        const key = keyedField(row, field);
        return key !== null && (gte ? key >= limit : key <= limit);
      });
    }
  }
}

/** A list request read from its input. */
export interface PageRequest {
  page: number;
  perPage: number;
  sort?: { field: string; order: 'asc' | 'desc' };
}

const positive = (value: unknown) => {
  const number = typeof value === 'string' && value.trim() ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) && number >= 1 ? number : undefined;
};

/** Reads the paging and sort fields; a sort on a field not in `sortable` (when given) is a 400. */
export function pageRequest(input: Row, sortable?: readonly string[]): PageRequest {
  const field = typeof input.OrdenarPor === 'string' ? input.OrdenarPor.trim() : '';
  if (field && sortable && !sortable.includes(field)) throw badRequest(`Esta lista não pode ser ordenada por "${field}".`);
  const order = String(input.Ordem ?? '').toLowerCase() === 'desc' ? 'desc' : 'asc';
  return { page: positive(input.NumeroDaPagina) ?? 1, perPage: positive(input.QTDPorPagina) ?? 10, ...(field ? { sort: { field, order } } : {}) };
}

// Sorting 100 000 names with the collator alone takes about half a second. Each text also gets a key of primary
// ranks (letters without case or accents) that `<` compares; the collator decides only between equal keys.
const RANKS = (() => {
  const ranks = new Int16Array(0x250).fill(-1);
  const chars = Array.from({ length: 0x5f }, (_, i) => String.fromCharCode(0x20 + i));
  const base = new Intl.Collator('pt-BR', { sensitivity: 'base' });
  chars.sort(base.compare);
  let rank = 1;
  chars.forEach((char, i) => {
    if (i > 0 && base.compare(chars[i - 1], char) !== 0) rank += 1;
    ranks[char.charCodeAt(0)] = base.compare(char, '') === 0 ? 0 : 0x20 + rank;
  });
  for (let code = 0x7f; code < 0x250; code += 1) {
    const parts = String.fromCharCode(code).normalize('NFD');
    if (parts.length > 1 && /^[\u0300-\u036f]+$/.test(parts.slice(1)) && parts.charCodeAt(0) < 0x7f) ranks[code] = ranks[parts.charCodeAt(0)];
  }
  return ranks;
})();

function primaryKey(text: string): string | null {
  let out = '';
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    const rank = code < 0x250 ? RANKS[code] : code >= 0x300 && code <= 0x36f ? 0 : -1;
    if (rank < 0) return null;
    if (rank > 0) out += String.fromCharCode(rank);
  }
  return out;
}

/** The positions of the rows ordered by a field: stable, empty values last in both directions. */
function sortOrder(rows: readonly Row[], field: string, order: 'asc' | 'desc'): number[] {
  const count = rows.length;
  const numbers = new Float64Array(count);
  const texts: string[] = new Array(count);
  const primaries: Array<string | null> = new Array(count);
  const kinds = new Uint8Array(count);
  for (let i = 0; i < count; i += 1) {
    const key = keyOf(getPath(rows[i], field));
    if (key === null) kinds[i] = 2;
    else if (typeof key === 'number') numbers[i] = key;
    else {
      kinds[i] = 1;
      texts[i] = key;
      primaries[i] = primaryKey(key);
    }
  }
  const direction = order === 'desc' ? -1 : 1;
  const index = Array.from({ length: count }, (_, i) => i).sort((i, j) => {
    const ki = kinds[i];
    const kj = kinds[j];
    if (ki === 2 || kj === 2) return ki === kj ? i - j : ki === 2 ? 1 : -1;
    let result: number;
    if (ki !== kj) result = ki - kj;
    else if (ki === 0) result = numbers[i] - numbers[j];
    else {
      const a = primaries[i];
      const b = primaries[j];
      result = a !== null && b !== null && a !== b ? (a < b ? -1 : 1) : collator.compare(texts[i], texts[j]);
    }
    return result * direction || i - j;
  });
  return index;
}

function sortRows(rows: readonly Row[], field: string, order: 'asc' | 'desc'): Row[] {
  return sortOrder(rows, field, order).map((i) => rows[i]);
}

/** Compares two rows as sortRows orders them (ties by id, empty values last in both directions). */
function compareRows(a: Row, b: Row, field: string, direction: number, idField: string): number {
  const ka = keyOf(getPath(a, field));
  const kb = keyOf(getPath(b, field));
  const tie = () => (a[idField] < b[idField] ? -1 : a[idField] > b[idField] ? 1 : 0);
  if (ka === null || kb === null) return ka === kb ? tie() : ka === null ? 1 : -1;
  let result: number;
  if (typeof ka !== typeof kb) result = typeof ka === 'number' ? -1 : 1;
  else if (typeof ka === 'number') result = ka - (kb as number);
  else {
    const pa = primaryKey(ka);
    const pb = primaryKey(kb as string);
    result = pa !== null && pb !== null && pa !== pb ? (pa < pb ? -1 : 1) : collator.compare(ka, kb as string);
  }
  return result * direction || tie();
}

export interface SortedView {
  version: number;
  rows: Row[];
  slots: number[];
}

const sorted = new WeakMap<Table, Map<string, SortedView>>();

/**
 * A table's rows in `field` order, kept across writes: after a few writes the previous order is patched (the
 * changed rows taken out and put back where they belong) instead of sorting 100 000 rows again.
 */
export function sortedRows(table: Table, field: string, order: 'asc' | 'desc'): SortedView {
  let byField = sorted.get(table);
  if (!byField) sorted.set(table, (byField = new Map()));
  const key = `${field}:${order}`;
  const view = byField.get(key);
  if (view?.version === table.version) return view;
  const changed = view && table.changedSince(view.version);
  let next: SortedView;
  if (view && changed && changed.length < 500) {
    const ids = new Set(changed);
    const out = new Uint8Array(table.slotCount);
    for (const id of ids) {
      const slot = table.slotOf(id);
      if (slot !== undefined) out[slot] = 1;
    }
    const rows: Row[] = [];
    const slots: number[] = [];
    view.slots.forEach((slot, position) => {
      if (out[slot]) return;
      rows.push(view.rows[position]);
      slots.push(slot);
    });
    const direction = order === 'desc' ? -1 : 1;
    for (const id of ids) {
      const row = table.get(id);
      if (!row) continue;
      let low = 0;
      let high = rows.length;
      while (low < high) {
        const middle = (low + high) >> 1;
        if (compareRows(rows[middle], row, field, direction, table.idField) < 0) low = middle + 1;
        else high = middle;
      }
      rows.splice(low, 0, row);
      slots.splice(low, 0, table.slotOf(id)!);
    }
    next = { version: table.version, rows, slots };
  } else {
    const all = table.all();
    const allSlots = table.allSlots();
    const positions = sortOrder(all, field, order);
    next = { version: table.version, rows: positions.map((i) => all[i]), slots: positions.map((i) => allSlots[i]) };
  }
  byField.set(key, next);
  return next;
}

const views = new WeakMap<object, Map<string, Row[]>>();

function cached(rows: readonly Row[], key: string, compute: () => Row[]): Row[] {
  let map = views.get(rows);
  if (!map) views.set(rows, (map = new Map()));
  let view = map.get(key);
  if (!view) {
    if (map.size > 40) map.delete(map.keys().next().value as string);
    map.set(key, (view = compute()));
  }
  return view;
}

/** Applies the declared filters and the requested sort to a table (see sortedRows). */
export function queryTable(table: Table, input: Row, filters: Record<string, ListFilter> = {}, sort?: PageRequest['sort']): Row[] {
  const view = sort ? sortedRows(table, sort.field, sort.order) : { rows: table.all(), slots: table.allSlots() };
  return query(view.rows, input, filters, undefined, { table, slots: view.slots });
}

/** Applies the declared filters and the requested sort (cached while the rows array lives). */
export function query(rows: readonly Row[], input: Row, filters: Record<string, ListFilter> = {}, sort?: PageRequest['sort'], source?: Source): Row[] {
  const base = sort ? cached(rows, `|${sort.field}:${sort.order}`, () => sortRows(rows, sort.field, sort.order)) : rows;
  const active = Object.entries(filters).flatMap(([name, filter]) => (BLANK(input[name]) ? [] : [{ name, filter, key: `${name}=${JSON.stringify(input[name])}` }]));
  if (!active.length) return base as Row[];
  return cached(base, active.map((item) => item.key).join('&'), () => {
    const tests = active.flatMap(({ name, filter }) => filterTest(base, name, filter, input[name], sort ? undefined : source) ?? []);
    return base.filter((row, index) => tests.every((test) => test(row, index)));
  });
}

/** One page of a list, answered with its rows field, total field and `rowsPerPage`. */
export function paged(rows: readonly Row[], request: PageRequest, fields: { rows: string; total?: string }, shape: (row: Row) => unknown = (row) => row): Row {
  const start = (request.page - 1) * request.perPage;
  return {
    [fields.rows]: rows.slice(start, start + request.perPage).map(shape),
    ...(fields.total ? { [fields.total]: rows.length } : {}),
    rowsPerPage: request.perPage,
  };
}
