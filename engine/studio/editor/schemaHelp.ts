/**
 * Walks the format's JSON Schemas (virtual:screens/studio `schemas`, keyed by their path under schemas/) to the
 * part that describes a place of a document: the editor completes property names and values from it and shows
 * its pt-BR description on hover. `oneOf` branches (a screen's `kind`, a column's `format`) are narrowed by the
 * constants the object already has, so a list screen is offered the list's properties.
 */

type Schema = Record<string, unknown>;

/** A schema and the file its relative `$ref`s resolve from. */
interface Located {
  schema: Schema;
  file: string;
  /** The description written where this schema was referenced (it wins over the target's own). */
  note?: string;
}

/** The schema document of a definition file, by its repository path. */
export function documentSchemaOf(path: string): string {
  if (path === 'menu.json') return 'menu.schema.json';
  if (path === 'permissions.json') return 'permissions.schema.json';
  if (path === 'screens/app.json') return 'app.schema.json';
  if (path.startsWith('screens/resources/')) return 'resource.schema.json';
  return 'screen.schema.json';
}

function joinPath(file: string, relative: string): string {
  const parts = file.split('/').slice(0, -1);
  for (const part of relative.split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '.' && part !== '') parts.push(part);
  }
  return parts.join('/');
}

const isSchema = (value: unknown): value is Schema => value !== null && typeof value === 'object' && !Array.isArray(value);

/** One suggestion for a place. */
export interface Suggestion {
  label: string;
  /** The JSON text inserted. */
  value: string;
  detail?: string;
  description?: string;
}

/** The navigator over one set of schemas. */
export interface SchemaHelp {
  /** The schemas that describe the value at `path` of a document whose objects along the path are `objects`. */
  at(document: string, path: ReadonlyArray<string | number>, objects?: ReadonlyArray<Record<string, unknown> | undefined>): Located[];
  /** Property names an object at `path` may have. */
  properties(document: string, path: ReadonlyArray<string | number>, objects?: ReadonlyArray<Record<string, unknown> | undefined>): Suggestion[];
  /** Values the place at `path` may take (enums, constants, booleans). */
  values(document: string, path: ReadonlyArray<string | number>, objects?: ReadonlyArray<Record<string, unknown> | undefined>): Suggestion[];
  /** The pt-BR help of the place at `path`: its title and description. */
  describe(document: string, path: ReadonlyArray<string | number>, objects?: ReadonlyArray<Record<string, unknown> | undefined>): string | null;
}

/** A navigator over the format's schemas. */
export function createSchemaHelp(schemas: Readonly<Record<string, Schema>>): SchemaHelp {
  const resolveRef = (file: string, ref: string): Located | null => {
    const [target, fragment = ''] = ref.split('#');
    const targetFile = target ? joinPath(file, target) : file;
    let node: unknown = schemas[targetFile];
    for (const part of fragment.split('/').filter(Boolean)) {
      node = isSchema(node) ? node[part.replace(/~1/g, '/').replace(/~0/g, '~')] : undefined;
    }
    return isSchema(node) ? { schema: node, file: targetFile } : null;
  };

  // Whether a branch contradicts the constants the object already holds (`kind`, `format`, `type`...).
  const contradicts = (branch: Located, object: Record<string, unknown> | undefined, depth: number): boolean => {
    if (!object) return false;
    return expand(branch, undefined, depth + 1).some((located) => {
      const properties = located.schema.properties;
      if (!isSchema(properties)) return false;
      return Object.entries(properties).some(([name, property]) => {
        if (!(name in object) || !isSchema(property)) return false;
        if ('const' in property) return property.const !== object[name];
        if (Array.isArray(property.enum) && typeof object[name] === 'string') return !property.enum.includes(object[name]);
        return false;
      });
    });
  };

  function expand(located: Located, object: Record<string, unknown> | undefined, depth = 0): Located[] {
    if (depth > 12) return [];
    const { schema, file } = located;
    const out: Located[] = [located];
    const note = located.note ?? (typeof schema.description === 'string' ? schema.description : undefined);
    if (typeof schema.$ref === 'string') {
      const target = resolveRef(file, schema.$ref);
      if (target) out.push(...expand({ ...target, note }, object, depth + 1));
    }
    for (const keyword of ['allOf', 'anyOf', 'oneOf'] as const) {
      const branches = schema[keyword];
      if (!Array.isArray(branches)) continue;
      const located = branches.filter(isSchema).map((branch) => ({ schema: branch, file }));
      const kept = keyword === 'allOf' ? located : located.filter((branch) => !contradicts(branch, object, depth));
      for (const branch of kept) out.push(...expand(branch, object, depth + 1));
    }
    for (const keyword of ['then', 'else'] as const) {
      if (isSchema(schema[keyword])) out.push(...expand({ schema: schema[keyword], file }, object, depth + 1));
    }
    return out;
  }

  const child = (parents: readonly Located[], segment: string | number): Located[] => {
    const out: Located[] = [];
    for (const { schema, file } of parents) {
      if (typeof segment === 'number') {
        if (Array.isArray(schema.prefixItems) && isSchema(schema.prefixItems[segment])) out.push({ schema: schema.prefixItems[segment], file });
        else if (isSchema(schema.items)) out.push({ schema: schema.items, file });
        continue;
      }
      const properties = schema.properties;
      if (isSchema(properties) && isSchema(properties[segment])) {
        out.push({ schema: properties[segment], file });
        continue;
      }
      if (isSchema(schema.patternProperties)) {
        for (const [pattern, sub] of Object.entries(schema.patternProperties)) {
          if (isSchema(sub) && new RegExp(pattern, 'u').test(segment)) out.push({ schema: sub, file });
        }
      }
      if (isSchema(schema.additionalProperties)) out.push({ schema: schema.additionalProperties, file });
    }
    return out;
  };

  const at: SchemaHelp['at'] = (document, path, objects = []) => {
    const root = schemas[document];
    if (!root) return [];
    let current = expand({ schema: root, file: document }, objects[0]);
    path.forEach((segment, index) => {
      current = child(current, segment).flatMap((located) => expand(located, objects[index + 1]));
    });
    return current;
  };

  const descriptionOf = (located: readonly Located[]): string | null => {
    const note = located.find((entry) => entry.note)?.note;
    const description = note ?? located.map((entry) => entry.schema.description).find((text): text is string => typeof text === 'string');
    return description ?? null;
  };

  return {
    at,
    properties(document, path, objects) {
      const seen = new Map<string, Suggestion>();
      for (const { schema, file } of at(document, path, objects)) {
        if (!isSchema(schema.properties)) continue;
        for (const [name, property] of Object.entries(schema.properties)) {
          if (seen.has(name) || !isSchema(property)) continue;
          const description = descriptionOf(expand({ schema: property, file }, undefined));
          seen.set(name, { label: name, value: JSON.stringify(name), description: description ?? undefined });
        }
      }
      return [...seen.values()];
    },
    values(document, path, objects) {
      const seen = new Map<string, Suggestion>();
      const add = (value: unknown, description?: string) => {
        const text = JSON.stringify(value);
        if (!seen.has(text)) seen.set(text, { label: text, value: text, description });
      };
      for (const { schema } of at(document, path, objects)) {
        if ('const' in schema) add(schema.const, typeof schema.description === 'string' ? schema.description : undefined);
        if (Array.isArray(schema.enum)) {
          const notes = Array.isArray(schema.enumDescriptions) ? schema.enumDescriptions : [];
          schema.enum.forEach((value, index) => add(value, typeof notes[index] === 'string' ? (notes[index] as string) : undefined));
        }
        if (schema.type === 'boolean') {
          add(true);
          add(false);
        }
      }
      return [...seen.values()];
    },
    describe(document, path, objects) {
      const located = at(document, path, objects);
      const title = located.map((entry) => entry.schema.title).find((text): text is string => typeof text === 'string');
      const description = descriptionOf(located);
      if (!description) return title ?? null;
      return description;
    },
  };
}
