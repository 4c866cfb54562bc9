/**
 * Checks generated from the definitions: every screen in screens/ is opened in Chromium with no
 * per-screen test code, and every demo user is refused where their keys do not reach. A new definition is
 * covered by adding its JSON file. The screens are split in shards (screens-N.e2e.test.ts) so the e2e
 * workers share them; refusals.e2e.test.ts holds the refusals.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { authListFor, hasAuth } from '../../engine/core/access';
import { validateProject } from '../../engine/tooling/definitions/validateProject';
import { DEMO_USERS } from '../../mocks/users';
import { signIn, USERS, setupBrowser, type DemoUser } from './harness';
import { seriousViolations } from './axe';

/** One route of a screen, as the checks open it. */
interface Definition {
  id: string;
  kind: string;
  /** One route pattern of the screen (a screen opened by several routes is checked on each). */
  route: string;
  title: string;
  permission: string | null;
  public?: boolean;
  sampleParams?: Record<string, string>;
  /** A settings form: always loads its one record, so it has no empty create mode. */
  singleton?: boolean;
}

// The screens as the app runs them (resources applied): the same validation the build does.
const report = validateProject({ root: process.cwd() });
/** screens/app.json's role that holds every key. */
export const ALL_KEYS_ROLE = report.app?.allKeysRole ?? 'Administrador';
if (report.errors.length) throw new Error(`definições inválidas: rode npm run validate (${report.errors.length} erros)`);
/** Every screen as the app runs it. */
export const runtimeScreens = report.runtime;
const definitions = report.runtime.flatMap((screen) =>
  screen.routes.map((route) => ({
    file: report.screens.find(({ definition }) => definition.id === screen.id)?.file ?? screen.id,
    definition: {
      id: screen.id,
      kind: screen.kind,
      route,
      // A form opened without its record's id creates, under its create-mode title.
      title: screen.kind === 'form' && screen.newTitle && !screen.singleton && !screen.sampleParams?.[screen.idParam] ? screen.newTitle : screen.title,
      permission: screen.permission,
      public: screen.public,
      sampleParams: screen.sampleParams,
      singleton: screen.kind === 'form' ? screen.singleton : undefined,
    } satisfies Definition,
  })),
);
/** Every signed-in screen (the public login and reset pages have their own tests in auth.e2e). */
export const screens = definitions.filter(({ definition }) => !definition.public);

/** The route with its params filled from `sampleParams`; optional params without a sample are dropped. */
export function urlOf(definition: Pick<Definition, 'route' | 'sampleParams'>): string {
  return (
    definition.route.replace(/\/:(\w+)(\?)?/g, (_m, name: string) => {
      const value = definition.sampleParams?.[name];
      return value === undefined ? '' : `/${encodeURIComponent(value)}`;
    }) || '/'
  );
}

/** English interface texts of rjsf, Blueprint and the engine that must never reach a user. */
const ENGLISH = [
  'Submit',
  'is a required property',
  'No rows',
  'Loading',
  'Cancel',
  'Add',
  'Remove',
  'Delete',
  'Save',
  'Close',
  'must be',
  'should be',
  'Required',
  'Yes',
  'No items',
  'Next',
  'Previous',
  'Search',
  'Select...',
  'Error',
  'Retry',
];
/** English texts the spec itself gives, allowed on screen. */
const ALLOWED = [
  'Min character length is 4',
  'No results..',
  'Search for an app or page',
  'Footer',
  'Login',
  'Register',
  'Logout',
];

async function englishTexts(page: Page): Promise<string[]> {
  const texts = await page.evaluate(() => {
    const out: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      const node = walker.currentNode as Text;
      const parent = node.parentElement;
      if (!parent || parent.closest('script,style,[hidden]')) continue;
      const text = node.data.trim();
      if (text) out.push(text);
    }
    for (const el of Array.from(document.querySelectorAll('[aria-label],[title],[placeholder]'))) {
      for (const attr of ['aria-label', 'title', 'placeholder']) {
        const value = el.getAttribute(attr)?.trim();
        if (value) out.push(value);
      }
    }
    return out;
  });
  return texts.filter((text) => !ALLOWED.some((allowed) => text.includes(allowed)) && ENGLISH_WORDS.some((word) => word.test(text)));
}

/** Each English text as a whole word (not inside a longer one, e.g. "Add" in "Adicionar"). */
const ENGLISH_WORDS = ENGLISH.map((word) => new RegExp(`(^|[^\\p{L}])${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}([^\\p{L}]|$)`, 'u'));

/** In-app navigation, as a link click does (no page load: the shell stays, the route's screen opens). */
export async function openInApp(page: Page, target: string) {
  await page.evaluate((url) => {
    window.history.pushState(null, '', url);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, target);
}

/** Dark or light mode, as the layout settings switch it (Blueprint's dark class on <body>). */
export async function setDark(page: Page, dark: boolean) {
  await page.evaluate((on) => document.body.classList.toggle('bp6-dark', on), dark);
}

/**
 * What a list's table must be at the checks' width (1440 px): its actions column on screen without any
 * scrolling (inside the table's visible box and the window), and with at most 7 columns no sideways scroll.
 */
async function tableProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const table = document.querySelector<HTMLElement>('main .engine-data-table');
    if (!table) return [];
    const region = table.closest<HTMLElement>('.engine-table')!;
    const box = region.getBoundingClientRect();
    const problems: string[] = [];
    const actions = table.querySelector('th.engine-actions-cell');
    if (actions) {
      const rect = actions.getBoundingClientRect();
      if (rect.left < box.left - 1 || rect.right > box.right + 1 || rect.right > window.innerWidth) problems.push(`Ações fora da vista (${Math.round(rect.left)}–${Math.round(rect.right)} de ${Math.round(box.right)})`);
    }
    const columns = table.querySelectorAll('thead th:not(.engine-actions-cell, .engine-select-cell)').length;
    if (columns <= 7 && region.scrollWidth > region.clientWidth + 1) problems.push(`${columns} colunas rolam de lado (${region.scrollWidth} em ${region.clientWidth} px)`);
    if (document.documentElement.scrollWidth > window.innerWidth + 1) problems.push('a página rola de lado');
    return problems;
  });
}

/** What a screen breaks at the window's width: each problem as a sentence (none = the screen fits). */
export async function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const width = document.documentElement.clientWidth;
    const name = (element: Element) => (element.getAttribute('aria-label') || element.textContent || element.tagName).trim().slice(0, 40);
    if (document.documentElement.scrollWidth > width) problems.push(`a página rola de lado (${document.documentElement.scrollWidth} em ${width} px)`);
    const heading = document.querySelector('main h1');
    const box = heading?.getBoundingClientRect();
    if (!heading || !box || box.width === 0) problems.push('sem título visível');
    else if (box.left < 0 || box.right > width + 1) problems.push(`título fora da largura (${Math.round(box.left)}–${Math.round(box.right)})`);
    // Every button of the screen can be brought on screen (scrolling the page, or the table it sits in).
    for (const control of Array.from(document.querySelectorAll<HTMLElement>('main button, main a.bp6-button'))) {
      if (control.getBoundingClientRect().width < 2 || control.closest('[hidden], [aria-hidden="true"]')) continue;
      control.scrollIntoView({ block: 'center', inline: 'center' });
      const rect = control.getBoundingClientRect();
      if (rect.left < -1 || rect.right > width + 1) problems.push(`botão "${name(control)}" fora da largura (${Math.round(rect.left)}–${Math.round(rect.right)})`);
    }
    // The page's own buttons and the first row's are the ones staff press: nothing may cover them once in view.
    const primary = document.querySelectorAll<HTMLElement>(
      'main .engine-screen-actions button, main .engine-screen-actions a.bp6-button, main .engine-save-bar button, main .engine-data-table tbody tr:first-child td.engine-actions-cell button',
    );
    for (const control of Array.from(primary)) {
      if (control.getBoundingClientRect().width < 2) continue;
      control.scrollIntoView({ block: 'center', inline: 'center' });
      const rect = control.getBoundingClientRect();
      const hit = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
      if (!hit || !control.contains(hit)) problems.push(`botão "${name(control)}" coberto por ${hit ? hit.tagName.toLowerCase() + '.' + String(hit.className).split(' ')[0] : 'nada'}`);
    }
    window.scrollTo(0, 0);
    return problems;
  });
}

/** The checks' narrower window: a small laptop's. */
const LAPTOP = { width: 1024, height: 768 };

/** The Administrador checks of one shard (`shard` of `shards`) of the screens, in a stable order. */
export function describeScreenChecks(shard: number, shards: number): void {
  describe(`cada tela definida abre como Administrador (parte ${shard + 1} de ${shards})`, () => {
    // These checks only read: one signed-in page serves them all.
    const b = setupBrowser({ shared: true });
    beforeAll(async () => {
      await signIn(b.page, 'admin');
      await b.page.goto('/home');
      await b.page.locator('.engine-screen[data-ready="true"]').first().waitFor();
      // The shell is the same around every screen: checked once, whole page; each screen then checks its <main>.
      expect(await seriousViolations(b.page)).toEqual([]);
    });

    for (const [index, { file, definition }] of screens.filter((_, index) => index % shards === shard).entries()) {
      it(`${definition.route} (${file})`, async () => {
        const { page } = b;
        // Most screens are opened as a link opens them; every fifth by its address (a full load).
        if (index % 5 === 0) await page.goto(urlOf(definition));
        else await openInApp(page, urlOf(definition));
        // The title is the page heading, or its subtitle when a detail heading names the record.
        await page.locator('main').getByText(definition.title, { exact: true }).first().waitFor();
        await page.locator('.engine-screen[data-ready="true"]').first().waitFor();
        if (definition.kind === 'list') {
          await page.locator('.engine-data-table td, .engine-empty').first().waitFor();
          expect(await tableProblems(page)).toEqual([]);
          const next = page.getByRole('button', { name: 'Próxima' });
          if ((await next.count()) && (await next.isEnabled())) {
            await next.click();
            await page.waitForURL(/pagina=2/);
            await page.getByText(/Página 2 de/).waitFor();
          }
        } else if (definition.kind === 'detail' || definition.kind === 'dashboard') {
          await page.locator('.engine-section, .engine-widget, .engine-error-panel').first().waitFor();
          await expect.poll(() => page.locator('.engine-loading').count(), { timeout: 10_000 }).toBe(0);
        } else if (definition.kind === 'form') {
          await page.getByRole('button', { name: 'Salvar' }).waitFor();
          if (!definition.sampleParams && !definition.singleton) {
            await page.getByRole('button', { name: 'Salvar' }).click();
            await page.getByText('Preencha um valor.').first().waitFor();
          }
        }
        // Lazy parts (remote options, charts) finish before the checks.
        await expect.poll(() => page.locator('.engine-loading').count(), { timeout: 10_000 }).toBe(0);
        expect(b.errors).toEqual([]);
        expect(await englishTexts(page)).toEqual([]);
        expect(await seriousViolations(page, { scope: 'main' })).toEqual([]);
        // The same screen in dark mode (the layout settings put Blueprint's dark class on <body>): its contrast.
        await setDark(page, true);
        try {
          expect(await seriousViolations(page, { scope: 'main', contrastOnly: true }), 'modo escuro').toEqual([]);
        } finally {
          await setDark(page, false);
        }
        // The same screen in a 1024×768 window (viewports.e2e has the phone's): no sideways scroll, the heading and
        // every button within reach. Resized, not opened again: the layout is what the width decides.
        const wide = page.viewportSize()!;
        await page.setViewportSize(LAPTOP);
        try {
          await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
          expect(await layoutProblems(page), `${LAPTOP.width}×${LAPTOP.height}`).toEqual([]);
          expect(b.errors).toEqual([]);
        } finally {
          await page.setViewportSize(wide);
        }
      });
    }
  });
}

/** For each demo user, every defined screen their keys do not open is refused as the guard says. */
export function describeRefusals(): void {
  describe('cada usuário de demonstração é recusado nas telas que não pode abrir', () => {
    const b = setupBrowser();
    // The mock API's demo accounts (README lists the same keys).
    const roles = Object.fromEntries(DEMO_USERS.map((user) => [user.key, user.roles])) as Record<DemoUser, readonly string[]>;

    for (const user of Object.keys(USERS) as DemoUser[]) {
      const forbidden = screens.filter(({ definition }) => !hasAuth(authListFor(definition.permission, ALL_KEYS_ROLE), roles[user]));
      if (forbidden.length === 0) continue;
      it(`${user}: ${forbidden.length} telas recusadas`, { timeout: 180_000 }, async () => {
        const { page } = b;
        await signIn(page, user);
        const landing = new URL(page.url()).pathname;
        for (const [index, { definition }] of forbidden.entries()) {
          const target = urlOf(definition);
          // Every tenth screen is typed in the address bar (a full load that restores the session first),
          // the others are opened through in-app navigation: the same guard decides both.
          if (index % 10 === 0) await page.goto(target);
          else await openInApp(page, target);
          await page.waitForURL((url) => url.pathname === landing);
          expect(await page.getByRole('heading', { name: definition.title, exact: true }).count()).toBe(0);
          // Not a silent jump: a notice says the page needs a key.
          await page.getByText('Você não tem permissão para abrir esta página.', { exact: false }).waitFor();
        }
      });
    }
  });
}
