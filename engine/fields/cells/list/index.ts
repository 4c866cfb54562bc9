import { isEmpty } from '../cellHelpers';
import type { CellColumn, CellFormat } from '../../../ui/cellTypes';

function listLabels(value: unknown, column: CellColumn): string[] {
  if (!Array.isArray(value)) return isEmpty(value) ? [] : [String(value)];
  const labelField = (column.options?.labelField as string | undefined) ?? 'Nome';
  return value.map((item) =>
    item && typeof item === 'object' ? String((item as Record<string, unknown>)[labelField] ?? '') : String(item),
  );
}

/** `list`: the items' names (`options.labelField`, default `Nome`), comma-separated. */
export const cell: CellFormat = {
  text: (value, column) => listLabels(value, column).filter(Boolean).join(', '),
};
