import { HTMLSelect } from '@blueprintjs/core';
import type { FilterWidget } from '../filterTypes';
import { SELECT_ICON_PROPS } from '../../../ui/selectIcon';

/** `boolean`: Sim / Não / Todos, or the texts of `trueLabel` / `falseLabel`. */
export const filter: FilterWidget = {
  applyOnChange: true,
  parse: (raw) => raw === 'true',
  Control: (props) => (
    <HTMLSelect
      iconProps={SELECT_ICON_PROPS}
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
