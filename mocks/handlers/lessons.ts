/**
 * Lessons (simulated endpoints): POST api/aulas (Nome, paging → lessons, totalAulas), GET /api/aulas/aula
 * (AulaId), POST /api/aulas/save, POST /api/aulas/remove-aula, and GET /api/conteudo/aulas (every lesson, the
 * options of the module plan form). Module plans keep a copy of their lessons' teacher, refreshed here.
 */
import { allOf, containsText } from '../paging/filters.ts';
import { pagedResponse } from '../paging/paging.ts';
import { sortRows } from '../paging/compare.ts';
import { unitsTable } from '../seed/learningObjects.ts';
import { lessonsTable, type LessonRecord, type LessonUnit } from '../seed/lessons.ts';
import { modulePlansTable } from '../seed/modulePlans.ts';
import { badRequest, notFound } from '../server/errors.ts';
import type { HandlerContext } from '../server/context.ts';
import type { Router } from '../server/router.ts';
import type { MockStore } from '../store/store.ts';
import { asRecord, has, readId, readText } from './input.ts';
import { teacherFilter } from './learningObjects.ts';
import { readIsoDate, readTeacher, readTextField, todayIso } from './recordInput.ts';

/** Messages of the lesson endpoints. */
export const LESSON_MESSAGES = {
  notFound: 'Aula não encontrada.',
  idRequired: 'Informe a aula (AulaId).',
  nameRequired: 'Informe o nome da aula.',
  subjectRequired: 'Informe a disciplina da aula.',
  unitsNotAList: 'UnidadesAprendizagem deve ser uma lista de unidades.',
  unknownUnit: (id: unknown) => `Unidade de aprendizagem ${String(id)} não encontrada.`,
} as const;

function listLessons(context: HandlerContext) {
  const input = context.input;
  const filter = allOf<LessonRecord>(containsText('Nome', input.Nome), containsText('Disciplina', input.Disciplina), teacherFilter(input.Professor));
  return pagedResponse(input, context.store.table(lessonsTable).all(), { list: 'lessons', total: 'totalAulas', filter });
}

function findLesson(store: MockStore, value: unknown): LessonRecord {
  const id = readId(value);
  if (id === undefined) throw badRequest(LESSON_MESSAGES.idRequired);
  const lesson = store.table(lessonsTable).get(id);
  if (!lesson) throw notFound(LESSON_MESSAGES.notFound);
  return lesson;
}

function getLesson(context: HandlerContext) {
  return { aula: findLesson(context.store, context.input.AulaId ?? context.input.AulaID) };
}

function readUnits(store: MockStore, input: Record<string, unknown>, existing: LessonUnit[] | undefined): LessonUnit[] {
  if (!has(input, 'UnidadesAprendizagem')) return existing ?? [];
  const value = input.UnidadesAprendizagem;
  if (value === null) return [];
  if (!Array.isArray(value)) throw badRequest(LESSON_MESSAGES.unitsNotAList);
  const units = store.table(unitsTable);
  const chosen = new Map<number, LessonUnit>();
  for (const item of value) {
    const raw = item && typeof item === 'object' ? (item as Record<string, unknown>).id : item;
    const id = readId(raw);
    const unit = id === undefined ? undefined : units.get(id);
    if (!unit) throw badRequest(LESSON_MESSAGES.unknownUnit(raw));
    chosen.set(unit.id, { id: unit.id, Nome: unit.Nome });
  }
  return [...chosen.values()];
}

/** Refreshes (or drops, when `lesson` is undefined) the lesson inside the module plans. */
function refreshPlansForLesson(store: MockStore, id: number, lesson: LessonRecord | undefined): void {
  const plans = store.table(modulePlansTable);
  for (const plan of plans.all()) {
    if (!plan.planoAula.some((item) => item.AulaID === id)) continue;
    plans.replace({
      ...plan,
      planoAula: lesson
        ? plan.planoAula.map((item) => (item.AulaID === id ? { ...item, Professor: lesson.Professor.Nome } : item))
        : plan.planoAula.filter((item) => item.AulaID !== id),
    });
  }
}

function saveLesson(context: HandlerContext) {
  const input = asRecord(context.body);
  const table = context.store.table(lessonsTable);
  const id = readId(input.AulaID ?? input.AulaId);
  const existing = id === undefined ? undefined : table.get(id);
  if (id !== undefined && !existing) throw notFound(LESSON_MESSAGES.notFound);
  const name = has(input, 'Nome') ? readText(input.Nome) : existing?.Nome;
  if (!name) throw badRequest(LESSON_MESSAGES.nameRequired);
  const subject = readTextField(input, 'Disciplina', existing?.Disciplina ?? '');
  if (!subject) throw badRequest(LESSON_MESSAGES.subjectRequired);
  const teacher = readTeacher(input, existing?.Professor);
  const today = todayIso(context.now());
  const fields: Omit<LessonRecord, 'AulaID'> = {
    Nome: name,
    Disciplina: subject,
    Assunto: readTextField(input, 'Assunto', existing?.Assunto ?? ''),
    Professor: teacher,
    ProfessorId: teacher.Id,
    DataProva: readIsoDate(input, 'DataProva', 'data da prova', existing?.DataProva ?? null),
    UnidadesAprendizagem: readUnits(context.store, input, existing?.UnidadesAprendizagem),
    DataCriacao: existing?.DataCriacao ?? today,
    DataAtualizacao: today,
  };
  const aula = existing ? table.replace({ ...fields, AulaID: existing.AulaID }) : table.insert(fields);
  if (existing && existing.Professor.Id !== aula.Professor.Id) refreshPlansForLesson(context.store, aula.AulaID, aula);
  return { aula };
}

function removeLesson(context: HandlerContext) {
  const body = asRecord(context.body);
  const lesson = findLesson(context.store, body.AulaID ?? body.AulaId);
  context.store.table(lessonsTable).remove(lesson.AulaID);
  refreshPlansForLesson(context.store, lesson.AulaID, undefined);
  return { AulaID: lesson.AulaID };
}

/** Every lesson, by name, with its subject and teacher (the lesson options of the module plan form). */
function allLessons(context: HandlerContext) {
  const filter = containsText<LessonRecord>('Disciplina', context.input.Disciplina);
  const rows = context.store.table(lessonsTable).all().filter((lesson) => !filter || filter.test(lesson));
  return {
    aulas: sortRows(rows, { field: 'Nome', order: 'asc' }).map((lesson) => ({
      AulaID: lesson.AulaID, Nome: lesson.Nome, Rotulo: `${lesson.Nome} (${lesson.Disciplina})`, Disciplina: lesson.Disciplina,
      Professor: lesson.Professor.Nome,
    })),
  };
}

/** Registers the lesson routes. */
export function registerLessonRoutes(router: Router): void {
  router.post('/api/aulas', listLessons);
  router.get('/api/aulas/aula', getLesson);
  router.post('/api/aulas/save', saveLesson);
  router.post('/api/aulas/remove-aula', removeLesson);
  router.get('/api/conteudo/aulas', allLessons);
}
