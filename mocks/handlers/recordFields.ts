/**
 * Reading and validating the fields of a saved record, as a real server would: each field comes from the
 * request when it is there, else from the stored record (an update may send only some fields), else from a
 * default; a bad or missing required value answers 400 with a pt-BR message naming the field.
 */
import { dayToIso, parseDay } from '../seed/dates.ts';
import { badRequest } from '../server/errors.ts';
import { has, readId, readNumber, readText } from './input.ts';

/** Common texts of record validation. */
export const FIELD_MESSAGES = {
  required: (label: string) => `Informe ${label}.`,
  tooLong: (label: string, max: number) => `${capitalise(label)} pode ter no máximo ${max} caracteres.`,
  invalidDate: (label: string) => `${capitalise(label)} não é uma data válida.`,
  invalidNumber: (label: string) => `${capitalise(label)} deve ser um número.`,
  outOfRange: (label: string, min: number, max: number) => `${capitalise(label)} deve estar entre ${min} e ${max}.`,
  invalidChoice: (label: string, choices: readonly unknown[]) => `${capitalise(label)} inválido: use ${choices.join(', ')}.`,
  invalidUrl: (label: string) => `${capitalise(label)} deve ser um endereço que comece com https:// ou /.`,
  invalidColour: (label: string) => `${capitalise(label)} deve estar no formato #RRGGBB.`,
  endBeforeStart: 'A data de fim não pode ser anterior à data de início.',
} as const;

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

const URL_PATTERN = /^(https?:\/\/[^\s/?#]+[^\s]*|\/[^\s]*|data:image\/[a-z+.-]+[;,][^\s]*)$/i;
const COLOUR_PATTERN = /^#[0-9a-f]{6}$/i;

/** How a field is described in messages: the article and noun, e.g. "o título do banner". */
type Label = string;

/** Reads the fields of one request over the stored record (if any). */
export class RecordFields<T extends object> {
  constructor(
    private readonly input: Record<string, unknown>,
    private readonly existing: T | undefined,
  ) {}

  private stored(field: string): unknown {
    return this.existing ? (this.existing as Record<string, unknown>)[field] : undefined;
  }

  private sent(field: string): boolean {
    return has(this.input, field);
  }

  /** Text (trimmed); `required` refuses an empty value; `max` limits the length. */
  text(field: string, label: Label, options: { required?: boolean; max?: number; fallback?: string } = {}): string {
    const value = this.sent(field) ? readText(this.input[field]) ?? '' : (this.stored(field) as string | undefined) ?? options.fallback ?? '';
    if (options.required && value === '') throw badRequest(FIELD_MESSAGES.required(label));
    if (options.max !== undefined && value.length > options.max) throw badRequest(FIELD_MESSAGES.tooLong(label, options.max));
    return value;
  }

  /** A web address (`https://...`), an app path (`/...`) or an inline image; empty is allowed unless required. */
  url(field: string, label: Label, options: { required?: boolean } = {}): string {
    const value = this.text(field, label, { required: options.required, max: 100_000 });
    if (value !== '' && !URL_PATTERN.test(value)) throw badRequest(FIELD_MESSAGES.invalidUrl(label));
    return value;
  }

  /** A colour `#RRGGBB` (upper case). */
  colour(field: string, label: Label, fallback: string): string {
    const value = this.text(field, label, { fallback });
    if (!COLOUR_PATTERN.test(value)) throw badRequest(FIELD_MESSAGES.invalidColour(label));
    return value.toUpperCase();
  }

  /** A boolean from true/false, "true"/"false" or 1/0. */
  bool(field: string, fallback: boolean): boolean {
    if (!this.sent(field)) return (this.stored(field) as boolean | undefined) ?? fallback;
    const value = this.input[field];
    if (value === true || value === 'true' || value === 1 || value === '1') return true;
    if (value === false || value === 'false' || value === 0 || value === '0') return false;
    return fallback;
  }

  /** A number within [min, max]; null when absent and not required. */
  number(field: string, label: Label, options: { required?: boolean; min?: number; max?: number; integer?: boolean; fallback?: number } = {}): number | null {
    let value: number | null;
    if (this.sent(field)) {
      const raw = this.input[field];
      const blank = raw === null || (typeof raw === 'string' && raw.trim() === '');
      const read = blank ? undefined : readNumber(raw);
      if (!blank && read === undefined) throw badRequest(FIELD_MESSAGES.invalidNumber(label));
      value = read ?? null;
    } else {
      value = (this.stored(field) as number | null | undefined) ?? options.fallback ?? null;
    }
    if (value === null) {
      if (options.required) throw badRequest(FIELD_MESSAGES.required(label));
      return null;
    }
    const min = options.min ?? -Infinity;
    const max = options.max ?? Infinity;
    if (value < min || value > max || (options.integer && !Number.isInteger(value))) {
      throw badRequest(FIELD_MESSAGES.outOfRange(label, options.min ?? 0, options.max ?? Number.MAX_SAFE_INTEGER));
    }
    return value;
  }

  /** One of the given values (compared as text, returned as the listed value). */
  choice<V extends string | number>(field: string, label: Label, choices: readonly V[], options: { required?: boolean; fallback?: V } = {}): V {
    const raw = this.sent(field) ? this.input[field] : this.stored(field) ?? options.fallback;
    if (raw === undefined || raw === null || raw === '') {
      if (options.required || options.fallback === undefined) throw badRequest(FIELD_MESSAGES.required(label));
      return options.fallback;
    }
    const found = choices.find((choice) => String(choice) === String(raw).trim());
    if (found === undefined) throw badRequest(FIELD_MESSAGES.invalidChoice(label, choices));
    return found;
  }

  /** A date-only value as `yyyy-mm-dd` (accepts `dd/mm/yyyy` too); null when absent and not required. */
  date(field: string, label: Label, options: { required?: boolean; fallback?: string } = {}): string | null {
    const raw = this.sent(field) ? this.input[field] : this.stored(field) ?? options.fallback;
    if (raw === undefined || raw === null || (typeof raw === 'string' && raw.trim() === '')) {
      if (options.required) throw badRequest(FIELD_MESSAGES.required(label));
      return null;
    }
    const day = parseDay(raw);
    if (day === undefined) throw badRequest(FIELD_MESSAGES.invalidDate(label));
    return dayToIso(day);
  }

  /** A record id (positive integer); null when absent. */
  id(field: string): number | null {
    if (!this.sent(field)) return (this.stored(field) as number | null | undefined) ?? null;
    const raw = this.input[field];
    if (raw === null || raw === '') return null;
    return readId(raw) ?? null;
  }
}

/** Refuses a period whose end comes before its start (both `yyyy-mm-dd`, either may be null). */
export function checkPeriod(start: string | null, end: string | null): void {
  if (start && end && end < start) throw badRequest(FIELD_MESSAGES.endBeforeStart);
}
