import { getPath } from '../../../core/template';
import { formatMoney, formatNumber, formatPercent } from '../../../core/i18n/format';
import type { CellColumn, CellFormat } from '../../../ui/cellTypes';
import { numericCell } from '../cellHelpers';

const plain = numericCell(formatNumber);

/** The unit of this row's value (`options.unit`: the unit named by another field of the row), if any. */
function unitOf(column: CellColumn, row: Record<string, unknown>): string | undefined {
  const unit = column.options?.unit as { field: string; values: Record<string, string> } | undefined;
  if (!unit) return undefined;
  const key = getPath(row, unit.field);
  return key === undefined || key === null ? undefined : unit.values[String(key)];
}

/** `number`: right-aligned, in pt-BR; with `options.unit`, each row's own unit ("30%", "R$ 30,00"). */
export const cell: CellFormat = {
  ...plain,
  text(value, column, row) {
    const unit = unitOf(column, row);
    const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
    if (!unit || !Number.isFinite(n)) return plain.text(value, column, row);
    // Money is written R$ first with its cents; a percentage sticks to its number; other units follow it.
    if (unit === 'R$') return formatMoney(n);
    if (unit === '%') return formatPercent(n);
    return `${formatNumber(n)}\u00a0${unit}`;
  },
};
