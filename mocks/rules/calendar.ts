/**
 * The events calendar (spec section 7, Calendar): list every event, add one (`newEvent`), update one (`event`) and
 * remove one (`eventId`). An event is `{ id, title, allDay, start, end, textColor, extendedProps: { desc } }`; all-day
 * events keep `aaaa-mm-dd` dates with an exclusive end (the day after the last one), timed events ISO date-times.
 * Each call has its own key: `Calendario` to read, `.new`, `.edit` and `.delete` to write.
 */
import type { Row } from '../core/db.ts';
import { badRequest, findRow, key, rule, type Ctx } from '../core/router.ts';
import type { Services } from './services.ts';

const TABLE = 'calendar-event';
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/;
const COLOR = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;
const MAX_TITLE = 200;
const MAX_DESC = 2000;

/** A real `aaaa-mm-dd` date. */
function isDate(value: string): boolean {
  const match = DATE.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === value;
}

/** The instant of a date or date-time text (a date alone is its UTC midnight), or NaN. */
function timeOf(value: string): number {
  if (isDate(value)) return Date.parse(`${value}T00:00:00Z`);
  return DATE_TIME.test(value) ? Date.parse(value) : Number.NaN;
}

/** The event a request sends, checked and reduced to the spec's fields (pt-BR 400s). */
function eventFrom(value: unknown, field: string): Row {
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw badRequest(`Envie o evento (${field}).`);
  const input = value as Row;
  const title = typeof input.title === 'string' ? input.title.trim() : '';
  if (!title) throw badRequest('Informe o título do evento.');
  if (title.length > MAX_TITLE) throw badRequest(`O título pode ter no máximo ${MAX_TITLE} caracteres.`);
  if (input.allDay !== undefined && typeof input.allDay !== 'boolean') throw badRequest('Dia inteiro (allDay) precisa ser verdadeiro ou falso.');
  const allDay = input.allDay === true;
  const valid = (text: unknown) => typeof text === 'string' && (allDay ? isDate(text) : !isDate(text) && !Number.isNaN(timeOf(text)));
  const format = allDay ? 'aaaa-mm-dd' : 'data e hora ISO (aaaa-mm-ddThh:mm)';
  if (!valid(input.start)) throw badRequest(`Início inválido: use ${format}.`);
  if (input.end !== undefined && input.end !== null && !valid(input.end)) throw badRequest(`Fim inválido: use ${format}.`);
  const start: string = input.start;
  // No end: one day, or one hour.
  const end: string = typeof input.end === 'string'
    ? input.end
    : allDay ? new Date(timeOf(start) + 86_400_000).toISOString().slice(0, 10) : new Date(timeOf(start) + 3_600_000).toISOString();
  if (timeOf(end) <= timeOf(start)) throw badRequest('O fim do evento precisa ser depois do início.');
  const event: Row = { title, allDay, start, end };
  if (input.textColor !== undefined && input.textColor !== null && input.textColor !== '') {
    if (typeof input.textColor !== 'string' || !COLOR.test(input.textColor)) throw badRequest('Cor inválida: use o formato #rrggbb.');
    event.textColor = input.textColor.toLowerCase();
  }
  const desc = input.extendedProps?.desc;
  if (desc !== undefined && desc !== null && typeof desc !== 'string') throw badRequest('A descrição (extendedProps.desc) precisa ser um texto.');
  if (typeof desc === 'string' && desc.length > MAX_DESC) throw badRequest(`A descrição pode ter no máximo ${MAX_DESC.toLocaleString('pt-BR')} caracteres.`);
  event.extendedProps = { desc: typeof desc === 'string' ? desc.trim() : '' };
  return event;
}

/** Events by start (all-day first on a tie), then id. */
function byStart(a: Row, b: Row): number {
  return timeOf(a.start) - timeOf(b.start) || Number(b.allDay) - Number(a.allDay) || Number(a.id) - Number(b.id);
}

export function calendarRules(_services: Services) {
  return [
    rule('GET /api/calendar-app/events', key('Calendario'), (ctx: Ctx) => ({ events: [...ctx.db.table(TABLE, 'id').all()].sort(byStart) })),
    rule('POST /api/calendar-app/add-event', key('Calendario.new'), (ctx: Ctx) => {
      const event = eventFrom(ctx.body.newEvent, 'newEvent');
      return { event: ctx.db.table(TABLE, 'id').insert(event) };
    }),
    rule('POST /api/calendar-app/update-event', key('Calendario.edit'), (ctx: Ctx) => {
      const input = ctx.body.event;
      const current = findRow(ctx.db, TABLE, input && typeof input === 'object' ? (input as Row).id : undefined, 'o evento (event.id)');
      return { event: ctx.db.table(TABLE, 'id').put({ ...eventFrom(input, 'event'), id: current.id }) };
    }),
    rule('POST /api/calendar-app/remove-event', key('Calendario.delete'), (ctx: Ctx) => {
      const event = findRow(ctx.db, TABLE, ctx.body.eventId, 'o evento (eventId)');
      ctx.db.table(TABLE, 'id').remove(event.id);
      return { eventId: event.id };
    }),
  ];
}
