import '@blueprintjs/table/lib/css/table.css';
import { Button, HotkeysProvider } from '@blueprintjs/core';
import { Cell, Column, ColumnHeaderCell, RenderMode, SelectionModes, Table2 } from '@blueprintjs/table';
import { useCallback, useEffect, useRef, type ReactNode } from 'react';
import { getPath } from '../core/template';
import type { Row, Sort } from '../core/dataProvider';
import { useRegistry } from './RegistryContext';
import type { CellColumn } from './cellTypes';

/** Fixed row height: Blueprint's virtualisation needs it, and rows with action buttons fit in it. */
const ROW_HEIGHT = 40;
const HEADER_HEIGHT = 32;
const SCROLLBAR = 16;

/** A column as the table needs it (a definition column). */
export interface TableColumn extends CellColumn {
  title: string;
  sortable?: boolean;
  width?: number;
}

/**
 * A Blueprint table over rows of data: cells through the registered formats, optional sort headers and
 * an actions column. Used by lists, detail sections and dashboard tables.
 */
export function DataTable(props: {
  rows: Row[];
  columns: TableColumn[];
  sort?: Sort;
  onSort?(field: string): void;
  /** Renders the buttons of one row; absent = no actions column. */
  renderActions?(row: Row): ReactNode;
  actionsWidth?: number;
  /** Accessible name of the table region. */
  label: string;
  /** Most rows visible before the table scrolls inside itself. */
  maxVisibleRows?: number;
}) {
  const { cells } = useRegistry();
  const { rows, columns, sort, onSort, renderActions } = props;
  const wrapper = useRef<HTMLDivElement>(null);

  // Blueprint's scroll container is not focusable, so keyboard users could not scroll it (axe:
  // scrollable-region-focusable); give it a tab stop and a name.
  useEffect(() => {
    const scroller = wrapper.current?.querySelector<HTMLElement>('.bp6-table-quadrant-main .bp6-table-quadrant-scroll-container');
    if (scroller && !scroller.hasAttribute('tabindex')) {
      scroller.tabIndex = 0;
      scroller.setAttribute('role', 'region');
      scroller.setAttribute('aria-label', props.label);
    }
    // The main quadrant draws a copy of the column headers that the sticky top quadrant covers; keep
    // only the visible copy in the accessibility tree and the tab order.
    const hiddenHeaders = wrapper.current?.querySelector<HTMLElement>('.bp6-table-quadrant-main .bp6-table-column-headers');
    if (hiddenHeaders && !hiddenHeaders.inert) {
      hiddenHeaders.inert = true;
      hiddenHeaders.setAttribute('aria-hidden', 'true');
    }
  });

  const headerRenderer = useCallback(
    (column: TableColumn) => () => {
      const active = sort?.field === column.field;
      const nameRenderer = column.sortable && onSort
        ? () => (
            <Button
              variant="minimal"
              size="small"
              className="engine-sort-button"
              endIcon={active ? (sort?.order === 'desc' ? 'sort-desc' : 'sort-asc') : 'double-caret-vertical'}
              aria-label={`Ordenar por ${column.title}${active ? (sort?.order === 'desc' ? ' (decrescente)' : ' (crescente)') : ''}`}
              onClick={() => onSort(column.field)}
              text={column.title}
            />
          )
        : undefined;
      return <ColumnHeaderCell name={column.title} nameRenderer={nameRenderer} />;
    },
    [sort, onSort],
  );

  const cellRenderer = useCallback(
    (column: TableColumn) => (rowIndex: number) => {
      const row = rows[rowIndex];
      const format = cells.get(column.format ?? 'text');
      const value = getPath(row, column.field);
      const text = format.text(value, column, row);
      return (
        <Cell tooltip={text || undefined}>{format.render ? format.render(value, column, row) : text}</Cell>
      );
    },
    [rows, cells],
  );

  const visibleRows = Math.min(rows.length, props.maxVisibleRows ?? 15);
  const height = HEADER_HEIGHT + Math.max(visibleRows, 1) * ROW_HEIGHT + SCROLLBAR;
  const columnWidths = [
    ...columns.map((column) => column.width ?? 180),
    ...(renderActions ? [props.actionsWidth ?? 200] : []),
  ];

  return (
    <div ref={wrapper} className="engine-table" style={{ height }}>
      {/* Table2 registers keyboard shortcuts; its provider lives here so only pages with a table load it. */}
      <HotkeysProvider>
        <Table2
          numRows={rows.length}
          defaultRowHeight={ROW_HEIGHT}
          enableRowResizing={false}
          enableRowHeader={false}
          enableFocusedCell={false}
          selectionModes={SelectionModes.NONE}
          // Batched rendering drew cells over several frames, so a new page briefly showed rows of the old one.
          renderMode={RenderMode.NONE}
          columnWidths={columnWidths}
          cellRendererDependencies={[rows, sort, renderActions]}
        >
          {[
            ...columns.map((column) => (
              <Column
                key={column.field}
                id={column.field}
                name={column.title}
                columnHeaderCellRenderer={headerRenderer(column)}
                cellRenderer={cellRenderer(column)}
              />
            )),
            ...(renderActions
              ? [
                  <Column
                    key="__actions"
                    id="__actions"
                    name="Ações"
                    cellRenderer={(rowIndex: number) => (
                      <Cell className="engine-actions-cell">{renderActions(rows[rowIndex])}</Cell>
                    )}
                  />,
                ]
              : []),
          ]}
        </Table2>
      </HotkeysProvider>
    </div>
  );
}
