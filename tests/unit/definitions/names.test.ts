// @vitest-environment node
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { formatJson } from '../../../engine/core/definition/formatJson';
import * as generated from '../../../engine/core/generated/names';
import {
  CELL_FORMATS, CHART_KINDS, CUSTOM_COMPONENTS, DASHBOARD_WIDGET_KINDS, FIELD_EDITORS, FILTER_WIDGETS, SCHEMA_FORMATS, SCREEN_KINDS,
  SECTION_KINDS, WIDGET_NAMES,
} from '../../../engine/core/names';
import { createCellFormats } from '../../../engine/app/cellFormats';
import { createAppRegistry } from '../../../engine/app/registry';
import { cellFormats } from '../../../engine/fields/cells';
import { fieldEditors } from '../../../engine/fields/editors';
import { filterWidgets } from '../../../engine/fields/filters';
import { CUSTOM_FORMATS } from '../../../engine/fields/form/validator';
import { createWidgetRegistry } from '../../../engine/fields/widgets/registry';
import { formatProblem } from '../../../engine/core/validation/problems';
import { validateProject } from '../../../engine/tooling/definitions/validateProject';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const temp = mkdtempSync(join(tmpdir(), 'definition-formats-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

const sorted = (names: Iterable<string>) => [...names].sort();
const readJson = (path: string) => JSON.parse(readFileSync(join(ROOT, path), 'utf8'));

describe('registered names (engine/core/generated/names.ts)', () => {
  it('engine/core/names.ts re-exports exactly the generated lists', () => {
    expect(Object.keys(generated).sort()).toEqual([
      'CELL_FORMATS', 'CHART_KINDS', 'CUSTOM_COMPONENTS', 'DASHBOARD_WIDGET_KINDS', 'FIELD_EDITORS', 'FILTER_WIDGETS', 'SECTION_KINDS', 'WIDGET_NAMES',
    ]);
    expect(CELL_FORMATS).toBe(generated.CELL_FORMATS);
    expect(WIDGET_NAMES).toBe(generated.WIDGET_NAMES);
    expect(FIELD_EDITORS).toBe(generated.FIELD_EDITORS);
    expect(FILTER_WIDGETS).toBe(generated.FILTER_WIDGETS);
    expect(CHART_KINDS).toBe(generated.CHART_KINDS);
    expect(SECTION_KINDS).toBe(generated.SECTION_KINDS);
    expect(DASHBOARD_WIDGET_KINDS).toBe(generated.DASHBOARD_WIDGET_KINDS);
    expect(CUSTOM_COMPONENTS).toBe(generated.CUSTOM_COMPONENTS);
  });

  it('the runtime registries hold exactly the generated names', () => {
    const app = createAppRegistry();
    expect(sorted(Object.keys(cellFormats)), 'engine/fields/cells/index.ts').toEqual(sorted(CELL_FORMATS));
    expect(sorted(createCellFormats().keys()), 'createCellFormats()').toEqual(sorted(CELL_FORMATS));
    expect(sorted(createWidgetRegistry().keys()), 'engine/fields/widgets/registry.ts').toEqual(sorted(WIDGET_NAMES));
    expect(sorted(Object.keys(fieldEditors)), 'engine/fields/editors/index.ts').toEqual(sorted(FIELD_EDITORS));
    expect(sorted(Object.keys(filterWidgets)), 'engine/fields/filters/index.ts').toEqual(sorted(FILTER_WIDGETS));
    expect(sorted(app.custom.keys()), 'createAppRegistry().custom').toEqual(sorted(CUSTOM_COMPONENTS));
    expect(sorted(app.screens.keys()), 'createAppRegistry().screens').toEqual(sorted(SCREEN_KINDS));
  });

  it('the screen kinds are the kinds the screen schema accepts', () => {
    const branches = (readJson('schemas/screen.schema.json').oneOf as Array<{ $ref: string }>).map((branch) => readJson(`schemas/${branch.$ref}`));
    const kinds = branches.map((branch) => branch.properties.kind.const);
    expect(sorted(kinds)).toEqual(sorted(SCREEN_KINDS));
  });

  it('every generated name has its schema next to its code (and every schema there is a generated name)', () => {
    const families: Array<[readonly string[], string, string]> = [
      [CELL_FORMATS, 'engine/fields/cells', 'options.schema.json'],
      [WIDGET_NAMES, 'engine/fields/widgets', 'options.schema.json'],
      [FIELD_EDITORS, 'engine/fields/editors', 'options.schema.json'],
      [FILTER_WIDGETS, 'engine/fields/filters', 'options.schema.json'],
      [CHART_KINDS, 'engine/kinds/dashboard/charts', 'options.schema.json'],
      [SECTION_KINDS, 'engine/kinds/detail/sections', 'section.schema.json'],
      [DASHBOARD_WIDGET_KINDS, 'engine/kinds/dashboard/widgets', 'widget.schema.json'],
    ];
    for (const [names, dir, file] of families) {
      expect(names.filter((name) => !existsSync(join(ROOT, dir, name, file))), `${dir}/<nome>/${file}`).toEqual([]);
      const withSchema = readdirSync(join(ROOT, dir), { withFileTypes: true })
        .filter((entry) => entry.isDirectory() && existsSync(join(ROOT, dir, entry.name, file)))
        .map((entry) => entry.name);
      expect(sorted(withSchema), dir).toEqual(sorted(names));
    }
    // A custom component's settings schema sits beside its code, under one of the component folders.
    const settingsSchemas = ['engine/auth/pages', 'engine/shell/home', 'engine/plugins', 'engine/studio']
      .flatMap((dir) => readdirSync(join(ROOT, dir), { recursive: true, encoding: 'utf8' }).map((path) => `${dir}/${path}`))
      .filter((path) => path.endsWith('.settings.schema.json'));
    const components = settingsSchemas.map((path) => path.split('/').pop()!.replace(/\.settings\.schema\.json$/, ''));
    expect(sorted(components)).toEqual(sorted(CUSTOM_COMPONENTS));

    const defs = readJson('schemas/generated/registry.schema.json').$defs;
    expect(defs.cellFormat.enum).toEqual([...CELL_FORMATS]);
    expect(defs.widget.enum).toEqual([...WIDGET_NAMES]);
    expect(defs.fieldEditor.enum).toEqual([...FIELD_EDITORS]);
    expect(defs.filterWidget.enum).toEqual([...FILTER_WIDGETS]);
    expect(defs.chart.enum).toEqual([...CHART_KINDS]);
    expect(defs.customComponent.enum).toEqual([...CUSTOM_COMPONENTS]);
    for (const [prefix, names] of [
      ['cellOptions-', CELL_FORMATS], ['widgetOptions-', WIDGET_NAMES], ['editorOptions-', FIELD_EDITORS], ['filterOptions-', FILTER_WIDGETS],
      ['chartOptions-', CHART_KINDS], ['section-', SECTION_KINDS], ['dashboardWidget-', DASHBOARD_WIDGET_KINDS], ['settings-', CUSTOM_COMPONENTS],
    ] as const) {
      for (const name of names) expect(defs[`${prefix}${name}`], `${prefix}${name}`).toBeTypeOf('object');
    }
    // Every enum value has its description (what the editor shows on hover).
    for (const def of ['cellFormat', 'widget', 'fieldEditor', 'filterWidget', 'chart', 'customComponent']) {
      expect(defs[def].enumDescriptions, def).toHaveLength(defs[def].enum.length);
      for (const description of defs[def].enumDescriptions) expect(description, def).toMatch(/\S/);
    }
    const kindsOf = (def: string) => (defs[def].oneOf as Array<{ $ref: string }>).map((branch) => defs[branch.$ref.replace('#/$defs/', '')].properties.kind.const);
    expect(kindsOf('detailSection')).toEqual([...SECTION_KINDS]);
    expect(kindsOf('dashboardWidget')).toEqual([...DASHBOARD_WIDGET_KINDS]);
  });
});

describe('string formats of embedded schemas', () => {
  it('names.ts lists exactly the formats the form validator adds', () => {
    expect([...SCHEMA_FORMATS].sort()).toEqual(Object.keys(CUSTOM_FORMATS).sort());
  });

  it('a form may use them; any other unknown format is refused', () => {
    const file = join(temp, 'formatos.json');
    const properties = Object.fromEntries(SCHEMA_FORMATS.map((name) => [name, { type: 'string', title: name, format: name }]));
    // A form with calls of its own (v2), written by the repository's formatter.
    writeFileSync(file, formatJson({
      id: 'testes.formatos', kind: 'form', route: '/testes/formatos', title: 'Formatos', permission: null,
      schema: { type: 'object', properties }, save: { call: 'POST /api/x' },
    }));
    expect(validateProject({ root: ROOT, extraScreens: [file], cache: false }).errors.map(formatProblem)).toEqual([]);

    const unknown = join(temp, 'formato-desconhecido.json');
    writeFileSync(unknown, formatJson({
      id: 'testes.formato-desconhecido', kind: 'form', route: '/testes/formato-desconhecido', title: 'Formato', permission: null,
      schema: { type: 'object', properties: { Documento: { type: 'string', title: 'Documento', format: 'rg' } } }, save: { call: 'POST /api/x' },
    }));
    const problems = validateProject({ root: ROOT, extraScreens: [unknown], cache: false }).errors.filter((problem) => problem.file.endsWith('formato-desconhecido.json'));
    expect(problems.map((problem) => `${problem.pointer}: ${problem.message}`)).toEqual(['/schema: formato desconhecido "rg"']);
  });
});
