import { createRequire } from 'node:module';
import type AjvClass from 'ajv';
import type { ValidateFunction } from 'ajv';
import {
  createEmbeddedSchemaChecker, EMBEDDED_SCHEMA_OPTIONS, EXTRA_FORMATS, type EmbeddedSchemaChecker,
} from '../../core/validation/embeddedSchemas.ts';
import { ajvVersion, contentHash, type CompileCache } from './compileCache.ts';

const require = createRequire(import.meta.url);

/** The draft-07 meta-schema's id in ajv. */
export const DRAFT_07_META = 'http://json-schema.org/draft-07/schema';

/**
 * The ajv that compiles embedded schemas (the one the build's form validators are generated like); with
 * `source`, it keeps the code it generates (for standalone modules).
 */
export function embeddedAjv(source = false): AjvClass {
  const Ajv = (require('ajv') as { default: typeof AjvClass }).default;
  const addFormats = (require('ajv-formats') as { default: (ajv: AjvClass) => AjvClass }).default;
  const ajv = new Ajv(source ? { ...EMBEDDED_SCHEMA_OPTIONS, code: { ...EMBEDDED_SCHEMA_OPTIONS.code, source: true } } : EMBEDDED_SCHEMA_OPTIONS);
  addFormats(ajv);
  for (const name of EXTRA_FORMATS) ajv.addFormat(name, true);
  return ajv;
}

/**
 * The Node checker: the walk the browser makes, then ajv's own compile as a last word (what the build will
 * do with the schema), with the hashes of schemas known to compile kept between runs. ajv and its meta-schema
 * load only when a schema is not already known.
 */
export function createNodeEmbeddedSchemaChecker(cache: CompileCache): EmbeddedSchemaChecker {
  const cacheName = `embedded-${contentHash(ajvVersion(), JSON.stringify(EMBEDDED_SCHEMA_OPTIONS), EXTRA_FORMATS.join())}.json`;
  const known = cache.loadKeys(cacheName);
  let added = false;
  let ajv: AjvClass | undefined;
  const instance = () => (ajv ??= embeddedAjv());
  const keyOf = (schema: unknown) => contentHash(JSON.stringify(schema));
  const meta = ((data: unknown) => {
    const validate = instance().getSchema(DRAFT_07_META)!;
    const valid = validate(data);
    meta.errors = validate.errors;
    return valid;
  }) as ValidateFunction;
  return createEmbeddedSchemaChecker({
    meta,
    compile(schema) {
      try {
        instance().compile(schema);
        return undefined;
      } catch (error) {
        return (error as Error).message;
      }
    },
    known: {
      has: (schema) => known.has(keyOf(schema)),
      add(schema) {
        known.add(keyOf(schema));
        added = true;
      },
      save() {
        // A checker kept between runs (ProjectValidationMemo) writes only what a run added.
        if (added) cache.saveKeys(cacheName, known);
        added = false;
      },
    },
  });
}
