import { childPointer, type Problem } from './problems.ts';

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/**
 * The keys of permissions.json and the problems the schema cannot see: repeated keys, a button key
 * (`Tela.acao`) without its screen key, and a `kind` that contradicts the key. Keys are collected even
 * from a file that fails its schema, so the other files are not flooded with "unknown key" problems.
 */
export function checkPermissions(value: unknown, file: string): { keys: Set<string>; problems: Problem[] } {
  const keys = new Set<string>();
  const problems: Problem[] = [];
  const entries = isObject(value) && Array.isArray(value.permissions) ? (value.permissions as unknown[]) : [];
  const keyed = entries.flatMap((entry, index) =>
    isObject(entry) && typeof entry.key === 'string' ? [{ key: entry.key, kind: entry.kind, index }] : [],
  );
  for (const { key, index } of keyed) {
    if (keys.has(key)) problems.push({ file, pointer: childPointer('/permissions', index, 'key'), message: `chave "${key}" repetida` });
    keys.add(key);
  }
  for (const { key, kind, index } of keyed) {
    const dot = key.indexOf('.');
    if (dot > 0 && !keys.has(key.slice(0, dot))) {
      problems.push({
        file,
        pointer: childPointer('/permissions', index, 'key'),
        message: `a chave de botão "${key}" precisa da chave de tela "${key.slice(0, dot)}"`,
      });
    }
    const expected = dot > 0 ? 'button' : 'screen';
    if ((kind === 'screen' || kind === 'button') && kind !== expected) {
      problems.push({
        file,
        pointer: childPointer('/permissions', index, 'kind'),
        message: `"${key}" é uma chave de ${expected === 'button' ? 'botão' : 'tela'}: use "${expected}"`,
      });
    }
  }
  return { keys, problems };
}
