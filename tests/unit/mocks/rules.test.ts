// @vitest-environment node
/** The business rules, each once: what the generic CRUD cannot know. */
import { describe, expect, it } from 'vitest';
import { withMockApi } from './mockServer';

const api = withMockApi({ user: 'admin', now: new Date('2026-11-20T15:00:00-03:00') });
const first = async (path: string, field: string, body: Record<string, unknown> = {}) => (await api.post(path, body)).body[field][0];

describe('pedidos: cancelamento', () => {
  it('cancela com reembolso integral, o aluno passa a mostrar a nova situação e não cancela duas vezes', async () => {
    const order = await first('/api/pedidos', 'pedidos', { AlunoID: 1, OrdenarPor: 'DataCompra', Ordem: 'desc' });
    const answer = await api.post('/api/pedidos/cancelar', { PedidoID: order.PedidoId, TipoCancelamento: 'Converter em Crédito', MotivoCancelamento: 'Pedido em duplicidade' });
    expect(answer.body.pedido).toMatchObject({ Status: 'Cancelado', Integral: true, ValorReembolso: order.Valor, DataCancelamento: '20/11/2026' });
    expect((await api.get('/api/alunos/aluno?AlunoID=1')).body.aluno.SituacaoPagamento).toBe('Cancelado');
    expect((await api.post('/api/pedidos/cancelar', { PedidoID: order.PedidoId, TipoCancelamento: 'Converter em Crédito', MotivoCancelamento: 'x' })).status).toBe(400);
  });

  it('parcial pede o valor, que não passa do pedido', async () => {
    const order = await first('/api/pedidos', 'pedidos', { Status: 'Pago' });
    const cancel = (extra: Record<string, unknown>) => api.post('/api/pedidos/cancelar', { PedidoID: order.PedidoId, TipoCancelamento: 1, MotivoCancelamento: 'Troca', ...extra });
    expect((await cancel({ Parcial: true })).status).toBe(400);
    expect((await cancel({ Parcial: true, ValorReembolso: order.Valor + 1 })).status).toBe(400);
    expect((await cancel({ Parcial: true, ValorReembolso: 10 })).body.pedido).toMatchObject({ Parcial: true, ValorReembolso: 10, TipoCancelamento: 'Cancelamento Cartão' });
  });
});

describe('liberação manual', () => {
  it('acumula no registro do aluno, com o histórico, e recusa liberar de novo o que ele já tem', async () => {
    const student = (await api.get('/api/alunos/aluno?AlunoID=2')).body.aluno;
    const release = (body: Record<string, unknown>) => api.post('/api/liberacao/save', { EmailAluno: student.Email.toUpperCase(), Observacao: 'Cortesia', ...body });
    const once = await release({ Cursos: [{ id: 1, name: 'x' }] });
    expect(once.body.liberacao).toMatchObject({ AlunoID: 2, NomeAluno: student.NomeCompleto, UltimaLiberacao: '2026-11-20' });
    const twice = await release({ Modulos: [{ id: 31 }] });
    expect(twice.body.liberacao.LiberacaoID).toBe(once.body.liberacao.LiberacaoID);
    expect(twice.body.liberacao.DescLiberacao.at(-1)).toMatchObject({ Produto: 'Módulo', Operador: 'Ana Paula Ribeiro' });
    expect((await release({ Cursos: [{ id: 1 }] })).body.message).toBe('Os cursos e módulos escolhidos já estavam liberados para este aluno.');
    expect((await release({ Cursos: [{ id: 31 }] })).status).toBe(400);
    expect((await api.post('/api/liberacao/save', { EmailAluno: 'ninguem@exemplo.com.br', Cursos: [{ id: 1 }] })).status).toBe(400);
  });
});

describe('fórum de dúvidas (chat)', () => {
  it('abre a conversa (lida), envia uma mensagem que vai ao topo da lista e recusa mensagem vazia', async () => {
    await api.signIn('professor');
    const user = (await api.get('/api/chat/user')).body.user;
    const mine = user.chatList.map((entry: { contactId: number }) => entry.contactId);
    const contact = (await api.get('/api/chat/contacts')).body.contacts.find((row: { id: number; unread: number }) => row.unread > 0 && mine.includes(row.id));
    const chat = (await api.get(`/api/chat/get-chat?contactId=${contact.id}&userId=${user.id}`)).body;
    expect(chat.chat.dialog.length).toBeGreaterThan(0);
    expect((await api.get('/api/chat/contacts')).body.contacts.find((row: { id: number }) => row.id === contact.id).unread).toBe(0);
    const sent = await api.post('/api/chat/send-message', { chatId: chat.chat.id, contactId: contact.id, messageText: ' Boa pergunta! ' });
    expect(sent.body.message).toMatchObject({ who: user.id, message: 'Boa pergunta!' });
    expect(sent.body.userChatList[0].chatId).toBe(chat.chat.id);
    expect((await api.post('/api/chat/send-message', { chatId: chat.chat.id, contactId: contact.id, messageText: '  ' })).status).toBe(400);
  });

  it('uma conversa nova é criada ao abrir; os dados do perfil se fundem', async () => {
    await api.signIn('suporte');
    const chat = (await api.get('/api/chat/get-chat?contactId=30')).body;
    expect(chat.chat.dialog).toEqual([]);
    expect((await api.post('/api/chat/user/data', { status: 'offline', chatList: [] })).body.user).toMatchObject({ status: 'offline', id: 'equipe-4' });
    expect((await api.post('/api/chat/user/data', { status: 'ausente' })).status).toBe(400);
  });
});

describe('hierarquia', () => {
  it('cria abaixo do pai (nível seguinte), renomeia, recusa nome repetido e remove uma folha', async () => {
    const root = (await api.get('/api/hierarquia')).body.nodes[0];
    const created = (await api.post('/api/hierarquia/save', { name: 'Tema novo', parentId: root._id })).body.node;
    expect(created).toMatchObject({ level: 2, levelName: 'Assunto', pathNames: [root.name, 'Tema novo'], childCount: 0 });
    expect((await api.post('/api/hierarquia/save', { name: 'Tema  novo', parentId: root._id })).status).toBe(400);
    expect((await api.post('/api/hierarquia/save', { _id: created._id, name: 'Tema renomeado' })).body.node.slug).toBe('tema-renomeado');
    expect((await api.post('/api/hierarquia/remove', { _id: root._id })).status).toBe(400);
    expect((await api.post('/api/hierarquia/remove', { _id: created._id })).body).toEqual({ _id: created._id });
  });

  it('move só para um item do nível de cima; apelidos sem repetições; a busca acha pelo apelido', async () => {
    const [a, b] = (await api.get('/api/hierarquia')).body.nodes;
    const child = (await api.get(`/api/hierarquia?parentId=${a._id}`)).body.nodes[0];
    expect((await api.post('/api/hierarquia/move', { _id: child._id, parentId: b._id })).body.node.pathNames[0]).toBe(b.name);
    expect((await api.post('/api/hierarquia/move', { _id: a._id, parentId: b._id })).status).toBe(400);
    const aliased = (await api.post('/api/hierarquia/alias', { _id: child._id, aliases: ['Apelido X', ' apelido x ', ''] })).body.node;
    expect(aliased.aliases).toEqual(['Apelido X']);
    expect((await api.get('/api/hierarquia/busca?busca=apelido x')).body.nodes.map((node: { _id: number }) => node._id)).toContain(child._id);
  });
});

describe('questões', () => {
  const question = {
    title: '<p>Qual a capital federal?</p>', type: 'MULTIPLA_ESCOLHA', exam: { evaluatingInstitution: 'FGV', year: 2024 },
    alternatives: [{ answer: 'Rio' }, { answer: 'Brasília', right: true }, { answer: 'Salvador' }], hierarchies: [{ _id: 1 }],
  };

  it('uma questão nova ganha o próximo código, letras por posição e vai para a revisão', async () => {
    const saved = (await api.post('/api/question/save', question)).body.question;
    expect(saved).toMatchObject({ code: 'Q00037', rightAlternative: 'B', review: 'PENDENTE', hierarchies: [{ _id: 1, levelName: 'Disciplina' }] });
    expect(saved.alternatives.map((item: { letter: string }) => item.letter)).toEqual(['A', 'B', 'C']);
    expect((await api.post('/api/question/save', { ...question, alternatives: [{ answer: 'a' }, { answer: 'b' }] })).body.message).toBe('Marque a alternativa correta.');
    expect((await api.post('/api/question/save', { ...question, type: 'CERTO_ERRADO' })).status).toBe(400);
    expect((await api.post('/api/question/save', { ...question, title: '' })).body.message).toMatch(/^Enunciado: Preencha um valor\.$|: Preencha um valor\.$/);
  });

  it('aprovar publica; reprovar guarda a nota; classificar troca a hierarquia', async () => {
    const pending = await first('/api/questions', 'questions', { review: 'PENDENTE' });
    expect((await api.post('/api/question/review', { _id: pending._id, decision: 'approve' })).body.question).toMatchObject({ review: 'APROVADA', unpublished: false });
    expect((await api.post('/api/question/review', { _id: pending._id, decision: 'reject', note: 'Gabarito divergente' })).body.question).toMatchObject({ review: 'REPROVADA', reviewNote: 'Gabarito divergente' });
    expect((await api.post('/api/question/review', { _id: pending._id, decision: 'talvez' })).status).toBe(400);
    expect((await api.post('/api/question/hierarchies', { _id: pending._id, hierarchies: [{ _id: 2 }] })).body.question.hierarchies[0]._id).toBe(2);
    expect((await api.post('/api/question/hierarchies', { _id: pending._id, hierarchies: [{ _id: 99999 }] })).status).toBe(400);
  });
});

describe('relatórios', () => {
  it('vendas de cupons, produtos e resumo dos pedidos somam o mesmo que os pedidos', async () => {
    const all = (await api.post('/api/pedidos', { QTDPorPagina: 1000 })).body.pedidos as Array<{ Status: string; Valor: number; DataCompra: string }>;
    const orders = all.filter((order) => order.DataCompra.split('/').reverse().join('-') >= '2025-11-20');
    const summary = (await api.post('/api/pedidos/resumo', { DataInicio: '2025-11-20', DataFinal: '2026-11-20' })).body;
    expect(summary.totais.Pedidos).toBe(orders.length);
    const paid = orders.filter((order) => ['Pago', 'Pago QC'].includes(order.Status));
    expect(summary.totais.ValorPago).toBeCloseTo(paid.reduce((sum, order) => sum + order.Valor, 0), 2);
    const products = (await api.post('/api/produtosdb', { QTDPorPagina: 500 })).body;
    expect(products.totais.QtdPedidos).toBe(all.filter((order) => ['Pago', 'Pago QC'].includes(order.Status)).length);
    const coupons = (await api.post('/api/vendas-cupom/totais', {})).body;
    expect(coupons.totais.QuantidadeVendas).toBe((await api.post('/api/vendas-cupom', { QTDPorPagina: 1000 })).body.vendasCupom.reduce((sum: number, row: { DescCupom: unknown[] }) => sum + row.DescCupom.length, 0));
  });

  it('a lista de pedidos segue o período (DataInicio, DataFinal) como o resumo', async () => {
    const period = { DataInicio: '2026-09-01', DataFinal: '2026-09-30' };
    const summary = (await api.post('/api/pedidos/resumo', period)).body;
    const listed = (await api.post('/api/pedidos', { ...period, QTDPorPagina: 1000, OrdenarPor: 'DataCompra', Ordem: 'desc' })).body;
    expect(listed.totalPedidos).toBe(summary.totais.Pedidos);
    expect(listed.totalPedidos).toBeGreaterThan(0);
    const days = listed.pedidos.map((order: { DataCompra: string }) => order.DataCompra.split('/').reverse().join('-'));
    expect(days.every((day: string) => day >= period.DataInicio && day <= period.DataFinal)).toBe(true);
    const cancelled = (await api.post('/api/pedidos', { ...period, Status: 'Cancelado' })).body.totalPedidos;
    expect(cancelled).toBe((await api.post('/api/pedidos/resumo', { ...period, Status: 'Cancelado' })).body.totais.Pedidos);
  });

  it('royalties: o total é a soma dos professores; o professor vê os seus', async () => {
    const report = (await api.post('/api/relatorio-royalties', { QTDPorPagina: 100 })).body;
    expect(report.totais.ValorRoyalties).toBeCloseTo(report.royalties.reduce((sum: number, row: { ValorRoyalties: number }) => sum + row.ValorRoyalties, 0), 2);
    await api.signIn('professor');
    const mine = (await api.post('/api/meusroyalties', { QTDPorPagina: 200 })).body;
    expect(mine.Professor).toBe('Carlos Eduardo Menezes');
    expect(mine.totais.Remuneracao).toBeCloseTo(report.royalties.find((row: { OperadorID: number }) => row.OperadorID === 1).ValorRoyalties, 2);
  });

  it('faturamento: um dia mostra sempre os mesmos números; o mês soma os dias; ano fora do intervalo é 400', async () => {
    const days = (await api.post('/api/faturamento-diario', { DataInicio: '2026-11-01', DataFinal: '2026-11-10' })).body;
    expect(days.totalFaturamentos).toBe(10);
    const again = (await api.post('/api/faturamento-diario', { DataInicio: '2026-11-05', DataFinal: '2026-11-05' })).body;
    expect(again.faturamentos[0]).toEqual(days.faturamentos[4]);
    const year = (await api.post('/api/faturamento-mensal', { Ano: 2026 })).body;
    expect(year.faturamentos).toHaveLength(11);
    expect(year.faturamentos[10].Dias).toBe(20);
    expect((await api.post('/api/faturamento-mensal', { Ano: 2014 })).body.message).toBe('Informe um ano entre 2015 e 2026.');
  });
});

describe('notas fiscais e configuração', () => {
  it('emite a pendente (hoje) e cancela a emitida; não o contrário', async () => {
    const pending = await first('/api/notas-fiscais', 'notasFiscais', { Status: 'Pendente' });
    const issued = (await api.post('/api/notas-fiscais/emitir', { NotaFiscalID: pending.NotaFiscalID })).body.notaFiscal;
    expect(issued).toMatchObject({ Status: 'Emitida', DataEmissao: '2026-11-20', Arquivo: `/notas-fiscais/NFe-${pending.NumeroNota}.pdf` });
    expect((await api.post('/api/notas-fiscais/emitir', { NotaFiscalID: pending.NotaFiscalID })).status).toBe(400);
    expect((await api.post('/api/notas-fiscais/cancelar', { NotaFiscalID: pending.NotaFiscalID })).body.notaFiscal.Status).toBe('Cancelada');
  });

  it('a configuração é um registro só, validado pelo esquema (CNPJ)', async () => {
    expect((await api.post('/api/financeiro/configuracao', { AliquotaISS: 3 })).body.configuracao.AliquotaISS).toBe(3);
    expect((await api.post('/api/financeiro/configuracao', { CNPJ: '11.111.111/1111-11' })).body.message).toMatch(/CNPJ/);
  });
});

describe('cursos, destaques e vitrine', () => {
  it('remover é reversível (restaurar); o destaque sai da vitrine', async () => {
    const course = await first('/api/cursos', 'cursos', { removido: false, publicado: true });
    expect((await api.post('/api/cursoever/remove-curso', { CursoID: course.id })).status).toBe(200);
    expect((await api.get(`/api/cursos/curso?CursoID=${course.id}`)).body.curso).toMatchObject({ Removido: true, Publicado: false, Destaque: false });
    expect((await api.post('/api/cursoever/remove-curso', { CursoID: course.id })).status).toBe(400);
    expect((await api.post('/api/cursoever/restore-curso', { CursoID: course.id })).body).toEqual({ CursoID: course.id });
    const featured = (await api.get('/api/cursos-em-destaque')).body.cursosEmDestaque[0];
    expect((await api.post('/api/cursos-em-destaque/remove', { _id: featured._id })).status).toBe(200);
    expect((await api.get('/api/cursos-em-destaque?QTDPorPagina=100')).body.cursosEmDestaque.map((row: { _id: number }) => row._id)).not.toContain(featured._id);
  });

  it('conteúdo programático: lê, grava sem disciplina repetida e limpa', async () => {
    const saved = await api.post('/api/cursos/conteudo-programatico/save', { CursoID: 1, Disciplinas: [{ Disciplina: 'Informática', Topicos: ['Redes', 'Redes'] }] });
    expect(saved.body.conteudoProgramatico.Disciplinas).toEqual([{ Disciplina: 'Informática', Topicos: ['Redes'] }]);
    expect((await api.post('/api/cursos/conteudo-programatico/save', { CursoID: 1, Disciplinas: [{ Disciplina: 'A' }, { Disciplina: 'A' }] })).status).toBe(400);
    await api.post('/api/cursos/conteudo-programatico/remove', { CursoID: 1 });
    expect((await api.get('/api/cursos/conteudo-programatico?CursoID=1')).body.conteudoProgramatico.Disciplinas).toEqual([]);
  });

  it('a vitrine lista os concursos publicados, os populares primeiro', async () => {
    const popular = (await api.get('/api/ecommerce/concursos/MaisPopulares?QTDPorPagina=100')).body.concursos as Array<{ students: number; published: boolean }>;
    expect(popular.every((row) => row.published)).toBe(true);
    expect(popular.map((row) => row.students)).toEqual([...popular.map((row) => row.students)].sort((a, b) => b - a));
  });
});

describe('conteúdo: PDFs', () => {
  it('reprocessa um PDF com erro (volta à fila) e pede o PDF de uma aula, não duas vezes', async () => {
    const failed = await first('/api/reprocessar-pdf', 'pdfs', { Status: 'Erro' });
    expect((await api.post('/api/reprocessar-pdf/reprocessar', { PdfID: failed.PdfID })).body.pdf).toMatchObject({ Status: 'Pendente', Tentativas: failed.Tentativas + 1 });
    expect((await api.post('/api/reprocessar-pdf/reprocessar', { PdfID: failed.PdfID })).status).toBe(400);
    const lesson = (await api.post('/api/aulas', { QTDPorPagina: 1 })).body.lessons[0];
    const requested = (await api.post('/api/reprocessar-pdf/save', { AulaID: lesson.AulaID, Observacao: 'Correção' })).body.pdf;
    expect(requested.Arquivo).toMatch(/^aula-\d{4}-[a-z0-9-]+\.pdf$/);
    expect((await api.post('/api/reprocessar-pdf/save', { AulaID: lesson.AulaID })).status).toBe(400);
  });
});

describe('regras dos recursos', () => {
  it('campos calculados pelo servidor: link de vendas, caderno manual, combo, aula', async () => {
    const link = (await api.post('/api/link-vendas/save', { Email: 'Novo@Exemplo.com.br', tipoProduto: 'Módulo', moduloId: 31, discountType: 'Dinheiro', valorDesconto: 25, dataExpiracao: '2026-12-31' })).body.linkVenda;
    expect(link).toMatchObject({ Email: 'novo@exemplo.com.br', Produto: 'Língua Portuguesa para Polícia Federal', desconto: 'R$ 25,00', status: 'pagamento pendente', curso: null });
    expect(link.link).toMatch(/^https:\/\/loja\.exemplo\.com\.br\/checkout\/link-de-vendas\//);
    const notebook = (await api.post('/api/cadernos/save', { Nome: 'Manual', Disciplina: 'Informática', Selecao: 'Manual', Questoes: '101, 205, 333, 101' })).body.caderno;
    expect(notebook).toMatchObject({ QuantidadeQuestoes: 3, Questoes: '101, 205, 333' });
    const combo = (await api.post('/api/combo/save', { Nome: 'Combo teste', Preco: 100, Cursos: [{ CursoID: 1 }], Modulos: [{ ModuloID: 1 }] })).body.combo;
    expect(combo).toMatchObject({ QuantidadeItens: 2, Cursos: [{ CursoID: 1, NomeCurso: 'Polícia Federal - Agente' }] });
    expect((await api.post('/api/combo/save', { Nome: 'Combo caro', Preco: 999999, Cursos: [{ CursoID: 1 }], Modulos: [{ ModuloID: 1 }] })).status).toBe(400);
    expect((await api.post('/api/aulas/save', { Nome: 'Aula', Disciplina: 'Informática', ProfessorId: 2 })).body.aula.Professor).toEqual({ Id: 2, Nome: 'Fernanda Albuquerque' });
  });

  it('unicidade, ciclos e remoções recusadas', async () => {
    expect((await api.post('/api/redirecionamentos/save', { de: '/bf', para: '/x' })).body.message).toBe('Já existe um redirecionamento a partir de /bf.');
    expect((await api.post('/api/usuarios/save', { Nome: 'X', SobreNome: 'Y', Email: 'gestor@exemplo.com.br' })).body.message).toBe('O e-mail gestor@exemplo.com.br já é usado por outro usuário.');
    expect((await api.post('/api/permissoes/save', { Nome: 'Recados', Metodo: 'GET' })).body.message).toBe('Já existe a permissão Recados com o método GET.');
    expect(await api.post('/api/grupo-permissao/remove-grupo', { GrupoPermissaoID: 2 })).toMatchObject({ status: 409, body: { message: 'O grupo Gestão está em uso por 1 usuário. Tire-o dos usuários antes de removê-lo.' } });
    expect((await api.post('/api/usuarios/remove-usuario', { UsuarioID: 1 })).body.message).toBe('Você não pode remover o seu próprio usuário.');
    const child = (await api.post('/api/navegacao', { paiId: 1 })).body.itensNavegacao[0];
    expect((await api.post('/api/navegacao/save', { _id: 1, paiId: child._id })).status).toBe(400);
    expect((await api.post('/api/navegacao/remove-item', { _id: 1 })).status).toBe(400);
    expect((await api.post('/api/cupons/save', { Nome: 'PCT', Desconto: 150 })).status).toBe(400);
    expect((await api.get('/api/permissoes/grupo-permissao?GrupoPermissaoID=2&copia=true')).body.grupoPermissao).toMatchObject({ Nome: 'Cópia de Gestão' });
  });

  it('foto do usuário: sem endereço não há foto; com ele, o id e o tipo são do servidor', async () => {
    const teacher = (await api.get('/api/usuarios/usuario?UsuarioID=3')).body.usuario;
    expect(teacher.ImagemPerfil).toMatchObject({ id: 1003, type: 'image/svg+xml' });
    const moved = (await api.post('/api/usuarios/save', { ...teacher, ImagemPerfil: { url: 'https://cdn.exemplo.com.br/fotos/carlos.png' } })).body.usuario;
    expect(moved.ImagemPerfil).toEqual({ id: 1003, url: 'https://cdn.exemplo.com.br/fotos/carlos.png', type: 'image/png' });
    expect((await api.post('/api/usuarios/save', { ...teacher, ImagemPerfil: { url: '' } })).body.usuario.ImagemPerfil).toBeNull();
    expect((await api.post('/api/usuarios/save', { ...teacher, ImagemPerfil: { url: 'javascript:alert(1)' } })).status).toBe(400);
  });

  it('perfil do professor: as disciplinas que ensina e o endereço da página, que só o servidor muda', async () => {
    await api.signIn('professor');
    const profile = (await api.get('/api/perfil')).body.perfil;
    expect(profile).toMatchObject({ Disciplinas: ['Direito Constitucional', 'Direito Administrativo'], NomeUrl: 'carlos-eduardo-menezes' });
    const saved = (await api.post('/api/perfil/save', { ...profile, Disciplinas: ['Direito Constitucional'], NomeUrl: 'outro-endereco' })).body.perfil;
    expect(saved).toMatchObject({ Disciplinas: ['Direito Constitucional'], NomeUrl: 'carlos-eduardo-menezes' });
  });

  it('perfil: lê e grava o do usuário que entrou', async () => {
    const saved = (await api.post('/api/perfil/save', { Nome: 'Ana', Sobrenome: 'Ribeiro Souza', Sobre: '<p>Oi</p>' })).body.perfil;
    expect(saved).toMatchObject({ Nome: 'Ana', Sobrenome: 'Ribeiro Souza', Sobre: '<p>Oi</p>', Email: 'admin@exemplo.com.br' });
    expect((await api.get('/admin/user')).body.name).toBe('Ana Ribeiro Souza');
    expect((await api.post('/api/perfil/save', { Nome: '' })).status).toBe(400);
  });
});

describe('visões salvas das listas', () => {
  const STATE = { filter: { Status: true }, sort: { field: 'Nome', order: 'asc' }, hidden: ['Modalidade'] };
  const save = (body: Record<string, unknown>) => api.post('/api/visoes/save', { ListaID: 'marketing.cupons', Estado: STATE, ...body });

  it('guarda por lista, mostra as próprias e as compartilhadas dos colegas, e só o autor altera ou remove', async () => {
    const shared = (await save({ Nome: 'Cupons ativos', Compartilhada: true })).body.visao;
    expect(shared).toMatchObject({ Nome: 'Cupons ativos', Compartilhada: true, Propria: true, AutorNome: 'Ana Paula Ribeiro', Estado: STATE });
    expect(shared).not.toHaveProperty('AutorID');
    await save({ Nome: 'Só minha' });
    // Unique per author and list, whatever the case; blank names are refused.
    expect((await save({ Nome: 'cupons ATIVOS' })).status).toBe(400);
    expect((await save({ Nome: '  ' })).body.message).toBe('Nome da visão: informe um nome.');

    await api.signIn('gestor');
    const seen = (await api.post('/api/visoes', { ListaID: 'marketing.cupons' })).body.visoes as Array<Record<string, unknown>>;
    expect(seen.map((view) => [view.Nome, view.Propria])).toEqual([['Cupons ativos', false]]);
    expect((await api.post('/api/visoes/remove', { VisaoID: shared.VisaoID })).status).toBe(403);
    expect((await api.post('/api/visoes/save', { VisaoID: shared.VisaoID, Nome: 'Minha agora' })).status).toBe(403);
    // A colleague may use the same name for their own view.
    expect((await save({ Nome: 'Cupons ativos' })).status).toBe(200);

    await api.signIn('admin');
    const renamed = (await api.post('/api/visoes/save', { VisaoID: shared.VisaoID, Nome: 'Ativos', Compartilhada: false })).body.visao;
    expect(renamed).toMatchObject({ VisaoID: shared.VisaoID, Nome: 'Ativos', Compartilhada: false, Estado: STATE });
    expect((await api.post('/api/visoes/remove', { VisaoID: shared.VisaoID })).status).toBe(200);
    expect((await api.post('/api/visoes/remove', { VisaoID: shared.VisaoID })).status).toBe(404);
  });

  it('pede a chave da lista: quem não abre a lista não lê nem grava as suas visões', async () => {
    await save({ Nome: 'Ativos', Compartilhada: true });
    await api.signIn('professor');
    const refused = await api.post('/api/visoes', { ListaID: 'marketing.cupons' });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Acesso negado: esta ação precisa da chave Cupons.');
    expect((await save({ Nome: 'Minha' })).status).toBe(403);
    expect((await api.post('/api/visoes', { ListaID: 'nao.existe' })).status).toBe(400);
  });
});
