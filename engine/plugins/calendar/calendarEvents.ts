/**
 * The calendar's events as the API shapes them (spec §3 "Calendar event": id, title, allDay, start, end,
 * textColor, extendedProps.desc), their event form's data, and the conversions between the two. Pure: no
 * React, no I/O.
 *
 * Decisions:
 * - An all-day event keeps `aaaa-mm-dd` dates and, as FullCalendar and iCalendar do, an exclusive `end` (the
 *   day after the last one); the form shows the last day itself. Date-only values never go through a time
 *   zone, so an event on 05/01 never shows on 04/01 in America/Sao_Paulo.
 * - A timed event keeps instants as ISO text with the browser's offset (`2026-05-04T09:00:00-03:00`): readable,
 *   and the same instant for a server in any time zone.
 * - `textColor` is the event's text colour, as the field says; the event box is a light tint of it with a
 *   border in it. A colour too light to read on its tint gets dark text (the border keeps the colour).
 */
import { ApiError } from '../../data/ApiError';
import { getPath } from '../../core/template';
import { localIsoDate } from '../../core/i18n/format';

/** One event, as the API sends and receives it. */
export interface CalendarEvent {
  id: number | string;
  title: string;
  allDay: boolean;
  /** All-day: `aaaa-mm-dd`; timed: an ISO date-time. */
  start: string;
  /** All-day: the day after the last one (`aaaa-mm-dd`); timed: an ISO date-time. */
  end: string;
  /** CSS colour of the event's text (`#1f6f8b`); absent = the calendar's default. */
  textColor?: string;
  extendedProps: { desc: string };
}

/** An event being created: every field but the id. */
export type NewCalendarEvent = Omit<CalendarEvent, 'id'>;

/** The event form's data (the properties the settings' `schema` declares). */
export interface EventFormData {
  title?: string;
  allDay?: boolean;
  /** `aaaa-mm-dd`. */
  startDate?: string;
  /** `hh:mm` (timed events only). */
  startTime?: string;
  /** `aaaa-mm-dd`: the last day, included. */
  endDate?: string;
  /** `hh:mm` (timed events only). */
  endTime?: string;
  textColor?: string;
  desc?: string;
}

/** A span of the calendar (a selection, a dropped or resized event), as FullCalendar gives it. */
export interface CalendarRange {
  start: Date;
  /** null when FullCalendar leaves the end to the default duration (a drop between all-day and timed). */
  end: Date | null;
  allDay: boolean;
}

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;
const DATE_PREFIX = /^(\d{4}-\d{2}-\d{2})/;
/** Colours the calendar accepts from the server: hex, rgb()/hsl() and plain names. */
const COLOR = /^(#[0-9a-f]{3,8}|(rgb|hsl)a?\([\d\s.,%/]+\)|[a-z]{3,20})$/i;

const pad2 = (value: number) => String(value).padStart(2, '0');

function shapeError(data: unknown): ApiError {
  return new ApiError('O servidor não enviou os eventos da agenda no formato esperado.', { reason: 'shape', data });
}

function object(value: unknown): Record<string, unknown> | null {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
}

/** `hh:mm` of a local time. */
function timeKey(date: Date): string {
  return `${pad2(date.getHours())}:${pad2(date.getMinutes())}`;
}

/** A local instant as ISO text with its offset: `2026-05-04T09:00:00-03:00`. */
export function localIso(date: Date): string {
  const offset = -date.getTimezoneOffset();
  const sign = offset >= 0 ? '+' : '-';
  const abs = Math.abs(offset);
  return `${localIsoDate(date)}T${timeKey(date)}:${pad2(date.getSeconds())}${sign}${pad2(Math.floor(abs / 60))}:${pad2(abs % 60)}`;
}

/** The local midnight of an `aaaa-mm-dd` date (null for anything else). */
function parseDateKey(value: string): Date | null {
  const match = DATE_ONLY.exec(value);
  if (!match) return null;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return localIsoDate(date) === value ? date : null;
}

/** `aaaa-mm-dd` plus some days (calendar days, daylight-saving safe). */
export function addDays(value: string, days: number): string {
  const date = parseDateKey(value);
  if (!date) return value;
  date.setDate(date.getDate() + days);
  return localIsoDate(date);
}

/** The instant of an event's date-time text, or null. */
function instantOf(value: string): Date | null {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** The date (`aaaa-mm-dd`) of an event's start or end in local time. */
function localDateOf(value: string, allDay: boolean): string | null {
  if (allDay) return DATE_PREFIX.exec(value)?.[1] ?? null;
  const instant = instantOf(value);
  return instant ? localIsoDate(instant) : null;
}

/** One event of an answer, read leniently: no id or no start = not an event. */
function eventOf(value: unknown): CalendarEvent | null {
  const row = object(value);
  if (!row) return null;
  const id = typeof row.id === 'number' || (typeof row.id === 'string' && row.id !== '') ? row.id : null;
  const start = typeof row.start === 'string' && row.start !== '' ? row.start : null;
  if (id === null || start === null) return null;
  const allDay = row.allDay === true;
  if (localDateOf(start, allDay) === null) return null;
  const end = typeof row.end === 'string' && localDateOf(row.end, allDay) !== null ? row.end : defaultEnd(start, allDay);
  const extended = object(row.extendedProps);
  const event: CalendarEvent = {
    id,
    title: typeof row.title === 'string' ? row.title : '',
    allDay,
    start,
    end,
    extendedProps: { desc: typeof extended?.desc === 'string' ? extended.desc : '' },
  };
  if (typeof row.textColor === 'string' && COLOR.test(row.textColor.trim())) event.textColor = row.textColor.trim();
  return event;
}

/** An event with no (or an unreadable) end: one day, or one hour. */
function defaultEnd(start: string, allDay: boolean): string {
  if (allDay) return addDays(DATE_PREFIX.exec(start)![1], 1);
  return localIso(new Date(instantOf(start)!.getTime() + 60 * 60 * 1000));
}

/** The events at `rows` of an answer (a wrong shape is a pt-BR error, never a blank calendar). */
export function eventsOf(response: unknown, rows: string): CalendarEvent[] {
  const list = getPath(response, rows);
  if (!Array.isArray(list)) throw shapeError(response);
  return list.flatMap((item) => {
    const event = eventOf(item);
    return event ? [event] : [];
  });
}

/** The saved event of a write's answer (at `record`; absent = the whole answer). */
export function savedEventOf(response: unknown, record: string | undefined): CalendarEvent {
  const event = eventOf(getPath(response, record));
  if (!event) throw new ApiError('O servidor não enviou o evento salvo no formato esperado.', { reason: 'shape', data: response });
  return event;
}

/** The form's data for an event (its last day, not the exclusive end, for an all-day event). */
export function formDataOf(event: NewCalendarEvent): EventFormData {
  const data: EventFormData = { title: event.title, allDay: event.allDay, desc: event.extendedProps.desc };
  if (event.textColor) data.textColor = event.textColor;
  if (event.allDay) {
    const startDate = localDateOf(event.start, true)!;
    const endDate = addDays(localDateOf(event.end, true) ?? addDays(startDate, 1), -1);
    data.startDate = startDate;
    data.endDate = endDate < startDate ? startDate : endDate;
    return data;
  }
  const start = instantOf(event.start)!;
  const end = instantOf(event.end) ?? new Date(start.getTime() + 60 * 60 * 1000);
  data.startDate = localIsoDate(start);
  data.startTime = timeKey(start);
  data.endDate = localIsoDate(end);
  data.endTime = timeKey(end);
  return data;
}

/** The form's data for a new event over a span of the calendar (a clicked day or slot, or now). */
export function newFormData(range: CalendarRange, durationMinutes: number): EventFormData {
  if (range.allDay) {
    const startDate = localIsoDate(range.start);
    // A selection's end is exclusive: the day after the last one.
    const last = range.end ? addDays(localIsoDate(range.end), -1) : startDate;
    return { allDay: true, startDate, endDate: last < startDate ? startDate : last };
  }
  const end = range.end ?? new Date(range.start.getTime() + durationMinutes * 60 * 1000);
  return { allDay: false, startDate: localIsoDate(range.start), startTime: timeKey(range.start), endDate: localIsoDate(end), endTime: timeKey(end) };
}

/** Why the form's dates cannot make an event (pt-BR), or null. */
export function rangeProblem(data: EventFormData): string | null {
  const start = startOf(data);
  const end = endOf(data);
  if (!start || !end) return 'Preencha o início e o fim do evento.';
  if (data.allDay ? end < start : end.getTime() <= start.getTime()) return 'O fim do evento precisa ser depois do início.';
  return null;
}

function startOf(data: EventFormData): Date | null {
  const day = data.startDate ? parseDateKey(data.startDate) : null;
  if (!day) return null;
  if (data.allDay) return day;
  return withTime(day, data.startTime);
}

function endOf(data: EventFormData): Date | null {
  const day = data.endDate ? parseDateKey(data.endDate) : null;
  if (!day) return null;
  if (data.allDay) return day;
  return withTime(day, data.endTime);
}

function withTime(day: Date, time: string | undefined): Date | null {
  const match = time ? TIME.exec(time) : null;
  if (!match) return null;
  return new Date(day.getFullYear(), day.getMonth(), day.getDate(), Number(match[1]), Number(match[2]));
}

/** The event the form describes (call {@link rangeProblem} first: dates it refuses make no event). */
export function eventFromForm(data: EventFormData): NewCalendarEvent {
  const event: NewCalendarEvent = {
    title: (data.title ?? '').trim(),
    allDay: data.allDay === true,
    start: '',
    end: '',
    extendedProps: { desc: (data.desc ?? '').trim() },
  };
  if (data.textColor) event.textColor = data.textColor;
  if (event.allDay) {
    event.start = data.startDate!;
    event.end = addDays(data.endDate!, 1);
  } else {
    event.start = localIso(startOf(data)!);
    event.end = localIso(endOf(data)!);
  }
  return event;
}

/** An event moved or resized to a span of the calendar (a missing end keeps a default length). */
export function eventInRange(event: CalendarEvent, range: CalendarRange, durationMinutes: number): CalendarEvent {
  if (range.allDay) {
    const start = localIsoDate(range.start);
    return { ...event, allDay: true, start, end: range.end ? localIsoDate(range.end) : addDays(start, 1) };
  }
  const end = range.end ?? new Date(range.start.getTime() + durationMinutes * 60 * 1000);
  return { ...event, allDay: false, start: localIso(range.start), end: localIso(end) };
}

/** The event's date as text (`dd/mm/aaaa`, with the time of a timed event) for sentences. */
export function whenText(event: NewCalendarEvent): string {
  const data = formDataOf(event);
  const date = (value: string) => value.split('-').reverse().join('/');
  if (event.allDay) return data.startDate === data.endDate ? date(data.startDate!) : `${date(data.startDate!)} a ${date(data.endDate!)}`;
  return `${date(data.startDate!)} às ${data.startTime}`;
}

/** sRGB channels (0–255) of a hex colour, or null for anything else. */
function rgbOf(color: string): [number, number, number] | null {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color)?.[1];
  if (!hex) return null;
  const full = hex.length === 3 ? hex.replace(/./g, '$&$&') : hex;
  return [0, 2, 4].map((index) => parseInt(full.slice(index, index + 2), 16)) as [number, number, number];
}

function luminance([r, g, b]: [number, number, number]): number {
  const channel = (value: number) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

function contrast(a: [number, number, number], b: [number, number, number]): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

/** Dark text of the calendar when an event's own colour cannot be read. */
const DARK_TEXT = '#1c2127';

/** How an event with that text colour is painted: the text colour, a light tint of it behind, a border in it. */
export function eventColors(textColor: string | undefined): { textColor: string; backgroundColor: string; borderColor: string } | null {
  const rgb = textColor ? rgbOf(textColor) : null;
  if (!textColor || !rgb) return textColor ? { textColor, backgroundColor: '#ffffff', borderColor: textColor } : null;
  // 15% of the colour over white.
  const tint = rgb.map((channel) => Math.round(255 - (255 - channel) * 0.15)) as [number, number, number];
  const backgroundColor = `#${tint.map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;
  return { textColor: contrast(rgb, tint) >= 4.5 ? textColor : DARK_TEXT, backgroundColor, borderColor: textColor };
}
