// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { genTypesCommand } from '../../../engine/tooling/cli/gen-types';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const TSX = join(ROOT, 'node_modules/.bin/tsx');
const temp = mkdtempSync(join(tmpdir(), 'gen-types-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

const BANNER = '/* generated — do not edit, run npm run gen:types */';
const REGISTRY = 'schemas/generated/registry.schema.json';
const DEFINITIONS = 'engine/core/generated/definitions.ts';
const NAMES = 'engine/core/generated/names.ts';

/** Parsed JSON of any shape (schemas, definitions), read freely by the test. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;
type Schema = Record<string, Json>;

/** The gen-types CLI as a process (only the test of the repository itself pays its start-up). */
function genTypesProcess(args: string[]) {
  const result = spawnSync(TSX, ['engine/tooling/cli/gen-types.ts', ...args], { cwd: ROOT, encoding: 'utf8' });
  return { code: result.status, output: result.stdout + result.stderr };
}

/** The same command in-process, with the CLI's arguments (`--check`, `--root <dir>`). */
async function genTypes(args: string[]) {
  const rootArg = args.indexOf('--root');
  return genTypesCommand(rootArg >= 0 ? args[rootArg + 1] : ROOT, args.includes('--check'));
}

/** The files `--check` names as stale (the indented lines of its report). */
function staleIn(output: string): string[] {
  return output.split('\n').filter((line) => line.startsWith('  ')).map((line) => line.trim()).sort();
}

/**
 * A copy of everything gen:types reads: schemas/, the generated files, and every `*.schema.json` next to the
 * engine's code (options, sections, dashboard widgets, component settings, the common field options).
 */
function copySources(name: string): string {
  const copy = join(temp, name);
  cpSync(join(ROOT, 'schemas'), join(copy, 'schemas'), { recursive: true });
  cpSync(join(ROOT, 'engine/core/generated'), join(copy, 'engine/core/generated'), { recursive: true });
  cpSync(join(ROOT, 'engine'), join(copy, 'engine'), {
    recursive: true,
    filter: (source) => statSync(source).isDirectory() || source.endsWith('.schema.json'),
  });
  return copy;
}

const readJson = (copy: string, file: string): Schema => JSON.parse(readFileSync(join(copy, file), 'utf8'));
const writeJson = (copy: string, file: string, value: unknown) => {
  mkdirSync(dirname(join(copy, file)), { recursive: true });
  writeFileSync(join(copy, file), `${JSON.stringify(value, null, 2)}\n`);
};

/** One schema of each family the registry is built from, and where its options land in the generated registry. */
const FAMILY_SOURCES: Array<{ family: string; file: string; def: string }> = [
  { family: 'formato de célula', file: 'engine/fields/cells/money/options.schema.json', def: 'cellOptions-money' },
  { family: 'widget de formulário', file: 'engine/fields/widgets/textarea/options.schema.json', def: 'widgetOptions-textarea' },
  { family: 'editor de campo', file: 'engine/fields/editors/alternatives/options.schema.json', def: 'editorOptions-alternatives' },
  { family: 'widget de filtro', file: 'engine/fields/filters/boolean/options.schema.json', def: 'filterOptions-boolean' },
  { family: 'gráfico', file: 'engine/kinds/dashboard/charts/bar/options.schema.json', def: 'chartOptions-bar' },
  { family: 'seção de detalhe', file: 'engine/kinds/detail/sections/html/section.schema.json', def: 'section-html' },
  { family: 'widget de painel', file: 'engine/kinds/dashboard/widgets/stat/widget.schema.json', def: 'dashboardWidget-stat' },
  { family: 'componente custom', file: 'engine/shell/home/home.settings.schema.json', def: 'settings-home' },
];

describe('gen-types', () => {
  it('--check passes on the repository', () => {
    const run = genTypesProcess(['--check']);
    expect(run.output).toContain('Tipos gerados em dia');
    expect(run.code).toBe(0);
  }, 60_000);

  it('writes one definitions.ts, names.ts, index.ts and one entity-<name>.ts per entity schema, plus the registry schema', async () => {
    const entities = readdirSync(join(ROOT, 'schemas/entities')).filter((file) => file.endsWith('.schema.json'));
    const expected = ['definitions.ts', 'index.ts', 'names.ts', ...entities.map((file) => `entity-${file.replace(/\.schema\.json$/, '')}.ts`)].sort();
    expect(readdirSync(join(ROOT, 'engine/core/generated')).sort()).toEqual(expected);
    expect(readdirSync(join(ROOT, 'schemas/generated'))).toEqual(['registry.schema.json']);
    for (const file of expected) expect(readFileSync(join(ROOT, 'engine/core/generated', file), 'utf8').startsWith(BANNER), file).toBe(true);
    const index = readFileSync(join(ROOT, 'engine/core/generated/index.ts'), 'utf8');
    for (const file of expected.filter((name) => name !== 'index.ts' && name !== 'names.ts')) {
      expect(index).toContain(`export type * from './${file.replace(/\.ts$/, '')}';`);
    }
    expect(index).toContain("export * from './names';");
  });

  it('--check fails, naming the stale file, when a format schema changes; gen-types brings the types up to date', async () => {
    const copy = copySources('format');
    const schema = readJson(copy, 'schemas/menu.schema.json');
    schema.$defs.item.properties.badge = { type: 'string', description: 'Selo ao lado do título.' };
    writeJson(copy, 'schemas/menu.schema.json', schema);

    const stale = (await genTypes(['--check', '--root', copy]));
    expect(stale.code).toBe(1);
    expect(stale.output).toContain('Tipos gerados desatualizados');
    // The menu's types live in the one definitions.ts; the names and the registry do not depend on it.
    expect(staleIn(stale.output)).toEqual([DEFINITIONS]);
    expect(stale.output).toContain('npm run gen:types');

    expect((await genTypes(['--root', copy])).code).toBe(0);
    const types = readFileSync(join(copy, DEFINITIONS), 'utf8');
    expect(types.startsWith(BANNER)).toBe(true);
    expect(types).toContain('badge?: string;');
    expect(types).toContain('Selo ao lado do título.');
    expect((await genTypes(['--check', '--root', copy])).code).toBe(0);
  }, 60_000);

  it('--check fails, naming the entity types, when an entity schema changes', async () => {
    const copy = copySources('entity');
    const coupon = readJson(copy, 'schemas/entities/coupon.schema.json');
    coupon.properties.Observacao = { type: 'string', title: 'Observação' };
    writeJson(copy, 'schemas/entities/coupon.schema.json', coupon);
    const stale = (await genTypes(['--check', '--root', copy]));
    expect(stale.code).toBe(1);
    expect(staleIn(stale.output)).toEqual(['engine/core/generated/entity-coupon.ts']);
    expect((await genTypes(['--root', copy])).code).toBe(0);
    expect(readFileSync(join(copy, 'engine/core/generated/entity-coupon.ts'), 'utf8')).toContain('Observacao?: string;');
  }, 60_000);

  it('--check fails, naming the registry schema, when the options schema of any family changes', async () => {
    const copy = copySources('families');
    for (const source of FAMILY_SOURCES) {
      const original = readFileSync(join(copy, source.file), 'utf8');
      const schema = JSON.parse(original) as Schema;
      schema.properties.novaOpcao = { type: 'string', description: 'Opção nova.' };
      writeJson(copy, source.file, schema);
      const stale = (await genTypes(['--check', '--root', copy]));
      expect(stale.code, source.family).toBe(1);
      // The same names: names.ts stays; the options changed: the registry is stale.
      expect(staleIn(stale.output), source.family).toContain(REGISTRY);
      expect(staleIn(stale.output), source.family).not.toContain(NAMES);
      writeFileSync(join(copy, source.file), original);
    }
    expect((await genTypes(['--check', '--root', copy])).code).toBe(0);

    // The options of a component's settings are types too: both files are rewritten.
    const settings = FAMILY_SOURCES.find((source) => source.family === 'componente custom')!;
    const schema = readJson(copy, settings.file);
    schema.properties.novaOpcao = { type: 'string', description: 'Opção nova.' };
    writeJson(copy, settings.file, schema);
    expect(staleIn((await genTypes(['--check', '--root', copy])).output)).toEqual([DEFINITIONS, REGISTRY].sort());
    expect((await genTypes(['--root', copy])).code).toBe(0);
    expect(readJson(copy, REGISTRY).$defs[settings.def].properties.novaOpcao).toEqual({ type: 'string', description: 'Opção nova.' });
    expect(readFileSync(join(copy, DEFINITIONS), 'utf8')).toContain('novaOpcao?: string;');
    expect((await genTypes(['--check', '--root', copy])).code).toBe(0);
  }, 120_000);

  it('a new or removed name makes names.ts and the registry stale; gen-types lists it in both', async () => {
    const copy = copySources('names');
    writeJson(copy, 'engine/fields/widgets/slider/options.schema.json', {
      $schema: 'https://json-schema.org/draft/2020-12/schema',
      description: 'Controle deslizante.',
      type: 'object',
      additionalProperties: false,
      properties: { step: { type: 'number', description: 'Passo.' } },
    });
    rmSync(join(copy, 'engine/fields/filters/date'), { recursive: true });
    const stale = (await genTypes(['--check', '--root', copy]));
    expect(stale.code).toBe(1);
    expect(staleIn(stale.output)).toContain(NAMES);
    expect(staleIn(stale.output)).toContain(REGISTRY);

    expect((await genTypes(['--root', copy])).code).toBe(0);
    const names = readFileSync(join(copy, NAMES), 'utf8');
    expect(names).toMatch(/export const WIDGET_NAMES = \[[^\]]*"slider"[^\]]*\] as const;/);
    expect(names).toMatch(/export const FILTER_WIDGETS = \["boolean","number","select","text"\] as const;/);
    const registry = readJson(copy, REGISTRY);
    expect(registry.$defs.widget.enum).toContain('slider');
    expect(registry.$defs.widget.enumDescriptions[registry.$defs.widget.enum.indexOf('slider')]).toBe('Controle deslizante.');
    expect(registry.$defs['widgetOptions-slider'].properties.step).toEqual({ type: 'number', description: 'Passo.' });
    // Every widget takes the options every field takes.
    expect(registry.$defs['widgetOptions-slider'].properties.width).toBeDefined();
    expect(registry.$defs.filterWidget.enum).not.toContain('date');
    expect(registry.$defs['filterOptions-date']).toBeUndefined();
    expect((await genTypes(['--check', '--root', copy])).code).toBe(0);
  }, 60_000);

  it('a left-over file in the generated folders (a v1 type file) is stale, and gen-types deletes it', async () => {
    const copy = copySources('left-over');
    writeFileSync(join(copy, 'engine/core/generated/menu.ts'), `${BANNER}\nexport interface MenuFile {}\n`);
    const stale = (await genTypes(['--check', '--root', copy]));
    expect(stale.code).toBe(1);
    expect(staleIn(stale.output)).toEqual(['engine/core/generated/menu.ts']);
    expect((await genTypes(['--root', copy])).code).toBe(0);
    expect(existsSync(join(copy, 'engine/core/generated/menu.ts'))).toBe(false);
    expect((await genTypes(['--check', '--root', copy])).code).toBe(0);
  }, 60_000);
});
