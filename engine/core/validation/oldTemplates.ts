/** Refusal of format v1 placeholders left in a definition. */

/**
 * The placeholders of format v1 (`":name"` in bodies, `/:name` in action routes, `$today-30` in defaults)
 * would now be sent as literal text: they are refused with the v2 spelling, in screens and resources alike.
 */
export function oldTemplateProblems(definition: unknown): Array<[string, string]> {
  const out: Array<[string, string]> = [];
  const visit = (node: unknown, pointer: string, inTemplate: boolean) => {
    if (typeof node === 'string') {
      const colon = /^:([A-Za-z_$][\w$.]*)$/.exec(node);
      const dollar = /^\$(today([+-]\d+)?|monthStart)$/.exec(node);
      if (inTemplate && colon) out.push([pointer, `marcador do formato antigo "${node}": use "{${colon[1]}}"`]);
      else if (dollar) out.push([pointer, `data do formato antigo "${node}": use "{${dollar[1]}}"`]);
      return;
    }
    if (Array.isArray(node)) {
      node.forEach((item, index) => visit(item, `${pointer}/${index}`, inTemplate));
      return;
    }
    if (!node || typeof node !== 'object') return;
    for (const [key, value] of Object.entries(node)) {
      const here = `${pointer}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`;
      // Embedded JSON Schemas may hold any text (descriptions, patterns).
      if (key === 'schema' || key === 'uiSchema') continue;
      if ((key === 'route' && pointer !== '') || key === 'afterSave') {
        if (typeof value === 'string' && /\/:[A-Za-z_]/.test(value)) out.push([here, `rota com marcador do formato antigo: use "{nome}" em vez de ":nome" (${value})`]);
        continue;
      }
      visit(value, here, inTemplate || key === 'body' || key === 'query' || key === 'defaults');
    }
  };
  visit(definition, '', false);
  return out;
}
