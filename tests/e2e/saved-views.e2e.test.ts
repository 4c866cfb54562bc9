/**
 * Saved views of the lists (issue 12, item 5): a list's filters, sort and columns saved under a name, applied
 * again from the "Visões" menu (the URL says so), shared with the team by a flag and by a link, changed and
 * removed only by their author, removal asked first.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { recordCspViolations } from './cspViolations';
import { filters, listSettled, mockControl, openList, setupBrowser, signIn } from './harness';
import { seriousViolations } from './axe';

const b = setupBrowser();

const couponTable = (page: Page) => page.getByRole('table', { name: 'Cupons' });
const viewsButton = (page: Page) => page.getByRole('button', { name: /^(Visões|Visão: )/ });
const menu = (page: Page) => page.getByRole('menu', { name: 'Visões salvas' });

async function openViews(page: Page): Promise<void> {
  await viewsButton(page).click();
  await menu(page).waitFor();
}

/** The coupons list as the view keeps it: active ones, by discount, without the Modalidade column. */
async function expectViewApplied(page: Page): Promise<void> {
  await expect.poll(() => new URL(page.url()).searchParams.get('f.Status')).toBe('true');
  expect(new URL(page.url()).searchParams.get('ordem')).toBe('Desconto');
  await listSettled(page);
  expect(await filters(page).getByLabel('Situação').inputValue()).toBe('true');
  const table = couponTable(page);
  await expect.poll(() => table.getByRole('columnheader', { name: /Modalidade/ }).count()).toBe(0);
  expect(await table.getByRole('columnheader', { name: /Desconto/ }).getAttribute('aria-sort')).toBe('ascending');
  const situations = await table.locator('tbody td[data-col="4"]').allInnerTexts();
  expect(situations.length).toBeGreaterThan(0);
  expect(new Set(situations.map((text) => text.trim()))).toEqual(new Set(['Ativo']));
}

describe('visões salvas', () => {
  it('salva filtros, ordem e colunas com um nome, reabre, compartilha com a equipe e remove com confirmação', async () => {
    const { page } = b;
    await b.context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openList(page, '/marketing/cupom', 'Cupons');
    await openViews(page);
    await menu(page).getByText('Nenhuma visão salva').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    // Escape closes the menu and gives the focus back to its button.
    await page.keyboard.press('Escape');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('Visões');

    // Filter, sort and hide a column.
    await filters(page).getByLabel('Situação').selectOption({ label: 'Ativo' });
    await page.waitForURL(/f\.Status=true/);
    await listSettled(page);
    await couponTable(page).getByRole('columnheader', { name: /Desconto/ }).getByRole('button').click();
    await page.waitForURL(/ordem=Desconto/);
    await listSettled(page);
    await page.getByRole('button', { name: 'Colunas' }).click();
    await page.locator('.engine-column-chooser').getByText('Modalidade').click();
    await expect.poll(() => couponTable(page).getByRole('columnheader', { name: /Modalidade/ }).count()).toBe(0);
    await page.keyboard.press('Escape');

    // Save it: the name is required, then shared with the team.
    await openViews(page);
    await menu(page).getByRole('menuitem', { name: 'Salvar visão atual…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Salvar visão' });
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await dialog.getByText('Informe o nome da visão.').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByLabel('Nome da visão').fill('Cupons ativos');
    await dialog.getByText('Compartilhar com a equipe').click();
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await page.getByText('Visão "Cupons ativos" salva.').waitFor();
    await dialog.waitFor({ state: 'detached' });
    await viewsButton(page).getByText('Visão: Cupons ativos').waitFor();
    await page.waitForURL(/visao=\d+/);
    const viewId = new URL(page.url()).searchParams.get('visao')!;

    // By keyboard: the button opens the menu, Tab reaches its items, Enter opens the dialog on the name field.
    // The same name again (whatever the case) is refused in the dialog.
    await viewsButton(page).focus();
    await page.keyboard.press('Enter');
    await menu(page).waitFor();
    // The menu takes the focus a frame after it opens (Blueprint's overlay, in a requestAnimationFrame); a Tab
    // before that moves the focus along the page instead, and the menu then pulls it back to its start.
    await expect.poll(() => page.evaluate(() => Boolean(document.activeElement?.closest('.bp6-overlay')))).toBe(true);
    const focusedText = () => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
    for (let tabs = 0; tabs < 4 && (await focusedText()) !== 'Salvar visão atual…'; tabs += 1) await page.keyboard.press('Tab');
    expect(await focusedText()).toBe('Salvar visão atual…');
    await page.keyboard.press('Enter');
    await dialog.waitFor();
    await expect.poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.labels?.[0]?.textContent ?? '')).toContain('Nome da visão');
    await page.keyboard.type('cupons ATIVOS');
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await expect.poll(() => dialog.innerText()).toContain('Você já tem uma visão chamada "Cupons ativos" nesta lista.');
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await dialog.waitFor({ state: 'detached' });

    // Changing a filter marks the view as changed.
    await filters(page).getByLabel('Situação').selectOption({ label: 'Inativo' });
    await page.waitForURL(/f\.Status=false/);
    await viewsButton(page).getByText('Visão: Cupons ativos (alterada)').waitFor();
    await openViews(page);
    await menu(page).getByRole('menuitem', { name: 'Atualizar visão' }).waitFor();
    await page.keyboard.press('Escape');

    // Elsewhere and back: the list opens as it always does; its columns are back too.
    await page.goto('/home');
    await page.goto('/marketing/cupom');
    await listSettled(page);
    await page.getByRole('button', { name: 'Colunas' }).click();
    await page.getByRole('button', { name: 'Restaurar colunas' }).click();
    await couponTable(page).getByRole('columnheader', { name: /Modalidade/ }).waitFor();
    await page.keyboard.press('Escape');
    expect(new URL(page.url()).searchParams.get('f.Status')).toBeNull();

    // Applying the view brings filters, sort and columns at once, and the URL says which view it is.
    await openViews(page);
    await menu(page).getByText('Minhas visões').waitFor();
    await menu(page).getByRole('menuitem', { name: /^Cupons ativos/ }).click();
    await expectViewApplied(page);
    expect(new URL(page.url()).searchParams.get('visao')).toBe(viewId);
    await viewsButton(page).getByText('Visão: Cupons ativos').waitFor();
    expect(await viewsButton(page).innerText()).not.toContain('alterada');

    // "Copiar link": an address with the view's state.
    await openViews(page);
    await menu(page).getByRole('menuitem', { name: 'Copiar link' }).click();
    await page.getByText('Link da visão "Cupons ativos" copiado.').waitFor();
    const link = new URL(await page.evaluate(() => navigator.clipboard.readText()));
    expect(link.pathname).toBe('/marketing/cupom');
    expect(Object.fromEntries(link.searchParams)).toMatchObject({ visao: viewId, 'f.Status': 'true', ordem: 'Desconto' });

    // A colleague with the coupon keys: the link opens the view, and the menu lists it under "Compartilhadas".
    const colleagueContext = await b.browser.newContext({ baseURL: new URL(page.url()).origin, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo', viewport: { width: 1440, height: 900 } });
    const colleagueCsp = await recordCspViolations(colleagueContext);
    try {
      const colleague = await colleagueContext.newPage();
      await signIn(colleague, 'gestor');
      // The view's columns become the colleague's (saved with their data a moment later).
      const columnsSaved = colleague.waitForResponse((response) => response.url().endsWith('/admin/user') && response.request().method() === 'PUT');
      await colleague.goto(link.pathname + link.search);
      await colleague.getByRole('heading', { name: 'Cupons', exact: true }).waitFor();
      await viewsButton(colleague).getByText('Visão: Cupons ativos').waitFor();
      await expectViewApplied(colleague);
      await columnsSaved;

      await colleague.goto('/marketing/cupom');
      await listSettled(colleague);
      await colleague.getByRole('button', { name: 'Colunas' }).click();
      await colleague.getByRole('button', { name: 'Restaurar colunas' }).click();
      await colleague.keyboard.press('Escape');
      await openViews(colleague);
      await menu(colleague).getByText('Compartilhadas').waitFor();
      expect(await menu(colleague).getByText('Minhas visões').count()).toBe(0);
      const shared = menu(colleague).getByRole('menuitem', { name: /^Cupons ativos/ });
      expect(await shared.innerText()).toContain('Ana Paula Ribeiro');
      await shared.click();
      await expectViewApplied(colleague);
      // Applied, but not theirs to change.
      await openViews(colleague);
      await menu(colleague).getByRole('menuitem', { name: 'Copiar link' }).waitFor();
      for (const name of ['Renomear…', 'Remover…', 'Atualizar visão']) expect(await menu(colleague).getByRole('menuitem', { name }).count()).toBe(0);
      expect(colleagueCsp).toEqual([]);
    } finally {
      await colleagueContext.close();
    }

    // Removing asks first, naming the view and starting on "Cancelar".
    await openViews(page);
    await menu(page).getByRole('menuitem', { name: 'Remover…' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Remover visão' });
    await confirm.getByText('Remover a visão "Cupons ativos"?').waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Cancelar');
    await confirm.getByRole('button', { name: 'Cancelar' }).click();
    await confirm.waitFor({ state: 'detached' });
    await viewsButton(page).getByText('Visão: Cupons ativos').waitFor();
    await openViews(page);
    await menu(page).getByRole('menuitem', { name: 'Remover…' }).click();
    await confirm.getByRole('button', { name: 'Remover' }).click();
    await page.getByText('Visão "Cupons ativos" removida.').waitFor();
    await expect.poll(() => new URL(page.url()).searchParams.get('visao')).toBeNull();
    await viewsButton(page).getByText('Visões', { exact: true }).waitFor();
    await openViews(page);
    await menu(page).getByText('Nenhuma visão salva').waitFor();
  });

  it('mostra o erro ao carregar as visões, com "Tentar novamente"', async () => {
    const { page } = b;
    await openList(page, '/marketing/cupom', 'Cupons');
    await mockControl('/__mock/fail', { path: '/api/visoes', status: 500, message: 'Falha simulada.' });
    await page.reload();
    await listSettled(page);
    await openViews(page);
    await menu(page).getByText(/^Não foi possível carregar as visões/).waitFor();
    await menu(page).getByRole('menuitem', { name: 'Tentar novamente' }).click();
    await menu(page).getByText('Nenhuma visão salva').waitFor();
  });
});
