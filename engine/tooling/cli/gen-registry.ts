/**
 * Builds the registry part of the definition format from the schemas that live next to the engine's code:
 * every cell format, widget, filter widget, chart, detail section kind, dashboard widget kind and custom
 * component declares its options (or its whole shape) beside its code, and this turns them into
 * `schemas/generated/registry.schema.json` (names as enums, options per name) plus
 * `engine/core/generated/names.ts` (the names, for the runtime registries to check against).
 * `npm run gen:types` writes both; `npm run gen:types:check` (in `npm test`) fails when they are stale.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

type Schema = Record<string, unknown>;

/** Where the generated registry schema is written, relative to the repository root. */
export const REGISTRY_SCHEMA = 'schemas/generated/registry.schema.json';
/** Where the generated names module is written, relative to the repository root. */
const NAMES_MODULE = 'engine/core/generated/names.ts';

/** One registered name and the schema that sits next to its code. */
interface Entry {
  name: string;
  /** Repository-relative file of the schema. */
  file: string;
  schema: Schema;
}

/** Each family of registered names: where its schemas are, and how a name is read from a path. */
const FAMILIES = {
  cells: { dir: 'engine/fields/cells', file: 'options.schema.json' },
  widgets: { dir: 'engine/fields/widgets', file: 'options.schema.json' },
  editors: { dir: 'engine/fields/editors', file: 'options.schema.json' },
  filters: { dir: 'engine/fields/filters', file: 'options.schema.json' },
  charts: { dir: 'engine/kinds/dashboard/charts', file: 'options.schema.json' },
  sections: { dir: 'engine/kinds/detail/sections', file: 'section.schema.json' },
  dashboardWidgets: { dir: 'engine/kinds/dashboard/widgets', file: 'widget.schema.json' },
} as const;

/** Folders holding custom components; each `<name>.settings.schema.json` in them registers `<name>`. */
const COMPONENT_DIRS = ['engine/auth/pages', 'engine/shell/home', 'engine/plugins', 'engine/studio'];

const COMMON = '../common.schema.json#/$defs/';

function readSchema(path: string): Schema {
  return JSON.parse(readFileSync(path, 'utf8')) as Schema;
}

function pascal(name: string): string {
  return name.replace(/(^|[-_.])([a-zA-Z0-9])/g, (_m, _sep, letter: string) => letter.toUpperCase());
}

/**
 * A schema from next to the code, ready to live in the generated file: its `$schema` dropped and every
 * relative `$ref` rewritten from its own folder to schemas/generated/ (a ref into the generated file itself
 * becomes a local `#/$defs/...`).
 */
function relocate(root: string, file: string, schema: Schema): Schema {
  const from = dirname(join(root, file));
  const target = join(root, REGISTRY_SCHEMA);
  const visit = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(visit);
    if (node === null || typeof node !== 'object') return node;
    const out: Schema = {};
    for (const [key, value] of Object.entries(node)) {
      if (key === '$schema') continue;
      if (key === '$ref' && typeof value === 'string' && !value.startsWith('#')) {
        const [path, fragment = ''] = value.split('#');
        const absolute = resolve(from, path);
        out.$ref = absolute === target ? `#${fragment}` : `${relative(dirname(target), absolute).split('\\').join('/')}#${fragment}`;
      } else out[key] = visit(value);
    }
    return out;
  };
  return visit(schema) as Schema;
}

function familyEntries(root: string, family: { dir: string; file: string }): Entry[] {
  const dir = join(root, family.dir);
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(dir, entry.name, family.file)))
    .map((entry) => {
      const file = `${family.dir}/${entry.name}/${family.file}`;
      return { name: entry.name, file, schema: relocate(root, file, readSchema(join(root, file))) };
    })
    .sort((a, b) => (a.name < b.name ? -1 : 1));
}

function componentEntries(root: string): Entry[] {
  const out: Entry[] = [];
  const walk = (dir: string) => {
    if (!existsSync(join(root, dir))) return;
    for (const entry of readdirSync(join(root, dir), { withFileTypes: true })) {
      const path = `${dir}/${entry.name}`;
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.settings.schema.json')) {
        out.push({ name: entry.name.slice(0, -'.settings.schema.json'.length), file: path, schema: relocate(root, path, readSchema(join(root, path))) });
      }
    }
  };
  for (const dir of COMPONENT_DIRS) walk(dir);
  return out.sort((a, b) => (a.name < b.name ? -1 : 1));
}

function describe(entry: Entry): string {
  return typeof entry.schema.description === 'string' ? entry.schema.description : entry.name;
}

/** An enum of registered names with a description per name (editors show it on hover and completion). */
function nameEnum(title: string, description: string, entries: Entry[]): Schema {
  // A family with nothing registered yet accepts no name (an empty enum is not valid JSON Schema).
  if (entries.length === 0) return { title, description: `${description} Nenhum registrado.`, not: {} };
  return {
    title,
    description: `${description} Registrados: ${entries.map((entry) => `\`${entry.name}\``).join(', ')}.`,
    enum: entries.map((entry) => entry.name),
    enumDescriptions: entries.map(describe),
  };
}

/** `options` of a column or field checked against its format's options (no format = `text`). */
function optionsByName(discriminator: string, entries: Entry[], defs: string, optionsKey: string, fallback?: string): Schema[] {
  const rules: Schema[] = entries.map((entry) => ({
    if: { properties: { [discriminator]: { const: entry.name } }, required: [discriminator] },
    then: { properties: { [optionsKey]: { $ref: `#/$defs/${defs}${entry.name}` } } },
  }));
  if (fallback) {
    rules.push({ if: { not: { required: [discriminator] } }, then: { properties: { [optionsKey]: { $ref: `#/$defs/${defs}${fallback}` } } } });
  }
  return rules;
}

/** Every option any of the entries accepts, for a node whose widget is not known from its own keys. */
function optionsUnion(title: string, description: string, entries: Entry[], extra: Schema = {}): Schema {
  const properties: Schema = { ...extra };
  for (const entry of entries) Object.assign(properties, (entry.schema.properties as Schema | undefined) ?? {});
  return { title, description, type: 'object', additionalProperties: false, properties };
}

/** The generated registry schema and names module, as repository-relative path → content. */
export function generateRegistry(root: string): Map<string, string> {
  const cells = familyEntries(root, FAMILIES.cells);
  const widgets = familyEntries(root, FAMILIES.widgets);
  const editors = familyEntries(root, FAMILIES.editors);
  const filters = familyEntries(root, FAMILIES.filters);
  const charts = familyEntries(root, FAMILIES.charts);
  const sections = familyEntries(root, FAMILIES.sections);
  const dashboardWidgets = familyEntries(root, FAMILIES.dashboardWidgets);
  const components = componentEntries(root);
  const fieldOptionsFile = 'engine/fields/form/fieldOptions.schema.json';
  const fieldOptions = relocate(root, fieldOptionsFile, readSchema(join(root, fieldOptionsFile)));
  const commonFieldProps = (fieldOptions.properties as Schema | undefined) ?? {};

  const defs: Schema = {};
  defs.cellFormat = nameEnum('CellFormatName', 'Formato de célula registrado (padrão `text`).', cells);
  for (const entry of cells) defs[`cellOptions-${entry.name}`] = { title: `${pascal(entry.name)}CellOptions`, ...entry.schema };
  const columnProperties = (description: string) => ({
    field: { $ref: `${COMMON}fieldPath`, description },
    title: { type: 'string', minLength: 1, description: 'Rótulo em pt-BR.' },
    format: { $ref: '#/$defs/cellFormat' },
    options: { type: 'object', description: 'Opções do formato (cada formato declara as suas; `status` → `{ "<valor>": { "label", "intent" } }`, `list` → `{ "labelField" }`, `boolean` → `{ "true", "false" }`, `image` → `{ "altField" }`).' },
  });
  defs.column = {
    title: 'Column',
    type: 'object',
    description: 'Uma coluna de tabela.',
    additionalProperties: false,
    required: ['field', 'title'],
    properties: {
      ...columnProperties('Caminho com pontos do valor na linha (ex.: `Professor.Nome`).'),
      sortable: { type: 'boolean', description: 'A coluna ordena a lista (pelo servidor).' },
      width: { type: 'integer', minimum: 40, maximum: 1000, description: 'Largura em pixels.' },
    },
    allOf: optionsByName('format', cells, 'cellOptions-', 'options', 'text'),
  };
  defs.detailField = {
    title: 'DetailField',
    type: 'object',
    description: 'Um campo mostrado numa seção de detalhe.',
    additionalProperties: false,
    required: ['field', 'title'],
    properties: columnProperties('Caminho com pontos do valor no registro.'),
    allOf: optionsByName('format', cells, 'cellOptions-', 'options', 'text'),
  };

  defs.widget = nameEnum('WidgetName', 'Widget de formulário registrado (`ui:widget`).', widgets);
  for (const entry of widgets) {
    const own = entry.schema;
    defs[`widgetOptions-${entry.name}`] = {
      title: `${pascal(entry.name)}WidgetOptions`,
      ...own,
      properties: { ...commonFieldProps, ...((own.properties as Schema | undefined) ?? {}) },
    };
  }
  defs.anyWidgetOptions = optionsUnion(
    'FieldOptions',
    'Opções de `ui:options` (as do widget do campo: o explícito em `ui:widget`, ou o que o tipo do campo escolhe; `npm run validate` confere cada uma contra o widget do campo).',
    [...widgets, ...editors],
    commonFieldProps,
  );
  defs.fieldEditor = nameEnum('FieldEditorName', 'Editor de campo registrado (`ui:field`): edita um valor que um widget simples não edita.', editors);
  for (const entry of editors) {
    const own = entry.schema;
    defs[`editorOptions-${entry.name}`] = {
      title: `${pascal(entry.name)}EditorOptions`,
      ...own,
      properties: { ...commonFieldProps, ...((own.properties as Schema | undefined) ?? {}) },
    };
  }
  defs.containerOptions = {
    title: 'ContainerFieldOptions',
    type: 'object',
    description: 'Opções de um campo que agrupa outros (um objeto, uma lista de objetos): só as que todo campo aceita.',
    additionalProperties: false,
    properties: commonFieldProps,
  };
  defs.uiSchema = {
    title: 'UiSchema',
    type: 'object',
    description: 'uiSchema do rjsf: chaves `ui:*` para o campo e, com o nome de cada propriedade, o uiSchema dela.',
    properties: {
      'ui:widget': { $ref: '#/$defs/widget' },
      'ui:field': { $ref: '#/$defs/fieldEditor' },
      'ui:options': { $ref: '#/$defs/anyWidgetOptions' },
      'ui:order': { type: 'array', items: { type: 'string', minLength: 1 }, description: 'Ordem das propriedades; `*` = as demais.' },
      'ui:autofocus': { type: 'boolean', description: 'O campo recebe o foco ao abrir o formulário.' },
      'ui:placeholder': { type: 'string', description: 'Dica dentro do campo vazio, em pt-BR.' },
      'ui:readonly': { type: 'boolean', description: 'Só leitura.' },
      'ui:disabled': { type: 'boolean', description: 'Desabilitado.' },
      'ui:title': { type: 'string', minLength: 1, description: 'Rótulo em pt-BR no lugar do `title` do esquema.' },
      'ui:description': { type: 'string', description: 'Descrição em pt-BR no lugar da do esquema.' },
      'ui:help': { type: 'string', minLength: 1, description: 'Ajuda em pt-BR mostrada embaixo do campo.' },
      items: { $ref: '#/$defs/uiSchema', description: 'uiSchema dos itens de uma lista.' },
    },
    patternProperties: { '^(?!ui:|items$)': { $ref: '#/$defs/uiSchema' } },
    additionalProperties: false,
    allOf: [
      ...widgets.map((entry) => ({ entry, key: 'ui:widget', defs: 'widgetOptions-' })),
      ...editors.map((entry) => ({ entry, key: 'ui:field', defs: 'editorOptions-' })),
    ].map(({ entry, key, defs: prefix }) => {
      const required = Array.isArray(entry.schema.required) || Array.isArray(entry.schema.oneOf);
      return {
        if: { properties: { [key]: { const: entry.name } }, required: [key] },
        then: { properties: { 'ui:options': { $ref: `#/$defs/${prefix}${entry.name}` } }, ...(required ? { required: ['ui:options'] } : {}) },
      };
    }),
  };

  defs.filterWidget = nameEnum('FilterWidgetName', 'Widget da barra de filtros (`ui:widget` de um filtro; ausente = o que o tipo da propriedade escolhe).', filters);
  for (const entry of filters) defs[`filterOptions-${entry.name}`] = { title: `${pascal(entry.name)}FilterOptions`, ...entry.schema };
  defs.filterUiField = {
    title: 'FilterUiField',
    type: 'object',
    description: 'O uiSchema de um filtro.',
    additionalProperties: false,
    properties: {
      'ui:widget': { $ref: '#/$defs/filterWidget' },
      'ui:options': optionsUnion('FilterOptions', 'Opções do widget do filtro.', filters),
      'ui:placeholder': { type: 'string', description: 'Dica dentro do campo vazio, em pt-BR.' },
    },
    allOf: filters.map((entry) => ({
      if: { properties: { 'ui:widget': { const: entry.name } }, required: ['ui:widget'] },
      then: { properties: { 'ui:options': { $ref: `#/$defs/filterOptions-${entry.name}` } } },
    })),
  };
  defs.filterUiSchema = {
    title: 'FilterUiSchema',
    type: 'object',
    description: 'uiSchema dos filtros: nome da propriedade → o uiSchema do filtro.',
    additionalProperties: { $ref: '#/$defs/filterUiField' },
  };

  defs.chart = nameEnum('ChartName', 'Tipo de gráfico (chart.js).', charts);
  for (const entry of charts) defs[`chartOptions-${entry.name}`] = { title: `${pascal(entry.name)}ChartOptions`, ...entry.schema };
  defs.chartOptionsByChart = {
    description: '`options` de um gráfico conferidas contra o seu tipo (`chart`).',
    allOf: optionsByName('chart', charts, 'chartOptions-', 'options'),
  };

  for (const entry of sections) defs[`section-${entry.name}`] = entry.schema;
  defs.detailSection = {
    title: 'DetailSection',
    description: `Uma seção da página de detalhe, escolhida por \`kind\`: ${sections.map((entry) => `\`${entry.name}\``).join(', ')}.`,
    type: 'object',
    discriminator: { propertyName: 'kind' },
    oneOf: sections.map((entry) => ({ $ref: `#/$defs/section-${entry.name}` })),
  };
  for (const entry of dashboardWidgets) defs[`dashboardWidget-${entry.name}`] = entry.schema;
  defs.dashboardWidget = {
    title: 'DashboardWidget',
    description: `Um widget do painel, escolhido por \`kind\`: ${dashboardWidgets.map((entry) => `\`${entry.name}\``).join(', ')}.`,
    type: 'object',
    discriminator: { propertyName: 'kind' },
    oneOf: dashboardWidgets.map((entry) => ({ $ref: `#/$defs/dashboardWidget-${entry.name}` })),
  };

  defs.customComponent = nameEnum('CustomComponentName', 'Componente de uma tela `custom`.', components);
  for (const entry of components) defs[`settings-${entry.name}`] = { title: `${pascal(entry.name)}Settings`, ...entry.schema };
  defs.customScreen = {
    title: 'CustomScreen',
    description: 'Tela com um componente registrado que não é CRUD, configurado por `settings` (cada componente declara o esquema delas ao lado do seu código).',
    type: 'object',
    discriminator: { propertyName: 'component' },
    oneOf: components.map((entry) => {
      const settingsRequired = Array.isArray(entry.schema.required) && entry.schema.required.length > 0;
      return {
        title: `${pascal(entry.name)}Screen`,
        type: 'object',
        description: `Tela do componente \`${entry.name}\`: ${describe(entry)}`,
        additionalProperties: false,
        required: ['id', 'kind', 'route', 'title', 'permission', 'component', ...(settingsRequired ? ['settings'] : [])],
        properties: {
          $schema: { $ref: `${COMMON}schemaPath` },
          id: { $ref: `${COMMON}screenId` },
          kind: { const: 'custom', description: 'Tipo da tela.' },
          route: { $ref: `${COMMON}routes` },
          title: { $ref: `${COMMON}screenTitle` },
          description: { $ref: `${COMMON}screenDescription` },
          permission: { $ref: `${COMMON}screenPermission` },
          guestOnly: { $ref: `${COMMON}guestOnly` },
          public: { $ref: `${COMMON}public` },
          sampleParams: { $ref: `${COMMON}sampleParams` },
          component: { const: entry.name, description: 'Nome do componente registrado.' },
          settings: { $ref: `#/$defs/settings-${entry.name}` },
        },
      };
    }),
  };

  const schema = {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $comment: 'Gerado por `npm run gen:types` a partir dos esquemas ao lado do código do motor; não edite.',
    title: 'Registro do motor',
    description: 'Os nomes registrados no motor (formatos de célula, widgets, filtros, gráficos, seções, widgets de painel, componentes) e as opções de cada um.',
    $defs: defs,
  };

  const list = (entries: Entry[]) => JSON.stringify(entries.map((entry) => entry.name));
  const names = [
    '/* generated — do not edit, run npm run gen:types */',
    '/** The names each registry of the engine holds, read from the schemas next to their code. */',
    '',
    '/** Cell formats (engine/fields/cells/<name>/). */',
    `export const CELL_FORMATS = ${list(cells)} as const;`,
    '/** Form widgets (engine/fields/widgets/<name>/). */',
    `export const WIDGET_NAMES = ${list(widgets)} as const;`,
    '/** Field editors, `ui:field` (engine/fields/editors/<name>/). */',
    `export const FIELD_EDITORS = ${list(editors)} as const;`,
    '/** Filter bar widgets (engine/fields/filters/<name>/). */',
    `export const FILTER_WIDGETS = ${list(filters)} as const;`,
    '/** Chart kinds (engine/kinds/dashboard/charts/<name>/). */',
    `export const CHART_KINDS = ${list(charts)} as const;`,
    '/** Detail section kinds (engine/kinds/detail/sections/<name>/). */',
    `export const SECTION_KINDS = ${list(sections)} as const;`,
    '/** Dashboard widget kinds (engine/kinds/dashboard/widgets/<name>/). */',
    `export const DASHBOARD_WIDGET_KINDS = ${list(dashboardWidgets)} as const;`,
    '/** Custom components (<name>.settings.schema.json beside their code). */',
    `export const CUSTOM_COMPONENTS = ${list(components)} as const;`,
    '',
  ].join('\n');

  return new Map([
    [REGISTRY_SCHEMA, `${JSON.stringify(schema, null, 2)}\n`],
    [NAMES_MODULE, names],
  ]);
}
