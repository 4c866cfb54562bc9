/**
 * A short plain-language summary of what changed between two versions of a definition ("2 colunas adicionadas,
 * filtro Situação removido"): the parts admins think in (columns, filters, form fields, actions, menu items,
 * permission keys), then any other top-level property that changed.
 */

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => value !== null && typeof value === 'object' && !Array.isArray(value);

interface Part {
  /** Singular and plural nouns, and whether they are feminine (the participle agrees). */
  one: string;
  many: string;
  feminine: boolean;
  /** The named items of a version: key → the name shown. */
  items(value: Json): Map<string, string>;
}

const titled = (entry: unknown, key: string) => (isObject(entry) && typeof entry.title === 'string' ? entry.title : key);

const PARTS: Part[] = [
  {
    one: 'coluna', many: 'colunas', feminine: true,
    items: (value) => new Map((Array.isArray(value.columns) ? value.columns : []).filter(isObject).map((column) => [String(column.field), titled(column, String(column.field))])),
  },
  {
    one: 'filtro', many: 'filtros', feminine: false,
    items: (value) => {
      const properties = isObject(value.filters) && isObject(value.filters.schema) && isObject(value.filters.schema.properties) ? value.filters.schema.properties : {};
      return new Map(Object.entries(properties).map(([key, entry]) => [key, titled(entry, key)]));
    },
  },
  {
    one: 'campo', many: 'campos', feminine: false,
    items: (value) => {
      const properties = isObject(value.schema) && isObject(value.schema.properties) ? value.schema.properties : {};
      return new Map(Object.entries(properties).map(([key, entry]) => [key, titled(entry, key)]));
    },
  },
  {
    one: 'ação', many: 'ações', feminine: true,
    items: (value) => {
      const all = [...(Array.isArray(value.actions) ? value.actions : []), ...(Array.isArray(value.rowActions) ? value.rowActions : [])];
      return new Map(all.map((action) => (typeof action === 'string' ? [action, action] : [JSON.stringify(action), isObject(action) && typeof action.label === 'string' ? action.label : 'sem nome'])));
    },
  },
  {
    one: 'item do menu', many: 'itens do menu', feminine: false,
    items: (value) => {
      const out = new Map<string, string>();
      const walk = (nodes: unknown) => {
        for (const node of Array.isArray(nodes) ? nodes : []) {
          if (!isObject(node)) continue;
          out.set(String(node.id), typeof node.title === 'string' ? node.title : String(node.id));
          walk(node.children);
        }
      };
      walk(value.items);
      return out;
    },
  },
  {
    one: 'chave', many: 'chaves', feminine: true,
    items: (value) => new Map((Array.isArray(value.permissions) ? value.permissions : []).filter(isObject).map((entry) => [String(entry.key), String(entry.key)])),
  },
];

const SUMMARIZED_KEYS = new Set(['columns', 'filters', 'schema', 'actions', 'rowActions', 'items', 'permissions']);

function phrase(part: Part, names: readonly string[], verb: 'adicionad' | 'removid' | 'alterad'): string {
  const ending = (plural: boolean) => verb + (part.feminine ? 'a' : 'o') + (plural ? 's' : '');
  return names.length === 1 ? `${part.one} ${names[0]} ${ending(false)}` : `${names.length} ${part.many} ${ending(true)}`;
}

/** The summary of the change from `before` to `after` (texts of one file); null when either is not JSON. */
export function summarizeChange(before: string, after: string): string | null {
  let a: unknown;
  let b: unknown;
  try {
    a = JSON.parse(before);
    b = JSON.parse(after);
  } catch {
    return null;
  }
  if (!isObject(a) || !isObject(b)) return null;
  const out: string[] = [];
  for (const part of PARTS) {
    const old = part.items(a);
    const next = part.items(b);
    const added = [...next].filter(([key]) => !old.has(key)).map(([, name]) => name);
    const removed = [...old].filter(([key]) => !next.has(key)).map(([, name]) => name);
    if (added.length) out.push(phrase(part, added, 'adicionad'));
    if (removed.length) out.push(phrase(part, removed, 'removid'));
  }
  const changedKeys = [...new Set([...Object.keys(a), ...Object.keys(b)])].filter((key) => !SUMMARIZED_KEYS.has(key) && JSON.stringify(a[key]) !== JSON.stringify(b[key]));
  for (const key of changedKeys) out.push(`${key} ${!(key in a) ? 'adicionado' : !(key in b) ? 'removido' : 'alterado'}`);
  if (!out.length && before !== after) out.push(JSON.stringify(a) === JSON.stringify(b) ? 'só a formatação mudou' : 'ordem ou detalhes alterados');
  if (!out.length) return null;
  const text = out.join(', ');
  return text[0].toUpperCase() + text.slice(1);
}
