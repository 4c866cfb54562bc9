/**
 * Content production (simulated endpoints): learning objects (POST api/producao-conteudo and its conteudo,
 * conteudos, save-conteudo, remove-conteudo; GET api/producao-conteudo-objetoTipo) and units, shown as
 * chapters (POST api/unidades and its unidade, save-unidade, remove-unidade, buscar-unidades; GET
 * api/todas-unidades), and the subjects the content forms offer (GET /api/conteudo/disciplinas). Units keep a copy of their objects' names and publication dates, and lessons of their
 * units' names, so saves and removals here refresh those copies.
 */
import { allOf, containsText, equalsValue, normalizeText, type RowFilter } from '../paging/filters.ts';
import { pagedResponse } from '../paging/paging.ts';
import { sortRows } from '../paging/compare.ts';
import {
  learningObjectsTable, OBJECT_TYPES, unitObject, unitsTable, type LearningObjectRecord, type ObjectType, type UnitObject,
  type UnitRecord,
} from '../seed/learningObjects.ts';
import { lessonsTable } from '../seed/lessons.ts';
import { subjectList } from '../seed/teachers.ts';
import { badRequest, notFound } from '../server/errors.ts';
import type { HandlerContext } from '../server/context.ts';
import type { Router } from '../server/router.ts';
import type { MockStore } from '../store/store.ts';
import { asRecord, has, readId, readText } from './input.ts';
import { readIsoDate, readTeacher, readTextField, readWholeNumber, todayIso } from './recordInput.ts';

/** Messages of the learning object endpoints. */
export const OBJECT_MESSAGES = {
  notFound: 'Objeto de aprendizagem não encontrado.',
  idRequired: 'Informe o objeto de aprendizagem (ConteudoId).',
  nameRequired: 'Informe o nome do objeto.',
  typeRequired: 'Informe o tipo do objeto.',
  invalidType: 'Tipo inválido: use Excerto, Video ou Podcast.',
  linkRequired: (type: ObjectType) => (type === 'Video' ? 'Informe o link do vídeo.' : 'Informe o link do podcast.'),
  invalidLink: 'O link precisa ser um endereço https://.',
  invalidDuration: 'A duração precisa ser um número inteiro de minutos entre 1 e 600.',
} as const;

/** Messages of the unit endpoints. */
export const UNIT_MESSAGES = {
  notFound: 'Capítulo não encontrado.',
  idRequired: 'Informe o capítulo (id).',
  nameRequired: 'Informe o nome do capítulo.',
  notAList: (field: string) => `${field} deve ser uma lista de objetos.`,
  wrongObject: (id: unknown, type: ObjectType) => `O objeto ${String(id)} não é ${type === 'Video' ? 'um vídeo' : type === 'Excerto' ? 'um excerto' : 'um podcast'}.`,
} as const;

/** Teacher filter: an id (from a select) or part of the name. */
export function teacherFilter<T extends object>(value: unknown): RowFilter<T> | undefined {
  const id = readId(value);
  return id !== undefined ? equalsValue<T>('Professor.Id', id) : containsText<T>('Professor.Nome', value);
}

function readObjectType(value: unknown): { Tipo: ObjectType; TipoID: 1 | 2 | 3 } | undefined {
  const id = readId(value);
  const text = readText(value);
  const type = OBJECT_TYPES.find((candidate) => candidate.TipoID === id || candidate.Nome === text || candidate.Descricao === text);
  return type ? { Tipo: type.Nome, TipoID: type.TipoID } : undefined;
}

function listObjects(context: HandlerContext) {
  const input = context.input;
  const type = has(input, 'Tipo') && input.Tipo !== 'Todos' ? readObjectType(input.Tipo) : undefined;
  const filter = allOf<LearningObjectRecord>(
    containsText('Nome', input.Nome),
    type ? equalsValue('Tipo', type.Tipo) : undefined,
    teacherFilter(input.Professor),
    containsText('Disciplina', input.Disciplina),
  );
  return pagedResponse(input, context.store.table(learningObjectsTable).all(), { list: 'conteudos', total: 'totalConteudos', filter });
}

function findObject(store: MockStore, value: unknown): LearningObjectRecord {
  const id = readId(value);
  if (id === undefined) throw badRequest(OBJECT_MESSAGES.idRequired);
  const object = store.table(learningObjectsTable).get(id);
  if (!object) throw notFound(OBJECT_MESSAGES.notFound);
  return object;
}

function getObject(context: HandlerContext) {
  return { conteudo: findObject(context.store, context.input.ConteudoId ?? context.input.ConteudoID) };
}

/** Every object (optionally of one type or matching a name), for the unit form's selects. */
function allObjects(context: HandlerContext) {
  const type = has(context.input, 'Tipo') ? readObjectType(context.input.Tipo) : undefined;
  const filter = allOf<LearningObjectRecord>(type ? equalsValue('Tipo', type.Tipo) : undefined, containsText('Nome', context.input.Nome));
  const rows = context.store.table(learningObjectsTable).all().filter((row) => !filter || filter.test(row));
  return { conteudos: sortRows(rows, { field: 'Nome', order: 'asc' }).map((row) => ({ ...unitObject(row), Tipo: row.Tipo })) };
}

/** Refreshes (or drops, when `object` is undefined) the copies of an object inside the units. */
function refreshUnitsForObject(store: MockStore, id: number, object: LearningObjectRecord | undefined): void {
  const units = store.table(unitsTable);
  for (const unit of units.all()) {
    let changed = false;
    const next = { ...unit };
    for (const field of ['Excerto', 'Video', 'Podcast'] as const) {
      if (!unit[field].some((item) => item.ConteudoId === id)) continue;
      changed = true;
      next[field] = object && object.Tipo === field
        ? unit[field].map((item) => (item.ConteudoId === id ? unitObject(object) : item))
        : unit[field].filter((item) => item.ConteudoId !== id);
    }
    if (changed) units.replace(next);
  }
}

function objectFromInput(input: Record<string, unknown>, existing: LearningObjectRecord | undefined, now: Date): Omit<LearningObjectRecord, 'ConteudoId'> {
  const name = has(input, 'Nome') ? readText(input.Nome) : existing?.Nome;
  if (!name) throw badRequest(OBJECT_MESSAGES.nameRequired);
  let type: { Tipo: ObjectType; TipoID: 1 | 2 | 3 } | undefined = existing ? { Tipo: existing.Tipo, TipoID: existing.TipoID } : undefined;
  if (has(input, 'Tipo') || has(input, 'TipoID')) {
    const raw = has(input, 'Tipo') ? input.Tipo : input.TipoID;
    if (raw === null || raw === '') throw badRequest(OBJECT_MESSAGES.typeRequired);
    type = readObjectType(raw);
    if (!type) throw badRequest(OBJECT_MESSAGES.invalidType);
  }
  if (!type) throw badRequest(OBJECT_MESSAGES.typeRequired);
  const teacher = readTeacher(input, existing?.Professor);
  const media = type.Tipo !== 'Excerto';
  const link = media ? (has(input, 'Link') ? readText(input.Link) ?? null : existing?.Link ?? null) : null;
  if (media && !link) throw badRequest(OBJECT_MESSAGES.linkRequired(type.Tipo));
  if (link && !/^https:\/\/[^\s/]+\.[^\s]+$/.test(link)) throw badRequest(OBJECT_MESSAGES.invalidLink);
  const duration = media ? readWholeNumber(input, 'Duracao', 1, 600, OBJECT_MESSAGES.invalidDuration, existing?.Duracao ?? null) : null;
  return {
    Nome: name,
    Descricao: readTextField(input, 'Descricao', existing?.Descricao ?? ''),
    Tipo: type.Tipo,
    TipoID: type.TipoID,
    Professor: teacher,
    ProfessorId: teacher.Id,
    Disciplina: readTextField(input, 'Disciplina', existing?.Disciplina ?? ''),
    Assunto: readTextField(input, 'Assunto', existing?.Assunto ?? ''),
    Link: link,
    Duracao: duration,
    DataCriacao: existing?.DataCriacao ?? todayIso(now),
    DataPublicacao: readIsoDate(input, 'DataPublicacao', 'data de publicação', existing?.DataPublicacao ?? null),
  };
}

function saveObject(context: HandlerContext) {
  const input = asRecord(context.body);
  const table = context.store.table(learningObjectsTable);
  const id = readId(input.ConteudoId ?? input.ConteudoID);
  const existing = id === undefined ? undefined : table.get(id);
  if (id !== undefined && !existing) throw notFound(OBJECT_MESSAGES.notFound);
  const fields = objectFromInput(input, existing, context.now());
  const conteudo = existing ? table.replace({ ...fields, ConteudoId: existing.ConteudoId }) : table.insert(fields);
  if (existing) refreshUnitsForObject(context.store, conteudo.ConteudoId, conteudo);
  return { conteudo };
}

function removeObject(context: HandlerContext) {
  const object = findObject(context.store, asRecord(context.body).ConteudoId ?? asRecord(context.body).ConteudoID);
  context.store.table(learningObjectsTable).remove(object.ConteudoId);
  refreshUnitsForObject(context.store, object.ConteudoId, undefined);
  return { ConteudoId: object.ConteudoId };
}

/** A unit row of the list: the unit plus how many objects of each type it has. */
function unitRow(unit: UnitRecord) {
  return { ...unit, TotalExcertos: unit.Excerto.length, TotalVideos: unit.Video.length, TotalPodcasts: unit.Podcast.length };
}

function listUnits(context: HandlerContext) {
  const input = context.input;
  const filter = allOf<UnitRecord>(containsText('Nome', input.Nome), teacherFilter(input.Professor), containsText('Disciplina', input.Disciplina));
  return pagedResponse(input, context.store.table(unitsTable).all(), { list: 'unidades', total: 'totalUnidades', filter, project: unitRow });
}

function findUnit(store: MockStore, value: unknown): UnitRecord {
  const id = readId(value);
  if (id === undefined) throw badRequest(UNIT_MESSAGES.idRequired);
  const unit = store.table(unitsTable).get(id);
  if (!unit) throw notFound(UNIT_MESSAGES.notFound);
  return unit;
}

function getUnit(context: HandlerContext) {
  return { unidade: findUnit(context.store, context.input.id ?? context.input._id) };
}

function readUnitObjects(store: MockStore, input: Record<string, unknown>, field: ObjectType, existing: UnitObject[] | undefined): UnitObject[] {
  if (!has(input, field)) return existing ?? [];
  const value = input[field];
  if (value === null) return [];
  if (!Array.isArray(value)) throw badRequest(UNIT_MESSAGES.notAList(field));
  const objects = store.table(learningObjectsTable);
  const chosen = new Map<number, UnitObject>();
  for (const item of value) {
    const raw = item && typeof item === 'object' ? (item as Record<string, unknown>).ConteudoId : item;
    const id = readId(raw);
    const object = id === undefined ? undefined : objects.get(id);
    if (!object || object.Tipo !== field) throw badRequest(UNIT_MESSAGES.wrongObject(raw, field));
    chosen.set(object.ConteudoId, unitObject(object));
  }
  return [...chosen.values()];
}

/** Refreshes (or drops, when `unit` is undefined) the copies of a unit inside the lessons. */
function refreshLessonsForUnit(store: MockStore, id: number, unit: UnitRecord | undefined): void {
  const lessons = store.table(lessonsTable);
  for (const lesson of lessons.all()) {
    if (!lesson.UnidadesAprendizagem.some((item) => item.id === id)) continue;
    lessons.replace({
      ...lesson,
      UnidadesAprendizagem: unit
        ? lesson.UnidadesAprendizagem.map((item) => (item.id === id ? { id, Nome: unit.Nome } : item))
        : lesson.UnidadesAprendizagem.filter((item) => item.id !== id),
    });
  }
}

function saveUnit(context: HandlerContext) {
  const input = asRecord(context.body);
  const table = context.store.table(unitsTable);
  const id = readId(input.id ?? input._id);
  const existing = id === undefined ? undefined : table.get(id);
  if (id !== undefined && !existing) throw notFound(UNIT_MESSAGES.notFound);
  const name = has(input, 'Nome') ? readText(input.Nome) : existing?.Nome;
  if (!name) throw badRequest(UNIT_MESSAGES.nameRequired);
  const teacher = readTeacher(input, existing?.Professor);
  const today = todayIso(context.now());
  const fields: Omit<UnitRecord, 'id'> = {
    Nome: name,
    Disciplina: readTextField(input, 'Disciplina', existing?.Disciplina ?? ''),
    Excerto: readUnitObjects(context.store, input, 'Excerto', existing?.Excerto),
    Video: readUnitObjects(context.store, input, 'Video', existing?.Video),
    Podcast: readUnitObjects(context.store, input, 'Podcast', existing?.Podcast),
    Descricao: readTextField(input, 'Descricao', existing?.Descricao ?? ''),
    Professor: teacher,
    ProfessorId: teacher.Id,
    DataAtualizacao: today,
    DataCriacao: existing?.DataCriacao ?? today,
  };
  const unidade = existing ? table.replace({ ...fields, id: existing.id }) : table.insert(fields);
  if (existing && existing.Nome !== unidade.Nome) refreshLessonsForUnit(context.store, unidade.id, unidade);
  return { unidade };
}

function removeUnit(context: HandlerContext) {
  const body = asRecord(context.body);
  const unit = findUnit(context.store, body.id ?? body._id);
  context.store.table(unitsTable).remove(unit.id);
  refreshLessonsForUnit(context.store, unit.id, undefined);
  return { id: unit.id };
}

/** Units whose name contains the text (at most 20), for a search box. */
function searchUnits(context: HandlerContext) {
  const needle = normalizeText(context.input.Nome ?? context.input.busca);
  const rows = context.store.table(unitsTable).all().filter((unit) => !needle || normalizeText(unit.Nome).includes(needle));
  return { unidades: sortRows(rows, { field: 'Nome', order: 'asc' }).slice(0, 20).map((unit) => ({ id: unit.id, Nome: unit.Nome, Disciplina: unit.Disciplina })) };
}

/** Every unit (id, Nome), by name: the options of the lesson form. */
function allUnits(context: HandlerContext) {
  return { unidades: sortRows(context.store.table(unitsTable).all(), { field: 'Nome', order: 'asc' }).map((unit) => ({ id: unit.id, Nome: unit.Nome })) };
}

/** Registers the learning object and unit routes. */
export function registerLearningObjectRoutes(router: Router): void {
  router.post('/api/producao-conteudo', listObjects);
  router.get('/api/producao-conteudo/conteudo', getObject);
  router.get('/api/producao-conteudo/conteudos', allObjects);
  router.post('/api/producao-conteudo/save-conteudo', saveObject);
  router.post('/api/producao-conteudo/remove-conteudo', removeObject);
  router.get('/api/producao-conteudo-objetoTipo', () => ({ tipos: OBJECT_TYPES.map((type) => ({ ...type })) }));
  router.get('/api/conteudo/disciplinas', () => ({ disciplinas: subjectList().map((Nome) => ({ Nome })) }));
  router.post('/api/unidades', listUnits);
  router.get('/api/unidades/unidade', getUnit);
  router.post('/api/unidades/save-unidade', saveUnit);
  router.post('/api/unidades/remove-unidade', removeUnit);
  router.post('/api/unidades/buscar-unidades', searchUnits);
  router.get('/api/todas-unidades', allUnits);
}
