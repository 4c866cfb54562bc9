/**
 * Invoices (notas fiscais) of the orders and the finance configuration of the issuer. An order gets an invoice
 * when it was paid (its order detail shows the same number and file); a few paid orders still wait for theirs
 * (Pendente), and the invoices of cancelled orders are cancelled. Grows with the orders (MOCK_SCALE).
 */
import { defineTable } from '../store/table.ts';
import { orderPaymentDetail, ordersTable, type OrderRecord } from './orders.ts';
import { rngFor } from './random.ts';
import { studentsTable, type StudentRecord } from './students.ts';

/** Invoice statuses. */
export const INVOICE_STATUSES = ['Emitida', 'Pendente', 'Cancelada'] as const;

/** One invoice status. */
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/** An invoice row: the invoice, its order and the student it was issued to. */
export interface InvoiceRecord {
  NotaFiscalID: number;
  /** Nine digits; the order detail's NotaFiscal. */
  NumeroNota: string;
  Serie: string;
  PedidoId: number;
  NumPedido: string;
  AlunoID: number;
  NomeAluno: string;
  /** 11 digits. */
  CPF: string;
  Email: string;
  Produto: string;
  /** Reais. */
  Valor: number;
  /** `yyyy-mm-dd`, null while pending. */
  DataEmissao: string | null;
  Status: InvoiceStatus;
  /** URL of the invoice's PDF (the order detail's NotaFiscalArquivo), null while pending. */
  Arquivo: string | null;
  /** `yyyy-mm-dd` when cancelled. */
  DataCancelamento: string | null;
}

const PAID = new Set(['Pago', 'Pago QC']);

/** `dd/mm/yyyy` (as orders keep dates) → `yyyy-mm-dd`, by position: the seed's dates are always valid. */
function brToIso(date: string): string {
  return `${date.slice(6, 10)}-${date.slice(3, 5)}-${date.slice(0, 2)}`;
}
const CANCELLED = new Set(['Cancelado', 'Cancelado por chargeback', 'Convertido em Cupom']);

/** The invoices of the given orders, ids from 1 in order id order. */
export function generateInvoices(orders: readonly OrderRecord[], students: readonly StudentRecord[]): InvoiceRecord[] {
  const invoices: InvoiceRecord[] = [];
  for (const order of orders) {
    if (!PAID.has(order.Status) && !CANCELLED.has(order.Status)) continue;
    const detail = orderPaymentDetail(order);
    if (!detail.NotaFiscal) continue;
    const rng = rngFor('nota-fiscal', order.PedidoId);
    const student = students[order.AlunoID - 1];
    const cancelled = CANCELLED.has(order.Status);
    // The first invoice is opened by the e2e flows and must be pending, so it can be issued there.
    const pending = !cancelled && (invoices.length === 0 || rng.chance(0.06));
    const status: InvoiceStatus = cancelled ? 'Cancelada' : pending ? 'Pendente' : 'Emitida';
    invoices.push({
      NotaFiscalID: invoices.length + 1,
      NumeroNota: detail.NotaFiscal,
      Serie: '1',
      PedidoId: order.PedidoId,
      NumPedido: order.NumPedido,
      AlunoID: order.AlunoID,
      NomeAluno: student?.NomeCompleto ?? '',
      CPF: student?.CPF ?? '',
      Email: order.Email,
      Produto: order.Produto,
      Valor: order.Valor,
      // Invoices are issued automatically the day the order is paid.
      DataEmissao: pending ? null : brToIso(order.DataCompra),
      Status: status,
      Arquivo: pending ? null : detail.NotaFiscalArquivo,
      DataCancelamento: cancelled && order.DataCancelamento ? brToIso(order.DataCancelamento) : null,
    });
  }
  return invoices;
}

/** The invoices table. */
export const invoicesTable = defineTable<InvoiceRecord>({
  name: 'notas-fiscais',
  idField: 'NotaFiscalID',
  searchFields: ['NomeAluno', 'NumeroNota'],
  seed: ({ base }) => generateInvoices(base(ordersTable), base(studentsTable)),
});

/** Tax regimes of a Brazilian company. */
export const TAX_REGIMES = ['Simples Nacional', 'Lucro Presumido', 'Lucro Real'] as const;

/** Environments of the city's invoice web service. */
export const INVOICE_ENVIRONMENTS = ['Produção', 'Homologação'] as const;

/** The issuer data and invoice settings (one record, id 1). */
export interface FinanceConfigRecord {
  ConfiguracaoID: number;
  RazaoSocial: string;
  NomeFantasia: string;
  /** 14 digits. */
  CNPJ: string;
  InscricaoMunicipal: string;
  RegimeTributario: (typeof TAX_REGIMES)[number];
  /** ISS rate in percent points (2 to 5). */
  AliquotaISS: number;
  /** Service code of the city's list (LC 116/2003 item), e.g. 08.02. */
  CodigoServicoMunicipal: string;
  /** Text printed on every invoice. */
  DescricaoServico: string;
  Municipio: string;
  UF: string;
  SerieNota: string;
  Ambiente: (typeof INVOICE_ENVIRONMENTS)[number];
  /** Invoices are issued as soon as an order is paid. */
  EmissaoAutomatica: boolean;
  /** The student receives the invoice by e-mail. */
  EnviarEmailAluno: boolean;
  EmailFinanceiro: string;
}

/** The two check digits of a CNPJ whose first twelve digits are `base`. */
export function cnpjCheckDigits(base: string): string {
  const digit = (digits: string) => {
    let weight = digits.length - 7;
    let sum = 0;
    for (const char of digits) {
      sum += Number(char) * weight;
      weight = weight === 2 ? 9 : weight - 1;
    }
    const rest = sum % 11;
    return rest < 2 ? 0 : 11 - rest;
  };
  const first = digit(base);
  return `${first}${digit(base + first)}`;
}

/** The fresh configuration. */
export function defaultFinanceConfig(): FinanceConfigRecord {
  const base = '274916380001';
  return {
    ConfiguracaoID: 1,
    RazaoSocial: 'Aprova Concursos Educação a Distância Ltda.',
    NomeFantasia: 'Aprova Concursos',
    CNPJ: base + cnpjCheckDigits(base),
    InscricaoMunicipal: '6.104.592-7',
    RegimeTributario: 'Lucro Presumido',
    AliquotaISS: 2,
    CodigoServicoMunicipal: '08.02',
    DescricaoServico: 'Curso preparatório para concursos públicos na modalidade a distância.',
    Municipio: 'São Paulo',
    UF: 'SP',
    SerieNota: '1',
    Ambiente: 'Produção',
    EmissaoAutomatica: true,
    EnviarEmailAluno: true,
    EmailFinanceiro: 'financeiro@exemplo.com.br',
  };
}

/** The finance configuration table (one row). */
export const financeConfigTable = defineTable<FinanceConfigRecord>({
  name: 'financeiro-configuracao',
  idField: 'ConfiguracaoID',
  seed: () => [defaultFinanceConfig()],
});
