import type { Action, Column, ScreenDefinition } from '../../core/generated';
import { childPointer } from './problems.ts';

/** A name a definition uses at some pointer (a permission key, a cell format, a widget, an icon). */
export interface NamedUse {
  pointer: string;
  name: string;
}

/** A value a definition holds at some pointer (an embedded JSON Schema, a format's options). */
export interface PlacedValue<T> {
  pointer: string;
  value: T;
}

/** Everything in one definition that must match something outside it. */
export interface ScreenReferences {
  /** Permission keys (screen, create button, actions, form buttons). */
  permissions: NamedUse[];
  /** Cell formats of columns, fields and widgets, with their options. */
  formats: Array<NamedUse & { options?: Record<string, unknown> }>;
  /** `ui:widget` names in uiSchemas. */
  widgets: NamedUse[];
  /** Blueprint icon names of actions. */
  icons: NamedUse[];
  /** Embedded JSON Schemas (form, filters, dialog forms), `$ref`s already inlined. */
  schemas: Array<PlacedValue<Record<string, unknown>>>;
  /** Dashboard widgets' `source` names. */
  sources: NamedUse[];
}

function walkUiSchema(node: unknown, pointer: string, out: NamedUse[]): void {
  if (node === null || typeof node !== 'object') return;
  for (const [key, value] of Object.entries(node)) {
    const here = childPointer(pointer, key);
    if (key === 'ui:widget' && typeof value === 'string') out.push({ pointer: here, name: value });
    else walkUiSchema(value, here, out);
  }
}

/** Collects the references of one definition that passed the format schema. */
export function screenReferences(definition: ScreenDefinition): ScreenReferences {
  const refs: ScreenReferences = { permissions: [], formats: [], widgets: [], icons: [], schemas: [], sources: [] };
  const permission = (pointer: string, key: string | null | undefined) => {
    if (typeof key === 'string') refs.permissions.push({ pointer, name: key });
  };
  const format = (pointer: string, name: string | undefined, options?: Record<string, unknown>) => {
    if (name !== undefined) refs.formats.push({ pointer: childPointer(pointer, 'format'), name, options });
  };
  const columns = (pointer: string, list: readonly Column[]) =>
    list.forEach((column, index) => format(childPointer(pointer, index), column.format, column.options));
  const form = (pointer: string, schema: Record<string, unknown>, uiSchema: Record<string, unknown> | undefined) => {
    refs.schemas.push({ pointer: childPointer(pointer, 'schema'), value: schema });
    if (uiSchema) walkUiSchema(uiSchema, childPointer(pointer, 'uiSchema'), refs.widgets);
  };
  const action = (pointer: string, item: Action) => {
    permission(childPointer(pointer, 'permission'), item.permission);
    if (item.icon !== undefined) refs.icons.push({ pointer: childPointer(pointer, 'icon'), name: item.icon });
    if (item.kind === 'form') form(pointer, item.schema, item.uiSchema);
  };
  const actions = (pointer: string, list: readonly Action[] | undefined) =>
    list?.forEach((item, index) => action(childPointer(pointer, index), item));

  permission('/permission', definition.permission);
  switch (definition.kind) {
    case 'list':
      columns('/columns', definition.columns);
      if (definition.filters) form('/filters', definition.filters.schema, definition.filters.uiSchema);
      if (definition.create) {
        // A create button either opens a route or is a dialog form action (its schema compiles like any form's).
        if ('kind' in definition.create) action('/create', definition.create);
        else permission('/create/permission', definition.create.permission);
      }
      actions('/rowActions', definition.rowActions);
      break;
    case 'form':
      form('', definition.schema, definition.uiSchema);
      if (definition.remove) action('/remove', definition.remove);
      permission('/permissions/new', definition.permissions?.new);
      permission('/permissions/edit', definition.permissions?.edit);
      break;
    case 'detail':
      actions('/actions', definition.actions);
      definition.sections.forEach((section, index) => {
        const at = childPointer('/sections', index);
        if (section.kind === 'fields') {
          section.fields.forEach((field, fieldIndex) => format(childPointer(at, 'fields', fieldIndex), field.format, field.options));
        } else if (section.kind === 'table') {
          columns(childPointer(at, 'columns'), section.columns);
          actions(childPointer(at, 'rowActions'), section.rowActions);
        }
      });
      break;
    case 'dashboard':
      if (definition.filters) form('/filters', definition.filters.schema, definition.filters.uiSchema);
      definition.widgets.forEach((widget, index) => {
        const at = childPointer('/widgets', index);
        refs.sources.push({ pointer: childPointer(at, 'source'), name: widget.source });
        if (widget.kind === 'stat') format(at, widget.format);
        else if (widget.kind === 'chart') {
          format(childPointer(at, 'label'), widget.label.format);
          widget.series.forEach((series, seriesIndex) => format(childPointer(at, 'series', seriesIndex), series.format));
        } else columns(childPointer(at, 'columns'), widget.columns);
      });
      break;
    case 'custom': {
      const settings = definition.settings as Record<string, unknown> | undefined;
      if (settings?.schema && typeof settings.schema === 'object') {
        form('/settings', settings.schema as Record<string, unknown>, settings.uiSchema as Record<string, unknown> | undefined);
      }
      break;
    }
  }
  return refs;
}
