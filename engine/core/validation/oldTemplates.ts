/** Refusal of format v1 placeholders left in a definition. */
import { childPointer } from './problems.ts';

/**
 * The placeholders of format v1 (`":name"` in bodies, `/:name` in action routes, `$today-30` in defaults)
 * would now be sent as literal text: they are refused with the v2 spelling, in screens and resources alike.
 */
export function oldTemplateProblems(definition: unknown): Array<[string, string]> {
  const out: Array<[string, string]> = [];
  // The path to the node being visited; a pointer is spelled only for a problem found (the validator walks every
  // definition's whole tree on each run).
  const path: Array<string | number> = [];
  const here = (...more: Array<string | number>) => childPointer('', ...path, ...more);
  const visit = (node: unknown, inTemplate: boolean) => {
    if (typeof node === 'string') {
      const colon = /^:([A-Za-z_$][\w$.]*)$/.exec(node);
      const dollar = /^\$(today([+-]\d+)?|monthStart)$/.exec(node);
      if (inTemplate && colon) out.push([here(), `marcador do formato antigo "${node}": use "{${colon[1]}}"`]);
      else if (dollar) out.push([here(), `data do formato antigo "${node}": use "{${dollar[1]}}"`]);
      return;
    }
    if (Array.isArray(node)) {
      node.forEach((item, index) => {
        path.push(index);
        visit(item, inTemplate);
        path.pop();
      });
      return;
    }
    if (!node || typeof node !== 'object') return;
    for (const [key, value] of Object.entries(node)) {
      // Embedded JSON Schemas may hold any text (descriptions, patterns).
      if (key === 'schema' || key === 'uiSchema') continue;
      if ((key === 'route' && path.length > 0) || key === 'afterSave') {
        if (typeof value === 'string' && /\/:[A-Za-z_]/.test(value)) out.push([here(key), `rota com marcador do formato antigo: use "{nome}" em vez de ":nome" (${value})`]);
        continue;
      }
      path.push(key);
      visit(value, inTemplate || key === 'body' || key === 'query' || key === 'defaults');
      path.pop();
    }
  };
  visit(definition, false);
  return out;
}
