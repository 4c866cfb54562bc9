/**
 * Finance (simulated endpoints): invoices of the orders (list with filters, issue a pending one, cancel an
 * issued one) and the issuer's configuration (read and save).
 */
import { isValidCnpj } from '@brazilian-utils/brazilian-utils';
import { allOf, containsDigits, containsText, equalsValue, type RowFilter } from '../paging/filters.ts';
import { pagedResponse } from '../paging/paging.ts';
import { dayToIso, parseDay, todayDay } from '../seed/dates.ts';
import {
  financeConfigTable, INVOICE_ENVIRONMENTS, invoicesTable, TAX_REGIMES, type FinanceConfigRecord, type InvoiceRecord,
} from '../seed/invoices.ts';
import { badRequest, notFound } from '../server/errors.ts';
import type { HandlerContext } from '../server/context.ts';
import type { Router } from '../server/router.ts';
import type { MockStore } from '../store/store.ts';
import { asRecord, EMAIL_PATTERN, has, readId, readNumber } from './input.ts';
import { booleanField, choiceField, optionalText, requiredText } from './productFields.ts';

/** Messages of the finance endpoints. */
export const INVOICE_MESSAGES = {
  notFound: 'Nota fiscal não encontrada.',
  idRequired: 'Informe a nota fiscal (NotaFiscalID).',
  notPending: 'Só uma nota fiscal pendente pode ser emitida.',
  notIssued: 'Só uma nota fiscal emitida pode ser cancelada.',
  invalidStart: 'A data inicial não é uma data válida.',
  invalidEnd: 'A data final não é uma data válida.',
  startAfterEnd: 'A data inicial não pode ser posterior à data final.',
  companyRequired: 'Informe a razão social.',
  cnpjRequired: 'Informe o CNPJ.',
  cnpjInvalid: 'CNPJ inválido.',
  municipalRegistrationRequired: 'Informe a inscrição municipal.',
  serviceCodeRequired: 'Informe o código do serviço municipal.',
  serviceCodeInvalid: 'O código do serviço deve estar no formato 00.00 (item da lista da LC 116/2003).',
  rateRequired: 'Informe a alíquota do ISS.',
  rateRange: 'A alíquota do ISS deve ficar entre 2% e 5%.',
  emailInvalid: 'Preencha um email válido',
  ufInvalid: 'Informe a UF com duas letras.',
  cityRequired: 'Informe o município.',
} as const;

function readDay(value: unknown, message: string): number | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  const day = parseDay(value);
  if (day === undefined) throw badRequest(message);
  return day;
}

/** Invoices issued in a period (pending ones, without an issue date, never match a period). */
function issuedBetween(start: number | undefined, end: number | undefined): RowFilter<InvoiceRecord> | undefined {
  if (start === undefined && end === undefined) return undefined;
  const from = start === undefined ? '' : dayToIso(start);
  const to = end === undefined ? '9999-12-31' : dayToIso(end);
  return { key: `emissao:${from}..${to}`, test: (row) => row.DataEmissao !== null && row.DataEmissao >= from && row.DataEmissao <= to };
}

function listInvoices(context: HandlerContext) {
  const input = context.input;
  const start = readDay(input.DataInicio, INVOICE_MESSAGES.invalidStart);
  const end = readDay(input.DataFinal, INVOICE_MESSAGES.invalidEnd);
  if (start !== undefined && end !== undefined && start > end) throw badRequest(INVOICE_MESSAGES.startAfterEnd);
  const filter = allOf<InvoiceRecord>(
    containsDigits('NumeroNota', input.NumeroNota),
    containsText('NomeAluno', input.NomeAluno),
    containsDigits('CPF', input.CPF),
    containsDigits('NumPedido', input.NumPedido),
    equalsValue('Status', input.Status),
    issuedBetween(start, end),
  );
  return pagedResponse(input, context.store.table(invoicesTable).all(), { list: 'notasFiscais', total: 'totalNotasFiscais', filter });
}

function findInvoice(store: MockStore, value: unknown): InvoiceRecord {
  const id = readId(value);
  if (id === undefined) throw badRequest(INVOICE_MESSAGES.idRequired);
  const invoice = store.table(invoicesTable).get(id);
  if (!invoice) throw notFound(INVOICE_MESSAGES.notFound);
  return invoice;
}

function issueInvoice(context: HandlerContext) {
  const invoice = findInvoice(context.store, asRecord(context.body).NotaFiscalID);
  if (invoice.Status !== 'Pendente') throw badRequest(INVOICE_MESSAGES.notPending);
  const notaFiscal = context.store.table(invoicesTable).replace({
    ...invoice,
    Status: 'Emitida',
    DataEmissao: dayToIso(todayDay(context.now())),
    Arquivo: `/notas-fiscais/NFe-${invoice.NumeroNota}.pdf`,
  });
  return { notaFiscal };
}

function cancelInvoice(context: HandlerContext) {
  const invoice = findInvoice(context.store, asRecord(context.body).NotaFiscalID);
  if (invoice.Status !== 'Emitida') throw badRequest(INVOICE_MESSAGES.notIssued);
  const notaFiscal = context.store.table(invoicesTable).replace({ ...invoice, Status: 'Cancelada', DataCancelamento: dayToIso(todayDay(context.now())) });
  return { notaFiscal };
}

function currentConfig(store: MockStore): FinanceConfigRecord {
  const config = store.table(financeConfigTable).get(1);
  if (!config) throw new Error('[mocks] configuração financeira ausente');
  return config;
}

function saveConfig(context: HandlerContext) {
  const input = asRecord(context.body);
  const stored = currentConfig(context.store);
  const cnpj = requiredText(input, 'CNPJ', INVOICE_MESSAGES.cnpjRequired, stored.CNPJ).replace(/\D/g, '');
  if (cnpj.length !== 14 || !isValidCnpj(cnpj)) throw badRequest(INVOICE_MESSAGES.cnpjInvalid);
  const code = requiredText(input, 'CodigoServicoMunicipal', INVOICE_MESSAGES.serviceCodeRequired, stored.CodigoServicoMunicipal);
  if (!/^\d{2}\.\d{2}$/.test(code)) throw badRequest(INVOICE_MESSAGES.serviceCodeInvalid);
  const rate = has(input, 'AliquotaISS') ? readNumber(input.AliquotaISS) : stored.AliquotaISS;
  if (rate === undefined) throw badRequest(INVOICE_MESSAGES.rateRequired);
  if (rate < 2 || rate > 5) throw badRequest(INVOICE_MESSAGES.rateRange);
  const email = optionalText(input, 'EmailFinanceiro', stored.EmailFinanceiro);
  if (email && !EMAIL_PATTERN.test(email)) throw badRequest(INVOICE_MESSAGES.emailInvalid);
  const uf = optionalText(input, 'UF', stored.UF).toUpperCase();
  if (!/^[A-Z]{2}$/.test(uf)) throw badRequest(INVOICE_MESSAGES.ufInvalid);
  const configuracao = context.store.table(financeConfigTable).replace({
    ConfiguracaoID: 1,
    RazaoSocial: requiredText(input, 'RazaoSocial', INVOICE_MESSAGES.companyRequired, stored.RazaoSocial),
    NomeFantasia: optionalText(input, 'NomeFantasia', stored.NomeFantasia),
    CNPJ: cnpj,
    InscricaoMunicipal: requiredText(input, 'InscricaoMunicipal', INVOICE_MESSAGES.municipalRegistrationRequired, stored.InscricaoMunicipal),
    RegimeTributario: choiceField(input, 'RegimeTributario', 'o regime tributário', TAX_REGIMES, stored.RegimeTributario, stored.RegimeTributario),
    AliquotaISS: rate,
    CodigoServicoMunicipal: code,
    DescricaoServico: optionalText(input, 'DescricaoServico', stored.DescricaoServico),
    Municipio: requiredText(input, 'Municipio', INVOICE_MESSAGES.cityRequired, stored.Municipio),
    UF: uf,
    SerieNota: optionalText(input, 'SerieNota', stored.SerieNota) || '1',
    Ambiente: choiceField(input, 'Ambiente', 'o ambiente', INVOICE_ENVIRONMENTS, stored.Ambiente, stored.Ambiente),
    EmissaoAutomatica: booleanField(input, 'EmissaoAutomatica', stored.EmissaoAutomatica, true),
    EnviarEmailAluno: booleanField(input, 'EnviarEmailAluno', stored.EnviarEmailAluno, true),
    EmailFinanceiro: email,
  });
  return { configuracao };
}

/** Registers the invoice and finance configuration routes. */
export function registerInvoiceRoutes(router: Router): void {
  router.post('/api/notas-fiscais', listInvoices);
  router.post('/api/notas-fiscais/emitir', issueInvoice);
  router.post('/api/notas-fiscais/cancelar', cancelInvoice);
  router.get('/api/financeiro/configuracao', (context) => ({ configuracao: currentConfig(context.store) }));
  router.post('/api/financeiro/configuracao', saveConfig);
}
