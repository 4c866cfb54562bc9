import { InputGroup } from '@blueprintjs/core';
import type { FilterWidget } from '../filterTypes';

/** `text`: a search box. */
export const filter: FilterWidget = {
  parse: (raw) => raw,
  Control: (props) => (
    <InputGroup
      id={props.id}
      type="search"
      leftIcon="search"
      placeholder={props.placeholder}
      value={props.value}
      onValueChange={props.onChange}
    />
  ),
};
