/**
 * The check of the JSON Schemas embedded in definitions (forms, filters, dialog forms, resources): valid
 * against draft-07 and accepted by ajv's strict mode, as the build will compile them. It runs unchanged in
 * `npm run validate` and in the definition studio's browser, so it never compiles code from text: the
 * draft-07 meta-schema check is a validator generated ahead of time (the same ajv code either way) and ajv's
 * strict-mode refusals are repeated here by a walk of the schema (tests/unit/definitions/strictSchema.test.ts
 * checks the walk against ajv itself).
 */
import type { Options, ValidateFunction } from 'ajv';
import { SCHEMA_FORMATS } from '../names.ts';
import { ajvErrorsToProblems } from './ajvProblems.ts';
import type { Problem } from './problems.ts';

/** Checks the JSON Schemas embedded in definitions (forms, filters, dialog forms). */
export interface EmbeddedSchemaChecker {
  /** Problems of the schema found at `pointer` in `file`; empty when it compiles. */
  check(schema: unknown, file: string, pointer: string): Problem[];
  /** Remembers, for the next run, the schemas that compiled (Node keeps them on disk). */
  save?(): void;
}

/**
 * Like the ajv rjsf's validator-ajv8 builds at run time (draft-07, ajv-formats, `color` and `data-url`,
 * the engine's own formats), but strict, so a mistyped keyword or an unknown format fails here instead of being
 * ignored in the browser. Type-strictness is off: rjsf's conditional fields (`dependencies` with `oneOf`
 * branches) omit `type` in their branches.
 */
export const EMBEDDED_SCHEMA_OPTIONS: Options = {
  strict: true,
  strictTypes: false,
  strictTuples: false,
  strictRequired: false,
  allowUnionTypes: true,
  allErrors: true,
  verbose: true,
  code: { optimize: false },
};

/** Formats beyond ajv-formats' that embedded schemas may name. */
export const EXTRA_FORMATS: readonly string[] = ['color', 'data-url', ...SCHEMA_FORMATS];

/** The keywords ajv (draft-07, with ajv-formats) knows: any other key of a schema is refused in strict mode. */
export const AJV_KEYWORDS: ReadonlySet<string> = new Set([
  '$async', '$schema', '$id', '$defs', '$vocabulary', '$comment', 'definitions', 'id', '$ref', 'maximum', 'minimum',
  'exclusiveMaximum', 'exclusiveMinimum', 'multipleOf', 'maxLength', 'minLength', 'pattern', 'maxProperties', 'minProperties',
  'required', 'maxItems', 'minItems', 'uniqueItems', 'type', 'nullable', 'const', 'enum', 'not', 'anyOf', 'oneOf', 'allOf', 'if',
  'then', 'else', 'propertyNames', 'additionalProperties', 'dependencies', 'properties', 'patternProperties', 'additionalItems',
  'items', 'contains', 'format', 'title', 'description', 'default', 'deprecated', 'readOnly', 'writeOnly', 'examples',
  'contentMediaType', 'contentEncoding', 'contentSchema', 'formatMaximum', 'formatMinimum', 'formatExclusiveMaximum',
  'formatExclusiveMinimum',
]);

/** The keywords that make a schema more than "always valid" for ajv (its `RULES.all`: no annotations). */
export const AJV_RULES: ReadonlySet<string> = new Set([
  '$comment', 'id', '$ref', 'maximum', 'minimum', 'exclusiveMaximum', 'exclusiveMinimum', 'multipleOf', 'maxLength', 'minLength',
  'pattern', 'maxProperties', 'minProperties', 'required', 'maxItems', 'minItems', 'uniqueItems', 'type', 'nullable', 'const', 'enum',
  'not', 'anyOf', 'oneOf', 'allOf', 'if', 'then', 'else', 'propertyNames', 'additionalProperties', 'dependencies', 'properties',
  'patternProperties', 'additionalItems', 'items', 'contains', 'format', 'formatMaximum', 'formatMinimum', 'formatExclusiveMaximum',
  'formatExclusiveMinimum',
]);

/** Whether ajv skips a subschema as always valid (no code is generated for it, or for an `if` it is the only branch of). */
function alwaysValid(schema: unknown): boolean {
  if (typeof schema === 'boolean') return schema;
  return !!schema && typeof schema === 'object' && !Object.keys(schema).some((key) => AJV_RULES.has(key));
}

/** The formats ajv-formats adds (full mode). */
export const AJV_FORMATS: readonly string[] = [
  'date', 'time', 'date-time', 'iso-time', 'iso-date-time', 'duration', 'uri', 'uri-reference', 'uri-template', 'url', 'email',
  'hostname', 'ipv4', 'ipv6', 'regex', 'uuid', 'json-pointer', 'json-pointer-uri-fragment', 'relative-json-pointer', 'byte',
  'int32', 'int64', 'float', 'double', 'password', 'binary',
];

const KNOWN_FORMATS: ReadonlySet<string> = new Set([...AJV_FORMATS, ...EXTRA_FORMATS]);

/** The draft-07 meta-schema the embedded schemas declare (or default to). */
const DRAFT_07 = new Set(['http://json-schema.org/draft-07/schema', 'http://json-schema.org/draft-07/schema#']);

/** Keywords whose value is one schema. */
const SCHEMA_KEYWORDS = ['not', 'if', 'then', 'else', 'propertyNames', 'additionalProperties', 'additionalItems', 'contains'];
/** Keywords whose value is a list of schemas. */
const SCHEMA_LIST_KEYWORDS = ['anyOf', 'oneOf', 'allOf'];
/** Keywords whose value maps names to schemas. */
const SCHEMA_MAP_KEYWORDS = ['properties', 'patternProperties'];
const FORMAT_LIMITS = ['formatMaximum', 'formatMinimum', 'formatExclusiveMaximum', 'formatExclusiveMinimum'];

type Schema = Record<string, unknown>;

const COMPILE_MESSAGES: Array<[RegExp, (match: RegExpExecArray) => string]> = [
  [/unknown keyword: "([^"]+)"/, (m) => `palavra-chave desconhecida "${m[1]}" (erro de digitação?)`],
  [/unknown format "([^"]+)"/, (m) => `formato desconhecido "${m[1]}"`],
  [/can't resolve reference (\S+)/, (m) => `referência não resolvida ${m[1]}`],
];

/** ajv's compile error (or the walk's, worded as ajv words it) in pt-BR. */
function compileMessage(message: string): string {
  for (const [pattern, text] of COMPILE_MESSAGES) {
    const match = pattern.exec(message);
    if (match) return text(match);
  }
  return `o esquema não compila: ${message}`;
}

/** A failure of the walk, worded as ajv's compile error. */
class StrictModeError extends Error {}

function regExpProblem(pattern: string): void {
  try {
    // The very check ajv's compile makes (its patterns are unicode regular expressions).
    new RegExp(pattern, 'u');
  } catch (error) {
    throw new StrictModeError((error as Error).message);
  }
}

/** The schema a local `$ref` (`#/definitions/x`) points at in the root schema, or undefined. */
function localTarget(root: unknown, ref: string): unknown {
  if (ref === '#') return root;
  if (!ref.startsWith('#/')) return undefined;
  let node = root;
  for (const part of ref.slice(2).split('/')) {
    const key = decodeURIComponent(part).replace(/~1/g, '/').replace(/~0/g, '~');
    if (node === null || typeof node !== 'object' || !Object.hasOwn(node, key)) return undefined;
    node = (node as Schema)[key];
  }
  return node;
}

interface Walk {
  root: unknown;
  /** Local refs already followed (a recursive schema is walked once). */
  followed: Set<string>;
}

function walk(node: unknown, path: string, isRoot: boolean, context: Walk): void {
  if (typeof node === 'boolean' || node === null || typeof node !== 'object' || Array.isArray(node)) return;
  const schema = node as Schema;
  for (const key of Object.keys(schema)) {
    if (!AJV_KEYWORDS.has(key)) throw new StrictModeError(`strict mode: unknown keyword: "${key}"`);
  }
  if ('id' in schema) throw new StrictModeError('NOT SUPPORTED: keyword "id", use "$id" for schema ID');
  if (isRoot && typeof schema.$schema === 'string' && !DRAFT_07.has(schema.$schema)) {
    throw new StrictModeError(`no schema with key or ref "${schema.$schema}"`);
  }
  const types = schema.type === undefined ? [] : Array.isArray(schema.type) ? schema.type : [schema.type];
  if (types.includes('null') && schema.nullable === false) throw new StrictModeError('type: null contradicts nullable: false');
  if (!types.length && schema.nullable !== undefined) throw new StrictModeError('"nullable" cannot be used without "type"');
  if (typeof schema.$ref === 'string' && !context.followed.has(schema.$ref)) {
    const target = localTarget(context.root, schema.$ref);
    if (target === undefined) throw new StrictModeError(`can't resolve reference ${schema.$ref} from id #`);
    context.followed.add(schema.$ref);
    walk(target, schema.$ref, false, context);
  }
  for (const keyword of FORMAT_LIMITS) {
    if (keyword in schema && !('format' in schema)) throw new StrictModeError(`parent schema must have dependencies of ${keyword}: format`);
  }
  if (typeof schema.format === 'string' && !KNOWN_FORMATS.has(schema.format)) {
    throw new StrictModeError(`unknown format "${schema.format}" ignored in schema at path "${path}"`);
  }
  if (typeof schema.pattern === 'string') regExpProblem(schema.pattern);
  if ('if' in schema && !('then' in schema) && !('else' in schema)) throw new StrictModeError('strict mode: "if" without "then" and "else" is ignored');
  for (const keyword of ['then', 'else']) {
    if (keyword in schema && !('if' in schema)) throw new StrictModeError(`strict mode: "${keyword}" without "if" is ignored`);
  }
  if ('additionalItems' in schema && !Array.isArray(schema.items)) {
    throw new StrictModeError('strict mode: "additionalItems" is ignored when "items" is not an array of schemas');
  }
  // ajv compiles an `if` only when a `then` or an `else` has something to check.
  const skipIf = 'if' in schema && (schema.then === undefined || alwaysValid(schema.then)) && (schema.else === undefined || alwaysValid(schema.else));
  for (const [key, value] of Object.entries(schema)) {
    const at = `${path}/${key}`;
    if (key === 'if' && skipIf) continue;
    if (SCHEMA_KEYWORDS.includes(key)) walk(value, at, false, context);
    else if (SCHEMA_LIST_KEYWORDS.includes(key) && Array.isArray(value)) value.forEach((item, index) => walk(item, `${at}/${index}`, false, context));
    else if (key === 'items') {
      if (Array.isArray(value)) value.forEach((item, index) => walk(item, `${at}/${index}`, false, context));
      else walk(value, at, false, context);
    } else if (SCHEMA_MAP_KEYWORDS.includes(key) && value && typeof value === 'object') {
      for (const [name, item] of Object.entries(value)) walk(item, `${at}/${name}`, false, context);
    } else if (key === 'dependencies' && value && typeof value === 'object') {
      // A list of names is a property dependency; an object is a schema the data must also meet.
      for (const [name, item] of Object.entries(value)) if (!Array.isArray(item)) walk(item, `${at}/${name}`, false, context);
    }
    // `definitions` / `$defs` are compiled only where a `$ref` reaches them (followed above).
  }
}

/**
 * The first refusal of ajv's strict-mode compile (unknown keywords and formats, patterns that are no regular
 * expression, keywords ajv would ignore), as ajv words it; undefined when the schema compiles.
 */
export function strictModeError(schema: unknown): string | undefined {
  try {
    walk(schema, '#', true, { root: schema, followed: new Set() });
    return undefined;
  } catch (error) {
    if (error instanceof StrictModeError) return error.message;
    throw error;
  }
}

/** What the checker is built from. */
export interface EmbeddedCheckerParts {
  /** ajv's draft-07 meta-schema validator, with EMBEDDED_SCHEMA_OPTIONS. */
  meta: ValidateFunction;
  /** Node only: a last check by ajv's own compile (a refusal the walk does not repeat). */
  compile?(schema: object): string | undefined;
  /** Node only: hashes of schemas known to compile, and how to remember new ones. */
  known?: { has(schema: unknown): boolean; add(schema: unknown): void; save(): void };
}

/** The checker: the meta-schema, then the strict-mode walk (then, in Node, ajv's compile). */
export function createEmbeddedSchemaChecker(parts: EmbeddedCheckerParts): EmbeddedSchemaChecker {
  return {
    check(schema, file, pointer) {
      if (parts.known?.has(schema)) return [];
      if (!parts.meta(schema)) return ajvErrorsToProblems(parts.meta.errors ?? [], { file, base: pointer });
      const refusal = strictModeError(schema) ?? parts.compile?.(schema as object);
      if (refusal !== undefined) return [{ file, pointer, message: compileMessage(refusal) }];
      parts.known?.add(schema);
      return [];
    },
    save: () => parts.known?.save(),
  };
}
