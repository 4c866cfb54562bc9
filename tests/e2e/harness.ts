import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, inject } from 'vitest';

/** Debian's Chromium (no browser download is possible here); CHROMIUM_PATH overrides. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

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

/** Origin of the app under test. */
export function baseUrl(): string {
  return inject('baseUrl');
}

/** Calls a mock control endpoint (`/__mock/reset`, `/__mock/fail`, `/__mock/expire-tokens`). */
export async function mockControl(path: string, body: unknown = {}): Promise<void> {
  const response = await fetch(baseUrl() + path, {
    method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
}

/** A page plus what it logged: uncaught errors and console errors fail the generated checks. */
export interface TrackedPage {
  page: Page;
  context: BrowserContext;
  errors: string[];
}

/**
 * Sets up one Chromium for the file, a fresh context per test and a mock reset before each test.
 * Returns accessors, since the values exist only once the hooks have run.
 */
export function useBrowser(options: { viewport?: { width: number; height: number } } = {}) {
  let browser: Browser;
  let current: TrackedPage;

  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ARGS, headless: true });
  });
  afterAll(async () => {
    await browser?.close();
  });
  beforeEach(async () => {
    await mockControl('/__mock/reset');
    const context = await browser.newContext({
      baseURL: baseUrl(), locale: 'pt-BR', timezoneId: 'America/Sao_Paulo', acceptDownloads: true,
      viewport: options.viewport ?? { width: 1440, height: 900 },
    });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(`console: ${message.text()}`);
    });
    current = { page, context, errors };
    return async () => {
      await context.close();
    };
  });

  return {
    get page(): Page { return current.page; },
    get context(): BrowserContext { return current.context; },
    get errors(): string[] { return current.errors; },
    get browser(): Browser { return browser; },
  };
}

/** Signs a demo user in through the real login form and waits for the landing page. */
export async function signIn(page: Page, user: DemoUser, path = '/login'): Promise<void> {
  await page.goto(path);
  await page.getByLabel('E-mail').fill(USERS[user].email);
  await page.getByLabel('Senha').fill(USERS[user].password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

/** The table row index (Blueprint's `bp6-table-cell-row-N`) of the first cell that shows `text`. */
export async function rowIndexOf(page: Page, text: string): Promise<number> {
  const cell = page.locator('.bp6-table-cell', { hasText: text }).first();
  await cell.waitFor();
  const className = (await cell.getAttribute('class')) ?? '';
  const match = /bp6-table-cell-row-(\d+)/.exec(className);
  if (!match) throw new Error(`no row index for "${text}"`);
  return Number(match[1]);
}

/** A button of the row that shows `text` (row actions live in the last column). */
export async function rowButton(page: Page, text: string, name: string) {
  const index = await rowIndexOf(page, text);
  return page.locator(`.bp6-table-cell-row-${index}`).getByRole('button', { name, exact: true });
}

/** Texts of one column (by 0-based index) of the rendered rows, top to bottom. */
export async function columnTexts(page: Page, column: number): Promise<string[]> {
  const cells = page.locator(`.bp6-table-quadrant-main .bp6-table-cell.bp6-table-cell-col-${column}`);
  const texts = await cells.allInnerTexts();
  return texts.map((t) => t.trim());
}

/** Waits until the list screen has no request in flight (its section's aria-busy is false). */
export async function listSettled(page: Page): Promise<void> {
  await page.locator('section.engine-list[aria-busy="false"]').waitFor();
}
