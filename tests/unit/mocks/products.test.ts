// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { CATALOG_TEACHERS } from '../../../mocks/seed/catalogTeachers';
import { COURSE_NAMES } from '../../../mocks/seed/catalog';
import { catalogModules } from '../../../mocks/seed/teachers';
import { useMockApi } from './mockServer';

const clock = new Date('2026-11-20T10:00:00-03:00');

const api = useMockApi({ user: 'admin', now: clock });
const { post, get } = api;

describe('product lists', () => {
  it.each([
    ['/api/cursos', 'cursos', 'totalCursos', 30],
    ['/api/modulos', 'modulos', 'totalModulos', 56],
    ['/api/combos', 'combos', 'totalCombos', 34],
    ['/api/concurso', 'concursos', 'totalConcursos', 32],
  ])('%s pages with the convention and has enough rows to page', async (path, list, total, count) => {
    const first = await post(path, { QTDPorPagina: 10, NumeroDaPagina: 1 });
    expect(first.status).toBe(200);
    expect(first.body[total]).toBe(count);
    expect(first.body[list]).toHaveLength(10);
    expect(first.body.rowsPerPage).toBe(10);
    const pages = Math.ceil(count / 10);
    const last = await post(path, { QTDPorPagina: 10, NumeroDaPagina: pages });
    expect(last.body[list]).toHaveLength(count - (pages - 1) * 10);
    expect((await api.server.call('POST', path, { body: {} })).status).toBe(401);
  });
});

describe('courses', () => {
  it('lists the spec row fields, one course per catalogue course, with paying students and the main concurso', async () => {
    const rows = (await post('/api/cursos', { QTDPorPagina: 100 })).body.cursos as Array<Record<string, any>>;
    expect(rows.map((row) => row.curso)).toEqual([...COURSE_NAMES]);
    expect(Object.keys(rows[0]).sort()).toEqual(
      ['concursoPrincipal', 'concursoPrincipalID', 'curso', 'destaque', 'id', 'preco', 'publicado', 'removido', 'totalAlunos'].sort(),
    );
    expect(rows[0]).toMatchObject({ id: 1, curso: 'Polícia Federal - Agente', publicado: true, removido: false, concursoPrincipalID: 1, concursoPrincipal: 'Polícia Federal' });
    expect(rows.some((row) => row.removido)).toBe(true);
    expect(rows.reduce((sum, row) => sum + row.totalAlunos, 0)).toBeGreaterThan(0);
    const active = (await post('/api/cursos', { removido: false, QTDPorPagina: 100 })).body;
    expect(active.cursos.every((row: { removido: boolean }) => !row.removido)).toBe(true);
    const sorted = (await post('/api/cursos', { OrdenarPor: 'totalAlunos', Ordem: 'desc', QTDPorPagina: 100 })).body.cursos.map((row: { totalAlunos: number }) => row.totalAlunos);
    expect(sorted).toEqual([...sorted].sort((a: number, b: number) => b - a));
    const found = (await post('/api/cursos', { curso: 'policia federal' })).body;
    expect(found.totalCursos).toBe(3);
  });

  it('GET /api/cursos/curso gives every detail field of the spec; 404 and 400 otherwise', async () => {
    const curso = (await get('/api/cursos/curso?CursoID=1')).body.curso;
    for (const field of ['CursoID', 'NomeCurso', 'Assinatura', 'LinkCurso', 'Situacao', 'Instituicao', 'Banca', 'Edital', 'Cargo',
      'RemuneracaoInicial', 'Descricao', 'Capa', 'Preco', 'CondicoesPagamento', 'Personalizado', 'Tags', 'TituloSEO', 'DescricaoSEO',
      'Publicado', 'PaginaInicial', 'Destaque', 'UsoCupom', 'UsoPontuacao', 'DataFinalVenda', 'Observacoes', 'Desconto',
      'DataInicialDesconto', 'DataFinalDesconto']) {
      expect(curso).toHaveProperty(field);
    }
    expect(curso.Descricao).toMatch(/^<p>/);
    expect((await get('/api/cursos/curso?CursoID=999')).body).toEqual({ message: 'Curso não encontrado.' });
    expect((await get('/api/cursos/curso')).status).toBe(400);
  });

  it('creates a course with the next id, a slug link and defaults; validates like a server', async () => {
    const created = await post('/api/curso/save', { NomeCurso: 'PF - Agente Turma VIP', Preco: '1.997,90', ConcursoPrincipalID: 1 });
    expect(created.status).toBe(200);
    expect(created.body.curso).toMatchObject({
      CursoID: 31, NomeCurso: 'PF - Agente Turma VIP', Preco: 1997.9, LinkCurso: 'curso-pf-agente-turma-vip', Publicado: false,
      UsoCupom: true, Removido: false, Desconto: 0, ConcursoPrincipalID: 1, Tags: [],
    });
    expect((await post('/api/curso/save', { Preco: 10 })).body).toEqual({ message: 'Informe o nome do curso.' });
    expect((await post('/api/curso/save', { NomeCurso: 'Sem preço' })).body).toEqual({ message: 'Informe o preço do curso.' });
    expect((await post('/api/curso/save', { NomeCurso: 'polícia federal - agente', Preco: 1 })).body.message).toBe('Já existe um curso com o nome polícia federal - agente.');
    expect((await post('/api/curso/save', { NomeCurso: 'X', Preco: 1, ConcursoPrincipalID: 99 })).body.message).toBe('Concurso principal não encontrado.');
    expect((await post('/api/curso/save', { NomeCurso: 'X', Preco: 1, Desconto: 10 })).body.message).toBe('Informe as datas inicial e final do desconto.');
    expect((await post('/api/curso/save', { NomeCurso: 'X', Preco: 1, Desconto: 10, DataInicialDesconto: '2026-12-10', DataFinalDesconto: '2026-12-01' })).body.message)
      .toBe('A data final do desconto não pode ser anterior à data inicial.');
    expect((await post('/api/curso/save', { NomeCurso: 'X', Preco: 1, Desconto: 120 })).body.message).toBe('O desconto deve ficar entre 0% e 100%.');
    expect((await post('/api/curso/save', { NomeCurso: 'X', Preco: 1, DataFinalVenda: '31/02/2027' })).body.message).toBe('A data final de venda não é uma data válida.');
    expect((await post('/api/curso/save', { NomeCurso: 'X', Preco: 1, Tags: [{ TagID: 99 }] })).status).toBe(400);
  });

  it('updates a course keeping what is not sent, and the combos that hold it follow its name and price', async () => {
    const before = (await get('/api/cursos/curso?CursoID=1')).body.curso;
    const saved = await post('/api/curso/save', { CursoID: '1', NomeCurso: 'Polícia Federal - Agente 2026', Preco: 1597 });
    expect(saved.body.curso).toEqual({ ...before, NomeCurso: 'Polícia Federal - Agente 2026', Preco: 1597 });
    const combo = (await get('/api/combos/combo?ComboID=1')).body.combo;
    expect(combo.Cursos[0]).toEqual({ CursoID: 1, NomeCurso: 'Polícia Federal - Agente 2026' });
    expect(combo.ValorItens).toBeGreaterThan(0);
  });

  it('removal is soft: the course leaves the store and its combos, and can be restored', async () => {
    expect((await post('/api/cursoever/remove-curso', { CursoID: 1 })).body).toEqual({ CursoID: 1 });
    const curso = (await get('/api/cursos/curso?CursoID=1')).body.curso;
    expect(curso).toMatchObject({ Removido: true, Publicado: false, Destaque: false });
    expect((await get('/api/combos/combo?ComboID=1')).body.combo.Cursos.map((c: { CursoID: number }) => c.CursoID)).not.toContain(1);
    expect((await get('/api/curso')).body.cursos.map((c: { CursoID: number }) => c.CursoID)).not.toContain(1);
    expect((await post('/api/cursoever/remove-curso', { CursoID: 1 })).body.message).toBe('Este curso já foi removido.');
    expect((await post('/api/cursoever/restore-curso', { CursoID: 1 })).body).toEqual({ CursoID: 1 });
    expect((await get('/api/cursos/curso?CursoID=1')).body.curso.Removido).toBe(false);
    expect((await post('/api/cursoever/remove-curso', { CursoID: 500 })).status).toBe(404);
  });

  it('serves the syllabus of a course, saves it validated and clears it', async () => {
    const syllabus = (await get('/api/cursos/conteudo-programatico?CursoID=1')).body.conteudoProgramatico;
    expect(syllabus.NomeCurso).toBe('Polícia Federal - Agente');
    expect(syllabus.Disciplinas.map((d: { Disciplina: string }) => d.Disciplina)).toContain('Língua Portuguesa');
    expect(syllabus.Disciplinas.every((d: { Topicos: string[] }) => d.Topicos.length >= 3)).toBe(true);
    const saved = await post('/api/cursos/conteudo-programatico/save', {
      CursoID: 1, Disciplinas: [{ Disciplina: 'Informática', Topicos: ['Redes', ' ', 'Redes', 'Nuvem'] }],
    });
    expect(saved.body.conteudoProgramatico.Disciplinas).toEqual([{ Disciplina: 'Informática', Topicos: ['Redes', 'Nuvem'] }]);
    expect((await post('/api/cursos/conteudo-programatico/save', { CursoID: 1, Disciplinas: [{ Topicos: [] }] })).body.message)
      .toBe('Informe a disciplina de cada item do conteúdo programático.');
    expect((await post('/api/cursos/conteudo-programatico/save', { CursoID: 1, Disciplinas: [{ Disciplina: 'A' }, { Disciplina: 'A' }] })).body.message)
      .toBe('A disciplina A aparece mais de uma vez.');
    expect((await post('/api/cursos/conteudo-programatico/save', { Disciplinas: [] })).body.message).toBe('Informe o curso (CursoID).');
    await post('/api/cursos/conteudo-programatico/remove', { CursoID: 1 });
    expect((await get('/api/cursos/conteudo-programatico?CursoID=1')).body.conteudoProgramatico.Disciplinas).toEqual([]);
    const created = (await post('/api/curso/save', { NomeCurso: 'Curso novo', Preco: 100 })).body.curso;
    expect((await get(`/api/cursos/conteudo-programatico?CursoID=${created.CursoID}`)).body.conteudoProgramatico.Disciplinas).toEqual([]);
  });

  it('gives the option lists of the product forms', async () => {
    expect((await get('/api/curso')).body.cursos.length).toBeGreaterThanOrEqual(25);
    expect((await get('/api/cursos/disciplinas')).body.disciplinas).toContainEqual({ Nome: 'Língua Portuguesa' });
    expect((await get('/api/modulos/opcoes')).body.modulos).toHaveLength(56);
    expect((await get('/api/concursos/opcoes')).body.concursos).toHaveLength(32);
    expect((await get('/api/concursos/bancas')).body.bancas[0]).toEqual({ BancaID: 1, Nome: 'Cebraspe' });
    expect((await get('/api/concursos/carreiras')).body.carreiras).toHaveLength(9);
    expect((await get('/api/concursos/tags')).body.tags.length).toBeGreaterThan(10);
  });
});

describe('modules', () => {
  it('lists the spec fields, filters by subject, teacher and concurso, and agrees with the royalties on the teacher', async () => {
    const all = (await post('/api/modulos', { QTDPorPagina: 100 })).body.modulos as Array<Record<string, any>>;
    expect(Object.keys(all[0]).sort()).toEqual([
      'CadastroProfessor', 'CondicoesPagamento', 'Concurso', 'DataFinalDesconto', 'DataFinalVenda', 'DataInicialDesconto', 'Desconto',
      'Disciplina', 'LinkPermanente', 'ModuloID', 'NomeModulo', 'Observacoes', 'Personalizado', 'Preco', 'Professor', 'Publicado',
      'TipoConteudo', 'UsoCupom', 'UsoPontuacao',
    ].sort());
    const teachers = new Map(CATALOG_TEACHERS.map((teacher) => [teacher.ProfessorID, teacher.Nome]));
    for (const module of catalogModules()) {
      expect(all.find((row) => row.ModuloID === module.ModuloID)?.Professor).toBe(teachers.get(module.ProfessorId));
    }
    const portuguese = (await post('/api/modulos', { Disciplina: 'Língua Portuguesa' })).body;
    expect(portuguese.totalModulos).toBe(6);
    const inss = (await post('/api/modulos', { Concurso: 'inss', QTDPorPagina: 100 })).body.modulos;
    expect(inss.every((row: { Concurso: string }) => row.Concurso === 'INSS')).toBe(true);
  });

  it('saves with validation and removes a module from the combos that sold it', async () => {
    const created = await post('/api/modulo/save', { NomeModulo: 'Redação para INSS', Disciplina: 'Língua Portuguesa', Preco: 59.9, Concurso: 'INSS', Professor: 'Fernanda Albuquerque' });
    expect(created.body.modulo).toMatchObject({ ModuloID: 57, LinkPermanente: 'modulo-redacao-para-inss', TipoConteudo: 'Videoaulas e PDF' });
    expect((await post('/api/modulo/save', { NomeModulo: 'X', Preco: 1 })).body.message).toBe('Informe a disciplina do módulo.');
    expect((await post('/api/modulo/save', { NomeModulo: 'X', Disciplina: 'Y', Preco: 1, Concurso: 'Nenhum' })).body.message).toBe('Concurso Nenhum não encontrado.');
    expect((await post('/api/modulo/save', { NomeModulo: 'X', Disciplina: 'Y', Preco: 1, TipoConteudo: 'Livro' })).status).toBe(400);
    const before = (await get('/api/combos/combo?ComboID=1')).body.combo;
    expect(before.Modulos.map((m: { ModuloID: number }) => m.ModuloID)).toContain(1);
    expect((await post('/api/modulos/remove-modulo', { ModuloID: 1 })).body).toEqual({ ModuloID: 1 });
    const after = (await get('/api/combos/combo?ComboID=1')).body.combo;
    expect(after.Modulos.map((m: { ModuloID: number }) => m.ModuloID)).not.toContain(1);
    expect(after.QuantidadeItens).toBe(before.QuantidadeItens - 1);
    expect(after.ValorItens).toBeLessThan(before.ValorItens);
    expect((await get('/api/modulos/modulo?ModuloID=1')).status).toBe(404);
    expect((await post('/api/modulos/remove-modulo', { ModuloID: 1 })).status).toBe(404);
  });
});

describe('combos', () => {
  it('computes the items value, and refuses fewer than two products or a price above it', async () => {
    const combo = (await get('/api/combos/combo?ComboID=1')).body.combo;
    expect(combo.Nome).toBe('Combo Polícia Federal Completo');
    expect(combo.Preco).toBeLessThan(combo.ValorItens);
    const created = await post('/api/combo/save', { Nome: 'Combo Teste', Preco: 500, Cursos: [{ CursoID: 5 }], Modulos: [{ ModuloID: 2, NomeModulo: 'ignorado' }] });
    expect(created.status).toBe(200);
    expect(created.body.combo).toMatchObject({
      ComboID: 35, QuantidadeItens: 2, Cursos: [{ CursoID: 5, NomeCurso: 'INSS - Técnico do Seguro Social' }],
      Modulos: [{ ModuloID: 2, NomeModulo: 'Língua Portuguesa para INSS' }], LinkPermanente: 'combo-teste',
    });
    expect(created.body.combo.ValorItens).toBeGreaterThanOrEqual(500);
    expect((await post('/api/combo/save', { Nome: 'Só um', Preco: 10, Cursos: [{ CursoID: 5 }] })).body.message)
      .toBe('Um combo precisa de pelo menos dois produtos (cursos ou módulos).');
    expect((await post('/api/combo/save', { Nome: 'Caro', Preco: 99999, Cursos: [{ CursoID: 5 }, { CursoID: 6 }] })).body.message)
      .toBe('O preço do combo não pode ser maior que a soma dos produtos comprados separadamente.');
    expect((await post('/api/combo/save', { Nome: 'Fantasma', Preco: 1, Cursos: [{ CursoID: 5 }, { CursoID: 900 }] })).body.message).toBe('Curso 900 não encontrado.');
    expect((await post('/api/combo/save', { Preco: 1 })).body.message).toBe('Informe o nome do combo.');
    expect((await post('/api/combos/remove-combo', { ComboID: 35 })).body).toEqual({ ComboID: 35 });
    expect((await post('/api/combos', { Nome: 'Combo Teste' })).body.totalCombos).toBe(0);
  });
});

describe('concursos', () => {
  it('filters by name (the spec\'s Concurso filter), situation and career; reads by id or by name with the form ids', async () => {
    expect((await post('/api/concurso', { Concurso: 'polícia' })).body.totalConcursos).toBe(2);
    const published = (await post('/api/concurso', { Situacao: 'EditalPublicado', QTDPorPagina: 100 })).body.concursos;
    expect(published.every((row: { Situacao: string }) => row.Situacao === 'EditalPublicado')).toBe(true);
    const police = (await post('/api/concurso', { CarreiraID: 1, QTDPorPagina: 100 })).body.concursos;
    expect(police.every((row: { Carreira: { Nome: string } }) => row.Carreira.Nome === 'Policial')).toBe(true);
    const byId = (await get('/api/concurso/nomeconcurso?ConcursoID=1')).body.concurso;
    expect(byId).toMatchObject({ ConcursoID: 1, NomeConcurso: 'Polícia Federal', BancaID: 1, CarreiraID: 1, Banca: { BancaID: 1, Nome: 'Cebraspe' } });
    expect((await get(`/api/concurso/nomeconcurso?NomeConcurso=${encodeURIComponent('Polícia Federal')}`)).body.concurso.ConcursoID).toBe(1);
    expect((await get('/api/concurso/nomeconcurso?ConcursoID=77')).status).toBe(404);
  });

  it('saves with the board and career chosen by id, renames its modules, and refuses a removal while in use', async () => {
    const saved = await post('/api/concurso/save', { ConcursoID: 3, NomeConcurso: 'INSS 2026', BancaID: 2, CarreiraID: '7' });
    expect(saved.body.concurso).toMatchObject({ NomeConcurso: 'INSS 2026', Banca: { BancaID: 2, Nome: 'FGV' }, DataEdicao: '2026-11-20', URL: 'concurso-inss' });
    const modules = (await post('/api/modulos', { Concurso: 'INSS', QTDPorPagina: 100 })).body.modulos;
    expect(modules.length).toBeGreaterThan(0);
    expect(modules.every((row: { Concurso: string }) => row.Concurso === 'INSS 2026')).toBe(true);
    expect((await post('/api/concurso/save', { NomeConcurso: 'Novo', Instituicao: 'Órgão', BancaID: 99, CarreiraID: 1 })).body.message).toBe('Banca não encontrada.');
    expect((await post('/api/concurso/save', { NomeConcurso: 'Novo', BancaID: 1, CarreiraID: 1 })).body.message).toBe('Informe a instituição do concurso.');
    expect((await post('/api/concurso/save', { NomeConcurso: 'tcu', Instituicao: 'X', BancaID: 1, CarreiraID: 1 })).body.message).toBe('Já existe um concurso com o nome tcu.');
    const inUse = await post('/api/concurso/remove-concurso', { ConcursoID: 1 });
    expect(inUse.status).toBe(400);
    expect(inUse.body.message).toMatch(/^Não é possível remover o concurso Polícia Federal: ele está ligado a 2 curso\(s\) e \d+ módulo\(s\)\.$/);
    const free = (await post('/api/concurso', { Concurso: 'PC-RJ' })).body.concursos[0];
    expect((await post('/api/concurso/remove-concurso', { ConcursoID: free.ConcursoID })).body).toEqual({ ConcursoID: free.ConcursoID });
  });
});
