import { Icon } from '@blueprintjs/core';
import { useLayoutEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import type { Sort } from '../core/dataProvider';
import type { CellColumn } from './cellTypes';

/** Narrowest and widest a user may make a column (px), and the step of one arrow key press. */
const MIN_WIDTH = 60;
const MAX_WIDTH = 800;
const KEY_STEP = 16;

/**
 * One column header: the title (a sort button when the column sorts; the title wraps, so neither it nor the
 * sort icon ever runs over the next header) and, when resizing is on, a handle that drags or takes
 * ←/→ (a focusable separator, as the ARIA pattern for splitters says).
 */
export function TableHeaderCell(props: {
  column: CellColumn & { title: string; sortable?: boolean; width?: number };
  align?: 'start' | 'end';
  pinned: boolean;
  sort?: Sort;
  onSort?(field: string): void;
  /** The user's width, if they resized the column. */
  width?: number;
  onResize?(field: string, width: number): void;
}) {
  const { column, sort, onSort, onResize } = props;
  const cell = useRef<HTMLTableCellElement>(null);
  // The width while the user drags (drawn at once; saved when the drag ends).
  const [dragWidth, setDragWidth] = useState<number | null>(null);
  const [drawn, setDrawn] = useState<number>();
  const width = dragWidth ?? props.width;
  const active = sort?.field === column.field;
  const order = active ? (sort?.order === 'desc' ? 'descending' : 'ascending') : undefined;

  const current = () => Math.round(width ?? cell.current?.getBoundingClientRect().width ?? column.width ?? 150);
  const clamp = (value: number) => Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, Math.round(value)));

  const startDrag = (event: PointerEvent<HTMLSpanElement>) => {
    if (!onResize) return;
    event.preventDefault();
    const handle = event.currentTarget;
    handle.setPointerCapture(event.pointerId);
    const startX = event.clientX;
    const startWidth = current();
    let last = startWidth;
    const move = (moveEvent: globalThis.PointerEvent) => {
      last = clamp(startWidth + moveEvent.clientX - startX);
      setDragWidth(last);
    };
    const end = () => {
      handle.removeEventListener('pointermove', move);
      handle.removeEventListener('pointerup', end);
      handle.removeEventListener('pointercancel', end);
      setDragWidth(null);
      if (last !== startWidth) onResize(column.field, last);
    };
    handle.addEventListener('pointermove', move);
    handle.addEventListener('pointerup', end);
    handle.addEventListener('pointercancel', end);
  };

  // The width the last arrow key asked for, until the saved width comes back down as props: keys pressed
  // faster than the preferences re-render (a held key repeats) each add their step instead of all repeating
  // the first one.
  const requested = useRef<number | null>(null);
  useLayoutEffect(() => {
    requested.current = null;
  }, [props.width]);
  const onHandleKey = (event: KeyboardEvent<HTMLSpanElement>) => {
    if (!onResize || (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight')) return;
    event.preventDefault();
    const next = clamp((requested.current ?? current()) + (event.key === 'ArrowRight' ? KEY_STEP : -KEY_STEP));
    requested.current = next;
    onResize(column.field, next);
  };

  const className = [
    props.align === 'end' ? 'engine-cell-end' : '',
    props.pinned ? 'engine-pin-first' : '',
  ].filter(Boolean).join(' ');

  return (
    // Named by its content, the title: the sort button is named by that same text (the order is the header's
    // aria-sort, as in the ARIA sortable-table pattern) and the width handle by its tooltip. No aria-label here or
    // there, so a search by a field's label finds the field, not its column.
    <th ref={cell} scope="col" role="columnheader" className={className || undefined} aria-sort={order} style={width ? { width, minWidth: width } : undefined}>
      <div className="engine-th" style={width ? { maxWidth: width } : column.width ? { maxWidth: column.width } : undefined}>
        {column.sortable && onSort ? (
          <button
            type="button"
            className="engine-sort-button"
            title={`Ordenar por ${column.title}`}
            onClick={() => onSort(column.field)}
          >
            <span>{column.title}</span>
            <Icon
              className="engine-sort-icon"
              icon={active ? (sort?.order === 'desc' ? 'sort-desc' : 'sort-asc') : 'double-caret-vertical'}
              size={12}
              aria-hidden
            />
          </button>
        ) : (
          <span className="engine-th-title">{column.title}</span>
        )}
      </div>
      {onResize ? (
        <span
          className="engine-resize-handle"
          role="separator"
          aria-orientation="vertical"
          title={`Largura da coluna ${column.title}`}
          // A focusable separator needs a value: the user's width, else the drawn one (measured when the handle
          // takes the focus; the column's own width until then).
          aria-valuenow={width ?? drawn ?? column.width ?? MIN_WIDTH}
          onFocus={() => setDrawn(Math.round(cell.current?.getBoundingClientRect().width ?? 0) || undefined)}
          aria-valuemin={MIN_WIDTH}
          aria-valuemax={MAX_WIDTH}
          tabIndex={0}
          onPointerDown={startDrag}
          onKeyDown={onHandleKey}
          onClick={(event) => event.stopPropagation()}
        />
      ) : null}
    </th>
  );
}
