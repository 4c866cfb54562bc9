/**
 * `npm run gen:types`: writes engine/core/generated/*.ts from schemas/ with json-schema-to-typescript.
 * `npm run gen:types:check` (`--check`) regenerates in memory and fails, listing the files, when what is on
 * disk differs. `--root <dir>` runs on another copy of the repository (tests use a temporary one).
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compile, type JSONSchema } from 'json-schema-to-typescript';
import { contentHash } from '../definitions/compileCache.ts';
import { generateRegistry, REGISTRY_SCHEMA } from './gen-registry.ts';

/** First line of every generated file. */
export const BANNER = '/* generated — do not edit, run npm run gen:types */';

/** Folder of the generated files, relative to the repository root. */
export const GENERATED_DIR = 'engine/core/generated';

type Schema = Record<string, unknown>;

const OPTIONS = {
  bannerComment: BANNER,
  additionalProperties: false,
  declareExternallyReferenced: true,
  ignoreMinAndMaxItems: true,
  strictIndexSignatures: false,
  unknownAny: true,
  format: true,
  style: { singleQuote: true, printWidth: 120, semi: true, trailingComma: 'all', bracketSpacing: true, tabWidth: 2, useTabs: false },
} as const;

/**
 * JSON of a schema whose shared objects (a titled `$ref` target, the menu's recursive children) appear once: a
 * later occurrence is written as its position among the objects met so far, so a cycle stays finite and the same
 * schema always gives the same text.
 */
function sharedJson(value: unknown): string {
  const seen = new Map<object, number>();
  return JSON.stringify(value, (_key, item: unknown) => {
    if (item === null || typeof item !== 'object') return item;
    const at = seen.get(item);
    if (at !== undefined) return { $shared: at };
    seen.set(item, seen.size);
    return item;
  });
}

/**
 * What json-schema-to-typescript wrote for each schema, by the schema's content and type name: a process that
 * generates more than once (gen-types' tests run it on copies that differ in one schema) compiles and formats
 * each schema once. A schema with a `$ref` to another file is compiled every time: that file may have changed.
 */
const compiled = new Map<string, Promise<string>>();

function compileOnce(source: { schema: Schema; name: string; cwd: string }): Promise<string> {
  const text = sharedJson(source.schema);
  const compileNow = () => compile(source.schema as JSONSchema, source.name, { ...OPTIONS, cwd: source.cwd });
  if (/"\$ref":"(?!#)/.test(text)) return compileNow();
  const key = contentHash(source.name, text);
  let code = compiled.get(key);
  if (!code) {
    code = compileNow();
    // A failure is not kept: the next run tries again (and reports it again).
    code.catch(() => compiled.delete(key));
    compiled.set(key, code);
  }
  return code;
}

function readSchema(path: string): Schema {
  return JSON.parse(readFileSync(path, 'utf8')) as Schema;
}

/**
 * A format schema with every `$ref` resolved in memory. json-schema-to-typescript names a type after its
 * `title`, so a titled target is one shared object (one declaration, and cycles such as the menu's
 * children stay finite); an untitled target (a string with a pattern) is copied with the keys beside the
 * `$ref`, so a property's own description reaches its TSDoc.
 */
function dereference(schemasDir: string, files: readonly string[], overlay: ReadonlyMap<string, Schema> = new Map()): Schema[] {
  const documents = new Map<string, Schema>(overlay);
  const load = (name: string) => {
    let document = documents.get(name);
    if (!document) {
      document = readSchema(join(schemasDir, name));
      documents.set(name, document);
    }
    return document;
  };
  const shared = new Map<string, Schema>();
  const resolveNode = (node: unknown, base: string): unknown => {
    if (Array.isArray(node)) return node.map((item) => resolveNode(item, base));
    if (node === null || typeof node !== 'object') return node;
    const { $ref, ...rest } = node as Schema;
    if (typeof $ref !== 'string') return Object.fromEntries(Object.entries(rest).map(([key, value]) => [key, resolveNode(value, base)]));
    const [name, fragment = ''] = $ref.split('#');
    const targetFile = name ? join(dirname(base), name).split('\\').join('/') : base;
    let found: unknown = load(targetFile);
    for (const key of fragment.split('/').filter(Boolean)) found = (found as Schema | undefined)?.[key];
    if (!found || typeof found !== 'object') throw new Error(`[gen:types] $ref sem destino: ${$ref} em ${base}`);
    const target = found as Schema;
    if (typeof target.title !== 'string') return { ...(resolveNode(target, targetFile) as Schema), ...(resolveNode(rest, base) as Schema) };
    const key = `${targetFile}#${fragment}`;
    let resolved = shared.get(key);
    if (!resolved) {
      resolved = {};
      shared.set(key, resolved);
      Object.assign(resolved, resolveNode(target, targetFile));
    }
    return resolved;
  };
  return files.map((file) => {
    const { $defs: _defs, ...root } = resolveNode(load(file), file) as Schema;
    return root;
  });
}

/**
 * A screen kind's top-level `oneOf` only says which properties go together (a resource, or calls of the
 * screen's own); as a type it would be an intersection with index signatures, so the types leave it out.
 */
function withoutConstraintBranches(schema: Schema): Schema {
  // The dereferenced schema shares titled nodes and may loop (the uiSchema holds uiSchemas): copy each node once.
  const copies = new Map<object, unknown>();
  const visit = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(visit);
    if (node === null || typeof node !== 'object') return node;
    const known = copies.get(node);
    if (known) return known;
    const out: Schema = {};
    copies.set(node, out);
    // An if/then/else that picks one shape by a test (a string or an object with `use`...) is, as a type, the
    // union of the shapes.
    const choice = node as Schema;
    if (choice.if && choice.then && choice.else && !('properties' in choice)) {
      const branches: unknown[] = [];
      const collect = (branch: Schema) => {
        if (branch.if && branch.then && branch.else) {
          branches.push(branch.then);
          collect(branch.else as Schema);
        } else branches.push(branch);
      };
      collect(choice);
      for (const [key, value] of Object.entries(choice)) if (!['if', 'then', 'else'].includes(key)) out[key] = visit(value);
      out.anyOf = branches.map(visit);
      return out;
    }
    for (const [key, value] of Object.entries(node)) {
      const constraintOnly = (key === 'oneOf' || key === 'anyOf') && Array.isArray(value) &&
        value.every((branch) => branch && typeof branch === 'object' && !('properties' in branch) && !('$ref' in branch) && !('type' in branch) && !('const' in branch) && !('enum' in branch));
      if (constraintOnly || key === 'not' || key === 'if' || key === 'then' || key === 'else') continue;
      out[key] = visit(value);
    }
    return out;
  };
  return visit(schema) as Schema;
}

function pascalCase(name: string): string {
  return name.replace(/(^|[-_.])([a-z0-9])/g, (_m, _sep, letter: string) => letter.toUpperCase());
}

/**
 * An entity schema as a type source: nested `title`s are form labels, not type names, so they move into
 * the description; labelled constant choices become plain unions; fields that only appear in a `dependencies` branch (shown conditionally by rjsf)
 * become optional properties of the type.
 */
function entityForTypes(schema: Schema, typeName: string): Schema {
  const strip = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(strip);
    if (node === null || typeof node !== 'object') return node;
    const out: Schema = {};
    for (const [key, value] of Object.entries(node)) {
      if (key === 'title' && typeof value === 'string') continue;
      out[key] = key === 'properties' || key === 'dependencies' ? Object.fromEntries(Object.entries(value as Schema).map(([k, v]) => [k, strip(v)])) : strip(value);
    }
    // A choice list of constants (rjsf's labelled options) is, as a type, the union of the constants.
    const choices = (node as Schema).oneOf;
    if (Array.isArray(choices) && choices.length && choices.every((choice) => choice && typeof choice === 'object' && 'const' in choice)) {
      delete out.oneOf;
      delete out.type;
      out.enum = choices.map((choice) => (choice as Schema).const);
    }
    const title = (node as Schema).title;
    if (typeof title === 'string') {
      const description = (node as Schema).description;
      out.description = typeof description === 'string' ? `${title}: ${description}` : title;
    }
    return out;
  };
  const root = strip(schema) as Schema;
  const properties = { ...((root.properties as Schema | undefined) ?? {}) };
  for (const dependency of Object.values((root.dependencies as Record<string, Schema> | undefined) ?? {})) {
    for (const branch of (dependency.oneOf as Schema[] | undefined) ?? []) {
      for (const [name, property] of Object.entries((branch.properties as Schema | undefined) ?? {})) {
        if (!Object.hasOwn(properties, name)) properties[name] = property;
      }
    }
  }
  const { $schema: _schema, $comment: comment, dependencies: _dependencies, ...rest } = root;
  return { ...rest, title: typeName, description: typeof comment === 'string' ? comment : rest.description, properties };
}

/** The generated files (path relative to the repository root → content), in a stable order. */
export async function generateTypes(root: string): Promise<Map<string, string>> {
  const schemasDir = join(root, 'schemas');
  // `cwd` is the folder the schema's relative `$ref`s start from.
  const registry = generateRegistry(root);
  const overlay = new Map<string, Schema>([
    [REGISTRY_SCHEMA.replace(/^schemas\//, ''), JSON.parse(registry.get(REGISTRY_SCHEMA) as string) as Schema],
  ]);
  // The definition files share their parts (calls, actions, columns): one source declares each type once.
  const roots = dereference(schemasDir, ['screen.schema.json', 'resource.schema.json', 'app.schema.json', 'menu.schema.json', 'permissions.schema.json'], overlay);
  const [screen, resource, app, menu, permissions] = roots;
  const definitions = withoutConstraintBranches({
    title: 'DefinitionFiles',
    description: 'Every kind of definition file: a screen, a resource, app.json, menu.json and permissions.json.',
    type: 'object',
    additionalProperties: false,
    properties: { screen, resource, app, menu, permissions },
  });
  const sources: Array<{ out: string; name: string; schema: Schema; cwd: string }> = [
    { out: 'definitions.ts', name: 'DefinitionFiles', schema: definitions, cwd: schemasDir },
  ];
  const entitiesDir = join(schemasDir, 'entities');
  const entityFiles = existsSync(entitiesDir) ? readdirSync(entitiesDir).filter((file) => file.endsWith('.schema.json')).sort() : [];
  for (const file of entityFiles) {
    const stem = basename(file, '.schema.json');
    const typeName = pascalCase(stem);
    sources.push({
      out: `entity-${stem}.ts`,
      name: typeName,
      schema: entityForTypes(readSchema(join(entitiesDir, file)), typeName),
      cwd: entitiesDir,
    });
  }

  const files = new Map<string, string>(registry);
  const owners = new Map<string, string>();
  const index: string[] = [BANNER, ''];
  for (const source of sources) {
    const code = await compileOnce(source);
    for (const [, name] of code.matchAll(/^export (?:interface|type|const enum|enum) (\w+)/gm)) {
      const owner = owners.get(name);
      if (owner) throw new Error(`[gen:types] o tipo ${name} sai de ${owner} e de ${source.out}: dê títulos diferentes nos esquemas`);
      owners.set(name, source.out);
    }
    files.set(`${GENERATED_DIR}/${source.out}`, code);
    index.push(`export type * from './${source.out.replace(/\.ts$/, '')}';`);
  }
  index.push("export * from './names';");
  files.set(`${GENERATED_DIR}/index.ts`, `${index.join('\n')}\n`);
  return files;
}

/** Names of generated files that differ from what is on disk (missing, changed or left over). */
export function staleFiles(root: string, generated: Map<string, string>): string[] {
  const stale: string[] = [];
  for (const [file, content] of generated) {
    const path = join(root, file);
    if (!existsSync(path) || readFileSync(path, 'utf8') !== content) stale.push(file);
  }
  for (const folder of [GENERATED_DIR, 'schemas/generated']) {
    const dir = join(root, folder);
    if (!existsSync(dir)) continue;
    for (const name of readdirSync(dir).sort()) {
      const file = `${folder}/${name}`;
      if (!generated.has(file)) stale.push(file);
    }
  }
  return stale;
}

/**
 * The command itself, without the process: `--check` reports the stale files (exit code 1), otherwise they are
 * written. Tests call it in-process; the CLI prints its output.
 */
export async function genTypesCommand(root: string, check: boolean): Promise<{ code: number; output: string }> {
  const generated = await generateTypes(root);
  const stale = staleFiles(root, generated);
  if (check) {
    if (stale.length === 0) return { code: 0, output: `Tipos gerados em dia (${generated.size} arquivos).` };
    return {
      code: 1,
      output: `Tipos gerados desatualizados em relação a schemas/:\n${stale.map((file) => `  ${file}`).join('\n')}\nRode npm run gen:types.`,
    };
  }
  for (const file of stale) {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    const content = generated.get(file);
    if (content === undefined) rmSync(join(root, file));
    else writeFileSync(join(root, file), content);
  }
  return { code: 0, output: stale.length ? `Gerados: ${stale.join(', ')}` : `Tipos gerados já estavam em dia (${generated.size} arquivos).` };
}

async function main(argv: string[]): Promise<number> {
  const rootArg = argv.indexOf('--root');
  const root = rootArg >= 0 ? resolve(argv[rootArg + 1] ?? '.') : resolve(fileURLToPath(new URL('../../..', import.meta.url)));
  const { code, output } = await genTypesCommand(root, argv.includes('--check'));
  if (code === 0) console.log(output);
  else console.error(output);
  return code;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
