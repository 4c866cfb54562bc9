/**
 * Faults (issue 13, item 5): every screen kind (list, form, detail, dashboard) and the custom screens (chat,
 * hierarchy browser, question editor, calendar), and saves, meet a timeout, no network, 500, an HTML 502 page,
 * broken JSON, a 200 of the wrong shape, 403, 404, 409, 422 and 429. Each shows a clear pt-BR message with a
 * retry, never a blank page or an uncaught error, and a save keeps what was typed. A read's 401 goes to /login
 * and a save's 401 asks to sign in again: session-safe.e2e.test.ts.
 *
 * To stay fast, one page serves each screen: the faults come one after the other, each armed on the screen's
 * call (`/__mock/fail`, `/__mock/delay`) before pressing the retry of the previous one.
 */
import { describe, expect, it } from 'vitest';
import type { Page, Request } from 'playwright-core';
import { armedFaults, baseUrl, mockControl, setupBrowser, signIn } from './harness';

interface Fault {
  name: string;
  /** Sets the fault up for the next call to `path`. */
  arm(page: Page, method: string, path: string): Promise<void>;
  /** What the user reads. */
  message: RegExp;
  /** Runs after the request went out and every other API call of the page answered (the timeout's clock). */
  after?(page: Page): Promise<void>;
  /** Undoes what arm did to the browser (the network). */
  disarm?(page: Page): Promise<void>;
}

const fail = (status: number, extra: Record<string, unknown> = {}) =>
  (_page: Page, method: string, path: string) => mockControl('/__mock/fail', { method, path, status, ...extra });

const FAULTS: Fault[] = [
  {
    name: 'tempo esgotado',
    arm: (_page, method, path) => mockControl('/__mock/delay', { method, path, ms: 25_000 }),
    // The client gives up after 20 s; the page's clock jumps there instead of the test waiting.
    after: (page) => page.clock.fastForward(21_000),
    message: /demorou demais para responder/,
  },
  {
    name: 'sem conexão',
    arm: (page) => page.context().setOffline(true),
    disarm: (page) => page.context().setOffline(false),
    message: /Não foi possível falar com o servidor\. Verifique sua conexão/,
  },
  { name: '500', arm: fail(500, { message: 'Internal Server Error' }), message: /O servidor encontrou um erro/ },
  {
    name: '502 em HTML',
    arm: fail(502, { body: '<html><head><title>502 Bad Gateway</title></head><body><h1>Bad Gateway</h1></body></html>' }),
    message: /O servidor está indisponível/,
  },
  { name: 'JSON inválido', arm: fail(200, { body: '{"registros": [1, 2', contentType: 'application/json' }), message: /O servidor enviou uma resposta inválida/ },
  { name: '200 com formato errado', arm: fail(200, { json: 'ok' }), message: /formato esperado|resposta inválida/ },
  { name: '403', arm: fail(403, { message: 'Forbidden' }), message: /Você não tem permissão para esta ação/ },
  { name: '404', arm: fail(404, { message: 'Not Found' }), message: /Registro não encontrado/ },
  { name: '409', arm: fail(409, { message: 'Conflict' }), message: /alterado por outra pessoa/ },
  { name: '422', arm: fail(422, { json: { message: 'Unprocessable Entity' } }), message: /não foram aceitos pelo servidor/ },
  { name: '429 (Retry-After longo)', arm: fail(429, { message: 'Too Many Requests', headers: { 'Retry-After': '120' } }), message: /Tente novamente em 120 s/ },
];

const RETRY = 'Tentar novamente';

/**
 * Waits until no call of the app other than `path` is in flight. The timeout's clock jump fires every pending
 * client timer: a sibling call still on its way (a dashboard's other source, or the session's user and roles,
 * which a fresh page load asks for while the screen's data is already on its way) would time out too, and the
 * next retry would go to its panel, or the session would end, instead of the screen under test failing.
 */
function othersSettled(page: Page, path: string): () => Promise<void> {
  const pending = new Set<unknown>();
  const isOther = (request: Request) =>
    (request.resourceType() === 'fetch' || request.resourceType() === 'xhr') && new URL(request.url()).pathname !== path;
  page.on('request', (request) => { if (isOther(request)) pending.add(request); });
  const done = (request: { url(): string }) => { pending.delete(request); };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return async () => {
    const deadline = Date.now() + 15_000;
    while (pending.size > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(pending.size, `chamadas ainda sem resposta antes de adiantar o relógio`).toBe(0);
  };
}

// What the browser logs about the faults themselves: failed answers, and icons it could not fetch while offline.
const OFFLINE_NOISE = /Failed to load resource|ERR_INTERNET_DISCONNECTED|Unable to load \d+px icon/;

/**
 * The retry of the panel that shows `fault`'s message: not simply the first retry on the page, since a screen
 * with several calls (a dashboard's sources) or the shell may show other failures while offline.
 */
function retryOf(within: ReturnType<Page['locator']>, fault: Fault) {
  return within.getByRole('alert').filter({ hasText: fault.message }).getByRole('button', { name: RETRY }).first();
}

/** The screen's call answered the fault: its message shows with a retry, the page is not blank. */
async function expectFault(page: Page, fault: Fault, within: ReturnType<Page['locator']>) {
  const shown = within.getByText(fault.message).first();
  await shown.waitFor();
  await within.getByRole('button', { name: RETRY }).first().waitFor();
  expect(await page.locator('#root').innerText(), `${fault.name}: página em branco`).not.toBe('');
  // Raw server or browser English never reaches the user.
  expect(await page.locator('body').innerText()).not.toMatch(/Internal Server Error|Bad Gateway|Unexpected token|Forbidden|Not Found|Too Many Requests|Failed to fetch|Unprocessable/);
}

interface ReadScreen {
  kind: string;
  path: string;
  call: [method: string, path: string];
  /** Something the screen shows once loaded. */
  ready: (page: Page) => ReturnType<Page['locator']>;
  /**
   * Present once the screen has taken its call. A list's first page is asked for at start, ahead of the list's
   * code; a clock jump before the list takes it makes that answer older than the list cache keeps (10 s), and the
   * list asks again instead of meeting the fault.
   */
  mounted?: (page: Page) => ReturnType<Page['locator']>;
}

const READS: ReadScreen[] = [
  {
    kind: 'lista', path: '/marketing/testimonies', call: ['POST', '/api/depoimentos'],
    ready: (page) => page.getByRole('table').getByRole('cell').first(),
    mounted: (page) => page.locator('main section.engine-list'),
  },
  { kind: 'formulário', path: '/marketing/testimony-cadastro/1', call: ['GET', '/api/depoimentos/depoimento'], ready: (page) => page.getByRole('textbox', { name: /^Depoimento/ }) },
  { kind: 'detalhe', path: '/cx/atrasos/15', call: ['GET', '/api/atrasos/atraso'], ready: (page) => page.locator('.engine-screen[data-ready="true"]').first() },
  { kind: 'painel', path: '/dashboard/cupom', call: ['POST', '/api/vendas-cupom'], ready: (page) => page.locator('.engine-screen[data-ready="true"]').first() },
  { kind: 'chat', path: '/cx/chat-student-question', call: ['GET', '/api/chat/contacts'], ready: (page) => page.locator('.engine-screen[data-ready="true"]').first() },
  { kind: 'hierarquia', path: '/conteudo/hierarquia', call: ['GET', '/api/hierarquia'], ready: (page) => page.locator('.engine-screen[data-ready="true"]').first() },
  { kind: 'editor de questão', path: '/conteudo/question-cadastro/1', call: ['GET', '/api/question'], ready: (page) => page.locator('.engine-form-screen[data-ready="true"] form') },
  { kind: 'calendário', path: '/cx/calendario', call: ['GET', '/api/calendar-app/events'], ready: (page) => page.locator('.engine-screen[data-ready="true"]').first() },
];

describe('falhas ao carregar cada tipo de tela', () => {
  const b = setupBrowser();

  for (const screen of READS) {
    it(`${screen.kind} (${screen.path})`, async () => {
      const { page } = b;
      await page.clock.install();
      await signIn(page, 'admin');
      const [method, path] = screen.call;
      const main = page.locator('main');
      const settled = othersSettled(page, path);
      for (const [index, fault] of FAULTS.entries()) {
        await fault.arm(page, method, path);
        const sent = page.waitForRequest((request) => request.method() === method && new URL(request.url()).pathname === path).catch(() => null);
        if (index === 0) await page.goto(screen.path);
        else await retryOf(main, FAULTS[index - 1]).click();
        if (fault.after) {
          await sent;
          // The call reached the server and met the delay: a request the browser still held back (its six
          // connections busy with the warm-up's files) would be given up by the clock jump before it left, and the
          // delay would wait for the next step's call instead.
          await expect.poll(async () => (await armedFaults()).delays, { timeout: 15_000 }).toBe(0);
          await settled();
          await screen.mounted?.(page).waitFor();
          await fault.after(page);
        }
        await expectFault(page, fault, main);
        await fault.disarm?.(page);
      }
      // 429 with a short Retry-After: waited out and sent again by itself, the screen loads.
      await mockControl('/__mock/fail', { method, path, status: 429, message: 'Too Many Requests', headers: { 'Retry-After': '1' } });
      const sentCalls: Request[] = [];
      page.on('request', (request) => {
        if (request.method() === method && new URL(request.url()).pathname === path) sentCalls.push(request);
      });
      await retryOf(main, FAULTS.at(-1)!).click();
      await screen.ready(page).waitFor();
      expect(sentCalls.length).toBeGreaterThanOrEqual(2);
      // The browser's own start times: when the test process hears of each request depends on how busy it is.
      const [first, second] = sentCalls.map((request) => request.timing().startTime);
      expect(second - first).toBeGreaterThanOrEqual(900);
      expect(b.errors.filter((error) => !OFFLINE_NOISE.test(error))).toEqual([]);
    });
  }
});

describe('falhas ao salvar: a mensagem, o Tentar novamente e o texto digitado ficam', () => {
  const b = setupBrowser();

  it('formulário: cada falha na gravação, depois grava o texto inteiro', async () => {
    const { page } = b;
    await page.clock.install();
    await signIn(page, 'admin', '/marketing/testimony-cadastro/1');
    const field = page.getByRole('textbox', { name: /^Depoimento/ });
    const typed = `Texto digitado antes das falhas — ção 🎉 ${'x'.repeat(200)}`;
    await field.fill(typed);
    const save = ['POST', '/api/depoimentos/save'] as const;
    const callout = page.locator('.engine-save-error');
    const settled = othersSettled(page, save[1]);
    for (const [index, fault] of FAULTS.entries()) {
      await fault.arm(page, ...save);
      const sent = page.waitForRequest((request) => new URL(request.url()).pathname === save[1]).catch(() => null);
      if (index === 0) await page.getByRole('button', { name: 'Salvar' }).click();
      else await callout.getByRole('button', { name: RETRY }).click();
      if (fault.after) {
        await sent;
        await settled();
        await fault.after(page);
      }
      await expectFault(page, fault, callout);
      expect(await field.inputValue(), fault.name).toBe(typed);
      await fault.disarm?.(page);
    }

    // 422 with field errors: each message on its field.
    await mockControl('/__mock/fail', {
      method: save[0], path: save[1], status: 422,
      json: { message: 'Revise os campos.', errors: { depoimento: 'Este texto já foi publicado.', cargo: ['Cargo desconhecido.'] } },
    });
    await callout.getByRole('button', { name: RETRY }).click();
    await page.getByText('Este texto já foi publicado.').first().waitFor();
    const fieldGroup = page.locator('.bp6-form-group', { has: field });
    expect(await fieldGroup.innerText()).toContain('Este texto já foi publicado.');
    expect(await page.locator('.bp6-form-group', { has: page.getByRole('textbox', { name: /^Cargo/ }) }).innerText()).toContain('Cargo desconhecido.');
    expect(await field.inputValue()).toBe(typed);

    // 429 with a short Retry-After: waited out, then saved.
    await mockControl('/__mock/fail', { method: save[0], path: save[1], status: 429, headers: { 'Retry-After': '1' } });
    await callout.getByRole('button', { name: RETRY }).click();
    await page.getByText(/Depoimento de .* salvo\./).waitFor();
    const token = await page.evaluate(() => window.localStorage.getItem('access_token'));
    const stored = await (await fetch(`${baseUrl()}/api/depoimentos/depoimento?_id=1`, { headers: { Authorization: `Bearer ${token}` } })).json() as { depoimento: { depoimento: string } };
    expect(stored.depoimento.depoimento).toBe(typed);
    expect(b.errors.filter((error) => !OFFLINE_NOISE.test(error))).toEqual([]);
  });
});
