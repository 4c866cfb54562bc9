/**
 * Lists as staff use them all day (issue 12): a real table (roles, headers with their sort buttons), the whole
 * row opens its record (click and Enter), row buttons named with their record, numbers right-aligned with
 * their units, the user's columns kept with their data, the way back to the list as it was left, and
 * removals that wait five seconds for "Desfazer".
 */
import { readFile } from 'node:fs/promises';
import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { columnTexts, filters, listSettled, mockControl, openList, rowButton, rowOf, setupBrowser } from './harness';

const b = setupBrowser();

const openCoupons = (page: Page) => openList(page, '/marketing/cupom', 'Cupons');
const couponTable = (page: Page) => page.getByRole('table', { name: 'Cupons' });

/** Removal calls of coupons the page makes, with the id each one names. */
function removalCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request: Request) => {
    if (request.url().includes('/api/cupons/remove-cupom')) calls.push(String((request.postDataJSON() as { CupomID?: unknown })?.CupomID));
  });
  return calls;
}

describe('tabela das listas', () => {
  it('é uma tabela com cabeçalhos, botões de ordenar dentro do cabeçalho e botões de linha que nomeiam o registro', async () => {
    const { page } = b;
    await openCoupons(page);
    const table = couponTable(page);
    const header = table.getByRole('columnheader', { name: /Nome/ });
    await header.getByRole('button', { name: 'Nome' }).waitFor();
    // A search by a field's label finds no part of the table: the column is named by its text, not aria-label.
    expect(await page.getByLabel('Nome', { exact: false }).count()).toBe(1);
    expect(await table.getByRole('columnheader', { name: 'Ações' }).count()).toBe(1);
    expect(await table.getByRole('row').count()).toBe(11);
    // No header runs over the next one: each sort button lies inside its own header cell.
    const overlaps = await table.evaluate((element) =>
      Array.from(element.querySelectorAll('th')).flatMap((th) => {
        const button = th.querySelector('button');
        if (!button) return [];
        const cell = th.getBoundingClientRect();
        const inner = button.getBoundingClientRect();
        return inner.left >= cell.left - 1 && inner.right <= cell.right + 1 ? [] : [th.textContent];
      }),
    );
    expect(overlaps).toEqual([]);
    const name = (await columnTexts(page, 0))[0];
    await rowOf(page, name).getByRole('button', { name: `Editar cupom ${name}`, exact: true }).waitFor();
    await rowOf(page, name).getByRole('button', { name: `Remover cupom ${name}`, exact: true }).waitFor();
  });

  it('um clique na linha abre o registro', async () => {
    const { page } = b;
    await openCoupons(page);
    const name = (await columnTexts(page, 0))[1];
    await rowOf(page, name).locator('td[data-col="3"]').click();
    await page.waitForURL(/\/marketing\/cupom-de-desconto-novo\/\d+$/);
    await expect.poll(() => page.getByLabel('Nome', { exact: false }).first().inputValue()).toBe(name);
  });

  it('Enter na linha com foco abre o registro', async () => {
    const { page } = b;
    await openCoupons(page);
    const name = (await columnTexts(page, 0))[2];
    await rowOf(page, name).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/marketing\/cupom-de-desconto-novo\/\d+$/);
    await expect.poll(() => page.getByLabel('Nome', { exact: false }).first().inputValue()).toBe(name);
  });

  it('valores alinhados à direita com algarismos de largura fixa, e o desconto com a unidade do seu tipo', async () => {
    const { page } = b;
    await openCoupons(page);
    const discounts = await columnTexts(page, 1);
    const types = await columnTexts(page, 2);
    expect(discounts.length).toBe(10);
    discounts.forEach((text, index) => {
      expect(text).toMatch(types[index] === 'Dinheiro' ? /^R\$ \d{1,3}(\.\d{3})*,\d{2}$/ : /^\d+(,\d+)?%$/);
    });
    await openList(page, '/produto-new/combo', 'Combos', null);
    const money = page.locator('.engine-data-table td[data-col="3"]').first();
    expect(await money.innerText()).toMatch(/^R\$ /);
    const style = await money.evaluate((cell) => {
      const text = cell.firstElementChild!.getBoundingClientRect();
      const box = cell.getBoundingClientRect();
      const css = getComputedStyle(cell);
      return { align: css.textAlign, numeric: css.fontVariantNumeric, gapRight: box.right - text.right };
    });
    expect(style.align).toBe('right');
    expect(style.numeric).toBe('tabular-nums');
    // The text ends at the cell's right padding, not in the middle of the cell.
    expect(style.gapRight).toBeLessThan(20);
  });

  it('colunas escolhidas e larguras ficam guardadas para o usuário', async () => {
    const { page } = b;
    await openCoupons(page);
    const table = couponTable(page);
    await page.getByRole('button', { name: 'Colunas' }).click();
    const saved = page.waitForResponse((response) => response.url().endsWith('/admin/user') && response.request().method() === 'PUT');
    await page.locator('.engine-column-chooser').getByText('Modalidade').click();
    expect(await page.getByRole('checkbox', { name: 'Modalidade' }).isChecked()).toBe(false);
    await expect.poll(() => table.getByRole('columnheader', { name: /Modalidade/ }).count()).toBe(0);
    await saved;
    await page.keyboard.press('Escape');
    // Closed, and done giving the focus back to "Colunas": a focus returned late would take the arrow keys.
    await page.locator('.engine-column-chooser').waitFor({ state: 'detached' });

    const nameHeader = table.getByRole('columnheader', { name: /Nome/ });
    const before = (await nameHeader.boundingBox())!.width;
    const handle = page.getByRole('separator', { name: 'Largura da coluna Nome' });
    await handle.focus();
    // Three presses, each seen on screen before the next (a person's pace; presses faster than the screen
    // redraws are the DataTable unit test's case).
    for (let step = 1; step <= 3; step++) {
      expect(await handle.evaluate((element) => element === document.activeElement)).toBe(true);
      await page.keyboard.press('ArrowRight');
      await expect.poll(async () => (await nameHeader.boundingBox())!.width).toBeGreaterThan(before + step * 16 - 8);
    }
    await expect.poll(async () => (await nameHeader.boundingBox())!.width).toBeGreaterThan(before + 40);
    const widened = (await nameHeader.boundingBox())!.width;

    // A new visit at once (a full load, the user's data read again), before the widths' quiet time is over: what
    // waited is sent as the page hides, and both choices are kept.
    await page.reload();
    await page.locator('.engine-data-table td[data-col="0"]').first().waitFor();
    await listSettled(page);
    expect(await table.getByRole('columnheader', { name: /Modalidade/ }).count()).toBe(0);
    expect(Math.round((await nameHeader.boundingBox())!.width)).toBe(Math.round(widened));

    await page.getByRole('button', { name: 'Colunas' }).click();
    await page.getByRole('button', { name: 'Restaurar colunas' }).click();
    await table.getByRole('columnheader', { name: /Modalidade/ }).waitFor();
  });
});

describe('volta para a lista como estava', () => {
  it('depois de salvar um cupom aberto na página 2 de uma lista filtrada', async () => {
    const { page } = b;
    await openCoupons(page);
    await filters(page).getByLabel('Situação').selectOption({ label: 'Ativo' });
    await page.waitForURL(/f\.Status=true/);
    await listSettled(page);
    await page.getByRole('button', { name: 'Próxima' }).click();
    await page.waitForURL(/pagina=2/);
    await listSettled(page);
    const listUrl = page.url();
    const name = (await columnTexts(page, 0))[0];
    await rowOf(page, name).locator('td[data-col="0"]').click();
    await page.waitForURL(/\/marketing\/cupom-de-desconto-novo\/\d+$/);
    await expect.poll(() => page.getByLabel('Nome', { exact: false }).first().inputValue()).toBe(name);
    await page.getByRole('button', { name: 'Salvar' }).click();
    await page.getByText(`Cupom ${name} salvo.`).waitFor();
    await page.waitForURL(listUrl);
    await page.getByText(/Página 2 de/).waitFor();
    expect(await filters(page).getByLabel('Situação').inputValue()).toBe('true');
    await expect.poll(async () => (await columnTexts(page, 0)).includes(name)).toBe(true);
  });

  it('depois de Cancelar, com a ordem e a rolagem da página', async () => {
    const { page } = b;
    await page.setViewportSize({ width: 1440, height: 500 });
    await openCoupons(page);
    await couponTable(page).getByRole('columnheader', { name: 'Desconto' }).getByRole('button').click();
    await page.waitForURL(/ordem=Desconto/);
    await listSettled(page);
    const listUrl = page.url();
    const last = (await columnTexts(page, 0)).at(-1)!;
    await rowOf(page, last).scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(100);
    await rowOf(page, last).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/marketing\/cupom-de-desconto-novo\/\d+$/);
    await page.getByRole('button', { name: 'Cancelar' }).click();
    await page.waitForURL(listUrl);
    await listSettled(page);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrolled);
  });
});

describe('remover com Desfazer', () => {
  it('a linha some na hora; Desfazer a traz de volta e nenhuma chamada é feita; sem Desfazer, a remoção vai ao servidor', async () => {
    const { page } = b;
    const calls = removalCalls(page);
    await openCoupons(page);
    const [kept, removed] = await columnTexts(page, 0);

    await (await rowButton(page, kept, 'Remover')).click();
    const dialog = page.getByRole('alertdialog');
    // The question says the removal can be undone here (a "Desfazer" follows), not that it is final.
    await dialog.getByText(`Remover o cupom ${kept}? Você poderá desfazer por alguns segundos.`).waitFor();
    // The dialog starts on the safe answer.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Cancelar');
    await dialog.getByRole('button', { name: 'Remover' }).click();
    await expect.poll(async () => (await columnTexts(page, 0)).includes(kept)).toBe(false);
    // The focus goes to the next row, not to the page's start.
    await expect.poll(() => page.evaluate(() => (document.activeElement?.tagName === 'TR' ? document.activeElement.querySelector('td[data-col="0"]')?.textContent : null))).toBe(removed);
    const toast = page.locator('.engine-toast', { hasText: `Cupom ${kept} removido.` });
    // The notice never covers the page's buttons.
    const notice = (await toast.boundingBox())!;
    for (const name of ['Novo cupom', 'Exportar CSV', 'Colunas']) {
      const button = (await page.getByRole('button', { name }).boundingBox())!;
      const apart = notice.x >= button.x + button.width || notice.x + notice.width <= button.x || notice.y >= button.y + button.height || notice.y + notice.height <= button.y;
      expect(apart).toBe(true);
    }
    await toast.getByRole('button', { name: 'Desfazer' }).click();
    await expect.poll(async () => (await columnTexts(page, 0)).includes(kept)).toBe(true);

    // The second removal is left to run: its call is the first and only one (the undone one never went out).
    const removedId = page.waitForRequest((request) => request.url().includes('/api/cupons/remove-cupom'));
    await (await rowButton(page, removed, 'Remover')).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Remover' }).click();
    await expect.poll(async () => (await columnTexts(page, 0)).includes(removed)).toBe(false);
    await (await removedId).response();
    expect(calls.length).toBe(1);
    await page.reload();
    await page.locator('.engine-data-table td[data-col="0"]').first().waitFor();
    await listSettled(page);
    const names = await columnTexts(page, 0);
    expect(names.includes(removed)).toBe(false);
    expect(names.includes(kept)).toBe(true);
  });

  it('remover pelo formulário volta para a lista sem o registro, com Desfazer', async () => {
    const { page } = b;
    const calls = removalCalls(page);
    await openCoupons(page);
    const name = (await columnTexts(page, 0))[0];
    await rowOf(page, name).locator('td[data-col="0"]').click();
    await page.waitForURL(/\/marketing\/cupom-de-desconto-novo\/\d+$/);
    await page.getByRole('button', { name: /^Remover/ }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Remover' }).click();
    await page.waitForURL(/\/marketing\/cupom(\?|$)/);
    await listSettled(page);
    await expect.poll(async () => (await columnTexts(page, 0)).includes(name)).toBe(false);
    await page.locator('.engine-toast', { hasText: `Cupom ${name} removido.` }).getByRole('button', { name: 'Desfazer' }).click();
    await expect.poll(async () => (await columnTexts(page, 0)).includes(name)).toBe(true);
    expect(calls).toEqual([]);
  });
});

describe('seleção e ações em lote', () => {
  it('seleciona linhas, confirma com a contagem, desativa com progresso e remove em lote com Desfazer', async () => {
    const { page } = b;
    const calls = removalCalls(page);
    await openCoupons(page);
    const table = couponTable(page);
    const [first, second, third] = await columnTexts(page, 0);
    await table.getByRole('checkbox', { name: `Selecionar cupom ${first}` }).check({ force: true });
    await table.getByRole('checkbox', { name: `Selecionar cupom ${second}` }).check({ force: true });
    const bar = page.getByRole('region', { name: 'Ações em lote' });
    await bar.getByText('2 selecionados').waitFor();

    const [download] = await Promise.all([page.waitForEvent('download'), bar.getByRole('button', { name: 'Exportar selecionados' }).click()]);
    expect(download.suggestedFilename()).toBe('cupons-selecionados.csv');
    const lines = (await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '').trim().split(/\r?\n/);
    expect(lines.length).toBe(3);
    expect(lines[0].startsWith('Nome')).toBe(true);
    expect([lines[1].split(/[;,]/)[0], lines[2].split(/[;,]/)[0]].map((cell) => cell.replace(/"/g, ''))).toEqual([first, second]);

    await bar.getByRole('button', { name: 'Desativar' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Desativar 2 cupons' });
    await dialog.getByText('Desativar 2 cupons selecionados?').waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Cancelar');
    await dialog.getByRole('button', { name: 'Desativar' }).click();
    await page.getByText('2 cupons desativados.').waitFor();
    await listSettled(page);
    await expect.poll(async () => {
      const names = await columnTexts(page, 0);
      const states = await columnTexts(page, 5);
      return [states[names.indexOf(first)], states[names.indexOf(second)]];
    }).toEqual(['Inativo', 'Inativo']);
    expect(await bar.count()).toBe(0);

    // The page's box selects every row of the page; a bulk removal waits for Desfazer like a single one.
    await table.getByRole('checkbox', { name: 'Selecionar todas as linhas da página' }).check({ force: true });
    await bar.getByText('10 selecionados').waitFor();
    await table.getByRole('checkbox', { name: `Selecionar cupom ${third}` }).uncheck({ force: true });
    await bar.getByText('9 selecionados').waitFor();
    await bar.getByRole('button', { name: 'Remover selecionados' }).click();
    await page.getByRole('alertdialog', { name: 'Remover 9 cupons' }).getByRole('button', { name: 'Remover' }).click();
    await expect.poll(() => columnTexts(page, 0)).toEqual([third]);
    await page.locator('.engine-toast', { hasText: '9 cupons removidos.' }).getByRole('button', { name: 'Desfazer' }).click();
    await expect.poll(async () => (await columnTexts(page, 0)).length).toBe(10);
    expect(calls).toEqual([]);
  });
});

describe('barra de salvar', () => {
  it('num formulário mais alto que a janela, Salvar fica à vista sem rolar, e os avisos ficam acima dela', async () => {
    const { page } = b;
    await page.setViewportSize({ width: 1440, height: 500 });
    await openCoupons(page);
    const name = (await columnTexts(page, 0))[0];
    await rowOf(page, name).locator('td[data-col="0"]').click();
    await page.waitForURL(/\/marketing\/cupom-de-desconto-novo\/\d+$/);
    const save = page.getByRole('button', { name: 'Salvar' });
    await save.waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeGreaterThan(600);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    const box = (await save.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(500);
    // A failed save keeps the form: its notice sits above the bar, never over Salvar.
    await mockControl('/__mock/fail', { method: 'POST', path: '/api/cupons/save', status: 500, message: 'Banco de dados indisponível.' });
    await save.click();
    const toast = page.locator('.engine-toast', { hasText: 'Banco de dados indisponível.' });
    await toast.waitFor();
    const notice = (await toast.boundingBox())!;
    const bar = (await page.locator('.engine-save-bar').boundingBox())!;
    expect(notice.y + notice.height).toBeLessThanOrEqual(bar.y);
  });
});
