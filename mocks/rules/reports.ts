/**
 * Dashboards, each figure derived from the orders (a cancellation shows at once): coupon sales, product sales,
 * the order summary, teachers' royalties (30% of a module sold alone, 10% of its share of a course: a course sale
 * is split among the modules of its exam), the signed-in teacher's own royalties, and the daily and monthly
 * revenue (each day's figures drawn from that date, so a day always shows the same numbers).
 */
import { memo } from '../core/crud.ts';
import type { Db, Row } from '../core/db.ts';
import { pageRequest, paged, query, type ListFilter } from '../core/query.ts';
import { badRequest, key, rule, type Ctx } from '../core/router.ts';
import { catalog } from '../seed/fixtures.ts';
import { PAID } from '../seed/people.ts';
import { brDay, dayOf, draw, int } from '../seed/random.ts';
import type { Services } from './services.ts';
import { groupBy } from '../core/groupBy.ts';

const sum = (rows: readonly Row[], field: string) => rows.reduce((cents, row) => cents + Math.round(row[field] * 100), 0) / 100;
const count = (rows: readonly Row[], field: string) => rows.reduce((total, row) => total + row[field], 0);
const contains = (fields: string[]): ListFilter => ({ match: 'contains', fields });
/** The professor user 3 (the demo teacher) is catalogue teacher 1. */
const TEACHER_OF_USER: Record<string, number> = { 3: 1 };

/** The purchase day of each order (parsed once per orders version). */
const DAYS = {};
const purchaseDays = (db: Db) => memo(db, DAYS, ['order'], () => db.table('order').all().map((order) => dayOf(order.DataCompra)));

/** The requested period (open ends when absent); 400 when a date is wrong or reversed. */
function period(input: Row): { start: number; end: number } {
  const read = (value: unknown, label: string) => {
    if (value === undefined || value === null || value === '') return undefined;
    const day = dayOf(String(value));
    if (Number.isNaN(day)) throw badRequest(`A data ${label} não é uma data válida.`);
    return day;
  };
  const start = read(input.DataInicio, 'inicial') ?? -Infinity;
  const end = read(input.DataFinal, 'final') ?? Infinity;
  if (start > end) throw badRequest('A data inicial não pode ser posterior à data final.');
  return { start, end };
}

/** Paid orders in the period, with their index (for the purchase days). */
function paidIn(db: Db, range: { start: number; end: number }): Row[] {
  const days = purchaseDays(db);
  return db.table('order').all().filter((order, i) => PAID.includes(order.Status) && days[i] >= range.start && days[i] <= range.end);
}

/** Per module (catalogue order): cents sold alone and as a share of courses, and the teachers each order paid. */
function moduleSales(db: Db, range: { start: number; end: number }) {
  const modules = catalog.modules;
  const byProduct = new Map(modules.map((module) => [module.ProdutoID, module]));
  const byExam = groupBy(modules, (module) => module.Concurso);
  const lines = modules.map(() => ({ moduleCents: 0, moduleOrders: 0, courseCents: 0, courseOrders: 0 }));
  const teachersPaid: Array<Set<number>> = [];
  for (const order of paidIn(db, range)) {
    const cents = Math.round(order.Valor * 100);
    const module = byProduct.get(order.ProdutoID);
    if (module) {
      lines[module.ModuloID - 1].moduleCents += cents;
      lines[module.ModuloID - 1].moduleOrders += 1;
      teachersPaid.push(new Set([module.ProfessorId]));
      continue;
    }
    const parts = byExam.get(order.Produto.split(' - ')[0]);
    if (!parts) continue;
    const part = Math.floor(cents / parts.length);
    parts.forEach((share, index) => {
      // The first part takes the cents the division leaves, so the parts add up to the price.
      lines[share.ModuloID - 1].courseCents += index === 0 ? cents - part * (parts.length - 1) : part;
      lines[share.ModuloID - 1].courseOrders += 1;
    });
    teachersPaid.push(new Set(parts.map((share) => share.ProfessorId)));
  }
  return { lines, teachersPaid };
}

const royalty = (moduleCents: number, courseCents: number) => Math.round(moduleCents * 0.3) + Math.round(courseCents * 0.1);

/** The revenue figures of one day (days since 1970). */
function revenueOfDay(day: number): Row {
  draw('faturamento', day);
  const date = new Date(day * 86_400_000);
  const [month, dom, weekday] = [date.getUTCMonth() + 1, date.getUTCDate(), date.getUTCDay()];
  const season = month === 11 && dom >= 20 ? 2.6 : month === 12 && dom <= 2 ? 1.8 : month === 1 ? 1.35 : month === 12 && dom >= 20 ? 0.7 : month === 7 ? 1.15 : 1;
  const total = Math.round(int(2_400_000, 7_200_000) * season * [0.45, 1.1, 1.05, 1, 1, 0.9, 0.6][weekday]);
  const direcao = Math.round((total * int(680, 790)) / 1000);
  const share = (base: number, min: number, max: number) => Math.round((base * int(min, max)) / 1000) / 100;
  return {
    FaturamentoId: Number(date.toISOString().slice(0, 10).replace(/-/g, '')), DataFaturamento: brDay(day), FatTotal: total / 100, FatDirecaoPG: direcao / 100,
    FatLiquidoDirecao: share(direcao, 880, 935), FatQCPG: (total - direcao) / 100, FatParticipacaoQC: share(total - direcao, 250, 350),
    Convertido: share(total, 5, 35), Pendente: share(total, 40, 120), Recusado: share(total, 15, 60), Cancelado: share(total, 8, 45),
  };
}
const AMOUNTS = ['FatTotal', 'FatDirecaoPG', 'FatLiquidoDirecao', 'FatQCPG', 'FatParticipacaoQC', 'Convertido', 'Pendente', 'Recusado', 'Cancelado'];
const totals = (rows: Row[]) => Object.fromEntries(AMOUNTS.map((field) => [field, sum(rows, field)]));
const todayDay = (ctx: Ctx) => dayOf(new Date(ctx.now().getTime() - ctx.now().getTimezoneOffset() * 60_000).toISOString());

/** Every coupon used in an order, with the orders that used it. */
function couponSales(db: Db): Row[] {
  const byCoupon = groupBy(db.table('order').all().filter((order) => order.CupomID !== null), (order): number => order.CupomID);
  return [...byCoupon].sort((a, b) => a[0] - b[0]).map(([id, orders]) => {
    const coupon = db.table('coupon').get(id);
    return {
      ConcursoID: id, NomeCupom: coupon?.Nome ?? orders[0].NomeCupom ?? '', Modalidade: coupon?.Modalidade ?? 'Vendas', TotalConcurso: sum(orders, 'Valor'),
      QuantidadeVendas: orders.length, DescontoTotal: sum(orders, 'Desconto'),
      DescCupom: orders.map((order) => ({ DescID: order.PedidoId, ValorPago: order.Valor, Produto: order.Produto, Modalidade: coupon?.Modalidade ?? 'Vendas', Pagamento: order.FormaPagamento, Email: order.Email, Situacao: order.Status })),
    };
  });
}
const COUPONS = {};

export function reportRules(_services: Services) {
  return [
    rule('POST /api/vendas-cupom', key('Cupom'), (ctx: Ctx) => {
      const rows = memo(ctx.db, COUPONS, ['order', 'coupon'], () => couponSales(ctx.db)).map(({ Modalidade: _m, QuantidadeVendas: _q, DescontoTotal: _d, ...row }) => row);
      const request = pageRequest(ctx.input);
      return paged(query(rows, { NomeCupom: ctx.input.NomeCupom ?? ctx.input.Nome }, { NomeCupom: contains(['NomeCupom']) }, request.sort), request, { rows: 'vendasCupom', total: 'totalVendasCupom' });
    }),
    rule('POST /api/vendas-cupom/totais', key('Cupom'), (ctx: Ctx) => {
      const matched = query(memo(ctx.db, COUPONS, ['order', 'coupon'], () => couponSales(ctx.db)), { NomeCupom: ctx.input.NomeCupom ?? ctx.input.Nome }, { NomeCupom: contains(['NomeCupom']) }, { field: 'TotalConcurso', order: 'desc' })
        .map((row) => ({ CupomID: row.ConcursoID, NomeCupom: row.NomeCupom, Modalidade: row.Modalidade, QuantidadeVendas: row.QuantidadeVendas, ValorTotal: row.TotalConcurso, DescontoTotal: row.DescontoTotal }));
      return {
        totais: { CuponsUsados: matched.length, QuantidadeVendas: count(matched, 'QuantidadeVendas'), ValorTotal: sum(matched, 'ValorTotal'), DescontoTotal: sum(matched, 'DescontoTotal') },
        porModalidade: ['Vendas', 'Campanha'].map((Modalidade) => {
          const of = matched.filter((row) => row.Modalidade === Modalidade);
          return { Modalidade, QuantidadeVendas: count(of, 'QuantidadeVendas'), ValorTotal: sum(of, 'ValorTotal') };
        }),
        cupons: matched,
      };
    }),
    rule('POST /api/produtosdb', key('Curso'), (ctx: Ctx) => {
      const sales = groupBy(paidIn(ctx.db, period(ctx.input)), (order): number => order.ProdutoID);
      const rows = catalog.products.map((product) => ({ NumeroProduto: product.ID, Produto: product.Nome, Tipo: product.Tipo, QtdPedidos: sales.get(product.ID)?.length ?? 0, TotalPago: sum(sales.get(product.ID) ?? [], 'Valor') }));
      const request = pageRequest(ctx.input);
      const matched = query(rows, { Produto: ctx.input.Nome, Tipo: ctx.input.Tipo === 'Modulo' ? 'Módulo' : ctx.input.Tipo }, { Produto: contains(['Produto']), Tipo: { match: 'equals' } }, request.sort);
      const paid = sum(matched, 'TotalPago');
      const orders = count(matched, 'QtdPedidos');
      return {
        ...paged(matched, request, { rows: 'Produtos', total: 'totalProdutos' }),
        totais: { ProdutosVendidos: matched.filter((row) => row.QtdPedidos > 0).length, QtdPedidos: orders, TotalPago: paid, TicketMedio: orders ? Math.round((paid * 100) / orders) / 100 : 0 },
      };
    }),
    rule('POST /api/pedidos/resumo', key('Pedidos'), (ctx: Ctx) => {
      const asked = period(ctx.input);
      const end = Number.isFinite(asked.end) ? asked.end : todayDay(ctx);
      const start = Number.isFinite(asked.start) ? asked.start : end - 29;
      if (end - start + 1 > 366) throw badRequest('O período não pode passar de 366 dias.');
      const days = purchaseDays(ctx.db);
      const orders = ctx.db.table('order').all().filter((order, i) => days[i] >= start && days[i] <= end && (!ctx.input.Status || order.Status === ctx.input.Status));
      const statuses = [...new Set(orders.map((order) => order.Status))];
      const porStatus = statuses.map((Status) => ({ Status, Quantidade: orders.filter((order) => order.Status === Status).length, Valor: sum(orders.filter((order) => order.Status === Status), 'Valor') }));
      const paid = orders.filter((order) => PAID.includes(order.Status));
      const byDay = groupBy(orders, (order) => dayOf(order.DataCompra));
      return {
        totais: {
          Pedidos: orders.length, Valor: sum(orders, 'Valor'), Pagos: paid.length, ValorPago: sum(paid, 'Valor'),
          Cancelados: orders.filter((order) => order.Status.startsWith('Cancelado') || order.Status === 'Convertido em Cupom').length,
          TicketMedio: paid.length ? Math.round((sum(paid, 'Valor') * 100) / paid.length) / 100 : 0,
        },
        porStatus,
        porDia: Array.from({ length: end - start + 1 }, (_, i) => ({ Data: brDay(start + i), Quantidade: byDay.get(start + i)?.length ?? 0, Valor: sum(byDay.get(start + i) ?? [], 'Valor') })),
      };
    }),
    rule('POST /api/relatorio-royalties', key('Royalties'), (ctx: Ctx) => {
      const { lines, teachersPaid } = moduleSales(ctx.db, period(ctx.input));
      const rows = catalog.teachers.map((teacher) => {
        const mine = catalog.modules.filter((module) => module.ProfessorId === teacher.ProfessorID).map((module) => lines[module.ModuloID - 1]);
        return {
          OperadorID: teacher.ProfessorID, Professor: teacher.Nome, QuantidadePedidos: teachersPaid.filter((paid) => paid.has(teacher.ProfessorID)).length,
          VendaModulos: mine.reduce((cents, line) => cents + line.moduleCents, 0) / 100, VendaCursos: mine.reduce((cents, line) => cents + line.courseCents, 0) / 100,
          ValorRoyalties: mine.reduce((cents, line) => cents + royalty(line.moduleCents, line.courseCents), 0) / 100,
        };
      });
      const request = pageRequest(ctx.input);
      const byId = /^\d+$/.test(String(ctx.input.Professor ?? ''));
      const matched = query(rows, { Professor: ctx.input.Professor }, { Professor: byId ? { match: 'equals', fields: ['OperadorID'] } : contains(['Professor']) }, request.sort);
      const ids = new Set(matched.map((row) => row.OperadorID));
      return {
        ...paged(matched, request, { rows: 'royalties', total: 'totalRoyalties' }),
        totais: {
          Professores: matched.filter((row) => row.QuantidadePedidos > 0).length, QuantidadePedidos: teachersPaid.filter((paid) => [...paid].some((id) => ids.has(id))).length,
          VendaModulos: sum(matched, 'VendaModulos'), VendaCursos: sum(matched, 'VendaCursos'), ValorRoyalties: sum(matched, 'ValorRoyalties'),
        },
      };
    }),
    rule('POST /api/meusroyalties', key('MyRoyalties'), (ctx: Ctx) => {
      const teacher = catalog.teachers.find((candidate) => candidate.ProfessorID === TEACHER_OF_USER[ctx.user!._id]);
      const { lines } = moduleSales(ctx.db, period(ctx.input));
      const rows = catalog.modules.filter((module) => module.ProfessorId === teacher?.ProfessorID).flatMap((module) => {
        const line = lines[module.ModuloID - 1];
        return [
          { RoyaltyID: module.ModuloID * 10 + 1, ModuloID: module.ModuloID, Modulo: module.Nome, Produto: 'Modulo', QuantidadePedidos: line.moduleOrders, VendaTotal: line.moduleCents / 100, Remuneracao: royalty(line.moduleCents, 0) / 100 },
          { RoyaltyID: module.ModuloID * 10 + 2, ModuloID: module.ModuloID, Modulo: module.Nome, Produto: 'Curso', QuantidadePedidos: line.courseOrders, VendaTotal: line.courseCents / 100, Remuneracao: royalty(0, line.courseCents) / 100 },
        ];
      });
      const request = pageRequest(ctx.input);
      const matched = query(rows, ctx.input, { Modulo: contains(['Modulo']), Produto: { match: 'equals' } }, request.sort);
      const modules = [...new Set(matched.map((row) => row.ModuloID))];
      return {
        ...paged(matched, request, { rows: 'meusroyalties', total: 'totalMeusRoyalties' }),
        Professor: teacher?.Nome ?? '',
        totais: { Modulos: modules.length, VendaTotal: sum(matched, 'VendaTotal'), Remuneracao: sum(matched, 'Remuneracao') },
        porModulo: modules.map((id) => {
          const of = matched.filter((row) => row.ModuloID === id);
          return { ModuloID: id, Modulo: of[0].Modulo, VendaTotal: sum(of, 'VendaTotal'), Remuneracao: sum(of, 'Remuneracao') };
        }),
        porProduto: [['Modulo', 'Módulo'], ['Curso', 'Curso']].map(([Produto, Rotulo]) => {
          const of = matched.filter((row) => row.Produto === Produto);
          return { Produto, Rotulo, QuantidadePedidos: count(of, 'QuantidadePedidos'), VendaTotal: sum(of, 'VendaTotal'), Remuneracao: sum(of, 'Remuneracao') };
        }),
      };
    }),
    rule('POST /api/faturamento-diario', key('FaturamentoDiario'), (ctx: Ctx) => {
      const asked = period(ctx.input);
      const end = Number.isFinite(asked.end) ? asked.end : todayDay(ctx);
      const start = Number.isFinite(asked.start) ? asked.start : end - 29;
      if (end - start + 1 > 366) throw badRequest('O período não pode passar de 366 dias.');
      const faturamentos = Array.from({ length: end - start + 1 }, (_, i) => revenueOfDay(start + i));
      return { faturamentos, faturamentoTotal: totals(faturamentos), totalFaturamentos: faturamentos.length };
    }),
    rule('POST /api/faturamento-mensal', key('Faturamento'), (ctx: Ctx) => {
      const today = todayDay(ctx);
      const current = new Date(today * 86_400_000).getUTCFullYear();
      const year = ctx.input.Ano === undefined || ctx.input.Ano === null || ctx.input.Ano === '' ? current : Number(ctx.input.Ano);
      if (!Number.isInteger(year) || year < 2015 || year > current) throw badRequest(`Informe um ano entre 2015 e ${current}.`);
      const months = year === current ? new Date(today * 86_400_000).getUTCMonth() + 1 : 12;
      const faturamentos = Array.from({ length: months }, (_, index) => {
        const first = dayOf(`${year}-${String(index + 1).padStart(2, '0')}-01`);
        const last = Math.min(index === 11 ? dayOf(`${year + 1}-01-01`) - 1 : dayOf(`${year}-${String(index + 2).padStart(2, '0')}-01`) - 1, today);
        const days = Array.from({ length: last - first + 1 }, (_, i) => revenueOfDay(first + i));
        const name = ['jan', 'fev', 'mar', 'abr', 'mai', 'jun', 'jul', 'ago', 'set', 'out', 'nov', 'dez'][index];
        return { FaturamentoId: year * 100 + index + 1, Ano: year, Mes: index + 1, MesFaturamento: `${name}/${year}`, Dias: days.length, ...totals(days) };
      });
      return { Ano: year, faturamentos, faturamentoTotal: totals(faturamentos), totalFaturamentos: faturamentos.length };
    }),
  ];
}
