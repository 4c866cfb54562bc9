import type { RJSFSchema, RJSFValidationError } from '@rjsf/utils';

/** The data path of an rjsf error's `property` (`.produtos.0.ID`, `['first-name']`) as segments. */
export function errorPathOf(property: string | undefined): string[] {
  if (!property || property === '.') return [];
  const path: string[] = [];
  for (const match of property.matchAll(/\.([^.[\]]+)|\[(?:'((?:[^'\\]|\\.)*)'|"((?:[^"\\]|\\.)*)"|(\d+))\]/g)) {
    path.push(match[1] ?? match[2] ?? match[3] ?? match[4]);
  }
  return path;
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
    const child: RJSFSchema | undefined = node?.properties?.[segment] as RJSFSchema | undefined;
    names.push(typeof child?.title === 'string' ? child.title : segment);
    node = child;
  }
  return names.join(' › ');
}
