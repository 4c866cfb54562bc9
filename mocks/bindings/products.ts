/** Product resources: courses, modules, concursos, combos, subscription plans and their option lists. */
import type { Binding } from '../core/crud.ts';
import type { Db, Row } from '../core/db.ts';
import { badRequest } from '../core/router.ts';
import { catalog } from '../seed/fixtures.ts';
import { PAID } from '../seed/people.ts';
import { period, references, slugOf, today } from './shared.ts';

const discount = (record: Row) => {
  period('DataInicialDesconto', 'DataFinalDesconto', 'A data final do desconto não pode ser anterior à data inicial.')(record);
  if (record.Desconto > 0 && (!record.DataInicialDesconto || !record.DataFinalDesconto)) throw badRequest('Desconto: informe as datas inicial e final do desconto.');
};

/** Distinct paying students of each catalogue product. */
function studentsByProduct(db: Db): Map<number, number> {
  const buyers = new Map<number, Set<number>>();
  for (const order of db.table('order').all()) {
    if (!PAID.includes(order.Status)) continue;
    if (!buyers.has(order.ProdutoID)) buyers.set(order.ProdutoID, new Set());
    buyers.get(order.ProdutoID)!.add(order.AlunoID);
  }
  return new Map([...buyers].map(([id, set]) => [id, set.size]));
}

/** What a combo's items cost bought separately. */
function itemsValue(db: Db, record: Row): number {
  const price = (table: string, id: number) => db.table(table).get(id)?.Preco ?? 0;
  const cents = [...record.Cursos.map((c: Row) => price('product-course', c.CursoID)), ...record.Modulos.map((m: Row) => price('product-module', m.ModuloID))]
    .reduce((sum: number, value: number) => sum + Math.round(value * 100), 0);
  return cents / 100;
}

export const PRODUCTS: Record<string, Binding> = {
  'product-course': {
    readers: { options: ['Combo', 'ConteudoProgramatico'] },
    // The list shows each course with its main concurso's name and its number of paying students.
    rows: (db) => {
      const students = studentsByProduct(db);
      return db.table('product-course').all().map((course) => ({
        id: course.CursoID, curso: course.NomeCurso, publicado: course.Publicado, totalAlunos: students.get(course.CursoID) ?? 0, removido: course.Removido,
        concursoPrincipalID: course.ConcursoPrincipalID, concursoPrincipal: db.table('product-concurso').get(course.ConcursoPrincipalID)?.NomeConcurso ?? null,
        preco: course.Preco, destaque: course.Destaque,
      }));
    },
    from: ['product-course', 'order', 'product-concurso'],
    record: (row) => row,
    option: (row) => ({ CursoID: row.id, NomeCurso: row.curso }),
    prepare: (record) => ({ Removido: false, ...record, LinkCurso: record.LinkCurso || slugOf(`curso ${record.NomeCurso ?? ''}`) }),
    unique: [['NomeCurso', (record) => `Já existe um curso com o nome ${record.NomeCurso}.`], ['LinkCurso', (record) => `O link ${record.LinkCurso} já é usado por outro curso.`]],
    check: (record, ctx) => {
      if (record.ConcursoPrincipalID && !ctx.db.table('product-concurso').get(record.ConcursoPrincipalID)) throw badRequest('Concurso principal: Escolha uma das opções.');
      discount(record);
    },
  },
  'product-module': {
    readers: { options: ['Combo'] },
    option: (row) => ({ ModuloID: row.ModuloID, NomeModulo: row.NomeModulo }),
    prepare: (record) => ({ ...record, LinkPermanente: record.LinkPermanente || slugOf(`modulo ${record.NomeModulo ?? ''}`) }),
    unique: [['NomeModulo', (record) => `Já existe um módulo com o nome ${record.NomeModulo}.`], ['LinkPermanente', (record) => `O link ${record.LinkPermanente} já é usado por outro módulo.`]],
    check: (record, ctx) => {
      if (record.Concurso && !ctx.db.table('product-concurso').all().some((row) => row.NomeConcurso === record.Concurso)) throw badRequest(`Concurso: ${record.Concurso} não encontrado.`);
      discount(record);
    },
  },
  'product-concurso': {
    readers: { options: ['UltimasNoticias', 'Curso', 'Modulo'] },
    option: (row) => ({ ConcursoID: row.ConcursoID, NomeConcurso: row.NomeConcurso }),
    // The form picks the board and the career by id; the record keeps them as objects too.
    prepare: (record, ctx) => ({
      ...record,
      Banca: catalog.bancas.find((banca) => banca.BancaID === record.BancaID) ?? null,
      Carreira: catalog.carreiras.find((carreira) => carreira.CarreiraID === record.CarreiraID) ?? null,
      Tags: references(record.Tags, catalog.tags, 'TagID', { TagID: 'TagID', Nome: 'Nome' }, 'Tags'),
      URL: record.URL || slugOf(`concurso ${record.NomeConcurso ?? ''}`), DataCriacao: record.DataCriacao ?? today(ctx), DataEdicao: today(ctx),
    }),
    unique: [['NomeConcurso', (record) => `Já existe um concurso com o nome ${record.NomeConcurso}.`], ['URL', (record) => `O link ${record.URL} já é usado por outro concurso.`]],
    check: (record) => {
      if (!record.Banca) throw badRequest('Banca: Escolha uma das opções.');
      if (!record.Carreira) throw badRequest('Carreira: Escolha uma das opções.');
    },
    removable: (row, ctx) => {
      const courses = ctx.db.table('product-course').all().filter((course) => !course.Removido && course.ConcursoPrincipalID === row.ConcursoID).length;
      const modules = ctx.db.table('product-module').all().filter((module) => module.Concurso === row.NomeConcurso).length;
      if (courses || modules) throw badRequest(`Não é possível remover o concurso ${row.NomeConcurso}: ele está ligado a ${courses} curso(s) e ${modules} módulo(s).`);
    },
  },
  'product-combo': {
    // Items keep their current names; the value of the items and their number are the server's.
    prepare: (record, ctx) => {
      // A removed course leaves the store, but not the combos that already sold it.
      const kept = new Set((ctx.existing?.Cursos ?? []).map((course: Row) => course.CursoID));
      const courses = ctx.db.table('product-course').all().filter((course) => !course.Removido || kept.has(course.CursoID));
      const next = {
        ...record,
        Cursos: references(record.Cursos, courses, 'CursoID', { CursoID: 'CursoID', NomeCurso: 'NomeCurso' }, 'Cursos'),
        Modulos: references(record.Modulos, ctx.db.table('product-module').all(), 'ModuloID', { ModuloID: 'ModuloID', NomeModulo: 'NomeModulo' }, 'Módulos'),
        LinkPermanente: record.LinkPermanente || slugOf(record.Nome ?? ''),
      };
      return { ...next, QuantidadeItens: next.Cursos.length + next.Modulos.length, ValorItens: itemsValue(ctx.db, next) };
    },
    unique: [['Nome', (record) => `Já existe um combo com o nome ${record.Nome}.`], ['LinkPermanente', (record) => `O link ${record.LinkPermanente} já é usado por outro combo.`]],
    check: (record) => {
      if (record.QuantidadeItens < 2) throw badRequest('Um combo precisa de pelo menos dois produtos.');
      if (record.Preco > record.ValorItens) throw badRequest('Preço: o preço do combo não pode ser maior que a soma dos produtos comprados separadamente.');
      discount(record);
    },
  },
  'subscription-plan': { prepare: (record, ctx) => ({ ...record, DataCriacao: record.DataCriacao ?? today(ctx) }) },
  'course-discipline': { rows: () => catalog.courseSubjects, from: [] },
  'exam-board': { rows: () => catalog.bancas, from: [] },
  career: { rows: () => catalog.carreiras, from: [] },
  'concurso-tag': { rows: () => catalog.tags, from: [] },
  'featured-course': {
    rows: (db) => db.table('product-course').all().filter((course) => course.Destaque && !course.Removido)
      .map((course) => ({ _id: course.CursoID, name: course.NomeCurso, preco: course.Preco, publicado: course.Publicado, paginaInicial: course.PaginaInicial })),
    from: ['product-course'],
  },
};

