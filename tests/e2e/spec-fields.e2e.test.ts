/**
 * Issue 15, items 7, 11 and 12 in Chromium against the mock API: the orders dashboard's table follows the chosen
 * period like its figures; the fields of spec section 3 that no screen showed (coupon ids and creator, the coupon
 * report's per-order lines, the dates of lessons, content objects and chapters, the admin user's picture, the
 * teacher profile's subjects and page address, the store competitions' link, description, tags, SEO and dates)
 * are on their screens with values; and a filter labelled "Nome" searches the name only.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, columnTexts, filterBy, listSettled, rowButton, setupBrowser, signIn, USERS } from './harness';

const b = setupBrowser();

/** Calls the mock API as the admin demo user (to read the seed data the flows check against). */
async function api<T>(method: 'GET' | 'POST', path: string, body?: Record<string, unknown>): Promise<T> {
  const login = await fetch(`${baseUrl()}/admin/auth/autenticar`, {
    method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(USERS.admin),
  });
  const { token } = (await login.json()) as { token: string };
  const query = method === 'GET' && body ? `?${new URLSearchParams(Object.entries(body).map(([key, value]) => [key, String(value)]))}` : '';
  const response = await fetch(baseUrl() + path + query, {
    method,
    headers: { Authorization: `Bearer ${token}`, ...(method === 'POST' ? { 'Content-Type': 'application/json' } : {}) },
    body: method === 'POST' ? JSON.stringify(body ?? {}) : undefined,
  });
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}`);
  return (await response.json()) as T;
}

/** `aaaa-mm-dd` as the screens show it (dd/mm/aaaa). */
const br = (iso: string) => iso.split('-').reverse().join('/');
/** `dd/mm/aaaa` as a day number, to compare dates. */
const dayOf = (text: string) => Date.UTC(Number(text.slice(6, 10)), Number(text.slice(3, 5)) - 1, Number(text.slice(0, 2))) / 86_400_000;
/** A day number as `aaaa-mm-dd` (what a date filter takes). */
const isoOf = (day: number) => new Date(day * 86_400_000).toISOString().slice(0, 10);
/** The same day as typed in a date field: dd/mm/aaaa. */
const brOf = (day: number) => isoOf(day).split('-').reverse().join('/');
/** Money as the screens show it (R$ 1.234,56), spaces made plain. */
const money = (value: number) => new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(value).replace(/\s/g, ' ');
const plain = (text: string) => text.replace(/\s/g, ' ').trim();

const nav = (page: Page) => page.getByRole('navigation', { name: 'Menu principal' });

/** Opens a page of the side menu and waits for its list to settle. */
async function openFromMenu(page: Page, item: string, heading: string) {
  await nav(page).getByRole('link', { name: item, exact: true }).click();
  await page.getByRole('heading', { name: heading, exact: true }).waitFor();
  await page.locator('.engine-data-table td[data-col="0"], .engine-empty').first().waitFor();
  await listSettled(page);
}

/** Waits until every widget of the dashboard has its data (or its error). */
const dashboardSettled = (page: Page) => page.locator('section.engine-dashboard[data-ready="true"]').waitFor();
/** A dashboard widget by its title. */
const widget = (page: Page, title: string) =>
  page.locator('.engine-widget').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
/** Texts of one column (0-based) of a dashboard table widget. */
const widgetColumn = async (page: Page, title: string, column: number) =>
  (await widget(page, title).locator(`.engine-data-table td[data-col="${column}"]`).allInnerTexts()).map(plain);

/** A form field by its label, once the record is on screen. */
const field = (page: Page, label: string) => page.locator('form').getByLabel(label, { exact: false });

/** Expects a form field to show `value` and to be read-only. */
async function expectReadOnly(input: Locator, value: string) {
  await expect.poll(() => input.inputValue()).toBe(value);
  expect(await input.isEditable()).toBe(false);
}

/** The signed-in filter bar of a list. */
const filterBar = (page: Page) => page.getByRole('search', { name: 'Filtros' });

describe('dashboard de pedidos', () => {
  it('a tabela dos pedidos mais recentes acompanha o período escolhido, como os números acima dela', async () => {
    const { page } = b;
    const newest = (await api<{ pedidos: Array<{ DataCompra: string }> }>('POST', '/api/pedidos', { QTDPorPagina: 1, OrdenarPor: 'DataCompra', Ordem: 'desc' })).pedidos[0];
    // A past window of 60 days that ends two months before the newest order.
    const end = dayOf(newest.DataCompra) - 60;
    const start = end - 59;
    const inWindow = await api<{ totalPedidos: number }>('POST', '/api/pedidos', { DataInicio: isoOf(start), DataFinal: isoOf(end), QTDPorPagina: 1 });
    expect(inWindow.totalPedidos).toBeGreaterThan(0);

    await signIn(page, 'admin', '/dashboard/pedidos');
    await page.getByRole('heading', { name: 'Pedidos', exact: true }).waitFor();
    await dashboardSettled(page);
    const title = 'Pedidos mais recentes do período';
    await widget(page, title).locator('.engine-data-table td').first().waitFor();

    const bar = filterBar(page);
    await bar.getByLabel('De', { exact: true }).fill(brOf(start));
    await bar.getByLabel('Até', { exact: true }).fill(brOf(end));
    await page.getByRole('button', { name: 'Filtrar' }).click();
    await dashboardSettled(page);
    await expect.poll(async () => {
      const dates = await widgetColumn(page, title, 2);
      return dates.length > 0 && dates.every((date) => dayOf(date) >= start && dayOf(date) <= end);
    }).toBe(true);
    const dates = await widgetColumn(page, title, 2);
    expect(dates.length).toBe(Math.min(10, inWindow.totalPedidos));
    expect([...dates].sort((x, y) => dayOf(y) - dayOf(x))).toEqual(dates);
    // The figures count the same period.
    expect(await widget(page, 'Pedidos no período').locator('.engine-stat-value').innerText()).toBe(String(inWindow.totalPedidos));
    expect(b.errors).toEqual([]);
  });
});

describe('campos da seção 3 nas telas', () => {
  it('cupom: produto, criador (id e nome) e operador, somente leitura no formulário aberto pela lista', async () => {
    const { page } = b;
    const { cupons } = await api<{ cupons: Array<Record<string, unknown>> }>('POST', '/api/cupons', { QTDPorPagina: 500 });
    const coupon = cupons.find((row) => row.OperadorID !== null && row.ProdutoCupomID !== null)!;
    expect(coupon).toBeDefined();
    const { produtos } = await api<{ produtos: Array<{ ID: number; Nome: string }> }>('GET', '/api/produtos');
    const product = produtos.find((row) => row.ID === coupon.ProdutoCupomID)!;

    await signIn(page, 'admin');
    await openFromMenu(page, 'Cupons', 'Cupons');
    await filterBy(page, 'Nome', String(coupon.Nome), { exact: true });
    await expect.poll(() => columnTexts(page, 0)).toEqual([coupon.Nome]);
    await (await rowButton(page, String(coupon.Nome), 'Editar')).click();
    await page.waitForURL(new RegExp(`/marketing/cupom-de-desconto-novo/${String(coupon.CupomID)}$`));

    await expectReadOnly(field(page, 'Criado por'), String(coupon.NomeUsuario));
    await expectReadOnly(field(page, 'Usuário (ID)'), String(coupon.UsuarioID));
    await expectReadOnly(field(page, 'Operador (ID)'), String(coupon.OperadorID));
    const productSelect = field(page, 'Produto do cupom');
    await expect.poll(() => productSelect.evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.text)).toBe(product.Nome);
    expect(await productSelect.isDisabled()).toBe(true);

    // Saving keeps the read-only fields as the server has them.
    await page.getByRole('button', { name: 'Salvar' }).click();
    await page.getByText(`Cupom ${String(coupon.Nome)} salvo.`).waitFor();
    const { cupom } = await api<{ cupom: Record<string, unknown> }>('GET', '/api/cupons/cupom', { CupomID: Number(coupon.CupomID) });
    for (const name of ['ProdutoCupomID', 'OperadorID', 'UsuarioID', 'NomeUsuario']) expect(cupom[name], name).toBe(coupon[name]);
    expect(b.errors).toEqual([]);
  });

  it('relatório de vendas com cupom: as linhas de cada pedido (DescCupom)', async () => {
    const { page } = b;
    type Sale = { NomeCupom: string; DescCupom: Array<{ DescID: number; ValorPago: number; Produto: string; Modalidade: string; Pagamento: string; Email: string; Situacao: string }> };
    const { vendasCupom } = await api<{ vendasCupom: Sale[] }>('POST', '/api/vendas-cupom', { QTDPorPagina: 10, OrdenarPor: 'TotalConcurso', Ordem: 'desc' });
    const [first] = vendasCupom;
    const line = first.DescCupom[0];

    await signIn(page, 'admin', '/dashboard/cupom');
    await page.getByRole('heading', { name: 'Vendas com cupom', exact: true }).waitFor();
    await dashboardSettled(page);
    const title = 'Pedidos com os 10 cupons que mais venderam';
    await widget(page, title).locator('.engine-data-table td').first().waitFor();
    expect((await widgetColumn(page, title, 0))[0]).toBe(first.NomeCupom);
    expect((await widgetColumn(page, title, 1))[0]).toBe(String(line.DescID));
    expect((await widgetColumn(page, title, 2))[0]).toBe(line.Produto);
    expect((await widgetColumn(page, title, 3))[0]).toBe(money(line.ValorPago));
    expect((await widgetColumn(page, title, 4))[0]).toBe(line.Modalidade);
    expect((await widgetColumn(page, title, 5))[0]).toBe(line.Pagamento);

    // Filtering one coupon leaves only its orders.
    await filterBar(page).getByLabel('Cupom', { exact: true }).fill(first.NomeCupom);
    await page.getByRole('button', { name: 'Filtrar' }).click();
    await dashboardSettled(page);
    await expect.poll(async () => {
      const names = await widgetColumn(page, title, 0);
      return names.length > 0 && names.every((name) => name.includes(first.NomeCupom));
    }).toBe(true);
    expect(await widgetColumn(page, title, 1)).toContain(String(line.DescID));
  });

  it('aulas, objetos e capítulos: datas de criação e atualização (dd/mm/aaaa), somente leitura', async () => {
    const { page } = b;
    const { lessons } = await api<{ lessons: Array<{ AulaID: number; Nome: string; DataCriacao: string; DataAtualizacao: string }> }>('POST', '/api/aulas', { QTDPorPagina: 1, OrdenarPor: 'DataAtualizacao', Ordem: 'desc' });
    const { conteudos } = await api<{ conteudos: Array<{ ConteudoId: number; Nome: string; DataCriacao: string }> }>('POST', '/api/producao-conteudo', { QTDPorPagina: 1, OrdenarPor: 'DataCriacao', Ordem: 'desc' });
    const { unidades } = await api<{ unidades: Array<{ id: number; Nome: string; DataCriacao: string; DataAtualizacao: string }> }>('POST', '/api/unidades', { QTDPorPagina: 1, OrdenarPor: 'DataAtualizacao', Ordem: 'desc' });
    const [lesson, object, unit] = [lessons[0], conteudos[0], unidades[0]];

    await signIn(page, 'admin');
    await openFromMenu(page, 'Aulas', 'Aulas');
    await filterBy(page, 'Nome', lesson.Nome, { exact: true });
    await expect.poll(() => columnTexts(page, 5)).toContain(br(lesson.DataCriacao));
    expect(await columnTexts(page, 6)).toContain(br(lesson.DataAtualizacao));
    await (await rowButton(page, lesson.Nome, 'Editar')).click();
    await page.waitForURL(new RegExp(`/conteudo/aula-cadastro/${lesson.AulaID}$`));
    await expectReadOnly(field(page, 'Criada em'), br(lesson.DataCriacao));
    await expectReadOnly(field(page, 'Atualizada em'), br(lesson.DataAtualizacao));

    await openFromMenu(page, 'Objeto', 'Objetos de aprendizagem');
    await filterBy(page, 'Nome', object.Nome, { exact: true });
    await expect.poll(() => columnTexts(page, 5)).toContain(br(object.DataCriacao));
    await (await rowButton(page, object.Nome, 'Editar')).click();
    await page.waitForURL(new RegExp(`/conteudo/objeto-aprendizagem-cadastro/${object.ConteudoId}$`));
    await expectReadOnly(field(page, 'Criado em'), br(object.DataCriacao));

    await openFromMenu(page, 'Capítulos', 'Capítulos');
    await filterBy(page, 'Nome', unit.Nome, { exact: true });
    await expect.poll(() => columnTexts(page, 6)).toContain(br(unit.DataCriacao));
    expect(await columnTexts(page, 7)).toContain(br(unit.DataAtualizacao));
    await (await rowButton(page, unit.Nome, 'Editar')).click();
    await page.waitForURL(new RegExp(`/conteudo/capitulos/${unit.id}$`));
    await expectReadOnly(field(page, 'Criado em'), br(unit.DataCriacao));
    await expectReadOnly(field(page, 'Atualizado em'), br(unit.DataAtualizacao));
  });

  it('usuário do controle de acesso: a foto, com prévia, e a troca dela salva', async () => {
    const { page } = b;
    const { usuario } = await api<{ usuario: { UsuarioID: number; ImagemPerfil: { id: number; url: string; type: string } } }>('GET', '/api/usuarios/usuario', { UsuarioID: 3 });
    expect(usuario.ImagemPerfil.url).toMatch(/^data:image\//);

    await signIn(page, 'admin');
    await openFromMenu(page, 'Usuário', 'Usuários');
    await filterBy(page, 'Sobrenome', 'Menezes');
    await expect.poll(() => columnTexts(page, 0)).toEqual(['Carlos Eduardo']);
    await page.locator('.engine-table img[alt="Carlos Eduardo"]').waitFor();
    await (await rowButton(page, 'Carlos Eduardo', 'Editar')).click();
    await page.waitForURL(/\/controle-acesso\/usuario-cadastro\/3$/);
    const address = field(page, 'Endereço da foto');
    await expect.poll(() => address.inputValue()).toBe(usuario.ImagemPerfil.url);
    const preview = page.getByRole('img', { name: 'Prévia: Endereço da foto' });
    await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

    const next = usuario.ImagemPerfil.url.replace(/%3E[A-Z]{2}%3C/, '%3ECE%3C');
    expect(next).not.toBe(usuario.ImagemPerfil.url);
    await address.fill(next);
    await page.getByRole('button', { name: 'Salvar' }).click();
    await page.waitForURL(/\/controle-acesso\/usuario(\?|$)/);
    await page.getByText('Usuário Carlos Eduardo Menezes salvo.').waitFor();
    const saved = await api<{ usuario: { ImagemPerfil: { id: number; url: string; type: string } } }>('GET', '/api/usuarios/usuario', { UsuarioID: 3 });
    expect(saved.usuario.ImagemPerfil).toEqual({ id: usuario.ImagemPerfil.id, url: next, type: 'image/svg+xml' });
    expect(b.errors).toEqual([]);
  });

  it('perfil do professor: disciplinas e endereço da página (NomeUrl)', async () => {
    const { page } = b;
    await signIn(page, 'professor');
    await page.getByRole('button', { name: /^Conta de / }).click();
    await page.getByRole('menuitem', { name: 'Meu Perfil' }).click();
    await page.waitForURL('**/perfil/meu-perfil/1');
    await page.getByRole('heading', { name: 'Meu perfil', exact: true }).waitFor();
    await expectReadOnly(field(page, 'Endereço da sua página'), 'carlos-eduardo-menezes');
    await page.getByRole('button', { name: 'Remover Direito Constitucional' }).waitFor();
    await page.getByRole('button', { name: 'Remover Direito Administrativo' }).waitFor();

    // Subjects are saved; the page address stays the server's.
    await page.getByRole('button', { name: 'Remover Direito Administrativo' }).click();
    await page.getByRole('button', { name: 'Salvar' }).click();
    await page.getByText('Perfil salvo.').first().waitFor();
    await page.reload();
    await page.getByRole('button', { name: 'Remover Direito Constitucional' }).waitFor();
    expect(await page.getByRole('button', { name: 'Remover Direito Administrativo' }).count()).toBe(0);
    await expectReadOnly(field(page, 'Endereço da sua página'), 'carlos-eduardo-menezes');
    expect(b.errors).toEqual([]);
  });

  it('concursos do e-commerce: link permanente, descrição, tags, SEO e datas', async () => {
    const { page } = b;
    type StoreConcurso = { name: string; permanentLink: string; description: string; tags: string[]; seoTitle: string; seoDescription: string; createdAt: string; editedAt: string };
    const { concursos } = await api<{ concursos: StoreConcurso[] }>('GET', '/api/ecommerce/concursos/MaisPopulares', { QTDPorPagina: 100 });
    const [first] = concursos;

    await signIn(page, 'admin', '/ecommerce/concursos');
    await page.getByRole('heading', { name: 'Concursos da loja', exact: true }).waitFor();
    await dashboardSettled(page);
    const pages = 'Página de cada concurso na loja';
    await widget(page, pages).locator('.engine-data-table td').first().waitFor();
    expect((await widgetColumn(page, pages, 0))[0]).toBe(first.name);
    expect((await widgetColumn(page, pages, 1))[0]).toBe(first.permanentLink);
    expect((await widgetColumn(page, pages, 2))[0]).toBe(first.tags.join(', '));
    expect((await widgetColumn(page, pages, 3))[0]).toBe(br(first.createdAt));
    expect((await widgetColumn(page, pages, 4))[0]).toBe(br(first.editedAt));

    const seo = 'Descrição e SEO de cada concurso';
    expect((await widgetColumn(page, seo, 0))[0]).toBe(first.name);
    expect((await widgetColumn(page, seo, 1))[0]).toBe(first.seoTitle);
    expect((await widgetColumn(page, seo, 2))[0]).toBe(first.seoDescription);
    const description = first.description.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim();
    await expect.poll(async () => plain((await widgetColumn(page, seo, 3))[0]).replace(/\s+/g, ' ')).toBe(description);
    // The description is drawn as sanitised rich text, not as markup.
    await widget(page, seo).locator('.engine-data-table td[data-col="3"] strong').first().waitFor();
    expect(b.errors).toEqual([]);
  });
});

describe('filtros "Nome" e "Chave"', () => {
  it('"Nome" procura só no nome: o sobrenome tem o seu próprio filtro', async () => {
    const { page } = b;
    await signIn(page, 'admin');
    await openFromMenu(page, 'Usuário', 'Usuários');
    await filterBy(page, 'Nome', 'Menezes', { exact: true });
    await page.getByText('Nenhum usuário encontrado.').waitFor();
    await filterBar(page).getByLabel('Nome', { exact: true }).fill('');
    await filterBy(page, 'Sobrenome', 'Menezes');
    await expect.poll(() => columnTexts(page, 0)).toEqual(['Carlos Eduardo']);
  });

  it('"Chave" procura só na chave, e "Nome" só no nome da chave', async () => {
    const { page } = b;
    await signIn(page, 'admin');
    await openFromMenu(page, 'Lista de permissões', 'Lista de permissões');
    await filterBy(page, 'Chave', 'Liberação manual', { exact: true });
    await page.getByText('Nenhuma chave encontrada.').waitFor();
    await filterBar(page).getByLabel('Chave', { exact: true }).fill('');
    await filterBy(page, 'Nome', 'Liberação manual', { exact: true });
    await expect.poll(async () => (await columnTexts(page, 0)).sort()).toEqual(['LiberacaoManual', 'LiberacaoManual.delete', 'LiberacaoManual.new']);
  });
});
