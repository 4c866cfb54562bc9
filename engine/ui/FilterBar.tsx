import { Button, FormGroup, HTMLSelect, InputGroup } from '@blueprintjs/core';
import { useEffect, useId, useState, type FormEvent } from 'react';

interface FilterProperty {
  type?: string | string[];
  title?: string;
  description?: string;
  format?: string;
  enum?: unknown[];
  oneOf?: Array<{ const?: unknown; title?: string }>;
}

function typeOf(property: FilterProperty): string | undefined {
  return Array.isArray(property.type) ? property.type.find((t) => t !== 'null') : property.type;
}

/** The options of a select-like filter: enum, oneOf const/title, or a boolean's Sim/Não. */
function choicesOf(property: FilterProperty, ui: Record<string, unknown> | undefined): Array<{ value: string; label: string }> | null {
  if (property.oneOf) return property.oneOf.map((o) => ({ value: String(o.const), label: o.title ?? String(o.const) }));
  if (property.enum) return property.enum.map((v) => ({ value: String(v), label: String(v) }));
  if (typeOf(property) === 'boolean') {
    const options = (ui?.['ui:options'] ?? {}) as { trueLabel?: string; falseLabel?: string };
    return [
      { value: 'true', label: options.trueLabel ?? 'Sim' },
      { value: 'false', label: options.falseLabel ?? 'Não' },
    ];
  }
  return null;
}

function parseValue(raw: string, property: FilterProperty): unknown {
  if (raw === '') return undefined;
  const type = typeOf(property);
  if (type === 'boolean') return raw === 'true';
  if (type === 'number' || type === 'integer') {
    const n = Number(raw);
    return Number.isFinite(n) ? n : undefined;
  }
  return raw;
}

/**
 * A light filter form for lists and dashboards, driven by the definition's JSON Schema (string, number,
 * boolean, enum/oneOf, date). It does not load rjsf: filters are simple and the list chunk stays small.
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
  const properties = (props.schema.properties ?? {}) as Record<string, FilterProperty>;
  const toDraft = (value: Record<string, unknown>) =>
    Object.fromEntries(Object.keys(properties).map((name) => [name, value[name] === undefined ? '' : String(value[name])]));
  const [draft, setDraft] = useState<Record<string, string>>(() => toDraft(props.value));
  const valueKey = JSON.stringify(props.value);
  useEffect(() => setDraft(toDraft(props.value)), [valueKey]); // eslint-disable-line react-hooks/exhaustive-deps

  const build = (next: Record<string, string>) => {
    const out: Record<string, unknown> = {};
    for (const [name, raw] of Object.entries(next)) {
      const value = parseValue(raw, properties[name]);
      if (value !== undefined) out[name] = value;
    }
    return out;
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onApply(build(draft));
  };
  const clear = () => {
    const empty = Object.fromEntries(Object.keys(properties).map((name) => [name, '']));
    setDraft(empty);
    props.onApply({});
  };

  return (
    <form className="engine-filter-bar" onSubmit={submit} role="search" aria-label="Filtros">
      {Object.entries(properties).map(([name, property]) => {
        const id = `${idBase}-${name}`;
        const ui = props.uiSchema?.[name] as Record<string, unknown> | undefined;
        const choices = choicesOf(property, ui);
        const label = property.title ?? name;
        let control;
        if (choices) {
          control = (
            <HTMLSelect
              id={id}
              value={draft[name] ?? ''}
              onChange={(event) => {
                const next = { ...draft, [name]: event.currentTarget.value };
                setDraft(next);
                if (props.applyOnSelect) props.onApply(build(next));
              }}
              options={[{ value: '', label: 'Todos' }, ...choices]}
            />
          );
        } else {
          const type = typeOf(property);
          control = (
            <InputGroup
              id={id}
              type={property.format === 'date' ? 'date' : type === 'number' || type === 'integer' ? 'number' : 'search'}
              leftIcon={property.format === 'date' ? undefined : 'search'}
              placeholder={(ui?.['ui:placeholder'] as string | undefined) ?? property.description}
              value={draft[name] ?? ''}
              onValueChange={(value) => setDraft({ ...draft, [name]: value })}
            />
          );
        }
        return (
          <FormGroup key={name} label={label} labelFor={id} className="engine-filter-field">
            {control}
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
