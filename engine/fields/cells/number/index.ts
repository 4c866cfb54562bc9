import { formatNumber } from '../../../core/i18n/format';
import { numericCell } from '../cellHelpers';

/** `number`: right-aligned, in pt-BR. */
export const cell = numericCell(formatNumber);
