/**
 * Question notebooks (simulated endpoints, names in the spec's style): POST /api/cadernos (Nome, Disciplina,
 * Publicado → cadernos, totalCadernos), GET /api/cadernos/caderno (CadernoID), POST /api/cadernos/save and
 * POST /api/cadernos/remove-caderno.
 */
import { allOf, containsText, equalsBoolean } from '../paging/filters.ts';
import { pagedResponse } from '../paging/paging.ts';
import { DIFFICULTIES, notebooksTable, type NotebookRecord, type NotebookSelection } from '../seed/notebooks.ts';
import { badRequest, notFound } from '../server/errors.ts';
import type { HandlerContext } from '../server/context.ts';
import type { Router } from '../server/router.ts';
import type { MockStore } from '../store/store.ts';
import { asRecord, has, readId, readText } from './input.ts';
import { readFlag, readTextField, readWholeNumber, todayIso } from './recordInput.ts';

/** Most questions one notebook may hold. */
export const MAX_NOTEBOOK_QUESTIONS = 200;

/** Messages of the notebook endpoints. */
export const NOTEBOOK_MESSAGES = {
  notFound: 'Caderno não encontrado.',
  idRequired: 'Informe o caderno (CadernoID).',
  nameRequired: 'Informe o nome do caderno.',
  subjectRequired: 'Informe a disciplina do caderno.',
  invalidSelection: 'Seleção inválida: use Filtros ou Manual.',
  invalidDifficulty: 'Dificuldade inválida: use Todas, Fácil, Média ou Difícil.',
  countRequired: 'Informe a quantidade de questões.',
  invalidCount: `A quantidade de questões precisa ser um número inteiro entre 1 e ${MAX_NOTEBOOK_QUESTIONS}.`,
  invalidYear: 'Informe anos entre 1990 e 2100.',
  yearsReversed: 'O ano inicial não pode ser posterior ao ano final.',
  questionsRequired: 'Informe os números das questões, separados por vírgula.',
  invalidQuestions: 'Use apenas números de questões separados por vírgula (ex.: 1203, 1207).',
  tooManyQuestions: `Um caderno pode ter no máximo ${MAX_NOTEBOOK_QUESTIONS} questões.`,
} as const;

function listNotebooks(context: HandlerContext) {
  const input = context.input;
  const filter = allOf<NotebookRecord>(
    containsText('Nome', input.Nome),
    containsText('Disciplina', input.Disciplina),
    containsText('Concurso', input.Concurso),
    equalsBoolean('Publicado', input.Publicado),
  );
  return pagedResponse(input, context.store.table(notebooksTable).all(), { list: 'cadernos', total: 'totalCadernos', filter });
}

function findNotebook(store: MockStore, value: unknown): NotebookRecord {
  const id = readId(value);
  if (id === undefined) throw badRequest(NOTEBOOK_MESSAGES.idRequired);
  const notebook = store.table(notebooksTable).get(id);
  if (!notebook) throw notFound(NOTEBOOK_MESSAGES.notFound);
  return notebook;
}

function getNotebook(context: HandlerContext) {
  return { caderno: findNotebook(context.store, context.input.CadernoID ?? context.input.CadernoId) };
}

/** `"1203,1207 , 1311"` → `[1203, 1207, 1311]` (repeats dropped); 400 on anything else. */
export function parseQuestionIds(value: unknown): number[] {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  if (!text) throw badRequest(NOTEBOOK_MESSAGES.questionsRequired);
  if (!/^\d+(\s*[,;]\s*\d+)*[,;]?$/.test(text)) throw badRequest(NOTEBOOK_MESSAGES.invalidQuestions);
  const ids = [...new Set(text.split(/[,;]/).map((part) => part.trim()).filter(Boolean).map(Number))];
  if (ids.some((id) => id < 1)) throw badRequest(NOTEBOOK_MESSAGES.invalidQuestions);
  if (ids.length > MAX_NOTEBOOK_QUESTIONS) throw badRequest(NOTEBOOK_MESSAGES.tooManyQuestions);
  return ids;
}

function notebookFromInput(input: Record<string, unknown>, existing: NotebookRecord | undefined, today: string): Omit<NotebookRecord, 'CadernoID'> {
  const name = has(input, 'Nome') ? readText(input.Nome) : existing?.Nome;
  if (!name) throw badRequest(NOTEBOOK_MESSAGES.nameRequired);
  const subject = readTextField(input, 'Disciplina', existing?.Disciplina ?? '');
  if (!subject) throw badRequest(NOTEBOOK_MESSAGES.subjectRequired);
  const selection = (has(input, 'Selecao') ? readText(input.Selecao) : existing?.Selecao ?? 'Filtros') as NotebookSelection;
  if (selection !== 'Filtros' && selection !== 'Manual') throw badRequest(NOTEBOOK_MESSAGES.invalidSelection);
  const common = {
    Nome: name,
    Disciplina: subject,
    Concurso: readTextField(input, 'Concurso', existing?.Concurso ?? ''),
    Banca: readTextField(input, 'Banca', existing?.Banca ?? ''),
    Selecao: selection,
    Publicado: has(input, 'Publicado') ? readFlag(input.Publicado, false) : existing?.Publicado ?? false,
    DataCriacao: existing?.DataCriacao ?? today,
    DataAtualizacao: today,
  };
  if (selection === 'Manual') {
    const ids = parseQuestionIds(has(input, 'Questoes') ? input.Questoes : existing?.Questoes);
    // Chosen by hand: the notebook has exactly those questions, whatever filters it had before.
    return { ...common, Assunto: '', AnoInicial: null, AnoFinal: null, Dificuldade: 'Todas', QuantidadeQuestoes: ids.length, Questoes: ids.join(', ') };
  }
  const count = readWholeNumber(input, 'QuantidadeQuestoes', 1, MAX_NOTEBOOK_QUESTIONS, NOTEBOOK_MESSAGES.invalidCount, existing?.Selecao === 'Filtros' ? existing.QuantidadeQuestoes : null);
  if (count === null) throw badRequest(NOTEBOOK_MESSAGES.countRequired);
  const firstYear = readWholeNumber(input, 'AnoInicial', 1990, 2100, NOTEBOOK_MESSAGES.invalidYear, existing?.AnoInicial ?? null);
  const lastYear = readWholeNumber(input, 'AnoFinal', 1990, 2100, NOTEBOOK_MESSAGES.invalidYear, existing?.AnoFinal ?? null);
  if (firstYear !== null && lastYear !== null && firstYear > lastYear) throw badRequest(NOTEBOOK_MESSAGES.yearsReversed);
  const difficulty = has(input, 'Dificuldade') ? readText(input.Dificuldade) ?? 'Todas' : existing?.Dificuldade ?? 'Todas';
  if (!(DIFFICULTIES as readonly string[]).includes(difficulty)) throw badRequest(NOTEBOOK_MESSAGES.invalidDifficulty);
  return {
    ...common,
    Assunto: readTextField(input, 'Assunto', existing?.Assunto ?? ''),
    AnoInicial: firstYear,
    AnoFinal: lastYear,
    Dificuldade: difficulty as NotebookRecord['Dificuldade'],
    QuantidadeQuestoes: count,
    Questoes: '',
  };
}

function saveNotebook(context: HandlerContext) {
  const input = asRecord(context.body);
  const table = context.store.table(notebooksTable);
  const id = readId(input.CadernoID ?? input.CadernoId);
  const existing = id === undefined ? undefined : table.get(id);
  if (id !== undefined && !existing) throw notFound(NOTEBOOK_MESSAGES.notFound);
  const fields = notebookFromInput(input, existing, todayIso(context.now()));
  const caderno = existing ? table.replace({ ...fields, CadernoID: existing.CadernoID }) : table.insert(fields);
  return { caderno };
}

function removeNotebook(context: HandlerContext) {
  const body = asRecord(context.body);
  const notebook = findNotebook(context.store, body.CadernoID ?? body.CadernoId);
  context.store.table(notebooksTable).remove(notebook.CadernoID);
  return { CadernoID: notebook.CadernoID };
}

/** Registers the notebook routes. */
export function registerNotebookRoutes(router: Router): void {
  router.post('/api/cadernos', listNotebooks);
  router.get('/api/cadernos/caderno', getNotebook);
  router.post('/api/cadernos/save', saveNotebook);
  router.post('/api/cadernos/remove-caderno', removeNotebook);
}
