/**
 * Coupons (simulated endpoints): list with filters, one coupon, save (create or update), remove, the product
 * lists of the coupon form and the coupon sales report.
 */
import { allOf, containsText, equalsBoolean, equalsValue } from '../paging/filters.ts';
import { pagedResponse } from '../paging/paging.ts';
import { productCatalog } from '../seed/catalog.ts';
import { couponsTable, type CouponProduct, type CouponRecord } from '../seed/coupons.ts';
import { dayToIso, parseDay, todayDay } from '../seed/dates.ts';
import { ordersTable, type OrderRecord } from '../seed/orders.ts';
import { badRequest, notFound } from '../server/errors.ts';
import type { AuthedContext, HandlerContext } from '../server/context.ts';
import { authed, type Router } from '../server/router.ts';
import { memoOn } from '../store/memo.ts';
import { asRecord, has, readId, readNumber, readText } from './input.ts';

/** Messages of the coupon endpoints. */
export const COUPON_MESSAGES = {
  notFound: 'Cupom não encontrado.',
  idRequired: 'Informe o cupom (CupomID).',
  nameRequired: 'Informe o nome do cupom.',
  discountRequired: 'Informe o desconto do cupom.',
  discountPositive: 'O desconto precisa ser maior que zero.',
  percentTooHigh: 'O desconto em porcentagem não pode passar de 100%.',
  nameTaken: (name: string) => `Já existe um cupom com o nome ${name}.`,
  invalidDate: (label: string) => `A ${label} não é uma data válida.`,
  expiryBeforeCreation: 'A data de expiração não pode ser anterior à data de criação.',
  invalidDiscountType: 'Tipo de desconto inválido: use 1 (Porcentagem) ou 2 (Dinheiro).',
  invalidScope: 'Aplicável inválido: use 1, 2, 3, 4 ou vazio.',
  invalidModality: 'Modalidade inválida: use Vendas ou Campanha.',
  unknownProduct: (id: unknown) => `Produto ${String(id)} não encontrado.`,
} as const;

/** Days a new coupon lasts when the request gives no expiry date. */
export const DEFAULT_VALIDITY_DAYS = 30;

function listCoupons(context: HandlerContext) {
  const input = context.input;
  const filter = allOf<CouponRecord>(
    containsText('Nome', input.Nome),
    equalsBoolean('Status', input.Status),
    equalsValue('Modalidade', input.Modalidade),
    equalsValue('TipoDescontoID', input.TipoDescontoID),
  );
  return pagedResponse(input, context.store.table(couponsTable).all(), { list: 'cupons', total: 'totalCupons', filter });
}

function getCoupon(context: HandlerContext) {
  const id = readId(context.input.CupomID);
  if (id === undefined) throw badRequest(COUPON_MESSAGES.idRequired);
  const cupom = context.store.table(couponsTable).get(id);
  if (!cupom) throw notFound(COUPON_MESSAGES.notFound);
  return { cupom };
}

function readBool(value: unknown, fallback: boolean): boolean {
  if (typeof value === 'boolean') return value;
  if (value === 'true' || value === 1 || value === '1') return true;
  if (value === 'false' || value === 0 || value === '0') return false;
  return fallback;
}

function readIsoDate(input: Record<string, unknown>, field: string, label: string, fallback: string | null): string | null {
  if (!has(input, field)) return fallback;
  const value = input[field];
  if (value === null || (typeof value === 'string' && value.trim() === '')) return null;
  const day = parseDay(value);
  if (day === undefined) throw badRequest(COUPON_MESSAGES.invalidDate(label));
  return dayToIso(day);
}

function readProducts(value: unknown): CouponProduct[] {
  if (value === null || value === undefined) return [];
  if (!Array.isArray(value)) throw badRequest('ProdutosDoCupom deve ser uma lista de produtos.');
  const catalog = productCatalog();
  const chosen = new Map<number, CouponProduct>();
  for (const item of value) {
    const id = readId(typeof item === 'object' && item !== null ? (item as Record<string, unknown>).ID : item);
    const product = id === undefined ? undefined : catalog[id - 1];
    if (!product) throw badRequest(COUPON_MESSAGES.unknownProduct(typeof item === 'object' ? JSON.stringify(item) : item));
    chosen.set(product.ID, { ID: product.ID, Nome: product.Nome });
  }
  return [...chosen.values()];
}

/** Builds the coupon to store from the request over the existing coupon (or the defaults of a new one). */
function couponFromInput(input: Record<string, unknown>, existing: CouponRecord | undefined, context: AuthedContext): Omit<CouponRecord, 'CupomID'> {
  const name = has(input, 'Nome') ? readText(input.Nome) : existing?.Nome;
  if (!name) throw badRequest(COUPON_MESSAGES.nameRequired);
  const discount = has(input, 'Desconto') ? readNumber(input.Desconto) : existing?.Desconto;
  if (discount === undefined) throw badRequest(COUPON_MESSAGES.discountRequired);
  if (discount <= 0) throw badRequest(COUPON_MESSAGES.discountPositive);

  const type = has(input, 'TipoDescontoID') ? readNumber(input.TipoDescontoID) : existing?.TipoDescontoID ?? 1;
  if (type !== 1 && type !== 2) throw badRequest(COUPON_MESSAGES.invalidDiscountType);
  if (type === 1 && discount > 100) throw badRequest(COUPON_MESSAGES.percentTooHigh);

  const scopeRaw = has(input, 'Aplicavel') ? input.Aplicavel : existing?.Aplicavel ?? 1;
  const scope = scopeRaw === null || scopeRaw === '' ? null : readNumber(scopeRaw);
  if (scope !== null && scope !== 1 && scope !== 2 && scope !== 3 && scope !== 4) throw badRequest(COUPON_MESSAGES.invalidScope);

  const modality = has(input, 'Modalidade') ? readText(input.Modalidade) : existing?.Modalidade ?? 'Vendas';
  if (modality !== 'Vendas' && modality !== 'Campanha') throw badRequest(COUPON_MESSAGES.invalidModality);

  const today = todayDay(context.now());
  const created = readIsoDate(input, 'DataCriacao', 'data de criação', existing?.DataCriacao ?? null)
    ?? existing?.DataCriacao ?? dayToIso(today);
  // A coupon always has an expiry date; without one it lasts 30 days, as the sales team's default.
  const expires = readIsoDate(input, 'DataExpiracao', 'data de expiração', existing?.DataExpiracao ?? null)
    ?? existing?.DataExpiracao ?? dayToIso(parseDay(created)! + DEFAULT_VALIDITY_DAYS);
  if (expires < created) throw badRequest(COUPON_MESSAGES.expiryBeforeCreation);

  const products = has(input, 'ProdutosDoCupom') ? readProducts(input.ProdutosDoCupom) : existing?.ProdutosDoCupom ?? [];
  const limited = has(input, 'Limite') ? readBool(input.Limite, false) : existing?.Limite ?? false;
  const limitValue = has(input, 'ValorLimite') ? readNumber(input.ValorLimite) ?? null : existing?.ValorLimite ?? null;
  const text = (field: 'Campanha' | 'Venda') => (has(input, field) ? readText(input[field]) ?? '' : existing?.[field] ?? '');
  const optionalId = (field: 'OperadorID' | 'ProdutoCupomID') => (has(input, field) ? readId(input[field]) ?? null : existing?.[field] ?? null);

  return {
    Nome: name,
    Desconto: discount,
    DataCriacao: created,
    DataExpiracao: expires,
    UsoUnico: has(input, 'UsoUnico') ? readBool(input.UsoUnico, false) : existing?.UsoUnico ?? false,
    Aplicavel: scope as CouponRecord['Aplicavel'],
    Modalidade: modality,
    Status: has(input, 'Status') ? readBool(input.Status, true) : existing?.Status ?? true,
    OperadorID: optionalId('OperadorID'),
    Campanha: text('Campanha'),
    Venda: text('Venda'),
    ProdutoCupomID: optionalId('ProdutoCupomID'),
    Limite: limited,
    ValorLimite: limitValue,
    UsuarioID: existing?.UsuarioID ?? Number(context.user._id),
    TipoDescontoID: type,
    NomeUsuario: existing?.NomeUsuario ?? context.user.name,
    ProdutosDoCupom: products,
  };
}

function saveCoupon(context: AuthedContext) {
  const input = asRecord(context.body);
  const table = context.store.table(couponsTable);
  const id = readId(input.CupomID);
  const existing = id === undefined ? undefined : table.get(id);
  const fields = couponFromInput(input, existing, context);
  const sameName = fields.Nome.toLocaleUpperCase('pt-BR');
  if (table.all().some((other) => other.CupomID !== existing?.CupomID && other.Nome.toLocaleUpperCase('pt-BR') === sameName)) {
    throw badRequest(COUPON_MESSAGES.nameTaken(fields.Nome));
  }
  const cupom = existing ? table.replace({ ...fields, CupomID: existing.CupomID }) : table.insert(fields);
  return { cupom };
}

function removeCoupon(context: HandlerContext) {
  const id = readId(asRecord(context.body).CupomID);
  if (id === undefined) throw badRequest(COUPON_MESSAGES.idRequired);
  if (!context.store.table(couponsTable).remove(id)) throw notFound(COUPON_MESSAGES.notFound);
  return { CupomID: id };
}

function products(kind?: 'Curso') {
  return () => ({
    produtos: productCatalog().filter((product) => !kind || product.Tipo === kind).map((product) => ({ ID: product.ID, Nome: product.Nome })),
  });
}

/** A row of the coupon sales report: one coupon with the orders that used it. */
export interface CouponSalesRow {
  ConcursoID: number;
  NomeCupom: string;
  /** Sum of ValorPago of the sales, in reais. */
  TotalConcurso: number;
  DescCupom: Array<{ DescID: number; ValorPago: number; Produto: string; Modalidade: string; Pagamento: string; Email: string; Situacao: string }>;
}

function couponSales(orders: readonly OrderRecord[], coupons: readonly CouponRecord[]): CouponSalesRow[] {
  const byCoupon = new Map<number, OrderRecord[]>();
  for (const order of orders) {
    if (order.CupomID === null) continue;
    const list = byCoupon.get(order.CupomID);
    if (list) list.push(order);
    else byCoupon.set(order.CupomID, [order]);
  }
  const names = new Map(coupons.map((coupon) => [coupon.CupomID, coupon] as const));
  return [...byCoupon.entries()].sort((a, b) => a[0] - b[0]).map(([couponId, sold]) => {
    const coupon = names.get(couponId);
    const totalCents = sold.reduce((sum, order) => sum + Math.round(order.Valor * 100), 0);
    return {
      ConcursoID: couponId,
      NomeCupom: coupon?.Nome ?? sold[0].NomeCupom ?? '',
      TotalConcurso: totalCents / 100,
      DescCupom: sold.map((order) => ({
        DescID: order.PedidoId,
        ValorPago: order.Valor,
        Produto: order.Produto,
        Modalidade: coupon?.Modalidade ?? 'Vendas',
        Pagamento: order.FormaPagamento,
        Email: order.Email,
        Situacao: order.Status,
      })),
    };
  });
}

function listCouponSales(context: HandlerContext) {
  const orders = context.store.table(ordersTable).all();
  const coupons = context.store.table(couponsTable).all();
  const rows = memoOn(orders, 'vendas-cupom', () => couponSales(orders, coupons), [coupons]);
  const filter = containsText<CouponSalesRow>('NomeCupom', context.input.NomeCupom ?? context.input.Nome);
  return pagedResponse(context.input, rows, { list: 'vendasCupom', total: 'totalVendasCupom', filter });
}

/** Registers the coupon routes. */
export function registerCouponRoutes(router: Router): void {
  router.post('/api/cupons', listCoupons);
  router.get('/api/cupons/cupom', getCoupon);
  router.post('/api/cupons/save', authed(saveCoupon));
  router.post('/api/cupons/remove-cupom', removeCoupon);
  router.get('/api/cupons/produto-cupom', products());
  router.get('/api/all-cursos', products('Curso'));
  router.get('/api/produtos', products());
  router.post('/api/vendas-cupom', listCouponSales);
}
