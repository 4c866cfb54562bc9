import { formatDate } from '../../../core/i18n/format';
import { stringCell } from '../cellHelpers';

/** `date`: the value in its pt-BR shape. */
export const cell = stringCell(formatDate);
