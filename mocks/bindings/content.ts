/** Content resources: lessons, chapters (units), learning objects, module plans, notebooks, default videos, PDFs. */
import type { Binding } from '../core/crud.ts';
import type { Row } from '../core/db.ts';
import { badRequest } from '../core/router.ts';
import { catalog } from '../seed/fixtures.ts';
import { references, teacherOf, today } from './shared.ts';

const dated = (record: Row, ctx: { now(): Date }) => ({ ...record, DataCriacao: record.DataCriacao ?? today(ctx), DataAtualizacao: today(ctx) });
const objectRef = { ConteudoId: 'ConteudoId', Nome: 'Nome', DataPublicacao: 'DataPublicacao' };
const objectTypes = catalog.objectTypes;

export const CONTENT: Record<string, Binding> = {
  lesson: {
    readers: { options: ['ConteudoModulo', 'ReprocessarPdf'] },
    option: (row) => ({ AulaID: row.AulaID, Nome: row.Nome, Rotulo: `${row.Nome} (${row.Disciplina})`, Disciplina: row.Disciplina, Professor: row.Professor.Nome }),
    prepare: (record, ctx) => dated({
      ...record, Professor: teacherOf(record), ProfessorId: teacherOf(record).Id,
      UnidadesAprendizagem: references(record.UnidadesAprendizagem, ctx.db.table('unit').all(), 'id', { id: 'id', Nome: 'Nome' }, 'Unidades de aprendizagem'),
    }, ctx),
  },
  unit: {
    readers: { options: ['Aula'] },
    // The list counts each kind of object of a chapter.
    rows: (db) => db.table('unit').all().map((unit) => ({ ...unit, TotalExcertos: unit.Excerto.length, TotalVideos: unit.Video.length, TotalPodcasts: unit.Podcast.length })),
    from: ['unit'],
    record: (row) => row,
    option: (row) => ({ id: row.id, Nome: row.Nome }),
    drop: ['TotalExcertos', 'TotalVideos', 'TotalPodcasts'],
    prepare: (record, ctx) => {
      const objects = ctx.db.table('learning-object').all();
      const kind = (tipo: string, label: string) => references(record[tipo], objects.filter((object) => object.Tipo === tipo), 'ConteudoId', objectRef, label);
      return dated({ ...record, Professor: teacherOf(record), ProfessorId: teacherOf(record).Id, Excerto: kind('Excerto', 'Excertos'), Video: kind('Video', 'Vídeos'), Podcast: kind('Podcast', 'Podcasts') }, ctx);
    },
  },
  'learning-object': {
    prepare: (record, ctx) => {
      const type = objectTypes.find((candidate) => candidate.Nome === record.Tipo);
      const media = record.Tipo !== 'Excerto';
      return {
        Descricao: '', ...record, TipoID: type?.TipoID, Professor: teacherOf(record), ProfessorId: teacherOf(record).Id,
        Link: media ? record.Link ?? null : null, Duracao: media ? record.Duracao ?? null : null, DataCriacao: record.DataCriacao ?? today(ctx),
      };
    },
  },
  'learning-object-type': { rows: () => objectTypes, from: [] },
  discipline: { rows: () => catalog.contentSubjects, from: [] },
  teacher: { rows: () => catalog.teachers, from: [] },
  'content-module': {
    // A plan lists its lessons with each one's teacher; the list counts the lessons.
    rows: (db) => db.table('content-module').all().map((plan) => ({ ...plan, TotalAulas: plan.planoAula.length })),
    from: ['content-module'],
    record: (row) => row,
    drop: ['TotalAulas'],
    prepare: (record, ctx) => {
      const lessons = ctx.db.table('lesson');
      const planoAula = (Array.isArray(record.planoAula) ? record.planoAula : []).map((item: Row, index: number) => {
        const lesson = lessons.get(item.AulaID);
        if (!lesson) throw badRequest(`Plano de aulas: aula ${String(item.AulaID)} não encontrada.`);
        return { AulaID: lesson.AulaID, Apelido: item.Apelido || `Aula ${String(index + 1).padStart(2, '0')} - ${lesson.Nome}`, DataFinal: item.DataFinal, Professor: lesson.Professor.Nome };
      });
      return { ...record, Professor: teacherOf(record), ProfessorId: teacherOf(record).Id, planoAula };
    },
  },
  'question-notebook': {
    // A manual notebook counts the question numbers it was given.
    prepare: (record, ctx) => {
      const manual = record.Selecao === 'Manual';
      const ids = manual ? [...new Set(String(record.Questoes ?? '').split(/[,;]/).map((part) => part.trim()).filter(Boolean))] : [];
      const defaults: Row = { Concurso: '', Banca: '', Assunto: '', AnoInicial: null, AnoFinal: null, Dificuldade: 'Todas' };
      const chosen: Row = manual ? { ...defaults, Questoes: ids.join(', '), QuantidadeQuestoes: ids.length } : { Questoes: '' };
      return dated({ ...defaults, ...record, ...chosen }, ctx);
    },
    check: (record) => {
      if (record.AnoInicial && record.AnoFinal && record.AnoInicial > record.AnoFinal) throw badRequest('Ano inicial: não pode ser posterior ao ano final.');
      if (record.QuantidadeQuestoes > 200) throw badRequest('Números das questões: um caderno pode ter no máximo 200 questões.');
    },
  },
  'default-video': { field: 'videoPadrao', prepare: (record, ctx) => ({ ...record, DataAtualizacao: today(ctx), Operador: ctx.user!.name }) },
};
