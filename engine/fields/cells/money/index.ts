import { formatMoney } from '../../../core/i18n/format';
import { numericCell } from '../cellHelpers';

/** `money`: right-aligned, in pt-BR. */
export const cell = numericCell(formatMoney);
