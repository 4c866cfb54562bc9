/**
 * Questions (simulated endpoints): the list with its filters, one question, save, remove, the review queue
 * decision, the classification in the hierarchy and the question with its comment and statistics.
 */
import { allOf, containsText, equalsBoolean, equalsValue, normalizeText, type RowFilter } from '../paging/filters.ts';
import { pagedResponse } from '../paging/paging.ts';
import { hierarchyTable } from '../seed/hierarchy.ts';
import {
  letterAt, questionCode, questionsTable, QUESTION_TYPES, statisticsFor, type QuestionAlternative, type QuestionExam,
  type QuestionRecord, type QuestionType,
} from '../seed/questions.ts';
import { rngFor } from '../seed/random.ts';
import { badRequest, notFound } from '../server/errors.ts';
import type { HandlerContext } from '../server/context.ts';
import type { Router } from '../server/router.ts';
import { memoOn } from '../store/memo.ts';
import { hierarchyRef, nodesByIds } from './hierarchy.ts';
import { asRecord, has, readId, readNumber, readText } from './input.ts';

/** Messages of the question endpoints. */
export const QUESTION_MESSAGES = {
  idRequired: 'Informe a questão (_id).',
  notFound: 'Questão não encontrada.',
  titleRequired: 'Informe o enunciado da questão.',
  typeInvalid: 'Tipo de questão inválido: use MULTIPLA_ESCOLHA, CERTO_ERRADO ou DISCURSIVA.',
  boardRequired: 'Informe a banca da prova.',
  yearRequired: 'Informe o ano da prova (entre 1990 e 2100).',
  numberInvalid: 'O número da questão precisa ser um inteiro positivo.',
  alternativesList: 'As alternativas devem ser uma lista.',
  tooFewAlternatives: 'Cadastre ao menos duas alternativas.',
  tooManyAlternatives: 'Cadastre no máximo dez alternativas.',
  certoErrado: 'Uma questão de certo ou errado tem exatamente duas alternativas: Certo e Errado.',
  answerRequired: (letter: string) => `Preencha o texto da alternativa ${letter}.`,
  rightRequired: 'Marque a alternativa correta.',
  onlyOneRight: 'Marque apenas uma alternativa correta.',
  codeTaken: (code: string) => `Já existe uma questão com o código ${code}.`,
  hierarchiesList: 'A classificação deve ser uma lista de itens da hierarquia.',
  unknownNode: (id: unknown) => `Item da hierarquia ${String(id)} não encontrado.`,
  decisionInvalid: 'Informe a decisão da revisão: approve (aprovar) ou reject (reprovar).',
} as const;

/** A question's hierarchy reference as the API shows it. */
type HierarchyRef = ReturnType<typeof hierarchyRef>;

/** A question as the API returns it (hierarchies with names instead of bare ids). */
export type PublicQuestion = Omit<QuestionRecord, 'hierarchyIds'> & { hierarchies: HierarchyRef[] };

/** A row of the question list. */
export interface QuestionRow {
  _id: number;
  code: string;
  number: number;
  /** The statement as plain text, shortened. */
  summary: string;
  exam: QuestionExam;
  type: QuestionType;
  /** Name of the discipline of the first classification ('' when not classified). */
  discipline: string;
  canceled: boolean;
  unpublished: boolean;
  review: QuestionRecord['review'];
  answers: number;
  hitRate: number;
  createdAt: string;
  editedAt: string;
  /** Accent-free plain statement, for the text filter. */
  searchText: string;
}

/** Plain text of an html fragment (tags dropped, common entities decoded, spaces collapsed). */
export function plainText(html: string): string {
  return html
    .replace(/<\/(p|li|div)>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

function shorten(text: string, limit = 140): string {
  return text.length <= limit ? text : `${text.slice(0, limit - 1).trimEnd()}…`;
}

function hierarchiesOf(context: HandlerContext, question: QuestionRecord): HierarchyRef[] {
  return nodesByIds(context, question.hierarchyIds)
    .filter((node): node is NonNullable<typeof node> => node !== undefined)
    .map((node) => hierarchyRef(context, node));
}

function present(context: HandlerContext, question: QuestionRecord): PublicQuestion {
  const { hierarchyIds: _ids, ...rest } = question;
  return structuredClone({ ...rest, hierarchies: hierarchiesOf(context, question) });
}

function listRows(context: HandlerContext): readonly QuestionRow[] {
  const questions = context.store.table(questionsTable).all();
  const nodes = context.store.table(hierarchyTable).all();
  return memoOn(questions, 'questoes-linhas', () => questions.map((question) => {
    const plain = plainText(question.title);
    return {
      _id: question._id,
      code: question.code,
      number: question.number,
      summary: shorten(plain),
      exam: question.exam,
      type: question.type,
      discipline: hierarchiesOf(context, question)[0]?.path[0] ?? '',
      canceled: question.canceled,
      unpublished: question.unpublished,
      review: question.review,
      answers: question.statistics.answers,
      hitRate: question.statistics.hits.rate,
      createdAt: question.createdAt,
      editedAt: question.editedAt,
      searchText: `${question.code} ${plain}`,
    };
  }), [nodes]);
}

function listQuestions(context: HandlerContext) {
  const input = context.input;
  const filter = allOf<QuestionRow>(
    containsText('searchText', input.Busca),
    equalsValue('exam.evaluatingInstitution', input.evaluatingInstitution),
    equalsValue('exam.year', input.year),
    equalsValue('type', input.type),
    containsText('discipline', input.discipline),
    equalsBoolean('canceled', input.canceled),
    equalsBoolean('unpublished', input.unpublished),
    equalsValue('review', input.review),
  );
  return pagedResponse(input, listRows(context), {
    list: 'questions',
    total: 'totalQuestions',
    filter: filter as RowFilter<QuestionRow> | undefined,
    project: ({ searchText: _search, ...row }) => row,
  });
}

function find(context: HandlerContext, raw: unknown): QuestionRecord {
  const id = readId(raw);
  if (id === undefined) throw badRequest(QUESTION_MESSAGES.idRequired);
  const question = context.store.table(questionsTable).get(id);
  if (!question) throw notFound(QUESTION_MESSAGES.notFound);
  return question;
}

function getQuestion(context: HandlerContext) {
  return { question: present(context, find(context, context.input._id)) };
}

function getComment(context: HandlerContext) {
  return { question: present(context, find(context, context.input._id)) };
}

function readBool(value: unknown, fallback: boolean): boolean {
  if (typeof value === 'boolean') return value;
  if (value === 'true' || value === 1 || value === '1') return true;
  if (value === 'false' || value === 0 || value === '0') return false;
  return fallback;
}

function textOr(value: unknown, fallback: string): string {
  return typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : fallback;
}

function readExam(value: unknown, existing: QuestionExam | undefined): QuestionExam {
  const input = asRecord(value);
  const board = has(input, 'evaluatingInstitution') ? readText(input.evaluatingInstitution) : existing?.evaluatingInstitution;
  if (!board) throw badRequest(QUESTION_MESSAGES.boardRequired);
  const year = has(input, 'year') ? readNumber(input.year) : existing?.year;
  if (year === undefined || !Number.isInteger(year) || year < 1990 || year > 2100) throw badRequest(QUESTION_MESSAGES.yearRequired);
  const roles = has(input, 'roles')
    ? (Array.isArray(input.roles) ? input.roles : [input.roles]).map((role) => readText(role)).filter((role): role is string => Boolean(role))
    : existing?.roles ?? [];
  return {
    roles,
    year,
    publicTender: has(input, 'publicTender') ? textOr(input.publicTender, '') : existing?.publicTender ?? '',
    evaluatingInstitution: board,
    schooling: has(input, 'schooling') ? textOr(input.schooling, '') : existing?.schooling ?? '',
    graduation: has(input, 'graduation') ? textOr(input.graduation, '') : existing?.graduation ?? '',
  };
}

function isBlankHtml(html: string): boolean {
  return plainText(html) === '' && !/<(img|video|iframe)\b/i.test(html);
}

/** Alternatives in order, lettered by position; checks the rules of the question type. */
export function readAlternatives(value: unknown, type: QuestionType): QuestionAlternative[] {
  if (type === 'DISCURSIVA') return [];
  if (!Array.isArray(value)) throw badRequest(QUESTION_MESSAGES.alternativesList);
  const alternatives = value.map((raw, index) => {
    const item = asRecord(raw);
    return {
      letter: type === 'CERTO_ERRADO' ? (index === 0 ? 'C' : 'E') : letterAt(index),
      answer: type === 'CERTO_ERRADO' ? (index === 0 ? 'Certo' : 'Errado') : textOr(item.answer, ''),
      right: readBool(item.right, false),
      answerMedia: textOr(item.answerMedia, ''),
      comment: textOr(item.comment, ''),
      commentMedia: textOr(item.commentMedia, ''),
    };
  });
  if (type === 'CERTO_ERRADO' && alternatives.length !== 2) throw badRequest(QUESTION_MESSAGES.certoErrado);
  if (alternatives.length < 2) throw badRequest(QUESTION_MESSAGES.tooFewAlternatives);
  if (alternatives.length > 10) throw badRequest(QUESTION_MESSAGES.tooManyAlternatives);
  const blank = alternatives.find((alternative) => isBlankHtml(alternative.answer));
  if (blank) throw badRequest(QUESTION_MESSAGES.answerRequired(blank.letter));
  const rights = alternatives.filter((alternative) => alternative.right).length;
  if (rights === 0) throw badRequest(QUESTION_MESSAGES.rightRequired);
  if (rights > 1) throw badRequest(QUESTION_MESSAGES.onlyOneRight);
  return alternatives;
}

/** Hierarchy node ids from `[{_id}]` or `[id]`; every id must name a node. */
function readHierarchyIds(context: HandlerContext, value: unknown): number[] {
  if (value === null || value === undefined) return [];
  if (!Array.isArray(value)) throw badRequest(QUESTION_MESSAGES.hierarchiesList);
  const ids: number[] = [];
  for (const item of value) {
    const raw = typeof item === 'object' && item !== null ? (item as Record<string, unknown>)._id : item;
    const id = readId(raw);
    if (id === undefined || !context.store.table(hierarchyTable).get(id)) throw badRequest(QUESTION_MESSAGES.unknownNode(raw));
    if (!ids.includes(id)) ids.push(id);
  }
  return ids;
}

function saveQuestion(context: HandlerContext) {
  const input = asRecord(context.body);
  const table = context.store.table(questionsTable);
  const id = readId(input._id);
  const existing = id === undefined ? undefined : table.get(id);
  if (id !== undefined && !existing) throw notFound(QUESTION_MESSAGES.notFound);

  const title = has(input, 'title') ? textOr(input.title, '') : existing?.title ?? '';
  if (isBlankHtml(title)) throw badRequest(QUESTION_MESSAGES.titleRequired);
  const type = (has(input, 'type') ? input.type : existing?.type) as QuestionType;
  if (!QUESTION_TYPES.includes(type)) throw badRequest(QUESTION_MESSAGES.typeInvalid);
  const exam = readExam(has(input, 'exam') ? input.exam : existing?.exam, existing?.exam);
  const alternatives = has(input, 'alternatives') || !existing || existing.type !== type
    ? readAlternatives(input.alternatives, type)
    : existing.alternatives;
  const number = has(input, 'number') ? readNumber(input.number) : existing?.number;
  if (number !== undefined && (!Number.isInteger(number) || number < 1)) throw badRequest(QUESTION_MESSAGES.numberInvalid);
  const hierarchyIds = has(input, 'hierarchies') ? readHierarchyIds(context, input.hierarchies) : existing?.hierarchyIds ?? [];
  const nextId = existing?._id ?? table.nextId();
  const code = (has(input, 'code') ? readText(input.code) : existing?.code) || questionCode(nextId);
  const sameCode = normalizeText(code);
  if (table.all().some((other) => other._id !== nextId && normalizeText(other.code) === sameCode)) throw badRequest(QUESTION_MESSAGES.codeTaken(code));
  const comment = asRecord(has(input, 'comment') ? input.comment : existing?.comment);
  const now = context.now().toISOString();
  const statistics = existing && existing.alternatives.map((a) => a.letter).join() === alternatives.map((a) => a.letter).join()
    && existing.rightAlternative === (alternatives.find((a) => a.right)?.letter ?? '')
    ? existing.statistics
    : statisticsFor(rngFor('questao-estatistica', nextId), alternatives, 0);

  const fields: Omit<QuestionRecord, '_id'> = {
    title,
    exam,
    type,
    hierarchyIds,
    canceled: has(input, 'canceled') ? readBool(input.canceled, false) : existing?.canceled ?? false,
    unpublished: has(input, 'unpublished') ? readBool(input.unpublished, true) : existing?.unpublished ?? true,
    code,
    number: number ?? existing?.number ?? 1,
    image: has(input, 'image') ? textOr(input.image, '') : existing?.image ?? '',
    alternatives,
    rightAlternative: alternatives.find((alternative) => alternative.right)?.letter ?? '',
    comment: { description: textOr(comment.description, ''), media: textOr(comment.media, '') },
    statistics,
    // A new question, or one whose content changed, goes (back) to the review queue.
    review: existing && existing.title === title && existing.rightAlternative === (alternatives.find((a) => a.right)?.letter ?? '')
      ? existing.review
      : 'PENDENTE',
    reviewNote: existing?.reviewNote ?? '',
    createdAt: existing?.createdAt ?? now,
    editedAt: now,
  };
  const saved = existing ? table.replace({ ...fields, _id: existing._id }) : table.insert(fields);
  return { question: present(context, saved) };
}

function removeQuestion(context: HandlerContext) {
  const question = find(context, asRecord(context.body)._id);
  context.store.table(questionsTable).remove(question._id);
  return { _id: question._id };
}

function reviewQuestion(context: HandlerContext) {
  const input = asRecord(context.body);
  const question = find(context, input._id);
  const decision = input.decision;
  if (decision !== 'approve' && decision !== 'reject') throw badRequest(QUESTION_MESSAGES.decisionInvalid);
  const saved = context.store.table(questionsTable).replace({
    ...question,
    review: decision === 'approve' ? 'APROVADA' : 'REPROVADA',
    // An approved question is published; a rejected one stays out of the students' notebooks.
    unpublished: decision === 'approve' ? false : true,
    reviewNote: textOr(input.note, decision === 'approve' ? '' : question.reviewNote),
    editedAt: context.now().toISOString(),
  });
  return { question: present(context, saved) };
}

function classifyQuestion(context: HandlerContext) {
  const input = asRecord(context.body);
  const question = find(context, input._id);
  const hierarchyIds = readHierarchyIds(context, input.hierarchies);
  const saved = context.store.table(questionsTable).replace({ ...question, hierarchyIds, editedAt: context.now().toISOString() });
  return { question: present(context, saved) };
}

/** Registers the question routes. */
export function registerQuestionRoutes(router: Router): void {
  router.post('/api/questions', listQuestions);
  router.get('/api/question', getQuestion);
  router.get('/api/question/comment', getComment);
  router.post('/api/question/save', saveQuestion);
  router.post('/api/question/remove', removeQuestion);
  router.post('/api/question/review', reviewQuestion);
  router.post('/api/question/hierarchies', classifyQuestion);
}
