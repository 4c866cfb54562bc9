/**
 * Concursos (products): list with filters, one concurso, save (create or update), remove, and the option lists
 * of the product forms (concursos, examining boards, careers, tags).
 */
import { allOf, containsText, equalsBoolean, equalsValue } from '../paging/filters.ts';
import { pagedResponse } from '../paging/paging.ts';
import { dayToIso, todayDay } from '../seed/dates.ts';
import {
  BANCAS, CARREIRAS, concursosTable, FORMACOES, REGIOES, SITUACOES, TAGS, type ConcursoRecord, type Tag,
} from '../seed/productConcursos.ts';
import { coursesTable } from '../seed/productCourses.ts';
import { modulesTable } from '../seed/productModules.ts';
import { slugOf } from '../seed/slugs.ts';
import { badRequest, notFound } from '../server/errors.ts';
import type { HandlerContext } from '../server/context.ts';
import type { Router } from '../server/router.ts';
import type { MockStore } from '../store/store.ts';
import { asRecord, has, readId, readText } from './input.ts';
import { booleanField, choiceField, optionalText, requiredMoney, requiredText } from './productFields.ts';

/** Messages of the concurso endpoints. */
export const CONCURSO_MESSAGES = {
  notFound: 'Concurso não encontrado.',
  idRequired: 'Informe o concurso (ConcursoID ou NomeConcurso).',
  nameRequired: 'Informe o nome do concurso.',
  institutionRequired: 'Informe a instituição do concurso.',
  nameTaken: (name: string) => `Já existe um concurso com o nome ${name}.`,
  urlTaken: (url: string) => `O link ${url} já é usado por outro concurso.`,
  unknownBanca: 'Banca não encontrada.',
  unknownCarreira: 'Carreira não encontrada.',
  unknownTag: (tag: unknown) => `Tag ${String(tag)} não encontrada.`,
  inUse: (name: string, courses: number, modules: number) =>
    `Não é possível remover o concurso ${name}: ele está ligado a ${courses} curso(s) e ${modules} módulo(s).`,
} as const;

function listConcursos(context: HandlerContext) {
  const input = context.input;
  const filter = allOf<ConcursoRecord>(
    containsText('NomeConcurso', input.Concurso ?? input.NomeConcurso),
    equalsValue('Situacao', input.Situacao),
    equalsValue('Banca.BancaID', input.BancaID),
    equalsValue('Carreira.CarreiraID', input.CarreiraID),
    equalsBoolean('Publicado', input.Publicado),
  );
  return pagedResponse(input, context.store.table(concursosTable).all(), { list: 'concursos', total: 'totalConcursos', filter });
}

/** The concurso of a request's ConcursoID (or exact NomeConcurso); 400 / 404 otherwise. */
export function findConcurso(store: MockStore, input: Record<string, unknown>): ConcursoRecord {
  const table = store.table(concursosTable);
  const id = readId(input.ConcursoID);
  const name = readText(input.NomeConcurso);
  if (id === undefined && !name) throw badRequest(CONCURSO_MESSAGES.idRequired);
  const found = id !== undefined ? table.get(id) : table.all().find((concurso) => concurso.NomeConcurso === name);
  if (!found) throw notFound(CONCURSO_MESSAGES.notFound);
  return found;
}

/** A concurso as the form reads it: the record plus the ids of its board and career (the form's selects). */
export function concursoForm(concurso: ConcursoRecord) {
  return { ...concurso, BancaID: concurso.Banca.BancaID, CarreiraID: concurso.Carreira.CarreiraID };
}

function readBanca(input: Record<string, unknown>, stored: ConcursoRecord | undefined) {
  const raw = has(input, 'BancaID') ? input.BancaID : asRecord(input.Banca).BancaID ?? stored?.Banca.BancaID;
  const banca = BANCAS.find((item) => item.BancaID === readId(raw));
  if (!banca) throw badRequest(CONCURSO_MESSAGES.unknownBanca);
  return { ...banca };
}

function readCarreira(input: Record<string, unknown>, stored: ConcursoRecord | undefined) {
  const raw = has(input, 'CarreiraID') ? input.CarreiraID : asRecord(input.Carreira).CarreiraID ?? stored?.Carreira.CarreiraID;
  const carreira = CARREIRAS.find((item) => item.CarreiraID === readId(raw));
  if (!carreira) throw badRequest(CONCURSO_MESSAGES.unknownCarreira);
  return { ...carreira };
}

/** Tags sent as `{TagID}` objects (or bare ids), checked against the known tags. */
export function readTags(input: Record<string, unknown>, stored: readonly Tag[] = []): Tag[] {
  if (!has(input, 'Tags')) return stored.map((tag) => ({ ...tag }));
  const value = input.Tags;
  if (value === null) return [];
  if (!Array.isArray(value)) throw badRequest('Tags deve ser uma lista.');
  const chosen = new Map<number, Tag>();
  for (const item of value) {
    const id = readId(typeof item === 'object' && item !== null ? (item as Record<string, unknown>).TagID : item);
    const tag = TAGS.find((candidate) => candidate.TagID === id);
    if (!tag) throw badRequest(CONCURSO_MESSAGES.unknownTag(typeof item === 'object' ? JSON.stringify(item) : item));
    chosen.set(tag.TagID, { ...tag });
  }
  return [...chosen.values()];
}

function saveConcurso(context: HandlerContext) {
  const input = asRecord(context.body);
  const table = context.store.table(concursosTable);
  const id = readId(input.ConcursoID);
  const existing = id === undefined ? undefined : table.get(id);
  const name = requiredText(input, 'NomeConcurso', CONCURSO_MESSAGES.nameRequired, existing?.NomeConcurso);
  const others = table.all().filter((other) => other.ConcursoID !== existing?.ConcursoID);
  if (others.some((other) => other.NomeConcurso.toLocaleLowerCase('pt-BR') === name.toLocaleLowerCase('pt-BR'))) {
    throw badRequest(CONCURSO_MESSAGES.nameTaken(name));
  }
  const url = slugOf(optionalText(input, 'URL', existing?.URL) || `concurso ${name}`);
  if (others.some((other) => other.URL === url)) throw badRequest(CONCURSO_MESSAGES.urlTaken(url));
  const today = dayToIso(todayDay(context.now()));
  const fields: Omit<ConcursoRecord, 'ConcursoID'> = {
    NomeConcurso: name,
    URL: url,
    Instituicao: requiredText(input, 'Instituicao', CONCURSO_MESSAGES.institutionRequired, existing?.Instituicao),
    Edital: optionalText(input, 'Edital', existing?.Edital),
    Regiao: choiceField(input, 'Regiao', 'a região', REGIOES, existing?.Regiao as (typeof REGIOES)[number] | undefined, 'Nacional'),
    Formacao: choiceField(input, 'Formacao', 'a formação', FORMACOES, existing?.Formacao as (typeof FORMACOES)[number] | undefined, 'Nível superior'),
    Situacao: choiceField(input, 'Situacao', 'a situação', SITUACOES, existing?.Situacao, 'EditalEmBreve'),
    Banca: readBanca(input, existing),
    Carreira: readCarreira(input, existing),
    Publicado: booleanField(input, 'Publicado', existing?.Publicado, false),
    Cargos: optionalText(input, 'Cargos', existing?.Cargos),
    Remuneracao: requiredMoney(input, 'Remuneracao', 'a remuneração', existing?.Remuneracao ?? 0),
    Descricao: optionalText(input, 'Descricao', existing?.Descricao),
    TituloSEO: optionalText(input, 'TituloSEO', existing?.TituloSEO),
    DescricaoSEO: optionalText(input, 'DescricaoSEO', existing?.DescricaoSEO),
    Tags: readTags(input, existing?.Tags),
    Estado: (optionalText(input, 'Estado', existing?.Estado) || 'DF').toUpperCase().slice(0, 2),
    DataCriacao: existing?.DataCriacao ?? today,
    DataEdicao: today,
  };
  const concurso = existing ? table.replace({ ...fields, ConcursoID: existing.ConcursoID }) : table.insert(fields);
  // Modules name their concurso: a renamed concurso keeps its modules.
  if (existing && existing.NomeConcurso !== concurso.NomeConcurso) {
    const modules = context.store.table(modulesTable);
    for (const module of modules.all()) {
      if (module.Concurso === existing.NomeConcurso) modules.replace({ ...module, Concurso: concurso.NomeConcurso });
    }
  }
  return { concurso: concursoForm(concurso) };
}

function removeConcurso(context: HandlerContext) {
  const concurso = findConcurso(context.store, asRecord(context.body));
  const courses = context.store.table(coursesTable).all().filter((course) => !course.Removido && course.ConcursoPrincipalID === concurso.ConcursoID).length;
  const modules = context.store.table(modulesTable).all().filter((module) => module.Concurso === concurso.NomeConcurso).length;
  if (courses || modules) throw badRequest(CONCURSO_MESSAGES.inUse(concurso.NomeConcurso, courses, modules));
  context.store.table(concursosTable).remove(concurso.ConcursoID);
  return { ConcursoID: concurso.ConcursoID };
}

function concursoOptions(context: HandlerContext) {
  const concursos = [...context.store.table(concursosTable).all()]
    .sort((a, b) => a.NomeConcurso.localeCompare(b.NomeConcurso, 'pt-BR'))
    .map((concurso) => ({ ConcursoID: concurso.ConcursoID, NomeConcurso: concurso.NomeConcurso }));
  return { concursos };
}

/** Registers the concurso routes. */
export function registerProductConcursoRoutes(router: Router): void {
  router.post('/api/concurso', listConcursos);
  router.get('/api/concurso/nomeconcurso', (context) => ({ concurso: concursoForm(findConcurso(context.store, context.input)) }));
  router.post('/api/concurso/save', saveConcurso);
  router.post('/api/concurso/remove-concurso', removeConcurso);
  router.get('/api/concursos/opcoes', concursoOptions);
  router.get('/api/concursos/bancas', () => ({ bancas: BANCAS.map((banca) => ({ ...banca })) }));
  router.get('/api/concursos/carreiras', () => ({ carreiras: CARREIRAS.map((carreira) => ({ ...carreira })) }));
  router.get('/api/concursos/tags', () => ({ tags: TAGS.map((tag) => ({ ...tag })) }));
}
