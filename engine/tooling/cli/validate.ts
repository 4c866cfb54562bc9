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

function main(argv: string[]): number {
  const started = performance.now();
  const strict = argv.includes('--strict');
  const root = resolve(optionValues(argv, '--root')[0] ?? fileURLToPath(new URL('../../..', import.meta.url)));
  const fromEnv = (process.env.VALIDATE_EXTRA ?? '').split(delimiter).filter(Boolean);
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
    console.error(`Erros (${errors.length}):`);
    for (const problem of errors) console.error(formatProblem(problem));
  }
  if (warnings.length) {
    console.log(`Avisos (${warnings.length}; --strict os torna erros):`);
    for (const problem of warnings) console.log(formatProblem(problem));
  }
  const { covered, total } = report.coverage;
  console.log(`Rotas cobertas: ${covered} / ${total}`);
  const menuItems = countItems(report.menu?.items ?? []);
  console.log(
    `${report.screens.length} telas, ${report.resources.length} recursos, ${menuItems} itens de menu, ${report.permissions?.permissions.length ?? 0} chaves de permissão: ` +
      `${errors.length} ${errors.length === 1 ? 'erro' : 'erros'}, ${warnings.length} ${warnings.length === 1 ? 'aviso' : 'avisos'} ` +
      `(${Math.round(performance.now() - started)} ms).`,
  );
  return errors.length ? 1 : 0;
}

process.exitCode = main(process.argv.slice(2));
