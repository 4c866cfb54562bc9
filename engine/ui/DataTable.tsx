import { Checkbox, HTMLTable } from '@blueprintjs/core';
import { startTransition, useEffect, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import type { Row, Sort } from '../core/dataProvider';
import { useCellFormats } from './CellFormatsContext';
import { DataTableRow, type RowColumn, type RowHandlers } from './DataTableRow';
import { TableHeaderCell } from './TableHeaderCell';
import './DataTable.css';

/** A column as the table needs it (a definition column); its text wraps beyond its `width`. */
export interface TableColumn extends RowColumn {
  sortable?: boolean;
}

/** Row selection of a list: the table draws a checkbox column and asks these. */
export interface TableSelection {
  isSelected(row: Row): boolean;
  toggle(row: Row): void;
  /** Every row of the page selected (true), some (mixed) or none. */
  pageState: 'all' | 'some' | 'none';
  togglePage(): void;
  /** Accessible name of a row's checkbox ("Selecionar cupom INDICACAO25"). */
  rowLabel(row: Row): string;
}

/**
 * Rows drawn in the first frame: more than a screen holds. A 100-row page draws the rest one frame later, so
 * it paints as fast as a short one (the rows beyond the fold are not seen in that frame anyway).
 */
const FIRST_FRAME_ROWS = 20;

// Elements whose clicks and keys are their own: a click on them never opens the row.
const INTERACTIVE = 'a, button, input, select, textarea, label, [role="button"], [role="checkbox"], [role="separator"]';

/**
 * A semantic HTML table (Blueprint's HTMLTable) over one page of rows: cells through the registered formats,
 * sort buttons in the headers, numbers right-aligned with tabular figures, texts that wrap so the columns
 * fit the card, and for wide tables a horizontal scroll with the first column and the actions column pinned.
 * A row opens (click or Enter) when `onOpenRow` is given; arrow keys move between rows. Below 600 px each row
 * becomes a stacked card (CSS). Server paging keeps a page small, so every row is drawn: no virtualisation.
 * Used by lists, detail sections and dashboard tables.
 */
export function DataTable(props: {
  rows: Row[];
  columns: TableColumn[];
  /** Accessible name of the table (its caption). */
  label: string;
  sort?: Sort;
  onSort?(field: string): void;
  /** Renders the buttons of one row; absent = no actions column. */
  renderActions?(row: Row): ReactNode;
  /** Opens a row's record (the whole row is then clickable and Enter opens it). */
  onOpenRow?(row: Row): void;
  /** Stable key of a row (its id), to keep focus and selection across pages. */
  rowKey?(row: Row, index: number): string;
  selection?: TableSelection;
  /** The user's column widths (px) by field. */
  widths?: Record<string, number>;
  /** Enables resizing: called with the new width when the user finishes resizing a column. */
  onResize?(field: string, width: number): void;
  /** Most rows visible before the table scrolls inside itself (detail and dashboard tables). */
  maxVisibleRows?: number;
  /** Key of a row to focus once it is drawn (returning from its record). */
  focusRowKey?: string | null;
}) {
  const cells = useCellFormats();
  const { rows, columns, renderActions, onOpenRow, selection } = props;
  const keyOf = props.rowKey ?? ((_row: Row, index: number) => String(index));
  const body = useRef<HTMLTableSectionElement>(null);
  const region = useRef<HTMLDivElement>(null);
  // A region that scrolls needs a tab stop for keyboard users (axe: scrollable-region-focusable); one that
  // does not would be a tab stop that does nothing.
  const [scrollable, setScrollable] = useState(false);
  useLayoutEffect(() => {
    const element = region.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const measure = () => setScrollable(element.scrollWidth > element.clientWidth + 1 || element.scrollHeight > element.clientHeight + 1);
    // The observer's first report comes after the frame's own layout and before its paint. Measuring here as well
    // forced one more layout of the whole page on every list shown (~20 ms of each switch between lists).
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, []);
  // Roving tab stop: one row is in the tab order; arrows move it.
  const [activeRow, setActiveRow] = useState(0);
  const focusTarget = props.focusRowKey ?? null;
  // How many rows are drawn: the first frame's share of a new page, then all of them.
  const [drawn, setDrawn] = useState({ rows, count: Math.min(rows.length, FIRST_FRAME_ROWS) });
  if (drawn.rows !== rows) setDrawn({ rows, count: Math.min(rows.length, FIRST_FRAME_ROWS) });
  const shown = drawn.count >= rows.length ? rows : rows.slice(0, drawn.count);
  useEffect(() => {
    if (drawn.count >= rows.length) return;
    // After the first frame is painted, at low priority: typing or a click is never held up by the rest.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setDrawn({ rows, count: rows.length })), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [drawn.count, rows]);

  // Once per request: a later refetch must not pull the focus back from where the user has moved it.
  const focused = useRef<string | null>(null);
  useLayoutEffect(() => {
    if (!focusTarget || focused.current === focusTarget || !body.current) return;
    const row = body.current.querySelector<HTMLElement>(`tr[data-key="${CSS.escape(focusTarget)}"]`);
    if (row) {
      focused.current = focusTarget;
      row.focus({ preventScroll: true });
      row.scrollIntoView({ block: 'nearest' });
    }
  }, [focusTarget, shown]);

  // The rows' handlers read the table's latest props: one object for the table's life, so that a row draws again
  // only when what it shows changes.
  const latest = useRef({ rows, onOpenRow, selection });
  useLayoutEffect(() => {
    latest.current = { rows, onOpenRow, selection };
  });
  const handlers = useMemo<RowHandlers>(() => {
    const focusRow = (index: number) => {
      const target = body.current?.children[index] as HTMLElement | undefined;
      if (!target) return;
      setActiveRow(index);
      target.focus();
    };
    return {
      click(event: MouseEvent<HTMLTableRowElement>, row: Row) {
        const open = latest.current.onOpenRow;
        if (!open || (event.target as Element).closest(INTERACTIVE)) return;
        // Selecting text in a row is not a click on it.
        if (window.getSelection()?.toString()) return;
        open(row);
      },
      keyDown(event: KeyboardEvent<HTMLTableRowElement>, row: Row, index: number) {
        if (event.target !== event.currentTarget) return;
        const { rows: current, onOpenRow: open, selection: select } = latest.current;
        if (event.key === 'Enter' && open) {
          event.preventDefault();
          open(row);
        } else if (event.key === ' ' && select) {
          event.preventDefault();
          select.toggle(row);
        } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
          event.preventDefault();
          focusRow(Math.min(current.length - 1, Math.max(0, index + (event.key === 'ArrowDown' ? 1 : -1))));
        } else if (event.key === 'Home' || event.key === 'End') {
          event.preventDefault();
          focusRow(event.key === 'Home' ? 0 : current.length - 1);
        }
      },
      focus: (index: number) => setActiveRow(index),
      toggle: (row: Row) => latest.current.selection?.toggle(row),
    };
  }, []);

  const rowsFocusable = Boolean(onOpenRow || selection);
  const stop = Math.min(activeRow, rows.length - 1);
  const scrollStyle = props.maxVisibleRows && rows.length > props.maxVisibleRows
    ? { maxHeight: `calc(${props.maxVisibleRows + 1} * var(--engine-row-height))` }
    : undefined;

  return (
    <div
      ref={region}
      className={`engine-table${onOpenRow ? ' engine-table-openable' : ''}${selection ? ' engine-table-selectable' : ''}`}
      tabIndex={scrollable ? 0 : undefined}
      role="region"
      aria-label={props.label}
      style={scrollStyle}
    >
      {/* Named by an attribute, not a caption: a caption repeats the section title's text on the page. */}
      {/*
        Explicit table roles: below 600 px CSS turns rows into cards (display: block), and WebKit (Safari, VoiceOver on
        iPhone) then drops the implicit ones; the same roles keep it a table with headers there.
      */}
      <HTMLTable compact className="engine-data-table" aria-label={props.label} role="table">
        <thead role="rowgroup">
          <tr role="row">
            {selection ? (
              <th scope="col" role="columnheader" className="engine-select-cell engine-pin-start">
                <Checkbox
                  className="engine-select-box"
                  aria-label="Selecionar todas as linhas da página"
                  checked={selection.pageState === 'all'}
                  indeterminate={selection.pageState === 'some'}
                  onChange={selection.togglePage}
                />
              </th>
            ) : null}
            {columns.map((column, index) => (
              <TableHeaderCell
                key={column.field}
                column={column}
                align={cells.get(column.format ?? 'text').align}
                pinned={index === 0 && columns.length > 1}
                sort={props.sort}
                onSort={props.onSort}
                width={props.widths?.[column.field]}
                onResize={props.onResize}
              />
            ))}
            {renderActions ? (
              <th scope="col" role="columnheader" className="engine-actions-cell engine-pin-end">
                Ações
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody ref={body} role="rowgroup">
          {shown.map((row, rowIndex) => {
            const key = keyOf(row, rowIndex);
            return (
              <DataTableRow
                key={key}
                row={row}
                index={rowIndex}
                rowKey={key}
                columns={columns}
                widths={props.widths}
                selectable={Boolean(selection)}
                selected={selection?.isSelected(row) ?? false}
                selectLabel={selection?.rowLabel(row)}
                focusable={rowsFocusable}
                tabStop={rowIndex === stop}
                openable={Boolean(onOpenRow)}
                renderActions={renderActions}
                handlers={handlers}
              />
            );
          })}
        </tbody>
      </HTMLTable>
    </div>
  );
}
