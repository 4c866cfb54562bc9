import { assign, fromPromise, setup } from 'xstate';
import type { ResetPasswordRequest } from '../authApi';
import { AUTH_MESSAGES, RESET_REDIRECT_DELAY_MS } from '../messages';
import { isStrongPassword } from '../validation';

/** The two fields of the reset form. */
export type ResetField = 'password' | 'confirmation';

/** What the reset page hands the machine, as data: the link's e-mail and token, and the app's login route. */
export interface ResetPasswordInput {
  /** `email` of the link's query string (null when absent). */
  email: string | null;
  /** `token` of the link's query string; only its presence is checked. */
  token: string | null;
  /** Where the page goes after the call (app.json `routes.login`). */
  loginRoute: string;
}

/** Params of the `navigate` action: where to go. */
export interface ResetNavigateParams {
  to: string;
}

/** State kept by the reset-password machine besides its state value (data only: no functions). */
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
 * nothing; otherwise the `resetPassword` actor (the app's `resetPassword` call) runs. On success the
 * form resets and "Senha alterada com sucesso!" shows; whatever the answer, the machine goes to the
 * login route `redirectDelay` (2 s) after the call, through the `navigate` action (params:
 * {@link ResetNavigateParams}) the host provides with `.provide({ actions: { navigate } })`.
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
    // The host must provide it; a forgotten one would leave the user on a finished form.
    navigate: (_, _params: ResetNavigateParams) => {
      throw new Error('[engine] reset-password machine: provide a navigate action');
    },
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
    loginRoute: input.loginRoute,
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
    // Other failures are not shown to the user (spec section 8); both outcomes end on the login route.
    succeeded: { after: { redirectDelay: 'redirected' } },
    failed: { after: { redirectDelay: 'redirected' } },
    redirected: { type: 'final', entry: { type: 'navigate', params: ({ context }) => ({ to: context.loginRoute }) } },
  },
});
