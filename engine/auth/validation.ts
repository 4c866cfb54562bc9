import { AUTH_MESSAGES, LOGIN_MIN_LENGTH } from './messages';

/** The four fields of the registration form. */
export type RegistrationField = 'name' | 'email' | 'password' | 'confirmation';

// Something@something.something, no spaces: what "looks like an e-mail" means for the forgot form.
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
// At least 8 characters, letters and digits only, with a lowercase, an uppercase and a digit.
const PASSWORD_RULE = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)[A-Za-z\d]{8,}$/;

/** Error of one login field (e-mail or password), or null: required, at least four characters. */
export function loginFieldError(value: string): string | null {
  if (value.trim() === '') return AUTH_MESSAGES.required;
  if (value.length < LOGIN_MIN_LENGTH) return AUTH_MESSAGES.minLength;
  return null;
}

/** Whether a value looks like an e-mail address. */
export function looksLikeEmail(value: string): boolean {
  return EMAIL_SHAPE.test(value.trim());
}

/** Whether a new password follows the rule of spec section 5. */
export function isStrongPassword(value: string): boolean {
  return PASSWORD_RULE.test(value);
}

/**
 * Errors of the registration form (spec section 5), null where a field is fine: every field required,
 * the e-mail pattern, the password rule, and a confirmation equal to the password.
 */
export function registrationErrors(values: Record<RegistrationField, string>): Record<RegistrationField, string | null> {
  const required = (value: string) => (value.trim() === '' ? AUTH_MESSAGES.required : null);
  return {
    name: required(values.name),
    email: required(values.email) ?? (looksLikeEmail(values.email) ? null : AUTH_MESSAGES.emailInvalid),
    password: required(values.password) ?? (isStrongPassword(values.password) ? null : AUTH_MESSAGES.passwordRule),
    confirmation: required(values.confirmation) ?? (values.confirmation === values.password ? null : AUTH_MESSAGES.passwordsDiffer),
  };
}
