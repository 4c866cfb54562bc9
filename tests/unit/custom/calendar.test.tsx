import { act, cleanup, fireEvent, render, renderHook, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import CalendarApp from '../../../engine/plugins/calendar/CalendarApp';
import {
  addDays, eventColors, eventFromForm, eventInRange, eventsOf, formDataOf, localIso, newFormData, rangeProblem, whenText,
  type CalendarEvent,
} from '../../../engine/plugins/calendar/calendarEvents';
import { localIsoDate } from '../../../engine/core/i18n/format';
import { useCalendarController } from '../../../engine/plugins/calendar/useCalendarController';
import type { CallSpec } from '../../../engine/core/dataProvider';
import type { CalendarAppSettings } from '../../../engine/core/generated';
import { ApiError } from '../../../engine/data/ApiError';
import { customScreen, fakeDataProvider, templateValues, wiring } from './harness';

afterEach(cleanup);

const SETTINGS: CalendarAppSettings = {
  events: { call: 'GET /api/calendar-app/events', rows: 'events' },
  add: { call: 'POST /api/calendar-app/add-event', body: { newEvent: '{event}' }, record: 'event' },
  update: { call: 'POST /api/calendar-app/update-event', body: { event: '{event}' }, record: 'event' },
  remove: { call: 'POST /api/calendar-app/remove-event', body: { eventId: '{id}' } },
  permissions: { add: 'Calendario.new', update: 'Calendario.edit', remove: 'Calendario.delete' },
  duration: 30,
  schema: {
    type: 'object',
    required: ['title', 'startDate', 'endDate'],
    properties: {
      title: { type: 'string', title: 'Título' },
      allDay: { type: 'boolean', title: 'Dia inteiro' },
      startDate: { type: 'string', format: 'date', title: 'Início' },
      endDate: { type: 'string', format: 'date', title: 'Fim' },
      desc: { type: 'string', title: 'Descrição' },
    },
  },
};

/** A timed event at local hours of 12/05/2026, whatever the test machine's zone. */
const at = (hours: number, minutes = 0) => localIso(new Date(2026, 4, 12, hours, minutes));

const EVENTS: CalendarEvent[] = [
  { id: 1, title: 'Semana de revisão', allDay: true, start: '2026-05-08', end: '2026-05-11', textColor: '#5642a6', extendedProps: { desc: 'Aulas ao vivo.' } },
  { id: 2, title: 'Aula ao vivo', allDay: false, start: at(14), end: at(15, 30), textColor: '#935610', extendedProps: { desc: '' } },
];

/** A fake calendar API; `calls` records each request's filled template. */
function calendarApi(overrides: Partial<Record<'list' | 'add' | 'update' | 'remove', (values: Record<string, unknown>) => unknown>> = {}) {
  const calls: Array<{ endpoint: string; values: Record<string, unknown> }> = [];
  let nextId = 10;
  const fetch = vi.fn(async (call: CallSpec, params: { context?: Record<string, unknown> }) => {
    const values = templateValues(call, params.context);
    calls.push({ endpoint: call.endpoint, values });
    switch (call.endpoint) {
      case '/api/calendar-app/events': return overrides.list ? overrides.list(values) : { events: EVENTS };
      case '/api/calendar-app/add-event': return overrides.add ? overrides.add(values) : { event: { ...(values.newEvent as object), id: nextId++ } };
      case '/api/calendar-app/update-event': return overrides.update ? overrides.update(values) : { event: values.event };
      case '/api/calendar-app/remove-event': return overrides.remove ? overrides.remove(values) : { eventId: values.eventId };
      default: throw new Error(`chamada inesperada ${call.endpoint}`);
    }
  });
  return { fetch, calls };
}

function hook(api = calendarApi(), roles?: string[]) {
  const wired = wiring({ dataProvider: fakeDataProvider({ fetch: api.fetch }), roles });
  return { ...renderHook(() => useCalendarController(SETTINGS), { wrapper: wired.Wrapper }), api, toasts: wired.toasts };
}

const failure = (message: string) => new ApiError(message, { status: 400, reason: 'http' });

describe('calendar events (pure)', () => {
  it('reads the answer leniently and refuses a wrong shape', () => {
    const list = eventsOf({ events: [EVENTS[0], { id: 3, start: '2026-05-01', allDay: true }, { title: 'sem id', start: '2026-05-01' }, { id: 4, start: 'amanhã' }, { id: 5, start: at(9), textColor: 'url(javascript:x)' }] }, 'events');
    expect(list.map((event) => event.id)).toEqual([1, 3, 5]);
    expect(list[1]).toEqual({ id: 3, title: '', allDay: true, start: '2026-05-01', end: '2026-05-02', extendedProps: { desc: '' } });
    expect(list[2].textColor).toBeUndefined();
    expect(() => eventsOf({ eventos: [] }, 'events')).toThrow('O servidor não enviou os eventos da agenda no formato esperado.');
  });

  it('an all-day event shows its last day in the form and saves an exclusive end', () => {
    const data = formDataOf(EVENTS[0]);
    expect(data).toEqual({ title: 'Semana de revisão', allDay: true, startDate: '2026-05-08', endDate: '2026-05-10', textColor: '#5642a6', desc: 'Aulas ao vivo.' });
    expect(eventFromForm(data)).toEqual({ title: 'Semana de revisão', allDay: true, start: '2026-05-08', end: '2026-05-11', textColor: '#5642a6', extendedProps: { desc: 'Aulas ao vivo.' } });
    expect(whenText(EVENTS[0])).toBe('08/05/2026 a 10/05/2026');
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
  });

  it('a timed event keeps local times with the offset', () => {
    const data = formDataOf(EVENTS[1]);
    expect(data).toMatchObject({ allDay: false, startDate: '2026-05-12', startTime: '14:00', endDate: '2026-05-12', endTime: '15:30' });
    const event = eventFromForm({ ...data, title: '  Aula  ', desc: ' Link por e-mail. ' });
    expect(event.start).toBe(at(14));
    expect(event.start).toMatch(/^2026-05-12T14:00:00[+-]\d{2}:\d{2}$/);
    expect(event).toMatchObject({ title: 'Aula', end: at(15, 30), extendedProps: { desc: 'Link por e-mail.' } });
    expect(whenText(EVENTS[1])).toBe('12/05/2026 às 14:00');
  });

  it('new events over a clicked day, a selected slot or with no end', () => {
    expect(newFormData({ start: new Date(2026, 4, 12), end: new Date(2026, 4, 13), allDay: true }, 60)).toEqual({ allDay: true, startDate: '2026-05-12', endDate: '2026-05-12' });
    expect(newFormData({ start: new Date(2026, 4, 12, 9), end: new Date(2026, 4, 12, 9, 30), allDay: false }, 60)).toEqual({ allDay: false, startDate: '2026-05-12', startTime: '09:00', endDate: '2026-05-12', endTime: '09:30' });
    expect(newFormData({ start: new Date(2026, 4, 12, 23, 30), end: null, allDay: false }, 60)).toMatchObject({ endDate: '2026-05-13', endTime: '00:30' });
  });

  it('refuses an end before the start', () => {
    expect(rangeProblem({ allDay: true, startDate: '2026-05-12', endDate: '2026-05-12' })).toBeNull();
    expect(rangeProblem({ allDay: true, startDate: '2026-05-12', endDate: '2026-05-11' })).toBe('O fim do evento precisa ser depois do início.');
    expect(rangeProblem({ allDay: false, startDate: '2026-05-12', startTime: '10:00', endDate: '2026-05-12', endTime: '10:00' })).toBe('O fim do evento precisa ser depois do início.');
    expect(rangeProblem({ allDay: false, startDate: '2026-05-12', endDate: '2026-05-12' })).toBe('Preencha o início e o fim do evento.');
  });

  it('moves an event to a day or to hours (a missing end keeps a default length)', () => {
    expect(eventInRange(EVENTS[1], { start: new Date(2026, 4, 20), end: null, allDay: true }, 60)).toMatchObject({ allDay: true, start: '2026-05-20', end: '2026-05-21' });
    expect(eventInRange(EVENTS[0], { start: new Date(2026, 4, 20, 8), end: null, allDay: false }, 45)).toMatchObject({
      allDay: false, start: localIso(new Date(2026, 4, 20, 8)), end: localIso(new Date(2026, 4, 20, 8, 45)),
    });
  });

  it('paints an event in its colour, with dark text when the colour cannot be read on its tint', () => {
    expect(eventColors('#215db0')).toEqual({ textColor: '#215db0', backgroundColor: '#dee7f3', borderColor: '#215db0' });
    expect(eventColors('#ffff00')?.textColor).toBe('#1c2127');
    expect(eventColors(undefined)).toBeNull();
    expect(eventColors('teal')).toEqual({ textColor: 'teal', backgroundColor: '#ffffff', borderColor: 'teal' });
  });
});

describe('useCalendarController', () => {
  it('loads the events; a failure shows the pt-BR message and retries', async () => {
    const api = calendarApi();
    const fetch = vi.fn().mockRejectedValueOnce(failure('Agenda indisponível.')).mockImplementation(api.fetch);
    const { result } = hook({ ...api, fetch });
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current.error).toBe('Agenda indisponível.');
    act(() => result.current.retry());
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.events.map((event) => event.id)).toEqual([1, 2]);
    expect(result.current.can).toEqual({ add: true, update: true, remove: true });
  });

  it('creates over a clicked day: the body carries the event; the new one joins the list', async () => {
    const { result, api, toasts } = hook();
    await waitFor(() => expect(result.current.status).toBe('ready'));
    act(() => result.current.openCreate({ start: new Date(2026, 4, 13), end: new Date(2026, 4, 14), allDay: true }));
    expect(result.current.dialog).toMatchObject({ mode: 'create', event: null, data: { allDay: true, startDate: '2026-05-13', endDate: '2026-05-13' } });
    await act(() => result.current.submit({ ...result.current.dialog!.data, title: 'Feriado', textColor: '#1c6e42', desc: 'Sem atendimento.' }));
    expect(api.calls.at(-1)).toEqual({
      endpoint: '/api/calendar-app/add-event',
      values: { newEvent: { title: 'Feriado', allDay: true, start: '2026-05-13', end: '2026-05-14', textColor: '#1c6e42', extendedProps: { desc: 'Sem atendimento.' } } },
    });
    expect(result.current.dialog).toBeNull();
    expect(result.current.events.at(-1)).toMatchObject({ id: 10, title: 'Feriado' });
    expect(toasts()).toEqual(['success: Evento "Feriado" criado.']);
  });

  it('a failed save keeps the dialog with what was typed and shows the server message', async () => {
    const { result } = hook(calendarApi({ add: () => { throw failure('Informe o título do evento.'); } }));
    await waitFor(() => expect(result.current.status).toBe('ready'));
    act(() => result.current.openCreate());
    const typed = { ...result.current.dialog!.data, title: 'Reunião', desc: 'Pauta longa.' };
    act(() => result.current.setFormData(typed));
    await act(() => result.current.submit(typed));
    expect(result.current.saveError).toBe('Informe o título do evento.');
    expect(result.current.dialog?.data).toEqual(typed);
    expect(result.current.events).toHaveLength(2);
  });

  it('refuses dates that end before they start, without a request', async () => {
    const { result, api } = hook();
    await waitFor(() => expect(result.current.status).toBe('ready'));
    act(() => result.current.openCreate());
    const calls = api.calls.length;
    await act(() => result.current.submit({ title: 'X', allDay: true, startDate: '2026-05-12', endDate: '2026-05-10' }));
    expect(result.current.saveError).toBe('O fim do evento precisa ser depois do início.');
    expect(api.calls.length).toBe(calls);
  });

  it('edits an event: the body carries the whole event with its id', async () => {
    const { result, api, toasts } = hook();
    await waitFor(() => expect(result.current.status).toBe('ready'));
    act(() => result.current.openEvent(2));
    expect(result.current.dialog).toMatchObject({ mode: 'edit', data: { title: 'Aula ao vivo', startTime: '14:00' } });
    await act(() => result.current.submit({ ...result.current.dialog!.data, title: 'Aula remarcada', endTime: '16:00' }));
    expect(api.calls.at(-1)?.values.event).toMatchObject({ id: 2, title: 'Aula remarcada', start: at(14), end: at(16) });
    expect(result.current.events.find((event) => event.id === 2)?.title).toBe('Aula remarcada');
    expect(toasts()).toEqual(['success: Evento "Aula remarcada" salvo.']);
  });

  it('removes after the confirmation; a failure keeps the question with the message', async () => {
    const remove = vi.fn().mockImplementationOnce(() => { throw failure('Evento não encontrado.'); }).mockImplementation((values: Record<string, unknown>) => ({ eventId: values.eventId }));
    const { result, api } = hook(calendarApi({ remove }));
    await waitFor(() => expect(result.current.status).toBe('ready'));
    act(() => result.current.openEvent(1));
    act(() => result.current.askRemove());
    expect(result.current.confirmingRemoval?.id).toBe(1);
    await act(() => result.current.confirmRemove());
    expect(result.current.removeError).toBe('Evento não encontrado.');
    expect(result.current.confirmingRemoval?.id).toBe(1);
    await act(() => result.current.confirmRemove());
    expect(api.calls.at(-1)).toEqual({ endpoint: '/api/calendar-app/remove-event', values: { eventId: 1 } });
    expect(result.current.events.map((event) => event.id)).toEqual([2]);
    expect(result.current.confirmingRemoval).toBeNull();
    expect(result.current.dialog).toBeNull();
  });

  it('a drag sends the new date; a failed one puts the event back and says why', async () => {
    let fail = false;
    const { result, api, toasts } = hook(calendarApi({ update: (values) => { if (fail) throw failure('Servidor fora do ar.'); return { event: values.event }; } }));
    await waitFor(() => expect(result.current.status).toBe('ready'));
    let moved = false;
    await act(async () => {
      moved = await result.current.move(1, { start: new Date(2026, 4, 18), end: new Date(2026, 4, 21), allDay: true });
    });
    expect(moved).toBe(true);
    expect(api.calls.at(-1)?.values.event).toMatchObject({ id: 1, start: '2026-05-18', end: '2026-05-21' });
    expect(result.current.events[0]).toMatchObject({ start: '2026-05-18', end: '2026-05-21' });
    expect(toasts().at(-1)).toBe('success: Evento "Semana de revisão" movido para 18/05/2026 a 20/05/2026.');
    fail = true;
    await act(async () => {
      moved = await result.current.move(1, { start: new Date(2026, 4, 25), end: new Date(2026, 4, 26), allDay: true });
    });
    expect(moved).toBe(false);
    expect(result.current.events[0]).toMatchObject({ start: '2026-05-18', end: '2026-05-21' });
    expect(toasts().at(-1)).toBe('danger: O evento "Semana de revisão" voltou para onde estava: Servidor fora do ar.');
  });

  it('without the button keys: view only (no create, no save, no drag, no removal)', async () => {
    const { result, api } = hook(calendarApi(), ['Calendario']);
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.can).toEqual({ add: false, update: false, remove: false });
    act(() => result.current.openEvent(1));
    expect(result.current.dialog?.mode).toBe('view');
    await act(() => result.current.submit(result.current.dialog!.data));
    expect(await result.current.move(1, { start: new Date(2026, 4, 1), end: null, allDay: true })).toBe(false);
    expect(api.calls.map((call) => call.endpoint)).toEqual(['/api/calendar-app/events']);
  });
});

describe('CalendarApp', () => {
  const definition = customScreen({ component: 'calendarApp', settings: SETTINGS, title: 'Calendário', route: '/cx/calendario' });
  // The calendar opens on the current month.
  const today = localIsoDate(new Date());
  const TODAY = { events: [{ id: 7, title: 'Plantão de hoje', allDay: true, start: today, end: addDays(today, 1), extendedProps: { desc: '' } }] };

  function renderApp(api = calendarApi({ list: () => TODAY }), roles?: string[]) {
    const { Wrapper } = wiring({ dataProvider: fakeDataProvider({ fetch: api.fetch }), roles });
    return render(<CalendarApp definition={definition} params={{}} settings={SETTINGS} />, { wrapper: Wrapper });
  }

  it('shows "Carregando...", then the month in pt-BR with the events and the "Novo evento" button', async () => {
    const { container } = renderApp();
    expect(screen.getByText('Carregando...')).toBeTruthy();
    await screen.findByText('Plantão de hoje');
    expect(container.querySelector('.engine-screen[data-ready="true"]')).toBeTruthy();
    for (const text of ['Hoje', 'Mês', 'Semana', 'Dia']) expect(screen.getByRole('button', { name: text })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Novo evento' }));
    await screen.findByRole('dialog');
    expect(screen.getByLabelText('Título', { exact: false })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Salvar' })).toBeTruthy();
  });

  it('an error panel with "Tentar novamente" when the events do not load', async () => {
    const api = calendarApi({ list: () => TODAY });
    const fetch = vi.fn().mockRejectedValueOnce(failure('Agenda indisponível.')).mockImplementation(api.fetch);
    renderApp({ ...api, fetch });
    await screen.findByText('Agenda indisponível.');
    expect(screen.getByText('Não foi possível carregar a agenda')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    await screen.findByText('Plantão de hoje');
  });

  it('says when there are no events, and hides creating without the key', async () => {
    renderApp(calendarApi({ list: () => ({ events: [] }) }), ['Calendario']);
    await screen.findByText('Nenhum evento na agenda.');
    expect(screen.getByText('Os eventos aparecem aqui quando forem criados.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Novo evento' })).toBeNull();
  });
});
