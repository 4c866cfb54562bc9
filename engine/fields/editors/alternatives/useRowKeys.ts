import { deepEquals } from '@rjsf/utils';
import { useState } from 'react';

let nextKey = 0;

function freshKey(): string {
  nextKey += 1;
  return `alternativa-${nextKey}`;
}

/** The React keys of a list's rows, and how a change the list makes itself keeps them with their rows. */
export interface RowKeys<T> {
  keys: readonly string[];
  /**
   * Records a change made by the list's own controls: `next` is the list it writes, `order[i]` the old
   * position of its row `i` (-1 = a new row).
   */
  change(next: readonly T[], order: readonly number[]): void;
}

/**
 * Stable React keys for the rows of a list stored without ids (the alternatives: the record has none). A
 * row keeps its key when the list's own buttons move or remove rows, so its open details and the focus
 * stay with it; a list that changes any other way (a record loaded, the question's type switched) gets
 * fresh keys, so its rows start over from the new data.
 */
export function useRowKeys<T>(rows: readonly T[]): RowKeys<T> {
  const [state, setState] = useState(() => ({ rows, keys: rows.map(freshKey) }));
  let current = state;
  if (!deepEquals(state.rows, rows)) {
    // Adjusting state while rendering (React's pattern for state that follows a prop): no extra effect pass.
    current = { rows, keys: rows.map(freshKey) };
    setState(current);
  }
  return {
    keys: current.keys,
    change: (next, order) => setState({ rows: next, keys: order.map((from) => (from >= 0 ? current.keys[from] : freshKey())) }),
  };
}
