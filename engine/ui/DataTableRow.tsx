import { Checkbox } from '@blueprintjs/core';
import { memo, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { getPath } from '../core/template';
import type { Row } from '../core/dataProvider';
import { useCellFormats } from './CellFormatsContext';
import type { CellColumn } from './cellTypes';

/** A column as a row draws it. */
export interface RowColumn extends CellColumn {
  title: string;
  /** Widest the column grows, in px, unless the user set its width. */
  width?: number;
}

/**
 * What a row does with the user's input. The table passes one object for its whole life (it reads its own latest
 * props), so a row draws again only when what it shows changes.
 */
export interface RowHandlers {
  click(event: MouseEvent<HTMLTableRowElement>, row: Row): void;
  keyDown(event: KeyboardEvent<HTMLTableRowElement>, row: Row, index: number): void;
  focus(index: number): void;
  toggle(row: Row): void;
}

/** Props of one table row. */
export interface DataTableRowProps {
  row: Row;
  index: number;
  /** The row's stable key (`data-key`). */
  rowKey: string;
  columns: readonly RowColumn[];
  /** The user's column widths (px) by field. */
  widths?: Record<string, number>;
  /** Draws the selection checkbox, named `selectLabel`. */
  selectable: boolean;
  selected: boolean;
  selectLabel?: string;
  /** The row is in the keyboard's reach (it opens or is selectable); `tabStop` is the one row in the tab order. */
  focusable: boolean;
  tabStop: boolean;
  /** The row opens its record on click (handled by the table). */
  openable: boolean;
  renderActions?(row: Row): ReactNode;
  handlers: RowHandlers;
}

/**
 * One row of {@link DataTable}: its cells through the registered formats and its actions. Memoised: the list's
 * screen draws again on every state change it holds (the saved views' answer, the page's fresh copy, a checkbox),
 * and the rows whose data and state did not change are not drawn again.
 */
export const DataTableRow = memo(function DataTableRow(props: DataTableRowProps) {
  const cells = useCellFormats();
  const { row, index, columns, selectable, selected, handlers } = props;
  return (
    <tr
      role="row"
      data-key={props.rowKey}
      data-row={index}
      className={selected ? 'engine-row-selected' : undefined}
      aria-selected={selectable ? selected : undefined}
      tabIndex={props.focusable ? (props.tabStop ? 0 : -1) : undefined}
      onClick={props.openable ? (event) => handlers.click(event, row) : undefined}
      onKeyDown={props.focusable ? (event) => handlers.keyDown(event, row, index) : undefined}
      onFocus={props.focusable ? () => handlers.focus(index) : undefined}
    >
      {selectable ? (
        <td role="cell" className="engine-select-cell engine-pin-start">
          <Checkbox className="engine-select-box" aria-label={props.selectLabel} checked={selected} onChange={() => handlers.toggle(row)} />
        </td>
      ) : null}
      {columns.map((column, columnIndex) => {
        const format = cells.get(column.format ?? 'text');
        const value = getPath(row, column.field);
        const text = format.text(value, column, row);
        const width = props.widths?.[column.field] ?? column.width;
        return (
          <td
            key={column.field}
            role="cell"
            data-col={columnIndex}
            data-label={column.title}
            className={[
              format.align === 'end' ? 'engine-cell-end' : '',
              format.nowrap ? 'engine-cell-nowrap' : '',
              columnIndex === 0 && columns.length > 1 ? 'engine-pin-first' : '',
            ].filter(Boolean).join(' ') || undefined}
          >
            <div className="engine-cell" title={text || undefined} style={width ? { maxWidth: width } : undefined}>
              {format.render ? format.render(value, column, row) : text}
            </div>
          </td>
        );
      })}
      {props.renderActions ? <td role="cell" className="engine-actions-cell engine-pin-end" data-label="Ações">{props.renderActions(row)}</td> : null}
    </tr>
  );
});
