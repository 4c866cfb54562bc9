/**
 * CNPJ (Brazilian company registry number): the check used by the `cnpj` widget and the form validator's
 * `cnpj` format, and the `00.000.000/0000-00` display. Built on @brazilian-utils, like the CPF checks.
 */
import { formatCnpj as libFormatCnpj, isValidCnpj as libIsValidCnpj } from '@brazilian-utils/brazilian-utils';

/** What a user sees for a CNPJ whose check digits are wrong. */
export const CNPJ_INVALID = 'CNPJ inválido';

/** A numeric CNPJ with 14 digits (mask optional) and valid check digits; repeated digits are refused. */
export function isValidCnpj(value: string): boolean {
  return /^\d{2}\.?\d{3}\.?\d{3}\/?\d{4}-?\d{2}$/.test(value) && libIsValidCnpj(value);
}

/** `27491638000129` → `27.491.638/0001-29`; text that is not 14 digits is returned unchanged. */
export function formatCnpj(value: string): string {
  const digits = value.replace(/\D/g, '');
  return digits.length === 14 ? libFormatCnpj(digits) : value;
}
