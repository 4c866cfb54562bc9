import { ResolveError } from '../definition/calls.ts';
import { resolveScreen, resourceUses, routesOf, type DefinitionIndex } from '../definition/resolve.ts';
import type { RuntimeScreen } from '../definition/runtime.ts';
import type { ScreenDefinition } from '../generated';
import { routeParams, routeOpens } from '../routes.ts';
import { filterProblems, uiOptionsProblems, type OptionsChecker } from './checkOptions.ts';
import type { EmbeddedSchemaChecker } from './embeddedSchemas.ts';
import { oldTemplateProblems } from './oldTemplates.ts';
import { childPointer, type Problem } from './problems.ts';
import { screenReferences } from './screenReferences.ts';

/** What one definition is checked against. */
export interface ScreenCheckContext {
  /** Tells whether a permission key exists, or returns the problem's message. */
  unknownKey(key: string): string | undefined;
  /** Blueprint icon names. */
  icons: ReadonlySet<string>;
  /** Compiles embedded JSON Schemas; absent when the file's `$ref`s did not resolve (they would only fail again). */
  embedded?: EmbeddedSchemaChecker;
  /** Checks widget and filter options against the registry. */
  options: OptionsChecker;
  /** The project's resources and screens (for `resource` names, built-ins and the routes they lead to). */
  index: DefinitionIndex;
  /** Ids of resources whose own file has problems (already reported there). */
  brokenResources: ReadonlySet<string>;
  /** Route patterns of every screen (a link or afterSave must open one). */
  routes: readonly string[];
}

/** Route parameters of every route against `sampleParams` and `idParam`. */
function routeProblems(definition: ScreenDefinition): Array<[string, string]> {
  const out: Array<[string, string]> = [];
  const routes = routesOf(definition.route);
  const pointerOf = (index: number) => (Array.isArray(definition.route) ? `/route/${index}` : '/route');
  const allNames = new Set<string>();
  routes.forEach((route, routeIndex) => {
    const names = routeParams(route).map((param) => param.name);
    names.forEach((name, index) => {
      if (names.indexOf(name) !== index) out.push([pointerOf(routeIndex), `o parâmetro ":${name}" aparece duas vezes na rota`]);
      allNames.add(name);
    });
    for (const param of routeParams(route)) {
      if (!param.optional && definition.sampleParams?.[param.name] === undefined) {
        const pointer = definition.sampleParams ? '/sampleParams' : '';
        out.push([pointer, `falta um exemplo em "sampleParams" para o parâmetro obrigatório ":${param.name}" da rota`]);
      }
    }
  });
  for (const name of Object.keys(definition.sampleParams ?? {})) {
    if (!allNames.has(name)) out.push([childPointer('/sampleParams', name), `a rota não tem o parâmetro ":${name}"`]);
  }
  if ((definition.kind === 'form' || definition.kind === 'detail') && definition.idParam && !allNames.has(definition.idParam)) {
    out.push(['/idParam', `a rota não tem o parâmetro ":${definition.idParam}"`]);
  }
  return out;
}

/**
 * Problems of one definition that passed the format schema, beyond what the schema can say: route params,
 * guest/public consistency, the resources it names and the built-in actions they must serve, permission keys,
 * icons, the options of widgets chosen by a field's type, filters the bar cannot draw, dashboard sources,
 * and the embedded JSON Schemas, which must compile. Returns the resolved screen when nothing stopped it.
 * Uniqueness across files is the caller's.
 */
export function checkScreen(definition: ScreenDefinition, file: string, context: ScreenCheckContext): { problems: Problem[]; resolved?: RuntimeScreen } {
  const found: Array<[string, string]> = routeProblems(definition);
  if (definition.guestOnly && !definition.public) found.push(['/guestOnly', '"guestOnly" exige "public": true']);
  if (definition.public && 'permission' in definition && definition.permission !== null) found.push(['/permission', 'uma rota pública não tem chave de permissão: use null']);
  if (definition.kind === 'form' && context.embedded && definition.schema && definition.schema.type !== 'object') {
    found.push(['/schema/type', 'o esquema do formulário deve ser de objeto ("type": "object")']);
  }

  let usesBroken = false;
  for (const use of resourceUses(definition)) {
    if (context.brokenResources.has(use.id)) usesBroken = true;
    else if (!context.index.resources.has(use.id)) {
      found.push([use.pointer, `recurso desconhecido "${use.id}" (os recursos ficam em screens/resources/)`]);
    }
  }
  const refs = screenReferences(definition);
  for (const use of refs.permissions) {
    const unknown = context.unknownKey(use.name);
    if (unknown) found.push([use.pointer, unknown]);
  }
  for (const use of refs.icons) {
    if (!context.icons.has(use.name)) found.push([use.pointer, `ícone do Blueprint desconhecido "${use.name}"`]);
  }
  if (definition.kind === 'dashboard') {
    for (const use of refs.sources) {
      if (!Object.hasOwn(definition.sources, use.name)) {
        found.push([use.pointer, `fonte "${use.name}" não existe em "sources" (${Object.keys(definition.sources).join(', ')})`]);
      }
    }
  }
  if (definition.kind === 'list' && definition.resource) found.push(...listContractProblems(definition, context));
  if (definition.kind === 'dashboard') found.push(...dashboardContractProblems(definition, context));
  if (definition.kind === 'list' && definition.dialog && !definition.resource) {
    found.push(['/dialog', 'o diálogo cria e edita registros de um recurso: a lista precisa de "resource"']);
  }
  found.push(...oldTemplateProblems(definition));
  for (const use of refs.routes) {
    if (!context.routes.some((route) => routeOpens(route, use.name))) found.push([use.pointer, `"${use.name}" não abre nenhuma tela definida`]);
  }
  const problems: Problem[] = found.map(([pointer, message]) => ({ file, pointer, message }));
  for (const site of refs.uiSchemas) problems.push(...uiOptionsProblems(site.uiSchema, site.schema ?? resourceSchemaOf(definition, context), context.options, file, site.pointer));
  for (const filter of refs.filters) problems.push(...filterProblems(filter.value, context.options, file, filter.pointer));
  if (context.embedded) {
    for (const schema of refs.schemas) problems.push(...context.embedded.check(schema.value, file, schema.pointer));
  }
  if (problems.length || usesBroken) return { problems };

  try {
    const resolved = resolveScreen(definition, context.index);
    return { problems: resolvedProblems(resolved, definition, file, context), resolved };
  } catch (error) {
    if (error instanceof ResolveError) return { problems: [{ file, pointer: error.pointer, message: error.message }] };
    throw error;
  }
}

/** The resource schema a screen's uiSchema lays out when the screen has no schema of its own. */
function resourceSchemaOf(definition: ScreenDefinition, context: ScreenCheckContext): Record<string, unknown> | undefined {
  if (!('resource' in definition) || !definition.resource) return undefined;
  return context.index.resources.get(definition.resource)?.schema;
}

/** What only the resolved screen shows: keys a resource derives, and remote selects whose resource lists nothing. */
function resolvedProblems(resolved: RuntimeScreen, definition: ScreenDefinition, file: string, context: ScreenCheckContext): Problem[] {
  const problems: Problem[] = [];
  const keyProblem = (pointer: string, key: string | null | false | undefined) => {
    if (typeof key !== 'string') return;
    const unknown = context.unknownKey(key);
    if (unknown) problems.push({ file, pointer, message: `${unknown}; a chave vem do recurso: declare-a em permissions.json ou em "keys" do recurso` });
  };
  if (resolved.kind === 'list' || resolved.kind === 'detail') {
    const pointerOf = (list: string, index: number) => `/${list}/${index}`;
    if (resolved.kind === 'list') {
      resolved.actions.forEach((action, index) => keyProblem(pointerOf('actions', index), action.permission));
      resolved.rowActions.forEach((action, index) => keyProblem(pointerOf('rowActions', index), action.permission));
    } else resolved.actions.forEach((action, index) => keyProblem(pointerOf('actions', index), action.permission));
  }
  if (resolved.kind === 'form' && 'resource' in definition && definition.resource) {
    keyProblem('/resource', resolved.permissions.new);
    keyProblem('/resource', resolved.permissions.edit);
    if (resolved.remove && definition.kind === 'form' && definition.remove === undefined) keyProblem('/resource', resolved.remove.permission);
  }
  for (const use of resourceUses(definition)) {
    const resource = resolved.resources[use.id];
    if (use.pointer.endsWith('/ui:options/resource') && resource && !resource.options) {
      problems.push({ file, pointer: use.pointer, message: `o recurso "${use.id}" não tem "options" nem "list" para dar as opções` });
    }
  }
  return problems;
}

/** A call line without its spacing differences ("POST  /api/x" = "POST /api/x"). */
const callKey = (call: string) => call.trim().replace(/\s+/, ' ');

/**
 * A dashboard sends its filters to every source: a source that is a resource's list call (same method and path)
 * must be able to apply each of them, or the widget it feeds would ignore the chosen filter while the others follow it.
 */
function dashboardContractProblems(definition: Extract<ScreenDefinition, { kind: 'dashboard' }>, context: ScreenCheckContext): Array<[string, string]> {
  const out: Array<[string, string]> = [];
  const names = Object.keys((definition.filters?.schema.properties as Record<string, unknown> | undefined) ?? {});
  if (!names.length) return out;
  for (const [source, call] of Object.entries(definition.sources)) {
    for (const resource of context.index.resources.values()) {
      const list = resource.list;
      if (!list?.filters || callKey(list.call) !== callKey(call.call)) continue;
      for (const name of names) {
        if (!Object.hasOwn(list.filters, name)) {
          out.push([`/sources/${source}`, `o filtro "${name}" do dashboard vai para "${call.call}", mas o recurso "${resource.id}" não o declara em list.filters: o servidor não o aplicaria`]);
        }
      }
    }
  }
  return out;
}

/**
 * A list may only send what its resource's list call accepts: filters the resource declares, and sorts on
 * fields the server can sort by (when the resource declares them).
 */
function listContractProblems(definition: Extract<ScreenDefinition, { kind: 'list' }>, context: ScreenCheckContext): Array<[string, string]> {
  const out: Array<[string, string]> = [];
  const list = context.index.resources.get(definition.resource ?? '')?.list;
  if (!list) return out;
  if (list.filters) {
    for (const name of Object.keys((definition.filters?.schema.properties as Record<string, unknown> | undefined) ?? {})) {
      if (!Object.hasOwn(list.filters, name)) {
        out.push([`/filters/schema/properties/${name}`, `o recurso "${definition.resource}" não declara o filtro "${name}" em list.filters: o servidor não o aplicaria`]);
      }
    }
  }
  if (list.sortable) {
    definition.columns.forEach((column, index) => {
      if (column.sortable && !list.sortable?.includes(column.field)) {
        out.push([`/columns/${index}/sortable`, `o recurso "${definition.resource}" não ordena por "${column.field}" (list.sortable)`]);
      }
    });
    if (definition.defaultSort && !list.sortable.includes(definition.defaultSort.field)) {
      out.push(['/defaultSort/field', `o recurso "${definition.resource}" não ordena por "${definition.defaultSort.field}" (list.sortable)`]);
    }
  }
  return out;
}
