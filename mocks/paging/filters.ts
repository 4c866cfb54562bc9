/**
 * Row filters of list endpoints. Each filter carries a `key` that identifies it completely, so the paging
 * helper can cache the filtered (and sorted) rows while someone pages through them.
 */
import { getPath } from './compare.ts';

/** A row predicate plus the text that identifies it (same key = same predicate). */
export interface RowFilter<T> {
  key: string;
  test(row: T): boolean;
}

/** Lower case, without accents, trimmed, with inner spaces collapsed ("  José  da Silva" → "jose da silva"). */
export function normalizeText(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text = String(value).toLowerCase();
  // Most values are plain ASCII; skipping the Unicode work for them halves the first scan of 100 000 rows.
  if (/[^\x00-\x7f]/.test(text)) text = text.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
  if (/\s\s|^\s|\s$|[^\S ]/.test(text)) text = text.replace(/\s+/g, ' ').trim();
  return text;
}

const normalizedByField = new Map<string, WeakMap<object, string>>();

/** The normalized text of a row's field, cached per row object (rows are never changed in place). */
export function normalizedField(row: object, field: string): string {
  let cache = normalizedByField.get(field);
  if (!cache) {
    cache = new WeakMap();
    normalizedByField.set(field, cache);
  }
  let text = cache.get(row);
  if (text === undefined) {
    text = normalizeText(getPath(row, field));
    cache.set(row, text);
  }
  return text;
}

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/**
 * Rows where any of `fields` contains `needle`, ignoring case and accents. Undefined (no filter) when the
 * needle is empty.
 */
export function containsText<T extends object>(fields: string | readonly string[], needle: unknown): RowFilter<T> | undefined {
  if (isBlank(needle) || typeof needle === 'object') return undefined;
  const text = normalizeText(needle);
  if (!text) return undefined;
  const list = typeof fields === 'string' ? [fields] : fields;
  return {
    key: `${list.join('|')}~${text}`,
    test: (row) => list.some((field) => normalizedField(row, field).includes(text)),
  };
}

/** Rows whose digits in `field` contain the digits of `needle` (CPF typed with or without the mask). */
export function containsDigits<T extends object>(field: string, needle: unknown): RowFilter<T> | undefined {
  if (isBlank(needle) || typeof needle === 'object') return undefined;
  const digits = String(needle).replace(/\D/g, '');
  if (!digits) return undefined;
  return {
    key: `${field}#${digits}`,
    test: (row) => String(getPath(row, field) ?? '').replace(/\D/g, '').includes(digits),
  };
}

/**
 * Rows whose `field` equals `value` (numbers and booleans also match their text form). Undefined when the value
 * is empty or one of `anyValues` ("Todos" by default).
 */
export function equalsValue<T extends object>(field: string, value: unknown, anyValues: readonly string[] = ['Todos']): RowFilter<T> | undefined {
  if (isBlank(value) || typeof value === 'object') return undefined;
  const text = String(value).trim();
  if (anyValues.includes(text)) return undefined;
  return {
    key: `${field}=${text}`,
    test: (row) => {
      const actual = getPath(row, field);
      return actual !== undefined && actual !== null && String(actual) === text;
    },
  };
}

/** Reads a boolean filter value: true/false, "true"/"false", 1/0, "sim"/"não"; undefined otherwise. */
export function readBoolean(value: unknown): boolean | undefined {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'number') return value === 1 ? true : value === 0 ? false : undefined;
  if (typeof value !== 'string') return undefined;
  const text = normalizeText(value);
  if (['true', '1', 'sim', 'ativo'].includes(text)) return true;
  if (['false', '0', 'nao', 'inativo'].includes(text)) return false;
  return undefined;
}

/** Rows whose boolean `field` equals the boolean read from `value`; undefined when `value` is not a boolean. */
export function equalsBoolean<T extends object>(field: string, value: unknown): RowFilter<T> | undefined {
  const wanted = readBoolean(value);
  if (wanted === undefined) return undefined;
  return { key: `${field}?${wanted}`, test: (row) => Boolean(getPath(row, field)) === wanted };
}

/** Rows that pass every given filter; undefined when none is given. */
export function allOf<T extends object>(...filters: Array<RowFilter<T> | undefined>): RowFilter<T> | undefined {
  const active = filters.filter((filter): filter is RowFilter<T> => filter !== undefined);
  if (active.length === 0) return undefined;
  if (active.length === 1) return active[0];
  return {
    key: active.map((filter) => filter.key).join('&'),
    test: (row) => active.every((filter) => filter.test(row)),
  };
}
