/**
 * Reading the fields of content saves and report filters: booleans, `yyyy-mm-dd` dates, periods, the teacher
 * of a record. Each reader throws a 400 with a pt-BR message when the value is present but wrong.
 */
import { dayToIso, parseDay, todayDay } from '../seed/dates.ts';
import type { DayRange } from '../seed/royalties.ts';
import { teacherById, type TeacherRef } from '../seed/teachers.ts';
import { badRequest } from '../server/errors.ts';
import { has, readId, readNumber, readText } from './input.ts';

/** Messages shared by the content and report endpoints. */
export const RECORD_MESSAGES = {
  invalidDate: (label: string) => `A ${label} não é uma data válida.`,
  teacherRequired: 'Informe o professor.',
  unknownTeacher: 'Professor não encontrado.',
  invalidStart: 'A data inicial não é uma data válida.',
  invalidEnd: 'A data final não é uma data válida.',
  startAfterEnd: 'A data inicial não pode ser posterior à data final.',
  tooLong: (days: number) => `O período não pode passar de ${days} dias.`,
} as const;

/** A boolean from true/false, "true"/"false", 1/0; `fallback` otherwise. */
export function readFlag(value: unknown, fallback: boolean): boolean {
  if (typeof value === 'boolean') return value;
  if (value === 'true' || value === 1 || value === '1') return true;
  if (value === 'false' || value === 0 || value === '0') return false;
  return fallback;
}

/**
 * A date field as `yyyy-mm-dd`: the existing value when the field is absent, null when it is sent empty,
 * a 400 naming `label` ("data da prova") when it is not a real date.
 */
export function readIsoDate(input: Record<string, unknown>, field: string, label: string, existing: string | null): string | null {
  if (!has(input, field)) return existing;
  const value = input[field];
  if (value === null || (typeof value === 'string' && value.trim() === '')) return null;
  const day = parseDay(value);
  if (day === undefined) throw badRequest(RECORD_MESSAGES.invalidDate(label));
  return dayToIso(day);
}

/** Text of a field, or the existing value when the field is absent ('' when sent empty). */
export function readTextField(input: Record<string, unknown>, field: string, existing: string): string {
  return has(input, field) ? readText(input[field]) ?? '' : existing;
}

/**
 * The teacher of a saved record: `ProfessorId` (what the forms send), else `Professor.Id`, else the existing one.
 * A 400 when none is given or the id is unknown.
 */
export function readTeacher(input: Record<string, unknown>, existing: TeacherRef | undefined): TeacherRef {
  const professor = input.Professor;
  const raw = has(input, 'ProfessorId')
    ? input.ProfessorId
    : professor && typeof professor === 'object' ? (professor as Record<string, unknown>).Id : undefined;
  if (raw === undefined) {
    if (existing) return existing;
    throw badRequest(RECORD_MESSAGES.teacherRequired);
  }
  if (raw === null || raw === '') throw badRequest(RECORD_MESSAGES.teacherRequired);
  const id = readId(raw);
  const teacher = id === undefined ? undefined : teacherById(id);
  if (!teacher) throw badRequest(RECORD_MESSAGES.unknownTeacher);
  return { Id: teacher.ProfessorID, Nome: teacher.Nome };
}

/** A whole number in [min, max] from a field, or the existing value when absent; `message` when wrong. */
export function readWholeNumber(input: Record<string, unknown>, field: string, min: number, max: number, message: string, existing: number | null): number | null {
  if (!has(input, field)) return existing;
  const value = input[field];
  if (value === null || value === '') return null;
  const number = readNumber(value);
  if (number === undefined || !Number.isInteger(number) || number < min || number > max) throw badRequest(message);
  return number;
}

function readDay(value: unknown, message: string): number | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  const day = parseDay(value);
  if (day === undefined) throw badRequest(message);
  return day;
}

/** The period of `DataInicio` / `DataFinal` (open ends when absent); 400 when a date is wrong or reversed. */
export function readDayRange(input: Record<string, unknown>): DayRange {
  const start = readDay(input.DataInicio, RECORD_MESSAGES.invalidStart);
  const end = readDay(input.DataFinal, RECORD_MESSAGES.invalidEnd);
  if (start !== undefined && end !== undefined && start > end) throw badRequest(RECORD_MESSAGES.startAfterEnd);
  return { start, end };
}

/**
 * A closed period of at most `maxDays` days: `DataFinal` defaults to today and `DataInicio` to `defaultDays`
 * days before it.
 */
export function readClosedRange(input: Record<string, unknown>, now: Date, defaultDays: number, maxDays: number): { start: number; end: number } {
  const range = readDayRange(input);
  const end = range.end ?? todayDay(now);
  const start = range.start ?? end - (defaultDays - 1);
  if (start > end) throw badRequest(RECORD_MESSAGES.startAfterEnd);
  if (end - start + 1 > maxDays) throw badRequest(RECORD_MESSAGES.tooLong(maxDays));
  return { start, end };
}

/** Today as `yyyy-mm-dd`. */
export function todayIso(now: Date): string {
  return dayToIso(todayDay(now));
}
