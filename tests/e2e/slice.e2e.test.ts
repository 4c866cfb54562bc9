import { readFile } from 'node:fs/promises';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { columnTexts, filters, listSettled, mockControl, rowButton, signIn, setupBrowser } from './harness';

const b = setupBrowser();

async function openCoupons() {
  await signIn(b.page, 'admin');
  await b.page.goto('/marketing/cupom');
  await b.page.getByRole('heading', { name: 'Cupons' }).waitFor();
  await b.page.locator('.engine-data-table td[data-col="0"]').first().waitFor();
}

describe('cupons (lista e formulário)', () => {
  it('filtra, pagina, abre, edita, salva e mostra a alteração', async () => {
    const { page } = b;
    await openCoupons();
    await expect.poll(() => page.getByText(/\d+ registros/).innerText()).toMatch(/registros/);

    await page.getByRole('button', { name: 'Próxima' }).click();
    await page.waitForURL(/pagina=2/);
    await expect.poll(() => page.getByText(/Página 2 de/).count()).toBe(1);

    const first = (await columnTexts(page, 0))[0];
    const fragment = first.slice(0, 5);
    await filters(page).getByLabel('Nome').fill(fragment);
    await page.getByRole('button', { name: 'Filtrar' }).click();
    await page.waitForURL(new RegExp(`f\\.Nome=${encodeURIComponent(fragment)}`));
    await expect.poll(async () => (await columnTexts(page, 0)).every((name) => name.toLowerCase().includes(fragment.toLowerCase()))).toBe(true);
    expect(page.url()).toContain('pagina=1');

    const name = (await columnTexts(page, 0))[0];
    await (await rowButton(page, name, 'Editar')).click();
    await page.waitForURL(/\/marketing\/cupom-de-desconto-novo\/\d+/);
    const nameInput = page.getByLabel('Nome', { exact: false }).first();
    await expect.poll(() => nameInput.inputValue()).toBe(name);
    const renamed = `${name}X`;
    await nameInput.fill(renamed);
    await page.getByRole('button', { name: 'Salvar' }).click();
    await page.waitForURL(/\/marketing\/cupom(\?|$)/);
    await page.getByText(`Cupom ${renamed} salvo.`).waitFor();
    await filters(page).getByLabel('Nome').fill(renamed);
    await page.getByRole('button', { name: 'Filtrar' }).click();
    await expect.poll(() => columnTexts(page, 0)).toEqual([renamed]);
  });

  it('cria um cupom novo', async () => {
    const { page } = b;
    await openCoupons();
    await page.getByRole('button', { name: 'Novo cupom' }).click();
    await page.waitForURL('**/marketing/cupom-de-desconto-novo');
    await page.getByLabel('Nome', { exact: false }).first().fill('E2ENOVO15');
    await page.getByLabel(/^Desconto/).fill('15');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await page.waitForURL(/\/marketing\/cupom(\?|$)/);
    await filters(page).getByLabel('Nome').fill('E2ENOVO15');
    await page.getByRole('button', { name: 'Filtrar' }).click();
    await expect.poll(() => columnTexts(page, 0)).toEqual(['E2ENOVO15']);
  });

  it('remove com confirmação', async () => {
    const { page } = b;
    await openCoupons();
    const name = (await columnTexts(page, 0))[0];
    await (await rowButton(page, name, 'Remover')).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText(`Remover o cupom ${name}?`).waitFor();
    await dialog.getByRole('button', { name: 'Remover' }).click();
    await page.getByText(`Cupom ${name} removido.`).waitFor();
    await expect.poll(async () => (await columnTexts(page, 0)).includes(name)).toBe(false);
  });

  it('um salvamento que falha mantém o que foi digitado e mostra a mensagem do servidor', async () => {
    const { page } = b;
    await openCoupons();
    await page.getByRole('button', { name: 'Novo cupom' }).click();
    await page.getByLabel('Nome', { exact: false }).first().fill('FALHA500');
    await page.getByLabel(/^Desconto/).fill('12');
    await mockControl('/__mock/fail', { method: 'POST', path: '/api/cupons/save', status: 500, message: 'Banco de dados indisponível.' });
    await page.getByRole('button', { name: 'Salvar' }).click();
    await page.getByText('Banco de dados indisponível.').first().waitFor();
    expect(page.url()).toContain('/marketing/cupom-de-desconto-novo');
    expect(await page.getByLabel('Nome', { exact: false }).first().inputValue()).toBe('FALHA500');
    expect(await page.getByLabel(/^Desconto/).inputValue()).toBe('12');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await page.waitForURL(/\/marketing\/cupom(\?|$)/);
  });

  it('um link copiado reabre a mesma página, ordem e filtro', async () => {
    const { page } = b;
    await openCoupons();
    await page.getByRole('columnheader', { name: 'Nome' }).getByRole('button').click();
    await page.waitForURL(/ordem=Nome/);
    await page.getByRole('columnheader', { name: 'Nome' }).getByRole('button').click();
    await page.waitForURL(/ordem=-Nome/);
    await filters(page).getByLabel('Situação').selectOption('true');
    await page.waitForURL(/f\.Status=true/);
    await page.getByRole('button', { name: 'Próxima' }).click();
    await page.waitForURL(/pagina=2/);
    await page.getByText(/Página 2 de/).waitFor();
    await listSettled(page);
    await expect.poll(async () => (await columnTexts(page, 5)).every((s) => s === 'Ativo')).toBe(true);
    const url = page.url();
    const shown = await columnTexts(page, 0);

    const other = await b.context.newPage();
    await other.goto(url);
    await other.locator('.engine-data-table td[data-col="0"]').first().waitFor();
    await expect.poll(() => columnTexts(other, 0)).toEqual(shown);
    expect(await filters(other).getByLabel('Situação').inputValue()).toBe('true');
    await other.getByText(/Página 2 de/).waitFor();
    const sorted = [...shown].sort((a, c) => c.localeCompare(a, 'pt-BR'));
    expect(shown).toEqual(sorted);
  });

  it('exporta o CSV do filtro atual', async () => {
    const { page } = b;
    await openCoupons();
    await filters(page).getByLabel('Situação').selectOption('false');
    await page.waitForURL(/f\.Status=false/);
    await expect.poll(() => columnTexts(page, 5).then((texts) => texts.length > 0 && texts.every((s) => s === 'Inativo'))).toBe(true);
    const total = Number((await page.getByText(/\d+ registros?/).innerText()).replace(/\D/g, ''));
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Exportar CSV' }).click()]);
    expect(download.suggestedFilename()).toBe('cupons.csv');
    const text = await readFile((await download.path())!, 'utf8');
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const parsed = Papa.parse<string[]>(text.slice(1).trim(), { delimiter: ';' });
    expect(parsed.data[0]).toEqual(['Nome', 'Desconto', 'Tipo de desconto', 'Modalidade', 'Expira em', 'Situação']);
    expect(parsed.data.length - 1).toBe(total);
    expect(parsed.data.slice(1).every((row) => row[5] === 'Inativo')).toBe(true);
    expect(parsed.data.slice(1).every((row) => /^\d{2}\/\d{2}\/\d{4}$/.test(row[4]) || row[4] === '')).toBe(true);
  });
});

describe('gestão de alunos e pedidos', () => {
  it('filtra alunos, abre o aluno, vê os pedidos e o detalhe do pedido, e cancela um pedido', async () => {
    const { page } = b;
    await signIn(page, 'gestor', '/cx/gestao-aluno');
    await page.locator('.engine-data-table td[data-col="0"]').first().waitFor();
    const name = (await columnTexts(page, 0))[0];
    const firstName = name.split(' ')[0];
    await filters(page).getByLabel('Nome').fill(firstName);
    await page.getByRole('button', { name: 'Filtrar' }).click();
    await expect.poll(async () => (await columnTexts(page, 0)).every((n) => n.toLowerCase().includes(firstName.toLowerCase()))).toBe(true);
    expect((await columnTexts(page, 2))[0]).toMatch(/^\d{3}\.\d{3}\.\d{3}-\d{2}$/);

    await (await rowButton(page, name, 'Abrir')).click();
    await page.waitForURL(/\/cx\/gestao-aluno\/\d+/);
    await page.getByRole('heading', { name }).waitFor();
    await page.getByRole('heading', { name: 'Pedidos' }).waitFor();
    const status = page.locator('.engine-section .bp6-tag').first();
    await status.waitFor();

    const orderNumber = (await columnTexts(page, 0))[0];
    await (await rowButton(page, orderNumber, 'Detalhes')).click();
    await page.waitForURL(/\/pedido\/detalhe-pedido\/\d+/);
    await page.getByRole('heading', { name: `Pedido ${orderNumber}` }).waitFor();
    await page.getByText('R$').first().waitFor();

    const cancel = page.getByRole('button', { name: 'Cancelar pedido' });
    if (await cancel.count()) {
      await cancel.click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('Tipo de cancelamento', { exact: false }).selectOption({ label: 'Converter em Crédito' });
      await dialog.getByLabel('Motivo', { exact: false }).fill('Pedido em duplicidade');
      // One clear dialog: "Voltar" beside "Cancelar pedido", integral or partial as one choice, and the refund
      // value asked only for a partial one.
      expect(await dialog.getByRole('button', { name: 'Cancelar', exact: true }).count()).toBe(0);
      await dialog.getByRole('button', { name: 'Voltar' }).waitFor();
      const refund = dialog.getByLabel('Valor do reembolso', { exact: false });
      expect(await refund.count()).toBe(0);
      await dialog.getByRole('combobox', { name: /^Reembolso/ }).selectOption({ label: 'Parcial' });
      await refund.waitFor();
      // Integral: the whole value goes back, nothing more to ask.
      await dialog.getByRole('combobox', { name: /^Reembolso/ }).selectOption({ label: 'Integral' });
      await refund.waitFor({ state: 'detached' });
      await dialog.getByRole('button', { name: 'Cancelar pedido' }).click();
      await page.getByText(`Pedido ${orderNumber} cancelado.`).waitFor();
      await page.getByRole('heading', { name: 'Cancelamento' }).waitFor();
      await page.getByText('Pedido em duplicidade').waitFor();
    }
  });
});

describe('faturamento diário', () => {
  it('mostra os totais, o gráfico e a tabela do período, e refaz com outro período', async () => {
    const { page } = b;
    await signIn(page, 'gestor', '/dashboard/faturamento-diario');
    await page.getByRole('heading', { name: 'Faturamento diário' }).waitFor();
    const total = page.locator('.engine-widget-stat').first().locator('.engine-stat-value');
    await expect.poll(() => total.innerText()).toMatch(/^R\$\s[\d.]+,\d{2}$/);
    await page.locator('.engine-chart canvas').waitFor();
    await page.locator('.engine-widget-table .engine-data-table td').first().waitFor();

    const days = page.locator('.engine-widget-stat').nth(3).locator('.engine-stat-value');
    // Dates are typed dd/mm/aaaa, as in forms, whatever the browser's language.
    const from = filters(page).getByLabel('De', { exact: true });
    const to = filters(page).getByLabel('Até', { exact: true });
    await from.fill('01/11/2026');
    await to.fill('10/11/2026');
    expect(await from.getAttribute('placeholder')).toBe('dd/mm/aaaa');
    await page.getByRole('button', { name: 'Filtrar' }).click();
    await expect.poll(() => days.innerText()).toBe('10');
    // A period in one click fills both ends and applies.
    await filters(page).getByRole('group', { name: 'Períodos' }).getByRole('button', { name: '7 dias' }).click();
    await expect.poll(() => days.innerText()).toBe('7');
    // Today where the browser is (São Paulo), not where the test runs: between 00:00 and 03:00 UTC they differ.
    const [y, m, d] = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date()).split('-').map(Number);
    const today = new Date(y, m - 1, d);
    const br = (date: Date) => `${String(date.getDate()).padStart(2, '0')}/${String(date.getMonth() + 1).padStart(2, '0')}/${date.getFullYear()}`;
    expect(await to.inputValue()).toBe(br(today));
    expect(await from.inputValue()).toBe(br(new Date(today.getFullYear(), today.getMonth(), today.getDate() - 6)));
  });
});
