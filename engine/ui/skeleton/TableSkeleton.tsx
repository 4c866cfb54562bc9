import { Classes, HTMLTable } from '@blueprintjs/core';
import { LoadingState } from '../LoadingState';
import './skeleton.css';

/** Rows a list's skeleton draws: enough to hold the page's shape, few enough to draw at once. */
const ROWS = 6;

/**
 * What a list shows while its first page loads for longer than a screen switch waits (300 ms): its real column
 * headers over grey rows, so the page keeps its shape and the table does not jump in. The status line carries
 * the spec's "Carregando..." for screen readers and sight alike; the grey table is hidden from assistive tech.
 */
export function TableSkeleton(props: { columns: readonly string[] }) {
  return (
    <div className="engine-skeleton">
      <LoadingState compact />
      <HTMLTable className="engine-skeleton-table" compact aria-hidden="true">
        <thead>
          <tr>
            {props.columns.map((label, index) => (
              <th key={index}>{label}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {Array.from({ length: ROWS }, (_, row) => (
            <tr key={row}>
              {props.columns.map((_label, index) => (
                <td key={index}>
                  <span className={`${Classes.SKELETON} engine-skeleton-line`} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </div>
  );
}
