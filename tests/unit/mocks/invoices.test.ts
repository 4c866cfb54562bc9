// @vitest-environment node
import { isValidCnpj } from '@brazilian-utils/brazilian-utils';
import { describe, expect, it } from 'vitest';
import { useMockApi } from './mockServer';

const clock = new Date('2026-11-20T10:00:00-03:00');

const api = useMockApi({ user: 'admin', now: clock });
const { post, get } = api;

describe('invoices', () => {
  it('are the invoices of the paid and cancelled orders, with the number and file the order detail shows', async () => {
    const list = (await post('/api/notas-fiscais', { QTDPorPagina: 1000 })).body;
    expect(list.totalNotasFiscais).toBeGreaterThan(100);
    const invoices = list.notasFiscais as Array<Record<string, any>>;
    const statuses = new Set(invoices.map((invoice) => invoice.Status));
    expect([...statuses].sort()).toEqual(['Cancelada', 'Emitida', 'Pendente']);
    for (const invoice of invoices.slice(0, 30)) {
      const order = (await post('/api/detalhe-pedido', { PedidoID: invoice.PedidoId })).body.pedido;
      expect(order.Detalhe.NotaFiscal).toBe(invoice.NumeroNota);
      expect(order.NumPedido).toBe(invoice.NumPedido);
      expect(invoice.CPF).toMatch(/^\d{11}$/);
      if (invoice.Status === 'Pendente') expect(invoice).toMatchObject({ DataEmissao: null, Arquivo: null });
      else expect(invoice.Arquivo).toBe(order.Detalhe.NotaFiscalArquivo);
      if (invoice.Status === 'Cancelada') expect(['Cancelado', 'Cancelado por chargeback', 'Convertido em Cupom']).toContain(order.Status);
    }
  });

  it('filter by status, student, CPF digits, order and issue period', async () => {
    const pending = (await post('/api/notas-fiscais', { Status: 'Pendente', QTDPorPagina: 1000 })).body.notasFiscais;
    expect(pending.length).toBeGreaterThan(0);
    expect(pending.every((invoice: { Status: string }) => invoice.Status === 'Pendente')).toBe(true);
    const first = (await post('/api/notas-fiscais')).body.notasFiscais[0];
    const masked = `${first.CPF.slice(0, 3)}.${first.CPF.slice(3, 6)}.${first.CPF.slice(6, 9)}-${first.CPF.slice(9)}`;
    const byCpf = (await post('/api/notas-fiscais', { CPF: masked })).body.notasFiscais;
    expect(byCpf.every((invoice: { CPF: string }) => invoice.CPF === first.CPF)).toBe(true);
    const byName = (await post('/api/notas-fiscais', { NomeAluno: first.NomeAluno.split(' ')[0].toLowerCase() })).body.totalNotasFiscais;
    expect(byName).toBeGreaterThan(0);
    expect((await post('/api/notas-fiscais', { NumPedido: first.NumPedido })).body.notasFiscais[0].NotaFiscalID).toBe(first.NotaFiscalID);
    const period = (await post('/api/notas-fiscais', { DataInicio: '2026-01-01', DataFinal: '2026-03-31', QTDPorPagina: 1000 })).body.notasFiscais;
    expect(period.length).toBeGreaterThan(0);
    expect(period.every((invoice: { DataEmissao: string }) => invoice.DataEmissao >= '2026-01-01' && invoice.DataEmissao <= '2026-03-31')).toBe(true);
    expect((await post('/api/notas-fiscais', { DataInicio: '2026-04-01', DataFinal: '2026-03-01' })).body.message).toBe('A data inicial não pode ser posterior à data final.');
    expect((await post('/api/notas-fiscais', { DataInicio: '32/01/2026' })).body.message).toBe('A data inicial não é uma data válida.');
  });

  it('issue a pending invoice and cancel an issued one, once each', async () => {
    const first = (await post('/api/notas-fiscais')).body.notasFiscais[0];
    expect(first).toMatchObject({ NotaFiscalID: 1, Status: 'Pendente' });
    const issued = await post('/api/notas-fiscais/emitir', { NotaFiscalID: 1 });
    expect(issued.body.notaFiscal).toMatchObject({ Status: 'Emitida', DataEmissao: '2026-11-20', Arquivo: `/notas-fiscais/NFe-${first.NumeroNota}.pdf` });
    expect((await post('/api/notas-fiscais/emitir', { NotaFiscalID: 1 })).body.message).toBe('Só uma nota fiscal pendente pode ser emitida.');
    const cancelled = await post('/api/notas-fiscais/cancelar', { NotaFiscalID: 1 });
    expect(cancelled.body.notaFiscal).toMatchObject({ Status: 'Cancelada', DataCancelamento: '2026-11-20' });
    expect((await post('/api/notas-fiscais/cancelar', { NotaFiscalID: 1 })).body.message).toBe('Só uma nota fiscal emitida pode ser cancelada.');
    expect((await post('/api/notas-fiscais/emitir', {})).body.message).toBe('Informe a nota fiscal (NotaFiscalID).');
    expect((await post('/api/notas-fiscais/emitir', { NotaFiscalID: 999999 })).status).toBe(404);
  });
});

describe('finance configuration', () => {
  it('reads the issuer data and saves a partial update, validated like a server', async () => {
    const config = (await get('/api/financeiro/configuracao')).body.configuracao;
    expect(isValidCnpj(config.CNPJ)).toBe(true);
    expect(config).toMatchObject({ AliquotaISS: 2, CodigoServicoMunicipal: '08.02', EmissaoAutomatica: true, UF: 'SP' });
    const saved = await post('/api/financeiro/configuracao', { AliquotaISS: '3,5', EmissaoAutomatica: false, CNPJ: '11.222.333/0001-81' });
    expect(saved.body.configuracao).toEqual({ ...config, AliquotaISS: 3.5, EmissaoAutomatica: false, CNPJ: '11222333000181' });
    expect((await get('/api/financeiro/configuracao')).body.configuracao.AliquotaISS).toBe(3.5);
    expect((await post('/api/financeiro/configuracao', { CNPJ: '11222333000180' })).body.message).toBe('CNPJ inválido.');
    expect((await post('/api/financeiro/configuracao', { AliquotaISS: 7 })).body.message).toBe('A alíquota do ISS deve ficar entre 2% e 5%.');
    expect((await post('/api/financeiro/configuracao', { CodigoServicoMunicipal: '802' })).status).toBe(400);
    expect((await post('/api/financeiro/configuracao', { EmailFinanceiro: 'financeiro@' })).body.message).toBe('Preencha um email válido');
    expect((await post('/api/financeiro/configuracao', { RazaoSocial: '' })).body.message).toBe('Informe a razão social.');
    expect((await post('/api/financeiro/configuracao', { RegimeTributario: 'MEI' })).status).toBe(400);
    expect((await api.server.call('GET', '/api/financeiro/configuracao')).status).toBe(401);
  });
});
