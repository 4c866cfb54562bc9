/**
 * The names the engine registers, as plain data so the Node-side validator can check definitions
 * without importing React. `defaultRegistry` asserts at start-up (and a unit test asserts) that the
 * runtime registry holds exactly these keys.
 */

/** Screen kinds a definition's `kind` may take. */
export const SCREEN_KINDS = ['list', 'form', 'detail', 'dashboard', 'custom'] as const;

/** Cell formats a column's `format` may take. */
export const CELL_FORMATS = [
  'text', 'number', 'money', 'percent', 'date', 'datetime', 'boolean', 'status', 'cpf', 'phone', 'cep', 'list', 'html',
  'image', 'link',
] as const;

/** rjsf widget names a uiSchema's `ui:widget` may take. */
export const WIDGET_NAMES = [
  'text', 'textarea', 'number', 'money', 'percent', 'date', 'switch', 'select', 'multiselect',
  'remoteSelect', 'remoteMultiSelect', 'email', 'password', 'cpf', 'phone', 'cep', 'richtext',
  'image',
  'cnpj',
] as const;

/**
 * String formats the form validator adds to ajv-formats' (engine/fields/form/validator.ts CUSTOM_FORMATS), so
 * embedded JSON Schemas may name them; the validator refuses any other unknown format.
 */
export const SCHEMA_FORMATS: readonly string[] = ['cpf', 'phone', 'cep', 'date', 'password', 'digits', 'cnpj'];

/** Custom (non-CRUD) component names a custom screen's `component` may take. */
export const CUSTOM_COMPONENTS: readonly string[] = ['login', 'resetPassword', 'home',
  'chatApp', 'hierarchyBrowser', 'questionEditor'];

export type ScreenKind = (typeof SCREEN_KINDS)[number];
export type CellFormat = (typeof CELL_FORMATS)[number];
export type WidgetName = (typeof WIDGET_NAMES)[number];
