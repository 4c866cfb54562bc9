/**
 * The options of every field's widget and every filter's widget, checked against the schemas those widgets
 * declare next to their code (schemas/generated/registry.schema.json). The format schema already checks a
 * field whose `ui:widget` is written; here the widget a field gets from its type (a string gets `text`, an
 * enum `select`...) is worked out too, so an option that widget does not take is refused wherever it is.
 */
import type { ValidateFunction } from 'ajv';
import { filterValueType, filterWidgetOf, type FilterProperty } from '../filterWidgets.ts';
import { WIDGET_NAMES } from '../names.ts';
import { ajvErrorsToProblems } from './ajvProblems.ts';
import { childPointer, type Problem } from './problems.ts';

type Schema = Record<string, unknown>;

/** Validators of the generated registry's option schemas. */
export interface OptionsChecker {
  /** Problems of `options` (at `pointer` of `file`) against the options of the registry entry `def`. */
  check(def: string, options: unknown, file: string, pointer: string): Problem[];
}

/**
 * The checker over the validators of `schemas/generated/registry.schema.json#/$defs/<def>`: compiled by ajv in
 * Node, generated ahead of time for the browser (the same code either way, so the same problems).
 */
export function createOptionsChecker(validatorOf: (def: string) => ValidateFunction | undefined): OptionsChecker {
  return {
    check(def, options, file, pointer) {
      const validate = validatorOf(def);
      if (!validate) throw new Error(`[validate] registro sem a definição ${def}`);
      if (validate(options)) return [];
      return ajvErrorsToProblems(validate.errors ?? [], { file, base: pointer });
    },
  };
}

/** The widget a form field gets when its uiSchema names none (rjsf's choice, mapped to the engine's widgets). */
function defaultWidgetOf(schema: Schema | undefined): string | null {
  if (!schema) return null;
  const type = Array.isArray(schema.type) ? (schema.type as string[]).find((t) => t !== 'null') : (schema.type as string | undefined);
  if (Array.isArray(schema.enum) || Array.isArray(schema.oneOf) || Array.isArray(schema.anyOf)) return type === 'array' ? 'multiselect' : 'select';
  if (type === 'boolean') return 'switch';
  if (type === 'number' || type === 'integer') return 'number';
  if (type === 'string') {
    const format = schema.format;
    return typeof format === 'string' && (WIDGET_NAMES as readonly string[]).includes(format) ? format : 'text';
  }
  if (type === 'array') {
    const items = schema.items as Schema | undefined;
    return items && (Array.isArray(items.enum) || Array.isArray(items.oneOf)) ? 'multiselect' : null;
  }
  return null;
}

/** The schema of a property, looking into rjsf's conditional branches (`dependencies` → `oneOf`) too. */
function propertyOf(schema: Schema | undefined, name: string): Schema | undefined {
  if (!schema) return undefined;
  const own = (schema.properties as Record<string, Schema> | undefined)?.[name];
  if (own) return own;
  for (const dependency of Object.values((schema.dependencies as Record<string, Schema> | undefined) ?? {})) {
    for (const branch of (dependency.oneOf as Schema[] | undefined) ?? []) {
      const found = (branch.properties as Record<string, Schema> | undefined)?.[name];
      if (found) return found;
    }
  }
  return undefined;
}

/**
 * Problems of the `ui:options` of each field of a uiSchema whose widget comes from the field's type (the
 * fields with a `ui:widget` are checked by the format schema itself), walking the uiSchema beside its form
 * schema.
 */
export function uiOptionsProblems(uiSchema: Schema, schema: Schema | undefined, checker: OptionsChecker, file: string, pointer: string): Problem[] {
  const problems: Problem[] = [];
  const visit = (ui: Schema, node: Schema | undefined, at: string) => {
    const order = ui['ui:order'];
    if (Array.isArray(order) && node?.properties) {
      const orderAt = childPointer(at, 'ui:order');
      // rjsf silently drops a name the schema lacks, so a typo would hide nothing but still mean a field out of place.
      order.forEach((name, index) => {
        if (name !== '*' && !propertyOf(node, String(name))) {
          problems.push({ file, pointer: childPointer(at, 'ui:order', index), message: `"${String(name)}" não é um campo do esquema do formulário` });
        }
      });
      // These two make rjsf throw while drawing, so the whole form would not open.
      const wildcards = order.filter((name) => name === '*').length;
      if (wildcards > 1) {
        problems.push({ file, pointer: orderAt, message: `ui:order tem ${wildcards} "*"; só pode haver um (o lugar dos campos não citados)` });
      } else if (wildcards === 0) {
        const left = Object.keys(node.properties as object).filter((name) => !order.includes(name));
        if (left.length) {
          problems.push({ file, pointer: orderAt, message: `ui:order sem "*" deixa de fora ${left.map((name) => `"${name}"`).join(', ')}; cite esses campos ou acrescente "*"` });
        }
      }
    }
    const options = ui['ui:options'];
    if (options !== undefined && ui['ui:widget'] === undefined && ui['ui:field'] === undefined && node) {
      const widget = defaultWidgetOf(node);
      const optionsAt = childPointer(at, 'ui:options');
      problems.push(...checker.check(widget ? `widgetOptions-${widget}` : 'containerOptions', options, file, optionsAt));
    }
    for (const [key, value] of Object.entries(ui)) {
      if (key.startsWith('ui:') || !value || typeof value !== 'object' || Array.isArray(value)) continue;
      const child = key === 'items' ? (node?.items as Schema | undefined) : propertyOf(node, key);
      if (!child && key !== 'items' && node?.properties) {
        problems.push({ file, pointer: childPointer(at, key), message: `o campo "${key}" não está no esquema do formulário (erro de digitação?)` });
        continue;
      }
      visit(value as Schema, child, childPointer(at, key));
    }
  };
  visit(uiSchema, schema, pointer);
  return problems;
}

const FILTER_TYPES: Record<string, (property: FilterProperty) => boolean> = {
  text: (property) => filterValueType(property) === 'string',
  number: (property) => ['number', 'integer'].includes(filterValueType(property) ?? ''),
  boolean: (property) => filterValueType(property) === 'boolean',
  date: (property) => filterValueType(property) === 'string',
  select: (property) => Array.isArray(property.enum) || Array.isArray(property.oneOf),
};

/** Problems of a filter form: every property must have a filter widget that can draw it, with its options. */
export function filterProblems(
  filter: { schema: Schema; uiSchema?: Schema; defaults?: Schema },
  checker: OptionsChecker,
  file: string,
  pointer: string,
): Problem[] {
  const problems: Problem[] = [];
  const properties = (filter.schema.properties as Record<string, Schema> | undefined) ?? {};
  if (filter.schema.type !== 'object') problems.push({ file, pointer: childPointer(pointer, 'schema', 'type'), message: 'o esquema dos filtros deve ser de objeto ("type": "object")' });
  for (const [name, property] of Object.entries(properties)) {
    const ui = (filter.uiSchema?.[name] ?? {}) as Schema;
    const widget = filterWidgetOf(property as FilterProperty, ui['ui:widget']);
    const at = childPointer(pointer, 'schema', 'properties', name);
    if (widget === null) {
      const type = filterValueType(property as FilterProperty) ?? 'sem tipo';
      const detail = property.format !== undefined ? `${type} com format "${String(property.format)}"` : type;
      problems.push({ file, pointer: at, message: `a barra de filtros não sabe desenhar esta propriedade (${detail}): use texto, número, sim/não, data (format "date") ou uma lista de opções (enum/oneOf)` });
      continue;
    }
    const fits = FILTER_TYPES[widget];
    if (fits && !fits(property as FilterProperty)) {
      problems.push({ file, pointer: childPointer(pointer, 'uiSchema', name, 'ui:widget'), message: `o widget de filtro "${widget}" não desenha uma propriedade ${filterValueType(property as FilterProperty) ?? 'sem tipo'}${widget === 'select' ? ' sem enum/oneOf' : ''}` });
    }
    if (ui['ui:options'] !== undefined && ui['ui:widget'] === undefined) {
      problems.push(...checker.check(`filterOptions-${widget}`, ui['ui:options'], file, childPointer(pointer, 'uiSchema', name, 'ui:options')));
    }
    const rangeEnd = (ui['ui:options'] as Schema | undefined)?.rangeEnd;
    if (widget === 'date' && typeof rangeEnd === 'string') {
      const end = properties[rangeEnd];
      if (!end || filterWidgetOf(end as FilterProperty, (filter.uiSchema?.[rangeEnd] as Schema | undefined)?.['ui:widget']) !== 'date' || rangeEnd === name) {
        problems.push({ file, pointer: childPointer(pointer, 'uiSchema', name, 'ui:options', 'rangeEnd'), message: `"${rangeEnd}" não é outro filtro de data deste formulário` });
      }
    }
  }
  for (const name of Object.keys(filter.uiSchema ?? {})) {
    if (!Object.hasOwn(properties, name)) problems.push({ file, pointer: childPointer(pointer, 'uiSchema', name), message: `o filtro "${name}" não está no esquema dos filtros` });
  }
  for (const name of Object.keys(filter.defaults ?? {})) {
    if (!Object.hasOwn(properties, name)) problems.push({ file, pointer: childPointer(pointer, 'defaults', name), message: `o filtro "${name}" não está no esquema dos filtros` });
  }
  return problems;
}
