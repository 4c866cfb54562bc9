/**
 * pt-BR formatters and parsers for the values the back-office shows and edits: numbers, BRL money,
 * percents, dates, CPF, phone and CEP.
 *
 * Decisions:
 * - Numbers, money and percents are spelled by hand as Intl's pt-BR formats spell them, except for a normal
 *   space after `R$` (Intl puts a non-breaking one), so texts compare, copy and export as people type them.
 * - Dates: a date-only value (`yyyy-mm-dd`, `dd/mm/yyyy`, or an ISO datetime at exactly midnight UTC,
 *   which is how servers commonly store a date) is formatted from its digits, never through the local
 *   time zone, so `2025-01-05` never shows as 04/01/2025 in America/Sao_Paulo. A datetime with a real
 *   time is an instant and is shown in local time.
 * - Anything a formatter cannot read is returned as it came, so a surprising server value stays visible.
 */

/**
 * The decimal digits of `value`'s shortest round-trip form (what `String(value)` spells, exponent expanded):
 * `1.005` → int `1`, frac `005`. Rounding these digits, not the binary value, is what Intl does (1,005 → 1,01).
 */
function decimalDigits(value: number): { int: string; frac: string } {
  const [mantissa, exponent = '0'] = String(Math.abs(value)).split('e');
  const point = mantissa.indexOf('.');
  const digits = mantissa.replace('.', '');
  const position = (point === -1 ? mantissa.length : point) + Number(exponent);
  if (position <= 0) return { int: '0', frac: '0'.repeat(-position) + digits };
  return { int: digits.slice(0, position).padEnd(position, '0'), frac: digits.slice(position) };
}

/** `digits` (decimal, no sign) plus one in its last place: `199` → `200`, `99` → `100`. */
function incremented(digits: string): string {
  const chars = digits.split('');
  for (let index = chars.length - 1; index >= 0; index--) {
    if (chars[index] !== '9') {
      chars[index] = String(Number(chars[index]) + 1);
      return chars.join('');
    }
    chars[index] = '0';
  }
  return `1${chars.join('')}`;
}

/**
 * `value` in pt-BR digits (`1.234,5`) with `min`–`max` fraction digits, rounded half away from zero, as
 * `Intl.NumberFormat('pt-BR')` writes it; `negative` says whether a minus sign leads (also for -0, as Intl).
 * Written by hand because a page's first pt-BR Intl formatter loads the locale's data: tens of ms inside the
 * first table's render, on the path to a returning user's first row. tests/unit/i18n/format.test.ts compares
 * it with Intl.
 */
function decimalParts(value: number, min: number, max: number): { negative: boolean; text: string } {
  const negative = value < 0 || Object.is(value, -0);
  if (!Number.isFinite(value)) return { negative, text: Number.isNaN(value) ? 'NaN' : '∞' };
  const { int, frac } = decimalDigits(value);
  let whole = int;
  let fraction = frac.slice(0, max);
  if (frac.length > max && frac.charCodeAt(max) >= 53 /* '5' */) {
    const rounded = incremented(whole + fraction.padEnd(max, '0'));
    whole = rounded.slice(0, rounded.length - max) || '0';
    fraction = rounded.slice(rounded.length - max);
  }
  fraction = fraction.replace(/0+$/, '').padEnd(min, '0');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return { negative, text: fraction ? `${grouped},${fraction}` : grouped };
}

/** `1234567.8` → `1.234.567,8` (at most 2 decimals unless `maximumFractionDigits` says otherwise). */
export function formatNumber(value: number, options: { minimumFractionDigits?: number; maximumFractionDigits?: number } = {}): string {
  const min = options.minimumFractionDigits ?? 0;
  const { negative, text } = decimalParts(value, min, Math.max(min, options.maximumFractionDigits ?? 2));
  return negative ? `-${text}` : text;
}

/** `1234.56` → `R$ 1.234,56` (normal space after `R$`, so texts compare, copy and export as typed; negatives `-R$ 1.234,56`). */
export function formatMoney(value: number): string {
  const { negative, text } = decimalParts(value, 2, 2);
  return `${negative ? '-' : ''}R$ ${text}`;
}

/** A percent stored as a number of percent points: `15` → `15%`, `12.5` → `12,5%`. */
export function formatPercent(value: number): string {
  return `${formatNumber(value)}%`;
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
