import { HTMLSelect } from '@blueprintjs/core';
import type { FilterWidget } from '../filterTypes';

/** `boolean`: Sim / Não / Todos, or the texts of `trueLabel` / `falseLabel`. */
export const filter: FilterWidget = {
  applyOnChange: true,
  parse: (raw) => raw === 'true',
  Control: (props) => (
    <HTMLSelect
      id={props.id}
      value={props.value}
      onChange={(event) => props.onChange(event.currentTarget.value)}
      options={[
        { value: '', label: 'Todos' },
        { value: 'true', label: (props.options.trueLabel as string | undefined) ?? 'Sim' },
        { value: 'false', label: (props.options.falseLabel as string | undefined) ?? 'Não' },
      ]}
    />
  ),
};
