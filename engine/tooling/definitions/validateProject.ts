import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, join, relative, resolve, sep } from 'node:path';
import { formatJson } from '../../core/definition/formatJson.ts';
import { routesOf, type DefinitionIndex } from '../../core/definition/resolve.ts';
import type { RuntimeScreen } from '../../core/definition/runtime.ts';
import type { AppDefinition, MenuFile, PermissionsFile, ResourceDefinition, ScreenDefinition } from '../../core/generated';
import { routeShape } from '../../core/routes.ts';
import { blueprintIconNames } from './blueprintIcons.ts';
import { checkApp } from './checkApp.ts';
import { checkMenu } from './checkMenu.ts';
import { createOptionsChecker } from './checkOptions.ts';
import { checkPermissions } from './checkPermissions.ts';
import { checkResource } from './checkResource.ts';
import { checkScreen } from './checkScreen.ts';
import { createCompileCache } from './compileCache.ts';
import { createEmbeddedSchemaChecker } from './embeddedSchemas.ts';
import { createFormatValidator } from './formatSchemas.ts';
import { createRefContext, inlineRefs } from './inlineRefs.ts';
import type { Problem } from './problems.ts';
import { readJsonFile } from './readJson.ts';

/** Where the resources live, relative to the repository root. */
const RESOURCES_DIR = 'screens/resources';
/** The app definition, relative to the repository root. */
const APP_FILE = 'screens/app.json';

/** What to validate. */
export interface ValidateOptions {
  /** Repository root: the folder with screens/, schemas/, menu.json and permissions.json. */
  root: string;
  /**
   * More definition files or folders, validated together with screens/ as if they were part of it
   * (after it, so a duplicate id or route is reported in the extra file). Tests use it for the corpus.
   */
  extraScreens?: readonly string[];
  /** More resource files, validated with screens/resources/. */
  extraResources?: readonly string[];
  /** Another file in place of screens/app.json. */
  appFile?: string;
  /** Another file in place of menu.json. */
  menuFile?: string;
  /** Another file in place of permissions.json. */
  permissionsFile?: string;
  /** Reuse compile results of earlier runs (node_modules/.cache); default true. */
  cache?: boolean;
  /** Check that every definition file is written the way the repository's formatter writes it; default true. */
  checkFormatting?: boolean;
}

/** A definition that passed the format schema, with its `$ref`s inlined. */
export interface LoadedScreen {
  /** Repository-relative file. */
  file: string;
  definition: ScreenDefinition;
}

/** A resource that passed its schema, with its `$ref`s inlined. */
export interface LoadedResource {
  file: string;
  definition: ResourceDefinition;
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
  /** The screens as the engine runs them (resources applied, built-ins expanded), for those that resolved. */
  runtime: RuntimeScreen[];
  resources: LoadedResource[];
  /** screens/app.json, when it passed its schema. */
  app?: AppDefinition;
  /** menu.json, when it passed its schema. */
  menu?: MenuFile;
  /** permissions.json, when it passed its schema. */
  permissions?: PermissionsFile;
  coverage: RouteCoverage;
  /** Absolute paths of every file read (the Vite plugin watches them). */
  files: string[];
}

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

/**
 * Validates every definition — screens, resources, app.json, menu.json and permissions.json: shapes, then
 * cross-references, then resolves each screen the way the build does.
 */
export function validateProject(options: ValidateOptions): ValidationReport {
  const root = resolve(options.root);
  const errors: Problem[] = [];
  const warnings: Problem[] = [];
  const files = new Set<string>();
  const toRepoPath = (path: string) => relative(root, path).split(sep).join('/');
  const error = (file: string, pointer: string, message: string) => errors.push({ file, pointer, message });
  const checkFormatting = options.checkFormatting ?? true;

  const cache = createCompileCache(options.cache ?? true);
  const format = createFormatValidator(join(root, 'schemas'), cache);
  const embedded = createEmbeddedSchemaChecker(cache);
  const optionsChecker = createOptionsChecker(root);
  const refContext = createRefContext(root);
  const icons = blueprintIconNames();

  // The `$schema` of a file is what the editor completes and checks it with: it must reach the right schema.
  const checkSchemaPath = (path: string, file: string, value: unknown, schema: string) => {
    if (!isObject(value) || typeof value.$schema !== 'string') return;
    if (resolve(path, '..', value.$schema) !== join(root, 'schemas', schema)) {
      error(file, '/$schema', `"${value.$schema}" não leva a schemas/${schema} a partir deste arquivo`);
    }
  };
  // One formatter for the repository and the definition studio: a file as the formatter writes it.
  const checkFormat = (path: string, file: string, value: unknown) => {
    if (!checkFormatting) return;
    if (readFileSync(path, 'utf8') !== formatJson(value)) {
      error(file, '', 'o arquivo não está no formato do repositório: rode npm run format (o mesmo formatador do estúdio de definições)');
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
    checkFormat(permissionsPath, permissionsFile, permissionsRead.value);
    const checked = checkPermissions(permissionsRead.value, permissionsFile);
    errors.push(...checked.problems);
    for (const key of checked.keys) permissionKeys.add(key);
    if (problems.length === 0) permissions = permissionsRead.value as PermissionsFile;
  }
  const unknownKey = (key: string) =>
    permissionKeys.has(key) ? undefined : `chave de permissão desconhecida "${key}" (não está em ${permissionsFile})`;

  // Resources.
  const resourcePaths = [
    ...listJsonFiles(join(root, RESOURCES_DIR)),
    ...(options.extraResources ?? []).flatMap((extra) => listJsonFiles(resolve(root, extra))),
  ];
  const resources: LoadedResource[] = [];
  const resourceIds = new Map<string, string>();
  const resourceRefProblems = new Set<string>();
  const brokenResources = new Set<string>();
  for (const path of resourcePaths) {
    const file = toRepoPath(path);
    const raw = read(path);
    if (!raw.ok) continue;
    checkFormat(path, file, raw.value);
    const refProblems: Problem[] = [];
    const value = inlineRefs(raw.value, path, file, refContext, refProblems);
    errors.push(...refProblems);
    if (refProblems.length) resourceRefProblems.add(file);
    const shapeProblems = format.validate('resource', value, file);
    if (shapeProblems.length) {
      errors.push(...shapeProblems);
      if (isObject(value) && typeof value.id === 'string') brokenResources.add(value.id);
      continue;
    }
    const definition = value as ResourceDefinition;
    checkSchemaPath(path, file, definition, 'resource.schema.json');
    const first = resourceIds.get(definition.id);
    if (first) error(file, '/id', `recurso "${definition.id}" repetido: já definido em ${first}`);
    else {
      resourceIds.set(definition.id, file);
      resources.push({ file, definition });
    }
  }
  for (const { file, definition } of resources) {
    errors.push(...checkResource(definition, basename(file, '.json'), file, {
      unknownKey,
      embedded: resourceRefProblems.has(file) ? undefined : embedded,
    }));
  }

  // Screens: every JSON file under screens/ but the resources and app.json.
  const screenPaths = [
    ...listJsonFiles(join(root, 'screens')).filter((path) => {
      const file = toRepoPath(path);
      return !file.startsWith(`${RESOURCES_DIR}/`) && file !== APP_FILE;
    }),
    ...(options.extraScreens ?? []).flatMap((extra) => listJsonFiles(resolve(root, extra))),
  ];
  const screens: LoadedScreen[] = [];
  // Screens whose shape failed still tell the others where a resource's form or list is, so one broken
  // file does not also break every screen whose built-in actions lead to it.
  const partial: ScreenDefinition[] = [];
  const refFailed = new Set<string>();
  const ids = new Map<string, string>();
  const routes = new Map<string, string>();
  for (const path of screenPaths) {
    const file = toRepoPath(path);
    const raw = read(path);
    if (!raw.ok) continue;
    checkFormat(path, file, raw.value);
    const refProblems: Problem[] = [];
    const value = inlineRefs(raw.value, path, file, refContext, refProblems);
    errors.push(...refProblems);
    if (refProblems.length) refFailed.add(file);
    const shapeProblems = format.validate('screen', value, file);
    if (shapeProblems.length) {
      errors.push(...shapeProblems);
      if (isObject(value) && typeof value.kind === 'string' && typeof value.id === 'string' && (typeof value.route === 'string' || Array.isArray(value.route))) {
        partial.push(value as unknown as ScreenDefinition);
      }
      continue;
    }
    const definition = value as ScreenDefinition;
    screens.push({ file, definition });
    checkSchemaPath(path, file, definition, 'screen.schema.json');

    const firstWithId = ids.get(definition.id);
    if (firstWithId) error(file, '/id', `id "${definition.id}" repetido: já usado em ${firstWithId}`);
    else ids.set(definition.id, file);
    routesOf(definition.route).forEach((route, index) => {
      const shape = routeShape(route);
      const pointer = Array.isArray(definition.route) ? `/route/${index}` : '/route';
      const firstWithRoute = routes.get(shape);
      if (firstWithRoute) error(file, pointer, `rota "${route}" repetida: a mesma rota já está em ${firstWithRoute}`);
      else routes.set(shape, file);
    });
  }
  const index: DefinitionIndex = {
    resources: new Map(resources.map(({ definition }) => [definition.id, definition])),
    screens: [...screens.map(({ definition }) => definition), ...partial],
  };
  const runtime: RuntimeScreen[] = [];
  for (const { file, definition } of screens) {
    const checked = checkScreen(definition, file, {
      unknownKey,
      icons,
      embedded: refFailed.has(file) ? undefined : embedded,
      options: optionsChecker,
      index,
      brokenResources,
      routes: index.screens.flatMap((screen) => routesOf(screen.route)),
    });
    errors.push(...checked.problems);
    if (checked.resolved) runtime.push(checked.resolved);
  }
  for (const path of refContext.files) files.add(path);
  embedded.save();
  const screenRoutes = screens.flatMap((screen) => routesOf(screen.definition.route));

  // app.json.
  const appPath = resolve(root, options.appFile ?? APP_FILE);
  const appFile = toRepoPath(appPath);
  let app: AppDefinition | undefined;
  const appRead = read(appPath);
  if (appRead.ok) {
    const problems = format.validate('app', appRead.value, appFile);
    errors.push(...problems);
    checkSchemaPath(appPath, appFile, appRead.value, 'app.schema.json');
    checkFormat(appPath, appFile, appRead.value);
    if (problems.length === 0) {
      app = appRead.value as AppDefinition;
      errors.push(...checkApp(app, appFile, { icons, routes: screenRoutes }));
    }
  }

  // menu.json.
  const menuPath = resolve(root, options.menuFile ?? 'menu.json');
  const menuFileName = toRepoPath(menuPath);
  let menu: MenuFile | undefined;
  const menuRead = read(menuPath);
  if (menuRead.ok) {
    const problems = format.validate('menu', menuRead.value, menuFileName);
    errors.push(...problems);
    checkSchemaPath(menuPath, menuFileName, menuRead.value, 'menu.schema.json');
    checkFormat(menuPath, menuFileName, menuRead.value);
    if (problems.length === 0) {
      menu = menuRead.value as MenuFile;
      const checked = checkMenu(menu, menuFileName, { unknownKey, icons, routes: screenRoutes });
      errors.push(...checked.errors);
      warnings.push(...checked.warnings);
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
  const definedShapes = new Set(screenRoutes.map(routeShape));
  const missing = specRoutes.filter((route) => !definedShapes.has(routeShape(route)));

  return {
    errors: dedupe(errors),
    warnings,
    screens,
    runtime,
    resources,
    ...(app ? { app } : {}),
    ...(menu ? { menu } : {}),
    ...(permissions ? { permissions } : {}),
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
