/**
 * `npm run format`: rewrites the definition files (screens/**, menu.json, permissions.json) with the one
 * formatter the definition studio also saves with (engine/core/definition/formatJson.ts), so a file opened and
 * saved without edits stays byte-identical. `--check` only lists the files that are not formatted (exit 1).
 */
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatJson } from '../../core/definition/formatJson.ts';

function jsonFiles(path: string): string[] {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path).sort().flatMap((name) => jsonFiles(join(path, name))).filter((file) => file.endsWith('.json'));
}

function main(argv: string[]): number {
  const check = argv.includes('--check');
  const root = resolve(fileURLToPath(new URL('../../..', import.meta.url)));
  const files = [...jsonFiles(join(root, 'screens')), join(root, 'menu.json'), join(root, 'permissions.json')];
  const changed: string[] = [];
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    let formatted: string;
    try {
      formatted = formatJson(JSON.parse(text));
    } catch {
      console.error(`${relative(root, file)}: JSON inválido (npm run validate mostra onde)`);
      return 1;
    }
    if (formatted === text) continue;
    changed.push(relative(root, file));
    if (!check) writeFileSync(file, formatted);
  }
  if (check && changed.length) {
    console.error(`Fora do formato (rode npm run format):\n${changed.map((file) => `  ${file}`).join('\n')}`);
    return 1;
  }
  console.log(changed.length ? `Formatados: ${changed.join(', ')}` : `Todos os ${files.length} arquivos já estavam no formato.`);
  return 0;
}

process.exitCode = main(process.argv.slice(2));
