// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { terserPassPlugin } from '../../../engine/tooling/terserPassPlugin';

// What the bundler hands over: already minified code, with a map back to its source module.
const SOURCE = 'export function total(items) {\n  const sum = items.reduce((acc, item) => acc + item.price, 0);\n  return sum;\n}\n';
const CODE = 'function total(items){let sum=items.reduce((acc,item)=>acc+item.price,0);return sum}export{total};';
// One segment per line start: the chunk's only line is `total`'s declaration in the source.
const MAP = JSON.stringify({ version: 3, sources: ['src/total.js'], sourcesContent: [SOURCE], names: [], mappings: 'AAAA' });

type Handler = (this: unknown, options: { format: string }, bundle: Record<string, unknown>) => Promise<void>;

function run(bundle: Record<string, unknown>, format = 'es') {
  const plugin = terserPassPlugin();
  const hook = plugin.generateBundle as { order: string; handler: Handler };
  expect(hook.order).toBe('post');
  return hook.handler.call({}, { format }, bundle);
}

describe('terser pass over the bundled chunks', () => {
  it('packs a chunk smaller, keeps what it exports, and carries its source map through', async () => {
    const chunk = { type: 'chunk', fileName: 'assets/total-Ab12.js', code: CODE };
    const map = { type: 'asset', fileName: 'assets/total-Ab12.js.map', source: MAP };
    await run({ [chunk.fileName]: chunk, [map.fileName]: map });
    // V8's compile hint first, on a line of its own; the code after it is smaller than the bundler's.
    expect(chunk.code.split('\n')[0]).toBe('//# allFunctionsCalledOnLoad');
    expect(chunk.code.replace(/^\/\/#.*\n/, '').replace(/\n?\/\/#.*$/, '').length).toBeLessThan(CODE.length);
    expect(chunk.code).toMatch(/export\s*\{\s*\w+ as total\s*\}|export\s*\{\s*total\s*\}/);
    expect(chunk.code).toMatch(/\/\/# sourceMappingURL=total-Ab12\.js\.map$/);
    const traced = JSON.parse(map.source) as { sources: string[]; sourcesContent: string[]; mappings: string };
    expect(traced.sources).toEqual(['src/total.js']);
    expect(traced.sourcesContent).toEqual([SOURCE]);
    // The hint's line maps nowhere; the code's first segment, on the next line, still points at the module's start.
    expect(traced.mappings).toMatch(/^;AAAA/);
    const { total } = (await import(`data:text/javascript,${encodeURIComponent(chunk.code.replace(/\/\/#.*$/, ''))}`)) as { total: (items: { price: number }[]) => number };
    expect(total([{ price: 2 }, { price: 3 }])).toBe(5);
  });

  it('leaves a build without maps without a map comment, and other formats alone', async () => {
    const chunk = { type: 'chunk', fileName: 'assets/total-Ab12.js', code: CODE };
    await run({ [chunk.fileName]: chunk });
    expect(chunk.code).not.toContain('sourceMappingURL');
    expect(chunk.code).toMatch(/^\/\/# allFunctionsCalledOnLoad\n/);
    const other = { type: 'chunk', fileName: 'worker.js', code: CODE };
    await run({ [other.fileName]: other }, 'iife');
    expect(other.code).toBe(CODE);
  });

  it("changes every chunk's hash with Terser's version and options (file names are hashed before the pass)", () => {
    const augment = terserPassPlugin().augmentChunkHash as () => string;
    expect(augment()).toMatch(/^terser \d+\.\d+\.\d+ \{"module":true,"compress":\{"passes":2\}/);
  });
});
