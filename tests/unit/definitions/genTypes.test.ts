// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const TSX = join(ROOT, 'node_modules/.bin/tsx');
const temp = mkdtempSync(join(tmpdir(), 'gen-types-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

function genTypes(args: string[]) {
  const result = spawnSync(TSX, ['engine/tooling/cli/gen-types.ts', ...args], { cwd: ROOT, encoding: 'utf8' });
  return { code: result.status, output: result.stdout + result.stderr };
}

describe('gen-types', () => {
  it('--check passes on the repository', () => {
    const run = genTypes(['--check']);
    expect(run.output).toContain('Tipos gerados em dia');
    expect(run.code).toBe(0);
  }, 60_000);

  it('--check fails, naming the stale file, when a schema changes; gen-types brings the types up to date', () => {
    const copy = join(temp, 'repo');
    cpSync(join(ROOT, 'schemas'), join(copy, 'schemas'), { recursive: true });
    cpSync(join(ROOT, 'engine/core/generated'), join(copy, 'engine/core/generated'), { recursive: true });
    const menuSchema = join(copy, 'schemas/menu.schema.json');
    const schema = JSON.parse(readFileSync(menuSchema, 'utf8'));
    schema.$defs.item.properties.badge = { type: 'string', description: 'Selo ao lado do título.' };
    writeFileSync(menuSchema, JSON.stringify(schema, null, 2));

    const stale = genTypes(['--check', '--root', copy]);
    expect(stale.code).toBe(1);
    expect(stale.output).toContain('Tipos gerados desatualizados');
    expect(stale.output).toContain('engine/core/generated/menu.ts');
    expect(stale.output).not.toContain('engine/core/generated/screen.ts');
    expect(stale.output).toContain('npm run gen:types');

    expect(genTypes(['--root', copy]).code).toBe(0);
    const menuTypes = readFileSync(join(copy, 'engine/core/generated/menu.ts'), 'utf8');
    expect(menuTypes.startsWith('/* generated — do not edit, run npm run gen:types */')).toBe(true);
    expect(menuTypes).toContain('badge?: string;');
    expect(genTypes(['--check', '--root', copy]).code).toBe(0);
  }, 60_000);
});
