/**
 * Lessons (aulas): one subject and topic, a teacher, the exam date they prepare for and the units
 * (unidades de aprendizagem) they are made of. Fixed volume: 120 lessons.
 */
import { defineTable } from '../store/table.ts';
import { CONTENT_END, CONTENT_START, examDateOf, topicsOf, uniqueName } from './contentVocabulary.ts';
import { dayToIso } from './dates.ts';
import { unitsTable, type UnitRecord } from './learningObjects.ts';
import { rngFor } from './random.ts';
import { catalogModules, teacherRef, type TeacherRef } from './teachers.ts';

/** A unit as a lesson lists it (spec: UnidadesAprendizagem (id, Nome)). */
export interface LessonUnit {
  id: number;
  Nome: string;
}

/** A lesson with the spec's fields. */
export interface LessonRecord {
  AulaID: number;
  Nome: string;
  Disciplina: string;
  Assunto: string;
  Professor: TeacherRef;
  /** Same as Professor.Id (what the form's select edits). */
  ProfessorId: number;
  /** `yyyy-mm-dd` of the exam the lesson prepares for, or null when not announced. */
  DataProva: string | null;
  UnidadesAprendizagem: LessonUnit[];
  /** `yyyy-mm-dd`. */
  DataCriacao: string;
  /** `yyyy-mm-dd`. */
  DataAtualizacao: string;
}

/** Lessons of the fresh seed. */
export const LESSON_COUNT = 120;

const LESSON_KINDS = ['', ' — teoria', ' — questões comentadas', ' — revisão'] as const;

function makeLesson(id: number, units: readonly UnitRecord[], usedNames: Set<string>): LessonRecord {
  const rng = rngFor('aula', id);
  const modules = catalogModules();
  const module = modules[(id - 1) % modules.length];
  const topic = rng.pick(topicsOf(module.Disciplina));
  const ofSubject = units.filter((unit) => unit.Disciplina === module.Disciplina);
  const chosen = new Map<number, LessonUnit>();
  const wanted = Math.min(ofSubject.length, rng.int(1, 3));
  while (chosen.size < wanted) {
    const unit = rng.pick(ofSubject);
    chosen.set(unit.id, { id: unit.id, Nome: unit.Nome });
  }
  const created = rng.int(CONTENT_START, CONTENT_END - 30);
  return {
    AulaID: id,
    Nome: freshLessonName(topic, rng.int(0, LESSON_KINDS.length - 1), usedNames),
    Disciplina: module.Disciplina,
    Assunto: topic,
    Professor: teacherRef(module.ProfessorId),
    ProfessorId: module.ProfessorId,
    DataProva: examDateOf(module.Concurso),
    UnidadesAprendizagem: [...chosen.values()].sort((a, b) => a.id - b.id),
    DataCriacao: dayToIso(created),
    DataAtualizacao: dayToIso(Math.min(CONTENT_END, created + rng.int(0, 200))),
  };
}

/** The topic with the first kind (from `start`, in turn) no earlier lesson took; a part number when all are taken. */
function freshLessonName(topic: string, start: number, usedNames: Set<string>): string {
  for (let i = 0; i < LESSON_KINDS.length; i += 1) {
    const name = `${topic}${LESSON_KINDS[(start + i) % LESSON_KINDS.length]}`;
    if (!usedNames.has(name)) return uniqueName(name, usedNames);
  }
  return uniqueName(`${topic}${LESSON_KINDS[start]}`, usedNames);
}

/** The lessons table. */
export const lessonsTable = defineTable<LessonRecord>({
  name: 'aulas',
  idField: 'AulaID',
  searchFields: ['Nome', 'Professor.Nome'],
  seed: ({ base }) => {
    const units = base(unitsTable);
    const usedNames = new Set<string>();
    return Array.from({ length: LESSON_COUNT }, (_, index) => makeLesson(index + 1, units, usedNames));
  },
});
