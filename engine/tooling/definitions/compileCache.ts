import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/**
 * Compile results kept on disk between runs, keyed by hashes of what was compiled, so `npm run validate`
 * does not recompile unchanged schemas (ajv's compile is most of its time). A changed input is a new key:
 * nothing can go stale. The cache lives in the node_modules/.cache of the installation that provides ajv,
 * so ajv standalone modules stored there find `ajv/dist/runtime/*`. Any failure to read or write it only
 * means compiling again.
 */
export interface CompileCache {
  /** A CommonJS module saved under `name`, or undefined. */
  loadModule(name: string): unknown;
  /** Saves CommonJS source under `name`. */
  saveModule(name: string, code: string): void;
  /** Keys remembered under `name` (e.g. hashes of schemas known to compile). */
  loadKeys(name: string): Set<string>;
  /** Remembers keys under `name`. */
  saveKeys(name: string, keys: Set<string>): void;
}

const require = createRequire(import.meta.url);

/** A short stable hash of some texts. */
export function contentHash(...parts: string[]): string {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part).update('\u0000');
  return hash.digest('hex').slice(0, 24);
}

/** The installed ajv's version (part of every key: another ajv compiles differently). */
export function ajvVersion(): string {
  return (require('ajv/package.json') as { version: string }).version;
}

function writeAtomically(path: string, content: string): void {
  mkdirSync(dirname(path), { recursive: true });
  const temporary = `${path}.${process.pid}.tmp`;
  writeFileSync(temporary, content);
  renameSync(temporary, path);
}

/** The cache, or one that remembers nothing when `enabled` is false. */
export function createCompileCache(enabled = true): CompileCache {
  if (!enabled) {
    return { loadModule: () => undefined, saveModule: () => {}, loadKeys: () => new Set(), saveKeys: () => {} };
  }
  const dir = join(dirname(require.resolve('ajv/package.json')), '..', '.cache', 'backoffice-definitions');
  return {
    loadModule(name) {
      try {
        return require(join(dir, name));
      } catch {
        return undefined;
      }
    },
    saveModule(name, code) {
      try {
        writeAtomically(join(dir, name), code);
      } catch {
        // A read-only node_modules only costs the next run a compile.
      }
    },
    loadKeys(name) {
      try {
        return new Set(JSON.parse(readFileSync(join(dir, name), 'utf8')) as string[]);
      } catch {
        return new Set();
      }
    },
    saveKeys(name, keys) {
      try {
        writeAtomically(join(dir, name), JSON.stringify([...keys].sort()));
      } catch {
        // As above.
      }
    },
  };
}
