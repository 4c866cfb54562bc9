/**
 * E-commerce (simulated endpoints): latest news and teachers' articles (list, save, remove), featured courses
 * (the courses marked Destaque), the store's competitions (the e-commerce reading of the concursos) and the
 * subscription plans. Lists follow the paging convention, read from the query string on GET.
 */
import { allOf, containsText, equalsBoolean, equalsValue } from '../paging/filters.ts';
import { pagedResponse } from '../paging/paging.ts';
import {
  articlesTable, newsTable, PERIODICIDADES, plansTable, type ArticleRecord, type NewsRecord, type PlanRecord,
} from '../seed/ecommerce.ts';
import { CATALOG_TEACHERS } from '../seed/catalogTeachers.ts';
import { dayToIso, todayDay } from '../seed/dates.ts';
import { ordersTable } from '../seed/orders.ts';
import { concursosTable, type ConcursoRecord } from '../seed/productConcursos.ts';
import { coursesTable, type CourseRecord } from '../seed/productCourses.ts';
import { badRequest, notFound } from '../server/errors.ts';
import type { HandlerContext } from '../server/context.ts';
import type { Router } from '../server/router.ts';
import type { MockStore } from '../store/store.ts';
import type { TableDefinition } from '../store/table.ts';
import { memoOn } from '../store/memo.ts';
import { asRecord, readId } from './input.ts';
import { studentsByProduct } from './productCourses.ts';
import { booleanField, choiceField, dateField, optionalText, requiredMoney, requiredText, textList } from './productFields.ts';

/** Messages of the e-commerce endpoints. */
export const ECOMMERCE_MESSAGES = {
  newsNotFound: 'Notícia não encontrada.',
  articleNotFound: 'Artigo não encontrado.',
  idRequired: 'Informe o registro (_id).',
  notFeatured: 'Este curso não está em destaque.',
  courseNotFound: 'Curso não encontrado.',
  planNotFound: 'Assinatura não encontrada.',
  planIdRequired: 'Informe a assinatura (AssinaturaID).',
  planNameRequired: 'Informe o nome da assinatura.',
  planNameTaken: (name: string) => `Já existe uma assinatura com o nome ${name}.`,
  planPricePositive: 'O preço da assinatura precisa ser maior que zero.',
  planBenefitsRequired: 'Informe pelo menos um benefício da assinatura.',
  titleRequired: 'Informe o título.',
  titleTaken: (title: string) => `Já existe um registro com o título ${title}.`,
  concursoRequired: 'Informe o concurso da notícia.',
  unknownConcurso: (name: string) => `Concurso ${name} não encontrado.`,
  authorRequired: 'Informe o autor do artigo.',
  unknownAuthor: (name: string) => `Professor ${name} não encontrado.`,
  linkRequired: 'Informe o link.',
  linkInvalid: 'O link deve começar com https:// ou http://.',
  coverInvalid: 'A capa deve ser o endereço de uma imagem, começando com https:// ou http://.',
} as const;

const WEB_URL = /^https?:\/\/\S+$/i;

/** A required web link (http or https). */
function readLink(input: Record<string, unknown>, stored?: string): string {
  const link = requiredText(input, 'link', ECOMMERCE_MESSAGES.linkRequired, stored);
  if (!WEB_URL.test(link)) throw badRequest(ECOMMERCE_MESSAGES.linkInvalid);
  return link;
}

/** An optional cover image URL (http or https). */
function readCover(input: Record<string, unknown>, stored?: string): string {
  const cover = optionalText(input, 'capa', stored);
  if (cover && !WEB_URL.test(cover)) throw badRequest(ECOMMERCE_MESSAGES.coverInvalid);
  return cover;
}

/** A unique title among the other records of the table. */
function readTitle<T extends { _id: number; title: string }>(input: Record<string, unknown>, rows: readonly T[], existing: T | undefined): string {
  const title = requiredText(input, 'title', ECOMMERCE_MESSAGES.titleRequired, existing?.title);
  if (rows.some((row) => row._id !== existing?._id && row.title.toLocaleLowerCase('pt-BR') === title.toLocaleLowerCase('pt-BR'))) {
    throw badRequest(ECOMMERCE_MESSAGES.titleTaken(title));
  }
  return title;
}

function saveNews(context: HandlerContext) {
  const input = asRecord(context.body);
  const table = context.store.table(newsTable);
  const id = readId(input._id);
  const existing = id === undefined ? undefined : table.get(id);
  const title = readTitle(input, table.all(), existing);
  const concurso = requiredText(input, 'concurso', ECOMMERCE_MESSAGES.concursoRequired, existing?.concurso);
  if (!context.store.table(concursosTable).all().some((item) => item.NomeConcurso === concurso)) throw badRequest(ECOMMERCE_MESSAGES.unknownConcurso(concurso));
  const fields: Omit<NewsRecord, '_id'> = {
    title,
    concurso,
    link: readLink(input, existing?.link),
    capa: readCover(input, existing?.capa),
    dataPublicacao: dateField(input, 'dataPublicacao', 'data de publicação', existing?.dataPublicacao) ?? dayToIso(todayDay(context.now())),
  };
  const noticia = existing ? table.replace({ ...fields, _id: existing._id }) : table.insert(fields);
  return { noticia };
}

function saveArticle(context: HandlerContext) {
  const input = asRecord(context.body);
  const table = context.store.table(articlesTable);
  const id = readId(input._id);
  const existing = id === undefined ? undefined : table.get(id);
  const title = readTitle(input, table.all(), existing);
  const author = requiredText(input, 'autor', ECOMMERCE_MESSAGES.authorRequired, existing?.autor);
  if (!CATALOG_TEACHERS.some((teacher) => teacher.Nome === author)) throw badRequest(ECOMMERCE_MESSAGES.unknownAuthor(author));
  const fields: Omit<ArticleRecord, '_id'> = {
    title,
    autor: author,
    dataArtigo: dateField(input, 'dataArtigo', 'data do artigo', existing?.dataArtigo) ?? dayToIso(todayDay(context.now())),
    resumo: optionalText(input, 'resumo', existing?.resumo),
    link: readLink(input, existing?.link),
    capa: readCover(input, existing?.capa),
  };
  const artigo = existing ? table.replace({ ...fields, _id: existing._id }) : table.insert(fields);
  return { artigo };
}

function listNews(context: HandlerContext) {
  const input = context.input;
  const filter = allOf<NewsRecord>(containsText('title', input.title), containsText('concurso', input.concurso));
  return pagedResponse(input, context.store.table(newsTable).all(), { list: 'noticias', total: 'totalNoticias', filter });
}

function listArticles(context: HandlerContext) {
  const input = context.input;
  const filter = allOf<ArticleRecord>(containsText('title', input.title), containsText('autor', input.autor));
  return pagedResponse(input, context.store.table(articlesTable).all(), { list: 'artigos', total: 'totalArtigos', filter });
}

/** Removes a record of a table whose id field is `_id`. */
function removeById<T extends { _id: number }>(table: TableDefinition<T>, message: string) {
  return (context: HandlerContext) => {
    const id = readId(asRecord(context.body)._id);
    if (id === undefined) throw badRequest(ECOMMERCE_MESSAGES.idRequired);
    if (!context.store.table(table).remove(id)) throw notFound(message);
    return { _id: id };
  };
}

/** A featured course as GET api/cursos-em-destaque lists it (spec: _id, name) plus price and publication. */
interface FeaturedRow {
  _id: number;
  name: string;
  preco: number;
  publicado: boolean;
  paginaInicial: boolean;
}

function featuredRows(courses: readonly CourseRecord[]): FeaturedRow[] {
  return memoOn(courses, 'cursos-em-destaque', () => courses
    .filter((course) => course.Destaque && !course.Removido)
    .map((course) => ({ _id: course.CursoID, name: course.NomeCurso, preco: course.Preco, publicado: course.Publicado, paginaInicial: course.PaginaInicial })));
}

function listFeatured(context: HandlerContext) {
  const input = context.input;
  const filter = allOf<FeaturedRow>(containsText('name', input.name), equalsBoolean('publicado', input.publicado));
  return pagedResponse(input, featuredRows(context.store.table(coursesTable).all()), { list: 'cursosEmDestaque', total: 'totalCursosEmDestaque', filter });
}

function unfeature(context: HandlerContext) {
  const id = readId(asRecord(context.body)._id);
  if (id === undefined) throw badRequest(ECOMMERCE_MESSAGES.idRequired);
  const table = context.store.table(coursesTable);
  const course = table.get(id);
  if (!course) throw notFound(ECOMMERCE_MESSAGES.courseNotFound);
  if (!course.Destaque) throw badRequest(ECOMMERCE_MESSAGES.notFeatured);
  table.replace({ ...course, Destaque: false });
  return { _id: id };
}

/** A competition as the store shows it (spec section 3, second reading of Concurso) plus its number of students. */
export interface StoreCompetition {
  _id: number;
  name: string;
  stand: { _id: number; name: string };
  situation: ConcursoRecord['Situacao'];
  published: boolean;
  permanentLink: string;
  institution: string;
  notice: string;
  state: string;
  career: Array<{ _id: number; name: string }>;
  formation: string[];
  salary: number;
  description: string;
  tags: string[];
  seoTitle: string;
  seoDescription: string;
  courses: Array<{ _id: number; name: string }>;
  createdAt: string;
  editedAt: string;
  /** Paying students of its courses (what "most popular" ranks by). */
  students: number;
}

function storeCompetitions(store: MockStore): StoreCompetition[] {
  const concursos = store.table(concursosTable).all();
  const courses = store.table(coursesTable).all();
  const orders = store.table(ordersTable).all();
  return memoOn(concursos, 'concursos-loja', () => {
    const students = studentsByProduct(orders);
    return concursos.map((concurso) => {
      const own = courses.filter((course) => !course.Removido && course.ConcursoPrincipalID === concurso.ConcursoID);
      return {
        _id: concurso.ConcursoID,
        name: concurso.NomeConcurso,
        stand: { _id: concurso.Banca.BancaID, name: concurso.Banca.Nome },
        situation: concurso.Situacao,
        published: concurso.Publicado,
        permanentLink: concurso.URL,
        institution: concurso.Instituicao,
        notice: concurso.Edital,
        state: concurso.Estado,
        career: [{ _id: concurso.Carreira.CarreiraID, name: concurso.Carreira.Nome }],
        formation: [concurso.Formacao],
        salary: concurso.Remuneracao,
        description: concurso.Descricao,
        tags: concurso.Tags.map((tag) => tag.Nome),
        seoTitle: concurso.TituloSEO,
        seoDescription: concurso.DescricaoSEO,
        courses: own.map((course) => ({ _id: course.CursoID, name: course.NomeCurso })),
        createdAt: concurso.DataCriacao,
        editedAt: concurso.DataEdicao,
        students: own.reduce((sum, course) => sum + (students.get(course.CursoID) ?? 0), 0),
      };
    });
  }, [courses, orders]);
}

function competitions(kind: 'MaisPopulares' | 'EditaisPublicados' | 'EditalEmBreve') {
  return (context: HandlerContext) => {
    const published = storeCompetitions(context.store).filter((competition) => competition.published);
    let rows: StoreCompetition[];
    if (kind === 'MaisPopulares') {
      rows = [...published].sort((a, b) => b.students - a.students || a.name.localeCompare(b.name, 'pt-BR'));
    } else {
      const situation = kind === 'EditaisPublicados' ? 'EditalPublicado' : 'EditalEmBreve';
      rows = published.filter((competition) => competition.situation === situation)
        .sort((a, b) => b.editedAt.localeCompare(a.editedAt) || a.name.localeCompare(b.name, 'pt-BR'));
    }
    const filter = containsText<StoreCompetition>('name', context.input.name);
    return pagedResponse(context.input, rows, { list: 'concursos', total: 'totalConcursos', filter });
  };
}

function listPlans(context: HandlerContext) {
  const input = context.input;
  const filter = allOf<PlanRecord>(
    containsText('Nome', input.Nome),
    equalsValue('Periodicidade', input.Periodicidade),
    equalsBoolean('Ativo', input.Ativo),
  );
  return pagedResponse(input, context.store.table(plansTable).all(), { list: 'assinaturas', total: 'totalAssinaturas', filter });
}

function findPlan(store: MockStore, value: unknown): PlanRecord {
  const id = readId(value);
  if (id === undefined) throw badRequest(ECOMMERCE_MESSAGES.planIdRequired);
  const plan = store.table(plansTable).get(id);
  if (!plan) throw notFound(ECOMMERCE_MESSAGES.planNotFound);
  return plan;
}

function savePlan(context: HandlerContext) {
  const input = asRecord(context.body);
  const table = context.store.table(plansTable);
  const id = readId(input.AssinaturaID);
  const existing = id === undefined ? undefined : table.get(id);
  const name = requiredText(input, 'Nome', ECOMMERCE_MESSAGES.planNameRequired, existing?.Nome);
  if (table.all().some((other) => other.AssinaturaID !== existing?.AssinaturaID && other.Nome.toLocaleLowerCase('pt-BR') === name.toLocaleLowerCase('pt-BR'))) {
    throw badRequest(ECOMMERCE_MESSAGES.planNameTaken(name));
  }
  const price = requiredMoney(input, 'Preco', 'o preço da assinatura', existing?.Preco);
  if (price <= 0) throw badRequest(ECOMMERCE_MESSAGES.planPricePositive);
  const benefits = textList(input, 'Beneficios', 'os benefícios', existing?.Beneficios);
  if (benefits.length === 0) throw badRequest(ECOMMERCE_MESSAGES.planBenefitsRequired);
  const fields: Omit<PlanRecord, 'AssinaturaID'> = {
    Nome: name,
    Descricao: optionalText(input, 'Descricao', existing?.Descricao),
    Carreira: optionalText(input, 'Carreira', existing?.Carreira) || 'Todas as carreiras',
    Periodicidade: choiceField(input, 'Periodicidade', 'a periodicidade', PERIODICIDADES, existing?.Periodicidade, 'Mensal'),
    Preco: price,
    Beneficios: benefits,
    Ativo: booleanField(input, 'Ativo', existing?.Ativo, true),
    Destaque: booleanField(input, 'Destaque', existing?.Destaque, false),
    DataCriacao: existing?.DataCriacao ?? dayToIso(todayDay(context.now())),
  };
  const assinatura = existing ? table.replace({ ...fields, AssinaturaID: existing.AssinaturaID }) : table.insert(fields);
  return { assinatura };
}

function removePlan(context: HandlerContext) {
  const plan = findPlan(context.store, asRecord(context.body).AssinaturaID);
  context.store.table(plansTable).remove(plan.AssinaturaID);
  return { AssinaturaID: plan.AssinaturaID };
}

/** Registers the e-commerce routes. */
export function registerEcommerceRoutes(router: Router): void {
  router.get('/api/ultimas-noticias', listNews);
  router.post('/api/ultimas-noticias/save', saveNews);
  router.post('/api/ultimas-noticias/remove-noticia', removeById(newsTable, ECOMMERCE_MESSAGES.newsNotFound));
  router.get('/api/cursos-em-destaque', listFeatured);
  router.post('/api/cursos-em-destaque/remove', unfeature);
  router.get('/api/artigos-professores', listArticles);
  router.post('/api/artigos-professores/save', saveArticle);
  router.post('/api/artigos-professores/remove-artigo', removeById(articlesTable, ECOMMERCE_MESSAGES.articleNotFound));
  router.get('/api/ecommerce/concursos/MaisPopulares', competitions('MaisPopulares'));
  router.get('/api/ecommerce/concursos/EditaisPublicados', competitions('EditaisPublicados'));
  router.get('/api/ecommerce/concursos/EditalEmBreve', competitions('EditalEmBreve'));
  router.post('/api/assinaturas', listPlans);
  router.get('/api/assinaturas/assinatura', (context) => ({ assinatura: findPlan(context.store, context.input.AssinaturaID) }));
  router.post('/api/assinatura/save', savePlan);
  router.post('/api/assinaturas/remove-assinatura', removePlan);
}
