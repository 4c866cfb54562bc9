import { parseJsonText, type FileText, type JsonRead } from './parseJson.ts';
import { childPointer, type Problem } from './problems.ts';
import { dirnameOf, joinPath } from './repoPath.ts';

/** What inlining needs to know about the repository, shared by every file of one validation run. */
export interface RefContext {
  /** Reads a repository-relative file. */
  read(file: string): FileText;
  /** Files already read, by repository path (an entity used by many screens is read once). */
  cache: Map<string, JsonRead>;
  /** Entity files whose own problems were already reported. */
  reported: Set<string>;
  /** Every file read, repository-relative (the Vite plugin watches them). */
  files: Set<string>;
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

/** Creates the shared context of one validation run. */
export function createRefContext(read: (file: string) => FileText): RefContext {
  return { read, cache: new Map(), reported: new Set(), files: new Set() };
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
 */
export function inlineRefs(value: unknown, file: string, context: RefContext, problems: Problem[]): unknown {
  return inline(value, '', { file, dir: dirnameOf(file), stack: [] }, context, problems);
}

function inline(value: unknown, pointer: string, origin: Origin, context: RefContext, problems: Problem[]): unknown {
  if (Array.isArray(value)) return value.map((item, index) => inline(item, childPointer(pointer, index), origin, context, problems));
  if (value === null || typeof value !== 'object') return value;
  const object = value as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(object)) {
    if (key !== '$ref') out[key] = inline(item, childPointer(pointer, key), origin, context, problems);
  }
  if (!Object.hasOwn(object, '$ref')) return out;
  const refPointer = childPointer(pointer, '$ref');
  const target = resolveRef(object.$ref, refPointer, origin, context, problems);
  if (target === undefined) return { ...out, $ref: object.$ref };
  if (target === null || typeof target !== 'object' || Array.isArray(target)) return target;
  const { $schema: _schema, $id: _id, ...schema } = target as Record<string, unknown>;
  return { ...schema, ...out };
}

function resolveRef(ref: unknown, pointer: string, origin: Origin, context: RefContext, problems: Problem[]): unknown {
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
    context.files.add(entityFile);
    let read = context.cache.get(entityFile);
    if (!read) {
      read = parseJsonText(context.read(entityFile), targetFile);
      context.cache.set(entityFile, read);
    }
    if (!read.ok) {
      if (read.problems.length === 1 && read.problems[0].message === 'arquivo não encontrado') {
        return fail(`"${ref}" não foi encontrado (${targetFile})`);
      }
      if (!context.reported.has(entityFile)) {
        context.reported.add(entityFile);
        problems.push(...read.problems);
      }
      return fail(`"${ref}" aponta para um arquivo com problemas (${targetFile})`);
    }
    document = read.value;
    key = `${targetFile}#${fragment}`;
  }
  if (origin.stack.includes(key)) return fail(`referência circular: ${[...origin.stack, key].join(' → ')}`);
  const target = at(document, path);
  if (target === undefined) return fail(`"${ref}": o fragmento "#${fragment}" não existe em ${targetFile}`);
  const nested: Problem[] = [];
  const inlined = inline(target, fragment, { file: targetFile, dir: targetDir, document, stack: [...origin.stack, key] }, context, nested);
  if (nested.length) {
    problems.push(...nested);
    return fail(`"${ref}" não pôde ser resolvido por completo`);
  }
  return inlined;
}
