/**
 * `npm run validate`: checks the screens, resources (screens/resources/), screens/app.json, menu.json and
 * permissions.json and prints every problem as `file: /pointer: message`. Exits 1 on any error (with
 * `--strict`, on any warning too).
 *
 * Options: `--strict`; `--extra <file|folder>` (repeatable; also the VALIDATE_EXTRA variable, paths separated
 * by the system's path delimiter) validates more screens as part of screens/; `--extra-resource <file|folder>`
 * the same for resources; `--app`, `--menu` and `--permissions <file>` replace screens/app.json, menu.json and
 * permissions.json; `--root <dir>` validates another checkout.
 */
import { delimiter, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatProblem } from '../../core/validation/problems.ts';
import { validateProject } from '../definitions/validateProject.ts';
import type { MenuNode } from '../../core/generated';

function optionValues(argv: string[], name: string): string[] {
  const values: string[] = [];
  argv.forEach((arg, index) => {
    if (arg === name && argv[index + 1] !== undefined) values.push(argv[index + 1]);
    else if (arg.startsWith(`${name}=`)) values.push(arg.slice(name.length + 1));
  });
  return values;
}

function countItems(nodes: readonly MenuNode[]): number {
  return nodes.reduce((sum, node) => sum + (node.type === 'item' ? 1 : 0) + ('children' in node ? countItems(node.children) : 0), 0);
}

/** What one run printed: `stdout` the warnings, coverage and summary, `stderr` the errors. */
export interface ValidateRun {
  code: number;
  stdout: string;
  stderr: string;
}

/**
 * The command itself, without the process: the CLI's arguments and VALIDATE_EXTRA (from `env`) in, the exit code
 * and what it prints out. Tests call it in-process; the CLI prints its output.
 */
export function validateCommand(argv: string[], env: Record<string, string | undefined> = process.env): ValidateRun {
  const started = performance.now();
  const stdout: string[] = [];
  const stderr: string[] = [];
  const strict = argv.includes('--strict');
  const root = resolve(optionValues(argv, '--root')[0] ?? fileURLToPath(new URL('../../..', import.meta.url)));
  const fromEnv = (env.VALIDATE_EXTRA ?? '').split(delimiter).filter(Boolean);
  const report = validateProject({
    root,
    extraScreens: [...optionValues(argv, '--extra'), ...fromEnv].map((path) => resolve(path)),
    extraResources: optionValues(argv, '--extra-resource').map((path) => resolve(path)),
    appFile: optionValues(argv, '--app').map((path) => resolve(path))[0],
    menuFile: optionValues(argv, '--menu').map((path) => resolve(path))[0],
    permissionsFile: optionValues(argv, '--permissions').map((path) => resolve(path))[0],
  });
  const errors = strict ? [...report.errors, ...report.warnings] : report.errors;
  const warnings = strict ? [] : report.warnings;

  if (errors.length) {
    stderr.push(`Erros (${errors.length}):`);
    for (const problem of errors) stderr.push(formatProblem(problem));
  }
  if (warnings.length) {
    stdout.push(`Avisos (${warnings.length}; --strict os torna erros):`);
    for (const problem of warnings) stdout.push(formatProblem(problem));
  }
  const { covered, total } = report.coverage;
  stdout.push(`Rotas cobertas: ${covered} / ${total}`);
  const menuItems = countItems(report.menu?.items ?? []);
  stdout.push(
    `${report.screens.length} telas, ${report.resources.length} recursos, ${menuItems} itens de menu, ${report.permissions?.permissions.length ?? 0} chaves de permissão: ` +
      `${errors.length} ${errors.length === 1 ? 'erro' : 'erros'}, ${warnings.length} ${warnings.length === 1 ? 'aviso' : 'avisos'} ` +
      `(${Math.round(performance.now() - started)} ms).`,
  );
  const lines = (printed: string[]) => (printed.length ? `${printed.join('\n')}\n` : '');
  return { code: errors.length ? 1 : 0, stdout: lines(stdout), stderr: lines(stderr) };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const run = validateCommand(process.argv.slice(2));
  process.stderr.write(run.stderr);
  process.stdout.write(run.stdout);
  process.exitCode = run.code;
}
