import type { Action, ScreenDefinition } from '../generated';
import { childPointer } from './problems.ts';

/** A name a definition uses at some pointer (a permission key, an icon, a dashboard source). */
export interface NamedUse {
  pointer: string;
  name: string;
}

/** A value a definition holds at some pointer (an embedded JSON Schema). */
export interface PlacedValue<T> {
  pointer: string;
  value: T;
}

/** A uiSchema and the JSON Schema it lays out (for the checks of each field's widget options). */
export interface UiSchemaSite {
  /** Pointer of the uiSchema. */
  pointer: string;
  uiSchema: Record<string, unknown>;
  /** The form's schema (`$ref`s inlined); absent when it comes from the resource (checked there). */
  schema?: Record<string, unknown>;
}

/** Everything in one definition (authoring shape) that must match something outside it. */
export interface ScreenReferences {
  /** Permission keys (screen, actions, form buttons). */
  permissions: NamedUse[];
  /** Blueprint icon names of actions. */
  icons: NamedUse[];
  /** Embedded JSON Schemas (forms, filters, dialog forms, settings), `$ref`s already inlined. */
  schemas: Array<PlacedValue<Record<string, unknown>>>;
  /** Form uiSchemas with their schema. */
  uiSchemas: UiSchemaSite[];
  /** Filter forms (schema, uiSchema and defaults). */
  filters: Array<PlacedValue<{ schema: Record<string, unknown>; uiSchema?: Record<string, unknown>; defaults?: Record<string, unknown> }>>;
  /** Route templates the screen navigates to (link actions, afterSave), to check that they open a screen. */
  routes: NamedUse[];
  /** Dashboard widgets' `source` names. */
  sources: NamedUse[];
}

/** Collects the references of one definition that passed the format schema. */
export function screenReferences(definition: ScreenDefinition): ScreenReferences {
  const refs: ScreenReferences = { permissions: [], icons: [], schemas: [], uiSchemas: [], filters: [], sources: [], routes: [] };
  const permission = (pointer: string, key: string | null | undefined) => {
    if (typeof key === 'string') refs.permissions.push({ pointer, name: key });
  };
  const form = (pointer: string, schema: Record<string, unknown> | undefined, uiSchema: Record<string, unknown> | undefined) => {
    if (schema) refs.schemas.push({ pointer: childPointer(pointer, 'schema'), value: schema });
    if (uiSchema) refs.uiSchemas.push({ pointer: childPointer(pointer, 'uiSchema'), uiSchema, schema });
  };
  const actions = (pointer: string, list: readonly Action[] | undefined) =>
    list?.forEach((item, index) => {
      if (typeof item === 'string') return;
      const at = childPointer(pointer, index);
      if ('use' in item) {
        if (item.icon !== undefined) refs.icons.push({ pointer: childPointer(at, 'icon'), name: item.icon });
        return;
      }
      permission(childPointer(at, 'permission'), item.permission);
      if (item.icon !== undefined) refs.icons.push({ pointer: childPointer(at, 'icon'), name: item.icon });
      if (item.kind === 'form') form(at, item.schema, item.uiSchema);
      if (item.kind === 'link') refs.routes.push({ pointer: childPointer(at, 'route'), name: item.route });
    });
  const filters = (pointer: string, filter: { schema: Record<string, unknown>; uiSchema?: Record<string, unknown>; defaults?: Record<string, unknown> } | undefined) => {
    if (!filter) return;
    refs.schemas.push({ pointer: childPointer(pointer, 'schema'), value: filter.schema });
    refs.filters.push({ pointer, value: filter });
  };

  if ('permission' in definition) permission('/permission', definition.permission);
  switch (definition.kind) {
    case 'list':
      filters('/filters', definition.filters);
      actions('/actions', definition.actions);
      actions('/rowActions', definition.rowActions);
      if (definition.dialog) form('/dialog', definition.dialog.schema, definition.dialog.uiSchema);
      break;
    case 'form':
      form('', definition.schema, definition.uiSchema);
      if (definition.remove) {
        permission('/remove/permission', definition.remove.permission);
        if (definition.remove.icon !== undefined) refs.icons.push({ pointer: '/remove/icon', name: definition.remove.icon });
      }
      actions('/actions', definition.actions);
      if (definition.afterSave !== undefined) refs.routes.push({ pointer: '/afterSave', name: definition.afterSave });
      permission('/permissions/new', definition.permissions?.new);
      permission('/permissions/edit', definition.permissions?.edit);
      break;
    case 'detail':
      actions('/actions', definition.actions);
      definition.sections.forEach((section, index) => {
        if (section.kind === 'table') actions(childPointer('/sections', index, 'rowActions'), section.rowActions);
      });
      break;
    case 'dashboard':
      filters('/filters', definition.filters);
      definition.widgets.forEach((widget, index) => refs.sources.push({ pointer: childPointer('/widgets', index, 'source'), name: widget.source }));
      break;
    case 'custom': {
      const settings = definition.settings as Record<string, unknown> | undefined;
      if (settings?.schema && typeof settings.schema === 'object') {
        form('/settings', settings.schema as Record<string, unknown>, settings.uiSchema as Record<string, unknown> | undefined);
      }
      for (const [key, value] of Object.entries(settings?.permissions ?? {})) permission(childPointer('/settings/permissions', key), value as string);
      break;
    }
  }
  return refs;
}
