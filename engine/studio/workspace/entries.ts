/**
 * The definitions the studio lists, read from the files themselves: every screen, every resource, app.json,
 * the menu and the permission catalogue, with what the search matches (id, title, route, path).
 */

/** The kind of a definition file. */
export type EntryGroup = 'screen' | 'resource' | 'app' | 'menu' | 'permissions';

/** One listed definition. */
export interface StudioEntry {
  path: string;
  group: EntryGroup;
  /** What the list shows. */
  label: string;
  /** Id and route, shown under the label. */
  detail: string;
}

/** The group of a repository path, or null for files the studio only reads (entity schemas, spec routes). */
export function groupOf(path: string): EntryGroup | null {
  if (path === 'menu.json') return 'menu';
  if (path === 'permissions.json') return 'permissions';
  if (path === 'screens/app.json') return 'app';
  if (path.startsWith('screens/resources/')) return 'resource';
  if (path.startsWith('screens/')) return 'screen';
  return null;
}

function fieldsOf(text: string): Record<string, unknown> {
  try {
    const value = JSON.parse(text) as unknown;
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

const GROUP_ORDER: EntryGroup[] = ['screen', 'resource', 'menu', 'permissions', 'app'];

/** The listed entries of a set of files (path → text), grouped in the list's order, then by label. */
export function studioEntries(files: Readonly<Record<string, string>>, groupLabels: Record<EntryGroup, string>): StudioEntry[] {
  const entries: StudioEntry[] = [];
  for (const [path, text] of Object.entries(files)) {
    const group = groupOf(path);
    if (!group) continue;
    const fields = fieldsOf(text);
    const id = typeof fields.id === 'string' ? fields.id : '';
    const title = typeof fields.title === 'string' ? fields.title : '';
    const route = Array.isArray(fields.route) ? fields.route.join(' ') : typeof fields.route === 'string' ? fields.route : '';
    const label = group === 'screen' || group === 'resource' ? title || id || path : groupLabels[group];
    entries.push({ path, group, label, detail: [id, route].filter(Boolean).join(' · ') || path });
  }
  return entries.sort((a, b) => GROUP_ORDER.indexOf(a.group) - GROUP_ORDER.indexOf(b.group) || a.label.localeCompare(b.label, 'pt-BR') || a.path.localeCompare(b.path));
}

const fold = (text: string) => text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();

/** The entries a search matches (every word, in the label, id, route or path; accents ignored). */
export function searchEntries(entries: readonly StudioEntry[], query: string): StudioEntry[] {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (!words.length) return [...entries];
  return entries.filter((entry) => {
    const haystack = fold(`${entry.label} ${entry.detail} ${entry.path}`);
    return words.every((word) => haystack.includes(word));
  });
}
