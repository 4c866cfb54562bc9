import { formSchemaSites, schemaAt, withFormSchemaIds } from '../../core/definition/formSchemas.ts';
import { manifestOf } from '../../core/definition/manifest.ts';
import { commandsOf, lookupsOf } from '../../core/definition/commands.ts';
import type { RuntimeListScreen } from '../../core/definition/runtime.ts';
import { listStartOf } from '../../core/listState.ts';
import { routeParams } from '../../core/routes.ts';
import { validatorModuleCode } from './formValidators.ts';
import type { ValidationReport } from './validateProject.ts';

/** Every screen's route and loader: the signed-in part of the app imports it. */
export const SCREENS_MODULE_ID = 'virtual:screens';
/** The public screens' routes and loaders (sign-in, registration): what the app's entry, and the sign-in page, carry. */
export const PUBLIC_SCREENS_MODULE_ID = 'virtual:screens/public';
/** menu.json as a module of its own: only the shell imports it, so it stays out of the first download. */
export const MENU_MODULE_ID = 'virtual:screens/menu';
/** permissions.json as a module of its own (the key catalogue, for screens that list keys). */
export const PERMISSIONS_MODULE_ID = 'virtual:screens/permissions';
/** screens/app.json as a module of its own (the session, the landing pages, the user menu). */
export const APP_MODULE_ID = 'virtual:screens/app';
/** The page search's commands and record lookups: only the signed-in part's chunk imports them, not the first download. */
export const PALETTE_MODULE_ID = 'virtual:screens/palette';
/** The screens' titles by id: for the page search and the home page, not in the manifest every page loads. */
export const TITLES_MODULE_ID = 'virtual:screens/titles';
/** What each list opened without route parameters needs for its first request (the signed-in part imports it). */
export const LIST_STARTS_MODULE_ID = 'virtual:screens/list-starts';
/** Prefix of the precompiled form validators (`virtual:screens/validator/<definition id><pointer>.js`). */
export const VALIDATOR_MODULE_PREFIX = 'virtual:screens/validator/';
/** Where the app's modules that the generated code imports live (root-relative, as Vite resolves them). */
const FORMATS_MODULE_PATH = '/engine/core/schemaFormats.ts';
const PRECOMPILED_REGISTRY_PATH = '/engine/fields/form/precompiledFunctions.ts';
/** Prefix of the one-module-per-definition ids (`virtual:screens/screen/<id>.js`). */
export const SCREEN_MODULE_PREFIX = 'virtual:screens/screen/';
// The extension makes the bundler name each chunk after the whole definition id.
const SCREEN_MODULE_SUFFIX = '.js';

/** The module id of one definition. */
function screenModuleId(id: string): string {
  return SCREEN_MODULE_PREFIX + id + SCREEN_MODULE_SUFFIX;
}

// JSON.parse of a string literal: parses faster than an object literal and cannot be read as code.
function jsonValue(value: unknown): string {
  return `JSON.parse(${JSON.stringify(JSON.stringify(value))})`;
}

/**
 * Source of `virtual:screens` (every screen) or of `virtual:screens/public` (the public ones): manifest and lazy
 * loaders (one dynamic import, so one chunk, per definition).
 */
export function screensModuleCode(report: ValidationReport, which: 'all' | 'public' = 'all'): string {
  const screens = which === 'public' ? report.runtime.filter((screen) => screen.public) : report.runtime;
  const manifest = manifestOf(screens);
  const loaders = screens
    .map((screen) => `  ${JSON.stringify(screen.id)}: () => import(${JSON.stringify(screenModuleId(screen.id))}),`)
    .join('\n');
  return [
    `export const manifest = ${jsonValue(manifest)};`,
    `const loaders = {\n${loaders}\n};`,
    'export function loadScreen(id) {',
    '  const load = Object.hasOwn(loaders, id) ? loaders[id] : undefined;',
    '  if (!load) return Promise.reject(new Error(`[engine] tela desconhecida: ${id}`));',
    '  return load().then((module) => module.default);',
    '}',
    '',
  ].join('\n');
}

/** Source of `virtual:screens/palette`. */
export function paletteModuleCode(report: ValidationReport): string {
  return [
    `export const commands = ${jsonValue(commandsOf(report.runtime))};`,
    `export const lookups = ${jsonValue(lookupsOf(report.runtime))};`,
    `export { titles } from ${JSON.stringify(TITLES_MODULE_ID)};`,
    '',
  ].join('\n');
}

/** Source of `virtual:screens/titles`. */
export function titlesModuleCode(report: ValidationReport): string {
  return `export const titles = ${jsonValue(Object.fromEntries(report.runtime.map((screen) => [screen.id, screen.title])))};\n`;
}

/** Source of `virtual:screens/list-starts`: the {@link listStartOf} of each list with a route without parameters, by id. */
export function listStartsModuleCode(report: ValidationReport): string {
  const lists = report.runtime.filter((screen): screen is RuntimeListScreen => screen.kind === 'list' && screen.routes.some((route) => routeParams(route).length === 0));
  return `export const listStarts = ${jsonValue(Object.fromEntries(lists.map((screen) => [screen.id, listStartOf(screen)])))};\n`;
}

/** Source of `virtual:screens/menu`. */
export function menuModuleCode(report: ValidationReport): string {
  return `export const menu = ${jsonValue(report.menu ?? { items: [] })};\n`;
}

/** Source of `virtual:screens/app`. */
export function appModuleCode(report: ValidationReport): string {
  return `export const app = ${jsonValue(report.app ?? null)};\n`;
}

/** Source of `virtual:screens/permissions`. */
export function permissionsModuleCode(report: ValidationReport): string {
  return `export const permissions = ${jsonValue(report.permissions ?? { permissions: [] })};\n`;
}

function validatorModuleId(definitionId: string, pointer: string): string {
  return `${VALIDATOR_MODULE_PREFIX}${definitionId}${pointer}${SCREEN_MODULE_SUFFIX}`;
}

/**
 * Source of one definition's module: the definition (its `$ref`s inlined, its form schemas with their `$id`),
 * which first registers the build-time validators of its forms, so no form of it compiles a schema.
 */
export function screenModuleCode(report: ValidationReport, moduleId: string): string | undefined {
  const definition = report.runtime.find((screen) => screenModuleId(screen.id) === moduleId);
  if (!definition) return undefined;
  const sites = formSchemaSites(definition);
  const lines = sites.length ? [`import { registerPrecompiledFunctions } from ${JSON.stringify(PRECOMPILED_REGISTRY_PATH)};`] : [];
  sites.forEach((site, index) => {
    lines.push(`import __validators${index} from ${JSON.stringify(validatorModuleId(definition.id, site.pointer))};`);
    lines.push(`registerPrecompiledFunctions(${JSON.stringify(site.id)}, __validators${index});`);
  });
  lines.push(`export default ${jsonValue(withFormSchemaIds(definition))};`, '');
  return lines.join('\n');
}

/** Source of one precompiled form validator module, or undefined for an unknown module id. */
export function validatorModuleCodeFor(report: ValidationReport, moduleId: string): string | undefined {
  for (const definition of report.runtime) {
    for (const site of formSchemaSites(definition)) {
      if (validatorModuleId(definition.id, site.pointer) !== moduleId) continue;
      const schema = schemaAt(withFormSchemaIds(definition), site.pointer);
      return validatorModuleCode(schema, FORMATS_MODULE_PATH);
    }
  }
  return undefined;
}
