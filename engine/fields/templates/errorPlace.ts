import type { RJSFSchema, RJSFValidationError } from '@rjsf/utils';

/**
 * The data path of an rjsf error's `property` (`.produtos.0.ID`, `['first-name']`, or `cursoId` without the
 * leading dot, as rjsf writes a missing property of the root) as segments.
 */
export function errorPathOf(property: string | undefined): string[] {
  if (!property || property === '.') return [];
  const path: string[] = [];
  const dotted = /^[.[]/.test(property) ? property : `.${property}`;
  for (const match of dotted.matchAll(/\.([^.[\]]+)|\[(?:'((?:[^'\\]|\\.)*)'|"((?:[^"\\]|\\.)*)"|(\d+))\]/g)) {
    path.push(match[1] ?? match[2] ?? match[3] ?? match[4]);
  }
  return path;
}

/** A property's schema, also when only a conditional branch (`dependencies` → `oneOf`) declares it. */
function propertyOf(node: RJSFSchema | undefined, name: string): RJSFSchema | undefined {
  const own = node?.properties?.[name];
  if (own && typeof own === 'object') return own as RJSFSchema;
  for (const dependency of Object.values(node?.dependencies ?? {})) {
    if (!dependency || typeof dependency !== 'object' || Array.isArray(dependency)) continue;
    for (const branch of (dependency as RJSFSchema).oneOf ?? []) {
      const found = typeof branch === 'object' ? branch.properties?.[name] : undefined;
      if (found && typeof found === 'object') return found as RJSFSchema;
    }
  }
  return undefined;
}

/**
 * Where an error is, in the user's words: the titles of the fields down to it, an item of a list by its
 * position (`Produtos › item 1 › ID`); '' for an error of the whole form.
 */
export function errorPlaceOf(schema: RJSFSchema, error: RJSFValidationError): string {
  const path = errorPathOf(error.property);
  const names: string[] = [];
  let node: RJSFSchema | undefined = schema;
  for (const segment of path) {
    const items: RJSFSchema | undefined = node && typeof node.items === 'object' && !Array.isArray(node.items) ? (node.items as RJSFSchema) : undefined;
    if (/^\d+$/.test(segment) && items) {
      names.push(`item ${Number(segment) + 1}`);
      node = items;
      continue;
    }
    const child = propertyOf(node, segment);
    names.push(typeof child?.title === 'string' ? child.title : segment);
    node = child;
  }
  return names.join(' › ');
}
