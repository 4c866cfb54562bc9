/**
 * Checks of Brazilian values, shared by the widgets (instant feedback) and the form validator
 * (custom formats), so both say the same thing about the same value.
 */
import { isValidCep as libIsValidCep, isValidCpf as libIsValidCpf, isValidPhone as libIsValidPhone } from '@brazilian-utils/brazilian-utils';
import { parseDate } from './format.ts';

/** A CPF with 11 digits (mask optional) and valid check digits; repeated digits (000...) are refused. */
export function isValidCpf(value: string): boolean {
  return /^\d{3}\.?\d{3}\.?\d{3}-?\d{2}$/.test(value) && libIsValidCpf(value);
}

/** A Brazilian mobile `(11) 91234-5678` or landline `(11) 3123-4567` number, with its area code. */
export function isValidPhone(value: string): boolean {
  const digits = value.replace(/\D/g, '');
  return (digits.length === 10 || digits.length === 11) && libIsValidPhone(digits);
}

/** A CEP with 8 digits, `00000-000` or `00000000`. */
export function isValidCep(value: string): boolean {
  return /^\d{5}-?\d{3}$/.test(value) && libIsValidCep(value);
}

/** A real calendar date stored as ISO `yyyy-mm-dd`. */
export function isValidIsoDate(value: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && parseDate(value) === value;
}

/**
 * The spec's password rule: at least 8 characters, letters and digits only, with at least one
 * uppercase letter, one lowercase letter and one digit.
 */
export function isStrongPassword(value: string): boolean {
  return /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)[A-Za-z\d]{8,}$/.test(value);
}

/** Digits only (at least one). */
export function isDigitsOnly(value: string): boolean {
  return /^\d+$/.test(value);
}
