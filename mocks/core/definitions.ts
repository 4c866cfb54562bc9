/**
 * The definitions the mock serves, read at start from the same files the app is built from:
 * screens/resources/*.json (each resource's entity schema, id field, calls, keys, list filters and sortable
 * fields), the list screens' ids and keys (saved views belong to a list), screens/app.json (the all-keys role) and
 * permissions.json (the key catalogue).
 * `$ref`s to schemas/entities are inlined as the build does (engine/tooling/definitions/inlineRefs.ts).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { resolveResource } from '../../engine/core/definition/resolve.ts';
import type { RuntimeResource } from '../../engine/core/definition/runtime.ts';
import type { ResourceDefinition } from '../../engine/core/generated/index.ts';
import type { Row } from './db.ts';
import type { ListFilter } from './query.ts';

/** A resource as the mock serves it: what the engine reads, plus the list's filters and sortable fields. */
export interface MockResource extends RuntimeResource {
  /** The resource's entity schema (the app's runtime resources do not carry it: only the mock's checks read it). */
  schema?: Record<string, unknown>;
  filters: Record<string, ListFilter>;
  sortable?: string[];
  /** The resource's own keys as written (`keys` of the file), to tell "nobody" from "any signed-in user". */
  declaredKeys: ResourceDefinition['keys'];
}

/** Everything the mock reads from the definitions. */
export interface Definitions {
  resources: Map<string, MockResource>;
  allKeysRole: string;
  /**
   * Every list screen by id, with the key that opens it (null: any signed-in user), as the engine resolves it: the
   * screen's own `permission`, else its resource's. Saved views are kept per list and follow its key.
   */
  lists: Map<string, string | null>;
  /** The key catalogue (permissions.json). */
  permissions: Array<{ key: string; label: string; area: string; kind: string }>;
}

const readJson = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as unknown;

/** Replaces each `$ref` (a file under schemas/entities, optionally with `#/pointer`) by what it points at. */
function inline(value: unknown, dir: string, root: string, document?: unknown): unknown {
  if (Array.isArray(value)) return value.map((item) => inline(item, dir, root, document));
  if (!value || typeof value !== 'object') return value;
  const { $ref, ...rest } = value as Record<string, unknown>;
  const out = Object.fromEntries(Object.entries(rest).map(([key, item]) => [key, inline(item, dir, root, document)]));
  if (typeof $ref !== 'string') return out;
  const [file, pointer = ''] = $ref.split('#');
  const path = file ? resolve(dir, file) : '';
  if (file && !path.startsWith(join(root, 'schemas', 'entities'))) throw new Error(`[mocks] "$ref" fora de schemas/entities: ${$ref}`);
  const target = file ? readJson(path) : document;
  let node = target as Row | undefined;
  for (const step of pointer.split('/').filter(Boolean)) node = node?.[decodeURIComponent(step).replace(/~1/g, '/').replace(/~0/g, '~')];
  if (node === undefined) throw new Error(`[mocks] "$ref" não encontrado: ${$ref}`);
  const { $schema: _schema, $id: _id, ...schema } = inline(node, file ? dirname(path) : dir, root, target) as Record<string, unknown>;
  return { ...schema, ...out };
}

/** Reads the definitions under `root` (the repository). */
export function loadDefinitions(root: string): Definitions {
  const folder = join(root, 'screens', 'resources');
  const resources = new Map<string, MockResource>();
  for (const name of readdirSync(folder).filter((file) => file.endsWith('.json')).sort()) {
    const definition = inline(readJson(join(folder, name)), folder, root) as ResourceDefinition;
    const runtime = resolveResource(definition);
    resources.set(definition.id, {
      ...runtime,
      ...(definition.schema ? { schema: definition.schema as Record<string, unknown> } : {}),
      filters: (definition.list?.filters ?? {}) as Record<string, ListFilter>,
      ...(definition.list?.sortable ? { sortable: definition.list.sortable } : {}),
      declaredKeys: definition.keys,
    });
  }
  const app = readJson(join(root, 'screens', 'app.json')) as { allKeysRole: string };
  const permissions = (readJson(join(root, 'permissions.json')) as { permissions: Definitions['permissions'] }).permissions;
  return { resources, lists: listKeys(join(root, 'screens'), folder, resources), allKeysRole: app.allKeysRole, permissions };
}

/** The list screens under `dir` (resources left out) by id, with the key that opens each. */
function listKeys(dir: string, resourcesDir: string, resources: ReadonlyMap<string, MockResource>): Map<string, string | null> {
  const out = new Map<string, string | null>();
  for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (path !== resourcesDir) for (const [id, key] of listKeys(path, resourcesDir, resources)) out.set(id, key);
      continue;
    }
    if (!entry.name.endsWith('.json')) continue;
    const screen = readJson(path) as { id?: string; kind?: string; permission?: string | null; resource?: string };
    if (screen.kind !== 'list' || typeof screen.id !== 'string') continue;
    const key = screen.permission !== undefined ? screen.permission : (screen.resource ? resources.get(screen.resource)?.permission : undefined);
    out.set(screen.id, key ?? null);
  }
  return out;
}
