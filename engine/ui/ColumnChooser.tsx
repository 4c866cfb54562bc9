import { Button, Checkbox } from '@blueprintjs/core';
import { useId } from 'react';
import { blueprintPopover } from './popover/blueprintPopover';
import { DeferredPopover } from './popover/DeferredPopover';

/**
 * The "Colunas" button of a list: a checkbox per column (the last shown one cannot be hidden) and a way back
 * to the list's own columns and widths. What the user picks is kept with their preferences.
 */
export function ColumnChooser(props: {
  columns: ReadonlyArray<{ field: string; title: string }>;
  hidden: readonly string[];
  /** Whether the user changed anything (hidden columns or widths): "Restaurar colunas" is offered. */
  customised: boolean;
  onChange(hidden: string[]): void;
  onReset(): void;
}) {
  const titleId = useId();
  const hidden = new Set(props.hidden);
  const shown = props.columns.filter((column) => !hidden.has(column.field)).length;
  const toggle = (field: string) => {
    const next = new Set(hidden);
    if (next.has(field)) next.delete(field);
    else next.add(field);
    props.onChange(props.columns.map((column) => column.field).filter((name) => next.has(name)));
  };
  return (
    <DeferredPopover
      parts={blueprintPopover}
      placement="bottom-end"
      content={() => (
        <div className="engine-column-chooser" role="group" aria-labelledby={titleId}>
          <p id={titleId} className="engine-column-chooser-title">Colunas visíveis</p>
          {props.columns.map((column) => {
            const visible = !hidden.has(column.field);
            return (
              <Checkbox
                key={column.field}
                label={column.title}
                checked={visible}
                disabled={visible && shown === 1}
                onChange={() => toggle(column.field)}
              />
            );
          })}
          <Button variant="minimal" size="small" icon="reset" text="Restaurar colunas" disabled={!props.customised} onClick={props.onReset} />
        </div>
      )}
    >
      <Button icon="column-layout" text="Colunas" />
    </DeferredPopover>
  );
}
