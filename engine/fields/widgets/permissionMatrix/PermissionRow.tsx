import { FORM_TEXTS } from '../../../core/i18n/messages';
import { MatrixCheckbox } from './MatrixCheckbox';
import { checkState, MATRIX_COLUMNS, toggleKey, toggleRows, type MatrixRow } from './matrixModel';

const TEXTS = FORM_TEXTS.permissionMatrix;

/**
 * One screen of the matrix: its name as the row header, a checkbox per column whose key the catalogue has
 * (an empty cell otherwise), its other button keys, and a toggle for the whole row.
 */
export function PermissionRow(props: {
  row: MatrixRow;
  selection: ReadonlySet<string>;
  showExtras: boolean;
  disabled: boolean;
  onChange(next: Set<string>): void;
}) {
  const { row, selection, disabled, onChange } = props;
  const single = (key: string) => (selection.has(key) ? 'all' : 'none');
  return (
    <tr>
      <th scope="row" className="engine-matrix-screen">
        {row.label}
        {row.label !== row.base ? <span className="engine-matrix-key">{row.base}</span> : null}
      </th>
      {MATRIX_COLUMNS.map((column) => {
        const key = row.columns[column.suffix];
        return (
          <td key={column.suffix} className="engine-matrix-check">
            {key ? (
              <MatrixCheckbox
                name={TEXTS.cell(column.title, row.label)}
                state={single(key)}
                disabled={disabled}
                onChange={(checked) => onChange(toggleKey(selection, row, key, checked))}
              />
            ) : null}
          </td>
        );
      })}
      {props.showExtras ? (
        <td>
          <div className="engine-matrix-extras">
            {row.extras.map((extra) => (
              <MatrixCheckbox
                key={extra.key}
                name={TEXTS.cell(extra.action, row.label)}
                label={extra.action}
                state={single(extra.key)}
                disabled={disabled}
                onChange={(checked) => onChange(toggleKey(selection, row, extra.key, checked))}
              />
            ))}
          </div>
        </td>
      ) : null}
      <td className="engine-matrix-check">
        {row.keys.length > 1 ? (
          <MatrixCheckbox
            name={TEXTS.row(row.label)}
            state={checkState(selection, row.keys)}
            disabled={disabled}
            onChange={(checked) => onChange(toggleRows(selection, [row], checked))}
          />
        ) : null}
      </td>
    </tr>
  );
}
