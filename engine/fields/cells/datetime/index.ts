import { formatDateTime } from '../../../core/i18n/format';
import { stringCell } from '../cellHelpers';

/** `datetime`: the value in its pt-BR shape. */
export const cell = stringCell(formatDateTime);
