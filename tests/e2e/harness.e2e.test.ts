/**
 * The harness puts a context back as new between tests (harness.ts, setupBrowser): these tests run in order
 * and each checks that what the one before it left is gone, or that it got a new context when the one
 * before changed what only a new context undoes.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, setupBrowser, signIn } from './harness';

/** What the app's origin holds in the browser: local and session storage keys, IndexedDB databases, cookies. */
async function stored(page: Page) {
  return page.evaluate(async () => ({
    local: Object.keys(localStorage),
    session: Object.keys(sessionStorage),
    databases: (await indexedDB.databases()).map((database) => database.name),
    cookies: document.cookie,
  }));
}

describe('contexto limpo a cada teste', () => {
  const browser = setupBrowser();
  let previous: Page | undefined;
  let requestsSeen = 0;

  it('1: deixa sessão, armazenamento, cookie, rota interceptada, ouvinte, outra aba e outro tamanho de janela', async () => {
    const { page, context } = browser;
    await signIn(page, 'admin', '/marketing/cupom');
    await page.getByRole('heading', { name: 'Cupons', exact: true }).waitFor();
    await page.evaluate(async () => {
      sessionStorage.setItem('resto', '1');
      document.cookie = 'resto=1; path=/';
      await new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('resto-do-teste', 1);
        open.onupgradeneeded = () => open.result.createObjectStore('x');
        open.onsuccess = () => { open.result.close(); resolve(); };
        open.onerror = () => reject(open.error);
      });
    });
    expect((await stored(page)).local).toContain('access_token');
    await page.route('**/admin/**', (route) => route.fulfill({ status: 500, body: '{}' }));
    page.on('request', () => { requestsSeen += 1; });
    await context.newPage();
    await page.setViewportSize({ width: 600, height: 500 });
    previous = page;
  });

  it('2: começa na mesma aba, sem nada do teste 1', async () => {
    const { page, context } = browser;
    expect(page).toBe(previous);
    expect(context.pages()).toEqual([page]);
    expect(page.viewportSize()).toEqual({ width: 1440, height: 900 });
    requestsSeen = 0;
    // No stored session: the app asks for the sign-in, and the API is reached (the route is gone).
    await page.goto('/marketing/cupom');
    await page.getByRole('button', { name: 'Entrar' }).waitFor();
    expect(page.url()).toContain('/login');
    const answer = await page.evaluate(async () => (await fetch('/admin/user')).status);
    expect(answer).toBe(401);
    expect(requestsSeen).toBe(0);
    expect(await stored(page)).toEqual({ local: [], session: [], databases: [], cookies: '' });
    // The sign-in's script was removed once it had run: a reload stays signed out.
    await page.reload();
    await page.getByRole('button', { name: 'Entrar' }).waitFor();
  });

  it('3: muda o relógio da página, o que só um contexto novo desfaz', async () => {
    await browser.page.clock.install({ time: new Date('2030-01-01T12:00:00Z') });
    previous = browser.page;
  });

  it('4: ganha um contexto novo, com o relógio de verdade', async () => {
    const { page } = browser;
    expect(page).not.toBe(previous);
    await page.goto(`${baseUrl()}/__mock/outbox`);
    const year = await page.evaluate(() => new Date().getFullYear());
    expect(year).toBe(new Date().getFullYear());
  });
});
