/**
 * The scaling part of `npm run bench` (issue 14, item 4): how the figures grow with the data and with the number
 * of screens. Data: the same lists measured against the mock API at 1× and 10× its rows (MOCK_SCALE). Screens:
 * a temporary copy of the checkout with every screen definition doubled (same content, new id and route), built
 * and measured by the peer script like the product itself, so its first list page JS and switch times sit beside
 * the 1× figures of the same method.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

/** A screen definition as far as doubling it goes. */
interface ScreenFile { id?: unknown; route?: unknown }

function jsonFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? jsonFiles(path) : name.endsWith('.json') ? [path] : [];
  });
}

/** Prefix of the doubled screens' routes (a route the app does not have). */
const COPY_PREFIX = '/copia';

/**
 * Writes a copy of every screen of `screensDir` beside it (id `<id>-copia`, routes under /copia); resources and
 * the app file are shared, not doubled. Returns how many screens there were.
 */
function doubleScreens(screensDir: string): number {
  let doubled = 0;
  for (const file of jsonFiles(screensDir)) {
    if (file.includes('/resources/') || file.endsWith('/app.json')) continue;
    const definition = JSON.parse(readFileSync(file, 'utf8')) as ScreenFile;
    if (typeof definition.id !== 'string' || definition.route === undefined) continue;
    const route = definition.route;
    const copy = {
      ...definition,
      id: `${definition.id}-copia`,
      route: Array.isArray(route) ? route.map((item) => COPY_PREFIX + String(item)) : COPY_PREFIX + String(route),
    };
    writeFileSync(file.replace(/\.json$/, '-copia.json'), JSON.stringify(copy, null, 2) + '\n');
    doubled++;
  }
  return doubled;
}

function run(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = process.env) {
  const result = spawnSync(command, args, { cwd, env, stdio: ['ignore', 'inherit', 'inherit'] });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} falhou em ${cwd}`);
}

/**
 * A temporary checkout of `root` (its tracked files, its node_modules linked) with twice the screens, formatted
 * by the repo's formatter and built. The caller removes it.
 */
export function doubledCheckout(root: string): { dir: string; screens: number } {
  const dir = mkdtempSync(join(tmpdir(), 'backoffice-bench-2x-'));
  const tracked = spawnSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' }).stdout.split('\n');
  for (const file of tracked.filter((path) => path && !path.startsWith('tests/'))) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    cpSync(join(root, file), join(dir, file));
  }
  symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'));
  const screens = doubleScreens(join(dir, 'screens'));
  run(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'engine/tooling/cli/format.ts'], dir);
  // Twice the screens is not the app: its download budget (vite.config.ts) does not apply.
  run(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'], dir, { ...process.env, BUNDLE_BUDGET: 'off' });
  return { dir, screens: screens * 2 };
}

/** Removes a checkout made by {@link doubledCheckout}. */
export function removeCheckout(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
}

/** One row of the scaling tables: a figure at the base size and at the larger one. */
export interface GrowthLine { name: string; unit: string; base: number; scaled: number }

/** The markdown table of one scaling dimension. */
export function growthTable(title: string, baseLabel: string, scaledLabel: string, lines: GrowthLine[]): string {
  const growth = (line: GrowthLine) => (line.base > 0 ? `${Math.round((line.scaled / line.base) * 100) / 100}×` : '—');
  return [
    `## ${title}`,
    '',
    `| medida | ${baseLabel} | ${scaledLabel} | crescimento |`,
    '|---|---|---|---|',
    ...lines.map((line) => `| ${line.name} | ${line.base} ${line.unit} | ${line.scaled} ${line.unit} | ${growth(line)} |`),
  ].join('\n');
}
