import { assign, emit, fromPromise, setup } from 'xstate';
import type { LoginCredentials, LoginResult } from '../authApi';
import { AUTH_MESSAGES } from '../messages';
import { loginFieldError } from '../validation';

/** The two fields of the login form. */
export type LoginField = 'email' | 'password';

/** State kept by the login machine besides its state value. */
export interface LoginContext {
  values: Record<LoginField, string>;
  /**
   * Errors show from the first submit on, then follow the typing. Not on blur: a message appearing
   * while the pointer is pressed on a button below moves the button and the click is lost.
   */
  showErrors: boolean;
  /** Error of each field once errors show (null = none or not shown yet). */
  errors: Record<LoginField, string | null>;
  /** "Dados incorretos." after a failed sign-in, until the next attempt. */
  failure: string | null;
}

/** Events the login form sends. */
export type LoginEvent = { type: 'CHANGE'; field: LoginField; value: string } | { type: 'SUBMIT' };

/** Emitted on success: whoever owns the session listens (`actor.on('signedIn', ...)`). */
export type LoginEmitted = { type: 'signedIn'; result: LoginResult };

const FIELDS: readonly LoginField[] = ['email', 'password'];

function errorsOf(values: LoginContext['values'], show: boolean): LoginContext['errors'] {
  return {
    email: show ? loginFieldError(values.email) : null,
    password: show ? loginFieldError(values.password) : null,
  };
}

// The form can be edited and submitted again after a failure, as in its first state.
const editing = {
  CHANGE: { actions: 'change' },
  SUBMIT: [{ guard: 'isValid', target: 'submitting' }, { actions: 'showErrors' }],
} as const;

/**
 * The login form of spec section 5: e-mail and password, both required with at least four
 * characters; idle → submitting (the `authenticate` actor, the app's `login` call) → success,
 * which emits `signedIn` with the result, or failure with "Dados incorretos." for any non-200 answer
 * or exception.
 */
export const loginMachine = setup({
  types: {
    context: {} as LoginContext,
    events: {} as LoginEvent,
    emitted: {} as LoginEmitted,
  },
  actors: {
    authenticate: fromPromise<LoginResult, LoginCredentials>(async () => {
      throw new Error('[engine] login machine: provide an authenticate actor');
    }),
  },
  actions: {
    change: assign(({ context, event }) => {
      if (event.type !== 'CHANGE') return {};
      const values = { ...context.values, [event.field]: event.value };
      return { values, errors: errorsOf(values, context.showErrors) };
    }),
    showErrors: assign(({ context }) => ({ showErrors: true, errors: errorsOf(context.values, true) })),
    clearFailure: assign({ failure: null }),
    recordFailure: assign({ failure: AUTH_MESSAGES.loginFailed }),
    reportSignedIn: emit((_, result: LoginResult) => ({ type: 'signedIn' as const, result })),
  },
  guards: {
    isValid: ({ context }) => FIELDS.every((field) => loginFieldError(context.values[field]) === null),
  },
}).createMachine({
  id: 'login',
  context: {
    values: { email: '', password: '' },
    showErrors: false,
    errors: { email: null, password: null },
    failure: null,
  },
  initial: 'idle',
  states: {
    idle: { on: editing },
    submitting: {
      entry: 'clearFailure',
      invoke: {
        src: 'authenticate',
        input: ({ context }) => ({ email: context.values.email.trim(), password: context.values.password }),
        onDone: { target: 'success', actions: { type: 'reportSignedIn', params: ({ event }) => event.output } },
        onError: { target: 'failure', actions: 'recordFailure' },
      },
    },
    success: { type: 'final' },
    failure: { on: editing },
  },
});
