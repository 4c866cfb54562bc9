/**
 * Date-only values as whole days since 1970-01-01 (UTC). Keeping days as integers avoids every time-zone
 * shift: a date written "05/01/2025" is always that day, wherever the server runs.
 */

const DAY_MS = 86_400_000;

function pad(value: number, size = 2): string {
  return String(value).padStart(size, '0');
}

/** The day number of a calendar date (month 1–12). */
export function dayOf(year: number, month: number, day: number): number {
  return Math.floor(Date.UTC(year, month - 1, day) / DAY_MS);
}

/** Today, as the server's local calendar sees it. */
export function todayDay(now: Date): number {
  return dayOf(now.getFullYear(), now.getMonth() + 1, now.getDate());
}

/** `yyyy-mm-dd` of a day number. */
export function dayToIso(day: number): string {
  const d = new Date(day * DAY_MS);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

/** `dd/mm/yyyy` of a day number. */
export function dayToBr(day: number): string {
  const d = new Date(day * DAY_MS);
  return `${pad(d.getUTCDate())}/${pad(d.getUTCMonth() + 1)}/${d.getUTCFullYear()}`;
}

/** Day of the week of a day number (0 = Sunday). */
export function weekdayOf(day: number): number {
  return new Date(day * DAY_MS).getUTCDay();
}

/** Month (1–12) and day of the month of a day number. */
export function monthDayOf(day: number): { month: number; date: number } {
  const d = new Date(day * DAY_MS);
  return { month: d.getUTCMonth() + 1, date: d.getUTCDate() };
}

/**
 * Parses `yyyy-mm-dd` (optionally followed by a time, which is ignored) or `dd/mm/yyyy`; undefined when the
 * text is not a real calendar date (31/02/2026 is rejected).
 */
export function parseDay(value: unknown): number | undefined {
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  let year: number;
  let month: number;
  let date: number;
  const iso = /^(\d{4})-(\d{2})-(\d{2})(?:[T ].*)?$/.exec(text);
  const br = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text);
  if (iso) [year, month, date] = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  else if (br) [year, month, date] = [Number(br[3]), Number(br[2]), Number(br[1])];
  else return undefined;
  const day = dayOf(year, month, date);
  return dayToIso(day) === `${pad(year, 4)}-${pad(month)}-${pad(date)}` ? day : undefined;
}
