/**
 * The texts of the sign-in flows, exactly as the spec gives them (sections 5 and 8). The login
 * field rule is English in the spec and stays so.
 */
export const AUTH_MESSAGES = {
  /** Empty required field (generic rule). */
  required: 'Preencha um valor.',
  /** Login fields shorter than four characters. */
  minLength: 'Min character length is 4',
  /** Any failed sign-in: a status other than 200 or no answer. */
  loginFailed: 'Dados incorretos.',
  /** Forgot-password: the value does not look like an e-mail (the request is still sent). */
  emailLooksInvalid: 'Digite um e-mail válido',
  /** Forgot-password answered 200. */
  forgotSent: 'E-mail enviado com sucesso!',
  /** Forgot-password answered 400 (warning toast, 4 s). */
  forgotInvalidUser: 'Usuário inválido',
  /** Reset: the two passwords differ (nothing is sent). */
  passwordsDiffer: 'As senhas não são iguais',
  /** Reset: the password rule. */
  passwordRule: 'A senha precisa ter 1 caracter maiúsculo, 1 minúsculo e 1 digito. Com no mínimo 8 caracteres.',
  /** Reset answered 200. */
  resetDone: 'Senha alterada com sucesso!',
  /** Registration: the e-mail does not follow the e-mail pattern (generic rule of spec section 5). */
  emailInvalid: 'Preencha um email válido',
  /** Registration failed with no message of the server to show. */
  registerFailed: 'Não foi possível criar a conta. Tente novamente.',
  /** Logged when restoring a session from a stored token fails. */
  restoreFailed: 'Failed to login with token.',
} as const;

/** Minimum length of the login fields. */
export const LOGIN_MIN_LENGTH = 4;
/** Milliseconds the forgot-password "invalid user" toast stays. */
export const FORGOT_TOAST_MS = 4000;
/** Milliseconds between the reset call and the move to the login route. */
export const RESET_REDIRECT_DELAY_MS = 2000;
