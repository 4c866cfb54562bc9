/** Orders (simulated endpoints): order detail, order list, cancellation types and cancellation. */
import { allOf, containsText, equalsValue } from '../paging/filters.ts';
import { pagedResponse } from '../paging/paging.ts';
import { dayToBr, todayDay } from '../seed/dates.ts';
import {
  CANCELLATION_TYPES, CANCELLED_STATUSES, cents, orderPaymentDetail, orderRow, ordersTable, type OrderRecord,
} from '../seed/orders.ts';
import { studentsTable } from '../seed/students.ts';
import { badRequest, notFound } from '../server/errors.ts';
import type { HandlerContext } from '../server/context.ts';
import type { Router } from '../server/router.ts';
import type { MockStore } from '../store/store.ts';
import { asRecord, readId, readNumber, readText } from './input.ts';
import { refreshStudentRow } from './students.ts';

/** Messages of the order endpoints. */
export const ORDER_MESSAGES = {
  notFound: 'Pedido não encontrado.',
  idRequired: 'Informe o pedido (PedidoID).',
  reasonRequired: 'Informe o motivo do cancelamento.',
  typeRequired: 'Informe o tipo de cancelamento.',
  unknownType: 'Tipo de cancelamento inválido.',
  alreadyCancelled: 'Este pedido já foi cancelado.',
  bothKinds: 'Escolha reembolso integral ou parcial, não os dois.',
  partialNeedsValue: 'Informe o valor do reembolso parcial.',
  negativeRefund: 'O valor do reembolso não pode ser negativo.',
  refundTooHigh: (value: string) => `O valor do reembolso não pode ser maior que o valor do pedido (${value}).`,
} as const;

const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

/** The order with its Detalhe, as POST /api/detalhe-pedido answers it. */
export function orderDetail(store: MockStore, order: OrderRecord) {
  const student = store.table(studentsTable).get(order.AlunoID);
  const { AlunoID: _student, ...row } = orderRow(order);
  return {
    ...row,
    Detalhe: {
      AlunoID: order.AlunoID,
      NomeAluno: student?.NomeCompleto ?? null,
      CPF: student?.CPF ?? null,
      Email: student?.Email ?? order.Email,
      Telefone: student?.Telefone ?? null,
      ...orderPaymentDetail(order),
    },
  };
}

function findOrder(store: MockStore, value: unknown): OrderRecord {
  const id = readId(value);
  if (id === undefined) throw badRequest(ORDER_MESSAGES.idRequired);
  const order = store.table(ordersTable).get(id);
  if (!order) throw notFound(ORDER_MESSAGES.notFound);
  return order;
}

function getOrder(context: HandlerContext) {
  return { pedido: orderDetail(context.store, findOrder(context.store, context.input.PedidoID ?? context.input.PedidoId)) };
}

function listOrders(context: HandlerContext) {
  const input = context.input;
  const filter = allOf<OrderRecord>(
    containsText('Email', input.Email),
    equalsValue('Status', input.Status),
    equalsValue('AlunoID', input.AlunoID),
  );
  return pagedResponse(input, context.store.table(ordersTable).all(), { list: 'pedidos', total: 'totalPedidos', filter, project: orderRow });
}

function readFlag(value: unknown): boolean {
  return value === true || value === 'true' || value === 1 || value === '1';
}

function cancellationType(value: unknown): string {
  if (value === undefined || value === null || value === '') throw badRequest(ORDER_MESSAGES.typeRequired);
  const id = readId(value);
  const text = readText(value);
  const type = CANCELLATION_TYPES.find((candidate) => candidate.TipoCancelId === id || candidate.Nome === text);
  if (!type) throw badRequest(ORDER_MESSAGES.unknownType);
  return type.Nome;
}

function cancelOrder(context: HandlerContext) {
  const body = asRecord(context.body);
  const order = findOrder(context.store, body.PedidoID ?? body.PedidoId);
  if (CANCELLED_STATUSES.includes(order.Status)) throw badRequest(ORDER_MESSAGES.alreadyCancelled);
  const reason = readText(body.MotivoCancelamento);
  if (!reason) throw badRequest(ORDER_MESSAGES.reasonRequired);
  const type = cancellationType(body.TipoCancelamento);
  const partial = readFlag(body.Parcial);
  if (partial && readFlag(body.Integral)) throw badRequest(ORDER_MESSAGES.bothKinds);
  const given = readNumber(body.ValorReembolso);
  if (given !== undefined && given < 0) throw badRequest(ORDER_MESSAGES.negativeRefund);
  if (given !== undefined && given > order.Valor) throw badRequest(ORDER_MESSAGES.refundTooHigh(brl.format(order.Valor)));
  if (partial && !given) throw badRequest(ORDER_MESSAGES.partialNeedsValue);
  // Without a choice the refund is full, of the whole value unless another one is given.
  const refund = partial ? cents(given!) : cents(given ?? order.Valor);
  const cancelled = context.store.table(ordersTable).replace({
    ...order,
    Status: 'Cancelado',
    DataCancelamento: dayToBr(todayDay(context.now())),
    TipoCancelamento: type,
    MotivoCancelamento: reason,
    Integral: !partial,
    Parcial: partial,
    ValorReembolso: refund,
  });
  refreshStudentRow(context.store, cancelled.AlunoID);
  return { pedido: orderDetail(context.store, cancelled) };
}

/** Registers the order routes. */
export function registerOrderRoutes(router: Router): void {
  router.post('/api/detalhe-pedido', getOrder);
  router.post('/api/pedidos', listOrders);
  router.get('/api/pedidos/tipos-cancelamento', () => ({ tipos: CANCELLATION_TYPES.map((type) => ({ ...type })) }));
  router.post('/api/pedidos/cancelar', cancelOrder);
}
