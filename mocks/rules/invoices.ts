/**
 * Invoices: a pending invoice is issued today (its file appears); an issued one can be cancelled. The issuer's
 * configuration is one record, read and changed without an id, validated by its entity schema.
 */
import { readFileSync } from 'node:fs';
import { today } from '../bindings/shared.ts';
import { badRequest, findRow, key, rule, type Ctx } from '../core/router.ts';
import { validateRecord } from '../core/validate.ts';
import type { Services } from './services.ts';

const schema = JSON.parse(readFileSync(new URL('../../schemas/entities/finance-configuration.schema.json', import.meta.url), 'utf8'));
const invoice = (ctx: Ctx) => findRow(ctx.db, 'invoice', ctx.body.NotaFiscalID, 'a nota fiscal (NotaFiscalID)');
const settings = (ctx: Ctx) => ctx.db.table('finance-configuration').all()[0];

export function invoiceRules(_services: Services) {
  return [
    rule('POST /api/notas-fiscais/emitir', key('NotaFiscal.emit'), (ctx: Ctx) => {
      const current = invoice(ctx);
      if (current.Status !== 'Pendente') throw badRequest('Só uma nota pendente pode ser emitida.');
      return { notaFiscal: ctx.db.table('invoice').put({ ...current, Status: 'Emitida', DataEmissao: today(ctx), Arquivo: `/notas-fiscais/NFe-${current.NumeroNota}.pdf` }) };
    }),
    rule('POST /api/notas-fiscais/cancelar', key('NotaFiscal.cancel'), (ctx: Ctx) => {
      const current = invoice(ctx);
      if (current.Status !== 'Emitida') throw badRequest('Só uma nota emitida pode ser cancelada.');
      return { notaFiscal: ctx.db.table('invoice').put({ ...current, Status: 'Cancelada', DataCancelamento: today(ctx) }) };
    }),
    rule('GET /api/financeiro/configuracao', key('FinanceiroConfiguration'), (ctx: Ctx) => ({ configuracao: settings(ctx) })),
    rule('POST /api/financeiro/configuracao', key('FinanceiroConfiguration.edit'), (ctx: Ctx) => {
      const current = settings(ctx);
      const next = { ...current, ...ctx.body, ConfiguracaoID: current.ConfiguracaoID, CNPJ: String(ctx.body.CNPJ ?? current.CNPJ).replace(/\D/g, ''), UF: String(ctx.body.UF ?? current.UF).toUpperCase() };
      validateRecord(schema, next);
      return { configuracao: ctx.db.table('finance-configuration').put(next) };
    }),
  ];
}
