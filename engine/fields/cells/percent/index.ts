import { formatPercent } from '../../../core/i18n/format';
import { numericCell } from '../cellHelpers';

/** `percent`: right-aligned, in pt-BR. */
export const cell = numericCell(formatPercent);
