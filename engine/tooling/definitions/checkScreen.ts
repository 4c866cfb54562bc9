import { CELL_FORMATS, CUSTOM_COMPONENTS, WIDGET_NAMES } from '../../core/names.ts';
import type { ScreenDefinition } from '../../core/generated';
import type { EmbeddedSchemaChecker } from './embeddedSchemas.ts';
import { childPointer, type Problem } from './problems.ts';
import { routeParams } from '../../core/routes.ts';
import { screenReferences } from './screenReferences.ts';

/** What one definition is checked against. */
export interface ScreenCheckContext {
  /** Tells whether a permission key exists, or returns the problem's message. */
  unknownKey(key: string): string | undefined;
  /** Blueprint icon names. */
  icons: ReadonlySet<string>;
  /** Compiles embedded JSON Schemas; absent when the file's `$ref`s did not resolve (they would only fail again). */
  embedded?: EmbeddedSchemaChecker;
}

const INTENTS = ['none', 'primary', 'success', 'warning', 'danger'];

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** Problems of a cell format's `options` (status labels and intents, boolean texts, list label field). */
function formatOptionsProblems(format: string, options: Record<string, unknown> | undefined, pointer: string): Array<[string, string]> {
  const out: Array<[string, string]> = [];
  for (const [key, value] of Object.entries(options ?? {})) {
    const at = childPointer(pointer, key);
    if (format === 'status') {
      if (!isObject(value) || typeof value.label !== 'string' || value.label === '') {
        out.push([at, 'cada opção de "status" é { "label": texto, "intent"?: cor }']);
        continue;
      }
      for (const extra of Object.keys(value).filter((name) => name !== 'label' && name !== 'intent')) {
        out.push([childPointer(at, extra), `propriedade desconhecida "${extra}"; as aceitas aqui são: label, intent`]);
      }
      if (value.intent !== undefined && !INTENTS.includes(value.intent as string)) {
        out.push([childPointer(at, 'intent'), `deve ser um destes valores: ${INTENTS.join(', ')}`]);
      }
    } else if (format === 'boolean') {
      if (key !== 'true' && key !== 'false') out.push([at, 'as opções de "boolean" são só "true" e "false"']);
      else if (typeof value !== 'string') out.push([at, 'deve ser um texto']);
    } else if (format === 'list') {
      if (key !== 'labelField') out.push([at, 'a única opção de "list" é "labelField"']);
      else if (typeof value !== 'string' || value === '') out.push([at, 'deve ser um texto']);
    }
  }
  return out;
}

/** Route parameters against `sampleParams` and `idParam`. */
function routeProblems(definition: ScreenDefinition): Array<[string, string]> {
  const out: Array<[string, string]> = [];
  const params = routeParams(definition.route);
  const names = params.map((param) => param.name);
  names.forEach((name, index) => {
    if (names.indexOf(name) !== index) out.push(['/route', `o parâmetro ":${name}" aparece duas vezes na rota`]);
  });
  for (const name of Object.keys(definition.sampleParams ?? {})) {
    if (!names.includes(name)) out.push([childPointer('/sampleParams', name), `a rota não tem o parâmetro ":${name}"`]);
  }
  for (const param of params) {
    if (!param.optional && definition.sampleParams?.[param.name] === undefined) {
      const pointer = definition.sampleParams ? '/sampleParams' : '';
      out.push([pointer, `falta um exemplo em "sampleParams" para o parâmetro obrigatório ":${param.name}" da rota`]);
    }
  }
  if ((definition.kind === 'form' || definition.kind === 'detail') && definition.idParam && !names.includes(definition.idParam)) {
    out.push(['/idParam', `a rota não tem o parâmetro ":${definition.idParam}"`]);
  }
  return out;
}

/**
 * Problems of one definition that passed the format schema, beyond what the schema can say: route params,
 * guest/public consistency, and every name it uses (permission keys, cell formats and their options,
 * widgets, icons, custom components, dashboard sources) plus the embedded JSON Schemas, which must compile.
 * Uniqueness across files is the caller's.
 */
export function checkScreen(definition: ScreenDefinition, file: string, context: ScreenCheckContext): Problem[] {
  const found: Array<[string, string]> = routeProblems(definition);
  if (definition.guestOnly && !definition.public) found.push(['/guestOnly', '"guestOnly" exige "public": true']);
  if (definition.public && definition.permission !== null) found.push(['/permission', 'uma rota pública não tem chave de permissão: use null']);
  if (definition.kind === 'custom' && !CUSTOM_COMPONENTS.includes(definition.component)) {
    found.push(['/component', `componente customizado desconhecido "${definition.component}"; os registrados são: ${CUSTOM_COMPONENTS.join(', ')}`]);
  }
  if (definition.kind === 'form' && context.embedded && definition.schema.type !== 'object') {
    found.push(['/schema/type', 'o esquema do formulário deve ser de objeto ("type": "object")']);
  }

  const refs = screenReferences(definition);
  for (const use of refs.permissions) {
    const unknown = context.unknownKey(use.name);
    if (unknown) found.push([use.pointer, unknown]);
  }
  for (const use of refs.formats) {
    if (!(CELL_FORMATS as readonly string[]).includes(use.name)) {
      found.push([use.pointer, `formato de célula desconhecido "${use.name}"; os registrados são: ${CELL_FORMATS.join(', ')}`]);
    } else {
      found.push(...formatOptionsProblems(use.name, use.options, use.pointer.replace(/\/format$/, '/options')));
    }
  }
  for (const use of refs.widgets) {
    if (!(WIDGET_NAMES as readonly string[]).includes(use.name)) {
      found.push([use.pointer, `widget desconhecido "${use.name}"; os registrados são: ${WIDGET_NAMES.join(', ')}`]);
    }
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
  const problems = found.map(([pointer, message]) => ({ file, pointer, message }));
  if (context.embedded) {
    for (const schema of refs.schemas) problems.push(...context.embedded.check(schema.value, file, schema.pointer));
  }
  return problems;
}
