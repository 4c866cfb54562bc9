/**
 * Courses (products): the course list, one course, save, soft removal and restore, the course options of
 * other forms, and each course's syllabus (conteúdo programático).
 */
import { allOf, containsText, equalsBoolean, equalsValue } from '../paging/filters.ts';
import { pagedResponse } from '../paging/paging.ts';
import { ordersTable, type OrderRecord } from '../seed/orders.ts';
import { concursosTable } from '../seed/productConcursos.ts';
import {
  coursesTable, SUBJECT_TOPICS, syllabusTable, type CourseRecord, type SyllabusSubject,
} from '../seed/productCourses.ts';
import { SITUACOES } from '../seed/productConcursos.ts';
import { slugOf } from '../seed/slugs.ts';
import { badRequest, notFound } from '../server/errors.ts';
import type { HandlerContext } from '../server/context.ts';
import type { Router } from '../server/router.ts';
import type { MockStore } from '../store/store.ts';
import { memoOn } from '../store/memo.ts';
import { asRecord, has, readId, readText } from './input.ts';
import {
  booleanField, checkWindow, choiceField, dateField, optionalText, percentField, requiredMoney, requiredText,
} from './productFields.ts';
import { syncCombos } from './productCombos.ts';
import { readTags } from './productConcursos.ts';

/** Messages of the course endpoints. */
export const COURSE_MESSAGES = {
  notFound: 'Curso não encontrado.',
  idRequired: 'Informe o curso (CursoID).',
  nameRequired: 'Informe o nome do curso.',
  nameTaken: (name: string) => `Já existe um curso com o nome ${name}.`,
  linkTaken: (link: string) => `O link ${link} já é usado por outro curso.`,
  unknownConcurso: 'Concurso principal não encontrado.',
  discountWindow: 'A data final do desconto não pode ser anterior à data inicial.',
  discountNeedsDates: 'Informe as datas inicial e final do desconto.',
  alreadyRemoved: 'Este curso já foi removido.',
  notRemoved: 'Este curso não está removido.',
  syllabusSubjectRequired: 'Informe a disciplina de cada item do conteúdo programático.',
  syllabusRepeated: (subject: string) => `A disciplina ${subject} aparece mais de uma vez.`,
  syllabusList: 'Disciplinas deve ser uma lista de { Disciplina, Topicos }.',
} as const;

/** Order statuses that make the buyer a student of the product. */
const PAID = new Set(['Pago', 'Pago QC']);

/** Distinct paying students per catalogue product id, cached for as long as the orders do not change. */
export function studentsByProduct(orders: readonly OrderRecord[]): Map<number, number> {
  return memoOn(orders, 'alunos-por-produto', () => {
    const buyers = new Map<number, Set<number>>();
    for (const order of orders) {
      if (!PAID.has(order.Status)) continue;
      let set = buyers.get(order.ProdutoID);
      if (!set) buyers.set(order.ProdutoID, (set = new Set()));
      set.add(order.AlunoID);
    }
    return new Map([...buyers].map(([id, set]) => [id, set.size] as const));
  });
}

/** A row of POST /api/cursos (spec section 3, "Course (list)") plus the concurso's name and the price. */
export interface CourseRow {
  id: number;
  curso: string;
  publicado: boolean;
  totalAlunos: number;
  removido: boolean;
  concursoPrincipalID: number | null;
  concursoPrincipal: string | null;
  preco: number;
  destaque: boolean;
}

function courseRows(store: MockStore): CourseRow[] {
  const courses = store.table(coursesTable).all();
  const orders = store.table(ordersTable).all();
  const concursos = store.table(concursosTable).all();
  return memoOn(courses, 'linhas-cursos', () => {
    const students = studentsByProduct(orders);
    const names = new Map(concursos.map((concurso) => [concurso.ConcursoID, concurso.NomeConcurso] as const));
    return courses.map((course) => ({
      id: course.CursoID,
      curso: course.NomeCurso,
      publicado: course.Publicado,
      totalAlunos: students.get(course.CursoID) ?? 0,
      removido: course.Removido,
      concursoPrincipalID: course.ConcursoPrincipalID,
      concursoPrincipal: course.ConcursoPrincipalID === null ? null : names.get(course.ConcursoPrincipalID) ?? null,
      preco: course.Preco,
      destaque: course.Destaque,
    }));
  }, [orders, concursos]);
}

function listCourses(context: HandlerContext) {
  const input = context.input;
  const filter = allOf<CourseRow>(
    containsText('curso', input.curso ?? input.Nome),
    equalsBoolean('publicado', input.publicado),
    equalsBoolean('removido', input.removido),
    equalsValue('concursoPrincipalID', input.concursoPrincipalID),
  );
  return pagedResponse(input, courseRows(context.store), { list: 'cursos', total: 'totalCursos', filter });
}

/** The course of a request's CursoID; 400 / 404 otherwise. */
export function findCourse(store: MockStore, value: unknown): CourseRecord {
  const id = readId(value);
  if (id === undefined) throw badRequest(COURSE_MESSAGES.idRequired);
  const course = store.table(coursesTable).get(id);
  if (!course) throw notFound(COURSE_MESSAGES.notFound);
  return course;
}

function readConcursoId(context: HandlerContext, input: Record<string, unknown>, stored: number | null | undefined): number | null {
  if (!has(input, 'ConcursoPrincipalID')) return stored ?? null;
  const raw = input.ConcursoPrincipalID;
  if (raw === null || raw === '') return null;
  const id = readId(raw);
  if (id === undefined || !context.store.table(concursosTable).get(id)) throw badRequest(COURSE_MESSAGES.unknownConcurso);
  return id;
}

function saveCourse(context: HandlerContext) {
  const input = asRecord(context.body);
  const table = context.store.table(coursesTable);
  const id = readId(input.CursoID);
  const existing = id === undefined ? undefined : table.get(id);
  const name = requiredText(input, 'NomeCurso', COURSE_MESSAGES.nameRequired, existing?.NomeCurso);
  const others = table.all().filter((other) => other.CursoID !== existing?.CursoID);
  if (others.some((other) => other.NomeCurso.toLocaleLowerCase('pt-BR') === name.toLocaleLowerCase('pt-BR'))) {
    throw badRequest(COURSE_MESSAGES.nameTaken(name));
  }
  const link = slugOf(optionalText(input, 'LinkCurso', existing?.LinkCurso) || `curso ${name}`);
  if (others.some((other) => other.LinkCurso === link)) throw badRequest(COURSE_MESSAGES.linkTaken(link));
  const discount = percentField(input, 'Desconto', 'o desconto', existing?.Desconto);
  const discountStart = dateField(input, 'DataInicialDesconto', 'data inicial do desconto', existing?.DataInicialDesconto);
  const discountEnd = dateField(input, 'DataFinalDesconto', 'data final do desconto', existing?.DataFinalDesconto);
  checkWindow(discountStart, discountEnd, COURSE_MESSAGES.discountWindow);
  if (discount > 0 && (!discountStart || !discountEnd)) throw badRequest(COURSE_MESSAGES.discountNeedsDates);
  const flag = (field: keyof CourseRecord & string, fallback: boolean) => booleanField(input, field, existing?.[field] as boolean | undefined, fallback);
  const fields: Omit<CourseRecord, 'CursoID'> = {
    NomeCurso: name,
    Assinatura: flag('Assinatura', false),
    LinkCurso: link,
    Situacao: choiceField(input, 'Situacao', 'a situação', SITUACOES, existing?.Situacao, 'EditalEmBreve'),
    Instituicao: optionalText(input, 'Instituicao', existing?.Instituicao),
    Banca: optionalText(input, 'Banca', existing?.Banca),
    Edital: optionalText(input, 'Edital', existing?.Edital),
    Cargo: optionalText(input, 'Cargo', existing?.Cargo),
    RemuneracaoInicial: requiredMoney(input, 'RemuneracaoInicial', 'a remuneração inicial', existing?.RemuneracaoInicial ?? 0),
    Descricao: optionalText(input, 'Descricao', existing?.Descricao),
    Capa: optionalText(input, 'Capa', existing?.Capa),
    Preco: requiredMoney(input, 'Preco', 'o preço do curso', existing?.Preco),
    CondicoesPagamento: optionalText(input, 'CondicoesPagamento', existing?.CondicoesPagamento),
    Personalizado: flag('Personalizado', false),
    Tags: readTags(input, existing?.Tags),
    TituloSEO: optionalText(input, 'TituloSEO', existing?.TituloSEO),
    DescricaoSEO: optionalText(input, 'DescricaoSEO', existing?.DescricaoSEO),
    Publicado: flag('Publicado', false),
    PaginaInicial: flag('PaginaInicial', false),
    Destaque: flag('Destaque', false),
    UsoCupom: flag('UsoCupom', true),
    UsoPontuacao: flag('UsoPontuacao', false),
    DataFinalVenda: dateField(input, 'DataFinalVenda', 'data final de venda', existing?.DataFinalVenda),
    Observacoes: optionalText(input, 'Observacoes', existing?.Observacoes),
    Desconto: discount,
    DataInicialDesconto: discountStart,
    DataFinalDesconto: discountEnd,
    ConcursoPrincipalID: readConcursoId(context, input, existing?.ConcursoPrincipalID),
    Removido: existing?.Removido ?? false,
  };
  const curso = existing ? table.replace({ ...fields, CursoID: existing.CursoID }) : table.insert(fields);
  if (existing) syncCombos(context.store, curso);
  return { curso };
}

function setRemoved(context: HandlerContext, removed: boolean) {
  const course = findCourse(context.store, asRecord(context.body).CursoID);
  if (course.Removido === removed) throw badRequest(removed ? COURSE_MESSAGES.alreadyRemoved : COURSE_MESSAGES.notRemoved);
  // A removed course leaves the store: it is no longer published nor featured.
  const changes = removed ? { Removido: true, Publicado: false, Destaque: false } : { Removido: false };
  context.store.table(coursesTable).replace({ ...course, ...changes });
  if (removed) syncCombos(context.store, course, true);
  return { CursoID: course.CursoID };
}

function courseOptions(context: HandlerContext) {
  const cursos = context.store.table(coursesTable).all()
    .filter((course) => !course.Removido)
    .map((course) => ({ CursoID: course.CursoID, NomeCurso: course.NomeCurso }))
    .sort((a, b) => a.NomeCurso.localeCompare(b.NomeCurso, 'pt-BR'));
  return { cursos };
}

function syllabusOf(store: MockStore, course: CourseRecord) {
  const stored = store.table(syllabusTable).get(course.CursoID);
  return {
    CursoID: course.CursoID,
    NomeCurso: course.NomeCurso,
    Disciplinas: stored ? stored.Disciplinas.map((subject) => ({ Disciplina: subject.Disciplina, Topicos: [...subject.Topicos] })) : [],
  };
}

function readSubjects(value: unknown): SyllabusSubject[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) throw badRequest(COURSE_MESSAGES.syllabusList);
  const out: SyllabusSubject[] = [];
  for (const item of value) {
    const entry = asRecord(item);
    const subject = readText(entry.Disciplina);
    if (!subject) throw badRequest(COURSE_MESSAGES.syllabusSubjectRequired);
    if (out.some((other) => other.Disciplina === subject)) throw badRequest(COURSE_MESSAGES.syllabusRepeated(subject));
    const topics = Array.isArray(entry.Topicos) ? entry.Topicos.map(readText).filter((topic): topic is string => Boolean(topic)) : [];
    out.push({ Disciplina: subject, Topicos: [...new Set(topics)] });
  }
  return out;
}

function saveSyllabus(context: HandlerContext) {
  const input = asRecord(context.body);
  const course = findCourse(context.store, input.CursoID);
  const Disciplinas = readSubjects(input.Disciplinas);
  context.store.table(syllabusTable).put({ CursoID: course.CursoID, Disciplinas });
  return { conteudoProgramatico: syllabusOf(context.store, course) };
}

function removeSyllabus(context: HandlerContext) {
  const course = findCourse(context.store, asRecord(context.body).CursoID);
  context.store.table(syllabusTable).put({ CursoID: course.CursoID, Disciplinas: [] });
  return { CursoID: course.CursoID };
}

/** Registers the course and syllabus routes. */
export function registerProductCourseRoutes(router: Router): void {
  router.post('/api/cursos', listCourses);
  router.get('/api/cursos/curso', (context) => ({ curso: findCourse(context.store, context.input.CursoID) }));
  router.post('/api/curso/save', saveCourse);
  router.post('/api/cursoever/remove-curso', (context) => setRemoved(context, true));
  router.post('/api/cursoever/restore-curso', (context) => setRemoved(context, false));
  router.get('/api/curso', courseOptions);
  router.get('/api/cursos/disciplinas', () => ({ disciplinas: Object.keys(SUBJECT_TOPICS).sort((a, b) => a.localeCompare(b, 'pt-BR')).map((Nome) => ({ Nome })) }));
  router.get('/api/cursos/conteudo-programatico', (context) => ({ conteudoProgramatico: syllabusOf(context.store, findCourse(context.store, context.input.CursoID)) }));
  router.post('/api/cursos/conteudo-programatico/save', saveSyllabus);
  router.post('/api/cursos/conteudo-programatico/remove', removeSyllabus);
}
