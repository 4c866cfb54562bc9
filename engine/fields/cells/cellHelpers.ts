import type { CellFormat } from '../../ui/cellTypes';

/** Whether a cell has nothing to show (null, undefined or an empty text). */
export function isEmpty(value: unknown): boolean {
  return value === null || value === undefined || value === '';
}

/** The value as a finite number, or null. */
function asNumber(value: unknown): number | null {
  if (isEmpty(value)) return null;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : null;
}

/** A cell format for numbers: right-aligned, tabular figures; a value that is not a number shows as it came. */
export function numericCell(format: (n: number) => string): CellFormat {
  return {
    align: 'end',
    nowrap: true,
    text(value) {
      const n = asNumber(value);
      return n === null ? (isEmpty(value) ? '' : String(value)) : format(n);
    },
  };
}

/** A cell format for texts with a fixed shape (dates, CPF, phone, CEP). */
export function stringCell(format: (s: string) => string): CellFormat {
  return { nowrap: true, text: (value) => (isEmpty(value) ? '' : format(String(value))) };
}
