/**
 * Reading the fields of a save request for the product, e-commerce and finance areas: every reader takes the
 * request, the field, a pt-BR label for the error message and the stored value to keep when the field is
 * absent, so an update that sends only some fields keeps the others.
 */
import { dayToIso, parseDay } from '../seed/dates.ts';
import { badRequest } from '../server/errors.ts';
import { has, readNumber, readText } from './input.ts';

/** Required text: the request's (trimmed) or the stored one; 400 with `message` when neither is there. */
export function requiredText(input: Record<string, unknown>, field: string, message: string, stored?: string): string {
  const value = has(input, field) ? readText(input[field]) : stored;
  if (!value) throw badRequest(message);
  return value;
}

/** Optional text ('' when cleared or never given). */
export function optionalText(input: Record<string, unknown>, field: string, stored = ''): string {
  return has(input, field) ? readText(input[field]) ?? '' : stored;
}

/** A boolean from true/false, "true"/"false", 1/0; the stored value (or `fallback`) when absent. */
export function booleanField(input: Record<string, unknown>, field: string, stored: boolean | undefined, fallback: boolean): boolean {
  if (!has(input, field)) return stored ?? fallback;
  const value = input[field];
  if (value === true || value === 'true' || value === 1 || value === '1') return true;
  if (value === false || value === 'false' || value === 0 || value === '0' || value === null) return false;
  throw badRequest(`O campo ${field} deve ser verdadeiro ou falso.`);
}

/** A required amount in reais (zero or more), rounded to cents; 400 "Informe <label>." when missing. */
export function requiredMoney(input: Record<string, unknown>, field: string, label: string, stored?: number): number {
  const value = has(input, field) ? readNumber(input[field]) : stored;
  if (value === undefined) throw badRequest(`Informe ${label}.`);
  if (value < 0) throw badRequest(`${capitalize(label)} não pode ser negativo.`);
  return Math.round(value * 100) / 100;
}

/** An optional amount in reais (0 when absent and never stored). */
export function optionalMoney(input: Record<string, unknown>, field: string, label: string, stored = 0): number {
  if (!has(input, field) || input[field] === null || input[field] === '') return has(input, field) ? 0 : stored;
  return requiredMoney(input, field, label);
}

/** A percent from 0 to 100 (0 when cleared, the stored value when absent). */
export function percentField(input: Record<string, unknown>, field: string, label: string, stored = 0): number {
  if (!has(input, field)) return stored;
  if (input[field] === null || input[field] === '') return 0;
  const value = readNumber(input[field]);
  if (value === undefined || value < 0 || value > 100) throw badRequest(`${capitalize(label)} deve ficar entre 0% e 100%.`);
  return value;
}

/** An optional date as `yyyy-mm-dd` (null when cleared); 400 when it is not a real date. */
export function dateField(input: Record<string, unknown>, field: string, label: string, stored: string | null = null): string | null {
  if (!has(input, field)) return stored;
  const value = input[field];
  if (value === null || (typeof value === 'string' && value.trim() === '')) return null;
  const day = parseDay(value);
  if (day === undefined) throw badRequest(`A ${label} não é uma data válida.`);
  return dayToIso(day);
}

/** One of `options` (the stored value, or `fallback`, when absent or blank); 400 naming the options otherwise. */
export function choiceField<T extends string>(input: Record<string, unknown>, field: string, label: string, options: readonly T[], stored: T | undefined, fallback: T): T {
  const value = has(input, field) ? readText(input[field]) : undefined;
  if (!value) return stored ?? fallback;
  const found = options.find((option) => option === value);
  if (!found) throw badRequest(`Valor inválido para ${label}: use ${options.join(', ')}.`);
  return found;
}

/** A list of non-empty texts (blank items dropped, repeated items kept once). */
export function textList(input: Record<string, unknown>, field: string, label: string, stored: readonly string[] = []): string[] {
  if (!has(input, field)) return [...stored];
  const value = input[field];
  if (value === null) return [];
  if (!Array.isArray(value)) throw badRequest(`${capitalize(label)} deve ser uma lista.`);
  const out: string[] = [];
  for (const item of value) {
    const text = readText(item);
    if (text && !out.includes(text)) out.push(text);
  }
  return out;
}

/** Checks that a window (discount, sales) ends on or after its start. */
export function checkWindow(start: string | null, end: string | null, message: string): void {
  if (start && end && end < start) throw badRequest(message);
}

/** The text with its first letter in upper case. */
export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
