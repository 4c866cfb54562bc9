/**
 * Dashboard reports (simulated endpoints): teachers (GET api/professores), the royalties report (POST
 * /api/relatorio-royalties), the signed-in teacher's own royalties (POST /api/meusroyalties), product sales
 * (POST /api/produtosdb), coupon sales totals (POST /api/vendas-cupom/totais) and the order summary (POST
 * /api/pedidos/resumo). Every figure is derived from the orders, so a cancellation shows up at once.
 */
import { allOf, containsText, equalsValue, type RowFilter } from '../paging/filters.ts';
import { orderedRows, pagedResponse } from '../paging/paging.ts';
import { productCatalog } from '../seed/catalog.ts';
import { couponsTable, type CouponRecord } from '../seed/coupons.ts';
import { dayToBr } from '../seed/dates.ts';
import { ORDER_STATUSES, ordersTable, type OrderRecord } from '../seed/orders.ts';
import { countPaying, dayInRange, ownRoyalties, PAID_STATUSES, purchaseDays, royaltyReport, teacherBit, type DayRange, type OwnRoyaltyRow, type RoyaltyReportRow } from '../seed/royalties.ts';
import { teacherList, teacherOfUser } from '../seed/teachers.ts';
import type { AuthedContext, HandlerContext } from '../server/context.ts';
import { authed, type Router } from '../server/router.ts';
import { memoOn } from '../store/memo.ts';
import { readId } from './input.ts';
import { readClosedRange, readDayRange } from './recordInput.ts';

/** Longest period of the order summary, in days. */
export const MAX_SUMMARY_DAYS = 366;
/** Default period of the order summary, in days (ending today). */
export const DEFAULT_SUMMARY_DAYS = 30;

/** Sums a field of the rows exactly to the cent. */
function sumOf<T>(rows: readonly T[], value: (row: T) => number): number {
  let cents = 0;
  for (const row of rows) cents += Math.round(value(row) * 100);
  return cents / 100;
}

function countOf<T>(rows: readonly T[], value: (row: T) => number): number {
  let total = 0;
  for (const row of rows) total += value(row);
  return total;
}

function rangeKey(range: DayRange): string {
  return `${range.start ?? ''}..${range.end ?? ''}`;
}

function listTeachers() {
  return { professores: teacherList().map((teacher) => ({ ProfessorID: teacher.ProfessorID, Nome: teacher.Nome, Disciplinas: [...teacher.Disciplinas] })) };
}

function royaltiesReport(context: HandlerContext) {
  const input = context.input;
  const range = readDayRange(input);
  const orders = context.store.table(ordersTable).all();
  const { rows, orderTeachers } = memoOn(orders, `royalties:${rangeKey(range)}`, () => royaltyReport(orders, range));
  const id = readId(input.Professor ?? input.OperadorID);
  const filter: RowFilter<RoyaltyReportRow> | undefined = id !== undefined ? equalsValue('OperadorID', id) : containsText('Professor', input.Professor);
  const matched = orderedRows(rows, filter);
  return {
    ...pagedResponse(input, rows, { list: 'royalties', total: 'totalRoyalties', filter }),
    totais: {
      Professores: matched.filter((row) => row.QuantidadePedidos > 0).length,
      // A course sale pays several teachers: count each order once.
      QuantidadePedidos: countPaying(orderTeachers, matched.reduce((mask, row) => mask | teacherBit(row.OperadorID), 0)),
      VendaModulos: sumOf(matched, (row) => row.VendaModulos),
      VendaCursos: sumOf(matched, (row) => row.VendaCursos),
      ValorRoyalties: sumOf(matched, (row) => row.ValorRoyalties),
    },
  };
}

const PRODUCT_LABELS: Record<OwnRoyaltyRow['Produto'], string> = { Modulo: 'Módulo', Curso: 'Curso' };

/** The royalties of the signed-in user's teacher only (nothing for a user who is not a teacher). */
function myRoyalties(context: AuthedContext) {
  const input = context.input;
  const range = readDayRange(input);
  const teacher = teacherOfUser(context.user._id);
  const orders = context.store.table(ordersTable).all();
  const rows = teacher ? memoOn(orders, `meus-royalties:${teacher.ProfessorID}:${rangeKey(range)}`, () => ownRoyalties(orders, range, teacher.ProfessorID)) : [];
  const filter = allOf<OwnRoyaltyRow>(containsText('Modulo', input.Modulo), equalsValue('Produto', input.Produto));
  const matched = orderedRows(rows, filter);
  return {
    ...pagedResponse(input, rows, { list: 'meusroyalties', total: 'totalMeusRoyalties', filter }),
    Professor: teacher?.Nome ?? '',
    totais: {
      Modulos: new Set(matched.map((row) => row.ModuloID)).size,
      VendaTotal: sumOf(matched, (row) => row.VendaTotal),
      Remuneracao: sumOf(matched, (row) => row.Remuneracao),
    },
    porModulo: [...new Set(matched.map((row) => row.ModuloID))].map((moduleId) => {
      const ofModule = matched.filter((row) => row.ModuloID === moduleId);
      return {
        ModuloID: moduleId,
        Modulo: ofModule[0].Modulo,
        VendaTotal: sumOf(ofModule, (row) => row.VendaTotal),
        Remuneracao: sumOf(ofModule, (row) => row.Remuneracao),
      };
    }),
    porProduto: (['Modulo', 'Curso'] as const).map((product) => {
      const ofProduct = matched.filter((row) => row.Produto === product);
      return {
        Produto: product,
        Rotulo: PRODUCT_LABELS[product],
        QuantidadePedidos: countOf(ofProduct, (row) => row.QuantidadePedidos),
        VendaTotal: sumOf(ofProduct, (row) => row.VendaTotal),
        Remuneracao: sumOf(ofProduct, (row) => row.Remuneracao),
      };
    }),
  };
}

/** A row of POST /api/produtosdb (spec: NumeroProduto, Produto, QtdPedidos, TotalPago). */
export interface ProductSalesRow {
  NumeroProduto: number;
  Produto: string;
  Tipo: 'Curso' | 'Módulo';
  /** Paid orders of the product. */
  QtdPedidos: number;
  /** What those orders paid, in reais. */
  TotalPago: number;
}

function productSalesRows(orders: readonly OrderRecord[], range: DayRange): ProductSalesRow[] {
  const catalog = productCatalog();
  const cents = new Array<number>(catalog.length).fill(0);
  const counts = new Array<number>(catalog.length).fill(0);
  const days = purchaseDays(orders);
  for (let i = 0; i < orders.length; i += 1) {
    const order = orders[i];
    if (!PAID_STATUSES.includes(order.Status) || !dayInRange(days[i], range)) continue;
    cents[order.ProdutoID - 1] += Math.round(order.Valor * 100);
    counts[order.ProdutoID - 1] += 1;
  }
  return catalog.map((product, index) => ({
    NumeroProduto: product.ID, Produto: product.Nome, Tipo: product.Tipo, QtdPedidos: counts[index], TotalPago: cents[index] / 100,
  }));
}

function productSales(context: HandlerContext) {
  const input = context.input;
  const range = readDayRange(input);
  const orders = context.store.table(ordersTable).all();
  const rows = memoOn(orders, `produtos:${rangeKey(range)}`, () => productSalesRows(orders, range));
  const type = input.Tipo === 'Modulo' ? 'Módulo' : input.Tipo;
  const filter = allOf<ProductSalesRow>(containsText('Produto', input.Nome), equalsValue('Tipo', type));
  const matched = orderedRows(rows, filter);
  const paidOrders = countOf(matched, (row) => row.QtdPedidos);
  const paid = sumOf(matched, (row) => row.TotalPago);
  return {
    ...pagedResponse(input, rows, { list: 'Produtos', total: 'totalProdutos', filter }),
    totais: {
      ProdutosVendidos: matched.filter((row) => row.QtdPedidos > 0).length,
      QtdPedidos: paidOrders,
      TotalPago: paid,
      TicketMedio: paidOrders ? Math.round((paid * 100) / paidOrders) / 100 : 0,
    },
  };
}

/** One coupon's sales in the coupon totals. */
interface CouponTotalsRow {
  CupomID: number;
  NomeCupom: string;
  Modalidade: 'Vendas' | 'Campanha';
  QuantidadeVendas: number;
  ValorTotal: number;
  DescontoTotal: number;
}

function couponTotalsRows(orders: readonly OrderRecord[], coupons: readonly CouponRecord[]): CouponTotalsRow[] {
  const byId = new Map<number, { count: number; cents: number; discount: number; name: string | null }>();
  for (const order of orders) {
    if (order.CupomID === null) continue;
    const entry = byId.get(order.CupomID) ?? { count: 0, cents: 0, discount: 0, name: order.NomeCupom };
    entry.count += 1;
    entry.cents += Math.round(order.Valor * 100);
    entry.discount += Math.round(order.Desconto * 100);
    byId.set(order.CupomID, entry);
  }
  const known = new Map(coupons.map((coupon) => [coupon.CupomID, coupon] as const));
  return [...byId.entries()].sort((a, b) => a[0] - b[0]).map(([id, entry]) => ({
    CupomID: id,
    NomeCupom: known.get(id)?.Nome ?? entry.name ?? '',
    Modalidade: known.get(id)?.Modalidade ?? 'Vendas',
    QuantidadeVendas: entry.count,
    ValorTotal: entry.cents / 100,
    DescontoTotal: entry.discount / 100,
  }));
}

/** Totals of the coupon sales (the same orders as POST /api/vendas-cupom), overall, per modality and per coupon. */
function couponTotals(context: HandlerContext) {
  const orders = context.store.table(ordersTable).all();
  const coupons = context.store.table(couponsTable).all();
  const rows = memoOn(orders, 'vendas-cupom-totais', () => couponTotalsRows(orders, coupons), [coupons]);
  const filter = containsText<CouponTotalsRow>('NomeCupom', context.input.NomeCupom ?? context.input.Nome);
  const matched = orderedRows(rows, filter, { field: 'ValorTotal', order: 'desc' });
  return {
    totais: {
      CuponsUsados: matched.length,
      QuantidadeVendas: countOf(matched, (row) => row.QuantidadeVendas),
      ValorTotal: sumOf(matched, (row) => row.ValorTotal),
      DescontoTotal: sumOf(matched, (row) => row.DescontoTotal),
    },
    porModalidade: (['Vendas', 'Campanha'] as const).map((modality) => {
      const ofModality = matched.filter((row) => row.Modalidade === modality);
      return {
        Modalidade: modality,
        QuantidadeVendas: countOf(ofModality, (row) => row.QuantidadeVendas),
        ValorTotal: sumOf(ofModality, (row) => row.ValorTotal),
      };
    }),
    cupons: matched,
  };
}

/** Orders by status and by day in a period (every status, every day), with totals. */
function orderSummary(context: HandlerContext) {
  const input = context.input;
  const { start, end } = readClosedRange(input, context.now(), DEFAULT_SUMMARY_DAYS, MAX_SUMMARY_DAYS);
  const statusFilter = equalsValue<OrderRecord>('Status', input.Status);
  const orders = context.store.table(ordersTable).all();
  const perStatus = new Map<string, { count: number; cents: number }>(ORDER_STATUSES.map((status) => [status, { count: 0, cents: 0 }]));
  const perDay = Array.from({ length: end - start + 1 }, () => ({ count: 0, cents: 0 }));
  let paidCount = 0;
  let paidCents = 0;
  const days = purchaseDays(orders);
  for (let i = 0; i < orders.length; i += 1) {
    const order = orders[i];
    const day = days[i];
    if (day < start || day > end || (statusFilter && !statusFilter.test(order))) continue;
    const cents = Math.round(order.Valor * 100);
    const status = perStatus.get(order.Status)!;
    status.count += 1;
    status.cents += cents;
    perDay[day - start].count += 1;
    perDay[day - start].cents += cents;
    if (PAID_STATUSES.includes(order.Status)) {
      paidCount += 1;
      paidCents += cents;
    }
  }
  const porStatus = [...perStatus.entries()]
    .filter(([, entry]) => entry.count > 0)
    .map(([status, entry]) => ({ Status: status, Quantidade: entry.count, Valor: entry.cents / 100 }));
  const total = countOf(porStatus, (row) => row.Quantidade);
  return {
    totais: {
      Pedidos: total,
      Valor: sumOf(porStatus, (row) => row.Valor),
      Pagos: paidCount,
      ValorPago: paidCents / 100,
      Cancelados: countOf(porStatus.filter((row) => row.Status.startsWith('Cancelado') || row.Status === 'Convertido em Cupom'), (row) => row.Quantidade),
      TicketMedio: paidCount ? Math.round(paidCents / paidCount) / 100 : 0,
    },
    porStatus,
    porDia: perDay.map((entry, index) => ({ Data: dayToBr(start + index), Quantidade: entry.count, Valor: entry.cents / 100 })),
  };
}

/** Registers the dashboard report routes. */
export function registerDashboardRoutes(router: Router): void {
  router.get('/api/professores', listTeachers);
  router.post('/api/relatorio-royalties', royaltiesReport);
  router.post('/api/meusroyalties', authed(myRoyalties));
  router.post('/api/produtosdb', productSales);
  router.post('/api/vendas-cupom/totais', couponTotals);
  router.post('/api/pedidos/resumo', orderSummary);
}
