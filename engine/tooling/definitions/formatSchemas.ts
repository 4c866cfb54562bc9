import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, posix } from 'node:path';
import type { Options, ValidateFunction } from 'ajv';
import type Ajv2020 from 'ajv/dist/2020.js';
import { ajvErrorsToProblems, type DiscriminatorTags } from './ajvProblems.ts';
import { ajvVersion, contentHash, type CompileCache } from './compileCache.ts';
import type { Problem } from './problems.ts';

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

const DOCUMENTS: Record<FormatDocument, string> = {
  screen: 'screen.schema.json',
  resource: 'resource.schema.json',
  app: 'app.schema.json',
  menu: 'menu.schema.json',
  permissions: 'permissions.schema.json',
  'spec-routes': 'spec-routes.schema.json',
};

/** Validates documents against the format schemas and turns ajv's errors into pt-BR problems. */
export interface FormatValidator {
  /** Problems of `value` (read from `file`) against the schema of `document`; empty when valid. */
  validate(document: FormatDocument, value: unknown, file: string): Problem[];
}

type Schema = Record<string, unknown>;

// Meta-schema checks of the format schemas run in the unit tests, not on every validation.
const OPTIONS: Options = {
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

const require = createRequire(import.meta.url);

function compileValidators(schemas: Map<string, Schema>, cache: CompileCache, cacheName: string) {
  const Ajv = (require('ajv/dist/2020.js') as { default: typeof Ajv2020 }).default;
  const ajv = new Ajv(OPTIONS);
  // Editors show a description per enum value (VS Code reads `enumDescriptions`); ajv only carries it.
  ajv.addKeyword({ keyword: 'enumDescriptions', schemaType: 'array' });
  for (const [name, schema] of schemas) ajv.addSchema(schema, name);
  const validators = Object.fromEntries(
    Object.entries(DOCUMENTS).map(([document, name]) => [document, ajv.getSchema(name)!]),
  ) as Record<FormatDocument, ValidateFunction>;
  const standaloneCode = (require('ajv/dist/standalone/index.js') as { default: (ajv: unknown, refs: Record<string, string>) => string }).default;
  cache.saveModule(cacheName, standaloneCode(ajv, DOCUMENTS));
  return validators;
}

/**
 * Validators of schemas/*.schema.json (draft 2020-12, strict, discriminator on). ajv compiles them once
 * per content of the schema files; later runs load the compiled code from the cache.
 */
export function createFormatValidator(schemasDir: string, cache: CompileCache): FormatValidator {
  const texts = FORMAT_SCHEMA_FILES.map((name) => readFileSync(join(schemasDir, name), 'utf8'));
  const schemas = new Map(FORMAT_SCHEMA_FILES.map((name, index) => [name, JSON.parse(texts[index]) as Schema]));
  const cacheName = `format-${contentHash(ajvVersion(), JSON.stringify(OPTIONS), ...texts)}.cjs`;
  const validators =
    (cache.loadModule(cacheName) as Record<FormatDocument, ValidateFunction> | undefined) ??
    compileValidators(schemas, cache, cacheName);
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
function discriminatorValues(schemas: Map<string, Schema>): DiscriminatorTags {
  const out: DiscriminatorTags = new Map();
  const resolve = (ref: string, file: string): Schema | undefined => {
    const [name, fragment = ''] = ref.split('#');
    let node: unknown = schemas.get(name ? posix.normalize(posix.join(posix.dirname(file), name)) : file);
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
