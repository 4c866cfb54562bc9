import { parseJsonText, type FileText, type JsonRead } from './parseJson.ts';
import { childPointer, type Problem } from './problems.ts';
import { dirnameOf, joinPath } from './repoPath.ts';

/** What inlining needs to know about the repository, shared by every file of one validation run. */
export interface RefContext {
  /** Reads a repository-relative file. */
  read(file: string): FileText;
  /** Files already read, by repository path, with their text (an entity used by many screens is read once). */
  cache: Map<string, { text: FileText; read: JsonRead }>;
}

/**
 * One thing inlining met, in order: a problem, or the problems of an entity file itself, which a validation run
 * reports only with the first file that meets them (see {@link refProblemsOf}). Kept apart so the inlining of
 * one file does not depend on which files came before it, and can be remembered between runs.
 */
export type RefEvent = Problem | { entity: string; problems: Problem[] };

/** What inlining the `$ref`s of one file gave. */
export interface InlinedFile {
  /** The value with every `$ref` that resolved replaced by its target. */
  value: unknown;
  /** Problems met, in order (empty when every `$ref` resolved). */
  events: RefEvent[];
  /** The entity files read (repository path → text): the result holds as long as they read the same. */
  dependencies: Map<string, FileText>;
}

/** Where a value being inlined comes from. */
interface Origin {
  /** Repository-relative file name (for problems). */
  file: string;
  /** Repository folder that relative `$ref`s start from. */
  dir: string;
  /** The document local `#...` refs point into; undefined in a definition, where they are refused. */
  document?: unknown;
  /** Refs being inlined above this one (cycle detection). */
  stack: string[];
}

/** The state of inlining one file. */
interface Inlining {
  context: RefContext;
  dependencies: Map<string, FileText>;
}

/** Creates the shared context of one validation run. */
export function createRefContext(read: (file: string) => FileText): RefContext {
  return { read, cache: new Map() };
}

function decodePointer(fragment: string): string[] | null {
  if (fragment === '') return [];
  if (!fragment.startsWith('/')) return null;
  return fragment
    .slice(1)
    .split('/')
    .map((part) => decodeURIComponent(part).replace(/~1/g, '/').replace(/~0/g, '~'));
}

function at(document: unknown, path: string[]): unknown {
  let node = document;
  for (const key of path) {
    if (node === null || typeof node !== 'object' || !Object.hasOwn(node, key)) return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}

/**
 * Returns a copy of a definition with every `$ref` replaced by the schema it points at (a file under
 * schemas/entities/, optionally with a `#/pointer`), resolved relative to the file that holds it.
 * Keys beside a `$ref` are kept over the inlined schema; an inlined file's `$schema` and `$id` are dropped.
 * Problems are reported at the pointer of the `$ref` (or in the entity file, for the entity's own problems).
 * The result depends only on the value and the texts of `dependencies`.
 */
export function inlineRefs(value: unknown, file: string, context: RefContext): InlinedFile {
  const events: RefEvent[] = [];
  const state: Inlining = { context, dependencies: new Map() };
  const inlined = inline(value, '', { file, dir: dirnameOf(file), stack: [] }, state, events);
  return { value: inlined, events, dependencies: state.dependencies };
}

/**
 * The problems of one file's inlining within a run: an entity file's own problems come with the first file of
 * the run that meets them (`reported` holds the entity files already reported, and is updated).
 */
export function refProblemsOf(events: readonly RefEvent[], reported: Set<string>): Problem[] {
  const problems: Problem[] = [];
  for (const event of events) {
    if (!('entity' in event)) problems.push(event);
    else if (!reported.has(event.entity)) {
      reported.add(event.entity);
      problems.push(...event.problems);
    }
  }
  return problems;
}

function inline(value: unknown, pointer: string, origin: Origin, state: Inlining, problems: RefEvent[]): unknown {
  if (Array.isArray(value)) return value.map((item, index) => inline(item, childPointer(pointer, index), origin, state, problems));
  if (value === null || typeof value !== 'object') return value;
  const object = value as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(object)) {
    if (key !== '$ref') out[key] = inline(item, childPointer(pointer, key), origin, state, problems);
  }
  if (!Object.hasOwn(object, '$ref')) return out;
  const refPointer = childPointer(pointer, '$ref');
  const target = resolveRef(object.$ref, refPointer, origin, state, problems);
  if (target === undefined) return { ...out, $ref: object.$ref };
  if (target === null || typeof target !== 'object' || Array.isArray(target)) return target;
  const { $schema: _schema, $id: _id, ...schema } = target as Record<string, unknown>;
  return { ...schema, ...out };
}

function resolveRef(ref: unknown, pointer: string, origin: Origin, state: Inlining, problems: RefEvent[]): unknown {
  const fail = (message: string) => {
    problems.push({ file: origin.file, pointer, message });
    return undefined;
  };
  if (typeof ref !== 'string') return fail('"$ref" deve ser um texto');
  const hash = ref.indexOf('#');
  const filePart = hash < 0 ? ref : ref.slice(0, hash);
  const fragment = hash < 0 ? '' : ref.slice(hash + 1);
  const path = decodePointer(fragment);
  if (path === null) return fail(`fragmento inválido em "${ref}": use um ponteiro JSON (#/...)`);

  let document: unknown;
  let targetFile = origin.file;
  let targetDir = origin.dir;
  let key: string;
  if (filePart === '') {
    if (origin.document === undefined) {
      return fail(`"${ref}": nas definições, "$ref" aponta para um arquivo em schemas/entities/ (referências locais não são resolvidas)`);
    }
    document = origin.document;
    key = `${origin.file}#${fragment}`;
  } else {
    const entityFile = joinPath(origin.dir, filePart);
    if (!entityFile.startsWith('schemas/entities/') || !entityFile.endsWith('.json')) {
      return fail(`"${ref}" não está em schemas/entities/: "$ref" só aponta para esquemas de entidade`);
    }
    targetFile = entityFile;
    targetDir = dirnameOf(entityFile);
    let cached = state.context.cache.get(entityFile);
    if (!cached) {
      const text = state.context.read(entityFile);
      cached = { text, read: parseJsonText(text, targetFile) };
      state.context.cache.set(entityFile, cached);
    }
    state.dependencies.set(entityFile, cached.text);
    const read = cached.read;
    if (!read.ok) {
      if (read.problems.length === 1 && read.problems[0].message === 'arquivo não encontrado') {
        return fail(`"${ref}" não foi encontrado (${targetFile})`);
      }
      problems.push({ entity: entityFile, problems: read.problems });
      return fail(`"${ref}" aponta para um arquivo com problemas (${targetFile})`);
    }
    document = read.value;
    key = `${targetFile}#${fragment}`;
  }
  if (origin.stack.includes(key)) return fail(`referência circular: ${[...origin.stack, key].join(' → ')}`);
  const target = at(document, path);
  if (target === undefined) return fail(`"${ref}": o fragmento "#${fragment}" não existe em ${targetFile}`);
  const nested: RefEvent[] = [];
  const inlined = inline(target, fragment, { file: targetFile, dir: targetDir, document, stack: [...origin.stack, key] }, state, nested);
  if (nested.length) {
    problems.push(...nested);
    return fail(`"${ref}" não pôde ser resolvido por completo`);
  }
  return inlined;
}
