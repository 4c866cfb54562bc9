/**
 * Repository-relative paths with `/` separators, handled without Node's `path`, so the validator runs in the
 * browser (the definition studio) exactly as in `npm run validate`.
 */

/** The folder of a repository path (`screens/x/a.json` → `screens/x`; a top-level file → `.`). */
export function dirnameOf(path: string): string {
  const slash = path.lastIndexOf('/');
  return slash < 0 ? '.' : path.slice(0, slash) || '/';
}

/** Joins and normalises path parts (`.` and `..` resolved; leading `..` kept for paths above the root). */
export function joinPath(...parts: string[]): string {
  const out: string[] = [];
  for (const segment of parts.join('/').split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..' && out.length && out[out.length - 1] !== '..') out.pop();
    else out.push(segment);
  }
  return out.join('/') || '.';
}

/**
 * The order in which the validator meets files: folder by folder, entries sorted by name (code units), as a
 * depth-first listing of the disk gives them. Comparing segment by segment gives that same order.
 */
export function compareRepoPaths(a: string, b: string): number {
  const left = a.split('/');
  const right = b.split('/');
  for (let index = 0; index < Math.min(left.length, right.length); index++) {
    if (left[index] !== right[index]) return left[index] < right[index] ? -1 : 1;
  }
  return left.length - right.length;
}
