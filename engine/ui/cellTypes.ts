import type { ReactNode } from 'react';

/** The part of a column (or detail field) a cell format reads. */
export interface CellColumn {
  field: string;
  title?: string;
  format?: string;
  /** Format-specific options (status labels and intents, list label field, boolean texts). */
  options?: Record<string, unknown>;
}

/** How one `format` shows a value: as React in tables and detail pages, as text in CSV exports. */
export interface CellFormat {
  /** `end` for numbers: right-aligned with tabular figures (tables and detail fields). */
  align?: 'start' | 'end';
  /** Keeps the value on one line in tables (dates, codes, tags); texts otherwise wrap to fit the columns. */
  nowrap?: boolean;
  /** Display text (CSV, titles, accessibility); empty string for no value. */
  text(value: unknown, column: CellColumn, row: Record<string, unknown>): string;
  /** Rich display; defaults to `text` when absent. */
  render?(value: unknown, column: CellColumn, row: Record<string, unknown>): ReactNode;
}
