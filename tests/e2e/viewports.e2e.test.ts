/**
 * Phone and tablet (issue 12, items 7 and 10): the generated per-route checks at 390×800, as Administrador — no
 * sideways page scroll, the heading on screen, every button of the page reachable by scrolling it into view (inside
 * the window's width) and the page's own buttons ("Novo …", "Salvar", a row's buttons) not covered by anything
 * (`layoutProblems`; the same checks at 1024×768 run in the generated screen checks, on the screen they just opened).
 * At 390 px: the menu button first in the top bar with a 44 px target, the drawer menu, the search that opens over
 * the bar, lists as stacked cards that still open their record, one-column forms and dialogs that fit. One shared
 * page keeps the file fast.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { layoutProblems, openInApp, screens, urlOf } from './generatedChecks';
import { columnTexts, openList, rowOf, setupBrowser, signIn } from './harness';

/** Opens one route the way the generated checks do and waits until its data and lazy parts are on screen. */
async function openRoute(page: Page, definition: (typeof screens)[number]['definition'], fullLoad: boolean) {
  if (fullLoad) await page.goto(urlOf(definition));
  else await openInApp(page, urlOf(definition));
  await page.locator('main').getByText(definition.title, { exact: true }).first().waitFor();
  await page.locator('.engine-screen[data-ready="true"]').first().waitFor();
  if (definition.kind === 'list') await page.locator('.engine-data-table td, .engine-empty').first().waitFor();
  if (definition.kind === 'form') await page.getByRole('button', { name: 'Salvar' }).waitFor();
  await expect.poll(() => page.locator('.engine-loading').count(), { timeout: 10_000 }).toBe(0);
}

/** The phone's window. */
const PHONE = { width: 390, height: 800 };

describe(`cada tela em ${PHONE.width}×${PHONE.height}: sem rolagem lateral, título e botões ao alcance`, () => {
  const b = setupBrowser({ viewport: PHONE, shared: true });
  beforeAll(async () => {
    await signIn(b.page, 'admin');
  });

  for (const [index, { file, definition }] of screens.entries()) {
    it(`${definition.route} (${file})`, async () => {
      const { page } = b;
      // Most screens open as a link opens them; every tenth by its address (a full load).
      await openRoute(page, definition, index % 10 === 0);
      expect(await layoutProblems(page)).toEqual([]);
      expect(b.errors).toEqual([]);
    });
  }
});

describe('celular (390 px)', () => {
  const b = setupBrowser({ viewport: PHONE, shared: true });
  beforeAll(async () => {
    await signIn(b.page, 'admin');
  });

  it('o botão do menu é o primeiro da barra, com alvo de 44 px, abre a gaveta e navega', async () => {
    const { page } = b;
    await page.goto('/home');
    const toolbar = page.locator('header.shell-toolbar');
    const first = toolbar.locator('button, a[href], input').first();
    expect(await first.getAttribute('aria-label')).toBe('Abrir menu');
    const box = (await first.boundingBox())!;
    expect(box.width).toBeGreaterThanOrEqual(44);
    expect(box.height).toBeGreaterThanOrEqual(44);
    // First on screen too: no other control of the bar starts to its left or covers it.
    const lefts = await toolbar.locator('button, input').evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect().left));
    expect(Math.min(...lefts)).toBe(box.x);
    expect(await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest('button')?.getAttribute('aria-label'), { x: box.x + box.width / 2, y: box.y + box.height / 2 })).toBe('Abrir menu');
    await first.click();
    const drawer = page.locator('.shell-mobile-navbar');
    await drawer.getByRole('link', { name: 'Cupons' }).click();
    await page.waitForURL('**/marketing/cupom');
    await drawer.waitFor({ state: 'hidden' });
    await page.getByRole('heading', { name: 'Cupons', exact: true }).waitFor();
  });

  it('a busca é um ícone que abre sobre a barra inteira e leva à página escolhida', async () => {
    const { page } = b;
    await page.goto('/home');
    const search = page.getByRole('combobox', { name: 'Buscar página' });
    expect(Math.round((await search.boundingBox())!.width)).toBeLessThanOrEqual(40);
    await search.click();
    await search.fill('cupons');
    const box = (await search.boundingBox())!;
    expect(box.width).toBeGreaterThan(300);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    await page.getByRole('option', { name: /^Cupons/ }).first().click();
    await page.waitForURL('**/marketing/cupom');
    await page.getByRole('heading', { name: 'Cupons', exact: true }).waitFor();
  });

  it('uma lista vira cartões com os títulos das colunas, botões nomeados, e o cartão abre o registro', async () => {
    const { page } = b;
    await openList(page, '/marketing/cupom', 'Cupons', null);
    const name = (await columnTexts(page, 0))[1];
    const row = rowOf(page, name);
    // Still a table for assistive technology; on screen a bordered card per row, with the headers as labels.
    expect(await page.getByRole('table', { name: 'Cupons' }).getByRole('row').count()).toBe(11);
    const card = await row.evaluate((element) => {
      const style = getComputedStyle(element);
      const label = getComputedStyle(element.querySelector('td[data-col="1"]')!, '::before').content;
      const rect = element.getBoundingClientRect();
      return { display: style.display, border: style.borderTopStyle, label, left: rect.left, right: rect.right };
    });
    expect(card).toMatchObject({ display: 'block', border: 'solid', label: '"Desconto"' });
    expect(card.left).toBeGreaterThanOrEqual(0);
    expect(card.right).toBeLessThanOrEqual(390);
    for (const action of ['Editar', 'Remover']) {
      const button = row.getByRole('button', { name: `${action} cupom ${name}`, exact: true });
      const box = (await button.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(card.right);
    }
    await row.locator('td[data-col="3"]').click();
    await page.waitForURL(/\/marketing\/cupom-de-desconto-novo\/\d+$/);
    await expect.poll(() => page.getByLabel('Nome', { exact: false }).first().inputValue()).toBe(name);
  });

  it('um formulário tem uma coluna só', async () => {
    const { page } = b;
    await page.goto('/marketing/cupom-de-desconto-novo');
    await page.getByRole('button', { name: 'Salvar' }).waitFor();
    const fields = await page.locator('.engine-form-grid > .engine-form-field').evaluateAll((elements) =>
      elements.filter((element) => element.getBoundingClientRect().width > 0).map((element) => {
        const rect = element.getBoundingClientRect();
        return { left: Math.round(rect.left), width: Math.round(rect.width), grid: Math.round(element.parentElement!.getBoundingClientRect().width) };
      }),
    );
    expect(fields.length).toBeGreaterThan(3);
    for (const field of fields) expect(field.width).toBe(field.grid);
    expect(new Set(fields.map((field) => field.left)).size).toBe(1);
  });

  it('um diálogo cabe na tela', async () => {
    const { page } = b;
    await page.goto('/cx/liberacao-manual/1');
    await page.getByRole('button', { name: 'Liberar mais' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Cancelar' }).waitFor();
    const box = (await dialog.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
  });
});
