// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const TSX = join(ROOT, 'node_modules/.bin/tsx');
const temp = mkdtempSync(join(tmpdir(), 'validate-cli-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

function validate(args: string[], env: Record<string, string> = {}) {
  const result = spawnSync(TSX, ['engine/tooling/cli/validate.ts', ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, ...env },
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe('npm run validate', () => {
  it('passes on the repository and prints the route coverage and a summary', () => {
    const run = validate([]);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^Rotas cobertas: \d+ \/ 90$/m);
    expect(run.stdout).toMatch(/\d+ telas, \d+ itens de menu, \d+ chaves de permissão: 0 erros/);
  }, 30_000);

  it('prints `file: /pointer: message` and exits 1 for a bad definition given with --extra', () => {
    const run = validate(['--extra', 'tests/definitions/unknown-cell-format.json']);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('Erros (1):');
    expect(run.stderr).toContain('tests/definitions/unknown-cell-format.json: /columns/1/format: formato de célula desconhecido "moeda"');
    expect(run.stdout).toMatch(/1 erro,/);
  }, 30_000);

  it('takes extra definitions from VALIDATE_EXTRA too', () => {
    const run = validate([], { VALIDATE_EXTRA: 'tests/definitions/duplicate-route.json' });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('tests/definitions/duplicate-route.json: /route: rota "/marketing/cupom" repetida: a mesma rota já está em screens/marketing/cupons.json');
  }, 30_000);

  it('reports a menu URL that opens no screen as a warning, and as an error with --strict', () => {
    const menu = join(temp, 'menu.json');
    writeFileSync(menu, JSON.stringify({
      items: [{ id: 'perdido', title: 'Perdido', type: 'item', icon: 'help', url: '/nao-existe', permission: null }],
    }));
    const relaxed = validate(['--menu', menu]);
    expect(relaxed.code).toBe(0);
    expect(relaxed.stdout).toContain(': /items/0/url: "/nao-existe" não abre nenhuma tela definida');
    const strict = validate(['--menu', menu, '--strict']);
    expect(strict.code).toBe(1);
    expect(strict.stderr).toContain(': /items/0/url: "/nao-existe" não abre nenhuma tela definida');
  }, 30_000);
});
