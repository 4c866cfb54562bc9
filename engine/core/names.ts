/**
 * The names the engine registers, as plain data so the Node-side validator can check definitions without
 * importing React. Most are generated from the schemas next to each registered thing's code
 * (engine/core/generated/names.ts); the app's registries assert at start-up that they hold exactly these.
 */
export {
  CELL_FORMATS, CHART_KINDS, CUSTOM_COMPONENTS, DASHBOARD_WIDGET_KINDS, FIELD_EDITORS, FILTER_WIDGETS, SECTION_KINDS, WIDGET_NAMES,
} from './generated/names.ts';

/** Screen kinds a definition's `kind` may take. */
export const SCREEN_KINDS = ['list', 'form', 'detail', 'dashboard', 'custom'] as const;

/**
 * String formats the form validator adds to ajv-formats' (engine/core/schemaFormats.ts), so embedded JSON
 * Schemas may name them; the validator refuses any other unknown format.
 */
export const SCHEMA_FORMATS: readonly string[] = ['cpf', 'phone', 'cep', 'date', 'password', 'digits', 'cnpj'];
