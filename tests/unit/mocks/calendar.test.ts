// @vitest-environment node
/** The calendar's endpoints (spec §7 Calendar) and seed: shapes, checks, keys and persistence. */
import { describe, expect, it } from 'vitest';
import { calendarEvents } from '../../../mocks/seed/calendar';
import { withMockApi } from './mockServer';

const api = withMockApi({ user: 'suporte' });

interface Event {
  id: number;
  title: string;
  allDay: boolean;
  start: string;
  end: string;
  textColor?: string;
  extendedProps: { desc: string };
}

const events = async () => (await api.get<{ events: Event[] }>('/api/calendar-app/events')).body.events;

const MEETING = {
  title: '  Plantão de dúvidas  ', allDay: false, start: '2026-05-04T09:00:00-03:00', end: '2026-05-04T10:30:00-03:00',
  textColor: '#1C6E42', extendedProps: { desc: 'Fórum aberto para a turma da PF.' }, extra: 'ignorado',
};

describe('semente da agenda', () => {
  it('eventos no mês de hoje (e nas bordas dos vizinhos), com dia inteiro e horário, cor e descrição', () => {
    const seed = calendarEvents(new Date('2026-05-20T15:00:00-03:00'));
    expect(seed.length).toBeGreaterThan(10);
    expect(seed.every((event) => /^#[0-9a-f]{6}$/.test(event.textColor) && event.extendedProps.desc && event.title)).toBe(true);
    const allDay = seed.filter((event) => event.allDay);
    const timed = seed.filter((event) => !event.allDay);
    expect(allDay.length).toBeGreaterThan(3);
    expect(timed.length).toBeGreaterThan(3);
    expect(allDay.every((event) => /^\d{4}-\d{2}-\d{2}$/.test(event.start) && event.end > event.start)).toBe(true);
    expect(timed.every((event) => event.start.endsWith('-03:00') && Date.parse(event.end) > Date.parse(event.start))).toBe(true);
    expect(seed.filter((event) => event.start.startsWith('2026-05')).length).toBeGreaterThan(8);
    expect(seed.some((event) => event.start.startsWith('2026-04'))).toBe(true);
    expect(seed.some((event) => event.start.startsWith('2026-06'))).toBe(true);
    // A three-day event ends (exclusively) on the day after its last day.
    expect(seed.find((event) => event.title.startsWith('Semana de revisão'))).toMatchObject({ start: '2026-05-08', end: '2026-05-11' });
    // São Paulo's date decides the month, whatever the server's zone: 31/01 23h in São Paulo is still January.
    expect(calendarEvents(new Date('2026-02-01T01:00:00Z'))[1].start).toBe('2026-01-02');
  });
});

describe('GET /api/calendar-app/events', () => {
  it('lista os eventos pela data de início, no formato do spec', async () => {
    const list = await events();
    expect(list.length).toBe(calendarEvents().length);
    expect(Object.keys(list[0]).sort()).toEqual(['allDay', 'end', 'extendedProps', 'id', 'start', 'textColor', 'title']);
    const starts = list.map((event) => Date.parse(event.allDay ? `${event.start}T00:00:00Z` : event.start));
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
  });
});

describe('POST /api/calendar-app/add-event', () => {
  it('cria com o próximo id, guarda só os campos do spec (título aparado, cor em minúsculas) e lista o novo', async () => {
    const answer = await api.post<{ event: Event }>('/api/calendar-app/add-event', { newEvent: MEETING });
    expect(answer.status).toBe(200);
    expect(answer.body.event).toEqual({
      id: calendarEvents().length + 1, title: 'Plantão de dúvidas', allDay: false, start: MEETING.start, end: MEETING.end,
      textColor: '#1c6e42', extendedProps: { desc: 'Fórum aberto para a turma da PF.' },
    });
    expect((await events()).find((event) => event.id === answer.body.event.id)?.title).toBe('Plantão de dúvidas');
  });

  it('dia inteiro: datas aaaa-mm-dd, fim exclusivo (um dia quando falta)', async () => {
    const answer = await api.post<{ event: Event }>('/api/calendar-app/add-event', { newEvent: { title: 'Feriado', allDay: true, start: '2026-05-01' } });
    expect(answer.body.event).toMatchObject({ allDay: true, start: '2026-05-01', end: '2026-05-02', extendedProps: { desc: '' } });
    expect(answer.body.event.textColor).toBeUndefined();
  });

  it.each([
    [{}, 'Envie o evento (newEvent).'],
    [{ newEvent: { ...MEETING, title: ' ' } }, 'Informe o título do evento.'],
    [{ newEvent: { ...MEETING, title: 'x'.repeat(201) } }, 'O título pode ter no máximo 200 caracteres.'],
    [{ newEvent: { ...MEETING, start: '04/05/2026 09:00' } }, 'Início inválido: use data e hora ISO (aaaa-mm-ddThh:mm).'],
    [{ newEvent: { ...MEETING, allDay: true, start: '2026-02-30', end: '2026-03-01' } }, 'Início inválido: use aaaa-mm-dd.'],
    [{ newEvent: { ...MEETING, end: '2026-05-04T08:00:00-03:00' } }, 'O fim do evento precisa ser depois do início.'],
    [{ newEvent: { ...MEETING, allDay: true, start: '2026-05-04', end: '2026-05-04' } }, 'O fim do evento precisa ser depois do início.'],
    [{ newEvent: { ...MEETING, textColor: 'verde' } }, 'Cor inválida: use o formato #rrggbb.'],
    [{ newEvent: { ...MEETING, extendedProps: { desc: 'x'.repeat(2001) } } }, 'A descrição pode ter no máximo 2.000 caracteres.'],
  ])('recusa %j: %s', async (body, message) => {
    const answer = await api.post('/api/calendar-app/add-event', body);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(message);
    expect((await events()).length).toBe(calendarEvents().length);
  });
});

describe('POST /api/calendar-app/update-event', () => {
  it('altera um evento pelo id (mover para outro dia, virar dia inteiro) e a lista mostra a mudança', async () => {
    const [first] = await events();
    const moved = { ...first, allDay: true, start: '2026-05-13', end: '2026-05-14', extendedProps: { desc: 'Remarcado.' } };
    const answer = await api.post<{ event: Event }>('/api/calendar-app/update-event', { event: moved });
    expect(answer.body.event).toEqual({ ...moved, id: first.id });
    expect((await events()).find((event) => event.id === first.id)).toEqual(moved);
  });

  it('404 para um id desconhecido, 400 sem id ou com dados inválidos (nada muda)', async () => {
    const [first] = await events();
    expect((await api.post('/api/calendar-app/update-event', { event: { ...first, id: 999 } })).status).toBe(404);
    expect((await api.post('/api/calendar-app/update-event', { event: { ...first, id: undefined } })).body.message).toBe('Informe o evento (event.id).');
    expect((await api.post('/api/calendar-app/update-event', { event: { ...first, title: '' } })).status).toBe(400);
    expect((await events())[0]).toEqual(first);
  });
});

describe('POST /api/calendar-app/remove-event', () => {
  it('remove pelo id e responde o id; um id desconhecido é 404', async () => {
    const [, second] = await events();
    expect((await api.post('/api/calendar-app/remove-event', { eventId: second.id })).body).toEqual({ eventId: second.id });
    expect((await events()).some((event) => event.id === second.id)).toBe(false);
    expect((await api.post('/api/calendar-app/remove-event', { eventId: second.id })).status).toBe(404);
  });
});

describe('chaves da agenda', () => {
  it('gestor lê mas não grava; professor nem lê (403 com a chave que falta)', async () => {
    await api.signIn('gestor');
    expect((await api.get('/api/calendar-app/events')).status).toBe(200);
    const refused = await api.post('/api/calendar-app/add-event', { newEvent: MEETING });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Acesso negado: esta ação precisa da chave Calendario.new.');
    expect((await api.post('/api/calendar-app/update-event', { event: { id: 1 } })).body.message).toContain('Calendario.edit');
    expect((await api.post('/api/calendar-app/remove-event', { eventId: 1 })).body.message).toContain('Calendario.delete');
    await api.signIn('professor');
    expect((await api.get('/api/calendar-app/events')).status).toBe(403);
  });
});
