import { formatCpf } from '../../../core/i18n/format';
import { stringCell } from '../cellHelpers';

/** `cpf`: the value in its pt-BR shape. */
export const cell = stringCell(formatCpf);
