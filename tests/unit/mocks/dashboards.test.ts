// @vitest-environment node
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { productCatalog } from '../../../mocks/seed/catalog';
import { revenueOfDay, revenueOfMonth, REVENUE_FIELDS } from '../../../mocks/seed/revenue';
import { dayOf } from '../../../mocks/seed/dates';
import { catalogModules } from '../../../mocks/seed/teachers';
import { startMockServer, type MockServer } from './mockServer';

let server: MockServer;
let admin: string;
const clock = new Date('2026-11-20T10:00:00-03:00');
const YEAR = { DataInicio: '2025-11-21', DataFinal: '2026-11-20' };

beforeAll(async () => {
  server = await startMockServer({ now: () => clock });
});
afterAll(() => server.close());
beforeEach(async () => {
  await server.call('POST', '/__mock/reset');
  admin = await server.login('admin');
});

const post = (path: string, body: Record<string, unknown> = {}, token = admin) => server.call('POST', path, { token, body });
const get = (path: string, token = admin) => server.call('GET', path, { token });
const cents = (rows: Array<Record<string, number>>, field: string) => rows.reduce((sum, row) => sum + Math.round(row[field] * 100), 0) / 100;

describe('teachers', () => {
  it('GET /api/professores lists the catalogue teachers, the demo professor first', async () => {
    const teachers = (await get('/api/professores')).body.professores;
    expect(teachers.length).toBeGreaterThan(10);
    expect(teachers[0]).toEqual({ ProfessorID: 1, Nome: 'Carlos Eduardo Menezes', Disciplinas: ['Direito Constitucional', 'Direito Administrativo'] });
  });
});

describe('royalties report', () => {
  it('has one row per teacher whose totals add up, and a teacher filter by id or name', async () => {
    const answer = (await post('/api/relatorio-royalties', { ...YEAR, QTDPorPagina: 100, OrdenarPor: 'ValorRoyalties', Ordem: 'desc' })).body;
    const rows = answer.royalties;
    expect(answer.totalRoyalties).toBe((await get('/api/professores')).body.professores.length);
    expect(Object.keys(rows[0]).sort()).toEqual(['OperadorID', 'Professor', 'QuantidadePedidos', 'ValorRoyalties', 'VendaCursos', 'VendaModulos']);
    expect(rows.map((row: { ValorRoyalties: number }) => row.ValorRoyalties)).toEqual([...rows.map((row: { ValorRoyalties: number }) => row.ValorRoyalties)].sort((a, b) => b - a));
    expect(answer.totais.VendaModulos).toBe(cents(rows, 'VendaModulos'));
    expect(answer.totais.VendaCursos).toBe(cents(rows, 'VendaCursos'));
    expect(answer.totais.ValorRoyalties).toBe(cents(rows, 'ValorRoyalties'));
    expect(answer.totais.ValorRoyalties).toBeGreaterThan(0);
    // A course sale pays several teachers: the distinct orders are fewer than the per-teacher counts added up.
    expect(answer.totais.QuantidadePedidos).toBeLessThanOrEqual(rows.reduce((sum: number, row: { QuantidadePedidos: number }) => sum + row.QuantidadePedidos, 0));
    for (const row of rows) {
      // 30% of module sales and 10% of course sales, rounded per module: within a cent per module of the exact rate.
      expect(Math.abs(row.ValorRoyalties - (row.VendaModulos * 0.3 + row.VendaCursos * 0.1))).toBeLessThan(0.2);
    }

    const byId = (await post('/api/relatorio-royalties', { ...YEAR, Professor: 1 })).body;
    expect(byId.royalties.map((row: { OperadorID: number }) => row.OperadorID)).toEqual([1]);
    expect(byId.royalties[0].ValorRoyalties).toBeGreaterThan(0);
    const byName = (await post('/api/relatorio-royalties', { ...YEAR, Professor: 'menezes' })).body;
    expect(byName.royalties).toEqual(byId.royalties);
    expect(byName.totais.ValorRoyalties).toBe(byId.royalties[0].ValorRoyalties);
  });

  it('counts only paid orders in the period and checks the dates', async () => {
    const lastYear = (await post('/api/relatorio-royalties', YEAR)).body.totais;
    const allTime = (await post('/api/relatorio-royalties', {})).body.totais;
    expect(allTime.ValorRoyalties).toBeGreaterThan(lastYear.ValorRoyalties);
    expect((await post('/api/relatorio-royalties', { DataInicio: '2026-11-20', DataFinal: '2026-11-01' })).body)
      .toEqual({ message: 'A data inicial não pode ser posterior à data final.' });
    expect((await post('/api/relatorio-royalties', { DataInicio: '31/02/2026' })).body).toEqual({ message: 'A data inicial não é uma data válida.' });
  });
});

describe('own royalties (meusroyalties)', () => {
  it('answers the signed-in teacher only: their modules, sold alone (Modulo) or inside a course (Curso)', async () => {
    const professor = await server.login('professor');
    const answer = (await post('/api/meusroyalties', { ...YEAR, QTDPorPagina: 200 }, professor)).body;
    const own = new Set(catalogModules().filter((module) => module.ProfessorId === 1).map((module) => module.ModuloID));
    expect(answer.Professor).toBe('Carlos Eduardo Menezes');
    expect(answer.totalMeusRoyalties).toBe(own.size * 2);
    for (const row of answer.meusroyalties) {
      expect(own.has(row.ModuloID)).toBe(true);
      expect(['Modulo', 'Curso']).toContain(row.Produto);
      expect(row.Remuneracao).toBeCloseTo(row.VendaTotal * (row.Produto === 'Modulo' ? 0.3 : 0.1), 2);
    }
    expect(answer.totais.VendaTotal).toBe(cents(answer.meusroyalties, 'VendaTotal'));
    expect(answer.totais.Remuneracao).toBe(cents(answer.meusroyalties, 'Remuneracao'));
    expect(answer.totais.Remuneracao).toBeGreaterThan(0);
    expect(answer.porProduto.map((row: { Produto: string; Rotulo: string }) => [row.Produto, row.Rotulo])).toEqual([['Modulo', 'Módulo'], ['Curso', 'Curso']]);
    expect(cents(answer.porProduto, 'Remuneracao')).toBe(answer.totais.Remuneracao);
    expect(cents(answer.porModulo, 'Remuneracao')).toBe(answer.totais.Remuneracao);
    expect(answer.porModulo).toHaveLength(own.size);

    // The same numbers as the teacher's line of the royalties report.
    const report = (await post('/api/relatorio-royalties', { ...YEAR, Professor: 1 })).body.royalties[0];
    expect(report.ValorRoyalties).toBe(answer.totais.Remuneracao);
    expect(cents([report], 'VendaModulos') + cents([report], 'VendaCursos')).toBeCloseTo(answer.totais.VendaTotal, 2);

    const filtered = (await post('/api/meusroyalties', { ...YEAR, Modulo: 'administrativo', QTDPorPagina: 200 }, professor)).body.meusroyalties;
    expect(filtered.length).toBeGreaterThan(0);
    expect(filtered.every((row: { Modulo: string }) => row.Modulo.includes('Administrativo'))).toBe(true);
  });

  it('gives nothing to a user who is not a teacher, and 401 without a token', async () => {
    const answer = (await post('/api/meusroyalties', YEAR)).body;
    expect(answer).toMatchObject({ meusroyalties: [], totalMeusRoyalties: 0, Professor: '', totais: { VendaTotal: 0, Remuneracao: 0 } });
    expect((await server.call('POST', '/api/meusroyalties', { body: {} })).status).toBe(401);
  });
});

describe('product sales (produtosdb)', () => {
  it('lists products (Produtos, totalProdutos) with paid orders and totals, courses only when asked', async () => {
    const all = (await post('/api/produtosdb', { QTDPorPagina: 200 })).body;
    expect(all.totalProdutos).toBe(productCatalog().length);
    expect(Object.keys(all.Produtos[0]).sort()).toEqual(['NumeroProduto', 'Produto', 'QtdPedidos', 'Tipo', 'TotalPago']);
    const courses = (await post('/api/produtosdb', { Tipo: 'Curso', QTDPorPagina: 200, OrdenarPor: 'TotalPago', Ordem: 'desc' })).body;
    expect(courses.totalProdutos).toBe(productCatalog().filter((product) => product.Tipo === 'Curso').length);
    expect(courses.Produtos.every((row: { Tipo: string }) => row.Tipo === 'Curso')).toBe(true);
    expect(courses.totais.TotalPago).toBe(cents(courses.Produtos, 'TotalPago'));
    expect(courses.totais.QtdPedidos).toBe(courses.Produtos.reduce((sum: number, row: { QtdPedidos: number }) => sum + row.QtdPedidos, 0));
    expect(courses.totais.TicketMedio).toBeCloseTo(courses.totais.TotalPago / courses.totais.QtdPedidos, 2);
    const top = courses.Produtos.map((row: { TotalPago: number }) => row.TotalPago);
    expect(top).toEqual([...top].sort((a, b) => b - a));
    const modules = (await post('/api/produtosdb', { Tipo: 'Modulo' })).body.Produtos;
    expect(modules.every((row: { Tipo: string }) => row.Tipo === 'Módulo')).toBe(true);
    const named = (await post('/api/produtosdb', { Nome: 'policia federal' })).body.Produtos;
    expect(named.length).toBeGreaterThan(0);
    expect(named.every((row: { Produto: string }) => row.Produto.includes('Polícia Federal'))).toBe(true);
  });

  it('a cancelled order leaves the paid totals', async () => {
    const before = (await post('/api/produtosdb', {})).body.totais;
    const paid = (await post('/api/pedidos', { Status: 'Pago' })).body.pedidos[0];
    expect((await post('/api/pedidos/cancelar', { PedidoID: paid.PedidoId, MotivoCancelamento: 'Teste', TipoCancelamento: 1 })).status).toBe(200);
    const after = (await post('/api/produtosdb', {})).body.totais;
    expect(after.QtdPedidos).toBe(before.QtdPedidos - 1);
    expect(after.TotalPago).toBeCloseTo(before.TotalPago - paid.Valor, 2);
  });
});

describe('coupon sales totals', () => {
  it('add up the same orders as POST /api/vendas-cupom', async () => {
    const totals = (await post('/api/vendas-cupom/totais')).body;
    const sales = (await post('/api/vendas-cupom', { QTDPorPagina: 1000 })).body.vendasCupom;
    expect(totals.totais.CuponsUsados).toBe(sales.length);
    expect(totals.totais.ValorTotal).toBe(cents(sales, 'TotalConcurso'));
    expect(totals.totais.QuantidadeVendas).toBe(sales.reduce((sum: number, row: { DescCupom: unknown[] }) => sum + row.DescCupom.length, 0));
    expect(cents(totals.porModalidade, 'ValorTotal')).toBe(totals.totais.ValorTotal);
    const values = totals.cupons.map((row: { ValorTotal: number }) => row.ValorTotal);
    expect(values).toEqual([...values].sort((a, b) => b - a));
    const one = totals.cupons[0];
    const filtered = (await post('/api/vendas-cupom/totais', { NomeCupom: one.NomeCupom })).body;
    expect(filtered.cupons.every((row: { NomeCupom: string }) => row.NomeCupom.includes(one.NomeCupom))).toBe(true);
  });
});

describe('order summary (pedidos/resumo)', () => {
  it('counts orders by status and by day in the period', async () => {
    const answer = (await post('/api/pedidos/resumo', { DataInicio: '2026-08-23', DataFinal: '2026-11-20' })).body;
    expect(answer.porDia).toHaveLength(90);
    expect(answer.porDia[0].Data).toBe('23/08/2026');
    expect(answer.porDia.at(-1).Data).toBe('20/11/2026');
    const byDay = answer.porDia.reduce((sum: number, row: { Quantidade: number }) => sum + row.Quantidade, 0);
    const byStatus = answer.porStatus.reduce((sum: number, row: { Quantidade: number }) => sum + row.Quantidade, 0);
    expect(byDay).toBe(answer.totais.Pedidos);
    expect(byStatus).toBe(answer.totais.Pedidos);
    expect(answer.totais.Pedidos).toBeGreaterThan(0);
    expect(answer.porStatus.every((row: { Quantidade: number }) => row.Quantidade > 0)).toBe(true);
    expect(cents(answer.porDia, 'Valor')).toBe(answer.totais.Valor);

    const paidOnly = (await post('/api/pedidos/resumo', { DataInicio: '2026-08-23', DataFinal: '2026-11-20', Status: 'Pago' })).body;
    expect(paidOnly.porStatus.map((row: { Status: string }) => row.Status)).toEqual(['Pago']);
  });

  it('defaults to the last 30 days and refuses a period longer than a year', async () => {
    const answer = (await post('/api/pedidos/resumo')).body;
    expect(answer.porDia).toHaveLength(30);
    expect(answer.porDia.at(-1).Data).toBe('20/11/2026');
    expect((await post('/api/pedidos/resumo', { DataInicio: '2024-01-01', DataFinal: '2026-01-01' })).body).toEqual({ message: 'O período não pode passar de 366 dias.' });
  });
});

describe('monthly revenue (faturamento-mensal)', () => {
  it('gives the months of the current year up to today, each the sum of its days', async () => {
    const answer = (await post('/api/faturamento-mensal')).body;
    expect(answer.Ano).toBe(2026);
    expect(answer.totalFaturamentos).toBe(11);
    expect(answer.faturamentos.map((row: { MesFaturamento: string }) => row.MesFaturamento)).toEqual([
      'jan/2026', 'fev/2026', 'mar/2026', 'abr/2026', 'mai/2026', 'jun/2026', 'jul/2026', 'ago/2026', 'set/2026', 'out/2026', 'nov/2026',
    ]);
    const november = answer.faturamentos.at(-1);
    expect(november.Dias).toBe(20);
    expect(november).toEqual(revenueOfMonth(2026, 11, dayOf(2026, 11, 20)));
    const daily = (await post('/api/faturamento-diario', { DataInicio: '2026-11-01', DataFinal: '2026-11-20' })).body.faturamentoTotal;
    for (const field of REVENUE_FIELDS) {
      expect(november[field]).toBe(daily[field]);
      expect(answer.faturamentoTotal[field]).toBe(cents(answer.faturamentos, field));
    }
    expect(revenueOfMonth(2026, 1).FatTotal).toBe(cents(Array.from({ length: 31 }, (_, i) => revenueOfDay(dayOf(2026, 1, i + 1)) as never), 'FatTotal'));
  });

  it('gives twelve months of a past year and refuses a year out of range', async () => {
    const past = (await post('/api/faturamento-mensal', { Ano: '2025' })).body;
    expect(past.Ano).toBe(2025);
    expect(past.faturamentos).toHaveLength(12);
    expect(past.faturamentos[1].Dias).toBe(28);
    expect((await post('/api/faturamento-mensal', { Ano: 2027 })).body).toEqual({ message: 'Informe um ano entre 2015 e 2026.' });
    expect((await post('/api/faturamento-mensal', { Ano: 'dois mil' })).status).toBe(400);
  });
});
