import { encode } from '@jridgewell/sourcemap-codec';
import { describe, expect, it } from 'vitest';
import { bytesBySource, groupOf } from '../../bench/breakdown';

describe('bench breakdown by package', () => {
  it('groups a source by its npm package, scoped ones with their scope, else by its first two folders', () => {
    expect(groupOf('../../node_modules/react-dom/cjs/react-dom-client.production.js')).toBe('react-dom');
    expect(groupOf('../node_modules/@blueprintjs/core/lib/esm/components/button/buttons.js')).toBe('@blueprintjs/core');
    // A package inside another's node_modules is the inner one.
    expect(groupOf('../node_modules/a/node_modules/@floating-ui/dom/dist/x.mjs')).toBe('@floating-ui/dom');
    expect(groupOf('../engine/ui/ErrorPanel.tsx')).toBe('engine/ui');
    expect(groupOf('../engine/app/styles.css?used')).toBe('engine/app');
    expect(groupOf('\0virtual:screens')).toBe('(módulos virtuais)');
  });

  it('gives each mapped segment the bytes up to the next one of its line, and counts the rest as unmapped', () => {
    // Line 1: "AAAA" from source 0, then "BB" from source 1; line 2: "CCC" with no mapping at all.
    const code = 'AAAABB\nCCC';
    const mappings = encode([[[0, 0, 0, 0], [4, 1, 0, 0]], []]);
    const groups = bytesBySource(code, { sources: ['../node_modules/react/index.js', '../engine/core/access.ts'], mappings });
    expect(Object.fromEntries(groups)).toEqual({ react: 4, 'engine/core': 2, '(sem mapa)': 3 });
  });

  it('counts the bytes before a line\'s first segment and a segment with no source as unmapped', () => {
    const code = 'xxAAyy';
    const mappings = encode([[[2, 0, 0, 0], [4]]]);
    const groups = bytesBySource(code, { sources: ['../node_modules/wouter/esm/index.js'], mappings });
    expect(Object.fromEntries(groups)).toEqual({ wouter: 2, '(sem mapa)': 4 });
  });
});
