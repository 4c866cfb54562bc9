// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { useMockApi } from './mockServer';

const clock = new Date('2026-11-20T10:00:00-03:00');

const api = useMockApi({ user: 'admin', now: clock });
const { post, get } = api;

describe('latest news and teachers\' articles', () => {
  it('GET lists page from the query string with the spec fields', async () => {
    const news = (await get('/api/ultimas-noticias?QTDPorPagina=10&NumeroDaPagina=2')).body;
    expect(news.totalNoticias).toBe(36);
    expect(news.noticias).toHaveLength(10);
    expect(Object.keys(news.noticias[0]).sort()).toEqual(['_id', 'capa', 'concurso', 'dataPublicacao', 'link', 'title']);
    expect(news.noticias[0]._id).toBe(11);
    const articles = (await get('/api/artigos-professores')).body;
    expect(articles.totalArtigos).toBe(30);
    expect(Object.keys(articles.artigos[0]).sort()).toEqual(['_id', 'autor', 'capa', 'dataArtigo', 'link', 'resumo', 'title']);
    const sorted = (await get('/api/ultimas-noticias?OrdenarPor=dataPublicacao&Ordem=desc&QTDPorPagina=36')).body.noticias.map((n: { dataPublicacao: string }) => n.dataPublicacao);
    expect(sorted).toEqual([...sorted].sort().reverse());
    const byTeacher = (await get(`/api/artigos-professores?autor=${encodeURIComponent('fernanda')}&QTDPorPagina=30`)).body.artigos;
    expect(byTeacher.every((a: { autor: string }) => a.autor === 'Fernanda Albuquerque')).toBe(true);
    expect((await api.server.call('GET', '/api/ultimas-noticias')).status).toBe(401);
  });

  it('creates and edits news, validating the concurso and the links', async () => {
    const created = await post('/api/ultimas-noticias/save', { title: 'INSS abre inscrições', concurso: 'INSS', link: 'https://www.exemplo.com.br/noticias/inss' });
    expect(created.body.noticia).toEqual({
      _id: 37, title: 'INSS abre inscrições', concurso: 'INSS', link: 'https://www.exemplo.com.br/noticias/inss', capa: '', dataPublicacao: '2026-11-20',
    });
    const edited = await post('/api/ultimas-noticias/save', { _id: 37, title: 'INSS abre 500 vagas' });
    expect(edited.body.noticia).toMatchObject({ _id: 37, title: 'INSS abre 500 vagas', concurso: 'INSS' });
    expect((await post('/api/ultimas-noticias/save', { title: 'X', concurso: 'Nada', link: 'https://a.b' })).body.message).toBe('Concurso Nada não encontrado.');
    expect((await post('/api/ultimas-noticias/save', { title: 'X', concurso: 'INSS', link: 'javascript:alert(1)' })).body.message).toBe('O link deve começar com https:// ou http://.');
    expect((await post('/api/ultimas-noticias/save', { title: 'X', concurso: 'INSS', link: 'https://a.b', capa: 'ftp://x' })).status).toBe(400);
    expect((await post('/api/ultimas-noticias/save', { title: 'inss abre 500 vagas', concurso: 'INSS', link: 'https://a.b' })).body.message)
      .toBe('Já existe um registro com o título inss abre 500 vagas.');
    expect((await post('/api/ultimas-noticias/save', { concurso: 'INSS', link: 'https://a.b' })).body.message).toBe('Informe o título.');
    expect((await post('/api/ultimas-noticias/remove-noticia', { _id: 37 })).body).toEqual({ _id: 37 });
    expect((await post('/api/ultimas-noticias/remove-noticia', { _id: 37 })).status).toBe(404);
  });

  it('creates articles only for known teachers', async () => {
    const created = await post('/api/artigos-professores/save', { title: 'Crase sem medo', autor: 'Fernanda Albuquerque', link: 'https://www.exemplo.com.br/artigos/crase', dataArtigo: '15/11/2026' });
    expect(created.body.artigo).toMatchObject({ _id: 31, dataArtigo: '2026-11-15', resumo: '' });
    expect((await post('/api/artigos-professores/save', { title: 'Y', autor: 'Fulano', link: 'https://a.b' })).body.message).toBe('Professor Fulano não encontrado.');
    expect((await post('/api/artigos-professores/remove-artigo', {})).body.message).toBe('Informe o registro (_id).');
  });
});

describe('featured courses', () => {
  it('are the courses marked Destaque (spec fields _id and name), and leave the list when unfeatured', async () => {
    const featured = (await get('/api/cursos-em-destaque?QTDPorPagina=100')).body;
    expect(featured.totalCursosEmDestaque).toBeGreaterThanOrEqual(11);
    const courses = (await post('/api/cursos', { QTDPorPagina: 100 })).body.cursos;
    expect(featured.cursosEmDestaque.map((row: { _id: number }) => row._id).sort((a: number, b: number) => a - b))
      .toEqual(courses.filter((c: { destaque: boolean; removido: boolean }) => c.destaque && !c.removido).map((c: { id: number }) => c.id));
    expect(featured.cursosEmDestaque[0]).toMatchObject({ _id: 1, name: 'Polícia Federal - Agente' });
    expect((await post('/api/cursos-em-destaque/remove', { _id: 1 })).body).toEqual({ _id: 1 });
    expect((await get('/api/cursos/curso?CursoID=1')).body.curso.Destaque).toBe(false);
    expect((await get('/api/cursos-em-destaque?QTDPorPagina=100')).body.totalCursosEmDestaque).toBe(featured.totalCursosEmDestaque - 1);
    expect((await post('/api/cursos-em-destaque/remove', { _id: 1 })).body.message).toBe('Este curso não está em destaque.');
  });
});

describe('store competitions', () => {
  it('read the concursos in the spec\'s second shape, only published ones, split by situation', async () => {
    const published = (await get('/api/ecommerce/concursos/EditaisPublicados?QTDPorPagina=100')).body;
    const soon = (await get('/api/ecommerce/concursos/EditalEmBreve?QTDPorPagina=100')).body;
    const all = (await post('/api/concurso', { Publicado: true, QTDPorPagina: 100 })).body;
    expect(published.totalConcursos + soon.totalConcursos).toBe(all.totalConcursos);
    expect(published.concursos.every((row: { situation: string; published: boolean }) => row.situation === 'EditalPublicado' && row.published)).toBe(true);
    expect(soon.concursos.every((row: { situation: string }) => row.situation === 'EditalEmBreve')).toBe(true);
    const pf = published.concursos.find((row: { _id: number }) => row._id === 1);
    expect(pf).toMatchObject({
      name: 'Polícia Federal', stand: { _id: 1, name: 'Cebraspe' }, permanentLink: 'concurso-policia-federal', state: 'DF',
      career: [{ _id: 1, name: 'Policial' }], formation: ['Nível superior'], salary: 14164.81,
    });
    expect(pf.courses.map((c: { name: string }) => c.name)).toContain('Polícia Federal - Agente');
    for (const field of ['description', 'tags', 'seoTitle', 'seoDescription', 'createdAt', 'editedAt']) expect(pf).toHaveProperty(field);
    expect(published.concursos.map((row: { editedAt: string }) => row.editedAt)).toEqual([...published.concursos.map((row: { editedAt: string }) => row.editedAt)].sort().reverse());
  });

  it('rank the most popular by paying students and follow edits of the concursos', async () => {
    const popular = (await get('/api/ecommerce/concursos/MaisPopulares')).body.concursos;
    expect(popular).toHaveLength(10);
    const students = popular.map((row: { students: number }) => row.students);
    expect(students).toEqual([...students].sort((a: number, b: number) => b - a));
    await post('/api/concurso/save', { ConcursoID: 1, Publicado: false });
    const after = (await get('/api/ecommerce/concursos/EditaisPublicados?QTDPorPagina=100')).body.concursos;
    expect(after.some((row: { _id: number }) => row._id === 1)).toBe(false);
  });
});

describe('subscription plans', () => {
  it('list, filter, read, save with validation and remove', async () => {
    const list = (await post('/api/assinaturas', { QTDPorPagina: 100 })).body;
    expect(list.totalAssinaturas).toBe(32);
    const yearly = (await post('/api/assinaturas', { Periodicidade: 'Anual', QTDPorPagina: 100 })).body.assinaturas;
    expect(yearly).toHaveLength(8);
    expect((await get('/api/assinaturas/assinatura?AssinaturaID=1')).body.assinatura).toMatchObject({ Nome: 'Assinatura Ilimitada Mensal', Preco: 99.9, Ativo: true });
    const created = await post('/api/assinatura/save', { Nome: 'Assinatura Teste', Preco: '29,90', Beneficios: ['Acesso aos cursos', '', 'Acesso aos cursos'] });
    expect(created.body.assinatura).toMatchObject({
      AssinaturaID: 33, Preco: 29.9, Periodicidade: 'Mensal', Beneficios: ['Acesso aos cursos'], Ativo: true, Carreira: 'Todas as carreiras', DataCriacao: '2026-11-20',
    });
    expect((await post('/api/assinatura/save', { Nome: 'Sem benefícios', Preco: 10, Beneficios: [] })).body.message).toBe('Informe pelo menos um benefício da assinatura.');
    expect((await post('/api/assinatura/save', { Nome: 'Grátis', Preco: 0, Beneficios: ['a'] })).body.message).toBe('O preço da assinatura precisa ser maior que zero.');
    expect((await post('/api/assinatura/save', { Nome: 'Semanal', Preco: 1, Beneficios: ['a'], Periodicidade: 'Semanal' })).status).toBe(400);
    expect((await post('/api/assinaturas/remove-assinatura', { AssinaturaID: 33 })).body).toEqual({ AssinaturaID: 33 });
    expect((await get('/api/assinaturas/assinatura?AssinaturaID=33')).status).toBe(404);
  });
});
