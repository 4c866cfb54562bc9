/**
 * The events calendar (/cx/calendario, issue 15 item 5) in Chromium against the mock API: reached through the
 * side menu, month/week/day in pt-BR, create (with colour and description), edit, drag to another day, an
 * all-day event, removal with confirmation, keyboard access, and failures that keep what was typed or put a
 * dragged event back. Dates are the current month's (the mock seeds events around it), in America/Sao_Paulo.
 */
import type { Locator, Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { mockControl, setupBrowser, signIn } from './harness';
import { seriousViolations } from './axe';

const b = setupBrowser();

const pad2 = (value: number) => String(value).padStart(2, '0');
/** Today in São Paulo, as the browser of the tests (timezoneId) sees it. */
const [YEAR, MONTH] = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo', year: 'numeric', month: '2-digit' })
  .format(new Date()).split('-').map(Number);
/** `aaaa-mm-dd` of a day of the current month (the seed leaves 11, 13, 16 and 17 free). */
const isoDay = (day: number) => `${YEAR}-${pad2(MONTH)}-${pad2(day)}`;
/** The same day as typed and shown: `dd/mm/aaaa`. */
const brDay = (day: number) => `${pad2(day)}/${pad2(MONTH)}/${YEAR}`;

const dayCell = (page: Page, day: number) => page.locator(`td.fc-daygrid-day[data-date="${isoDay(day)}"]`);
const eventIn = (page: Page, day: number, title: string) => dayCell(page, day).locator('.fc-event', { hasText: title });
const toolbarTitle = (page: Page) => page.locator('.fc-toolbar-title');
const dialog = (page: Page) => page.getByRole('dialog');

/** Until every dialog has finished closing (its backdrop would take the next click or drag). */
async function dialogsClosed(page: Page) {
  await expect.poll(() => page.locator('.bp6-overlay-backdrop').count()).toBe(0);
}

/** The next POST to a calendar endpoint, with its JSON body. */
function calendarRequest(page: Page, endpoint: 'add-event' | 'update-event' | 'remove-event'): Promise<Request> {
  return page.waitForRequest((request) => request.method() === 'POST' && request.url().endsWith(`/api/calendar-app/${endpoint}`));
}

/** Its answer, once the browser has it. */
async function answered(request: Request) {
  const response = await request.response();
  return response!.status();
}

async function openCalendarFromMenu(page: Page) {
  await signIn(page, 'suporte');
  await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Calendário' }).click();
  await page.waitForURL('**/cx/calendario');
  await page.getByRole('heading', { name: 'Calendário', exact: true }).waitFor();
  await page.locator('.custom-calendar[data-ready="true"] .fc-event').first().waitFor();
}

/** Drags an element's centre onto another's, moving in steps as a hand does (FullCalendar needs the moves). */
async function drag(page: Page, from: Locator, to: Locator) {
  const source = (await from.boundingBox())!;
  const target = (await to.boundingBox())!;
  await page.mouse.move(source.x + source.width / 2, source.y + source.height / 2);
  await page.mouse.down();
  await page.mouse.move(source.x + source.width / 2 + 12, source.y + source.height / 2 + 6, { steps: 4 });
  await page.mouse.move(target.x + target.width / 2, target.y + target.height / 2, { steps: 12 });
  await page.mouse.up();
}

/** FullCalendar's and the engine's English defaults, which the pt-br locale and the texts replace. */
const ENGLISH = /\b(today|month|week|day|all-day|more|next|previous|prev|event|close|cancel|save|remove|delete|loading|error|retry)\b/i;

/** The calendar's texts, tooltips and accessible names that read as English. */
function englishTexts(page: Page): Promise<string[]> {
  return page.locator('.custom-calendar').evaluate((root, source) => {
    const english = new RegExp(source, 'i');
    const out: string[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) out.push((walker.currentNode as Text).data.trim());
    for (const element of Array.from(root.querySelectorAll('[aria-label],[title],[placeholder]'))) {
      for (const name of ['aria-label', 'title', 'placeholder']) out.push(element.getAttribute(name)?.trim() ?? '');
    }
    return out.filter((text) => text && english.test(text));
  }, ENGLISH.source);
}

describe('calendário', () => {
  it('abre pelo menu lateral e troca entre mês, semana e dia, tudo em pt-BR', async () => {
    const { page } = b;
    await openCalendarFromMenu(page);
    const month = new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', month: 'long', year: 'numeric' }).format(new Date());
    expect(await toolbarTitle(page).textContent()).toBe(month);
    for (const name of ['Anterior', 'Próximo', 'Hoje', 'Mês', 'Semana', 'Dia', 'Novo evento']) await page.getByRole('button', { name, exact: true }).waitFor();
    expect(await page.locator('.fc-col-header-cell').first().textContent()).toBe('dom.');
    // A seeded all-day event and a timed one of this month.
    await eventIn(page, 15, 'Prazo dos reembolsos do mês').waitFor();
    expect(await eventIn(page, 12, 'Aula ao vivo: Direito Constitucional').textContent()).toContain('14:00');
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Semana', exact: true }).click();
    await page.locator('.fc-timegrid').waitFor();
    expect(await toolbarTitle(page).textContent()).toMatch(/^\d{2}\/\d{2}\/\d{4} – \d{2}\/\d{2}\/\d{4}$/);
    await page.getByText('dia inteiro', { exact: true }).waitFor();
    await page.locator('.fc-timegrid-slot-label', { hasText: '14:00' }).first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    expect(await englishTexts(page)).toEqual([]);

    await page.getByRole('button', { name: 'Dia', exact: true }).click();
    await page.locator('.fc-timeGridDay-view').waitFor();
    expect(await toolbarTitle(page).textContent()).toMatch(/^[a-zçá-]+, \d{2}\/\d{2}\/\d{4}$/);

    await page.getByRole('button', { name: 'Mês', exact: true }).click();
    await page.locator('.fc-dayGridMonth-view').waitFor();
    await page.getByRole('button', { name: 'Anterior', exact: true }).click();
    await expect.poll(() => toolbarTitle(page).textContent()).not.toBe(month);
    expect(await page.getByRole('button', { name: 'Anterior', exact: true }).getAttribute('title')).toBe('Mês anterior');
    await page.getByRole('button', { name: 'Hoje', exact: true }).click();
    await expect.poll(() => toolbarTitle(page).textContent()).toBe(month);
    expect(await englishTexts(page)).toEqual([]);
    expect(b.errors).toEqual([]);
  });

  it('cria com cor e descrição, edita, arrasta para outro dia, cria um de dia inteiro e remove com confirmação', async () => {
    const { page } = b;
    await openCalendarFromMenu(page);

    // Create a timed event with the button: colour and description go to the server.
    await page.getByRole('button', { name: 'Novo evento' }).click();
    await dialog(page).getByRole('heading', { name: 'Novo evento' }).waitFor();
    await dialog(page).getByLabel(/^Título/).fill('Reunião com a equipe de vendas');
    expect(await dialog(page).getByLabel('Dia inteiro').isChecked()).toBe(false);
    await dialog(page).getByLabel(/^Início/).fill(brDay(11));
    await dialog(page).getByLabel(/^Hora de início/).fill('14:00');
    await dialog(page).getByLabel(/^Fim/).fill(brDay(11));
    await dialog(page).getByLabel(/^Hora do fim/).fill('15:30');
    await dialog(page).getByLabel(/^Cor/).selectOption({ label: 'Verde' });
    await dialog(page).getByLabel(/^Descrição/).fill('Metas do mês e campanha de Black Friday.');
    expect(await seriousViolations(page)).toEqual([]);
    const added = calendarRequest(page, 'add-event');
    await dialog(page).getByRole('button', { name: 'Salvar' }).click();
    const addRequest = await added;
    expect(addRequest.postDataJSON()).toEqual({
      newEvent: {
        title: 'Reunião com a equipe de vendas', allDay: false, start: `${isoDay(11)}T14:00:00-03:00`, end: `${isoDay(11)}T15:30:00-03:00`,
        textColor: '#1c6e42', extendedProps: { desc: 'Metas do mês e campanha de Black Friday.' },
      },
    });
    expect(await answered(addRequest)).toBe(200);
    await page.getByText('Evento "Reunião com a equipe de vendas" criado.').waitFor();
    const created = eventIn(page, 11, 'Reunião com a equipe de vendas');
    await created.waitFor();
    expect(await created.textContent()).toContain('14:00');
    expect(await created.evaluate((element) => getComputedStyle(element.querySelector('.fc-event-main')!).color)).toBe('rgb(28, 110, 66)');

    // Edit it: the dialog shows what was saved; the update carries the id and the new fields.
    await created.click();
    await dialog(page).getByRole('heading', { name: 'Editar evento' }).waitFor();
    expect(await dialog(page).getByLabel(/^Início/).inputValue()).toBe(brDay(11));
    expect(await dialog(page).getByLabel(/^Hora de início/).inputValue()).toBe('14:00');
    expect(await dialog(page).getByLabel(/^Descrição/).inputValue()).toBe('Metas do mês e campanha de Black Friday.');
    await dialog(page).getByLabel(/^Título/).fill('Reunião de vendas');
    await dialog(page).getByLabel(/^Descrição/).fill('Metas do mês.');
    const updated = calendarRequest(page, 'update-event');
    await dialog(page).getByRole('button', { name: 'Salvar' }).click();
    const updateBody = (await updated).postDataJSON().event;
    expect(updateBody).toMatchObject({ id: expect.any(Number), title: 'Reunião de vendas', extendedProps: { desc: 'Metas do mês.' } });
    await eventIn(page, 11, 'Reunião de vendas').waitFor();
    await dialogsClosed(page);

    // Drag it to the 13th: the request carries the new date, same hours.
    const moved = calendarRequest(page, 'update-event');
    await drag(page, eventIn(page, 11, 'Reunião de vendas'), dayCell(page, 13));
    const moveBody = (await moved).postDataJSON().event;
    expect(moveBody).toMatchObject({ id: updateBody.id, allDay: false, start: `${isoDay(13)}T14:00:00-03:00`, end: `${isoDay(13)}T15:30:00-03:00` });
    await eventIn(page, 13, 'Reunião de vendas').waitFor();
    expect(await eventIn(page, 11, 'Reunião de vendas').count()).toBe(0);
    await page.getByText(`Evento "Reunião de vendas" movido para ${brDay(13)} às 14:00.`).waitFor();

    // A click on a free day creates an all-day event there.
    await dayCell(page, 16).locator('.fc-daygrid-day-frame').click({ position: { x: 20, y: 50 } });
    await dialog(page).getByRole('heading', { name: 'Novo evento' }).waitFor();
    expect(await dialog(page).getByLabel('Dia inteiro').isChecked()).toBe(true);
    expect(await dialog(page).getByLabel(/^Início/).inputValue()).toBe(brDay(16));
    expect(await dialog(page).getByLabel(/^Hora de início/).count()).toBe(0);
    await dialog(page).getByLabel(/^Título/).fill('Feriado municipal');
    await dialog(page).getByLabel(/^Fim/).fill(brDay(17));
    const allDay = calendarRequest(page, 'add-event');
    await dialog(page).getByRole('button', { name: 'Salvar' }).click();
    expect((await allDay).postDataJSON().newEvent).toMatchObject({ title: 'Feriado municipal', allDay: true, start: isoDay(16), end: isoDay(18), textColor: '#215db0' });
    await eventIn(page, 16, 'Feriado municipal').waitFor();
    await dialogsClosed(page);

    // Remove it, after the confirmation that names it.
    await eventIn(page, 16, 'Feriado municipal').click();
    await dialog(page).getByRole('button', { name: 'Remover' }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByText(`Remover o evento "Feriado municipal" de ${brDay(16)} a ${brDay(17)}? Esta ação não pode ser desfeita.`).waitFor();
    const removed = calendarRequest(page, 'remove-event');
    await confirm.getByRole('button', { name: 'Remover' }).click();
    const removeRequest = await removed;
    expect(removeRequest.postDataJSON()).toEqual({ eventId: expect.any(Number) });
    await page.getByText('Evento "Feriado municipal" removido.').waitFor();
    await expect.poll(() => page.locator('.fc-event', { hasText: 'Feriado municipal' }).count()).toBe(0);
    // Both dialogs close with the removal.
    await dialogsClosed(page);

    // All of it is on the server.
    await page.reload();
    await eventIn(page, 13, 'Reunião de vendas').waitFor();
    expect(await page.locator('.fc-event', { hasText: 'Feriado municipal' }).count()).toBe(0);
    expect(b.errors).toEqual([]);
  });

  it('teclado: "Novo evento" e os eventos se alcançam com Tab; o diálogo prende o foco e fecha com Esc', async () => {
    const { page } = b;
    await openCalendarFromMenu(page);
    const newEvent = page.getByRole('button', { name: 'Novo evento' });
    await newEvent.focus();
    await page.keyboard.press('Enter');
    await dialog(page).getByRole('heading', { name: 'Novo evento' }).waitFor();
    // The title field has the focus; tabbing never leaves the dialog.
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('id') ?? '')).toMatch(/title$/);
    const focused: string[] = [];
    for (let step = 0; step < 14; step += 1) {
      await page.keyboard.press('Tab');
      // Blueprint's trap: past the last button, its sentinels send the focus back to the first field.
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest('.bp6-overlay-open')))).toBe(true);
      focused.push(await page.evaluate(() => document.activeElement?.id ?? ''));
    }
    expect(focused.filter((id) => id.endsWith('_title'))).toHaveLength(1);
    expect(focused.filter((id) => id.endsWith('_desc'))).toHaveLength(1);
    await page.keyboard.press('Escape');
    await dialogsClosed(page);

    // An event is a tab stop; Enter opens it.
    const seeded = eventIn(page, 15, 'Prazo dos reembolsos do mês');
    expect(await seeded.getAttribute('tabindex')).toBe('0');
    await seeded.focus();
    await page.keyboard.press('Enter');
    await dialog(page).getByRole('heading', { name: 'Editar evento' }).waitFor();
    expect(await dialog(page).getByLabel(/^Título/).inputValue()).toBe('Prazo dos reembolsos do mês');
  });

  it('um erro ao salvar mostra a mensagem do servidor e mantém o que foi digitado; um arraste recusado volta', async () => {
    const { page } = b;
    await openCalendarFromMenu(page);
    await mockControl('/__mock/fail', { method: 'POST', path: '/api/calendar-app/add-event', status: 409, message: 'Já existe um plantão neste horário.' });
    await dayCell(page, 17).locator('.fc-daygrid-day-frame').click({ position: { x: 20, y: 50 } });
    await dialog(page).getByLabel(/^Título/).fill('Plantão extra');
    await dialog(page).getByLabel(/^Descrição/).fill('Cobrir a equipe da noite.');
    const failed = calendarRequest(page, 'add-event');
    await dialog(page).getByRole('button', { name: 'Salvar' }).click();
    expect(await answered(await failed)).toBe(409);
    await dialog(page).getByRole('alert').getByText('Já existe um plantão neste horário.').waitFor();
    expect(await dialog(page).getByLabel(/^Título/).inputValue()).toBe('Plantão extra');
    expect(await dialog(page).getByLabel(/^Descrição/).inputValue()).toBe('Cobrir a equipe da noite.');
    // The next try goes through with the same data.
    const retried = calendarRequest(page, 'add-event');
    await dialog(page).getByRole('button', { name: 'Salvar' }).click();
    expect((await retried).postDataJSON().newEvent).toMatchObject({ title: 'Plantão extra', start: isoDay(17), extendedProps: { desc: 'Cobrir a equipe da noite.' } });
    await eventIn(page, 17, 'Plantão extra').waitFor();
    await dialogsClosed(page);

    // A drag the server refuses puts the event back on its day.
    await mockControl('/__mock/fail', { method: 'POST', path: '/api/calendar-app/update-event', status: 500, message: 'Agenda indisponível no momento.' });
    const refused = calendarRequest(page, 'update-event');
    await drag(page, eventIn(page, 17, 'Plantão extra'), dayCell(page, 19));
    expect((await refused).postDataJSON().event).toMatchObject({ start: isoDay(19) });
    await page.getByText('O evento "Plantão extra" voltou para onde estava: Agenda indisponível no momento.').waitFor();
    await eventIn(page, 17, 'Plantão extra').waitFor();
    expect(await eventIn(page, 19, 'Plantão extra').count()).toBe(0);
  });

  it('gestor só vê: sem "Novo evento", sem arrastar, evento aberto só para leitura', async () => {
    const { page } = b;
    await signIn(page, 'gestor', '/cx/calendario');
    await page.locator('.custom-calendar[data-ready="true"] .fc-event').first().waitFor();
    expect(await page.getByRole('button', { name: 'Novo evento' }).count()).toBe(0);
    const seeded = eventIn(page, 15, 'Prazo dos reembolsos do mês');
    expect(await seeded.getAttribute('class')).not.toContain('fc-event-draggable');
    await seeded.click();
    await dialog(page).getByRole('heading', { name: 'Evento', exact: true }).waitFor();
    await dialog(page).getByText('Você pode ver este evento, mas não tem permissão para alterá-lo.').waitFor();
    expect(await dialog(page).getByLabel(/^Título/).isDisabled()).toBe(true);
    expect(await dialog(page).getByRole('button', { name: 'Salvar' }).count()).toBe(0);
    expect(await dialog(page).getByRole('button', { name: 'Remover' }).count()).toBe(0);
    await dialog(page).getByRole('button', { name: 'Fechar' }).click();
    await dialogsClosed(page);
  });
});
