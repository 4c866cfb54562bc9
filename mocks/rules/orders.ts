/**
 * Order cancellation: a full (Integral) or partial (Parcial) refund of an order not yet cancelled, with its type
 * and reason; the student's list row follows the order's new status.
 */
import { orderDetail, ordersOf } from '../bindings/cx.ts';
import { brDay } from '../seed/random.ts';
import { brl, CANCELLED } from '../seed/people.ts';
import { badRequest, findRow, key, rule, text, type Ctx } from '../core/router.ts';
import { catalog } from '../seed/fixtures.ts';
import type { Services } from './services.ts';

const flag = (value: unknown) => value === true || value === 'true' || value === 1;

export function orderRules(_services: Services) {
  return [
    rule('POST /api/pedidos/cancelar', key('CancelamentoModal'), (ctx: Ctx) => {
      const order = findRow(ctx.db, 'order', ctx.body.PedidoID ?? ctx.body.PedidoId, 'o pedido (PedidoID)');
      if (CANCELLED.includes(order.Status)) throw badRequest('Este pedido já foi cancelado.');
      const reason = text(ctx.body.MotivoCancelamento);
      if (!reason) throw badRequest('Motivo do cancelamento: Preencha um valor.');
      const type = catalog.cancellationTypes.find((item) => item.Nome === ctx.body.TipoCancelamento || item.TipoCancelId === Number(ctx.body.TipoCancelamento));
      if (!type) throw badRequest('Tipo de cancelamento: Escolha uma das opções.');
      const partial = flag(ctx.body.Parcial);
      if (partial && flag(ctx.body.Integral)) throw badRequest('Escolha reembolso integral ou parcial, não os dois.');
      const given = ctx.body.ValorReembolso === undefined || ctx.body.ValorReembolso === null || ctx.body.ValorReembolso === '' ? undefined : Number(ctx.body.ValorReembolso);
      if (given !== undefined && !(given >= 0)) throw badRequest('Valor do reembolso: O valor mínimo é 0.');
      if (given !== undefined && given > order.Valor) throw badRequest(`O valor do reembolso não pode ser maior que o valor do pedido (${brl(order.Valor)}).`);
      if (partial && !given) throw badRequest('Informe o valor do reembolso parcial.');
      const now = ctx.now();
      const cancelled = ctx.db.table('order').put({
        ...order, Status: 'Cancelado', DataCancelamento: brDay(Math.floor((now.getTime() - now.getTimezoneOffset() * 60_000) / 86_400_000)),
        TipoCancelamento: type.Nome, MotivoCancelamento: reason, Integral: !partial, Parcial: partial, ValorReembolso: Math.round((given ?? order.Valor) * 100) / 100,
      });
      // The student's list row shows their latest order.
      const student = ctx.db.table('student').get(order.AlunoID);
      const latest = student && ordersOf(ctx.db, student.AlunoID)[0];
      if (student && latest) ctx.db.table('student').put({ ...student, ModuloCurso: latest.Produto, SituacaoPagamento: latest.Status });
      return { pedido: orderDetail(ctx.db, cancelled) };
    }),
  ];
}
