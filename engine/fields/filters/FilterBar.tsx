import { Button, FormGroup } from '@blueprintjs/core';
import { useId, useState, type FormEvent } from 'react';
import { filterWidgetOf, type FilterProperty } from '../../core/filterWidgets';
import { filterWidgets } from './index';

type UiNode = Record<string, unknown> | undefined;

/** The widgets of a filter schema's properties (a property no widget names is drawn as text). */
function widgetsOf(schema: Record<string, unknown>, uiSchema: Record<string, unknown> | undefined) {
  const properties = (schema.properties ?? {}) as Record<string, FilterProperty>;
  return Object.entries(properties).map(([name, property]) => {
    const ui = uiSchema?.[name] as UiNode;
    const widgetName = filterWidgetOf(property, ui?.['ui:widget']) ?? 'text';
    return { name, property, ui, widget: filterWidgets[widgetName] ?? filterWidgets.text };
  });
}

/**
 * Starts fetching the code a filter bar's widgets load on their first draw: a screen that draws its bar only once
 * its data is in (behind the previous screen's picture) would otherwise ask for it only then.
 */
export function preloadFilterBar(schema: Record<string, unknown>, uiSchema?: Record<string, unknown>): void {
  for (const { widget } of widgetsOf(schema, uiSchema)) widget.preload?.();
}

/**
 * The filter form of lists and dashboards, driven by the definition's JSON Schema: each property is drawn
 * by its filter widget (text, number, select, boolean, date). It does not load rjsf: filters are simple and
 * the list chunk stays small. A property no widget can draw is refused by `npm run validate`.
 */
export function FilterBar(props: {
  schema: Record<string, unknown>;
  uiSchema?: Record<string, unknown>;
  value: Record<string, unknown>;
  onApply(value: Record<string, unknown>): void;
  /** Select changes apply at once (true for lists); dashboards apply on the button only. */
  applyOnSelect?: boolean;
}) {
  const idBase = useId();
  const fields = widgetsOf(props.schema, props.uiSchema);
  const toDraft = (value: Record<string, unknown>) =>
    Object.fromEntries(fields.map(({ name }) => [name, value[name] === undefined ? '' : String(value[name])]));
  const [draft, setDraft] = useState<Record<string, string>>(() => toDraft(props.value));
  const valueKey = JSON.stringify(props.value);
  // The applied value changes from outside (URL, "Limpar"): the draft follows it, adjusted during render.
  const [draftKey, setDraftKey] = useState(valueKey);
  if (draftKey !== valueKey) {
    setDraftKey(valueKey);
    setDraft(toDraft(props.value));
  }

  const build = (next: Record<string, string>) => {
    const out: Record<string, unknown> = {};
    for (const { name, property, widget } of fields) {
      const raw = next[name] ?? '';
      const value = raw === '' ? undefined : widget.parse(raw, property);
      if (value !== undefined) out[name] = value;
    }
    return out;
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onApply(build(draft));
  };
  const clear = () => {
    setDraft(Object.fromEntries(fields.map(({ name }) => [name, ''])));
    props.onApply({});
  };

  return (
    <form className="engine-filter-bar" onSubmit={submit} role="search" aria-label="Filtros">
      {fields.map(({ name, property, ui, widget }) => {
        const id = `${idBase}-${name}`;
        const { Control } = widget;
        return (
          <FormGroup key={name} label={property.title ?? name} labelFor={id} className="engine-filter-field">
            <Control
              id={id}
              name={name}
              property={property}
              value={draft[name] ?? ''}
              placeholder={(ui?.['ui:placeholder'] as string | undefined) ?? property.description}
              options={(ui?.['ui:options'] as Record<string, unknown> | undefined) ?? {}}
              onChange={(value) => {
                const next = { ...draft, [name]: value };
                setDraft(next);
                if (widget.applyOnChange && props.applyOnSelect) props.onApply(build(next));
              }}
              onChangeFields={(values, apply) => {
                const next = { ...draft, ...values };
                setDraft(next);
                if (apply) props.onApply(build(next));
              }}
            />
          </FormGroup>
        );
      })}
      <div className="engine-filter-buttons">
        <Button type="submit" intent="primary" icon="filter" text="Filtrar" />
        <Button type="button" variant="minimal" text="Limpar" onClick={clear} />
      </div>
    </form>
  );
}
