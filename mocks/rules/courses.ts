/**
 * Courses: removal is soft (the course leaves the store: not published, not featured) and can be undone
 * (restore); each course's syllabus (conteúdo programático) is read, replaced and cleared as one record.
 */
import type { Row } from '../core/db.ts';
import { badRequest, findRow, key, rule, type Ctx } from '../core/router.ts';
import { validateRecord } from '../core/validate.ts';
import { needsOf, resourceOf, type Services } from './services.ts';

const course = (ctx: Ctx) => findRow(ctx.db, 'product-course', ctx.input.CursoID, 'o curso (CursoID)');

function syllabus(ctx: Ctx, of: Row) {
  const stored = ctx.db.table('course-syllabus').get(of.CursoID);
  return { CursoID: of.CursoID, NomeCurso: of.NomeCurso, Disciplinas: stored?.Disciplinas ?? [] };
}

export function courseRules(services: Services) {
  const needs = needsOf(services, 'course-syllabus');
  const setRemoved = (removed: boolean) => (ctx: Ctx) => {
    const current = course(ctx);
    if (current.Removido === removed) throw badRequest(removed ? 'Este curso já foi removido.' : 'Este curso não está removido.');
    ctx.db.table('product-course').put({ ...current, Removido: removed, ...(removed ? { Publicado: false, Destaque: false } : {}) });
    return { CursoID: current.CursoID };
  };
  return [
    rule('POST /api/cursoever/remove-curso', key('Curso.delete'), setRemoved(true)),
    rule('POST /api/cursoever/restore-curso', key('Curso.delete'), setRemoved(false)),
    rule('GET /api/cursos/conteudo-programatico', needs.read, (ctx: Ctx) => ({ conteudoProgramatico: syllabus(ctx, course(ctx)) })),
    rule('POST /api/cursos/conteudo-programatico/save', { create: needs.create, update: needs.update }, (ctx: Ctx) => {
      const current = course(ctx);
      validateRecord(resourceOf(services, 'course-syllabus').schema!, ctx.body);
      const subjects = (Array.isArray(ctx.body.Disciplinas) ? ctx.body.Disciplinas : []).map((item: Row) => ({
        Disciplina: String(item.Disciplina).trim(), Topicos: [...new Set((item.Topicos ?? []).map((topic: unknown) => String(topic).trim()).filter(Boolean))],
      }));
      const repeated = subjects.find((item: Row, index: number) => subjects.findIndex((other: Row) => other.Disciplina === item.Disciplina) !== index);
      if (repeated) throw badRequest(`A disciplina ${repeated.Disciplina} aparece mais de uma vez.`);
      ctx.db.table('course-syllabus').put({ CursoID: current.CursoID, Disciplinas: subjects });
      return { conteudoProgramatico: syllabus(ctx, current) };
    }, (ctx) => (ctx.db.table('course-syllabus').get(ctx.body.CursoID)?.Disciplinas?.length ?? 0) > 0),
    rule('POST /api/cursos/conteudo-programatico/remove', needs.remove, (ctx: Ctx) => {
      const current = course(ctx);
      ctx.db.table('course-syllabus').put({ CursoID: current.CursoID, Disciplinas: [] });
      return { CursoID: current.CursoID };
    }),
  ];
}
