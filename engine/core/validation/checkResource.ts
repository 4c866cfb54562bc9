import type { ResourceDefinition } from '../generated';
import type { EmbeddedSchemaChecker } from './embeddedSchemas.ts';
import { oldTemplateProblems } from './oldTemplates.ts';
import { childPointer, type Problem } from './problems.ts';

/** What a resource is checked against. */
export interface ResourceCheckContext {
  /** Tells whether a permission key exists, or returns the problem's message. */
  unknownKey(key: string): string | undefined;
  /** Compiles the resource's JSON Schema; absent when its `$ref` did not resolve. */
  embedded?: EmbeddedSchemaChecker;
}

/**
 * Problems of a resource that passed its schema: its id is its file name, its keys exist (the base key and
 * the button keys its calls need: `save` needs `.new` and `.edit`, `remove` needs `.delete`, each derived
 * from the base key unless `keys` names it), and its JSON Schema compiles.
 */
export function checkResource(resource: ResourceDefinition, stem: string, file: string, context: ResourceCheckContext): Problem[] {
  const problems: Problem[] = [];
  const problem = (pointer: string, message: string) => problems.push({ file, pointer, message });
  if (resource.id !== stem) problem('/id', `o id do recurso deve ser o nome do arquivo: "${stem}"`);
  if (resource.permission !== null) {
    const unknown = context.unknownKey(resource.permission);
    if (unknown) problem('/permission', unknown);
  }
  for (const [action, key] of Object.entries(resource.keys ?? {})) {
    if (key === null) continue;
    const unknown = context.unknownKey(key as string);
    if (unknown) problem(childPointer('/keys', action), unknown);
  }
  const needs: Array<['new' | 'edit' | 'delete', string]> = [];
  if (resource.save) needs.push(['new', '/save'], ['edit', '/save']);
  if (resource.remove) needs.push(['delete', '/remove']);
  if (resource.permission !== null) {
    for (const [action, pointer] of needs) {
      if (resource.keys?.[action] !== undefined) continue;
      const derived = `${resource.permission}.${action}`;
      if (context.unknownKey(derived)) {
        problem(pointer, `a chave derivada "${derived}" não está em permissions.json: acrescente-a ou diga qual usar em "keys.${action}"`);
      }
    }
  }
  if (resource.lookup) {
    const declared = Object.keys(resource.list?.filters ?? {});
    resource.lookup.filters.forEach((name, index) => {
      if (!declared.includes(name)) {
        problem(`/lookup/filters/${index}`, `"${name}" não é um filtro de "list.filters"${declared.length ? ` (há: ${declared.join(', ')})` : ''}`);
      }
    });
  }
  for (const [pointer, message] of oldTemplateProblems(resource)) problem(pointer, message);
  if (resource.schema && context.embedded) {
    if (resource.schema.type !== 'object') problem('/schema/type', 'o esquema do recurso deve ser de objeto ("type": "object")');
    else problems.push(...context.embedded.check(resource.schema, file, '/schema'));
  }
  return problems;
}
