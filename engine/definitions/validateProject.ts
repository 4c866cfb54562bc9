import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { CELL_FORMATS, CUSTOM_COMPONENTS, WIDGET_NAMES } from '../registry/names.ts';
import type { MenuFile, MenuNode, PermissionsFile, ScreenDefinition } from '../types/generated';
import { blueprintIconNames } from './blueprintIcons.ts';
import { createCompileCache } from './compileCache.ts';
import { createEmbeddedSchemaChecker } from './embeddedSchemas.ts';
import { createFormatValidator } from './formatSchemas.ts';
import { createRefContext, inlineRefs } from './inlineRefs.ts';
import { childPointer, type Problem } from './problems.ts';
import { readJsonFile } from './readJson.ts';
import { routeMatches, routeParams, routeShape } from './routes.ts';
import { screenReferences } from './screenReferences.ts';

/** What to validate. */
export interface ValidateOptions {
  /** Repository root: the folder with screens/, schemas/, menu.json and permissions.json. */
  root: string;
  /**
   * More definition files or folders, validated together with screens/ as if they were part of it
   * (after it, so a duplicate id or route is reported in the extra file). Tests use it for the corpus.
   */
  extraScreens?: readonly string[];
  /** Another file in place of menu.json. */
  menuFile?: string;
  /** Another file in place of permissions.json. */
  permissionsFile?: string;
  /** Reuse compile results of earlier runs (node_modules/.cache); default true. */
  cache?: boolean;
}

/** A definition that passed the format schema, with its `$ref`s inlined. */
export interface LoadedScreen {
  /** Repository-relative file. */
  file: string;
  definition: ScreenDefinition;
}

/** How many of the spec's routes have a screen. */
export interface RouteCoverage {
  covered: number;
  total: number;
  /** Spec routes without a screen. */
  missing: string[];
}

/** The outcome of one validation run. */
export interface ValidationReport {
  errors: Problem[];
  /** Problems that fail only under `--strict` (menu URLs that open no screen). */
  warnings: Problem[];
  /** Definitions that passed the format schema (all of them, when there are no errors), in file order. */
  screens: LoadedScreen[];
  /** menu.json, when it passed its schema. */
  menu?: MenuFile;
  /** permissions.json, when it passed its schema. */
  permissions?: PermissionsFile;
  coverage: RouteCoverage;
  /** Absolute paths of every file read (the Vite plugin watches them). */
  files: string[];
}

const INTENTS = ['none', 'primary', 'success', 'warning', 'danger'];

function listJsonFiles(path: string): string[] {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path, { withFileTypes: true })
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
    .flatMap((entry) => {
      const child = join(path, entry.name);
      if (entry.isDirectory()) return listJsonFiles(child);
      return entry.name.endsWith('.json') ? [child] : [];
    });
}

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** Problems of a cell format's `options` (status labels and intents, boolean texts, list label field). */
function formatOptionsProblems(format: string, options: Record<string, unknown> | undefined, pointer: string): Array<[string, string]> {
  if (!options) return [];
  const out: Array<[string, string]> = [];
  for (const [key, value] of Object.entries(options)) {
    const at = childPointer(pointer, key);
    if (format === 'status') {
      if (!isObject(value) || typeof value.label !== 'string' || value.label === '') {
        out.push([at, 'cada opção de "status" é { "label": texto, "intent"?: cor }']);
      } else {
        for (const extra of Object.keys(value).filter((name) => name !== 'label' && name !== 'intent')) {
          out.push([childPointer(at, extra), `propriedade desconhecida "${extra}"; as aceitas aqui são: label, intent`]);
        }
        if (value.intent !== undefined && !INTENTS.includes(value.intent as string)) {
          out.push([childPointer(at, 'intent'), `deve ser um destes valores: ${INTENTS.join(', ')}`]);
        }
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

/** Validates every definition, menu.json and permissions.json: shapes, then cross-references. */
export function validateProject(options: ValidateOptions): ValidationReport {
  const root = resolve(options.root);
  const errors: Problem[] = [];
  const warnings: Problem[] = [];
  const files = new Set<string>();
  const toRepoPath = (path: string) => relative(root, path).split(sep).join('/');
  const error = (file: string, pointer: string, message: string) => errors.push({ file, pointer, message });

  const cache = createCompileCache(options.cache ?? true);
  const format = createFormatValidator(join(root, 'schemas'), cache);
  const embedded = createEmbeddedSchemaChecker(cache);
  const refContext = createRefContext(root);

  // The `$schema` of a file is what the editor completes and checks it with: it must reach the right schema.
  const checkSchemaPath = (path: string, file: string, value: unknown, schema: string) => {
    if (!isObject(value) || typeof value.$schema !== 'string') return;
    if (resolve(path, '..', value.$schema) !== join(root, 'schemas', schema)) {
      error(file, '/$schema', `"${value.$schema}" não leva a schemas/${schema} a partir deste arquivo`);
    }
  };
  const read = (path: string) => {
    files.add(path);
    const result = readJsonFile(path, toRepoPath(path));
    if (!result.ok) errors.push(...result.problems);
    return result;
  };

  // permissions.json first: every other file refers to its keys.
  const permissionsPath = resolve(root, options.permissionsFile ?? 'permissions.json');
  const permissionsFile = toRepoPath(permissionsPath);
  const permissionKeys = new Set<string>();
  let permissions: PermissionsFile | undefined;
  const permissionsRead = read(permissionsPath);
  if (permissionsRead.ok) {
    const problems = format.validate('permissions', permissionsRead.value, permissionsFile);
    errors.push(...problems);
    checkSchemaPath(permissionsPath, permissionsFile, permissionsRead.value, 'permissions.schema.json');
    const entries = isObject(permissionsRead.value) && Array.isArray(permissionsRead.value.permissions) ? permissionsRead.value.permissions : [];
    entries.forEach((entry: unknown, index: number) => {
      if (!isObject(entry) || typeof entry.key !== 'string') return;
      const at = childPointer('/permissions', index, 'key');
      if (permissionKeys.has(entry.key)) error(permissionsFile, at, `chave "${entry.key}" repetida`);
      permissionKeys.add(entry.key);
    });
    entries.forEach((entry: unknown, index: number) => {
      if (!isObject(entry) || typeof entry.key !== 'string') return;
      const dot = entry.key.indexOf('.');
      if (dot > 0 && !permissionKeys.has(entry.key.slice(0, dot))) {
        error(permissionsFile, childPointer('/permissions', index, 'key'), `a chave de botão "${entry.key}" precisa da chave de tela "${entry.key.slice(0, dot)}"`);
      }
      const kind = dot > 0 ? 'button' : 'screen';
      if ((entry.kind === 'screen' || entry.kind === 'button') && entry.kind !== kind) {
        error(permissionsFile, childPointer('/permissions', index, 'kind'), `"${entry.key}" é uma chave de ${kind === 'button' ? 'botão' : 'tela'}: use "${kind}"`);
      }
    });
    if (problems.length === 0) permissions = permissionsRead.value as PermissionsFile;
  }
  const checkKey = (file: string, pointer: string, key: string) => {
    if (!permissionKeys.has(key)) error(file, pointer, `chave de permissão desconhecida "${key}" (não está em ${permissionsFile})`);
  };

  // Definitions.
  const screenPaths = [
    ...listJsonFiles(join(root, 'screens')),
    ...(options.extraScreens ?? []).flatMap((extra) => listJsonFiles(resolve(root, extra))),
  ];
  const screens: LoadedScreen[] = [];
  const ids = new Map<string, string>();
  const routes = new Map<string, string>();
  const icons = blueprintIconNames();
  for (const path of screenPaths) {
    const file = toRepoPath(path);
    const raw = read(path);
    if (!raw.ok) continue;
    const refProblems: Problem[] = [];
    const value = inlineRefs(raw.value, path, file, refContext, refProblems);
    errors.push(...refProblems);
    const shapeProblems = format.validate('screen', value, file);
    if (shapeProblems.length) {
      errors.push(...shapeProblems);
      continue;
    }
    const definition = value as ScreenDefinition;
    screens.push({ file, definition });
    checkSchemaPath(path, file, definition, 'screen.schema.json');

    const firstWithId = ids.get(definition.id);
    if (firstWithId) error(file, '/id', `id "${definition.id}" repetido: já usado em ${firstWithId}`);
    else ids.set(definition.id, file);
    const shape = routeShape(definition.route);
    const firstWithRoute = routes.get(shape);
    if (firstWithRoute) error(file, '/route', `rota "${definition.route}" repetida: a mesma rota já está em ${firstWithRoute}`);
    else routes.set(shape, file);

    const params = routeParams(definition.route);
    const names = params.map((param) => param.name);
    names.forEach((name, index) => {
      if (names.indexOf(name) !== index) error(file, '/route', `o parâmetro ":${name}" aparece duas vezes na rota`);
    });
    for (const name of Object.keys(definition.sampleParams ?? {})) {
      if (!names.includes(name)) error(file, childPointer('/sampleParams', name), `a rota não tem o parâmetro ":${name}"`);
    }
    for (const param of params) {
      if (!param.optional && definition.sampleParams?.[param.name] === undefined) {
        error(file, definition.sampleParams ? '/sampleParams' : '', `falta um exemplo em "sampleParams" para o parâmetro obrigatório ":${param.name}" da rota`);
      }
    }
    if ((definition.kind === 'form' || definition.kind === 'detail') && definition.idParam && !names.includes(definition.idParam)) {
      error(file, '/idParam', `a rota não tem o parâmetro ":${definition.idParam}"`);
    }
    if (definition.guestOnly && !definition.public) error(file, '/guestOnly', '"guestOnly" exige "public": true');
    if (definition.public && definition.permission !== null) error(file, '/permission', 'uma rota pública não tem chave de permissão: use null');
    if (definition.kind === 'custom' && !CUSTOM_COMPONENTS.includes(definition.component)) {
      error(file, '/component', `componente customizado desconhecido "${definition.component}"; os registrados são: ${CUSTOM_COMPONENTS.join(', ')}`);
    }
    if (definition.kind === 'form' && refProblems.length === 0 && definition.schema.type !== 'object') {
      error(file, '/schema/type', 'o esquema do formulário deve ser de objeto ("type": "object")');
    }

    const refs = screenReferences(definition);
    for (const use of refs.permissions) checkKey(file, use.pointer, use.name);
    for (const use of refs.formats) {
      if (!(CELL_FORMATS as readonly string[]).includes(use.name)) {
        error(file, use.pointer, `formato de célula desconhecido "${use.name}"; os registrados são: ${CELL_FORMATS.join(', ')}`);
      } else {
        for (const [pointer, message] of formatOptionsProblems(use.name, use.options, use.pointer.replace(/\/format$/, '/options'))) {
          error(file, pointer, message);
        }
      }
    }
    for (const use of refs.widgets) {
      if (!(WIDGET_NAMES as readonly string[]).includes(use.name)) {
        error(file, use.pointer, `widget desconhecido "${use.name}"; os registrados são: ${WIDGET_NAMES.join(', ')}`);
      }
    }
    for (const use of refs.icons) {
      if (!icons.has(use.name)) error(file, use.pointer, `ícone do Blueprint desconhecido "${use.name}"`);
    }
    if (definition.kind === 'dashboard') {
      for (const use of refs.sources) {
        if (!Object.hasOwn(definition.sources, use.name)) {
          error(file, use.pointer, `fonte "${use.name}" não existe em "sources" (${Object.keys(definition.sources).join(', ')})`);
        }
      }
    }
    // A schema with an unresolved $ref would only fail again here.
    if (refProblems.length === 0) {
      for (const schema of refs.schemas) errors.push(...embedded.check(schema.value, file, schema.pointer));
    }
  }
  for (const path of refContext.files) files.add(path);
  embedded.save();

  // menu.json.
  const menuPath = resolve(root, options.menuFile ?? 'menu.json');
  const menuFileName = toRepoPath(menuPath);
  let menu: MenuFile | undefined;
  const menuRead = read(menuPath);
  if (menuRead.ok) {
    const problems = format.validate('menu', menuRead.value, menuFileName);
    errors.push(...problems);
    checkSchemaPath(menuPath, menuFileName, menuRead.value, 'menu.schema.json');
    if (problems.length === 0) {
      menu = menuRead.value as MenuFile;
      const menuIds = new Map<string, string>();
      const screenRoutes = screens.map((screen) => screen.definition.route);
      const walk = (nodes: MenuNode[], pointer: string) =>
        nodes.forEach((node, index) => {
          const at = childPointer(pointer, index);
          const first = menuIds.get(node.id);
          if (first) error(menuFileName, childPointer(at, 'id'), `id "${node.id}" repetido: já usado em ${first}`);
          else menuIds.set(node.id, at);
          if (node.type === 'divider') return;
          if (typeof node.permission === 'string') checkKey(menuFileName, childPointer(at, 'permission'), node.permission);
          if (node.icon !== undefined && !icons.has(node.icon)) error(menuFileName, childPointer(at, 'icon'), `ícone do Blueprint desconhecido "${node.icon}"`);
          if (node.type === 'item' && !screenRoutes.some((route) => routeMatches(route, node.url))) {
            warnings.push({ file: menuFileName, pointer: childPointer(at, 'url'), message: `"${node.url}" não abre nenhuma tela definida` });
          }
          if (node.type === 'group' || node.type === 'collapse') walk(node.children, childPointer(at, 'children'));
        });
      walk(menu.items, '/items');
    }
  }

  // The spec's routes and how many have a screen.
  const specPath = join(root, 'schemas', 'spec-routes.json');
  const specRead = read(specPath);
  let specRoutes: string[] = [];
  if (specRead.ok) {
    const problems = format.validate('spec-routes', specRead.value, toRepoPath(specPath));
    errors.push(...problems);
    if (problems.length === 0) specRoutes = specRead.value as string[];
  }
  const definedShapes = new Set(screens.map((screen) => routeShape(screen.definition.route)));
  const missing = specRoutes.filter((route) => !definedShapes.has(routeShape(route)));

  return {
    errors: dedupe(errors),
    warnings,
    screens,
    menu,
    permissions,
    coverage: { covered: specRoutes.length - missing.length, total: specRoutes.length, missing },
    files: [...files].sort(),
  };
}

function dedupe(problems: Problem[]): Problem[] {
  const seen = new Set<string>();
  return problems.filter((problem) => {
    const key = `${problem.file}\u0000${problem.pointer}\u0000${problem.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
