/**
 * The validator of the definitions — screens, resources, app.json, menu.json and permissions.json: shapes, then
 * cross-references, then each screen resolved the way the build does. It reads nothing itself: `npm run
 * validate`, the build and the save endpoint hand it the files of the disk (engine/tooling/definitions), the
 * definition studio the files of its drafts, so both show the same problems at the same pointers.
 */
import { formatJson } from '../definition/formatJson.ts';
import { routesOf, type DefinitionIndex } from '../definition/resolve.ts';
import type { RuntimeScreen } from '../definition/runtime.ts';
import type { AppDefinition, MenuFile, PermissionsFile, ResourceDefinition, ScreenDefinition } from '../generated';
import { routeShape } from '../routes.ts';
import { checkApp } from './checkApp.ts';
import { checkMenu } from './checkMenu.ts';
import type { OptionsChecker } from './checkOptions.ts';
import { checkPermissions } from './checkPermissions.ts';
import { checkResource } from './checkResource.ts';
import { checkScreen } from './checkScreen.ts';
import { DefinitionsMemo, sameFileText, type FileMemo, type InlinedMemo } from './definitionsMemo.ts';
import type { EmbeddedSchemaChecker } from './embeddedSchemas.ts';
import type { FormatDocument, FormatValidator } from './formatValidator.ts';
import { createRefContext, inlineRefs, refProblemsOf } from './inlineRefs.ts';
import { parseJsonText, type FileText } from './parseJson.ts';
import type { Problem } from './problems.ts';
import { dirnameOf, joinPath } from './repoPath.ts';

/** Where the resources live, relative to the repository root. */
const RESOURCES_DIR = 'screens/resources';
/** The app definition, relative to the repository root. */
const APP_FILE = 'screens/app.json';
/** The menu, relative to the repository root. */
const MENU_FILE = 'menu.json';
/** The permission-key catalogue, relative to the repository root. */
const PERMISSIONS_FILE = 'permissions.json';
/** The spec's routes, whose coverage is reported. */
const SPEC_ROUTES_FILE = 'schemas/spec-routes.json';

/** The files of one validation run, by repository-relative path (`/` separators). */
export interface DefinitionFiles {
  /** Reads any repository file (definitions, and the entity schemas their `$ref`s name). */
  read(file: string): FileText;
  /** Resource files, in validation order. */
  resources: readonly string[];
  /** Screen files, in validation order (a duplicate id or route is reported in the later file). */
  screens: readonly string[];
  /** The app definition (default screens/app.json). */
  app?: string;
  /** The menu (default menu.json). */
  menu?: string;
  /** The key catalogue (default permissions.json). */
  permissions?: string;
}

/** The checks that compiled (Node) or generated (browser) validators make. */
export interface DefinitionCheckers {
  format: FormatValidator;
  options: OptionsChecker;
  embedded: EmbeddedSchemaChecker;
  /** Blueprint icon names. */
  icons: ReadonlySet<string>;
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
export interface DefinitionsReport {
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
  /** Repository paths of every file read (the Vite plugin watches them). */
  files: string[];
}

/** Options of one run. */
export interface ValidateDefinitionsOptions {
  /** Check that every definition file is written the way the repository's formatter writes it; default true. */
  checkFormatting?: boolean;
  /**
   * The per-file results of earlier runs, to reuse those whose file (and the entity files it `$ref`s) reads the
   * same, and to keep this run's for the next; without it, every file is worked out afresh. The problems are
   * the same either way.
   */
  memo?: DefinitionsMemo;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** A file's name without its folder and `.json`. */
function stemOf(file: string): string {
  return file.slice(file.lastIndexOf('/') + 1).replace(/\.json$/, '');
}

/**
 * Validates every definition: shapes, then cross-references, then resolves each screen the way the build does.
 */
export function validateDefinitions(input: DefinitionFiles, checkers: DefinitionCheckers, options: ValidateDefinitionsOptions = {}): DefinitionsReport {
  const errors: Problem[] = [];
  const warnings: Problem[] = [];
  const files = new Set<string>();
  const error = (file: string, pointer: string, message: string) => errors.push({ file, pointer, message });
  const checkFormatting = options.checkFormatting ?? true;
  const { format, embedded, icons } = checkers;
  const optionsChecker = checkers.options;
  const remembered = (options.memo ?? new DefinitionsMemo()).filesOf(format);
  // Each file is read once per run: the entity files are read both to inline them and to check a memo.
  const texts = new Map<string, FileText>();
  const readText = (file: string): FileText => {
    if (!texts.has(file)) texts.set(file, input.read(file));
    return texts.get(file);
  };
  const refContext = createRefContext(readText);
  const reportedEntities = new Set<string>();

  // The `$schema` of a file is what the editor completes and checks it with: it must reach the right schema.
  const checkSchemaPath = (file: string, value: unknown, schema: string) => {
    if (!isObject(value) || typeof value.$schema !== 'string') return;
    if (joinPath(dirnameOf(file), value.$schema) !== `schemas/${schema}`) {
      error(file, '/$schema', `"${value.$schema}" não leva a schemas/${schema} a partir deste arquivo`);
    }
  };
  // One formatter for the repository and the definition studio: a file as the formatter writes it.
  const checkFormat = (entry: FileMemo, file: string, value: unknown) => {
    if (!checkFormatting) return;
    entry.formatted ??= entry.text === formatJson(value);
    if (!entry.formatted) {
      error(file, '', 'o arquivo não está no formato do repositório: rode npm run format (o mesmo formatador do estúdio de definições)');
    }
  };
  /** The file's remembered results, or a fresh entry (remembered when the file has a text). */
  const entryOf = (file: string): FileMemo => {
    const text = readText(file);
    const known = remembered.get(file);
    if (known && known.text === text) return known;
    const entry: FileMemo = { text: typeof text === 'string' ? text : '', read: parseJsonText(text, file), shapes: new Map() };
    if (typeof text === 'string') remembered.set(file, entry);
    return entry;
  };
  const read = (file: string) => {
    files.add(file);
    const entry = entryOf(file);
    if (!entry.read.ok) errors.push(...entry.read.problems);
    return { entry, result: entry.read };
  };
  /** The format schema's problems of `value`, remembered in `shapes`. */
  const shapeOf = (shapes: Map<FormatDocument, Problem[]>, document: FormatDocument, value: unknown, file: string) => {
    let problems = shapes.get(document);
    if (!problems) {
      problems = format.validate(document, value, file);
      shapes.set(document, problems);
    }
    return problems;
  };
  /** The file's value with its `$ref`s inlined: remembered while every entity file it read reads the same. */
  const inlinedOf = (entry: FileMemo, file: string, value: unknown): InlinedMemo => {
    const known = entry.inlined;
    const current = known && [...known.inlined.dependencies].every(([dependency, text]) => sameFileText(readText(dependency), text));
    const inlined = current ? known : (entry.inlined = { inlined: inlineRefs(value, file, refContext), shapes: new Map() });
    for (const dependency of inlined.inlined.dependencies.keys()) files.add(dependency);
    return inlined;
  };

  // permissions.json first: every other file refers to its keys.
  const permissionsFile = input.permissions ?? PERMISSIONS_FILE;
  const permissionKeys = new Set<string>();
  let permissions: PermissionsFile | undefined;
  const { entry: permissionsEntry, result: permissionsRead } = read(permissionsFile);
  if (permissionsRead.ok) {
    const problems = shapeOf(permissionsEntry.shapes, 'permissions', permissionsRead.value, permissionsFile);
    errors.push(...problems);
    checkSchemaPath(permissionsFile, permissionsRead.value, 'permissions.schema.json');
    checkFormat(permissionsEntry, permissionsFile, permissionsRead.value);
    const checked = checkPermissions(permissionsRead.value, permissionsFile);
    errors.push(...checked.problems);
    for (const key of checked.keys) permissionKeys.add(key);
    if (problems.length === 0) permissions = permissionsRead.value as PermissionsFile;
  }
  const unknownKey = (key: string) =>
    permissionKeys.has(key) ? undefined : `chave de permissão desconhecida "${key}" (não está em ${permissionsFile})`;

  // A resource's or screen's own work: read, formatter check, `$ref`s inlined (their problems reported), shape.
  const loadDefinition = (file: string, document: 'resource' | 'screen') => {
    const { entry, result: raw } = read(file);
    if (!raw.ok) return null;
    checkFormat(entry, file, raw.value);
    const { inlined, shapes } = inlinedOf(entry, file, raw.value);
    errors.push(...refProblemsOf(inlined.events, reportedEntities));
    return { value: inlined.value, refFailed: inlined.events.length > 0, shapeProblems: shapeOf(shapes, document, inlined.value, file) };
  };

  // Resources.
  const resources: LoadedResource[] = [];
  const resourceIds = new Map<string, string>();
  const resourceRefProblems = new Set<string>();
  const brokenResources = new Set<string>();
  for (const file of input.resources) {
    const loaded = loadDefinition(file, 'resource');
    if (!loaded) continue;
    const { value, shapeProblems } = loaded;
    if (loaded.refFailed) resourceRefProblems.add(file);
    if (shapeProblems.length) {
      errors.push(...shapeProblems);
      if (isObject(value) && typeof value.id === 'string') brokenResources.add(value.id);
      continue;
    }
    const definition = value as ResourceDefinition;
    checkSchemaPath(file, definition, 'resource.schema.json');
    const first = resourceIds.get(definition.id);
    if (first) error(file, '/id', `recurso "${definition.id}" repetido: já definido em ${first}`);
    else {
      resourceIds.set(definition.id, file);
      resources.push({ file, definition });
    }
  }
  for (const { file, definition } of resources) {
    errors.push(...checkResource(definition, stemOf(file), file, {
      unknownKey,
      embedded: resourceRefProblems.has(file) ? undefined : embedded,
    }));
  }

  // Screens.
  const screens: LoadedScreen[] = [];
  // Screens whose shape failed still tell the others where a resource's form or list is, so one broken
  // file does not also break every screen whose built-in actions lead to it.
  const partial: ScreenDefinition[] = [];
  const refFailed = new Set<string>();
  const ids = new Map<string, string>();
  const routes = new Map<string, string>();
  for (const file of input.screens) {
    const loaded = loadDefinition(file, 'screen');
    if (!loaded) continue;
    const { value, shapeProblems } = loaded;
    if (loaded.refFailed) refFailed.add(file);
    if (shapeProblems.length) {
      errors.push(...shapeProblems);
      if (isObject(value) && typeof value.kind === 'string' && typeof value.id === 'string' && (typeof value.route === 'string' || Array.isArray(value.route))) {
        partial.push(value as unknown as ScreenDefinition);
      }
      continue;
    }
    const definition = value as ScreenDefinition;
    screens.push({ file, definition });
    checkSchemaPath(file, definition, 'screen.schema.json');

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
  const indexRoutes = index.screens.flatMap((screen) => routesOf(screen.route));
  for (const { file, definition } of screens) {
    const checked = checkScreen(definition, file, {
      unknownKey,
      icons,
      embedded: refFailed.has(file) ? undefined : embedded,
      options: optionsChecker,
      index,
      brokenResources,
      routes: indexRoutes,
    });
    errors.push(...checked.problems);
    if (checked.resolved) runtime.push(checked.resolved);
  }
  embedded.save?.();
  const screenRoutes = screens.flatMap((screen) => routesOf(screen.definition.route));

  // app.json.
  const appFile = input.app ?? APP_FILE;
  let app: AppDefinition | undefined;
  const { entry: appEntry, result: appRead } = read(appFile);
  if (appRead.ok) {
    const problems = shapeOf(appEntry.shapes, 'app', appRead.value, appFile);
    errors.push(...problems);
    checkSchemaPath(appFile, appRead.value, 'app.schema.json');
    checkFormat(appEntry, appFile, appRead.value);
    if (problems.length === 0) {
      app = appRead.value as AppDefinition;
      errors.push(...checkApp(app, appFile, { icons, routes: screenRoutes }));
    }
  }

  // menu.json.
  const menuFile = input.menu ?? MENU_FILE;
  let menu: MenuFile | undefined;
  const { entry: menuEntry, result: menuRead } = read(menuFile);
  if (menuRead.ok) {
    const problems = shapeOf(menuEntry.shapes, 'menu', menuRead.value, menuFile);
    errors.push(...problems);
    checkSchemaPath(menuFile, menuRead.value, 'menu.schema.json');
    checkFormat(menuEntry, menuFile, menuRead.value);
    if (problems.length === 0) {
      menu = menuRead.value as MenuFile;
      const checked = checkMenu(menu, menuFile, { unknownKey, icons, routes: screenRoutes });
      errors.push(...checked.errors);
      warnings.push(...checked.warnings);
    }
  }

  // The spec's routes and how many have a screen.
  const { entry: specEntry, result: specRead } = read(SPEC_ROUTES_FILE);
  let specRoutes: string[] = [];
  if (specRead.ok) {
    const problems = shapeOf(specEntry.shapes, 'spec-routes', specRead.value, SPEC_ROUTES_FILE);
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

/**
 * Which definition files a set of repository paths holds, in the order the validator meets them: the
 * resources (screens/resources/), and the screens (every other JSON file under screens/ but app.json).
 */
export function definitionFilesOf(paths: readonly string[]): { resources: string[]; screens: string[] } {
  const json = paths.filter((path) => path.startsWith('screens/') && path.endsWith('.json'));
  return {
    resources: json.filter((path) => path.startsWith(`${RESOURCES_DIR}/`)),
    screens: json.filter((path) => !path.startsWith(`${RESOURCES_DIR}/`) && path !== APP_FILE),
  };
}
