import { createRequire } from 'node:module';
import type AjvClass from 'ajv';
import type { Options } from 'ajv';
import { SCHEMA_FORMATS } from '../../core/names.ts';
import { ajvErrorsToProblems } from './ajvProblems.ts';
import { ajvVersion, contentHash, type CompileCache } from './compileCache.ts';
import type { Problem } from './problems.ts';

/** Checks the JSON Schemas embedded in definitions (forms, filters, dialog forms). */
export interface EmbeddedSchemaChecker {
  /** Problems of the schema found at `pointer` in `file`; empty when it compiles. */
  check(schema: unknown, file: string, pointer: string): Problem[];
  /** Remembers, for the next run, the schemas that compiled. */
  save(): void;
}

/**
 * Like the ajv rjsf's validator-ajv8 builds at run time (draft-07, ajv-formats, `color` and `data-url`,
 * the engine's own formats), but strict, so a mistyped keyword or an unknown format fails here instead of being ignored in the
 * browser. Type-strictness is off: rjsf's conditional fields (`dependencies` with `oneOf` branches) omit
 * `type` in their branches.
 */
const OPTIONS: Options = {
  strict: true,
  strictTypes: false,
  strictTuples: false,
  strictRequired: false,
  allowUnionTypes: true,
  allErrors: true,
  verbose: true,
  code: { optimize: false },
};
const EXTRA_FORMATS = ['color', 'data-url', ...SCHEMA_FORMATS];

const COMPILE_MESSAGES: Array<[RegExp, (match: RegExpExecArray) => string]> = [
  [/unknown keyword: "([^"]+)"/, (m) => `palavra-chave desconhecida "${m[1]}" (erro de digitação?)`],
  [/unknown format "([^"]+)"/, (m) => `formato desconhecido "${m[1]}"`],
  [/can't resolve reference (\S+)/, (m) => `referência não resolvida ${m[1]}`],
];

function compileMessage(error: Error): string {
  for (const [pattern, message] of COMPILE_MESSAGES) {
    const match = pattern.exec(error.message);
    if (match) return message(match);
  }
  return `o esquema não compila: ${error.message}`;
}

const require = createRequire(import.meta.url);

function createAjv(): AjvClass {
  const Ajv = (require('ajv') as { default: typeof AjvClass }).default;
  const addFormats = (require('ajv-formats') as { default: (ajv: AjvClass) => AjvClass }).default;
  const ajv = new Ajv(OPTIONS);
  addFormats(ajv);
  for (const name of EXTRA_FORMATS) ajv.addFormat(name, true);
  return ajv;
}

/**
 * The checker. ajv (and its meta-schema) load only when a schema is not already known, from the cache,
 * to compile.
 */
export function createEmbeddedSchemaChecker(cache: CompileCache): EmbeddedSchemaChecker {
  const cacheName = `embedded-${contentHash(ajvVersion(), JSON.stringify(OPTIONS), EXTRA_FORMATS.join())}.json`;
  const known = cache.loadKeys(cacheName);
  let added = false;
  let ajv: AjvClass | undefined;
  return {
    check(schema, file, pointer) {
      const key = contentHash(JSON.stringify(schema));
      if (known.has(key)) return [];
      ajv ??= createAjv();
      if (!ajv.validateSchema(schema as object)) {
        return ajvErrorsToProblems(ajv.errors ?? [], { file, base: pointer });
      }
      try {
        ajv.compile(schema as object);
      } catch (error) {
        return [{ file, pointer, message: compileMessage(error as Error) }];
      }
      known.add(key);
      added = true;
      return [];
    },
    save() {
      if (added) cache.saveKeys(cacheName, known);
    },
  };
}
