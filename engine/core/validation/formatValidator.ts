/**
 * Validation of whole definition files against the format's schemas (schemas/*.schema.json, draft 2020-12,
 * strict, discriminator on). The validate functions are ajv's: compiled in Node (and cached as standalone code),
 * generated ahead of time as standalone code for the browser; this module only runs them and words their errors.
 */
import type { Options, ValidateFunction } from 'ajv';
import { ajvErrorsToProblems, type DiscriminatorTags } from './ajvProblems.ts';
import type { Problem } from './problems.ts';
import { dirnameOf, joinPath } from './repoPath.ts';

/** The schema files of the definition format, by the name other schemas `$ref` them with. */
export const FORMAT_SCHEMA_FILES = [
  'common.schema.json',
  'generated/registry.schema.json',
  'screen.schema.json',
  'screen-list.schema.json',
  'screen-form.schema.json',
  'screen-detail.schema.json',
  'screen-dashboard.schema.json',
  'screen-custom.schema.json',
  'resource.schema.json',
  'app.schema.json',
  'menu.schema.json',
  'permissions.schema.json',
  'spec-routes.schema.json',
] as const;

/** The documents validated against a root schema of the format. */
export type FormatDocument = 'screen' | 'resource' | 'app' | 'menu' | 'permissions' | 'spec-routes';

/** The root schema of each document. */
export const FORMAT_DOCUMENTS: Record<FormatDocument, string> = {
  screen: 'screen.schema.json',
  resource: 'resource.schema.json',
  app: 'app.schema.json',
  menu: 'menu.schema.json',
  permissions: 'permissions.schema.json',
  'spec-routes': 'spec-routes.schema.json',
};

/** ajv's options for the format schemas (meta-schema checks of the format schemas run in the unit tests). */
export const FORMAT_OPTIONS: Options = {
  allErrors: true,
  strict: true,
  // A kind's top-level `oneOf` says which properties go together with bare `required` lists.
  strictRequired: false,
  // The registry's `if` clauses test one property without restating the object's type.
  strictTypes: false,
  allowUnionTypes: true,
  discriminator: true,
  verbose: true,
  validateSchema: false,
  code: { optimize: false, source: true },
};

/**
 * ajv's options for the options of registered names (`schemas/generated/registry.schema.json#/$defs/<def>`),
 * checked where the format schema cannot see which widget a field gets.
 */
export const REGISTRY_OPTIONS: Options = { allErrors: true, strict: false, discriminator: true, verbose: true, code: { source: true } };

/** Validates documents against the format schemas and turns ajv's errors into pt-BR problems. */
export interface FormatValidator {
  /** Problems of `value` (read from `file`) against the schema of `document`; empty when valid. */
  validate(document: FormatDocument, value: unknown, file: string): Problem[];
}

type Schema = Record<string, unknown>;

/** The validator over ajv's validate functions of each document; `schemas` (by file name) words "use one of". */
export function createFormatValidator(validators: Record<FormatDocument, ValidateFunction>, schemas: ReadonlyMap<string, Schema>): FormatValidator {
  let tags: DiscriminatorTags | undefined;
  return {
    validate(document, value, file) {
      const validate = validators[document];
      if (validate(value)) return [];
      tags ??= discriminatorValues(schemas);
      return ajvErrorsToProblems(validate.errors ?? [], { file, tags });
    },
  };
}

/**
 * For each discriminated `oneOf` of the format (keyed by its `oneOf` list, which compiled code reports
 * as the error's parent schema), the tag values it accepts.
 */
function discriminatorValues(schemas: ReadonlyMap<string, Schema>): DiscriminatorTags {
  const out: DiscriminatorTags = new Map();
  const resolve = (ref: string, file: string): Schema | undefined => {
    const [name, fragment = ''] = ref.split('#');
    let node: unknown = schemas.get(name ? joinPath(dirnameOf(file), name) : file);
    for (const key of fragment.split('/').filter(Boolean)) node = (node as Schema | undefined)?.[key];
    return node as Schema | undefined;
  };
  const walk = (node: unknown, file: string) => {
    if (Array.isArray(node)) node.forEach((item) => walk(item, file));
    if (node === null || typeof node !== 'object') return;
    const schema = node as Schema;
    const discriminator = schema.discriminator as { propertyName?: string } | undefined;
    if (discriminator?.propertyName && Array.isArray(schema.oneOf)) {
      const tag = discriminator.propertyName;
      const values = (schema.oneOf as Schema[]).flatMap((branch) => {
        const target = typeof branch.$ref === 'string' ? resolve(branch.$ref, file) : branch;
        const property = (target?.properties as Record<string, Schema> | undefined)?.[tag];
        return property?.const !== undefined ? [String(property.const)] : ((property?.enum as string[] | undefined) ?? []);
      });
      out.set(JSON.stringify(schema.oneOf), values);
    }
    for (const value of Object.values(schema)) walk(value, file);
  };
  for (const [file, schema] of schemas) walk(schema, file);
  return out;
}
