// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { catalogModules } from '../../../mocks/seed/teachers';
import { useMockApi } from './mockServer';

const clock = new Date('2026-11-20T10:00:00-03:00');

const api = useMockApi({ user: 'admin', now: clock });
const { post, get } = api;

describe('learning objects', () => {
  it('lists 180 objects in pages, filtered by type, name and teacher', async () => {
    const first = await post('/api/producao-conteudo');
    expect(first.status).toBe(200);
    expect(first.body.totalConteudos).toBe(180);
    expect(first.body.conteudos).toHaveLength(10);
    expect(first.body.conteudos[0].ConteudoId).toBe(1);

    const videos = (await post('/api/producao-conteudo', { Tipo: 'Video', QTDPorPagina: 200 })).body;
    expect(videos.totalConteudos).toBeGreaterThan(30);
    for (const row of videos.conteudos) {
      expect(row.Tipo).toBe('Video');
      expect(row.TipoID).toBe(2);
      expect(row.Link).toMatch(/^https:\/\/player\.vimeo\.com\/video\/\d+$/);
      expect(row.Duracao).toBeGreaterThan(0);
    }
    const excerpts = (await post('/api/producao-conteudo', { Tipo: 'Excerto', QTDPorPagina: 200 })).body.conteudos;
    expect(excerpts.every((row: { Link: unknown; Duracao: unknown }) => row.Link === null && row.Duracao === null)).toBe(true);

    const byTeacher = (await post('/api/producao-conteudo', { Professor: 'carlos eduardo', QTDPorPagina: 200 })).body.conteudos;
    expect(byTeacher.length).toBeGreaterThan(0);
    expect(byTeacher.every((row: { Professor: { Id: number; Nome: string } }) => row.Professor.Nome === 'Carlos Eduardo Menezes' && row.Professor.Id === 1)).toBe(true);
    const byName = (await post('/api/producao-conteudo', { Nome: 'crase' })).body.conteudos;
    expect(byName.every((row: { Nome: string }) => row.Nome.toLowerCase().includes('crase'))).toBe(true);
  });

  it('gives the object types 1 Excerto, 2 Video, 3 Podcast and the subjects', async () => {
    expect((await get('/api/producao-conteudo-objetoTipo')).body.tipos.map((type: { TipoID: number; Nome: string }) => [type.TipoID, type.Nome]))
      .toEqual([[1, 'Excerto'], [2, 'Video'], [3, 'Podcast']]);
    const subjects = (await get('/api/conteudo/disciplinas')).body.disciplinas.map((row: { Nome: string }) => row.Nome);
    expect(subjects).toContain('Direito Constitucional');
    expect(new Set(subjects).size).toBe(subjects.length);
  });

  it('gets one object by ConteudoId, 404 when absent, 400 without an id', async () => {
    const answer = await get('/api/producao-conteudo/conteudo?ConteudoId=3');
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.body.conteudo).sort()).toEqual([
      'Assunto', 'ConteudoId', 'DataCriacao', 'DataPublicacao', 'Descricao', 'Disciplina', 'Duracao', 'Link', 'Nome',
      'Professor', 'ProfessorId', 'Tipo', 'TipoID',
    ]);
    expect((await get('/api/producao-conteudo/conteudo?ConteudoId=999')).body).toEqual({ message: 'Objeto de aprendizagem não encontrado.' });
    expect((await get('/api/producao-conteudo/conteudo')).status).toBe(400);
  });

  it('creates an object with the next id and today as creation date', async () => {
    const created = await post('/api/producao-conteudo/save-conteudo', {
      Nome: 'Videoaula: Crase em 10 minutos', Tipo: 'Video', ProfessorId: 2, Link: 'https://player.vimeo.com/video/123456789', Duracao: '10',
    });
    expect(created.status).toBe(200);
    expect(created.body.conteudo).toMatchObject({
      ConteudoId: 181, TipoID: 2, Professor: { Id: 2, Nome: 'Fernanda Albuquerque' }, Duracao: 10, DataCriacao: '2026-11-20', DataPublicacao: null,
    });
    expect((await get('/api/producao-conteudo/conteudo?ConteudoId=181')).body.conteudo.Nome).toBe('Videoaula: Crase em 10 minutos');
  });

  it('refuses an object without name, type, teacher or (for media) an https link', async () => {
    const base = { Nome: 'Resumo', Tipo: 'Excerto', ProfessorId: 1 };
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ...base, Nome: '  ' }, 'Informe o nome do objeto.'],
      [{ ...base, Tipo: undefined }, 'Informe o tipo do objeto.'],
      [{ ...base, Tipo: 'Slide' }, 'Tipo inválido: use Excerto, Video ou Podcast.'],
      [{ ...base, ProfessorId: undefined }, 'Informe o professor.'],
      [{ ...base, ProfessorId: 99 }, 'Professor não encontrado.'],
      [{ ...base, Tipo: 'Video' }, 'Informe o link do vídeo.'],
      [{ ...base, Tipo: 'Podcast' }, 'Informe o link do podcast.'],
      [{ ...base, Tipo: 'Video', Link: 'http://exemplo.com/v' }, 'O link precisa ser um endereço https://.'],
      [{ ...base, Tipo: 'Video', Link: 'https://exemplo.com/v', Duracao: 0 }, 'A duração precisa ser um número inteiro de minutos entre 1 e 600.'],
      [{ ...base, DataPublicacao: '31/02/2026' }, 'A data de publicação não é uma data válida.'],
    ];
    for (const [body, message] of cases) {
      const answer = await post('/api/producao-conteudo/save-conteudo', body);
      expect(answer.status, message).toBe(400);
      expect(answer.body).toEqual({ message });
    }
    expect((await post('/api/producao-conteudo/save-conteudo', { ...base, ConteudoId: 999 })).status).toBe(404);
  });

  it('an excerpt keeps no link or duration; an update changes the copies inside the units', async () => {
    const unit = (await get('/api/unidades/unidade?id=1')).body.unidade;
    const video = unit.Video[0];
    const saved = await post('/api/producao-conteudo/save-conteudo', { ConteudoId: video.ConteudoId, Nome: 'Videoaula renomeada', DataPublicacao: '2026-11-19' });
    expect(saved.status).toBe(200);
    const after = (await get('/api/unidades/unidade?id=1')).body.unidade;
    expect(after.Video.find((item: { ConteudoId: number }) => item.ConteudoId === video.ConteudoId))
      .toEqual({ ConteudoId: video.ConteudoId, Nome: 'Videoaula renomeada', DataPublicacao: '2026-11-19' });

    const excerpt = await post('/api/producao-conteudo/save-conteudo', { Nome: 'Texto', Tipo: 'Excerto', ProfessorId: 1, Link: 'https://exemplo.com/x', Duracao: 5 });
    expect(excerpt.body.conteudo).toMatchObject({ Link: null, Duracao: null });
  });

  it('removes an object, and takes it out of the units', async () => {
    const unit = (await get('/api/unidades/unidade?id=1')).body.unidade;
    const id = unit.Excerto[0].ConteudoId;
    expect((await post('/api/producao-conteudo/remove-conteudo', { ConteudoId: id })).body).toEqual({ ConteudoId: id });
    expect((await get(`/api/producao-conteudo/conteudo?ConteudoId=${id}`)).status).toBe(404);
    expect((await get('/api/unidades/unidade?id=1')).body.unidade.Excerto.some((item: { ConteudoId: number }) => item.ConteudoId === id)).toBe(false);
    expect((await post('/api/producao-conteudo/remove-conteudo', { ConteudoId: id })).status).toBe(404);
  });

  it('lists every object of a type for the selects, by name', async () => {
    const podcasts = (await get('/api/producao-conteudo/conteudos?Tipo=Podcast')).body.conteudos;
    expect(podcasts.length).toBeGreaterThan(10);
    expect(podcasts.every((row: { Tipo: string }) => row.Tipo === 'Podcast')).toBe(true);
    const names = podcasts.map((row: { Nome: string }) => row.Nome);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'pt-BR')));
  });
});

describe('units (chapters)', () => {
  it('lists 60 units with the count of each object type', async () => {
    const answer = (await post('/api/unidades', { QTDPorPagina: 100 })).body;
    expect(answer.totalUnidades).toBe(60);
    for (const unit of answer.unidades) {
      expect(unit.TotalExcertos).toBe(unit.Excerto.length);
      expect(unit.TotalVideos).toBe(unit.Video.length);
      expect(unit.TotalPodcasts).toBe(unit.Podcast.length);
      expect(unit.Video.length).toBeGreaterThan(0);
      expect(unit.Descricao).toMatch(/^<p>/);
    }
  });

  it('saves a unit with objects of the right type only', async () => {
    const videos = (await get('/api/producao-conteudo/conteudos?Tipo=Video')).body.conteudos;
    const excerpts = (await get('/api/producao-conteudo/conteudos?Tipo=Excerto')).body.conteudos;
    const created = await post('/api/unidades/save-unidade', {
      Nome: 'Crase — exercícios', ProfessorId: 2, Video: [{ ConteudoId: videos[0].ConteudoId, Nome: 'x' }], Excerto: [excerpts[0].ConteudoId],
    });
    expect(created.status).toBe(200);
    expect(created.body.unidade).toMatchObject({ id: 61, Professor: { Id: 2 }, Podcast: [], DataCriacao: '2026-11-20', DataAtualizacao: '2026-11-20' });
    expect(created.body.unidade.Video).toEqual([{ ConteudoId: videos[0].ConteudoId, Nome: videos[0].Nome, DataPublicacao: videos[0].DataPublicacao }]);

    const wrong = await post('/api/unidades/save-unidade', { Nome: 'Errada', ProfessorId: 2, Video: [{ ConteudoId: excerpts[0].ConteudoId }] });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe(`O objeto ${excerpts[0].ConteudoId} não é um vídeo.`);
    expect((await post('/api/unidades/save-unidade', { ProfessorId: 2 })).body).toEqual({ message: 'Informe o nome do capítulo.' });
    expect((await post('/api/unidades/save-unidade', { Nome: 'Sem professor' })).body).toEqual({ message: 'Informe o professor.' });
  });

  it('renaming or removing a unit updates the lessons that use it', async () => {
    const lesson = (await get('/api/aulas/aula?AulaId=1')).body.aula;
    const unitId = lesson.UnidadesAprendizagem[0].id;
    await post('/api/unidades/save-unidade', { id: unitId, Nome: 'Capítulo renomeado' });
    expect((await get('/api/aulas/aula?AulaId=1')).body.aula.UnidadesAprendizagem[0]).toEqual({ id: unitId, Nome: 'Capítulo renomeado' });
    expect((await post('/api/unidades/remove-unidade', { id: unitId })).body).toEqual({ id: unitId });
    expect((await get('/api/aulas/aula?AulaId=1')).body.aula.UnidadesAprendizagem.some((unit: { id: number }) => unit.id === unitId)).toBe(false);
    expect((await get(`/api/unidades/unidade?id=${unitId}`)).body).toEqual({ message: 'Capítulo não encontrado.' });
  });

  it('searches units by name and lists them all for the lesson form', async () => {
    const all = (await get('/api/todas-unidades')).body.unidades;
    expect(all).toHaveLength(60);
    expect(Object.keys(all[0]).sort()).toEqual(['Nome', 'id']);
    const found = (await post('/api/unidades/buscar-unidades', { Nome: 'revisao' })).body.unidades;
    expect(found.length).toBeGreaterThan(0);
    expect(found.length).toBeLessThanOrEqual(20);
    expect(found.every((unit: { Nome: string }) => unit.Nome.normalize('NFD').replace(/[\u0300-\u036f]/g, '').includes('revisao'))).toBe(true);
  });
});

describe('lessons', () => {
  it('lists 120 lessons (lessons, totalAulas) filtered by name', async () => {
    const answer = (await post('/api/aulas')).body;
    expect(answer.totalAulas).toBe(120);
    expect(answer.lessons).toHaveLength(10);
    const lesson = answer.lessons[0];
    expect(Object.keys(lesson).sort()).toEqual([
      'Assunto', 'AulaID', 'DataAtualizacao', 'DataCriacao', 'DataProva', 'Disciplina', 'Nome', 'Professor', 'ProfessorId', 'UnidadesAprendizagem',
    ]);
    expect(lesson.UnidadesAprendizagem.length).toBeGreaterThan(0);
    const filtered = (await post('/api/aulas', { Nome: 'Crase', QTDPorPagina: 100 })).body.lessons;
    expect(filtered.length).toBeGreaterThan(0);
    expect(filtered.every((row: { Nome: string }) => row.Nome.includes('Crase'))).toBe(true);
  });

  it('saves a lesson with its units and teacher; refuses missing fields and unknown units', async () => {
    const saved = await post('/api/aulas/save', {
      Nome: 'Crase: casos proibidos', Disciplina: 'Língua Portuguesa', ProfessorId: 12, DataProva: '15/03/2027', UnidadesAprendizagem: [{ id: 1, Nome: 'x' }, { id: 2 }],
    });
    expect(saved.status).toBe(200);
    expect(saved.body.aula).toMatchObject({ AulaID: 121, Professor: { Id: 12, Nome: 'Tatiane Queiroz Leal' }, DataProva: '2027-03-15' });
    expect(saved.body.aula.UnidadesAprendizagem.map((unit: { id: number }) => unit.id)).toEqual([1, 2]);
    expect((await get('/api/aulas/aula?AulaID=121')).body.aula.Nome).toBe('Crase: casos proibidos');

    expect((await post('/api/aulas/save', { Disciplina: 'Informática', ProfessorId: 5 })).body).toEqual({ message: 'Informe o nome da aula.' });
    expect((await post('/api/aulas/save', { Nome: 'Aula', ProfessorId: 5 })).body).toEqual({ message: 'Informe a disciplina da aula.' });
    expect((await post('/api/aulas/save', { Nome: 'Aula', Disciplina: 'Informática', ProfessorId: 5, UnidadesAprendizagem: [{ id: 999 }] })).body)
      .toEqual({ message: 'Unidade de aprendizagem 999 não encontrada.' });
  });

  it('removing a lesson takes it out of the module plans', async () => {
    const plan = (await get('/api/conteudo/modulo?ModuloID=1')).body.modulo;
    const lessonId = plan.planoAula[0].AulaID;
    expect((await post('/api/aulas/remove-aula', { AulaID: lessonId })).body).toEqual({ AulaID: lessonId });
    expect((await get('/api/conteudo/modulo?ModuloID=1')).body.modulo.planoAula.some((item: { AulaID: number }) => item.AulaID === lessonId)).toBe(false);
    expect((await get(`/api/aulas/aula?AulaId=${lessonId}`)).body).toEqual({ message: 'Aula não encontrada.' });
  });

  it('lists every lesson for the module plan form', async () => {
    const lessons = (await get('/api/conteudo/aulas')).body.aulas;
    expect(lessons).toHaveLength(120);
    expect(lessons[0]).toHaveProperty('Rotulo');
    expect(lessons[0].Rotulo).toBe(`${lessons[0].Nome} (${lessons[0].Disciplina})`);
  });
});

describe('content module plans', () => {
  it('lists one plan per catalogue module, filtered by progress (Status), module, course and teacher', async () => {
    const all = (await post('/api/conteudo/modulos', { QTDPorPagina: 200 })).body;
    expect(all.totalModulos).toBe(catalogModules().length);
    expect(all.modulos.map((plan: { ModuloID: number }) => plan.ModuloID)).toEqual(catalogModules().map((module) => module.ModuloID));
    expect(new Set(all.modulos.map((plan: { Andamento: string }) => plan.Andamento))).toEqual(new Set(['em dia', 'em atraso', 'concluído']));
    for (const plan of all.modulos) {
      expect(plan.TotalAulas).toBe(plan.planoAula.length);
      expect(plan.planoAula.length).toBeGreaterThan(0);
      for (const item of plan.planoAula) expect(item.DataFinal).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    const late = (await post('/api/conteudo/modulos', { Status: 'em atraso', QTDPorPagina: 200 })).body.modulos;
    expect(late.length).toBeGreaterThan(0);
    expect(late.every((plan: { Andamento: string }) => plan.Andamento === 'em atraso')).toBe(true);
    const pf = (await post('/api/conteudo/modulos', { Modulo: 'policia federal', Curso: 'Agente', QTDPorPagina: 200 })).body.modulos;
    expect(pf.length).toBeGreaterThan(0);
    expect(pf.every((plan: { NomeModulo: string; NomeCurso: string }) => plan.NomeModulo.includes('Polícia Federal') && plan.NomeCurso.includes('Agente'))).toBe(true);
    const carlos = (await post('/api/conteudo/modulos', { Professor: 'Menezes', QTDPorPagina: 200 })).body.modulos;
    expect(carlos.every((plan: { Professor: { Id: number } }) => plan.Professor.Id === 1)).toBe(true);
  });

  it('saves a plan: the teacher of each lesson comes from the lesson, aliases are generated', async () => {
    const lessons = (await get('/api/conteudo/aulas')).body.aulas;
    const saved = await post('/api/conteudo/modulo/save', {
      ModuloID: 2, Andamento: 'concluído', DataProva: '2027-05-10',
      planoAula: [{ AulaID: lessons[0].AulaID, DataFinal: '2026-12-01', Professor: 'ignorado' }, { AulaID: lessons[1].AulaID, Apelido: 'Revisão', DataFinal: '10/12/2026' }],
    });
    expect(saved.status).toBe(200);
    expect(saved.body.modulo.planoAula).toEqual([
      { AulaID: lessons[0].AulaID, Apelido: `Aula 01 - ${lessons[0].Nome}`, Professor: lessons[0].Professor, DataFinal: '2026-12-01' },
      { AulaID: lessons[1].AulaID, Apelido: 'Revisão', Professor: lessons[1].Professor, DataFinal: '2026-12-10' },
    ]);
    expect(saved.body.modulo).toMatchObject({ ModuloID: 2, Andamento: 'concluído', DataProva: '2027-05-10' });
  });

  it('refuses a plan without name, teacher, a known progress, lessons or deadlines', async () => {
    const base = { NomeModulo: 'Novo módulo', ProfessorId: 1 };
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ProfessorId: 1 }, 'Informe o nome do módulo.'],
      [{ NomeModulo: 'Sem professor' }, 'Informe o professor.'],
      [{ ...base, Andamento: 'parado' }, 'Andamento inválido: use em dia, em atraso ou concluído.'],
      [{ ...base, planoAula: [{ DataFinal: '2026-12-01' }] }, 'Informe a aula do item 1 do plano.'],
      [{ ...base, planoAula: [{ AulaID: 9999, DataFinal: '2026-12-01' }] }, 'Aula 9999 não encontrada.'],
      [{ ...base, planoAula: [{ AulaID: 1 }] }, 'Informe a data final do item 1 do plano.'],
      [{ ...base, planoAula: [{ AulaID: 1, DataFinal: '2026-12-01' }, { AulaID: 1, DataFinal: '2026-12-02' }] }, expect.stringMatching(/aparece mais de uma vez/) as unknown as string],
    ];
    for (const [body, message] of cases) {
      const answer = await post('/api/conteudo/modulo/save', body);
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ message });
    }
    const created = await post('/api/conteudo/modulo/save', base);
    expect(created.body.modulo).toMatchObject({ NomeModulo: 'Novo módulo', Andamento: 'em dia', Publicado: false, planoAula: [], DataProva: null });
  });

  it('removes a plan', async () => {
    expect((await post('/api/conteudo/modulo/remove-modulo', { ModuloID: 3 })).body).toEqual({ ModuloID: 3 });
    expect((await get('/api/conteudo/modulo?ModuloID=3')).body).toEqual({ message: 'Módulo não encontrado.' });
  });
});

describe('question notebooks', () => {
  it('lists 40 notebooks, by filters or by hand, filtered by publication', async () => {
    const all = (await post('/api/cadernos', { QTDPorPagina: 100 })).body;
    expect(all.totalCadernos).toBe(40);
    for (const notebook of all.cadernos) {
      if (notebook.Selecao === 'Manual') expect(notebook.Questoes.split(', ')).toHaveLength(notebook.QuantidadeQuestoes);
      else expect(notebook.Questoes).toBe('');
    }
    const published = (await post('/api/cadernos', { Publicado: 'true', QTDPorPagina: 100 })).body.cadernos;
    expect(published.every((notebook: { Publicado: boolean }) => notebook.Publicado)).toBe(true);
  });

  it('counts the questions of a manual notebook and requires a count for one by filters', async () => {
    const manual = await post('/api/cadernos/save', { Nome: 'Revisão manual', Disciplina: 'Informática', Selecao: 'Manual', Questoes: '12, 30;12 , 7,' });
    expect(manual.status).toBe(200);
    expect(manual.body.caderno).toMatchObject({ CadernoID: 41, QuantidadeQuestoes: 3, Questoes: '12, 30, 7', AnoInicial: null });

    const cases: Array<[Record<string, unknown>, string]> = [
      [{ Disciplina: 'Informática' }, 'Informe o nome do caderno.'],
      [{ Nome: 'C' }, 'Informe a disciplina do caderno.'],
      [{ Nome: 'C', Disciplina: 'Informática' }, 'Informe a quantidade de questões.'],
      [{ Nome: 'C', Disciplina: 'Informática', QuantidadeQuestoes: 500 }, 'A quantidade de questões precisa ser um número inteiro entre 1 e 200.'],
      [{ Nome: 'C', Disciplina: 'Informática', QuantidadeQuestoes: 20, AnoInicial: 2024, AnoFinal: 2020 }, 'O ano inicial não pode ser posterior ao ano final.'],
      [{ Nome: 'C', Disciplina: 'Informática', Selecao: 'Manual' }, 'Informe os números das questões, separados por vírgula.'],
      [{ Nome: 'C', Disciplina: 'Informática', Selecao: 'Manual', Questoes: '12, abc' }, 'Use apenas números de questões separados por vírgula (ex.: 1203, 1207).'],
      [{ Nome: 'C', Disciplina: 'Informática', Selecao: 'Sorteio' }, 'Seleção inválida: use Filtros ou Manual.'],
    ];
    for (const [body, message] of cases) {
      const answer = await post('/api/cadernos/save', body);
      expect(answer.status, message).toBe(400);
      expect(answer.body).toEqual({ message });
    }
  });

  it('gets, updates and removes a notebook', async () => {
    const notebook = (await get('/api/cadernos/caderno?CadernoID=1')).body.caderno;
    const saved = await post('/api/cadernos/save', { ...notebook, Nome: 'Caderno renomeado' });
    expect(saved.body.caderno).toMatchObject({ CadernoID: 1, Nome: 'Caderno renomeado', DataAtualizacao: '2026-11-20', DataCriacao: notebook.DataCriacao });
    expect((await post('/api/cadernos/remove-caderno', { CadernoID: 1 })).body).toEqual({ CadernoID: 1 });
    expect((await get('/api/cadernos/caderno?CadernoID=1')).body).toEqual({ message: 'Caderno não encontrado.' });
  });
});

describe('default videos', () => {
  it('has one slot per product kind and place (15), filtered by kind', async () => {
    const all = (await post('/api/videos-padrao', { QTDPorPagina: 100 })).body;
    expect(all.totalVideosPadrao).toBe(15);
    expect(new Set(all.videosPadrao.map((row: { TipoProduto: string; Posicao: string }) => `${row.TipoProduto}/${row.Posicao}`)).size).toBe(15);
    const courses = (await post('/api/videos-padrao', { TipoProduto: 'Curso' })).body.videosPadrao;
    expect(courses.map((row: { Posicao: string }) => row.Posicao)).toEqual(['Apresentação', 'Boas-vindas', 'Encerramento']);
  });

  it('updates the video of a slot (by the signed-in user), never creates one', async () => {
    const saved = await post('/api/videos-padrao/save', { VideoPadraoID: 4, Titulo: 'Novo vídeo', Link: 'https://player.vimeo.com/video/111', Duracao: 4, Ativo: false });
    expect(saved.status).toBe(200);
    expect(saved.body.videoPadrao).toMatchObject({ VideoPadraoID: 4, TipoProduto: 'Módulo', Titulo: 'Novo vídeo', Ativo: false, Operador: 'Ana Paula Ribeiro', DataAtualizacao: '2026-11-20' });
    expect((await post('/api/videos-padrao/save', { Titulo: 'x', Link: 'https://a.com/v' })).body).toEqual({ message: 'Informe o vídeo padrão (VideoPadraoID).' });
    expect((await post('/api/videos-padrao/save', { VideoPadraoID: 99, Titulo: 'x', Link: 'https://a.com/v' })).status).toBe(404);
    expect((await post('/api/videos-padrao/save', { VideoPadraoID: 1, Titulo: '' })).body).toEqual({ message: 'Informe o título do vídeo.' });
    expect((await post('/api/videos-padrao/save', { VideoPadraoID: 1, Link: 'ftp://a.com/v' })).body).toEqual({ message: 'O link precisa ser um endereço https://.' });
  });
});

describe('PDF reprocessing', () => {
  it('lists 48 jobs, newest first when asked, with every status', async () => {
    const all = (await post('/api/reprocessar-pdf', { QTDPorPagina: 100, OrdenarPor: 'SolicitadoEm', Ordem: 'desc' })).body;
    expect(all.totalPdfs).toBe(48);
    expect(all.pdfs[0].PdfID).toBe(48);
    expect(new Set(all.pdfs.map((job: { Status: string }) => job.Status))).toEqual(new Set(['Pendente', 'Processando', 'Concluído', 'Erro']));
    for (const job of all.pdfs) {
      expect(job.Arquivo).toMatch(/^aula-\d{4}-[a-z0-9-]+\.pdf$/);
      expect(job.Mensagem === null).toBe(job.Status !== 'Erro');
    }
    const errors = (await post('/api/reprocessar-pdf', { Status: 'Erro' })).body.pdfs;
    expect(errors.every((job: { Status: string }) => job.Status === 'Erro')).toBe(true);
  });

  it('puts a finished job back in the queue, once', async () => {
    const done = (await post('/api/reprocessar-pdf', { Status: 'Concluído' })).body.pdfs[0];
    const again = await post('/api/reprocessar-pdf/reprocessar', { PdfID: done.PdfID });
    expect(again.status).toBe(200);
    expect(again.body.pdf).toMatchObject({ PdfID: done.PdfID, Status: 'Pendente', ConcluidoEm: null, Tentativas: done.Tentativas + 1, Solicitante: 'Ana Paula Ribeiro' });
    expect(again.body.pdf.SolicitadoEm).toBe(clock.toISOString());
    const twice = await post('/api/reprocessar-pdf/reprocessar', { PdfID: done.PdfID });
    expect(twice.status).toBe(400);
    expect(twice.body.message).toBe(`O PDF ${done.Arquivo} já está na fila de processamento.`);
    expect((await post('/api/reprocessar-pdf/reprocessar', {})).body).toEqual({ message: 'Informe o PDF (PdfID).' });
    expect((await post('/api/reprocessar-pdf/reprocessar', { PdfID: 999 })).status).toBe(404);
  });

  it('asks for the PDF of a lesson: a new pending job, refused while another one is open', async () => {
    const created = await post('/api/reprocessar-pdf/save', { AulaID: 7, Observacao: 'Correção na página 4' });
    expect(created.status).toBe(200);
    expect(created.body.pdf).toMatchObject({ PdfID: 49, AulaID: 7, Status: 'Pendente', Tentativas: 1, Observacao: 'Correção na página 4' });
    expect(created.body.pdf.Arquivo).toMatch(/^aula-0007-/);
    const open = await post('/api/reprocessar-pdf/save', { AulaID: 7 });
    expect(open.status).toBe(400);
    expect(open.body.message).toBe(`Já existe um pedido em andamento para o PDF ${created.body.pdf.Arquivo}.`);
    expect((await post('/api/reprocessar-pdf/save', {})).body).toEqual({ message: 'Informe a aula do PDF.' });
    expect((await post('/api/reprocessar-pdf/save', { AulaID: 999 })).body).toEqual({ message: 'Aula não encontrada.' });
  });
});

describe('content names', () => {
  it('never repeat inside objects, units or lessons (selects show names only)', async () => {
    for (const [path, field] of [['/api/producao-conteudo/conteudos', 'conteudos'], ['/api/todas-unidades', 'unidades'], ['/api/conteudo/aulas', 'aulas']]) {
      const names = (await get(path)).body[field].map((row: { Nome: string }) => row.Nome);
      expect(new Set(names).size, path).toBe(names.length);
    }
  });
});

describe('content endpoints need a signed-in user', () => {
  it('answers 401 without a token', async () => {
    for (const [method, path] of [['POST', '/api/producao-conteudo'], ['POST', '/api/unidades'], ['POST', '/api/aulas'], ['POST', '/api/conteudo/modulos'], ['POST', '/api/cadernos'], ['POST', '/api/videos-padrao'], ['POST', '/api/reprocessar-pdf']]) {
      expect((await api.server.call(method, path, { body: {} })).status).toBe(401);
    }
  });
});
