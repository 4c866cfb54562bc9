/**
 * Rename across files: a permission key, a route, or an id (screen or resource) changes in every definition that
 * names it, as one set of drafts. Only values change (object keys such as field names stay): a key's own button
 * keys follow it (`Cupons.new` → `Descontos.new`), and a route's sub-routes too (`/marketing/cupom/:id`).
 */
import { formatJson } from '../../core/definition/formatJson';
import { groupOf } from '../workspace/entries';

/** What is renamed. */
export type RenameKind = 'key' | 'route' | 'id';

function renamedString(value: string, kind: RenameKind, from: string, to: string): string {
  if (value === from) return to;
  if (kind === 'key' && value.startsWith(`${from}.`)) return to + value.slice(from.length);
  if (kind === 'route' && (value.startsWith(`${from}/`) || value.startsWith(`${from}?`))) return to + value.slice(from.length);
  return value;
}

/** Properties whose value names a screen or a resource (an id rename changes only these: field names stay). */
const ID_PROPERTIES = /^(id|resource|screen|[a-z]+Screen)$/;

/** Properties that hold texts people read: a title "Cupons" is not the key `Cupons`. */
const TEXT_PROPERTIES = /^(title|label|description|text|placeholder|help|message|newTitle|subtitle|[a-z]*Text|[a-z]*Label|[a-z]*Title)$/;

function renames(kind: RenameKind, property: string | null): boolean {
  if (kind === 'id') return !!property && ID_PROPERTIES.test(property);
  return !(property && TEXT_PROPERTIES.test(property));
}

/** Properties left whole by any rename. */
const KEPT_PROPERTIES = new Set(['$schema', 'texts', 'personas']);

function renamedValue(value: unknown, kind: RenameKind, from: string, to: string, property: string | null): unknown {
  if (typeof value === 'string') return renames(kind, property) ? renamedString(value, kind, from, to) : value;
  if (Array.isArray(value)) return value.map((item) => renamedValue(item, kind, from, to, property));
  if (value && typeof value === 'object') {
    // Texts (`texts`) stay whole; so do the studio's personas, whose roles are what the sign-in service grants
    // (a rename in the definitions does not change them). Arrays keep the property they belong to.
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>).map(([key, item]) => [key, KEPT_PROPERTIES.has(key) ? item : renamedValue(item, kind, from, to, key)]),
    );
  }
  return value;
}

/** The new texts of the definition files the rename changes (path → text, formatted as the repository's files). */
export function renameAcross(files: Readonly<Record<string, string>>, kind: RenameKind, from: string, to: string): Record<string, string> {
  const out: Record<string, string> = {};
  if (!from || !to || from === to) return out;
  for (const [path, text] of Object.entries(files)) {
    if (!groupOf(path)) continue;
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      continue;
    }
    const renamed = renamedValue(value, kind, from, to, null);
    if (JSON.stringify(renamed) !== JSON.stringify(value)) out[path] = formatJson(renamed);
  }
  return out;
}
