import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, expect, inject } from 'vitest';
import { recordCspViolations } from './cspViolations';

/** Debian's Chromium (no browser download is possible here); CHROMIUM_PATH overrides. */
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const ARGS = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage',
];

/** The demo users of the mock API (README lists the same). */
export const USERS = {
  admin: { email: 'admin@exemplo.com.br', password: 'Admin123' },
  gestor: { email: 'gestor@exemplo.com.br', password: 'Gestor123' },
  professor: { email: 'professor@exemplo.com.br', password: 'Professor123' },
  suporte: { email: 'suporte@exemplo.com.br', password: 'Suporte123' },
} as const;

export type DemoUser = keyof typeof USERS;

/** Origin of the app under test: the server of this worker (files running at once never share one). */
export function baseUrl(): string {
  const urls = inject('baseUrls');
  const worker = Number(process.env.VITEST_POOL_ID ?? 1);
  return urls[(worker - 1) % urls.length];
}

/** Calls a mock control endpoint (`/__mock/reset`, `/__mock/fail`, `/__mock/expire-tokens`). */
export async function mockControl(path: string, body: unknown = {}): Promise<void> {
  const response = await fetch(baseUrl() + path, {
    method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
}

/**
 * A working reset-password link for `email`, as the user would get it: asks for it with the app's
 * forgot-password call and reads the "e-mail" the mock sent (`GET /__mock/outbox`).
 */
export async function resetLinkFor(email: string): Promise<string> {
  const asked = await fetch(baseUrl() + '/admin/auth/esqueci-senha', {
    method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email }),
  });
  if (!asked.ok) throw new Error(`esqueci-senha answered ${asked.status}`);
  const outbox = (await (await fetch(baseUrl() + '/__mock/outbox')).json()) as { emails: Array<{ to: string; link: string }> };
  const mail = outbox.emails.filter((sent) => sent.to === email).at(-1);
  if (!mail) throw new Error(`no reset e-mail for ${email}`);
  return mail.link.startsWith('http') ? new URL(mail.link).pathname + new URL(mail.link).search : mail.link;
}

/** A page plus what it logged: uncaught errors and console errors fail the generated checks. */
export interface TrackedPage {
  page: Page;
  context: BrowserContext;
  errors: string[];
  /** What the Content-Security-Policy blocked during the test (cspViolations.ts); each test ends with none. */
  cspViolations: string[];
  /** Requests sent and not yet answered, and the last answers: printed when a test fails. */
  network: NetworkLog;
}

/** What the page asked the server lately (with the answer's status), where it went and what it warned, for the report of a failed test. */
interface NetworkLog {
  inFlight: Map<unknown, string>;
  recent: string[];
}

function watchNetwork(page: Page): NetworkLog {
  const log: NetworkLog = { inFlight: new Map(), recent: [] };
  const started = Date.now();
  const stamp = () => `${((Date.now() - started) / 1000).toFixed(1)}s`;
  const path = (url: string) => url.replace(/^https?:\/\/[^/]+/, '');
  const done = (line: string) => {
    log.recent.push(line);
    if (log.recent.length > 24) log.recent.shift();
  };
  page.on('request', (request) => log.inFlight.set(request, `${stamp()} ${request.method()} ${path(request.url())}`));
  page.on('requestfinished', async (request) => {
    log.inFlight.delete(request);
    const status = (await request.response().catch(() => null))?.status() ?? '?';
    // The app's own files say little about a failure; its calls and navigations do.
    if (status === 200 && /\/assets\//.test(request.url())) return;
    done(`${stamp()} ${request.method()} ${path(request.url())} ${status}`);
  });
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) done(`${stamp()} → ${path(frame.url())}`);
  });
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error') done(`${stamp()} console.${message.type()}: ${message.text().slice(0, 160)}`);
  });
  page.on('requestfailed', (request) => {
    log.inFlight.delete(request);
    done(`${stamp()} ${request.method()} ${path(request.url())} falhou: ${request.failure()?.errorText ?? '?'}`);
  });
  return log;
}

/**
 * Where the page stood when a test failed: its address, what it showed, what it logged and what it was still
 * waiting for. A failure seen only on the CI machine can then be explained from its log alone.
 */
async function failureReport(tracked: TrackedPage): Promise<string> {
  const { page } = tracked;
  const shown = await page
    .evaluate(() => {
      // The page's own content and whatever floats over it; the menu says little about a failure.
      const parts = [document.querySelector('main') ?? document.body, ...document.querySelectorAll('[role="dialog"], [role="alertdialog"], [role="alert"], [role="status"]')];
      return parts.map((part) => (part as HTMLElement | null)?.innerText.replace(/\s+/g, ' ').trim().slice(0, 500) ?? '').filter(Boolean).join(' ‖ ');
    })
    .catch((error: Error) => `(sem texto: ${error.message})`);
  return [
    `endereço: ${page.url()}`,
    `na tela: ${shown}`,
    `erros: ${tracked.errors.slice(-5).join(' | ') || 'nenhum'}`,
    `pedidos sem resposta: ${[...tracked.network.inFlight.values()].slice(-8).join(' | ') || 'nenhum'}`,
    `últimos eventos: ${tracked.network.recent.join('\n  ') || 'nenhum'}`,
  ].join('\n');
}

/**
 * Sets up one Chromium for the file (or the describe block it is called in), a fresh context per test and a
 * mock reset before each test. With `shared`, one context and one reset serve every test of the block, for
 * read-only checks that open many screens (each test still starts with no logged errors).
 * Returns accessors, since the values exist only once the hooks have run.
 */
export function setupBrowser(
  options: { viewport?: { width: number; height: number }; shared?: boolean; allowCspViolations?: boolean } = {},
) {
  let browser: Browser;
  let current: TrackedPage;

  const open = async () => {
    await mockControl('/__mock/reset');
    const context = await browser.newContext({
      baseURL: baseUrl(), locale: 'pt-BR', timezoneId: 'America/Sao_Paulo', acceptDownloads: true,
      viewport: options.viewport ?? { width: 1440, height: 900 },
      // No dialog or popover mid-animation under the pointer: on a loaded machine a click aimed at a button of
      // a dialog still scaling in can land where the button no longer is (the app honours the setting).
      reducedMotion: 'reduce',
    });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(`console: ${message.text()}`);
    });
    current = { page, context, errors, cspViolations: await recordCspViolations(context), network: watchNetwork(page) };
  };

  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ARGS, headless: true });
    if (options.shared) await open();
  });
  afterAll(async () => {
    await browser?.close();
  });
  beforeEach(async () => {
    if (options.shared) {
      current.errors.length = 0;
      current.cspViolations.length = 0;
      return;
    }
    await open();
    return async () => {
      await current.context.close();
    };
  });
  // The app runs under a strict policy (engine/tooling/security/policy.ts): nothing it does may be blocked.
  afterEach(async ({ task }) => {
    if (task.result?.state === 'fail') throw new Error(`Estado da página na falha:\n${await failureReport(current)}`);
    if (!options.allowCspViolations) expect(current.cspViolations, 'violações da Content-Security-Policy').toEqual([]);
  });

  return {
    get page(): Page { return current.page; },
    get context(): BrowserContext { return current.context; },
    get errors(): string[] { return current.errors; },
    get cspViolations(): string[] { return current.cspViolations; },
    get browser(): Browser { return browser; },
  };
}

/** Signs a demo user in through the real login form and waits for the landing page. */
export async function signInWithForm(page: Page, user: DemoUser, path = '/login'): Promise<void> {
  await page.goto(path);
  await page.getByLabel('E-mail').fill(USERS[user].email);
  await page.getByLabel('Senha').fill(USERS[user].password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

let signIns = 0;

/**
 * Signs a demo user in without the form (auth.e2e tests the form): the sign-in call, the session the form
 * would store (access_token, profiles, idUser, nameUser), then the app opens at `path` and restores that
 * session from the token, as a returning user's visit does: at `/`, it lands where the spec says. About a
 * second faster per test than the form, and a page load less than signing in then going to `path`.
 */
export async function signIn(page: Page, user: DemoUser, path = '/'): Promise<void> {
  const response = await fetch(`${baseUrl()}/admin/auth/autenticar`, {
    method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(USERS[user]),
  });
  if (!response.ok) throw new Error(`sign-in of ${user} answered ${response.status}`);
  const { token, user: account } = (await response.json()) as {
    token: string; user: { _id: string; name: string; profiles: unknown[] };
  };
  // Once per page (a later sign-in in the same test registers its own script): the stored session must not
  // come back after the test signs out.
  const flag = `e2e-sign-in-${++signIns}`;
  await page.addInitScript(({ flag, token, account }) => {
    if (window.sessionStorage.getItem(flag)) return;
    window.sessionStorage.setItem(flag, '1');
    window.localStorage.setItem('access_token', token);
    window.localStorage.setItem('profiles', JSON.stringify(account.profiles));
    window.localStorage.setItem('idUser', account._id);
    window.localStorage.setItem('nameUser', account.name);
  }, { flag, token, account });
  await page.goto(path);
  await page.waitForURL((url) => url.pathname !== '/' && !url.pathname.startsWith('/login'));
}

/** The table row (a `tr` of the list's table) that shows `text`. */
export function rowOf(page: Page, text: string) {
  return page.locator('.engine-data-table tbody tr', { hasText: text }).first();
}

/**
 * A button of the row that shows `text` (row actions live in the last column). Row buttons are named with
 * their record ("Editar cupom INDICACAO25"): `name` is the visible label the name starts with.
 */
export async function rowButton(page: Page, text: string, name: string) {
  const row = rowOf(page, text);
  await row.waitFor();
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return row.getByRole('button', { name: new RegExp(`^${escaped}( |$)`) });
}

/** Texts of one column (by 0-based index) of the rendered rows, top to bottom. */
export async function columnTexts(page: Page, column: number): Promise<string[]> {
  const cells = page.locator(`.engine-data-table td[data-col="${column}"]`);
  const texts = await cells.allInnerTexts();
  return texts.map((t) => t.trim());
}

/** Waits until the list screen has no request in flight (its section's aria-busy is false). */
export async function listSettled(page: Page): Promise<void> {
  await page.locator('section.engine-list[aria-busy="false"]').waitFor();
}

/** The filter form of a list (its labels would otherwise also match the column sort buttons). */
export const filters = (page: Page) => page.getByRole('search', { name: 'Filtros' });

/** Opens a list screen by address (signing `user` in first unless null) and waits for its first rows to settle. */
export async function openList(page: Page, path: string, heading: string, user: DemoUser | null = 'admin'): Promise<void> {
  if (user) await signIn(page, user, path);
  else await page.goto(path);
  await page.getByRole('heading', { name: heading, exact: true }).waitFor();
  await page.locator('.engine-data-table td[data-col="0"]').first().waitFor();
  await listSettled(page);
}

/** Types `value` into the filter field labelled `label`, applies the filter and waits for the list to settle. */
export async function filterBy(page: Page, label: string, value: string, options: { exact?: boolean } = {}): Promise<void> {
  await filters(page).getByLabel(label, { exact: options.exact ?? false }).fill(value);
  await page.getByRole('button', { name: 'Filtrar' }).click();
  await listSettled(page);
}
