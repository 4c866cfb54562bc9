import { InputGroup } from '@blueprintjs/core';
import type { FilterWidget } from '../filterTypes';

/** `number`: a number box; a value that is not a number is no filter. */
export const filter: FilterWidget = {
  parse(raw) {
    const n = Number(raw);
    return Number.isFinite(n) ? n : undefined;
  },
  Control: (props) => (
    <InputGroup id={props.id} type="number" placeholder={props.placeholder} value={props.value} onValueChange={props.onChange} />
  ),
};
