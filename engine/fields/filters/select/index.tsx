import { HTMLSelect } from '@blueprintjs/core';
import { filterChoices, filterValueType } from '../../../core/filterWidgets';
import type { FilterWidget } from '../filterTypes';
import { SELECT_ICON_PROPS } from '../../../ui/selectIcon';

/** `select`: one of the property's `enum` / `oneOf` choices, or "Todos". */
export const filter: FilterWidget = {
  applyOnChange: true,
  parse(raw, property) {
    const type = filterValueType(property);
    if (type === 'number' || type === 'integer') {
      const n = Number(raw);
      return Number.isFinite(n) ? n : undefined;
    }
    if (type === 'boolean') return raw === 'true';
    return raw;
  },
  Control: (props) => (
    <HTMLSelect
      iconProps={SELECT_ICON_PROPS}
      id={props.id}
      value={props.value}
      onChange={(event) => props.onChange(event.currentTarget.value)}
      options={[{ value: '', label: 'Todos' }, ...filterChoices(props.property)]}
    />
  ),
};
