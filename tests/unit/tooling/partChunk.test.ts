// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { partChunk } from '../../../engine/tooling/partChunkPlugin';

const ROOT = '/repo';
// A module graph: id -> its static imports.
const GRAPH: Record<string, string[]> = {
  '/repo/main.tsx': ['/repo/session.ts', '/repo/react.js'],
  '/repo/session.ts': ['/repo/react.js'],
  '/repo/react.js': [],
  '/repo/part.ts': ['/repo/shell.tsx', '/repo/cells.ts', '/repo/session.ts'],
  '/repo/shell.tsx': ['/repo/input.js', '/repo/menu.ts'],
  '/repo/menu.ts': [],
  '/repo/cells.ts': ['/repo/tag.js'],
  '/repo/tag.js': [],
  '/repo/input.js': [],
  '/repo/login.tsx': ['/repo/input.js', '/repo/session.ts'],
  // A screen kind the part imports lazily (not in its static closure).
  '/repo/list.tsx': ['/repo/table.tsx', '/repo/tag.js', '/repo/input.js'],
  '/repo/table.tsx': [],
};

type BuildEnd = (this: unknown, error?: Error) => void;

function built(graph: Record<string, string[]>, also?: RegExp, joined?: string[]) {
  const chunk = partChunk({ name: 'signedIn', part: 'part.ts', without: ['main.tsx', 'login.tsx'], also, with: joined });
  const errors: string[] = [];
  const context = {
    environment: { config: { root: ROOT } },
    getModuleInfo: (id: string) => (id in graph ? { importedIds: graph[id] } : null),
    error: (message: string) => {
      errors.push(message);
      throw new Error(message);
    },
  };
  (chunk.plugin.buildEnd as BuildEnd).call(context);
  return { chunk, errors };
}

describe('the chunk of a lazy part', () => {
  it('takes what the part imports, without what the entry or a page without the part imports, and not the part itself', () => {
    const { chunk } = built(GRAPH);
    const taken = Object.keys(GRAPH).filter((id) => chunk.group.test(id));
    expect(taken.sort()).toEqual(['/repo/cells.ts', '/repo/menu.ts', '/repo/shell.tsx', '/repo/tag.js']);
    // Above the bundler's shared-code group, below the entry's.
    expect(chunk.group.priority).toBeGreaterThan(1);
    expect(chunk.group.priority).toBeLessThan(2);
    expect(chunk.group.name).toBe('signedIn');
  });

  it('takes the library modules named in `also`, which its imports only reach through a package index', () => {
    const { chunk } = built(GRAPH, /\/select\.js$/);
    expect(chunk.group.test('/repo/node_modules/lib/select.js')).toBe(true);
    expect(chunk.group.test('/repo/node_modules/lib/dialog.js')).toBe(false);
  });

  it('takes the lazy modules named in `with` and what they import, still without what the pages without it import', () => {
    const { chunk } = built(GRAPH, undefined, ['list.tsx']);
    const taken = Object.keys(GRAPH).filter((id) => chunk.group.test(id));
    expect(taken.sort()).toEqual(['/repo/cells.ts', '/repo/list.tsx', '/repo/menu.ts', '/repo/shell.tsx', '/repo/table.tsx', '/repo/tag.js']);
  });

  it('fails the build when a module named in `with` is not in it', () => {
    expect(() => built(GRAPH, undefined, ['gone.tsx'])).toThrow('[engine] partChunk signedIn: gone.tsx is not in the build');
  });

  it('fails the build when the part is not in it', () => {
    const { '/repo/part.ts': _part, ...withoutPart } = GRAPH;
    expect(() => built(withoutPart)).toThrow('[engine] partChunk signedIn: part.ts is not in the build');
  });
});
