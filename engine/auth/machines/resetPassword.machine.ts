import { assign, fromPromise, setup } from 'xstate';
import type { ResetPasswordRequest } from '../authApi';
import { AUTH_MESSAGES, RESET_REDIRECT_DELAY_MS } from '../messages';
import { LOGIN_ROUTE } from '../routeGuard';
import { isStrongPassword } from '../validation';

/** The two fields of the reset form. */
export type ResetField = 'password' | 'confirmation';

/** What the reset page hands the machine: the link's e-mail and token, and navigation. */
export interface ResetPasswordInput {
  /** `email` of the link's query string (null when absent). */
  email: string | null;
  /** `token` of the link's query string; only its presence is checked. */
  token: string | null;
  /** Replaces the current location. */
  navigate: (to: string) => void;
}

/** State kept by the reset-password machine besides its state value. */
export interface ResetPasswordContext extends ResetPasswordInput {
  values: Record<ResetField, string>;
  errors: Record<ResetField, string | null>;
  /** Whether the passwords show as plain text. */
  visible: boolean;
}

/** Events the reset form sends. */
export type ResetPasswordEvent =
  | { type: 'CHANGE'; field: ResetField; value: string }
  | { type: 'TOGGLE_VISIBILITY' }
  | { type: 'SUBMIT' };

const EMPTY_VALUES: Record<ResetField, string> = { password: '', confirmation: '' };
const NO_ERRORS: Record<ResetField, string | null> = { password: null, confirmation: null };

/** Whether the link carries both an e-mail and a token. */
export function hasResetLink(input: Pick<ResetPasswordInput, 'email' | 'token'>): boolean {
  return !!input.email?.trim() && !!input.token?.trim();
}

/**
 * The reset-password form of spec sections 4, 5 and 8. A submit with different passwords shows
 * "As senhas não são iguais" and sends nothing; a password outside the rule shows the rule and sends
 * nothing; otherwise the `resetPassword` actor (POST /admin/auth/resetar-senha) runs. On success the
 * form resets and "Senha alterada com sucesso!" shows; whatever the answer, the machine goes to
 * /login `redirectDelay` (2 s) after the call.
 */
export const resetPasswordMachine = setup({
  types: {
    context: {} as ResetPasswordContext,
    events: {} as ResetPasswordEvent,
    input: {} as ResetPasswordInput,
  },
  actors: {
    resetPassword: fromPromise<void, ResetPasswordRequest>(async () => {
      throw new Error('[engine] reset-password machine: provide a resetPassword actor');
    }),
  },
  actions: {
    change: assign(({ context, event }) => {
      if (event.type !== 'CHANGE') return {};
      return { values: { ...context.values, [event.field]: event.value }, errors: { ...context.errors, [event.field]: null } };
    }),
    toggleVisibility: assign({ visible: ({ context }) => !context.visible }),
    requirePassword: assign({ errors: { password: AUTH_MESSAGES.required, confirmation: null } }),
    rejectMismatch: assign({ errors: { password: null, confirmation: AUTH_MESSAGES.passwordsDiffer } }),
    rejectWeakPassword: assign({ errors: { password: AUTH_MESSAGES.passwordRule, confirmation: null } }),
    clearErrors: assign({ errors: NO_ERRORS }),
    resetForm: assign({ values: EMPTY_VALUES, errors: NO_ERRORS, visible: false }),
    goToLogin: ({ context }) => context.navigate(LOGIN_ROUTE),
  },
  guards: {
    linkIncomplete: ({ context }) => !hasResetLink(context),
    passwordMissing: ({ context }) => context.values.password === '',
    passwordsDiffer: ({ context }) => context.values.password !== context.values.confirmation,
    passwordWeak: ({ context }) => !isStrongPassword(context.values.password),
  },
  delays: {
    redirectDelay: RESET_REDIRECT_DELAY_MS,
  },
}).createMachine({
  id: 'resetPassword',
  context: ({ input }) => ({
    email: input.email,
    token: input.token,
    navigate: input.navigate,
    values: EMPTY_VALUES,
    errors: NO_ERRORS,
    visible: false,
  }),
  on: {
    TOGGLE_VISIBILITY: { actions: 'toggleVisibility' },
  },
  initial: 'idle',
  states: {
    idle: {
      on: {
        CHANGE: { actions: 'change' },
        SUBMIT: [
          // The page shows no form without a complete link; a stray submit changes nothing.
          { guard: 'linkIncomplete' },
          { guard: 'passwordMissing', actions: 'requirePassword' },
          { guard: 'passwordsDiffer', actions: 'rejectMismatch' },
          { guard: 'passwordWeak', actions: 'rejectWeakPassword' },
          { target: 'submitting', actions: 'clearErrors' },
        ],
      },
    },
    submitting: {
      invoke: {
        src: 'resetPassword',
        input: ({ context }) => ({ email: context.email ?? '', token: context.token ?? '', password: context.values.password }),
        onDone: { target: 'succeeded', actions: 'resetForm' },
        onError: { target: 'failed' },
      },
    },
    // Other failures are not shown to the user (spec section 8); both outcomes end on /login.
    succeeded: { after: { redirectDelay: 'redirected' } },
    failed: { after: { redirectDelay: 'redirected' } },
    redirected: { type: 'final', entry: 'goToLogin' },
  },
});

/** The reset-password machine's logic type. */
export type ResetPasswordMachine = typeof resetPasswordMachine;
