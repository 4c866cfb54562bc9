/**
 * pt-BR formatters and parsers for the values the back-office shows and edits: numbers, BRL money,
 * percents, dates, CPF, phone and CEP.
 *
 * Decisions:
 * - Money uses Intl (pt-BR, BRL) and replaces Intl's non-breaking space after `R$` with a normal space,
 *   so texts compare, copy and export as people type them (`R$ 1.234,56`).
 * - Dates: a date-only value (`yyyy-mm-dd`, `dd/mm/yyyy`, or an ISO datetime at exactly midnight UTC,
 *   which is how servers commonly store a date) is formatted from its digits, never through the local
 *   time zone, so `2025-01-05` never shows as 04/01/2025 in America/Sao_Paulo. A datetime with a real
 *   time is an instant and is shown in local time.
 * - Anything a formatter cannot read is returned as it came, so a surprising server value stays visible.
 */

const LOCALE = 'pt-BR';
const numberFormats = new Map<string, Intl.NumberFormat>();

/** One Intl.NumberFormat per option set: creating them is slow and tables format thousands of cells. */
function numberFormat(options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = JSON.stringify(options);
  let formatter = numberFormats.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(LOCALE, options);
    numberFormats.set(key, formatter);
  }
  return formatter;
}

/**
 * Creates the formatters tables use, when the browser is idle: the first pt-BR Intl formatter of a page
 * loads the locale's data, which took ≈250 ms inside the first table render.
 */
export function warmFormatters(): void {
  formatNumber(1);
  formatMoney(1);
  formatPercent(1);
}

/** `1234567.8` → `1.234.567,8` (at most 2 decimals unless `maximumFractionDigits` says otherwise). */
export function formatNumber(value: number, options: { minimumFractionDigits?: number; maximumFractionDigits?: number } = {}): string {
  return numberFormat({ maximumFractionDigits: 2, ...options }).format(value);
}

/** `1234.56` → `R$ 1.234,56` (normal space after `R$`; negatives `-R$ 1.234,56`). */
export function formatMoney(value: number): string {
  return numberFormat({ style: 'currency', currency: 'BRL' }).format(value).replace(/\u00a0/g, ' ');
}

/** A percent stored as a number of percent points: `15` → `15%`, `12.5` → `12,5%`. */
export function formatPercent(value: number): string {
  return numberFormat({ style: 'percent', maximumFractionDigits: 2 }).format(value / 100);
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const BR_DATE = /^(\d{2})\/(\d{2})\/(\d{4})$/;
const ISO_MIDNIGHT_UTC = /^(\d{4})-(\d{2})-(\d{2})T00:00(?::00(?:\.0+)?)?(?:Z|[+-]00:?00)$/;
const ISO_DATETIME = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}/;

/** Whether year, month and day form a real calendar date (no 31/02). */
function isRealDate(year: number, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1 || year < 1) return false;
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return day <= daysInMonth;
}

/** The `[year, month, day]` of a date-only value, or null when the value is not one. */
function dateOnlyParts(value: string): [string, string, string] | null {
  const iso = ISO_DATE.exec(value) ?? ISO_MIDNIGHT_UTC.exec(value);
  if (iso) return isRealDate(+iso[1], +iso[2], +iso[3]) ? [iso[1], iso[2], iso[3]] : null;
  const br = BR_DATE.exec(value);
  if (br) return isRealDate(+br[3], +br[2], +br[1]) ? [br[3], br[2], br[1]] : null;
  return null;
}

/** An instant (ISO datetime with a time; local time when it has no offset) as a Date, or null. */
function instantOf(value: string): Date | null {
  if (!ISO_DATETIME.test(value)) return null;
  const date = new Date(value.replace(' ', 'T'));
  return Number.isNaN(date.getTime()) ? null : date;
}

const pad2 = (n: number) => String(n).padStart(2, '0');

/** `aaaa-mm-dd` of a local date (the day on the user's calendar, never shifted by the time zone). */
export function localIsoDate(date: Date): string {
  return `${date.getFullYear()}-${pad2(date.getMonth() + 1)}-${pad2(date.getDate())}`;
}

/** pt-BR sentence case: the first letter upper case, the rest as written ("Quarta-feira, 26 de novembro"). */
export function sentenceCase(text: string): string {
  return text.charAt(0).toLocaleUpperCase('pt-BR') + text.slice(1);
}

/** Lower case without accents, so a search for "medico" finds "Médico". */
export function foldAccents(text: string): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
}

/** `dd/mm/aaaa` of a Date in local time. */
function localDate(date: Date): string {
  return `${pad2(date.getDate())}/${pad2(date.getMonth() + 1)}/${date.getFullYear()}`;
}

/**
 * `2025-01-05`, `05/01/2025` or an ISO datetime → `05/01/2025`. Date-only values are never shifted by
 * the time zone; an instant shows its local date. Unreadable input is returned unchanged.
 */
export function formatDate(value: string): string {
  const text = value.trim();
  const parts = dateOnlyParts(text);
  if (parts) return `${parts[2]}/${parts[1]}/${parts[0]}`;
  const instant = instantOf(text);
  return instant ? localDate(instant) : value;
}

/**
 * An ISO datetime → `05/01/2025 14:30` in local time. A date-only value has no time to show and is
 * formatted as a date. Unreadable input is returned unchanged.
 */
export function formatDateTime(value: string): string {
  const text = value.trim();
  if (ISO_DATE.test(text) || BR_DATE.test(text)) return formatDate(text);
  const instant = instantOf(text);
  return instant ? `${localDate(instant)} ${pad2(instant.getHours())}:${pad2(instant.getMinutes())}` : value;
}

/** Only the digits of a value (`123.456.789-09` → `12345678909`). */
export function onlyDigits(value: string): string {
  return value.replace(/\D/g, '');
}

/** `12345678909` → `123.456.789-09`; input without exactly 11 digits is returned unchanged. */
export function formatCpf(value: string): string {
  const digits = onlyDigits(value);
  if (digits.length !== 11) return value;
  return `${digits.slice(0, 3)}.${digits.slice(3, 6)}.${digits.slice(6, 9)}-${digits.slice(9)}`;
}

/**
 * `11912345678` → `(11) 91234-5678`, `1112345678` → `(11) 1234-5678`; a leading country code 55 is
 * dropped. Other input is returned unchanged.
 */
export function formatPhone(value: string): string {
  let digits = onlyDigits(value);
  if ((digits.length === 12 || digits.length === 13) && digits.startsWith('55')) digits = digits.slice(2);
  if (digits.length === 11) return `(${digits.slice(0, 2)}) ${digits.slice(2, 7)}-${digits.slice(7)}`;
  if (digits.length === 10) return `(${digits.slice(0, 2)}) ${digits.slice(2, 6)}-${digits.slice(6)}`;
  return value;
}

/** `01310930` → `01310-930`; input without exactly 8 digits is returned unchanged. */
export function formatCep(value: string): string {
  const digits = onlyDigits(value);
  if (digits.length !== 8) return value;
  return `${digits.slice(0, 5)}-${digits.slice(5)}`;
}

/**
 * A pt-BR number as typed (`1.234,56`, `12,5`, `-3`, `R$ 1.234,56`, `15%`) → its value; null when empty
 * or unreadable. Dots are thousands separators and the comma is the decimal separator, as in pt-BR.
 */
export function parseNumber(text: string): number | null {
  const cleaned = text.replace(/[R$%\s\u00a0]/g, '');
  if (!/^-?[\d.]*(,\d*)?$/.test(cleaned) || !/\d/.test(cleaned)) return null;
  const value = Number(cleaned.replace(/\./g, '').replace(',', '.'));
  return Number.isFinite(value) ? value : null;
}

/** `R$ 1.234,56` or `1.234,56` → `1234.56`; null when empty or unreadable. */
export function parseMoney(text: string): number | null {
  const value = parseNumber(text);
  return value === null ? null : Math.round(value * 100) / 100;
}

/**
 * `05/01/2025` (or an ISO `2025-01-05`) → `2025-01-05`; null when incomplete or not a real date
 * (31/02/2025). Never goes through the time zone.
 */
export function parseDate(text: string): string | null {
  const value = text.trim();
  if (ISO_DATE.test(value)) return dateOnlyParts(value) ? value : null;
  if (!BR_DATE.test(value)) return null;
  const parts = dateOnlyParts(value);
  return parts ? `${parts[0]}-${parts[1]}-${parts[2]}` : null;
}
