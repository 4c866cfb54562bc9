import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import type { MenuFile, PermissionsFile, ScreenDefinition } from '../../core/generated';
import { blueprintIconNames } from './blueprintIcons.ts';
import { checkMenu } from './checkMenu.ts';
import { checkPermissions } from './checkPermissions.ts';
import { checkScreen } from './checkScreen.ts';
import { createCompileCache } from './compileCache.ts';
import { createEmbeddedSchemaChecker } from './embeddedSchemas.ts';
import { createFormatValidator } from './formatSchemas.ts';
import { createRefContext, inlineRefs } from './inlineRefs.ts';
import type { Problem } from './problems.ts';
import { readJsonFile } from './readJson.ts';
import { routeShape } from '../../core/routes.ts';

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
    const checked = checkPermissions(permissionsRead.value, permissionsFile);
    errors.push(...checked.problems);
    for (const key of checked.keys) permissionKeys.add(key);
    if (problems.length === 0) permissions = permissionsRead.value as PermissionsFile;
  }
  const unknownKey = (key: string) =>
    permissionKeys.has(key) ? undefined : `chave de permissão desconhecida "${key}" (não está em ${permissionsFile})`;

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

    errors.push(...checkScreen(definition, file, { unknownKey, icons, embedded: refProblems.length ? undefined : embedded }));
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
      const screenRoutes = screens.map((screen) => screen.definition.route);
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
