/**
 * Build-time validators for the forms of the definitions (design.md: "their JSON-Schema validators
 * precompiled, so the running app compiles no schema and needs no eval"). For each rjsf form schema of a
 * definition (a form screen's schema, a dialog form action's schema) this gives the schema a stable `$id`
 * and generates, with rjsf's compileSchemaValidatorsCode, an ES module of validate functions that the
 * definition's chunk registers (engine/fields/form/precompiledFunctions.ts).
 */
import { compileSchemaValidatorsCode } from '@rjsf/validator-ajv8/compileSchemaValidators';
import type { CustomValidatorOptionsType } from '@rjsf/validator-ajv8';
import { _ } from 'ajv';
import type { RuntimeScreen } from '../../core/definition/runtime.ts';
import { CUSTOM_FORMATS, FORMATS_MODULE } from '../../core/schemaFormats.ts';
import { childPointer } from '../../core/validation/problems.ts';

/**
 * Options for `compileSchemaValidatorsCode(schema, PRECOMPILE_OPTIONS)`: the runtime validator's formats,
 * and the generated code reads every format from FORMATS_MODULE (ajv-formats would point each at its own
 * module, which lacks cpf, phone...).
 */
export const PRECOMPILE_OPTIONS: CustomValidatorOptionsType = {
  customFormats: CUSTOM_FORMATS,
  ajvOptionsOverrides: { code: { source: true, formats: _`require(${FORMATS_MODULE})` } },
};

/** One rjsf form schema of a definition. */
export interface FormSchemaSite {
  /** JSON pointer of the schema in the definition (`/schema`, `/rowActions/1/schema`). */
  pointer: string;
  /** The `$id` the schema gets in the app: `engine:<definition id><pointer>`. */
  id: string;
}

/**
 * The rjsf form schemas of a resolved screen: a form screen's schema, every form action's (dialogs, built-in
 * create and edit dialogs included) and a custom component's `settings.schema`. Filter schemas drive a plain
 * filter bar, not rjsf, and resources' schemas are reached through the screens that use them.
 */
export function formSchemaSites(definition: RuntimeScreen): FormSchemaSite[] {
  const pointers: string[] = [];
  const visit = (node: unknown, pointer: string) => {
    if (Array.isArray(node)) {
      node.forEach((item, index) => visit(item, childPointer(pointer, index)));
      return;
    }
    if (!node || typeof node !== 'object') return;
    const record = node as Record<string, unknown>;
    const isForm = record.kind === 'form' && record.schema && typeof record.schema === 'object';
    if (isForm) pointers.push(childPointer(pointer, 'schema'));
    for (const [key, value] of Object.entries(record)) {
      // Schemas are leaves here; resources only carry what their screens use.
      if (key === 'schema' || key === 'resources' || key === 'filters' || key === 'uiSchema') continue;
      visit(value, childPointer(pointer, key));
    }
  };
  visit(definition, '');
  if (definition.kind === 'custom') {
    const settings = definition.settings as Record<string, unknown> | undefined;
    if (settings?.schema && typeof settings.schema === 'object') pointers.push('/settings/schema');
  }
  return pointers.map((pointer) => ({ pointer, id: `engine:${definition.id}${pointer}` }));
}

function unescapePointerPart(part: string): string {
  return part.replace(/~1/g, '/').replace(/~0/g, '~');
}

/**
 * A copy of the definition whose form schemas carry their `$id` (and no `$schema`, which rjsf's
 * precompiled lookup does not need), ready to be served and compiled.
 */
export function withFormSchemaIds(definition: RuntimeScreen): RuntimeScreen {
  const copy = structuredClone(definition) as unknown as Record<string, unknown>;
  for (const site of formSchemaSites(definition)) {
    const parts = site.pointer.split('/').slice(1).map(unescapePointerPart);
    const key = parts.pop()!;
    let parent: Record<string, unknown> = copy;
    for (const part of parts) parent = parent[part] as Record<string, unknown>;
    const schema: Record<string, unknown> = { ...(parent[key] as Record<string, unknown>), $id: site.id };
    delete schema.$schema;
    parent[key] = schema;
  }
  return copy as unknown as RuntimeScreen;
}

/** The schema at a pointer of a definition. */
export function schemaAt(definition: RuntimeScreen, pointer: string): Record<string, unknown> {
  let node: unknown = definition;
  for (const part of pointer.split('/').slice(1).map(unescapePointerPart)) node = (node as Record<string, unknown>)[part];
  return node as Record<string, unknown>;
}

/**
 * An ES module exporting the validate functions of one schema (already carrying its `$id`). The generated
 * code is CommonJS that `require`s ajv's small runtime helpers and FORMATS_MODULE; it is wrapped with
 * static imports of those, so the bundler resolves them and nothing is evaluated from a string.
 * `formatsModule` is the import path of engine/core/schemaFormats.ts.
 */
export function validatorModuleCode(schema: Record<string, unknown>, formatsModule: string): string {
  const code = compileSchemaValidatorsCode(schema, PRECOMPILE_OPTIONS);
  const required = [...new Set([...code.matchAll(/require\("([^"]+)"\)/g)].map((match) => match[1]))];
  const imports: string[] = [];
  const entries: string[] = [];
  required.forEach((name, index) => {
    if (name === FORMATS_MODULE) {
      imports.push(`import { ENGINE_FORMATS as __formats } from ${JSON.stringify(formatsModule)};`);
      entries.push(`  ${JSON.stringify(name)}: __formats,`);
    } else if (name.startsWith('ajv/dist/runtime/')) {
      imports.push(`import * as __runtime${index} from ${JSON.stringify(name)};`);
      entries.push(`  ${JSON.stringify(name)}: __runtime${index},`);
    } else {
      throw new Error(`[engine] precompiled validator needs an unexpected module: ${name}`);
    }
  });
  return [
    ...imports,
    `const __modules = {\n${entries.join('\n')}\n};`,
    'const require = (name) => __modules[name];',
    'const exports = {};',
    code.replace(/^"use strict";/, ''),
    'export default exports;',
    '',
  ].join('\n');
}
