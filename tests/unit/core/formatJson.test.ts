// @vitest-environment node
import fc from 'fast-check';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { formatJson, JSON_LINE_WIDTH } from '../../../engine/core/definition/formatJson';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));

function jsonFiles(path: string): string[] {
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path).flatMap((name) => jsonFiles(join(path, name))).filter((file) => file.endsWith('.json'));
}

describe('the definitions formatter', () => {
  it('puts a value on one line when it fits, else opens it with two spaces per level', () => {
    expect(formatJson({ a: 1, b: [1, 2], c: {} })).toBe('{ "a": 1, "b": [1, 2], "c": {} }\n');
    const long = { items: Array.from({ length: 30 }, (_, index) => `campo${index}`) };
    const text = formatJson(long);
    expect(text.split('\n').every((line) => line.length <= JSON_LINE_WIDTH)).toBe(true);
    expect(text.startsWith('{\n  "items": [\n    "campo0", "campo1"')).toBe(true);
  });

  it('is stable: formatting formatted text changes nothing, and the value is kept', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const once = formatJson(value);
        expect(JSON.parse(once)).toEqual(JSON.parse(JSON.stringify(value)));
        expect(formatJson(JSON.parse(once))).toBe(once);
      }),
      { numRuns: 300 },
    );
  });

  it('has written every definition file of the repository (opening and saving changes no byte)', () => {
    const files = [...jsonFiles(join(ROOT, 'screens')), join(ROOT, 'menu.json'), join(ROOT, 'permissions.json')];
    const unformatted = files.filter((file) => {
      const text = readFileSync(file, 'utf8');
      return formatJson(JSON.parse(text)) !== text;
    });
    expect(unformatted).toEqual([]);
  });
});
