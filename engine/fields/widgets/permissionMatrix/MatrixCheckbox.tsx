import { Checkbox } from '@blueprintjs/core';
import type { CheckState } from './matrixModel';

/**
 * One checkbox of the matrix, named for screen readers only (its column title and row header say it to
 * sighted users): checked, unchecked, or mixed when only some of what it stands for is selected.
 */
export function MatrixCheckbox(props: { name: string; state: CheckState; disabled: boolean; onChange(checked: boolean): void; label?: string }) {
  return (
    <Checkbox
      aria-label={props.name}
      label={props.label}
      checked={props.state === 'all'}
      indeterminate={props.state === 'some'}
      disabled={props.disabled}
      // A mixed toggle selects everything, as in a file manager; a full one clears.
      onChange={() => props.onChange(props.state !== 'all')}
    />
  );
}
