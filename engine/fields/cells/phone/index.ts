import { formatPhone } from '../../../core/i18n/format';
import { stringCell } from '../cellHelpers';

/** `phone`: the value in its pt-BR shape. */
export const cell = stringCell(formatPhone);
