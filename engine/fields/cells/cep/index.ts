import { formatCep } from '../../../core/i18n/format';
import { stringCell } from '../cellHelpers';

/** `cep`: the value in its pt-BR shape. */
export const cell = stringCell(formatCep);
