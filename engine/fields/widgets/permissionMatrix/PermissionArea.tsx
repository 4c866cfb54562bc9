import { FORM_TEXTS } from '../../../core/i18n/messages';
import { MatrixCheckbox } from './MatrixCheckbox';
import { checkState, toggleRows, type MatrixArea } from './matrixModel';
import { PermissionRow } from './PermissionRow';

const TEXTS = FORM_TEXTS.permissionMatrix;

/**
 * One area of the matrix as a row group: a heading row with the area's toggle (over the rows shown, so a
 * filtered area toggles what the user sees) and how many of its keys are selected, then its screens.
 */
export function PermissionArea(props: {
  area: MatrixArea;
  selection: ReadonlySet<string>;
  columnCount: number;
  showExtras: boolean;
  disabled: boolean;
  onChange(next: Set<string>): void;
}) {
  const { area, selection, disabled, onChange } = props;
  const keys = area.rows.flatMap((row) => row.keys);
  const selected = keys.filter((key) => selection.has(key)).length;
  return (
    <tbody>
      <tr className="engine-matrix-area">
        <th scope="rowgroup" colSpan={props.columnCount}>
          <MatrixCheckbox
            name={TEXTS.area(area.name)}
            label={area.name}
            state={checkState(selection, keys)}
            disabled={disabled}
            onChange={(checked) => onChange(toggleRows(selection, area.rows, checked))}
          />
          <span className="engine-matrix-area-count">{TEXTS.areaCount(selected, keys.length)}</span>
        </th>
      </tr>
      {area.rows.map((row) => (
        <PermissionRow key={row.base} row={row} selection={selection} showExtras={props.showExtras} disabled={disabled} onChange={onChange} />
      ))}
    </tbody>
  );
}
