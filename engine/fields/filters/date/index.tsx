import { InputGroup } from '@blueprintjs/core';
import type { FilterWidget } from '../filterTypes';

/** `date`: one date (aaaa-mm-dd sent to the API). */
export const filter: FilterWidget = {
  parse: (raw) => raw,
  Control: (props) => (
    <InputGroup id={props.id} type="date" placeholder={props.placeholder} value={props.value} onValueChange={props.onChange} />
  ),
};
