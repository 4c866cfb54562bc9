/**
 * Modules (products): list with filters, one module, save, remove and the module options of other forms.
 */
import { allOf, containsText, equalsBoolean, equalsValue } from '../paging/filters.ts';
import { pagedResponse } from '../paging/paging.ts';
import { concursosTable } from '../seed/productConcursos.ts';
import { CONTENT_TYPES, modulesTable, type ModuleRecord } from '../seed/productModules.ts';
import { slugOf } from '../seed/slugs.ts';
import { badRequest, notFound } from '../server/errors.ts';
import type { HandlerContext } from '../server/context.ts';
import type { Router } from '../server/router.ts';
import type { MockStore } from '../store/store.ts';
import { asRecord, readId } from './input.ts';
import { syncCombos } from './productCombos.ts';
import {
  booleanField, checkWindow, choiceField, dateField, optionalText, percentField, requiredMoney, requiredText,
} from './productFields.ts';

/** Messages of the module endpoints. */
export const MODULE_MESSAGES = {
  notFound: 'Módulo não encontrado.',
  idRequired: 'Informe o módulo (ModuloID).',
  nameRequired: 'Informe o nome do módulo.',
  subjectRequired: 'Informe a disciplina do módulo.',
  nameTaken: (name: string) => `Já existe um módulo com o nome ${name}.`,
  linkTaken: (link: string) => `O link ${link} já é usado por outro módulo.`,
  unknownConcurso: (name: string) => `Concurso ${name} não encontrado.`,
  discountWindow: 'A data final do desconto não pode ser anterior à data inicial.',
  discountNeedsDates: 'Informe as datas inicial e final do desconto.',
} as const;

function listModules(context: HandlerContext) {
  const input = context.input;
  const filter = allOf<ModuleRecord>(
    containsText('NomeModulo', input.NomeModulo ?? input.Nome),
    equalsValue('Disciplina', input.Disciplina),
    containsText('Concurso', input.Concurso),
    containsText('Professor', input.Professor),
    equalsValue('TipoConteudo', input.TipoConteudo),
    equalsBoolean('Publicado', input.Publicado),
  );
  return pagedResponse(input, context.store.table(modulesTable).all(), { list: 'modulos', total: 'totalModulos', filter });
}

/** The module of a request's ModuloID; 400 / 404 otherwise. */
export function findModule(store: MockStore, value: unknown): ModuleRecord {
  const id = readId(value);
  if (id === undefined) throw badRequest(MODULE_MESSAGES.idRequired);
  const module = store.table(modulesTable).get(id);
  if (!module) throw notFound(MODULE_MESSAGES.notFound);
  return module;
}

function saveModule(context: HandlerContext) {
  const input = asRecord(context.body);
  const table = context.store.table(modulesTable);
  const id = readId(input.ModuloID);
  const existing = id === undefined ? undefined : table.get(id);
  const name = requiredText(input, 'NomeModulo', MODULE_MESSAGES.nameRequired, existing?.NomeModulo);
  const others = table.all().filter((other) => other.ModuloID !== existing?.ModuloID);
  if (others.some((other) => other.NomeModulo.toLocaleLowerCase('pt-BR') === name.toLocaleLowerCase('pt-BR'))) {
    throw badRequest(MODULE_MESSAGES.nameTaken(name));
  }
  const link = slugOf(optionalText(input, 'LinkPermanente', existing?.LinkPermanente) || `modulo ${name}`);
  if (others.some((other) => other.LinkPermanente === link)) throw badRequest(MODULE_MESSAGES.linkTaken(link));
  const concurso = optionalText(input, 'Concurso', existing?.Concurso);
  if (concurso && !context.store.table(concursosTable).all().some((item) => item.NomeConcurso === concurso)) {
    throw badRequest(MODULE_MESSAGES.unknownConcurso(concurso));
  }
  // The teacher is stored by name, as GET /api/professores lists it.
  const teacher = optionalText(input, 'Professor', existing?.Professor);
  const discount = percentField(input, 'Desconto', 'o desconto', existing?.Desconto);
  const discountStart = dateField(input, 'DataInicialDesconto', 'data inicial do desconto', existing?.DataInicialDesconto);
  const discountEnd = dateField(input, 'DataFinalDesconto', 'data final do desconto', existing?.DataFinalDesconto);
  checkWindow(discountStart, discountEnd, MODULE_MESSAGES.discountWindow);
  if (discount > 0 && (!discountStart || !discountEnd)) throw badRequest(MODULE_MESSAGES.discountNeedsDates);
  const flag = (field: keyof ModuleRecord & string, fallback: boolean) => booleanField(input, field, existing?.[field] as boolean | undefined, fallback);
  const fields: Omit<ModuleRecord, 'ModuloID'> = {
    NomeModulo: name,
    LinkPermanente: link,
    Disciplina: requiredText(input, 'Disciplina', MODULE_MESSAGES.subjectRequired, existing?.Disciplina),
    TipoConteudo: choiceField(input, 'TipoConteudo', 'o tipo de conteúdo', CONTENT_TYPES, existing?.TipoConteudo as (typeof CONTENT_TYPES)[number] | undefined, CONTENT_TYPES[0]),
    Preco: requiredMoney(input, 'Preco', 'o preço do módulo', existing?.Preco),
    CondicoesPagamento: optionalText(input, 'CondicoesPagamento', existing?.CondicoesPagamento),
    Personalizado: flag('Personalizado', false),
    CadastroProfessor: flag('CadastroProfessor', false),
    Concurso: concurso,
    Professor: teacher,
    Publicado: flag('Publicado', false),
    UsoCupom: flag('UsoCupom', true),
    UsoPontuacao: flag('UsoPontuacao', false),
    DataFinalVenda: dateField(input, 'DataFinalVenda', 'data final de venda', existing?.DataFinalVenda),
    Observacoes: optionalText(input, 'Observacoes', existing?.Observacoes),
    Desconto: discount,
    DataInicialDesconto: discountStart,
    DataFinalDesconto: discountEnd,
  };
  const modulo = existing ? table.replace({ ...fields, ModuloID: existing.ModuloID }) : table.insert(fields);
  if (existing) syncCombos(context.store, modulo);
  return { modulo };
}

function removeModule(context: HandlerContext) {
  const module = findModule(context.store, asRecord(context.body).ModuloID);
  context.store.table(modulesTable).remove(module.ModuloID);
  // A removed module leaves the combos that sold it.
  syncCombos(context.store, module, true);
  return { ModuloID: module.ModuloID };
}

function moduleOptions(context: HandlerContext) {
  const modulos = context.store.table(modulesTable).all()
    .map((module) => ({ ModuloID: module.ModuloID, NomeModulo: module.NomeModulo }))
    .sort((a, b) => a.NomeModulo.localeCompare(b.NomeModulo, 'pt-BR'));
  return { modulos };
}

/** Registers the module routes (the teachers of the module form come from GET /api/professores, handlers/dashboards.ts). */
export function registerProductModuleRoutes(router: Router): void {
  router.post('/api/modulos', listModules);
  router.get('/api/modulos/modulo', (context) => ({ modulo: findModule(context.store, context.input.ModuloID) }));
  router.post('/api/modulo/save', saveModule);
  router.post('/api/modulos/remove-modulo', removeModule);
  router.get('/api/modulos/opcoes', moduleOptions);
  router.get('/api/modulos/tipos-conteudo', () => ({ tipos: CONTENT_TYPES.map((Nome) => ({ Nome })) }));
}
