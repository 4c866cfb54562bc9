/**
 * An rjsf validator that interprets JSON Schema (@cfworker/json-schema) instead of running code generated from
 * it: for form schemas no build has seen — a draft in the definition studio's preview, a definition saved while
 * the app runs — so the page needs no `eval` under the strict CSP. It reports ajv-shaped errors, so rjsf's own
 * processing, ajv-i18n's pt-BR and the engine's plain texts (validator.ts) apply exactly as to the build's
 * validators; formats are the engine's (ENGINE_FORMATS), as in the precompiled code.
 */
import { format as interpreterFormats, Validator, type OutputUnit, type Schema } from '@cfworker/json-schema';
import type { RJSFSchema } from '@rjsf/utils';
import processRawValidationErrors from '@rjsf/validator-ajv8/lib/processRawValidationErrors.js';
import type { ErrorObject } from 'ajv';
import { ENGINE_FORMATS } from '../../core/schemaFormats';
import { localizer, registerPrecompiledValidator, type FormValidator } from './validator';

type Check = RegExp | ((value: string) => boolean) | { validate: RegExp | ((value: string) => boolean) };

// The interpreter looks formats up in its own table: it gets the engine's checks, the ones the build compiles in.
for (const [name, check] of Object.entries(ENGINE_FORMATS as Record<string, Check>)) {
  const rule = typeof check === 'object' && 'validate' in check ? check.validate : check;
  interpreterFormats[name] = (value: string) => (rule instanceof RegExp ? rule.test(value) : (rule as (value: string) => boolean)(value));
}

/** Keywords that only say a sub-schema failed (the sub-schema's own error follows). */
const WRAPPERS = new Set(['properties', 'items', 'allOf', '$ref', 'if', 'then', 'else', 'dependencies', 'patternProperties', 'propertyNames', 'prefixItems', 'additionalItems', 'dependentSchemas', 'unevaluatedProperties', 'unevaluatedItems']);

/** The ajv parameter each keyword's value becomes. */
const PARAM_OF: Record<string, string> = {
  minLength: 'limit', maxLength: 'limit', minItems: 'limit', maxItems: 'limit', minimum: 'limit', maximum: 'limit',
  exclusiveMinimum: 'limit', exclusiveMaximum: 'limit', minProperties: 'limit', maxProperties: 'limit',
  multipleOf: 'multipleOf', format: 'format', pattern: 'pattern', type: 'type', const: 'allowedValue', enum: 'allowedValues',
};

function pointerParts(location: string): string[] {
  return location.replace(/^#\/?/, '').split('/').filter((part) => part !== '').map((part) => decodeURIComponent(part).replace(/~1/g, '/').replace(/~0/g, '~'));
}

function at(node: unknown, parts: readonly string[]): unknown {
  let current = node;
  for (const part of parts) current = current && typeof current === 'object' ? (current as Record<string, unknown>)[part] : undefined;
  return current;
}

/** The interpreter's output as the ajv errors rjsf processes. */
function toAjvErrors(units: readonly OutputUnit[], schema: RJSFSchema): ErrorObject[] {
  const errors: ErrorObject[] = [];
  for (const unit of units) {
    if (WRAPPERS.has(unit.keyword) || unit.keyword === 'false') continue;
    const schemaParts = pointerParts(unit.keywordLocation);
    const instancePath = pointerParts(unit.instanceLocation).map((part) => `/${part.replace(/~/g, '~0').replace(/\//g, '~1')}`).join('');
    const params: Record<string, unknown> = {};
    const name = PARAM_OF[unit.keyword];
    if (name) params[name] = at(schema, schemaParts);
    if (unit.keyword === 'required') params.missingProperty = /"([^"]*)"/.exec(unit.error)?.[1] ?? '';
    if (unit.keyword === 'additionalProperties') params.additionalProperty = /"([^"]*)"/.exec(unit.error)?.[1] ?? '';
    if (unit.keyword.startsWith('exclusive') || unit.keyword === 'minimum' || unit.keyword === 'maximum') {
      params.comparison = { minimum: '>=', maximum: '<=', exclusiveMinimum: '>', exclusiveMaximum: '<' }[unit.keyword];
    }
    errors.push({
      keyword: unit.keyword,
      instancePath,
      schemaPath: `#/${schemaParts.join('/')}`,
      params,
      parentSchema: at(schema, schemaParts.slice(0, -1)) as ErrorObject['parentSchema'],
    } as ErrorObject);
  }
  // ajv-i18n's pt-BR message for each (the engine's plain texts replace the ones users see).
  (localizer as (errors: ErrorObject[]) => void)(errors);
  return errors;
}

/** A draft-07 interpreter of `schema` whose `$ref`s resolve against `rootSchema`'s definitions. */
function interpreterFor(schema: RJSFSchema, rootSchema?: RJSFSchema): Validator {
  const definitions = rootSchema?.definitions ?? (schema as RJSFSchema).definitions;
  const withDefinitions = definitions && schema !== rootSchema ? { ...schema, definitions } : schema;
  return new Validator(withDefinitions as Schema, '7', false);
}

/** The interpreting validator of rjsf (before the engine's plain texts, which registration adds). */
function createInterpretingValidator(): FormValidator {
  const validator: FormValidator = {
    validateFormData(formData, schema, customValidate, transformErrors, uiSchema) {
      return processRawValidationErrors(validator, validator.rawValidation(schema, formData), formData, schema, customValidate, transformErrors, uiSchema);
    },
    isValid(schema, formData, rootSchema) {
      return interpreterFor(schema, rootSchema).validate(formData ?? {}).valid;
    },
    rawValidation(schema, formData) {
      try {
        const result = interpreterFor(schema).validate(formData ?? {});
        return { errors: toAjvErrors(result.errors, schema) as never, validationError: undefined };
      } catch (error) {
        return { errors: undefined, validationError: error as Error };
      }
    },
    reset() {},
  };
  return validator;
}

/** Registers the interpreting validator for the form schemas with these `$id`s (they have no generated one). */
export function interpretFormSchemas(ids: readonly string[]): void {
  const interpreter = createInterpretingValidator();
  for (const id of ids) registerPrecompiledValidator(id, interpreter);
}
