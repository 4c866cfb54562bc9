/**
 * Issue 12, item 8: no serious or critical axe violation with dialogs and popovers open and validation errors
 * shown, in the light and the dark theme (the generated checks cover every route's screen in both; this file
 * covers what only opens on a click). The whole page is checked, since dialogs live in portals outside <main>:
 * in light mode every WCAG A/AA rule, then, with the same dialog still open, the dark theme's contrast (the only
 * thing a theme changes).
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './axe';
import { runtimeScreens, setDark, urlOf } from './generatedChecks';
import { setupBrowser, signIn } from './harness';

const ORDER = runtimeScreens.find((screen) => screen.routes.some((route) => route.startsWith('/pedido/detalhe-pedido')))!;

describe('diálogos, menus e erros passam no axe nos modos claro e escuro', () => {
  const b = setupBrowser({ shared: true });

  /** Opens a page as a user would type its address. */
  async function open(page: Page, path: string) {
    await page.goto(path);
    await page.locator('.engine-screen[data-ready="true"]').first().waitFor();
  }

  /** Both themes, with whatever is open left open. */
  async function expectClean(page: Page, what: string) {
    expect(await seriousViolations(page), `${what} (modo claro)`).toEqual([]);
    await setDark(page, true);
    try {
      expect(await seriousViolations(page, { contrastOnly: true }), `${what} (modo escuro)`).toEqual([]);
    } finally {
      await setDark(page, false);
    }
  }

  beforeAll(async () => {
    await signIn(b.page, 'admin');
  });

  it('lista: confirmação de remoção e escolha de colunas', async () => {
    const { page } = b;
    await open(page, '/marketing/cupom');
    await page.locator('.engine-data-table td[data-col="0"]').first().waitFor();
    await page.locator('.engine-data-table tbody tr').first().getByRole('button', { name: /^Remover/ }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByText(/Você poderá desfazer/).waitFor();
    await expectClean(page, 'confirmação de remoção');
    await confirm.getByRole('button', { name: 'Cancelar' }).click();
    await confirm.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Colunas' }).click();
    await page.getByRole('button', { name: 'Restaurar colunas' }).waitFor();
    await expectClean(page, 'escolha de colunas');
    await page.keyboard.press('Escape');
  });

  it('paleta Ctrl+K com páginas e registros', async () => {
    const { page } = b;
    await open(page, '/home');
    await page.keyboard.press('Control+k');
    await page.keyboard.type('cupo');
    await page.getByRole('option').first().waitFor();
    await expectClean(page, 'paleta');
    await page.keyboard.press('Escape');
  });

  it('diálogo de formulário com os erros de validação à vista', async () => {
    const { page } = b;
    await open(page, '/ecommerce/ultimas-noticias');
    await page.getByRole('button', { name: 'Nova notícia' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await dialog.getByText('Preencha um valor.').first().waitFor();
    await expectClean(page, 'diálogo com erros');
    await page.keyboard.press('Escape');
  });

  it('diálogo de cancelamento do pedido, com a escolha parcial', async () => {
    const { page } = b;
    await open(page, urlOf({ route: ORDER.routes[0], sampleParams: ORDER.sampleParams }));
    await page.getByRole('button', { name: 'Cancelar pedido' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('combobox', { name: /^Reembolso/ }).selectOption({ label: 'Parcial' });
    await dialog.getByLabel('Valor do reembolso', { exact: false }).waitFor();
    await expectClean(page, 'cancelamento');
    await dialog.getByRole('button', { name: 'Voltar' }).click();
  });

  it('menu do usuário', async () => {
    const { page } = b;
    await open(page, '/home');
    await page.getByRole('button', { name: /^Conta/ }).click();
    await page.getByRole('menu').waitFor();
    await expectClean(page, 'menu do usuário');
    await page.keyboard.press('Escape');
  });
});
