// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { useMockApi } from './mockServer';

const clock = new Date('2026-11-20T10:00:00-03:00');

const api = useMockApi({ user: 'gestor', now: clock });
const { post, get } = api;

describe('coupons', () => {
  it('GET /api/cupons/cupom gives one coupon with every spec field, 404 when absent', async () => {
    const answer = await get('/api/cupons/cupom?CupomID=1');
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.body.cupom).sort()).toEqual([
      'Aplicavel', 'Campanha', 'CupomID', 'DataCriacao', 'DataExpiracao', 'Desconto', 'Limite', 'Modalidade', 'Nome',
      'NomeUsuario', 'OperadorID', 'ProdutoCupomID', 'ProdutosDoCupom', 'Status', 'TipoDescontoID', 'UsoUnico',
      'UsuarioID', 'ValorLimite', 'Venda',
    ].sort());
    const missing = await get('/api/cupons/cupom?CupomID=9999');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: 'Cupom não encontrado.' });
  });

  it('seeds realistic coupons: upper-case codes, ISO dates, a mix of active and inactive', async () => {
    const coupons = (await post('/api/cupons', { QTDPorPagina: 100 })).body.cupons as Array<Record<string, any>>;
    expect(coupons).toHaveLength(60);
    for (const coupon of coupons) {
      expect(coupon.Nome).toMatch(/^[A-Z0-9]+$/);
      expect(coupon.DataCriacao).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(coupon.DataExpiracao > coupon.DataCriacao).toBe(true);
      expect(typeof coupon.Campanha).toBe('string');
      expect(typeof coupon.Venda).toBe('string');
      expect(coupon.Modalidade === 'Campanha' ? coupon.Campanha : coupon.Venda).not.toBe('');
      expect([1, 2]).toContain(coupon.TipoDescontoID);
      expect(['Vendas', 'Campanha']).toContain(coupon.Modalidade);
      expect([1, 2, 3, 4, null]).toContain(coupon.Aplicavel);
      if (coupon.Aplicavel === 4) expect(coupon.ProdutosDoCupom.length).toBeGreaterThan(1);
      if (coupon.TipoDescontoID === 1) expect(coupon.Desconto).toBeLessThanOrEqual(100);
      if (coupon.Limite) expect(coupon.ValorLimite).toBeGreaterThan(0);
    }
    const active = coupons.filter((coupon) => coupon.Status).length;
    expect(active).toBeGreaterThanOrEqual(15);
    expect(active).toBeLessThanOrEqual(45);
    expect(new Set(coupons.map((coupon) => coupon.Nome)).size).toBe(60);
    expect(coupons.some((coupon) => coupon.ValorLimite === 50)).toBe(true);
  });

  it('creates a coupon with the next id and sensible defaults', async () => {
    const created = await post('/api/cupons/save', { Nome: 'E2ENOVO15', Desconto: 15 });
    expect(created.status).toBe(200);
    expect(created.body.cupom).toMatchObject({
      CupomID: 61, Nome: 'E2ENOVO15', Desconto: 15, TipoDescontoID: 1, Status: true, Modalidade: 'Vendas',
      DataCriacao: '2026-11-20', DataExpiracao: '2026-12-20', ProdutosDoCupom: [], UsuarioID: 2, NomeUsuario: 'Marcos Vinícius Andrade',
      Campanha: '', Venda: '',
    });
    const found = await post('/api/cupons', { Nome: 'e2enovo' });
    expect(found.body.cupons.map((c: { Nome: string }) => c.Nome)).toEqual(['E2ENOVO15']);
    expect((await get('/api/cupons/cupom?CupomID=61')).body.cupom.Nome).toBe('E2ENOVO15');
    // A CupomID that does not exist creates, too.
    expect((await post('/api/cupons/save', { CupomID: 5000, Nome: 'OUTRO10', Desconto: '10,5' })).body.cupom).toMatchObject({ CupomID: 62, Desconto: 10.5 });
  });

  it('updates an existing coupon, keeping the fields not sent', async () => {
    const before = (await get('/api/cupons/cupom?CupomID=3')).body.cupom;
    const saved = await post('/api/cupons/save', { ...before, CupomID: '3', Nome: `${before.Nome}X`, ProdutosDoCupom: [{ ID: 1 }, { ID: 2, Nome: 'ignorado' }] });
    expect(saved.status).toBe(200);
    expect(saved.body.cupom).toEqual({
      ...before, Nome: `${before.Nome}X`,
      ProdutosDoCupom: [{ ID: 1, Nome: 'Polícia Federal - Agente' }, { ID: 2, Nome: 'Polícia Federal - Escrivão' }],
    });
    const partial = await post('/api/cupons/save', { CupomID: 3, Status: false, DataExpiracao: '' });
    expect(partial.body.cupom).toEqual({ ...saved.body.cupom, Status: false });
    const moved = await post('/api/cupons/save', { CupomID: 3, DataExpiracao: '31/12/2026' });
    expect(moved.body.cupom.DataExpiracao).toBe('2026-12-31');
    expect((await post('/api/cupons', {})).body.totalCupons).toBe(60);
  });

  it('refuses a coupon without name or discount, or with wrong values, with pt-BR messages', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ Desconto: 10 }, 'Informe o nome do cupom.'],
      [{ Nome: '   ', Desconto: 10 }, 'Informe o nome do cupom.'],
      [{ Nome: 'SEMDESCONTO' }, 'Informe o desconto do cupom.'],
      [{ Nome: 'SEMDESCONTO', Desconto: '' }, 'Informe o desconto do cupom.'],
      [{ Nome: 'ZERO', Desconto: 0 }, 'O desconto precisa ser maior que zero.'],
      [{ Nome: 'DEMAIS', Desconto: 120, TipoDescontoID: 1 }, 'O desconto em porcentagem não pode passar de 100%.'],
      [{ Nome: 'DATA', Desconto: 10, DataExpiracao: '31/02/2026' }, 'A data de expiração não é uma data válida.'],
      [{ Nome: 'DATA', Desconto: 10, DataCriacao: '2026-05-10', DataExpiracao: '2026-05-01' }, 'A data de expiração não pode ser anterior à data de criação.'],
      [{ Nome: 'PROD', Desconto: 10, ProdutosDoCupom: [{ ID: 9999 }] }, 'Produto {"ID":9999} não encontrado.'],
    ];
    for (const [body, message] of cases) {
      const answer = await post('/api/cupons/save', body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body).toEqual({ message });
    }
    const existing = (await get('/api/cupons/cupom?CupomID=1')).body.cupom.Nome;
    const duplicate = await post('/api/cupons/save', { Nome: existing.toLowerCase(), Desconto: 10 });
    expect(duplicate.body).toEqual({ message: `Já existe um cupom com o nome ${existing.toLowerCase()}.` });
    expect((await post('/api/cupons', {})).body.totalCupons).toBe(60);
  });

  it('removes a coupon and answers its id; 404 for an unknown one', async () => {
    const removed = await post('/api/cupons/remove-cupom', { CupomID: 7 });
    expect(removed.body).toEqual({ CupomID: 7 });
    expect((await get('/api/cupons/cupom?CupomID=7')).status).toBe(404);
    expect((await post('/api/cupons', {})).body.totalCupons).toBe(59);
    expect((await post('/api/cupons/remove-cupom', { CupomID: 7 })).status).toBe(404);
    expect((await post('/api/cupons/remove-cupom', {})).status).toBe(400);
  });

  it('lists products for the coupon form: all, for coupons, and courses only', async () => {
    const all = (await get('/api/produtos')).body.produtos as Array<{ ID: number; Nome: string }>;
    expect(all.length).toBeGreaterThan(50);
    expect(all[0]).toEqual({ ID: 1, Nome: 'Polícia Federal - Agente' });
    expect(all.map((p) => p.Nome)).toEqual(expect.arrayContaining(['INSS - Técnico do Seguro Social', 'Receita Federal - Auditor Fiscal',
      'TJ-SP - Escrevente Técnico Judiciário', 'Banco do Brasil - Escriturário']));
    expect((await get('/api/cupons/produto-cupom')).body.produtos).toEqual(all);
    const courses = (await get('/api/all-cursos')).body.produtos as Array<{ ID: number; Nome: string }>;
    expect(courses.length).toBe(30);
    expect(courses.every((course) => / - /.test(course.Nome))).toBe(true);
  });

  it('reports coupon sales (POST /api/vendas-cupom) with paging', async () => {
    const answer = await post('/api/vendas-cupom', { QTDPorPagina: 5 });
    expect(answer.status).toBe(200);
    expect(answer.body.rowsPerPage).toBe(5);
    expect(answer.body.totalVendasCupom).toBeGreaterThan(5);
    for (const row of answer.body.vendasCupom) {
      expect(Object.keys(row).sort()).toEqual(['ConcursoID', 'DescCupom', 'NomeCupom', 'TotalConcurso']);
      const sum = row.DescCupom.reduce((total: number, sale: { ValorPago: number }) => total + Math.round(sale.ValorPago * 100), 0) / 100;
      expect(row.TotalConcurso).toBe(sum);
      for (const sale of row.DescCupom) {
        expect(Object.keys(sale).sort()).toEqual(['DescID', 'Email', 'Modalidade', 'Pagamento', 'Produto', 'Situacao', 'ValorPago']);
      }
    }
    const name = answer.body.vendasCupom[0].NomeCupom as string;
    const filtered = await post('/api/vendas-cupom', { NomeCupom: name.toLowerCase() });
    expect(filtered.body.vendasCupom.every((row: { NomeCupom: string }) => row.NomeCupom.includes(name))).toBe(true);
  });
});

describe('students', () => {
  it('lists the student-management rows with the spec fields', async () => {
    const answer = await post('/api/gestaoaluno', {});
    expect(answer.body).toMatchObject({ totalAlunos: 100, rowsPerPage: 10 });
    const row = answer.body.alunos[0];
    expect(Object.keys(row).sort()).toEqual(['AlunoID', 'CPF', 'Email', 'ModuloCurso', 'NomeAluno', 'Pedidos', 'SituacaoPagamento', 'Telefone']);
    expect(row.AlunoID).toBe(1);
    expect(row.CPF).toMatch(/^\d{11}$/);
    expect(row.Telefone).toMatch(/^\d{11}$/);
    expect(row.Pedidos).toBeGreaterThan(0);
  });

  it('opens a student with address and orders (newest first)', async () => {
    const answer = await get('/api/alunos/aluno?AlunoID=1');
    expect(answer.status).toBe(200);
    const { aluno } = answer.body;
    expect(Object.keys(aluno).sort()).toEqual(['AlunoID', 'Bairro', 'CEP', 'CPF', 'Cidade', 'Complemento', 'Email', 'Estado',
      'Logradouro', 'NomeCompleto', 'Numero', 'Pedidos', 'Telefone']);
    expect(aluno.CEP).toMatch(/^\d{8}$/);
    expect(aluno.Estado).toMatch(/^[A-Z]{2}$/);
    expect(aluno.Pedidos.length).toBeGreaterThanOrEqual(2);
    expect(aluno.Pedidos.map((order: { PedidoId: number }) => order.PedidoId)).toContain(1);
    const row = (await post('/api/gestaoaluno', { QTDPorPagina: 1 })).body.alunos[0];
    expect(row.Pedidos).toBe(aluno.Pedidos.length);
    expect(row.SituacaoPagamento).toBe(aluno.Pedidos[0].Status);
    expect(row.ModuloCurso).toBe(aluno.Pedidos[0].Produto);
    for (const order of aluno.Pedidos) {
      expect(order.Email).toBe(aluno.Email);
      expect(order.DataCompra).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    }
    expect((await get('/api/alunos/aluno?AlunoID=100000')).status).toBe(404);
  });

  it('saves students: update when AlunoID exists, create otherwise; both paths of the spec', async () => {
    const before = (await get('/api/alunos/aluno?AlunoID=2')).body.aluno;
    const updated = await post('/api/alunos/save', { AlunoID: 2, NomeCompleto: 'Joana Darc Ribeiro', Telefone: '(11) 98888-7777', CEP: '01310-100' });
    expect(updated.status).toBe(200);
    expect(updated.body.aluno).toMatchObject({ AlunoID: 2, NomeCompleto: 'Joana Darc Ribeiro', Telefone: '11988887777', CEP: '01310100', Email: before.Email });
    expect((await post('/api/gestaoaluno', { Nome: 'joana darc' })).body.alunos.map((r: { AlunoID: number }) => r.AlunoID)).toEqual([2]);

    const created = await post('/api/aluno/save', { NomeCompleto: 'Caio Nogueira', Email: 'caio.nogueira@gmail.com', CPF: '529.982.247-25' });
    expect(created.body.aluno).toMatchObject({ AlunoID: 101, CPF: '52998224725', Pedidos: [] });
    expect((await post('/api/gestaoaluno', {})).body.totalAlunos).toBe(101);

    const invalid = await post('/api/alunos/save', { NomeCompleto: 'X', Email: 'x@exemplo.com.br', CPF: '123.456.789-00' });
    expect(invalid.body).toEqual({ message: 'CPF inválido' });
    expect((await post('/api/alunos/save', { Email: 'x@exemplo.com.br' })).body).toEqual({ message: 'Informe o nome completo do aluno.' });
    expect((await post('/api/alunos/save', { NomeCompleto: 'X', Email: 'x' })).body).toEqual({ message: 'Preencha um email válido' });
  });

  it('removes a student and answers the id', async () => {
    expect((await post('/api/gestaoaluno/remove-aluno', { AlunoID: 5 })).body).toEqual({ AlunoID: 5 });
    expect((await get('/api/alunos/aluno?AlunoID=5')).status).toBe(404);
    expect((await post('/api/gestaoaluno', {})).body.totalAlunos).toBe(99);
    expect((await post('/api/gestaoaluno/remove-aluno', { AlunoID: 5 })).status).toBe(404);
  });

  it('searches students (POST /api/alunos) by name or e-mail and by CPF', async () => {
    const student = (await get('/api/alunos/aluno?AlunoID=7')).body.aluno;
    const byEmail = await post('/api/alunos', { NomeEmail: student.Email.toUpperCase() });
    expect(byEmail.body.alunos.map((a: { AlunoID: number }) => a.AlunoID)).toEqual([7]);
    const masked = `${student.CPF.slice(0, 3)}.${student.CPF.slice(3, 6)}.${student.CPF.slice(6, 9)}-${student.CPF.slice(9)}`;
    expect((await post('/api/alunos', { CPF: masked })).body.alunos.map((a: { AlunoID: number }) => a.AlunoID)).toEqual([7]);
    const buyer = (await get('/api/alunos/aluno?AlunoID=1')).body.aluno;
    const products = (await get('/api/produtos')).body.produtos as Array<{ ID: number; Nome: string }>;
    const productId = products.find((p) => p.Nome === buyer.Pedidos[0].Produto)!.ID;
    const byCourse = await post('/api/alunos', { Cursos: [productId], QTDPorPagina: 200 });
    expect(byCourse.body.alunos.map((a: { AlunoID: number }) => a.AlunoID)).toContain(1);
    expect(byCourse.body.totalAlunos).toBeLessThan(100);
    for (const found of byCourse.body.alunos.slice(0, 5)) {
      const orders = (await get(`/api/alunos/aluno?AlunoID=${found.AlunoID}`)).body.aluno.Pedidos as Array<{ Produto: string }>;
      expect(orders.some((order) => order.Produto === buyer.Pedidos[0].Produto)).toBe(true);
    }
  });
});

describe('orders', () => {
  it('gives the order detail with Detalhe', async () => {
    const answer = await post('/api/detalhe-pedido', { PedidoID: '1' });
    expect(answer.status).toBe(200);
    const { pedido } = answer.body;
    expect(pedido).toMatchObject({ PedidoId: 1, Status: 'Pago', DataCancelamento: null });
    expect(pedido.DataCompra).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    expect(Object.keys(pedido.Detalhe).sort()).toEqual(['AlunoID', 'CPF', 'Comissao', 'Desconto', 'Email', 'NomeAluno', 'NomeCupom',
      'NotaFiscal', 'NotaFiscalArquivo', 'NumCartao', 'NumParcelas', 'Telefone']);
    expect(pedido.Detalhe.AlunoID).toBe(1);
    if (pedido.FormaPagamento === 'Cartão') expect(pedido.Detalhe.NumCartao).toMatch(/^\*\*\*\* \*\*\*\* \*\*\*\* \d{4}$/);
    else expect(pedido.Detalhe.NumCartao).toBeNull();
    expect((await post('/api/detalhe-pedido', { PedidoID: 999999 })).status).toBe(404);
  });

  it('lists orders with the Email filter and carries cancellation fields on cancelled ones', async () => {
    const all = (await post('/api/pedidos', { QTDPorPagina: 1000 })).body;
    expect(all.totalPedidos).toBeGreaterThan(150);
    const statuses = new Set(all.pedidos.map((p: { Status: string }) => p.Status));
    for (const status of ['Pago', 'Pago QC', 'Pagamento Pendente', 'Aguardando pagamento', 'Cancelado']) expect(statuses).toContain(status);
    for (const order of all.pedidos) {
      if (['Cancelado', 'Cancelado por chargeback', 'Convertido em Cupom'].includes(order.Status)) {
        expect(order.DataCancelamento).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
        expect(['Cancelamento Cartão', 'Converter em Crédito']).toContain(order.TipoCancelamento);
        expect(order.MotivoCancelamento).toBeTruthy();
        expect(order.Integral).toBe(!order.Parcial);
        expect(order.ValorReembolso).toBeLessThanOrEqual(order.Valor);
      } else {
        expect(order.DataCancelamento).toBeNull();
      }
    }
    const email = all.pedidos[3].Email;
    const filtered = await post('/api/pedidos', { Email: email.toUpperCase() });
    expect(filtered.body.pedidos.length).toBeGreaterThan(0);
    expect(filtered.body.pedidos.every((p: { Email: string }) => p.Email === email)).toBe(true);
  });

  it('lists the cancellation types', async () => {
    expect((await get('/api/pedidos/tipos-cancelamento')).body).toEqual({
      tipos: [{ TipoCancelId: 1, Nome: 'Cancelamento Cartão' }, { TipoCancelId: 2, Nome: 'Converter em Crédito' }],
    });
  });

  it('cancels an order: Status, today\'s date, the fields, and the student row follows', async () => {
    const answer = await post('/api/pedidos/cancelar', {
      PedidoID: 1, TipoCancelamento: 'Cancelamento Cartão', MotivoCancelamento: 'Pedido em duplicidade',
    });
    expect(answer.status).toBe(200);
    const order = (await post('/api/detalhe-pedido', { PedidoID: 1 })).body.pedido;
    expect(answer.body.pedido).toEqual(order);
    expect(order).toMatchObject({
      Status: 'Cancelado', DataCancelamento: '20/11/2026', TipoCancelamento: 'Cancelamento Cartão',
      MotivoCancelamento: 'Pedido em duplicidade', Integral: true, Parcial: false, ValorReembolso: order.Valor,
    });
    const student = (await get('/api/alunos/aluno?AlunoID=1')).body.aluno;
    expect(student.Pedidos.find((p: { PedidoId: number }) => p.PedidoId === 1).Status).toBe('Cancelado');
    const row = (await post('/api/gestaoaluno', { QTDPorPagina: 1 })).body.alunos[0];
    expect(row.SituacaoPagamento).toBe(student.Pedidos[0].Status);
    expect((await post('/api/pedidos/cancelar', { PedidoID: 1, TipoCancelamento: 1, MotivoCancelamento: 'De novo' })).body)
      .toEqual({ message: 'Este pedido já foi cancelado.' });
  });

  it('cancels partially with a refund value (type given by id)', async () => {
    const order = (await post('/api/detalhe-pedido', { PedidoID: 2 })).body.pedido;
    const target = ['Cancelado', 'Cancelado por chargeback', 'Convertido em Cupom'].includes(order.Status) ? 1 : 2;
    const valor = (await post('/api/detalhe-pedido', { PedidoID: target })).body.pedido.Valor;
    const answer = await post('/api/pedidos/cancelar', {
      PedidoID: target, TipoCancelamento: 2, MotivoCancelamento: 'Troca por outro curso', Parcial: true, ValorReembolso: '10,50',
    });
    expect(answer.body.pedido).toMatchObject({ TipoCancelamento: 'Converter em Crédito', Parcial: true, Integral: false, ValorReembolso: 10.5 });
    expect(valor).toBeGreaterThan(10.5);
  });

  it('refuses a cancellation without reason or type, or refunding more than the value', async () => {
    const order = (await post('/api/detalhe-pedido', { PedidoID: 1 })).body.pedido;
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ PedidoID: 1, TipoCancelamento: 'Cancelamento Cartão' }, 'Informe o motivo do cancelamento.'],
      [{ PedidoID: 1, MotivoCancelamento: 'x' }, 'Informe o tipo de cancelamento.'],
      [{ PedidoID: 1, MotivoCancelamento: 'x', TipoCancelamento: 'Outro' }, 'Tipo de cancelamento inválido.'],
      [{ PedidoID: 1, MotivoCancelamento: 'x', TipoCancelamento: 1, ValorReembolso: order.Valor + 0.01 },
        `O valor do reembolso não pode ser maior que o valor do pedido (${new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(order.Valor)}).`],
      [{ PedidoID: 1, MotivoCancelamento: 'x', TipoCancelamento: 1, Parcial: true }, 'Informe o valor do reembolso parcial.'],
      [{ PedidoID: 1, MotivoCancelamento: 'x', TipoCancelamento: 1, Parcial: true, Integral: true, ValorReembolso: 1 }, 'Escolha reembolso integral ou parcial, não os dois.'],
      [{ MotivoCancelamento: 'x', TipoCancelamento: 1 }, 'Informe o pedido (PedidoID).'],
    ];
    for (const [body, message] of cases) {
      const answer = await post('/api/pedidos/cancelar', body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body).toEqual({ message });
    }
    expect((await post('/api/detalhe-pedido', { PedidoID: 1 })).body.pedido.Status).toBe('Pago');
  });
});

describe('daily revenue', () => {
  const amountFields = ['FatTotal', 'FatDirecaoPG', 'FatLiquidoDirecao', 'FatQCPG', 'FatParticipacaoQC', 'Convertido', 'Pendente', 'Recusado', 'Cancelado'];

  it('answers one row per day, oldest first, and totals equal to the sums', async () => {
    const answer = await post('/api/faturamento-diario', { DataInicio: '2026-11-01', DataFinal: '2026-11-10' });
    expect(answer.status).toBe(200);
    const { faturamentos, faturamentoTotal, totalFaturamentos } = answer.body;
    expect(totalFaturamentos).toBe(10);
    expect(faturamentos.map((row: { DataFaturamento: string }) => row.DataFaturamento)).toEqual(
      Array.from({ length: 10 }, (_, i) => `${String(i + 1).padStart(2, '0')}/11/2026`));
    expect(faturamentos[0].FaturamentoId).toBe(20261101);
    for (const field of amountFields) {
      const sum = faturamentos.reduce((total: number, row: Record<string, number>) => total + Math.round(row[field] * 100), 0) / 100;
      expect(faturamentoTotal[field]).toBe(sum);
    }
    expect(Object.keys(faturamentoTotal).sort()).toEqual([...amountFields].sort());
    for (const row of faturamentos) {
      expect(row.FatTotal).toBeGreaterThan(1000);
      expect(Math.round(row.FatTotal * 100)).toBe(Math.round(row.FatDirecaoPG * 100) + Math.round(row.FatQCPG * 100));
      expect(row.FatLiquidoDirecao).toBeLessThan(row.FatDirecaoPG);
      for (const field of amountFields) expect(Math.round(row[field] * 100) / 100).toBe(row[field]);
    }
  });

  it('gives the same numbers for the same date in any range, accepting dd/mm/yyyy too', async () => {
    const wide = (await post('/api/faturamento-diario', { DataInicio: '2026-10-20', DataFinal: '2026-11-05' })).body.faturamentos;
    const narrow = (await post('/api/faturamento-diario', { DataInicio: '03/11/2026', DataFinal: '03/11/2026' })).body.faturamentos;
    expect(narrow).toEqual([wide.find((row: { DataFaturamento: string }) => row.DataFaturamento === '03/11/2026')]);
  });

  it('defaults to the last 30 days and refuses inverted, invalid or too long ranges', async () => {
    const defaults = (await post('/api/faturamento-diario', {})).body;
    expect(defaults.totalFaturamentos).toBe(30);
    expect(defaults.faturamentos.at(-1).DataFaturamento).toBe('20/11/2026');
    expect((await post('/api/faturamento-diario', { DataInicio: '2026-11-10', DataFinal: '2026-11-01' })).body)
      .toEqual({ message: 'A data inicial não pode ser posterior à data final.' });
    expect((await post('/api/faturamento-diario', { DataInicio: '2025-01-01', DataFinal: '2026-01-02' })).body)
      .toEqual({ message: 'O período não pode passar de 366 dias.' });
    expect((await post('/api/faturamento-diario', { DataInicio: '2025-01-01', DataFinal: '2026-01-01' })).body.totalFaturamentos).toBe(366);
    expect((await post('/api/faturamento-diario', { DataInicio: 'ontem' })).status).toBe(400);
  });
});

describe('control endpoints', () => {
  it('/__mock/fail answers the next matching requests with the status and message, then stops', async () => {
    const fail = await api.server.call('POST', '/__mock/fail', { body: { method: 'POST', path: '/api/cupons/save', status: 500, message: 'Banco de dados indisponível.', times: 2 } });
    expect(fail.status).toBe(200);
    for (let i = 0; i < 2; i += 1) {
      const answer = await post('/api/cupons/save', { Nome: 'FALHA500', Desconto: 12 });
      expect(answer.status).toBe(500);
      expect(answer.body).toEqual({ message: 'Banco de dados indisponível.' });
    }
    expect((await post('/api/cupons/save', { Nome: 'FALHA500', Desconto: 12 })).status).toBe(200);
    // Another method or path is not affected.
    await api.server.call('POST', '/__mock/fail', { body: { method: 'GET', path: '/api/cupons/cupom', status: 503 } });
    expect((await post('/api/cupons', {})).status).toBe(200);
    expect((await get('/api/cupons/cupom?CupomID=1')).status).toBe(503);
  });

  it('/__mock/fail can fake a 401 and refuses bad rules', async () => {
    await api.server.call('POST', '/__mock/fail', { body: { path: '/admin/user', status: 401, message: 'access_token expired' } });
    expect((await get('/admin/user')).body).toEqual({ message: 'access_token expired' });
    expect((await api.server.call('POST', '/__mock/fail', { body: { path: 'api', status: 500 } })).status).toBe(400);
    expect((await api.server.call('POST', '/__mock/fail', { body: { path: '/api/x', status: 200 } })).status).toBe(400);
  });

  it('/__mock/delay delays the matching response', async () => {
    await api.server.call('POST', '/__mock/delay', { body: { path: '/api/cupons', ms: 250 } });
    let start = performance.now();
    expect((await post('/api/cupons', {})).status).toBe(200);
    expect(performance.now() - start).toBeGreaterThanOrEqual(240);
    start = performance.now();
    await post('/api/cupons', {});
    expect(performance.now() - start).toBeLessThan(240);
  });

  it('/__mock/reset restores the fresh seed: writes, users\' data and pending failures', async () => {
    const fresh = (await post('/api/cupons', { QTDPorPagina: 100 })).body;
    await post('/api/cupons/save', { Nome: 'TEMPORARIO', Desconto: 5 });
    await post('/api/cupons/remove-cupom', { CupomID: 1 });
    await post('/api/pedidos/cancelar', { PedidoID: 1, TipoCancelamento: 1, MotivoCancelamento: 'teste' });
    await api.server.call('PUT', '/admin/user', { token: api.token, body: { data: { shortcuts: ['x'] } } });
    await api.server.call('POST', '/__mock/fail', { body: { path: '/api/gestaoaluno', status: 500 } });
    expect((await api.server.call('POST', '/__mock/reset')).status).toBe(200);
    await api.signIn('gestor');
    expect((await post('/api/cupons', { QTDPorPagina: 100 })).body).toEqual(fresh);
    expect((await post('/api/detalhe-pedido', { PedidoID: 1 })).body.pedido.Status).toBe('Pago');
    expect((await get('/admin/user')).body.data.shortcuts).toEqual([]);
    expect((await post('/api/gestaoaluno', {})).status).toBe(200);
  });
});
