/** Combos (products): list with filters, one combo, save (create or update) and remove. */
import { allOf, containsText, equalsBoolean, type RowFilter } from '../paging/filters.ts';
import { pagedResponse } from '../paging/paging.ts';
import { combosTable, itemsValue, type ComboCourse, type ComboModule, type ComboRecord } from '../seed/productCombos.ts';
import { coursesTable } from '../seed/productCourses.ts';
import { modulesTable } from '../seed/productModules.ts';
import { slugOf } from '../seed/slugs.ts';
import { badRequest, notFound } from '../server/errors.ts';
import type { HandlerContext } from '../server/context.ts';
import type { Router } from '../server/router.ts';
import type { MockStore } from '../store/store.ts';
import { asRecord, has, readId } from './input.ts';
import {
  booleanField, checkWindow, dateField, optionalText, percentField, requiredMoney, requiredText,
} from './productFields.ts';

/** Messages of the combo endpoints. */
export const COMBO_MESSAGES = {
  notFound: 'Combo não encontrado.',
  idRequired: 'Informe o combo (ComboID).',
  nameRequired: 'Informe o nome do combo.',
  nameTaken: (name: string) => `Já existe um combo com o nome ${name}.`,
  linkTaken: (link: string) => `O link ${link} já é usado por outro combo.`,
  tooFewItems: 'Um combo precisa de pelo menos dois produtos (cursos ou módulos).',
  unknownCourse: (id: unknown) => `Curso ${String(id)} não encontrado.`,
  unknownModule: (id: unknown) => `Módulo ${String(id)} não encontrado.`,
  priceAboveItems: 'O preço do combo não pode ser maior que a soma dos produtos comprados separadamente.',
  discountWindow: 'A data final do desconto não pode ser anterior à data inicial.',
  discountNeedsDates: 'Informe as datas inicial e final do desconto.',
} as const;

/** Rows holding a course id among their courses. */
function hasCourse(value: unknown): RowFilter<ComboRecord> | undefined {
  const id = readId(value);
  if (id === undefined) return undefined;
  return { key: `curso#${id}`, test: (row) => row.Cursos.some((course) => course.CursoID === id) };
}

function listCombos(context: HandlerContext) {
  const input = context.input;
  const filter = allOf<ComboRecord>(
    containsText('Nome', input.Nome),
    equalsBoolean('Publicado', input.Publicado),
    hasCourse(input.CursoID),
  );
  return pagedResponse(input, context.store.table(combosTable).all(), { list: 'combos', total: 'totalCombos', filter });
}

/** The combo of a request's ComboID; 400 / 404 otherwise. */
export function findCombo(store: MockStore, value: unknown): ComboRecord {
  const id = readId(value);
  if (id === undefined) throw badRequest(COMBO_MESSAGES.idRequired);
  const combo = store.table(combosTable).get(id);
  if (!combo) throw notFound(COMBO_MESSAGES.notFound);
  return combo;
}

function idOf(item: unknown, field: string): unknown {
  return typeof item === 'object' && item !== null ? (item as Record<string, unknown>)[field] : item;
}

function readCourses(store: MockStore, input: Record<string, unknown>, stored: readonly ComboCourse[] = []): ComboCourse[] {
  if (!has(input, 'Cursos')) return stored.map((item) => ({ ...item }));
  if (input.Cursos === null) return [];
  if (!Array.isArray(input.Cursos)) throw badRequest('Cursos deve ser uma lista.');
  const table = store.table(coursesTable);
  const chosen = new Map<number, ComboCourse>();
  for (const item of input.Cursos) {
    const course = table.get(readId(idOf(item, 'CursoID')) ?? 0);
    if (!course || course.Removido) throw badRequest(COMBO_MESSAGES.unknownCourse(idOf(item, 'CursoID')));
    chosen.set(course.CursoID, { CursoID: course.CursoID, NomeCurso: course.NomeCurso });
  }
  return [...chosen.values()];
}

function readModules(store: MockStore, input: Record<string, unknown>, stored: readonly ComboModule[] = []): ComboModule[] {
  if (!has(input, 'Modulos')) return stored.map((item) => ({ ...item }));
  if (input.Modulos === null) return [];
  if (!Array.isArray(input.Modulos)) throw badRequest('Modulos deve ser uma lista.');
  const table = store.table(modulesTable);
  const chosen = new Map<number, ComboModule>();
  for (const item of input.Modulos) {
    const module = table.get(readId(idOf(item, 'ModuloID')) ?? 0);
    if (!module) throw badRequest(COMBO_MESSAGES.unknownModule(idOf(item, 'ModuloID')));
    chosen.set(module.ModuloID, { ModuloID: module.ModuloID, NomeModulo: module.NomeModulo });
  }
  return [...chosen.values()];
}

function saveCombo(context: HandlerContext) {
  const input = asRecord(context.body);
  const store = context.store;
  const table = store.table(combosTable);
  const id = readId(input.ComboID);
  const existing = id === undefined ? undefined : table.get(id);
  const name = requiredText(input, 'Nome', COMBO_MESSAGES.nameRequired, existing?.Nome);
  const others = table.all().filter((other) => other.ComboID !== existing?.ComboID);
  if (others.some((other) => other.Nome.toLocaleLowerCase('pt-BR') === name.toLocaleLowerCase('pt-BR'))) {
    throw badRequest(COMBO_MESSAGES.nameTaken(name));
  }
  const link = slugOf(optionalText(input, 'LinkPermanente', existing?.LinkPermanente) || name);
  if (others.some((other) => other.LinkPermanente === link)) throw badRequest(COMBO_MESSAGES.linkTaken(link));
  const courses = readCourses(store, input, existing?.Cursos);
  const modules = readModules(store, input, existing?.Modulos);
  if (courses.length + modules.length < 2) throw badRequest(COMBO_MESSAGES.tooFewItems);
  const value = itemsValue(courses, modules, store.table(coursesTable).all(), store.table(modulesTable).all());
  const price = requiredMoney(input, 'Preco', 'o preço do combo', existing?.Preco);
  if (price > value) throw badRequest(COMBO_MESSAGES.priceAboveItems);
  const discount = percentField(input, 'Desconto', 'o desconto', existing?.Desconto);
  const discountStart = dateField(input, 'DataInicialDesconto', 'data inicial do desconto', existing?.DataInicialDesconto);
  const discountEnd = dateField(input, 'DataFinalDesconto', 'data final do desconto', existing?.DataFinalDesconto);
  checkWindow(discountStart, discountEnd, COMBO_MESSAGES.discountWindow);
  if (discount > 0 && (!discountStart || !discountEnd)) throw badRequest(COMBO_MESSAGES.discountNeedsDates);
  const fields: Omit<ComboRecord, 'ComboID'> = {
    Nome: name,
    LinkPermanente: link,
    Descricao: optionalText(input, 'Descricao', existing?.Descricao),
    Cursos: courses,
    Modulos: modules,
    Preco: price,
    ValorItens: value,
    QuantidadeItens: courses.length + modules.length,
    Desconto: discount,
    DataInicialDesconto: discountStart,
    DataFinalDesconto: discountEnd,
    Publicado: booleanField(input, 'Publicado', existing?.Publicado, false),
    UsoCupom: booleanField(input, 'UsoCupom', existing?.UsoCupom, true),
    DataFinalVenda: dateField(input, 'DataFinalVenda', 'data final de venda', existing?.DataFinalVenda),
    Observacoes: optionalText(input, 'Observacoes', existing?.Observacoes),
  };
  const combo = existing ? table.replace({ ...fields, ComboID: existing.ComboID }) : table.insert(fields);
  return { combo };
}

/**
 * Keeps the combos that hold a course or module in step with it: its current name and price, or its removal
 * (a removed product leaves the combos that sold it).
 */
export function syncCombos(store: MockStore, item: { CursoID: number } | { ModuloID: number }, removed = false): void {
  const combos = store.table(combosTable);
  const courses = store.table(coursesTable).all();
  const modules = store.table(modulesTable).all();
  const courseId = 'CursoID' in item ? item.CursoID : undefined;
  const moduleId = 'ModuloID' in item ? item.ModuloID : undefined;
  for (const combo of combos.all()) {
    if (!combo.Cursos.some((c) => c.CursoID === courseId) && !combo.Modulos.some((m) => m.ModuloID === moduleId)) continue;
    const keep = (id: number, current: number | undefined) => !(removed && id === current);
    const Cursos = combo.Cursos.filter((c) => keep(c.CursoID, courseId)).map((c) => ({ CursoID: c.CursoID, NomeCurso: courses.find((course) => course.CursoID === c.CursoID)?.NomeCurso ?? c.NomeCurso }));
    const Modulos = combo.Modulos.filter((m) => keep(m.ModuloID, moduleId)).map((m) => ({ ModuloID: m.ModuloID, NomeModulo: modules.find((module) => module.ModuloID === m.ModuloID)?.NomeModulo ?? m.NomeModulo }));
    combos.replace({ ...combo, Cursos, Modulos, QuantidadeItens: Cursos.length + Modulos.length, ValorItens: itemsValue(Cursos, Modulos, courses, modules) });
  }
}

function removeCombo(context: HandlerContext) {
  const combo = findCombo(context.store, asRecord(context.body).ComboID);
  context.store.table(combosTable).remove(combo.ComboID);
  return { ComboID: combo.ComboID };
}

/** Registers the combo routes. */
export function registerProductComboRoutes(router: Router): void {
  router.post('/api/combos', listCombos);
  router.get('/api/combos/combo', (context) => ({ combo: findCombo(context.store, context.input.ComboID) }));
  router.post('/api/combo/save', saveCombo);
  router.post('/api/combos/remove-combo', removeCombo);
}
