import { isEmpty } from '../cellHelpers';
import type { CellFormat } from '../../../ui/cellTypes';

/** `boolean`: Sim/Não, or the texts of `options.true` / `options.false`. */
export const cell: CellFormat = {
  nowrap: true,
  text(value, column) {
    if (isEmpty(value)) return '';
    const truthy = value === true || value === 'true' || value === 1;
    const labels = column.options as { true?: string; false?: string } | undefined;
    return truthy ? (labels?.true ?? 'Sim') : (labels?.false ?? 'Não');
  },
};
