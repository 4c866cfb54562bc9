/**
 * The teachers of the content area and the royalties: the catalogue's teachers (catalogTeachers.ts, shared with
 * the product screens) and which of them teaches each sellable module. A subject with several teachers has
 * its modules shared among them in catalogue order. Teacher 1 is the demo professor (user 3, Carlos Eduardo
 * Menezes), so "Meus royalties" shows real numbers when they sign in.
 */
import { productCatalog } from './catalog.ts';
import { CATALOG_TEACHERS, teachersOf, type CatalogTeacher } from './catalogTeachers.ts';

/** A teacher reference as content records carry it (spec: Professor (Id, Nome)). */
export interface TeacherRef {
  Id: number;
  Nome: string;
}

/** A sellable module of the catalogue with its subject, exam and teacher. */
export interface CatalogModule {
  /** 1, 2, 3... in catalogue order (the ModuloID of content module plans and of "Meus royalties"). */
  ModuloID: number;
  /** The catalogue product (its ID is what orders reference). */
  ProdutoID: number;
  Nome: string;
  Disciplina: string;
  /** The exam the module prepares for ("Polícia Federal"). */
  Concurso: string;
  ProfessorId: number;
}

/** Back-office users who are teachers: user id → teacher id (the demo professor, user 3, is teacher 1). */
const TEACHER_OF_USER: Readonly<Record<string, number>> = { '3': 1 };

/** `Língua Portuguesa para Polícia Federal` → subject and exam. */
export function splitModuleName(name: string): { subject: string; exam: string } {
  const at = name.indexOf(' para ');
  return at < 0 ? { subject: name, exam: '' } : { subject: name.slice(0, at), exam: name.slice(at + ' para '.length) };
}

let modulesCache: readonly CatalogModule[] | null = null;

/** Every module of the catalogue with its subject, exam and teacher, by ModuloID (the same list on every call). */
export function catalogModules(): readonly CatalogModule[] {
  if (modulesCache) return modulesCache;
  const perSubject = new Map<string, number>();
  const modules = productCatalog()
    .filter((product) => product.Tipo === 'Módulo')
    .map((product, index) => {
      const { subject, exam } = splitModuleName(product.Nome);
      const position = perSubject.get(subject) ?? 0;
      perSubject.set(subject, position + 1);
      const teachers = teachersOf(subject);
      return Object.freeze({
        ModuloID: index + 1, ProdutoID: product.ID, Nome: product.Nome, Disciplina: subject, Concurso: exam,
        ProfessorId: teachers[position % teachers.length].ProfessorID,
      });
    });
  modulesCache = Object.freeze(modules);
  return modulesCache;
}

/** Every teacher, by id. */
export function teacherList(): readonly CatalogTeacher[] {
  return CATALOG_TEACHERS;
}

/** The teacher with that id, if any. */
export function teacherById(id: number): CatalogTeacher | undefined {
  return CATALOG_TEACHERS.find((teacher) => teacher.ProfessorID === id);
}

/** `{ Id, Nome }` of a teacher; an unknown id is a bug of the seed and throws. */
export function teacherRef(id: number): TeacherRef {
  const teacher = teacherById(id);
  if (!teacher) throw new Error(`[mocks] professor ${id} não existe`);
  return { Id: teacher.ProfessorID, Nome: teacher.Nome };
}

/** The teacher who is that back-office user, if any. */
export function teacherOfUser(userId: string): CatalogTeacher | undefined {
  const id = TEACHER_OF_USER[userId];
  return id === undefined ? undefined : teacherById(id);
}

/** The subjects of the catalogue's modules, in catalogue order. */
export function subjectList(): readonly string[] {
  return [...new Set(catalogModules().map((module) => module.Disciplina))];
}
