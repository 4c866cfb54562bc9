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
import { CUSTOM_FORMATS, FORMATS_MODULE } from '../../core/schemaFormats.ts';

/**
 * Options for `compileSchemaValidatorsCode(schema, PRECOMPILE_OPTIONS)`: the runtime validator's formats,
 * and the generated code reads every format from FORMATS_MODULE (ajv-formats would point each at its own
 * module, which lacks cpf, phone...).
 */
export const PRECOMPILE_OPTIONS: CustomValidatorOptionsType = {
  customFormats: CUSTOM_FORMATS,
  ajvOptionsOverrides: { code: { source: true, formats: _`require(${FORMATS_MODULE})` } },
};

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
