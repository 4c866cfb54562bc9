import { isEmpty } from '../cellHelpers';
import type { CellFormat } from '../../../ui/cellTypes';

/** `text`: the value as it came (an object as JSON). */
export const cell: CellFormat = {
  text: (value) => (isEmpty(value) ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value)),
};
