/**
 * Hostile data in the test suite: the XSS corpus (xssCorpus.ts, 300+ payloads) is stored through the mock API
 * into displayed fields: the subject of notices (recados) shown in the list, in the removal confirmation, in
 * the toast and in the CSV export, their rich text shown in the editor, and chat messages. A detector in every frame records
 * any payload that runs (and any alert/confirm/prompt): there must be none, and every payload must be shown as
 * the text it is. The CSV export neutralises formula cells.
 */
import { readFile } from 'node:fs/promises';
import Papa from 'papaparse';
import type { BrowserContext, Locator } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { neutraliseCell } from '../../engine/core/csv';
import { baseUrl, columnTexts, listSettled, rowButton, setupBrowser, signIn, USERS } from './harness';
import { xssCorpus, type XssPayload } from './xssCorpus';

/** Seed teachers with few notices: the corpus, the removal sample and the rich-text notices each have one. */
const PROFESSOR = 'Cristina Lacerda';
const SAMPLE_PROFESSOR = 'Paula Cordeiro';
const RICH_TEXT_PROFESSOR = 'Ricardo Fontes';
const corpus = xssCorpus();
/** Cells a spreadsheet would run as a formula: the app must export them with a leading apostrophe. */
const FORMULAS = [
  '=HYPERLINK("https://evil.example","abrir")', '=1+1', '+55 11 91234-5678', '-2+3', '@SUM(1;2)', '\t=1', '\r=1',
  ' =cmd|calc', '   +1', '"=1+1"', "'=1", ' "@x',
];

/** Records, for every page and frame of `context`, a payload that runs and any alert, confirm or prompt. */
async function detectExecutions(context: BrowserContext): Promise<string[]> {
  const hits: string[] = [];
  await context.exposeBinding('__xssHit', (_source, what: string) => {
    hits.push(what);
  });
  await context.addInitScript(() => {
    const hit = (what: string) => (window as unknown as { __xssHit(what: string): void }).__xssHit(what);
    Object.assign(window, {
      __xss: (id: number) => hit(`payload ${id}`),
      alert: (message: unknown) => hit(`alert ${String(message)}`),
      confirm: (message: unknown) => (hit(`confirm ${String(message)}`), false),
      prompt: (message: unknown) => (hit(`prompt ${String(message)}`), null),
    });
  });
  return hits;
}

/** Calls the mock API as the admin demo user (a GET without a body). */
async function api<T>(path: string, body?: unknown): Promise<T> {
  const login = await fetch(`${baseUrl()}/admin/auth/autenticar`, {
    method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(USERS.admin),
  });
  const { token } = (await login.json()) as { token: string };
  const response = await fetch(baseUrl() + path, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

/**
 * What, inside the elements of `scope`, could run code: an element that runs or loads active content, a handler
 * attribute, or a script address. (Escaped text that merely reads like markup is harmless and not counted.)
 */
async function activeContent(scope: Locator): Promise<string[]> {
  return scope.evaluateAll((roots) => {
    const found: string[] = [];
    for (const element of roots.flatMap((root) => Array.from(root.querySelectorAll('*')))) {
      const tag = element.tagName.toLowerCase();
      if (['script', 'iframe', 'frame', 'object', 'embed', 'form', 'base', 'meta', 'link', 'style'].includes(tag)) found.push(tag);
      for (const { name, value } of Array.from(element.attributes)) {
        if (/^on/i.test(name)) found.push(`${tag} ${name}`);
        if (/^(href|src|action|formaction|xlink:href|data)$/i.test(name) && /^\s*(javascript|vbscript|data:text)/i.test(value)) found.push(`${tag} ${name}=${value}`);
      }
    }
    return found;
  });
}

/** One payload of every seventeenth, across templates and spellings: removed one by one through the screen. */
const sample = corpus.filter((_, index) => index % 17 === 0);
/** Text as a table cell shows it. */
const shown = (text: string) => text.replace(/\s+/g, ' ').trim();

describe('dados hostis: o corpus de XSS aparece como texto e nada executa', () => {
  // DOMPurify parsing a payload's style attribute is reported as a (blocked) violation: expected here.
  const b = setupBrowser({ shared: true, allowCspViolations: true });
  let hits: string[];
  /** Ids of the notices holding the payloads of one variant each in their rich text. */
  const richTextIds: string[] = [];
  /** The module of every hostile notice (the mock takes only modules it knows). */
  let module = '';

  beforeAll(async () => {
    expect(corpus.length).toBeGreaterThanOrEqual(300);
    hits = await detectExecutions(b.context);
    module = (await api<{ modulos: Array<{ NomeModulo: string }> }>('/api/recados/modulos')).modulos[0].NomeModulo;
    const save = (professor: string, assunto: string, recado: string) => api<{ recado: { _id: number | string } }>('/api/recados/save', { modulo: module, professor, assunto, recado });
    for (const payload of corpus) await save(PROFESSOR, payload.text, `<p>Recado ${payload.id}</p><p>${payload.text}</p>`);
    for (const text of FORMULAS) await save(PROFESSOR, text, '<p>fórmula</p>');
    for (const payload of sample) await save(SAMPLE_PROFESSOR, payload.text, '<p>amostra</p>');
    // The whole corpus in rich text, in a few notices.
    const perNotice = Math.ceil(corpus.length / 5);
    for (let start = 0; start < corpus.length; start += perNotice) {
      const html = '<p>Texto rico</p>' + corpus.slice(start, start + perNotice).map((payload) => `<p>${payload.text}</p>`).join('');
      richTextIds.push(String((await save(RICH_TEXT_PROFESSOR, `Texto rico hostil ${start}`, html)).recado._id));
    }
    await signIn(b.page, 'admin');
  }, 120_000);

  it('cada assunto hostil aparece na lista como o texto que é', { timeout: 120_000 }, async () => {
    const { page } = b;
    const seen: string[] = [];
    // Ten rows a page: all of them are rendered (the table draws only the rows in its view). The pages after the
    // first are reached with the pager, as a user reads them.
    await page.goto(`/cx/recados?f.professor=${encodeURIComponent(PROFESSOR)}&ordem=assunto`);
    for (let number = 1, pages = 1; number <= pages; number++) {
      if (number > 1) await page.getByRole('navigation', { name: 'Paginação' }).getByRole('button', { name: 'Próxima' }).click();
      await page.getByText(`Página ${number} de`).waitFor();
      await listSettled(page);
      const pager = await page.getByText(/Página \d+ de \d+/).innerText();
      pages = Number(/de (\d+)/.exec(pager)![1]);
      const texts = await columnTexts(page, 0);
      if (number < pages) expect(texts).toHaveLength(10);
      seen.push(...texts);
    }
    const expected = [...corpus.map((payload) => shown(payload.text)), ...FORMULAS.map(shown)];
    expect(expected.filter((text) => !seen.includes(text))).toEqual([]);
    expect(hits).toEqual([]);
  });

  it('o texto rico hostil abre no editor sem executar nada', { timeout: 60_000 }, async () => {
    const { page } = b;
    for (const id of richTextIds) {
      await page.goto(`/cx/recado-cadastro/${id}`);
      const editor = page.getByRole('textbox', { name: 'Recado' });
      await expect.poll(() => editor.evaluate((element) => element.childElementCount)).toBeGreaterThan(0);
      // What the editor holds went through the sanitiser.
      expect(await activeContent(editor)).toEqual([]);
    }
    expect(hits).toEqual([]);
  });

  it('a confirmação de remoção e o aviso mostram o assunto hostil como texto', { timeout: 120_000 }, async () => {
    const { page } = b;
    await page.goto(`/cx/recados?f.professor=${encodeURIComponent(SAMPLE_PROFESSOR)}&porPagina=50&ordem=assunto`);
    await listSettled(page);
    for (const payload of sample) {
      await (await rowButton(page, shown(payload.text), 'Remover')).click();
      const dialog = page.getByRole('alertdialog');
      await expect.poll(() => dialog.innerText()).toContain(`Remover o recado "${shown(payload.text)}" do módulo ${module}?`);
      await dialog.getByRole('button', { name: 'Remover' }).click();
      await expect.poll(() => page.locator('.engine-toasts').innerText()).toContain(`Recado "${shown(payload.text)}" removido.`);
      await page.locator('.engine-toasts').getByRole('button', { name: 'Fechar notificação' }).first().click();
      await listSettled(page);
    }
    expect(hits).toEqual([]);
  });

  it('o CSV exportado traz cada assunto, com as fórmulas neutralizadas', async () => {
    const { page } = b;
    await page.goto(`/cx/recados?f.professor=${encodeURIComponent(PROFESSOR)}`);
    await listSettled(page);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Exportar CSV' }).click()]);
    const text = await readFile((await download.path())!, 'utf8');
    const rows = Papa.parse<string[]>(text.slice(1), { delimiter: ';', skipEmptyLines: true }).data.slice(1);
    const subjects = rows.map((row) => row[0]);
    // Every subject stored for the teacher (the seed's too) is exported, neutralised.
    const stored: string[] = [];
    for (let number = 1; stored.length === (number - 1) * 100; number++) {
      const { recados } = await api<{ recados: Array<{ assunto: string }> }>('/api/recados', { professor: PROFESSOR, QTDPorPagina: 100, NumeroDaPagina: number });
      stored.push(...recados.map((row) => row.assunto));
      if (recados.length === 0) break;
    }
    expect(stored.length).toBeGreaterThan(corpus.length + FORMULAS.length - 1);
    expect(subjects.sort()).toEqual(stored.map(neutraliseCell).sort());
    for (const formula of FORMULAS) expect(subjects).toContain(`'${formula}`);
    // A spreadsheet reads a cell that starts with an apostrophe as text; no other cell may start a formula.
    expect(subjects.filter((subject) => !subject.startsWith("'") && /^[\s"]*[=+\-@]|^[\t\r]/.test(subject))).toEqual([]);
    expect(hits).toEqual([]);
  });

  it('cada mensagem hostil aparece no chat como o texto que é', { timeout: 60_000 }, async () => {
    const { page } = b;
    const { contacts } = await api<{ contacts: Array<{ id: number; name: string }> }>('/api/chat/contacts');
    const contact = contacts[0];
    const { chat } = await api<{ chat: { id: number } }>(`/api/chat/get-chat?contactId=${contact.id}`);
    for (const payload of corpus) {
      await api('/api/chat/send-message', { chatId: chat.id, contactId: contact.id, messageText: payload.text });
    }
    await page.goto('/cx/chat-student-question');
    await page.getByRole('navigation', { name: 'Contatos' }).locator('.custom-chat-contact', { hasText: contact.name }).first().click();
    const log = page.getByRole('log', { name: `Mensagens com ${contact.name}` });
    await log.waitFor();
    await expect.poll(() => log.innerText(), { timeout: 20_000 }).toContain(corpus.at(-1)!.text.trim());
    const text = await log.innerText();
    const missing = corpus.filter((payload) => !text.includes(payload.text.trim()));
    expect(missing).toEqual([]);
    expect(hits).toEqual([]);
  });

  it('uma questão com enunciado, alternativas e comentário hostis abre sem executar nada', { timeout: 60_000 }, async () => {
    const { page } = b;
    const tenth = Math.ceil(corpus.length / 10);
    const html = (payloads: XssPayload[]) => payloads.map((payload) => `<p>${payload.text}</p>`).join('');
    await api('/api/question/save', {
      _id: 2,
      title: html(corpus.slice(0, 60)),
      alternatives: Array.from({ length: 10 }, (_, index) => ({ answer: html(corpus.slice(index * tenth, (index + 1) * tenth)), right: index === 0 })),
      comment: { description: html(corpus.slice(60)), media: '' },
    });
    await page.goto('/conteudo/question/2/comentario');
    await page.locator('.engine-screen[data-ready="true"]').first().waitFor();
    await page.getByRole('heading', { name: 'Alternativas' }).waitFor();
    const shownHtml = page.locator('main .engine-html');
    await expect.poll(() => shownHtml.count()).toBeGreaterThan(2);
    expect(await activeContent(shownHtml)).toEqual([]);
    expect(hits).toEqual([]);
  });

  it('controle: o detector registra uma execução e um alert', async () => {
    const { page } = b;
    expect(hits).toEqual([]);
    await page.evaluate('top.__xss(0); window.alert("x")');
    await expect.poll(() => [...hits]).toEqual(['payload 0', 'alert x']);
    hits.length = 0;
  });
});
