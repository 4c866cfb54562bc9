/**
 * Content module plans (simulated endpoints): POST /api/conteudo/modulos (Modulo, Curso, Professor, Status
 * filters → modulos, totalModulos), GET /api/conteudo/modulo (ModuloID), POST /api/conteudo/modulo/save and
 * POST /api/conteudo/modulo/remove-modulo.
 */
import { allOf, containsText, equalsBoolean, equalsValue } from '../paging/filters.ts';
import { pagedResponse } from '../paging/paging.ts';
import { lessonsTable } from '../seed/lessons.ts';
import { lessonAlias, MODULE_PROGRESS, modulePlansTable, type ModuleProgress, type ModulePlanRecord, type PlanLesson } from '../seed/modulePlans.ts';
import { badRequest, notFound } from '../server/errors.ts';
import type { HandlerContext } from '../server/context.ts';
import type { Router } from '../server/router.ts';
import type { MockStore } from '../store/store.ts';
import { asRecord, has, readId, readText } from './input.ts';
import { teacherFilter } from './learningObjects.ts';
import { readFlag, readIsoDate, readTeacher, readTextField } from './recordInput.ts';

/** Messages of the module plan endpoints. */
export const MODULE_PLAN_MESSAGES = {
  notFound: 'Módulo não encontrado.',
  idRequired: 'Informe o módulo (ModuloID).',
  nameRequired: 'Informe o nome do módulo.',
  invalidProgress: 'Andamento inválido: use em dia, em atraso ou concluído.',
  planNotAList: 'planoAula deve ser uma lista de aulas.',
  lessonRequired: (position: number) => `Informe a aula do item ${position} do plano.`,
  unknownLesson: (id: unknown) => `Aula ${String(id)} não encontrada.`,
  repeatedLesson: (name: string) => `A aula ${name} aparece mais de uma vez no plano.`,
  deadlineRequired: (position: number) => `Informe a data final do item ${position} do plano.`,
} as const;

/** A plan row of the list: the plan plus how many lessons it has. */
function planRow(plan: ModulePlanRecord) {
  return { ...plan, TotalAulas: plan.planoAula.length };
}

function listPlans(context: HandlerContext) {
  const input = context.input;
  const filter = allOf<ModulePlanRecord>(
    containsText('NomeModulo', input.Modulo),
    containsText('NomeCurso', input.Curso),
    teacherFilter(input.Professor),
    equalsValue('Andamento', input.Status),
    equalsBoolean('Publicado', input.Publicado),
  );
  return pagedResponse(input, context.store.table(modulePlansTable).all(), { list: 'modulos', total: 'totalModulos', filter, project: planRow });
}

function findPlan(store: MockStore, value: unknown): ModulePlanRecord {
  const id = readId(value);
  if (id === undefined) throw badRequest(MODULE_PLAN_MESSAGES.idRequired);
  const plan = store.table(modulePlansTable).get(id);
  if (!plan) throw notFound(MODULE_PLAN_MESSAGES.notFound);
  return plan;
}

function getPlan(context: HandlerContext) {
  return { modulo: findPlan(context.store, context.input.ModuloID ?? context.input.ModuloId) };
}

function readPlan(store: MockStore, input: Record<string, unknown>, existing: PlanLesson[] | undefined): PlanLesson[] {
  if (!has(input, 'planoAula')) return existing ?? [];
  const value = input.planoAula;
  if (value === null) return [];
  if (!Array.isArray(value)) throw badRequest(MODULE_PLAN_MESSAGES.planNotAList);
  const lessons = store.table(lessonsTable);
  const seen = new Set<number>();
  return value.map((raw, index) => {
    const item = asRecord(raw);
    const position = index + 1;
    if (item.AulaID === undefined || item.AulaID === null || item.AulaID === '') throw badRequest(MODULE_PLAN_MESSAGES.lessonRequired(position));
    const id = readId(item.AulaID);
    const lesson = id === undefined ? undefined : lessons.get(id);
    if (!lesson) throw badRequest(MODULE_PLAN_MESSAGES.unknownLesson(item.AulaID));
    if (seen.has(lesson.AulaID)) throw badRequest(MODULE_PLAN_MESSAGES.repeatedLesson(lesson.Nome));
    seen.add(lesson.AulaID);
    const deadline = readIsoDate(item, 'DataFinal', `data final do item ${position}`, null);
    if (!deadline) throw badRequest(MODULE_PLAN_MESSAGES.deadlineRequired(position));
    return {
      AulaID: lesson.AulaID,
      Apelido: readText(item.Apelido) ?? lessonAlias(position, lesson),
      Professor: lesson.Professor.Nome,
      DataFinal: deadline,
    };
  });
}

function savePlan(context: HandlerContext) {
  const input = asRecord(context.body);
  const table = context.store.table(modulePlansTable);
  const id = readId(input.ModuloID ?? input.ModuloId);
  const existing = id === undefined ? undefined : table.get(id);
  if (id !== undefined && !existing) throw notFound(MODULE_PLAN_MESSAGES.notFound);
  const name = has(input, 'NomeModulo') ? readText(input.NomeModulo) : existing?.NomeModulo;
  if (!name) throw badRequest(MODULE_PLAN_MESSAGES.nameRequired);
  const progress = has(input, 'Andamento') ? readText(input.Andamento) : existing?.Andamento ?? 'em dia';
  if (!MODULE_PROGRESS.includes(progress as ModuleProgress)) throw badRequest(MODULE_PLAN_MESSAGES.invalidProgress);
  const teacher = readTeacher(input, existing?.Professor);
  const fields: Omit<ModulePlanRecord, 'ModuloID'> = {
    NomeModulo: name,
    NomeCurso: readTextField(input, 'NomeCurso', existing?.NomeCurso ?? ''),
    Disciplina: readTextField(input, 'Disciplina', existing?.Disciplina ?? ''),
    Concurso: readTextField(input, 'Concurso', existing?.Concurso ?? ''),
    Banca: readTextField(input, 'Banca', existing?.Banca ?? ''),
    DataProva: readIsoDate(input, 'DataProva', 'data da prova', existing?.DataProva ?? null),
    Professor: teacher,
    ProfessorId: teacher.Id,
    Publicado: has(input, 'Publicado') ? readFlag(input.Publicado, false) : existing?.Publicado ?? false,
    Andamento: progress as ModuleProgress,
    planoAula: readPlan(context.store, input, existing?.planoAula),
  };
  const modulo = existing ? table.replace({ ...fields, ModuloID: existing.ModuloID }) : table.insert(fields);
  return { modulo };
}

function removePlan(context: HandlerContext) {
  const body = asRecord(context.body);
  const plan = findPlan(context.store, body.ModuloID ?? body.ModuloId);
  context.store.table(modulePlansTable).remove(plan.ModuloID);
  return { ModuloID: plan.ModuloID };
}

/** Registers the module plan routes. */
export function registerModulePlanRoutes(router: Router): void {
  router.post('/api/conteudo/modulos', listPlans);
  router.get('/api/conteudo/modulo', getPlan);
  router.post('/api/conteudo/modulo/save', savePlan);
  router.post('/api/conteudo/modulo/remove-modulo', removePlan);
}
