/**
 * Questions: the list (each row with a plain-text summary, its discipline and its hit rate), one question with its
 * classification named, save (alternatives lettered by position, exactly one right, the certo/errado pair; a new
 * or changed question goes back to review), the review decision and the classification in the hierarchy.
 */
import type { Binding } from '../core/crud.ts';
import type { Db, Row } from '../core/db.ts';
import { normalize } from '../core/query.ts';
import { badRequest, findRow, key, rule, text, type Ctx } from '../core/router.ts';
import { validateRecord } from '../core/validate.ts';
import { ancestry, LEVELS } from './hierarchy.ts';
import { needsOf, resourceOf, type Services } from './services.ts';

const plain = (html: string) => html.replace(/<\/(p|li|div)>/gi, ' ').replace(/<[^>]*>/g, '').replace(/&nbsp;/g, ' ').replace(/&amp;/g, '&').replace(/\s+/g, ' ').trim();

/** The question's classification, named: `[{ _id, name, levelName, path }]`. */
function hierarchies(db: Db, question: Row): Row[] {
  return question.hierarchyIds.flatMap((id: number) => {
    const node = db.table('hierarchy-node').get(id);
    return node ? [{ _id: node._id, name: node.name, levelName: LEVELS[node.level - 1], path: ancestry(db, node).map((item) => item.name) }] : [];
  });
}

/** A question as the API answers it (hierarchies named instead of ids). */
function present(db: Db, question: Row): Row {
  const { hierarchyIds: _ids, ...rest } = question;
  return { ...rest, hierarchies: hierarchies(db, question) };
}

/** The list of questions: rows with a summary, the discipline, the answers and the hit rate. */
export const QUESTION_BINDING: Binding = {
  readers: { list: ['Question.review'] },
  rows: (db) => db.table('question').all().map((question) => {
    const summary = plain(question.title);
    return {
      _id: question._id, code: question.code, number: question.number, summary: summary.length > 140 ? `${summary.slice(0, 139).trimEnd()}…` : summary,
      exam: question.exam, type: question.type, discipline: hierarchies(db, question)[0]?.path[0] ?? '', canceled: question.canceled,
      unpublished: question.unpublished, review: question.review, answers: question.statistics.answers, hitRate: question.statistics.hits.rate,
      createdAt: question.createdAt, editedAt: question.editedAt,
    };
  }),
  from: ['question', 'hierarchy-node'],
  record: (row, db) => present(db, row),
};

function classification(db: Db, value: unknown): number[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) throw badRequest('A classificação deve ser uma lista de itens da hierarquia.');
  const ids = value.map((item) => Number(item && typeof item === 'object' ? item._id : item));
  const unknown = ids.find((id) => !db.table('hierarchy-node').get(id));
  if (unknown !== undefined) throw badRequest(`Item da hierarquia ${unknown} não encontrado.`);
  return [...new Set(ids)];
}

/** Alternatives in order, lettered by position, checked against the rules of the question type. */
function alternatives(value: unknown, type: string): Row[] {
  if (type === 'DISCURSIVA') return [];
  const items: Row[] = Array.isArray(value) ? value : [];
  if (type === 'CERTO_ERRADO' && items.length !== 2) throw badRequest('Uma questão de certo ou errado tem exatamente duas alternativas: Certo e Errado.');
  if (items.length < 2 || items.length > 10) throw badRequest('Alternativas: cadastre de duas a dez alternativas.');
  const out = items.map((item, index) => ({
    letter: type === 'CERTO_ERRADO' ? 'CE'[index] : 'ABCDEFGHIJ'[index], answer: type === 'CERTO_ERRADO' ? ['Certo', 'Errado'][index] : String(item.answer ?? ''),
    right: item.right === true, answerMedia: String(item.answerMedia ?? ''), comment: String(item.comment ?? ''), commentMedia: String(item.commentMedia ?? ''),
  }));
  const blank = out.find((item) => !plain(item.answer) && !/<(img|video|iframe)\b/i.test(item.answer));
  if (blank) throw badRequest(`Preencha o texto da alternativa ${blank.letter}.`);
  const rights = out.filter((item) => item.right).length;
  if (rights !== 1) throw badRequest(rights ? 'Marque apenas uma alternativa correta.' : 'Marque a alternativa correta.');
  return out;
}

const emptyStatistics = (items: Row[]) => ({
  answers: 0, hits: { number: 0, rate: 0 }, wrongs: { number: 0, rate: 0 }, alternatives: items.map((item) => ({ letter: item.letter, count: 0, rate: 0, right: item.right })),
});

export function questionRules(services: Services) {
  const needs = needsOf(services, 'question');
  const find = (ctx: Ctx, value: unknown) => findRow(ctx.db, 'question', value, 'a questão (_id)');
  const answer = (ctx: Ctx, question: Row) => ({ question: present(ctx.db, question) });
  return [
    rule('GET /api/question/comment', key('Question.comment'), (ctx: Ctx) => answer(ctx, find(ctx, ctx.input._id))),
    rule('POST /api/question/save', key('Question.new'), (ctx: Ctx) => {
      const table = ctx.db.table('question');
      const existing = ctx.body._id ? find(ctx, ctx.body._id) : undefined;
      const merged = { ...existing, ...ctx.body };
      validateRecord(resourceOf(services, 'question').schema!, merged);
      const items = alternatives(merged.alternatives, merged.type);
      const right = items.find((item) => item.right)?.letter ?? '';
      const id = existing?._id ?? table.nextId();
      const code = text(merged.code) ?? `Q${String(id).padStart(5, '0')}`;
      if (table.all().some((other) => other._id !== id && normalize(other.code) === normalize(code))) throw badRequest(`Já existe uma questão com o código ${code}.`);
      const same = existing && existing.title === merged.title && existing.rightAlternative === right;
      const now = ctx.now().toISOString();
      const { hierarchies: chosen, ...fields } = merged;
      const saved = table.put({
        canceled: false, unpublished: true, number: 1, image: '', reviewNote: '', createdAt: now, ...fields, _id: id, code, alternatives: items, rightAlternative: right,
        hierarchyIds: chosen === undefined ? existing?.hierarchyIds ?? [] : classification(ctx.db, chosen),
        comment: { description: String(merged.comment?.description ?? ''), media: String(merged.comment?.media ?? '') },
        statistics: same && existing.alternatives.length === items.length ? existing.statistics : emptyStatistics(items),
        // A new question, or one whose statement or answer changed, goes (back) to the review queue.
        review: same ? existing.review : 'PENDENTE', editedAt: now,
      });
      return answer(ctx, saved);
    }),
    rule('POST /api/question/review', key('Question.review'), (ctx: Ctx) => {
      const question = find(ctx, ctx.body._id);
      const decision = ctx.body.decision;
      if (decision !== 'approve' && decision !== 'reject') throw badRequest('Informe a decisão da revisão: approve (aprovar) ou reject (reprovar).');
      // An approved question is published; a rejected one stays out of the students' notebooks.
      return answer(ctx, ctx.db.table('question').put({
        ...question, review: decision === 'approve' ? 'APROVADA' : 'REPROVADA', unpublished: decision !== 'approve',
        reviewNote: text(ctx.body.note) ?? (decision === 'approve' ? '' : question.reviewNote), editedAt: ctx.now().toISOString(),
      }));
    }),
    rule('POST /api/question/hierarchies', needs.update, (ctx: Ctx) => {
      const question = find(ctx, ctx.body._id);
      return answer(ctx, ctx.db.table('question').put({ ...question, hierarchyIds: classification(ctx.db, ctx.body.hierarchies), editedAt: ctx.now().toISOString() }));
    }),
  ];
}
