/**
 * Orders (pedidos): every student has 0–5 orders of catalogue products, some with a coupon, some cancelled.
 * Order ids start at 1 and follow the students' order, so student 1 owns order 1.
 */
import { defineTable } from '../store/table.ts';
import { maskedCard } from './brazil.ts';
import { productCatalog, type Product } from './catalog.ts';
import { couponsTable, type CouponRecord } from './coupons.ts';
import { dayOf, dayToBr, parseDay } from './dates.ts';
import { rngFor, type Rng } from './random.ts';
import { studentsTable, type StudentRecord } from './students.ts';

/** Every order status of the spec. */
export const ORDER_STATUSES = [
  'Pago', 'Pago QC', 'Pagamento Pendente', 'Aguardando pagamento', 'Pagamento Recusado', 'Recusado', 'Cancelado',
  'Cancelado por chargeback', 'Convertido em Cupom',
] as const;

/** One order status. */
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Statuses of orders that were cancelled (they carry the cancellation fields). */
export const CANCELLED_STATUSES: readonly OrderStatus[] = ['Cancelado', 'Cancelado por chargeback', 'Convertido em Cupom'];

/** The cancellation types (TipoCancelamento options). */
export const CANCELLATION_TYPES = [
  { TipoCancelId: 1, Nome: 'Cancelamento Cartão' },
  { TipoCancelId: 2, Nome: 'Converter em Crédito' },
] as const;

/** An order as the store keeps it: the spec's order fields plus the links the mock needs. */
export interface OrderRecord {
  PedidoId: number;
  NumPedido: string;
  Produto: string;
  /** `dd/mm/yyyy`. */
  DataCompra: string;
  Valor: number;
  FormaPagamento: 'Cartão' | 'Boleto';
  Status: OrderStatus;
  Email: string;
  /** `dd/mm/yyyy`, or null while not cancelled. */
  DataCancelamento: string | null;
  TipoCancelamento: string | null;
  MotivoCancelamento: string | null;
  Integral: boolean | null;
  Parcial: boolean | null;
  ValorReembolso: number | null;
  /** The buyer. */
  AlunoID: number;
  ProdutoID: number;
  /** Coupon used, if any (its name at purchase time is kept in NomeCupom). */
  CupomID: number | null;
  NomeCupom: string | null;
  /** Discount given by the coupon, in reais. */
  Desconto: number;
  NumParcelas: number;
}

/** The fields of an order row in lists and in a student's orders. */
export interface OrderRow {
  PedidoId: number;
  NumPedido: string;
  Produto: string;
  DataCompra: string;
  Valor: number;
  FormaPagamento: 'Cartão' | 'Boleto';
  Status: OrderStatus;
  Email: string;
  DataCancelamento: string | null;
  TipoCancelamento: string | null;
  MotivoCancelamento: string | null;
  Integral: boolean | null;
  Parcial: boolean | null;
  ValorReembolso: number | null;
  AlunoID: number;
}

/** An order as a list or a student's detail shows it. */
export function orderRow(order: OrderRecord): OrderRow {
  return {
    PedidoId: order.PedidoId, NumPedido: order.NumPedido, Produto: order.Produto, DataCompra: order.DataCompra,
    Valor: order.Valor, FormaPagamento: order.FormaPagamento, Status: order.Status, Email: order.Email,
    DataCancelamento: order.DataCancelamento, TipoCancelamento: order.TipoCancelamento,
    MotivoCancelamento: order.MotivoCancelamento, Integral: order.Integral, Parcial: order.Parcial,
    ValorReembolso: order.ValorReembolso, AlunoID: order.AlunoID,
  };
}

/** Rounds to cents. */
export function cents(value: number): number {
  return Math.round(value * 100) / 100;
}

const STATUS_WEIGHTS: ReadonlyArray<readonly [OrderStatus, number]> = [
  ['Pago', 50], ['Pago QC', 10], ['Pagamento Pendente', 6], ['Aguardando pagamento', 7], ['Pagamento Recusado', 5],
  ['Recusado', 3], ['Cancelado', 10], ['Cancelado por chargeback', 3], ['Convertido em Cupom', 6],
];

const ORDERS_PER_STUDENT: ReadonlyArray<readonly [number, number]> = [[0, 8], [1, 30], [2, 25], [3, 17], [4, 12], [5, 8]];

const REASONS: Record<string, readonly string[]> = {
  Cancelado: ['Desistência da compra', 'Compra feita por engano', 'Pedido em duplicidade', 'Problemas financeiros',
    'Insatisfação com o conteúdo', 'Aprovado em outro concurso'],
  'Cancelado por chargeback': ['Contestação junto à operadora do cartão', 'Compra não reconhecida pelo titular do cartão'],
  'Convertido em Cupom': ['Troca por outro curso', 'Concurso adiado; crédito para compra futura', 'Mudança de cargo pretendido'],
};

const FIRST_PURCHASE = dayOf(2025, 1, 2);
const LAST_PURCHASE = dayOf(2026, 11, 15);

function orderCount(studentId: number): number {
  const count = rngFor('aluno-pedidos', studentId).weighted(ORDERS_PER_STUDENT);
  // Student 1 is opened by the generated checks and must show orders.
  return studentId === 1 ? Math.max(2, count) : count;
}

function applyCoupon(rng: Rng, coupons: readonly CouponRecord[], price: number): { coupon: CouponRecord | null; discount: number } {
  if (coupons.length === 0 || !rng.chance(0.22)) return { coupon: null, discount: 0 };
  // A few popular coupons carry most sales, as in real stores.
  const popular = Math.min(coupons.length, 40);
  const coupon = coupons[Math.floor(rng.next() ** 2 * popular)];
  const discount = coupon.TipoDescontoID === 1 ? (price * coupon.Desconto) / 100 : Math.min(coupon.Desconto, price * 0.5);
  return { coupon, discount: cents(discount) };
}

function makeOrder(id: number, student: StudentRecord, coupons: readonly CouponRecord[], courses: readonly Product[]): OrderRecord {
  const rng = rngFor('pedido', id);
  const product = rng.chance(0.45) ? rng.pick(courses) : rng.pick(productCatalog());
  const { coupon, discount } = applyCoupon(rng, coupons, product.Preco);
  // Order 1 is opened by the generated checks and must still be cancellable.
  let status: OrderStatus = id === 1 ? 'Pago' : rng.weighted(STATUS_WEIGHTS);
  // Student 1 is the first row of the student list: keep their orders cancellable for the end-to-end flow.
  if (student.AlunoID === 1 && CANCELLED_STATUSES.includes(status)) status = 'Pago';
  let payment: OrderRecord['FormaPagamento'] = rng.chance(0.65) ? 'Cartão' : 'Boleto';
  if (status === 'Cancelado por chargeback') payment = 'Cartão';
  if (payment === 'Boleto' && (status === 'Pagamento Recusado' || status === 'Recusado')) status = 'Aguardando pagamento';
  const value = cents(product.Preco - discount);
  const day = rng.int(FIRST_PURCHASE, LAST_PURCHASE);
  const cancelled = CANCELLED_STATUSES.includes(status);
  const integral = cancelled ? rng.chance(0.75) : null;
  const cancellationType = !cancelled
    ? null
    : status === 'Convertido em Cupom' || payment === 'Boleto' ? 'Converter em Crédito' : 'Cancelamento Cartão';
  return {
    PedidoId: id,
    NumPedido: String(100000 + id),
    Produto: product.Nome,
    DataCompra: dayToBr(day),
    Valor: value,
    FormaPagamento: payment,
    Status: status,
    Email: student.Email,
    DataCancelamento: cancelled ? dayToBr(Math.min(day + rng.int(1, 30), LAST_PURCHASE + 5)) : null,
    TipoCancelamento: cancellationType,
    MotivoCancelamento: cancelled ? rng.pick(REASONS[status]) : null,
    Integral: integral,
    Parcial: cancelled ? !integral : null,
    ValorReembolso: cancelled ? (integral ? value : cents(value * rng.int(30, 80) / 100)) : null,
    AlunoID: student.AlunoID,
    ProdutoID: product.ID,
    CupomID: coupon ? coupon.CupomID : null,
    NomeCupom: coupon ? coupon.Nome : null,
    Desconto: discount,
    NumParcelas: payment === 'Cartão' ? rng.weighted([[1, 30], [2, 5], [3, 10], [6, 10], [10, 15], [12, 30]] as const) : 1,
  };
}

/** The orders of the given students, ids from 1 in student order. */
export function generateOrders(students: readonly StudentRecord[], coupons: readonly CouponRecord[]): OrderRecord[] {
  const orders: OrderRecord[] = [];
  const courses = productCatalog().filter((product) => product.Tipo === 'Curso');
  for (const student of students) {
    const count = orderCount(student.AlunoID);
    for (let i = 0; i < count; i += 1) orders.push(makeOrder(orders.length + 1, student, coupons, courses));
  }
  return orders;
}

/** The orders table. */
export const ordersTable = defineTable<OrderRecord>({
  name: 'pedidos',
  idField: 'PedidoId',
  searchFields: ['Email'],
  seed: ({ base }) => generateOrders(base(studentsTable), base(couponsTable)),
});

/** Payment and invoice details of an order (Detalhe), derived from the order so they need no storage. */
export interface OrderPaymentDetail {
  NumCartao: string | null;
  NumParcelas: number;
  Comissao: number;
  NomeCupom: string | null;
  Desconto: number;
  NotaFiscal: string | null;
  NotaFiscalArquivo: string | null;
}

/** The payment details of an order (the same on every call). */
export function orderPaymentDetail(order: OrderRecord): OrderPaymentDetail {
  const rng = rngFor('pedido-detalhe', order.PedidoId);
  const card = maskedCard(rng);
  const rate = rng.pick([0.08, 0.1, 0.1, 0.12, 0.15]);
  const invoiced = order.Status === 'Pago' || order.Status === 'Pago QC' || order.Status === 'Cancelado'
    || order.Status === 'Cancelado por chargeback' || order.Status === 'Convertido em Cupom';
  const invoice = String(240000 + order.PedidoId).padStart(9, '0');
  return {
    NumCartao: order.FormaPagamento === 'Cartão' ? card : null,
    NumParcelas: order.NumParcelas,
    Comissao: cents(order.Valor * rate),
    NomeCupom: order.NomeCupom,
    Desconto: order.Desconto,
    NotaFiscal: invoiced ? invoice : null,
    NotaFiscalArquivo: invoiced ? `/notas-fiscais/NFe-${invoice}.pdf` : null,
  };
}

/** Orders newest first (purchase date, then id). */
export function newestFirst(a: OrderRecord, b: OrderRecord): number {
  return (parseDay(b.DataCompra) ?? 0) - (parseDay(a.DataCompra) ?? 0) || b.PedidoId - a.PedidoId;
}
