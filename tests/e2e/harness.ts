import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type CDPSession, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, expect, inject } from 'vitest';
import { recordCspViolations } from './cspViolations';

/**
 * Debian's Chromium (no browser download is possible here): its headless shell when installed (package
 * chromium-headless-shell, the build Playwright itself runs headless tests in: the same Blink and V8 without the
 * browser's UI layers; the suite took ~27 % less time on this 2-core machine), else the full browser.
 * CHROMIUM_PATH overrides.
 */
const CHROMIUM_PATH =
  process.env.CHROMIUM_PATH ?? ['/usr/lib/chromium/chromium-headless-shell', '/usr/bin/chromium'].find((path) => existsSync(path)) ?? '/usr/bin/chromium';

const ARGS = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage',
  // V8 up to its baseline compiler (Sparkplug), without the optimising ones (Maglev, TurboFan): a test's page lives
  // a few seconds, too short to pay back their compiles, which compete for the 2 cores with the other workers'
  // browsers. Same JavaScript semantics; the suite's test-seconds fell ~5 % (249–255 s against 265 s of wall).
  '--js-flags=--max-opt=1',
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

/** How many armed failures and delays of the mock no call has met yet (`GET /__mock/armed`). */
export async function armedFaults(): Promise<{ failures: number; delays: number }> {
  const response = await fetch(baseUrl() + '/__mock/armed');
  if (!response.ok) throw new Error(`/__mock/armed answered ${response.status}`);
  return (await response.json()) as { failures: number; delays: number };
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
    // Enough to reach back past a warm-up's burst of chunk fetches (~50 when the menu's screens load) to the data calls.
    if (log.recent.length > 80) log.recent.shift();
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

/** Methods by which a test changes its context or page in ways only a new context undoes. */
const CONTEXT_CHANGES = ['addInitScript', 'exposeBinding', 'exposeFunction', 'setExtraHTTPHeaders', 'setGeolocation', 'setHTTPCredentials', 'routeFromHAR', 'routeWebSocket'] as const;
const PAGE_CHANGES = ['addInitScript', 'exposeBinding', 'exposeFunction', 'setExtraHTTPHeaders', 'emulateMedia', 'routeFromHAR', 'routeWebSocket'] as const;
const CLOCK_CHANGES = ['install', 'fastForward', 'pauseAt', 'resume', 'runFor', 'setFixedTime', 'setSystemTime'] as const;

/** The page's own `addInitScript`, for the harness's sign-in (which removes its script again). */
const ownInitScript = new WeakMap<Page, Page['addInitScript']>();

/** Marks `changed` when any of `methods` of `target` is called (the call itself goes through unchanged). */
function watchChanges(target: object, methods: readonly string[], changed: () => void): void {
  const methodsOf = target as Record<string, (...args: unknown[]) => unknown>;
  for (const name of methods) {
    const original = methodsOf[name].bind(target);
    methodsOf[name] = (...args: unknown[]) => {
      changed();
      return original(...args);
    };
  }
}

/** Playwright's pages and contexts are event emitters with Node's API; their typings declare only part of it. */
type Listening = { eventNames(): Array<string | symbol>; rawListeners(event: string | symbol): unknown[]; removeListener(event: string | symbol, listener: never): unknown };

/** The listeners `emitter` has now, to drop the ones a test adds later. */
function listenersOf(emitter: Page | BrowserContext): Map<string | symbol, unknown[]> {
  const target = emitter as unknown as Listening;
  return new Map(target.eventNames().map((event) => [event, target.rawListeners(event)]));
}

function dropAddedListeners(emitter: Page | BrowserContext, kept: Map<string | symbol, unknown[]>): void {
  const target = emitter as unknown as Listening;
  for (const event of target.eventNames()) {
    for (const listener of target.rawListeners(event)) {
      if (!kept.get(event)?.includes(listener)) target.removeListener(event, listener as never);
    }
  }
}

/**
 * Sets up one Chromium for the file (or the describe block it is called in), a clean context per test and a
 * mock reset before each test. With `shared`, one context and one reset serve every test of the block, for
 * read-only checks that open many screens (each test still starts with no logged errors).
 *
 * A clean context is the previous test's, put back as new when that test changed nothing only a new context
 * undoes (an init script, an exposed function, the clock, extra headers, emulated media: then the next test
 * gets a new one): other pages closed, the test's listeners and routes removed, the page moved to a
 * document of the app's origin without the app (the old page's code stops), the origin's storage, cookies and
 * permissions cleared, online, the viewport as set. The page keeps its renderer process: a new context starts
 * one, which cost ~0.4 s of the ~1 s each test spent before its first screen. The HTTP cache stays: it holds only
 * the app's own files (content-hashed and immutable; the API answers `no-store`), so the next test's start reads
 * them, and their compiled code, from the cache as a returning user's does (the whole run ~6 % faster).
 * Returns accessors, since the values exist only once the hooks have run.
 */
export function setupBrowser(
  options: { viewport?: { width: number; height: number }; shared?: boolean; allowCspViolations?: boolean } = {},
) {
  const viewport = options.viewport ?? { width: 1440, height: 900 };
  let browser: Browser;
  let current: TrackedPage | undefined;
  let reusable = false;
  let kept: { page: Map<string | symbol, unknown[]>; context: Map<string | symbol, unknown[]> };
  let cdp: CDPSession;

  const open = async () => {
    const context = await browser.newContext({
      baseURL: baseUrl(), locale: 'pt-BR', timezoneId: 'America/Sao_Paulo', acceptDownloads: true, viewport,
      // No dialog or popover mid-animation under the pointer: on a loaded machine a click aimed at a button of
      // a dialog still scaling in can land where the button no longer is (the app honours the setting).
      reducedMotion: 'reduce',
    });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
    page.on('console', (message) => {
      // The reset between tests opens the mock's JSON outbox, a document without the app's icon: the browser asks
      // for /favicon.ico, and its 404 was logged at times after the reset had emptied the list (a flaky failure).
      if (message.type() === 'error' && !message.location().url.endsWith('/favicon.ico')) errors.push(`console: ${message.text()}`);
    });
    current = { page, context, errors, cspViolations: await recordCspViolations(context), network: watchNetwork(page) };
    cdp = await context.newCDPSession(page);
    kept = { page: listenersOf(page), context: listenersOf(context) };
    ownInitScript.set(page, page.addInitScript.bind(page));
    reusable = true;
    const changed = () => { reusable = false; };
    watchChanges(context, CONTEXT_CHANGES, changed);
    watchChanges(page, PAGE_CHANGES, changed);
    for (const clock of new Set([context.clock, page.clock])) watchChanges(clock, CLOCK_CHANGES, changed);
  };

  /** Puts the current context back as new (see above); false when it cannot be. */
  const reuse = async (): Promise<boolean> => {
    if (!current || !reusable || current.page.isClosed()) return false;
    const { page, context } = current;
    try {
      for (const other of context.pages()) if (other !== page) await other.close();
      dropAddedListeners(page, kept.page);
      dropAddedListeners(context, kept.context);
      await page.unrouteAll({ behavior: 'ignoreErrors' });
      await context.unrouteAll({ behavior: 'ignoreErrors' });
      // A JSON answer of the app's own server: the same origin keeps the renderer, and no app code runs.
      await page.goto(`${baseUrl()}/__mock/outbox`);
      await page.evaluate(() => window.sessionStorage.clear());
      await cdp.send('Storage.clearDataForOrigin', { origin: baseUrl(), storageTypes: 'all' });
      await context.clearCookies();
      await context.clearPermissions();
      await context.setOffline(false);
      await page.setViewportSize(viewport);
    } catch {
      return false;
    }
    current.errors.length = 0;
    current.cspViolations.length = 0;
    current.network.inFlight.clear();
    current.network.recent.length = 0;
    return true;
  };

  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ARGS, headless: true });
    if (options.shared) {
      await mockControl('/__mock/reset');
      await open();
    }
  });
  afterAll(async () => {
    await browser?.close();
  });
  beforeEach(async () => {
    if (options.shared) {
      current!.errors.length = 0;
      current!.cspViolations.length = 0;
      return;
    }
    if (!(await reuse())) {
      await current?.context.close();
      await open();
    }
    await mockControl('/__mock/reset');
  });
  // The app runs under a strict policy (engine/tooling/security/policy.ts): nothing it does may be blocked.
  afterEach(async ({ task }) => {
    if (task.result?.state === 'fail') throw new Error(`Estado da página na falha:\n${await failureReport(current!)}`);
    if (!options.allowCspViolations) expect(current!.cspViolations, 'violações da Content-Security-Policy').toEqual([]);
  });

  return {
    get page(): Page { return current!.page; },
    get context(): BrowserContext { return current!.context; },
    get errors(): string[] { return current!.errors; },
    get cspViolations(): string[] { return current!.cspViolations; },
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
  const addInitScript = ownInitScript.get(page) ?? page.addInitScript.bind(page);
  const script = await addInitScript(({ flag, token, account }) => {
    if (window.sessionStorage.getItem(flag)) return;
    window.sessionStorage.setItem(flag, '1');
    window.localStorage.setItem('access_token', token);
    window.localStorage.setItem('profiles', JSON.stringify(account.profiles));
    window.localStorage.setItem('idUser', account._id);
    window.localStorage.setItem('nameUser', account.name);
  }, { flag, token, account });
  await page.goto(path);
  await page.waitForURL((url) => url.pathname !== '/' && !url.pathname.startsWith('/login'));
  // Its work is done: a context put back as new for the next test must not sign anyone in.
  await script.dispose();
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
