/**
 * The files the studio's save endpoint may read and write, and the all-or-nothing write: every file goes to a
 * temporary file beside it first, then each is renamed over the original; when a rename fails, the files already
 * renamed get their old text back, so a save never leaves half of its files written.
 */
import { existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { definitionSourcePaths } from '../definitions/studioModules.ts';

/** Whether a repository path is a definition file the studio may write. */
export function isWritableDefinition(path: string): boolean {
  if (path !== normalize(path) || path.includes('\\') || path.startsWith('/') || path.split('/').includes('..')) return false;
  return path === 'menu.json' || path === 'permissions.json' || (/^screens\/[\w./-]+\.json$/.test(path) && !path.includes('//'));
}

/** The text of every file a draft's validation may read, by repository path. */
export function readDefinitionFiles(root: string): Record<string, string> {
  return Object.fromEntries(definitionSourcePaths(root).map((path) => [path, readFileSync(join(root, path), 'utf8')]));
}

/** The text of one file, or null when it does not exist. */
export function readIfPresent(root: string, path: string): string | null {
  const file = join(root, path);
  return existsSync(file) ? readFileSync(file, 'utf8') : null;
}

/** Writes all the files or none (see above). */
export function writeAllOrNothing(root: string, files: ReadonlyMap<string, string>, tag: string): void {
  const planned = [...files].map(([path, text]) => ({ file: join(root, path), temp: join(dirname(join(root, path)), `.${path.split('/').pop()}.${tag}.tmp`), text }));
  const previous = new Map(planned.map(({ file }) => [file, existsSync(file) ? readFileSync(file, 'utf8') : null]));
  try {
    for (const { temp, text } of planned) writeFileSync(temp, text);
  } catch (error) {
    for (const { temp } of planned) rmSync(temp, { force: true });
    throw error;
  }
  const renamed: string[] = [];
  try {
    for (const { file, temp } of planned) {
      renameSync(temp, file);
      renamed.push(file);
    }
  } catch (error) {
    for (const file of renamed) {
      const text = previous.get(file);
      if (text === null || text === undefined) rmSync(file, { force: true });
      else writeFileSync(file, text);
    }
    for (const { temp } of planned) rmSync(temp, { force: true });
    throw error;
  }
}
