/**
 * The store's showcase: the published concursos as the store lists them (most popular by paying students, and
 * those with an exam notice published or coming soon, newest first) and taking a course out of the featured ones.
 */
import { memo } from '../core/crud.ts';
import type { Db, Row } from '../core/db.ts';
import { pageRequest, paged, query } from '../core/query.ts';
import { badRequest, findRow, key, rule, type Ctx } from '../core/router.ts';
import { PAID } from '../seed/people.ts';
import { needsOf, type Services } from './services.ts';

const STORE = {};

/** The published concursos in the store's shape, with their courses and paying students. */
function storeRows(db: Db): Row[] {
  return memo(db, STORE, ['product-concurso', 'product-course', 'order'], () => {
    const buyers = new Map<number, Set<number>>();
    for (const order of db.table('order').all()) if (PAID.includes(order.Status)) buyers.set(order.ProdutoID, (buyers.get(order.ProdutoID) ?? new Set()).add(order.AlunoID));
    return db.table('product-concurso').all().filter((concurso) => concurso.Publicado).map((concurso) => {
      const own = db.table('product-course').all().filter((course) => !course.Removido && course.ConcursoPrincipalID === concurso.ConcursoID);
      return {
        _id: concurso.ConcursoID, name: concurso.NomeConcurso, stand: { _id: concurso.Banca.BancaID, name: concurso.Banca.Nome }, situation: concurso.Situacao,
        published: concurso.Publicado, permanentLink: concurso.URL, institution: concurso.Instituicao, notice: concurso.Edital, state: concurso.Estado,
        career: [{ _id: concurso.Carreira.CarreiraID, name: concurso.Carreira.Nome }], formation: [concurso.Formacao], salary: concurso.Remuneracao,
        description: concurso.Descricao, tags: concurso.Tags.map((tag: Row) => tag.Nome), seoTitle: concurso.TituloSEO, seoDescription: concurso.DescricaoSEO,
        courses: own.map((course) => ({ _id: course.CursoID, name: course.NomeCurso })), createdAt: concurso.DataCriacao, editedAt: concurso.DataEdicao,
        students: own.reduce((sum, course) => sum + (buyers.get(course.CursoID)?.size ?? 0), 0),
      };
    });
  });
}

function showcase(kind: 'MaisPopulares' | 'EditalPublicado' | 'EditalEmBreve') {
  return (ctx: Ctx) => {
    const rows = storeRows(ctx.db);
    const chosen = kind === 'MaisPopulares' ? [...rows].sort((a, b) => b.students - a.students || a.name.localeCompare(b.name, 'pt-BR'))
      : rows.filter((row) => row.situation === kind).sort((a, b) => b.editedAt.localeCompare(a.editedAt) || a.name.localeCompare(b.name, 'pt-BR'));
    return paged(query(chosen, ctx.input, { name: { match: 'contains' } }), pageRequest(ctx.input), { rows: 'concursos', total: 'totalConcursos' });
  };
}

export function ecommerceRules(services: Services) {
  const need = key('EcommerceConcursos');
  return [
    rule('GET /api/ecommerce/concursos/MaisPopulares', need, showcase('MaisPopulares')),
    rule('GET /api/ecommerce/concursos/EditaisPublicados', need, showcase('EditalPublicado')),
    rule('GET /api/ecommerce/concursos/EditalEmBreve', need, showcase('EditalEmBreve')),
    rule('POST /api/cursos-em-destaque/remove', needsOf(services, 'featured-course').remove, (ctx: Ctx) => {
      const course = findRow(ctx.db, 'product-course', ctx.body._id, 'o curso (_id)');
      if (!course.Destaque) throw badRequest('Este curso não está em destaque.');
      ctx.db.table('product-course').put({ ...course, Destaque: false });
      return { _id: course.CursoID };
    }),
  ];
}
