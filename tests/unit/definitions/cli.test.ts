// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { formatJson } from '../../../engine/core/definition/formatJson';
import { CELL_FORMATS } from '../../../engine/core/names';
import { validateCommand } from '../../../engine/tooling/cli/validate';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const TSX = join(ROOT, 'node_modules/.bin/tsx');
const temp = mkdtempSync(join(tmpdir(), 'validate-cli-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

/** The validate CLI as a process (only the test of the repository itself pays its start-up). */
function validateProcess(args: string[]) {
  const result = spawnSync(TSX, ['engine/tooling/cli/validate.ts', ...args], { cwd: ROOT, encoding: 'utf8' });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** The same command in-process, with the CLI's arguments and environment (VALIDATE_EXTRA), from the repository's root. */
function validate(args: string[], env: Record<string, string> = {}) {
  const cwd = process.cwd();
  process.chdir(ROOT);
  try {
    return validateCommand(args, { ...process.env, VALIDATE_EXTRA: undefined, ...env });
  } finally {
    process.chdir(cwd);
  }
}

describe('npm run validate', () => {
  it('passes on the repository and prints the route coverage and a summary', () => {
    const run = validateProcess([]);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^Rotas cobertas: \d+ \/ 90$/m);
    // v2: the summary counts the resources (screens/resources/) and the warnings too.
    expect(run.stdout).toMatch(/\d+ telas, [1-9]\d* recursos, \d+ itens de menu, \d+ chaves de permissão: 0 erros, 0 avisos/);
  }, 30_000);

  it('prints `file: /pointer: message` and exits 1 for a bad definition given with --extra', () => {
    const run = validate(['--extra', 'tests/definitions/unknown-cell-format.json']);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('Erros (1):');
    // The format comes from the generated registry (schemas/generated/registry.schema.json): the message lists
    // exactly the registered cell formats.
    const registered = CELL_FORMATS.map((name) => JSON.stringify(name)).join(', ');
    expect(run.stderr).toContain(`tests/definitions/unknown-cell-format.json: /columns/1/format: deve ser um destes valores: ${registered}\n`);
    expect(run.stdout).toMatch(/1 erro,/);
  }, 30_000);

  it('takes extra definitions from VALIDATE_EXTRA too', () => {
    const run = validate([], { VALIDATE_EXTRA: 'tests/definitions/duplicate-route.json' });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('tests/definitions/duplicate-route.json: /route: rota "/marketing/cupom" repetida: a mesma rota já está em screens/marketing/cupons.json');
  }, 30_000);

  it('validates an extra resource with --extra-resource and another app.json with --app', () => {
    const resource = validate(['--extra-resource', 'tests/definitions/resource-unknown-property.json']);
    expect(resource.code).toBe(1);
    expect(resource.stderr).toContain('Erros (1):');
    expect(resource.stderr).toContain('tests/definitions/resource-unknown-property.json: /lista: propriedade desconhecida "lista"');
    const app = validate(['--app', 'tests/definitions/app-unknown-property.json']);
    expect(app.code).toBe(1);
    expect(app.stderr).toContain('Erros (1):');
    expect(app.stderr).toContain('tests/definitions/app-unknown-property.json: /theme: propriedade desconhecida "theme"');
  }, 60_000);

  it('reports a menu URL that opens no screen as a warning, and as an error with --strict', () => {
    const menu = join(temp, 'menu.json');
    // Written by the repository's formatter: the validator refuses a file in any other layout.
    writeFileSync(menu, formatJson({
      items: [{ id: 'perdido', title: 'Perdido', type: 'item', icon: 'help', url: '/nao-existe', permission: null }],
    }));
    const relaxed = validate(['--menu', menu]);
    expect(relaxed.stderr).toBe('');
    expect(relaxed.code).toBe(0);
    expect(relaxed.stdout).toContain('Avisos (1; --strict os torna erros):');
    expect(relaxed.stdout).toContain(': /items/0/url: "/nao-existe" não abre nenhuma tela definida');
    expect(relaxed.stdout).toMatch(/0 erros, 1 aviso /);
    const strict = validate(['--menu', menu, '--strict']);
    expect(strict.code).toBe(1);
    expect(strict.stderr).toContain(': /items/0/url: "/nao-existe" não abre nenhuma tela definida');
    expect(strict.stdout).toMatch(/1 erro, 0 avisos/);
  }, 30_000);
});
