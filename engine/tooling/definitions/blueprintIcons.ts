import { createRequire } from 'node:module';

let names: ReadonlySet<string> | undefined;

/**
 * Every Blueprint icon name (`edit`, `tag`, ...), read from @blueprintjs/icons' generated enum of the
 * 16px set (both sizes have the same names) without loading the icon paths or React.
 */
export function blueprintIconNames(): ReadonlySet<string> {
  if (!names) {
    const require = createRequire(import.meta.url);
    const icons = require('@blueprintjs/icons/lib/cjs/generated/16px/blueprint-icons-16.js') as {
      BlueprintIcons_16: Record<string, string>;
    };
    names = new Set(Object.values(icons.BlueprintIcons_16));
  }
  return names;
}
