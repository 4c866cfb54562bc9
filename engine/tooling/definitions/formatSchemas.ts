import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { ValidateFunction } from 'ajv';
import type Ajv2020 from 'ajv/dist/2020.js';
import {
  createFormatValidator, FORMAT_DOCUMENTS, FORMAT_OPTIONS, FORMAT_SCHEMA_FILES, type FormatDocument, type FormatValidator,
} from '../../core/validation/formatValidator.ts';
import { ajvVersion, contentHash, type CompileCache } from './compileCache.ts';


type Schema = Record<string, unknown>;

const require = createRequire(import.meta.url);

/** An ajv for the format schemas, every schema added under its file name. */
export function formatAjv(schemas: ReadonlyMap<string, Schema>): Ajv2020 {
  const Ajv = (require('ajv/dist/2020.js') as { default: typeof Ajv2020 }).default;
  const ajv = new Ajv(FORMAT_OPTIONS);
  // Editors show a description per enum value (VS Code reads `enumDescriptions`); ajv only carries it.
  ajv.addKeyword({ keyword: 'enumDescriptions', schemaType: 'array' });
  for (const [name, schema] of schemas) ajv.addSchema(schema, name);
  return ajv;
}

/** The format schemas of a schemas/ folder, by file name, and their texts (for cache keys). */
export function readFormatSchemas(schemasDir: string): { schemas: Map<string, Schema>; texts: string[] } {
  const texts = FORMAT_SCHEMA_FILES.map((name) => readFileSync(join(schemasDir, name), 'utf8'));
  return { schemas: new Map(FORMAT_SCHEMA_FILES.map((name, index) => [name, JSON.parse(texts[index]) as Schema])), texts };
}

function compileValidators(schemas: Map<string, Schema>, cache: CompileCache, cacheName: string) {
  const ajv = formatAjv(schemas);
  const validators = Object.fromEntries(
    Object.entries(FORMAT_DOCUMENTS).map(([document, name]) => [document, ajv.getSchema(name)!]),
  ) as Record<FormatDocument, ValidateFunction>;
  const standaloneCode = (require('ajv/dist/standalone/index.js') as { default: (ajv: unknown, refs: Record<string, string>) => string }).default;
  cache.saveModule(cacheName, standaloneCode(ajv, FORMAT_DOCUMENTS));
  return validators;
}

/**
 * Validators of schemas/*.schema.json. ajv compiles them once per content of the schema files; later runs
 * load the compiled code from the cache.
 */
export function createNodeFormatValidator(schemasDir: string, cache: CompileCache): FormatValidator {
  const { schemas, texts } = readFormatSchemas(schemasDir);
  const cacheName = `format-${contentHash(ajvVersion(), JSON.stringify(FORMAT_OPTIONS), ...texts)}.cjs`;
  const validators =
    (cache.loadModule(cacheName) as Record<FormatDocument, ValidateFunction> | undefined) ??
    compileValidators(schemas, cache, cacheName);
  return createFormatValidator(validators, schemas);
}
