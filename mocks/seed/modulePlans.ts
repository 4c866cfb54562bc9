/**
 * Content module plans (módulos de conteúdo): for each module of the catalogue, its course, exam, board, test
 * date, teacher, progress (Andamento) and lesson plan (planoAula). ModuloID follows the catalogue's modules.
 */
import { defineTable } from '../store/table.ts';
import { COURSE_NAMES } from './catalog.ts';
import { boardOf, CONTENT_END, examDateOf } from './contentVocabulary.ts';
import { dayToIso } from './dates.ts';
import { lessonsTable, type LessonRecord } from './lessons.ts';
import { rngFor } from './random.ts';
import { courseExam } from './royalties.ts';
import { catalogModules, teacherRef, type CatalogModule, type TeacherRef } from './teachers.ts';

/** Progress of a module's production (spec section 4). */
export const MODULE_PROGRESS = ['em dia', 'em atraso', 'concluído'] as const;

/** One progress value. */
export type ModuleProgress = (typeof MODULE_PROGRESS)[number];

/** One lesson of a module's plan (spec: planoAula (AulaID, Apelido, Professor, DataFinal)). */
export interface PlanLesson {
  AulaID: number;
  /** The name the lesson has inside this module ("Aula 03 - Crase"). */
  Apelido: string;
  /** The lesson's teacher (name). */
  Professor: string;
  /** `yyyy-mm-dd`: deadline of the lesson's production. */
  DataFinal: string;
}

/** A content module plan with the spec's fields. */
export interface ModulePlanRecord {
  ModuloID: number;
  NomeModulo: string;
  NomeCurso: string;
  Disciplina: string;
  Concurso: string;
  Banca: string;
  /** `yyyy-mm-dd`, or null when not announced. */
  DataProva: string | null;
  Professor: TeacherRef;
  /** Same as Professor.Id (what the form's select edits). */
  ProfessorId: number;
  Publicado: boolean;
  Andamento: ModuleProgress;
  planoAula: PlanLesson[];
}

/** The course of the catalogue that prepares for the exam ('' when none does). */
export function courseOfExam(exam: string): string {
  return COURSE_NAMES.find((name) => courseExam(name) === exam) ?? '';
}

/** `Aula 03 - Crase`. */
export function lessonAlias(position: number, lesson: Pick<LessonRecord, 'Nome'>): string {
  return `Aula ${String(position).padStart(2, '0')} - ${lesson.Nome}`;
}

function makePlan(module: CatalogModule, lessons: readonly LessonRecord[]): ModulePlanRecord {
  const rng = rngFor('modulo-conteudo', module.ModuloID);
  const progress = rng.weighted<ModuleProgress>([['em dia', 55], ['em atraso', 25], ['concluído', 20]]);
  const pool = lessons.filter((lesson) => lesson.Disciplina === module.Disciplina);
  const chosen = new Map<number, LessonRecord>();
  const wanted = Math.min(pool.length, rng.int(3, 6));
  while (chosen.size < wanted) {
    const lesson = rng.pick(pool);
    chosen.set(lesson.AulaID, lesson);
  }
  // Deadlines a week or two apart; a late module has its first deadline already behind, a finished one all of them.
  let deadline = progress === 'concluído' ? CONTENT_END - rng.int(60, 120) : progress === 'em atraso' ? CONTENT_END - rng.int(10, 25) : CONTENT_END + rng.int(5, 20);
  const planoAula = [...chosen.values()].sort((a, b) => a.AulaID - b.AulaID).map((lesson, index) => {
    const item = { AulaID: lesson.AulaID, Apelido: lessonAlias(index + 1, lesson), Professor: lesson.Professor.Nome, DataFinal: dayToIso(deadline) };
    deadline += rng.int(7, 14);
    return item;
  });
  return {
    ModuloID: module.ModuloID,
    NomeModulo: module.Nome,
    NomeCurso: courseOfExam(module.Concurso),
    Disciplina: module.Disciplina,
    Concurso: module.Concurso,
    Banca: boardOf(module.Concurso),
    DataProva: examDateOf(module.Concurso),
    Professor: teacherRef(module.ProfessorId),
    ProfessorId: module.ProfessorId,
    Publicado: progress === 'concluído' || rng.chance(0.7),
    Andamento: progress,
    planoAula,
  };
}

/** The module plans table. */
export const modulePlansTable = defineTable<ModulePlanRecord>({
  name: 'modulos-conteudo',
  idField: 'ModuloID',
  searchFields: ['NomeModulo', 'NomeCurso', 'Professor.Nome'],
  seed: ({ base }) => {
    const lessons = base(lessonsTable);
    return catalogModules().map((module) => makePlan(module, lessons));
  },
});
