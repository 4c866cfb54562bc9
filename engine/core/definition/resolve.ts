/**
 * From a validated definition (authoring shape, `$ref`s inlined) to what the engine runs: a screen's resource
 * applied (calls, schema, keys, texts), built-in actions expanded, calls parsed, routes and defaults filled
 * in. Pure: the build runs it for every screen, the definition studio for a draft. The validator reports
 * what would make it fail (an unknown resource, a built-in the resource cannot serve) before it runs.
 */
import type {
  Action, CustomAction, DetailSection, FormScreen, ListBulk, ListCall, ListScreen, RecordCall, ResourceDefinition, RowsCall,
  ScreenDefinition, Source,
} from '../generated/index.ts';
import { routeParams } from '../routes.ts';
import { childPointer } from '../validation/problems.ts';
import { ResolveError, toCallSpec } from './calls.ts';
import type {
  ActionSpec, CallActionSpec, RecordCallSpec, RecordName, RowsCallSpec, RuntimeDetailSection,
  RuntimeBulk, RuntimeResource, RuntimeScreen, SourceSpec,
} from './runtime.ts';

/** Default texts of a resource's built-in actions. */
const RESOURCE_TEXT_DEFAULTS = {
  new: 'Novo',
  edit: 'Editar',
  view: 'Abrir',
  remove: 'Remover',
  saved: 'Registro salvo com sucesso.',
  removed: 'Registro removido.',
} as const;

/** Everything a screen's resolution may look up: the resources, and the screens that show them. */
export interface DefinitionIndex {
  resources: ReadonlyMap<string, ResourceDefinition>;
  screens: readonly ScreenDefinition[];
}

function recordCall(call: RecordCall): RecordCallSpec {
  return call.record === undefined ? toCallSpec(call) : { ...toCallSpec(call), record: call.record };
}

function rowsCall(call: RowsCall | ListCall): RowsCallSpec {
  return { ...toCallSpec(call), rows: call.rows };
}

function sourceOf(call: ListCall | Source, id?: string): SourceSpec {
  const out: SourceSpec = { ...toCallSpec(call), rows: call.rows };
  if (call.total !== undefined) out.total = call.total;
  if (call.paging !== undefined) out.paging = call.paging;
  if (call.sort !== undefined) out.sort = call.sort;
  const rowId = 'id' in call && call.id !== undefined ? call.id : id;
  if (rowId !== undefined) out.id = rowId;
  return out;
}

/** The screens' route patterns as a list (the first is the main one). */
export function routesOf(route: string | string[]): string[] {
  return Array.isArray(route) ? route : [route];
}

/** The route parameter holding a record id: the one given, else the routes' only parameter. */
export function idParamOf(routes: readonly string[], idParam: string | undefined): string | undefined {
  if (idParam) return idParam;
  const names = new Set(routes.flatMap((route) => routeParams(route).map((param) => param.name)));
  return names.size === 1 ? [...names][0] : undefined;
}

/** The first route pattern without the id param (or with it optional), as a template with no id. */
function createRoute(routes: readonly string[], idParam: string | undefined): string | undefined {
  for (const route of routes) {
    const params = routeParams(route);
    if (params.some((param) => !param.optional)) continue;
    return route.split('/').filter((segment) => !segment.startsWith(':')).join('/') || '/';
  }
  return idParam === undefined ? routes[0] : undefined;
}

/** The first route pattern holding the id param, as a template that puts `{<idField>}` there. */
function recordRoute(routes: readonly string[], idParam: string | undefined, idField: string): string | undefined {
  if (!idParam) return undefined;
  for (const route of routes) {
    const params = routeParams(route);
    if (!params.some((param) => param.name === idParam)) continue;
    if (params.some((param) => param.name !== idParam && !param.optional)) continue;
    return route
      .split('/')
      .flatMap((segment) => {
        if (!segment.startsWith(':')) return [segment];
        return segment.replace(/\?$/, '') === `:${idParam}` ? [`{${idField}}`] : [];
      })
      .join('/');
  }
  return undefined;
}

/** The screens of a resource, by kind (the first of each kind). */
function screensOf(index: DefinitionIndex, resourceId: string) {
  const find = <K extends ScreenDefinition['kind']>(kind: K) =>
    index.screens.find((screen) => screen.kind === kind && 'resource' in screen && screen.resource === resourceId) as
      | Extract<ScreenDefinition, { kind: K }>
      | undefined;
  return { list: find('list'), form: find('form'), detail: find('detail') };
}

function derivedKey(resource: ResourceDefinition, action: 'new' | 'edit' | 'delete'): string | null | false {
  const declared = resource.keys?.[action];
  // `null` in `keys` says no screen does that action: no one may.
  if (declared === null) return false;
  if (declared !== undefined) return declared;
  return resource.permission === null ? null : `${resource.permission}.${action}`;
}

/** A resource as the engine reads it. */
export function resolveResource(resource: ResourceDefinition): RuntimeResource {
  const labelField = resource.labelField ?? resource.idField;
  const texts = resource.texts ?? {};
  const out: RuntimeResource = {
    id: resource.id,
    title: resource.title,
    idField: resource.idField,
    labelField,
    permission: resource.permission,
    keys: { new: derivedKey(resource, 'new'), edit: derivedKey(resource, 'edit'), delete: derivedKey(resource, 'delete') },
    texts: {
      new: texts.new ?? RESOURCE_TEXT_DEFAULTS.new,
      edit: texts.edit ?? RESOURCE_TEXT_DEFAULTS.edit,
      view: texts.view ?? RESOURCE_TEXT_DEFAULTS.view,
      remove: texts.remove ?? RESOURCE_TEXT_DEFAULTS.remove,
      saved: texts.saved ?? RESOURCE_TEXT_DEFAULTS.saved,
      removeConfirm: texts.removeConfirm ?? `Remover ${resource.title} {${labelField}}?`,
      removed: texts.removed ?? RESOURCE_TEXT_DEFAULTS.removed,
    },
  };
  if (texts.empty !== undefined) out.texts.empty = texts.empty;
  if (resource.list) out.list = sourceOf(resource.list, resource.idField);
  if (resource.options) out.options = rowsCall(resource.options);
  else if (resource.list) out.options = rowsCall(resource.list);
  if (resource.get) out.get = recordCall(resource.get);
  if (resource.save) out.save = recordCall(resource.save);
  if (resource.remove) out.remove = toCallSpec(resource.remove);
  if (resource.lookup) {
    const declared = resource.list?.filters ?? {};
    const digits = resource.lookup.filters.filter((name) => declared[name]?.match === 'digits');
    out.lookup = { filters: resource.lookup.filters, digits, show: resource.lookup.show ?? [] };
  }
  return out;
}

/** Every resource id a definition names (its own, remote selects', custom settings'), with where. */
export function resourceUses(definition: unknown): Array<{ id: string; pointer: string }> {
  const out: Array<{ id: string; pointer: string }> = [];
  // The path to the node being visited; a pointer is spelled only for a use found (the validator walks every
  // definition's whole tree several times per run).
  const path: string[] = [];
  const visit = (node: unknown) => {
    if (!node || typeof node !== 'object') return;
    const entries: Array<[string, unknown]> = Array.isArray(node) ? node.map((item, index) => [String(index), item]) : Object.entries(node);
    for (const [key, value] of entries) {
      // Only a string under the key `resource` names a resource (an embedded JSON Schema's property of that
      // name is an object).
      if (key === 'resource' && typeof value === 'string' && !Array.isArray(node)) {
        out.push({ id: value, pointer: childPointer('', ...path, key) });
      } else if (value && typeof value === 'object') {
        path.push(key);
        visit(value);
        path.pop();
      }
    }
  };
  visit(definition);
  return out;
}

interface ActionContext {
  index: DefinitionIndex;
  resource?: { definition: ResourceDefinition; runtime: RuntimeResource };
  /** The list's dialog, when the list creates and edits in a dialog. */
  dialog?: ListScreen['dialog'];
}

function requireResource(context: ActionContext, name: string, pointer: string) {
  if (!context.resource) throw new ResolveError(`a ação pronta "${name}" precisa de um "resource" na tela`, pointer);
  return context.resource;
}

function nameOf(runtime: RuntimeResource): RecordName {
  return { title: runtime.title, labelField: runtime.labelField };
}

/** The action a built-in name stands for. */
function builtin(name: Extract<Action, string>, context: ActionContext, pointer: string): ActionSpec {
  const { definition, runtime } = requireResource(context, name, pointer);
  const key = name === 'create' ? runtime.keys.new : name === 'edit' ? runtime.keys.edit : name === 'remove' ? runtime.keys.delete : null;
  if (key === false) {
    const which = name === 'create' ? 'new' : name === 'edit' ? 'edit' : 'delete';
    throw new ResolveError(`"${name}": o recurso "${definition.id}" diz que nenhuma tela faz isso ("keys.${which}": null)`, pointer);
  }
  const screens = screensOf(context.index, definition.id);
  const about = nameOf(runtime);
  const dialog = context.dialog;
  if (name === 'remove') {
    if (!runtime.remove) throw new ResolveError(`"remove": o recurso "${definition.id}" não tem a chamada "remove"`, pointer);
    return {
      kind: 'call', label: runtime.texts.remove, icon: 'trash', intent: 'danger', call: runtime.remove,
      confirm: runtime.texts.removeConfirm, success: runtime.texts.removed, permission: runtime.keys.delete, about,
      removal: { scope: definition.id, idField: runtime.idField },
    };
  }
  if ((name === 'create' || name === 'edit') && dialog) {
    const schema = dialog.schema ?? definition.schema;
    if (!runtime.save || !schema) throw new ResolveError(`"${name}": o diálogo precisa do "save" e do "schema" do recurso "${definition.id}"`, pointer);
    const form: ActionSpec = {
      kind: 'form',
      label: name === 'create' ? runtime.texts.new : runtime.texts.edit,
      icon: name === 'create' ? 'add' : 'edit',
      title: name === 'create' ? (dialog.newTitle ?? runtime.texts.new) : (dialog.editTitle ?? `${runtime.texts.edit} ${runtime.title}`),
      schema,
      call: runtime.save,
      submitLabel: 'Salvar',
      success: runtime.texts.saved,
      permission: name === 'create' ? runtime.keys.new : runtime.keys.edit,
    };
    if (name === 'create') form.intent = 'primary';
    else {
      form.prefill = true;
      form.keepField = runtime.idField;
      form.about = about;
    }
    if (dialog.uiSchema) form.uiSchema = dialog.uiSchema;
    return form;
  }
  if (name === 'create' || name === 'edit') {
    const form = screens.form;
    if (!form) throw new ResolveError(`"${name}": o recurso "${definition.id}" não tem tela de formulário (nem a lista tem "dialog")`, pointer);
    const routes = routesOf(form.route);
    const idParam = idParamOf(routes, form.idParam);
    const route = name === 'create' ? createRoute(routes, idParam) : recordRoute(routes, idParam, runtime.idField);
    if (!route) throw new ResolveError(`"${name}": a tela "${form.id}" não tem rota para ${name === 'create' ? 'criar' : 'editar'}`, pointer);
    return name === 'create'
      ? { kind: 'link', label: runtime.texts.new, icon: 'add', intent: 'primary', route, permission: runtime.keys.new }
      : { kind: 'link', label: runtime.texts.edit, icon: 'edit', route, permission: runtime.keys.edit, about };
  }
  const detail = screens.detail;
  if (!detail) throw new ResolveError(`"view": o recurso "${definition.id}" não tem tela de detalhe`, pointer);
  const routes = routesOf(detail.route);
  const route = recordRoute(routes, idParamOf(routes, detail.idParam), runtime.idField);
  if (!route) throw new ResolveError(`"view": a tela "${detail.id}" não tem rota com o id`, pointer);
  return { kind: 'link', label: runtime.texts.view, icon: 'document-open', route, permission: detail.permission ?? runtime.permission, about };
}

function custom(action: CustomAction, context: ActionContext): ActionSpec {
  const about = context.resource ? nameOf(context.resource.runtime) : undefined;
  const base = {
    label: action.label,
    ...(action.icon !== undefined ? { icon: action.icon } : {}),
    ...(action.intent !== undefined ? { intent: action.intent } : {}),
    ...(action.permission !== undefined ? { permission: action.permission } : {}),
    ...(action.when !== undefined ? { when: action.when } : {}),
    ...(about ? { about } : {}),
  };
  if (action.kind === 'link') return { ...base, kind: 'link', route: action.route };
  const call = toCallSpec(action);
  if (action.kind === 'call') {
    return {
      ...base, kind: 'call', call,
      ...(action.confirm !== undefined ? { confirm: action.confirm } : {}),
      ...(action.success !== undefined ? { success: action.success } : {}),
    };
  }
  return {
    ...base, kind: 'form', schema: action.schema, call,
    ...(action.title !== undefined ? { title: action.title } : {}),
    ...(action.uiSchema !== undefined ? { uiSchema: action.uiSchema } : {}),
    ...(action.prefill !== undefined ? { prefill: action.prefill } : {}),
    ...(action.submitLabel !== undefined ? { submitLabel: action.submitLabel } : {}),
    ...(action.closeLabel !== undefined ? { closeLabel: action.closeLabel } : {}),
    ...(action.success !== undefined ? { success: action.success } : {}),
  };
}

function actions(list: readonly Action[] | undefined, context: ActionContext, pointer: string): ActionSpec[] {
  return (list ?? []).map((action, index) => {
    if (typeof action === 'string') return builtin(action, context, `${pointer}/${index}`);
    if ('use' in action) {
      const { use, ...adjust } = action;
      return { ...builtin(use, context, `${pointer}/${index}/use`), ...adjust };
    }
    return custom(action, context);
  });
}

/** A list's bulk actions: each needs what its resource offers (remove, save and a status field). */
function resolveBulk(bulk: ListBulk, context: ActionContext): RuntimeBulk {
  const resource = requireResource(context, 'bulk', '/bulk');
  const out: RuntimeBulk = { plural: bulk.plural ?? 'registros' };
  if (bulk.actions.includes('remove')) out.remove = builtin('remove', context, '/bulk/actions') as CallActionSpec;
  if (bulk.actions.includes('activate') || bulk.actions.includes('deactivate')) {
    if (!bulk.activeField) throw new ResolveError('"activate" e "deactivate" precisam de "activeField"', '/bulk/activeField');
    if (!resource.runtime.save) throw new ResolveError(`o recurso "${resource.definition.id}" não tem a chamada "save"`, '/bulk/actions');
    if (resource.runtime.keys.edit === false) throw new ResolveError(`o recurso "${resource.definition.id}" diz que nenhuma tela edita ("keys.edit": null)`, '/bulk/actions');
    out.status = {
      field: bulk.activeField, save: resource.runtime.save, permission: resource.runtime.keys.edit,
      activate: bulk.actions.includes('activate'), deactivate: bulk.actions.includes('deactivate'),
    };
  }
  if (bulk.actions.includes('export')) out.export = true;
  return out;
}

function resourceOf(index: DefinitionIndex, id: string | undefined, pointer = '/resource') {
  if (id === undefined) return undefined;
  const definition = index.resources.get(id);
  if (!definition) throw new ResolveError(`recurso desconhecido "${id}"`, pointer);
  return { definition, runtime: resolveResource(definition) };
}

/** The main route of a resource's list screen, when it has one that needs no parameter. */
function listRouteOf(index: DefinitionIndex, resourceId: string): string | undefined {
  const list = screensOf(index, resourceId).list;
  if (!list) return undefined;
  return routesOf(list.route).find((route) => routeParams(route).every((param) => param.optional))?.replace(/\/:[^/]+\?/g, '');
}

/** Resolves one validated screen definition (its `$ref`s inlined) against the project's resources and screens. */
export function resolveScreen(definition: ScreenDefinition, index: DefinitionIndex): RuntimeScreen {
  const routes = routesOf(definition.route);
  const resources: Record<string, RuntimeResource> = {};
  resourceUses(definition).forEach(({ id, pointer }) => {
    const found = resourceOf(index, id, pointer);
    if (found) resources[id] = found.runtime;
  });
  const base = {
    id: definition.id,
    route: routes[0],
    routes,
    title: definition.title,
    ...(definition.description !== undefined ? { description: definition.description } : {}),
    ...(definition.guestOnly !== undefined ? { guestOnly: definition.guestOnly } : {}),
    ...(definition.public !== undefined ? { public: definition.public } : {}),
    ...(definition.sampleParams !== undefined ? { sampleParams: definition.sampleParams } : {}),
    resources,
  };

  switch (definition.kind) {
    case 'list': {
      const resource = resourceOf(index, definition.resource);
      const context: ActionContext = { index, resource, dialog: definition.dialog };
      const sourceCall = definition.source ?? resource?.definition.list;
      if (!sourceCall) throw new ResolveError(`o recurso "${definition.resource}" não tem a chamada "list"`, '/resource');
      const emptyText = definition.emptyText ?? resource?.runtime.texts.empty;
      return {
        ...base,
        kind: 'list',
        permission: definition.permission !== undefined ? definition.permission : (resource?.runtime.permission ?? null),
        ...(definition.resource !== undefined ? { resource: definition.resource } : {}),
        source: sourceOf(sourceCall, resource?.runtime.idField),
        columns: definition.columns,
        ...(definition.filters ? { filters: definition.filters } : {}),
        actions: actions(definition.actions, context, '/actions'),
        rowActions: actions(definition.rowActions, context, '/rowActions'),
        ...(definition.export ? { export: definition.export } : {}),
        ...(definition.pageSizes ? { pageSizes: definition.pageSizes } : {}),
        ...(definition.defaultSort ? { defaultSort: definition.defaultSort } : {}),
        ...(emptyText !== undefined ? { emptyText } : {}),
        ...(resource ? { recordName: nameOf(resource.runtime) } : {}),
        ...(definition.bulk ? { bulk: resolveBulk(definition.bulk, context) } : {}),
      };
    }
    case 'form':
      return resolveForm(definition, base, index);
    case 'detail': {
      const resource = resourceOf(index, definition.resource);
      const context: ActionContext = { index, resource };
      const load = definition.load ? recordCall(definition.load) : resource?.runtime.get;
      if (!load) throw new ResolveError(`o recurso "${definition.resource}" não tem a chamada "get"`, '/resource');
      const idParam = idParamOf(routes, definition.idParam);
      if (!idParam) throw new ResolveError('a rota não tem um parâmetro de id: diga qual em "idParam"', '/route');
      const sections: RuntimeDetailSection[] = definition.sections.map((section: DetailSection, sectionIndex) =>
        section.kind === 'table'
          ? { ...section, rowActions: actions(section.rowActions, context, `/sections/${sectionIndex}/rowActions`) }
          : section,
      );
      return {
        ...base,
        kind: 'detail',
        permission: definition.permission !== undefined ? definition.permission : (resource?.runtime.permission ?? null),
        ...(definition.resource !== undefined ? { resource: definition.resource } : {}),
        idParam,
        ...(resource ? { idField: resource.runtime.idField } : {}),
        load,
        ...(definition.heading !== undefined ? { heading: definition.heading } : {}),
        actions: actions(definition.actions, context, '/actions'),
        sections,
      };
    }
    case 'dashboard':
      return {
        ...base,
        kind: 'dashboard',
        permission: definition.permission,
        ...(definition.filters ? { filters: definition.filters } : {}),
        sources: Object.fromEntries(Object.entries(definition.sources).map(([name, call]) => [name, toCallSpec(call)])),
        widgets: definition.widgets,
      };
    case 'custom':
      return { ...base, kind: 'custom', permission: definition.permission, component: definition.component, settings: definition.settings ?? {} };
  }
}

function resolveForm(definition: FormScreen, base: Omit<RuntimeScreen, 'kind' | 'permission'>, index: DefinitionIndex): RuntimeScreen {
  const resource = resourceOf(index, definition.resource);
  const runtime = resource?.runtime;
  const routes = base.routes;
  const schema = definition.schema ?? resource?.definition.schema;
  if (!schema) throw new ResolveError(`o recurso "${definition.resource}" não tem "schema": dê um "schema" à tela`, '/schema');
  const save = definition.save ? recordCall(definition.save) : runtime?.save;
  if (!save) throw new ResolveError(`o recurso "${definition.resource}" não tem a chamada "save"`, '/resource');
  const load = definition.load ? recordCall(definition.load) : runtime?.get;
  const idParam = idParamOf(routes, definition.idParam) ?? '_id';
  let remove: CallActionSpec | undefined;
  if (definition.remove) remove = custom(definition.remove, { index, resource }) as CallActionSpec;
  else if (definition.remove === undefined && runtime?.remove && runtime.keys.delete !== false) remove = builtin('remove', { index, resource }, '/remove') as CallActionSpec;
  const afterSave = definition.afterSave ?? (runtime ? listRouteOf(index, runtime.id) : undefined);
  const success = definition.success ?? runtime?.texts.saved;
  return {
    ...base,
    kind: 'form',
    permission: definition.permission !== undefined ? definition.permission : (runtime?.permission ?? null),
    ...(definition.resource !== undefined ? { resource: definition.resource } : {}),
    ...(definition.newTitle !== undefined ? { newTitle: definition.newTitle } : {}),
    schema,
    ...(definition.uiSchema ? { uiSchema: definition.uiSchema } : {}),
    idParam,
    ...(runtime ? { idField: runtime.idField } : {}),
    ...(definition.singleton ? { singleton: true } : {}),
    ...(load ? { load } : {}),
    save,
    ...(remove ? { remove } : {}),
    actions: actions(definition.actions, { index, resource }, '/actions'),
    ...(afterSave !== undefined ? { afterSave } : {}),
    ...(success !== undefined ? { success } : {}),
    permissions: definition.permissions
      ? { new: definition.permissions.new ?? null, edit: definition.permissions.edit ?? null }
      : { new: runtime?.keys.new ?? null, edit: runtime?.keys.edit ?? null },
  };
}
