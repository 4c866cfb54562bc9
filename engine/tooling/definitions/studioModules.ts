/**
 * The modules only the definition studio imports (`virtual:screens/studio*`): the sources of every definition
 * file as shipped, the format's schemas (completion and hover help) and the validators the studio checks drafts
 * with — ajv's validate functions generated here as standalone code, the same code `npm run validate` runs from
 * its compile cache, so the browser needs no `eval` and shows the same problems.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative, sep } from 'node:path';
import { FORMAT_DOCUMENTS } from '../../core/validation/formatValidator.ts';
import { compareRepoPaths } from '../../core/validation/repoPath.ts';
import { blueprintIconNames } from './blueprintIcons.ts';
import { DRAFT_07_META, embeddedAjv } from './embeddedSchemas.ts';
import { formatAjv, readFormatSchemas } from './formatSchemas.ts';
import { registryAjv, registryDefRef } from './registryValidators.ts';

const require = createRequire(import.meta.url);
const standaloneCode = (require('ajv/dist/standalone/index.js') as { default: (ajv: unknown, refs: Record<string, string>) => string }).default;

/** The module of the sources, schemas and names. */
export const STUDIO_MODULE_ID = 'virtual:screens/studio';
/** The module of the generated validators. */
export const STUDIO_VALIDATORS_MODULE_ID = 'virtual:screens/studio-validators';

/** The files a draft's validation may read: every definition, the entity schemas, the spec's routes. */
export function definitionSourcePaths(root: string): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return walk(path);
      return entry.name.endsWith('.json') ? [relative(root, path).split(sep).join('/')] : [];
    });
  return [...walk(join(root, 'screens')), ...walk(join(root, 'schemas', 'entities')), 'schemas/spec-routes.json', 'menu.json', 'permissions.json'].sort(compareRepoPaths);
}

// JSON.parse of a string literal: parses faster than an object literal and cannot be read as code.
const jsonValue = (value: unknown) => `JSON.parse(${JSON.stringify(JSON.stringify(value))})`;

/** Source of `virtual:screens/studio`. */
export function studioModuleCode(root: string): string {
  const sources = Object.fromEntries(definitionSourcePaths(root).map((file) => [file, readFileSync(join(root, file), 'utf8')]));
  const { schemas } = readFormatSchemas(join(root, 'schemas'));
  return [
    `export const sources = ${jsonValue(sources)};`,
    `export const schemas = ${jsonValue(Object.fromEntries(schemas))};`,
    `export const icons = ${jsonValue([...blueprintIconNames()].sort())};`,
    '',
  ].join('\n');
}

/** The registry's definitions the options checker looks up (widgetOptions-*, filterOptions-*, containerOptions). */
function optionDefs(root: string): string[] {
  const registry = JSON.parse(readFileSync(join(root, 'schemas', 'generated', 'registry.schema.json'), 'utf8')) as { $defs: Record<string, unknown> };
  return Object.keys(registry.$defs).filter((name) => /^(widgetOptions-|filterOptions-|containerOptions$)/.test(name));
}

/**
 * Source of `virtual:screens/studio-validators`: `format` (validate function per document), `options` (per registry
 * definition) and `meta` (draft-07). ajv's standalone code is CommonJS that `require`s its runtime helpers and
 * ajv-formats; each is wrapped in a function with static imports of those, so the bundler resolves them and
 * nothing is evaluated from a string.
 */
export function studioValidatorsModuleCode(root: string): string {
  const { schemas } = readFormatSchemas(join(root, 'schemas'));
  const defs = optionDefs(root);
  const parts: Record<string, string> = {
    format: standaloneCode(formatAjv(schemas), FORMAT_DOCUMENTS),
    options: standaloneCode(registryAjv(root), Object.fromEntries(defs.map((def) => [def, registryDefRef(def)]))),
    meta: standaloneCode(embeddedAjv(true), { meta: DRAFT_07_META }),
  };
  const required = [...new Set(Object.values(parts).flatMap((code) => [...code.matchAll(/require\("([^"]+)"\)/g)].map((match) => match[1])))];
  const imports = required.map((name, index) => {
    if (!/^(ajv\/dist\/runtime\/|ajv-formats\/dist\/formats$)/.test(name)) throw new Error(`[engine] standalone validator needs an unexpected module: ${name}`);
    return `import * as __module${index} from ${JSON.stringify(name)};`;
  });
  const wrapped = Object.entries(parts).map(([name, code]) =>
    [`export const ${name} = (() => {`, 'const module = { exports: {} };', 'let exports = module.exports;', code.replace(/^"use strict";/, ''), 'return module.exports;', '})();'].join('\n'),
  );
  return [
    ...imports,
    `const __modules = { ${required.map((name, index) => `${JSON.stringify(name)}: __module${index}`).join(', ')} };`,
    // CommonJS interop: a module's namespace stands for its exports (`.default` where the helper has one).
    'const require = (name) => { const m = __modules[name]; return m && "default" in m && Object.keys(m).length === 1 ? { default: m.default } : m; };',
    ...wrapped,
    '',
  ].join('\n');
}
