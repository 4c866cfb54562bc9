import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { columnTexts, filters, mockControl, signIn, setupBrowser } from './harness';

const b = setupBrowser();

/** The value of the stat card with that title. */
const stat = (page: Page, title: string) =>
  page.locator('.engine-widget-stat').filter({ has: page.getByRole('heading', { name: title, exact: true }) }).locator('.engine-stat-value');
/** Waits until every widget of the dashboard has its data (or its error). */
const settled = (page: Page) => page.locator('section.engine-dashboard[data-ready="true"]').waitFor();
const MONEY = /^R\$\s[\d.]+,\d{2}$/;

async function openDashboard(user: 'admin' | 'professor', path: string, heading: string) {
  await signIn(b.page, user);
  await b.page.goto(path);
  await b.page.getByRole('heading', { name: heading, exact: true }).waitFor();
  await settled(b.page);
}

describe('meus royalties', () => {
  it('o professor vê só os próprios módulos, a remuneração e o gráfico módulo × curso', async () => {
    const { page } = b;
    await openDashboard('professor', '/dashboard/meusroyalties', 'Meus royalties');
    await expect.poll(() => stat(page, 'Professor').innerText()).toBe('Carlos Eduardo Menezes');
    expect(await stat(page, 'Remuneração').innerText()).toMatch(MONEY);
    expect(await stat(page, 'Remuneração').innerText()).not.toBe('R$ 0,00');
    await page.getByRole('img', { name: 'Remuneração: módulo ou curso' }).waitFor();
    await page.getByRole('img', { name: 'Remuneração por módulo' }).waitFor();
    const modules = await columnTexts(page, 1);
    expect(modules.length).toBeGreaterThan(0);
    expect(modules.every((name) => /^Direito (Constitucional|Administrativo) para /.test(name))).toBe(true);
    expect(new Set(await columnTexts(page, 2))).toEqual(new Set(['Módulo', 'Curso']));

    await filters(page).getByLabel('Módulo', { exact: true }).fill('Administrativo');
    await page.getByRole('button', { name: 'Filtrar' }).click();
    await settled(page);
    await expect.poll(async () => (await columnTexts(page, 1)).every((name) => name.startsWith('Direito Administrativo'))).toBe(true);
    expect(b.errors).toEqual([]);
  });

  it('quem não é professor não vê números de ninguém', async () => {
    const { page } = b;
    await openDashboard('admin', '/dashboard/meusroyalties', 'Meus royalties');
    expect(await stat(page, 'Professor').innerText()).toBe('—');
    expect(await stat(page, 'Remuneração').innerText()).toBe('R$ 0,00');
    await page.getByText('Nenhum dado no período.').first().waitFor();
  });
});

describe('royalties', () => {
  it('filtra um professor: a tabela e os totais mostram só ele', async () => {
    const { page } = b;
    await openDashboard('admin', '/dashboard/royalties', 'Royalties');
    expect(await stat(page, 'Royalties a pagar').innerText()).toMatch(MONEY);
    await page.getByRole('img', { name: 'Royalties por professor' }).waitFor();
    expect((await columnTexts(page, 1)).length).toBeGreaterThan(5);

    await filters(page).getByLabel('Professor', { exact: true }).fill('Menezes');
    await page.getByRole('button', { name: 'Filtrar' }).click();
    await settled(page);
    await expect.poll(() => columnTexts(page, 1)).toEqual(['Carlos Eduardo Menezes']);
    expect(await stat(page, 'Royalties a pagar').innerText()).toBe((await columnTexts(page, 5))[0]);
  });

  it('o professor não abre o relatório de todos', async () => {
    const { page } = b;
    await signIn(page, 'professor');
    const landing = new URL(page.url()).pathname;
    await page.goto('/dashboard/royalties');
    await page.waitForURL((url) => url.pathname !== '/dashboard/royalties');
    expect(new URL(page.url()).pathname).toBe(landing);
  });
});

describe('faturamento mensal', () => {
  it('abre no ano atual e mostra os doze meses de um ano anterior', async () => {
    const { page } = b;
    await openDashboard('admin', '/dashboard/faturamento', 'Faturamento');
    const year = String(new Date().getFullYear());
    expect(await stat(page, 'Ano').innerText()).toBe(year);
    expect(await stat(page, 'Faturamento total').innerText()).toMatch(MONEY);
    expect((await columnTexts(page, 0))[0]).toBe(`jan/${year}`);
    const current = await stat(page, 'Faturamento total').innerText();

    await filters(page).getByLabel('Ano', { exact: true }).fill('2025');
    await page.getByRole('button', { name: 'Filtrar' }).click();
    await expect.poll(() => stat(page, 'Ano').innerText()).toBe('2025');
    await settled(page);
    expect((await columnTexts(page, 0))[0]).toBe('jan/2025');
    expect(await stat(page, 'Faturamento total').innerText()).not.toBe(current);
  });

  it('um ano fora do intervalo mostra a mensagem do servidor em cada widget', async () => {
    const { page } = b;
    await openDashboard('admin', '/dashboard/faturamento', 'Faturamento');
    await filters(page).getByLabel('Ano', { exact: true }).fill('2014');
    await page.getByRole('button', { name: 'Filtrar' }).click();
    await page.getByText(/^Informe um ano entre 2015 e \d{4}\.$/).first().waitFor();
  });
});

describe('pedidos', () => {
  it('filtra por situação: a tabela dos mais recentes e os totais acompanham', async () => {
    const { page } = b;
    await openDashboard('admin', '/dashboard/pedidos', 'Pedidos');
    await page.getByRole('img', { name: 'Pedidos por situação' }).waitFor();
    await page.getByRole('img', { name: 'Pedidos por dia' }).waitFor();
    expect(Number(await stat(page, 'Pedidos no período').innerText())).toBeGreaterThan(0);

    await filters(page).getByLabel('Situação', { exact: true }).selectOption('Cancelado');
    await page.getByRole('button', { name: 'Filtrar' }).click();
    await settled(page);
    await expect.poll(async () => {
      const statuses = await columnTexts(page, 5);
      return statuses.length > 0 && statuses.every((status) => status === 'Cancelado');
    }).toBe(true);
    expect(await stat(page, 'Pedidos pagos').innerText()).toBe('0');
    expect(await stat(page, 'Cancelados').innerText()).toBe(await stat(page, 'Pedidos no período').innerText());
  });
});

describe('vendas de cursos', () => {
  it('um widget que falha mostra o erro e volta com "Tentar novamente"', async () => {
    const { page } = b;
    await signIn(page, 'admin');
    await mockControl('/__mock/fail', { method: 'POST', path: '/api/produtosdb', status: 500, message: 'Relatório de produtos indisponível.', times: 2 });
    await page.goto('/dashboard/cursos');
    await page.getByRole('heading', { name: 'Vendas de cursos', exact: true }).waitFor();
    await settled(page);
    await page.getByText('Relatório de produtos indisponível.').first().waitFor();
    expect(await page.getByRole('button', { name: 'Tentar novamente' }).count()).toBeGreaterThan(1);
    // Each retry reloads its own source (every widget of it), and only that one: the figures come back, the
    // chart of the other source still offers its retry.
    await page.getByRole('button', { name: 'Tentar novamente' }).first().click();
    await expect.poll(() => stat(page, 'Total pago').innerText()).toMatch(MONEY);
    expect(await page.getByRole('button', { name: 'Tentar novamente' }).count()).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Tentar novamente' }).first().click();
    await page.getByRole('img', { name: 'Os 10 cursos que mais faturaram' }).waitFor();
    expect(await page.getByRole('button', { name: 'Tentar novamente' }).count()).toBe(0);
    const courses = await columnTexts(page, 1);
    expect(courses.length).toBeGreaterThan(5);
    expect(courses.every((name) => name.includes(' - '))).toBe(true);
  });
});

describe('vendas com cupom', () => {
  it('filtra um cupom: os cartões contam só as vendas dele', async () => {
    const { page } = b;
    await openDashboard('admin', '/dashboard/cupom', 'Vendas com cupom');
    await page.getByRole('img', { name: 'Os 10 cupons que mais venderam' }).waitFor();
    // The page has two tables (per coupon, per order): read the per-coupon one.
    const byCoupon = page.locator('.engine-widget-table').filter({ has: page.getByRole('heading', { name: 'Vendas por cupom', exact: true }) });
    const couponColumn = async (column: number) =>
      (await byCoupon.locator(`.engine-data-table td[data-col="${column}"]`).allInnerTexts()).map((text) => text.trim());
    const coupon = (await couponColumn(0))[0];
    const sales = (await couponColumn(2))[0];
    await filters(page).getByLabel('Cupom', { exact: true }).fill(coupon);
    await page.getByRole('button', { name: 'Filtrar' }).click();
    await settled(page);
    await expect.poll(async () => (await couponColumn(0)).every((name) => name.includes(coupon))).toBe(true);
    if ((await couponColumn(0)).length === 1) expect(await stat(page, 'Pedidos com cupom').innerText()).toBe(sales);
    expect(await stat(page, 'Cupons usados').innerText()).toBe(String((await couponColumn(0)).length));
  });
});
