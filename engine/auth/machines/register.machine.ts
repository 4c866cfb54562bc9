import { assign, emit, fromPromise, setup } from 'xstate';
import type { LoginResult, RegistrationRequest } from '../authApi';
import { ApiError } from '../../data/ApiError';
import { AUTH_MESSAGES } from '../messages';
import { registrationErrors, type RegistrationField } from '../validation';

/** State kept by the registration machine besides its state value (data only: no functions). */
export interface RegisterContext {
  values: Record<RegistrationField, string>;
  /** Errors show from the first submit on, then follow the typing (as on the login form). */
  showErrors: boolean;
  /** Error of each field once errors show (null = none or not shown yet). */
  errors: Record<RegistrationField, string | null>;
  /** Why the server refused the last attempt (its message, pt-BR), until the next attempt. */
  failure: string | null;
}

/** Events the registration form sends. */
export type RegisterEvent = { type: 'CHANGE'; field: RegistrationField; value: string } | { type: 'SUBMIT' };

/** Emitted on success: whoever owns the session listens (`actor.on('signedIn', ...)`), as for the login form. */
export type RegisterEmitted = { type: 'signedIn'; result: LoginResult };

const EMPTY_VALUES: Record<RegistrationField, string> = { name: '', email: '', password: '', confirmation: '' };
const NO_ERRORS: Record<RegistrationField, string | null> = { name: null, email: null, password: null, confirmation: null };

function errorsOf(values: RegisterContext['values'], show: boolean): RegisterContext['errors'] {
  return show ? registrationErrors(values) : NO_ERRORS;
}

// The server's own words when it answered (e-mail already taken, weak password); a bug's text never reaches the user.
function failureText(error: unknown): string {
  return error instanceof ApiError && error.message ? error.message : AUTH_MESSAGES.registerFailed;
}

// The form can be edited and submitted again after a failure, as in its first state.
const editing = {
  CHANGE: { actions: 'change' },
  SUBMIT: [{ guard: 'isValid', target: 'submitting' }, { actions: 'showErrors' }],
} as const;

/**
 * The registration form (spec sections 2, 5 and 7): name, e-mail, password and its confirmation, with
 * the spec's generic rules ("Preencha um valor.", "Preencha um email válido", the password rule, "As
 * senhas não são iguais"). idle → submitting (the `register` actor, the app's `register` call) →
 * success, which emits `signedIn` with the new account's sign-in, or failure with the server's message.
 */
export const registerMachine = setup({
  types: {
    context: {} as RegisterContext,
    events: {} as RegisterEvent,
    emitted: {} as RegisterEmitted,
  },
  actors: {
    register: fromPromise<LoginResult, RegistrationRequest>(async () => {
      throw new Error('[engine] register machine: provide a register actor');
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
    recordFailure: assign((_, params: { error: unknown }) => ({ failure: failureText(params.error) })),
    reportSignedIn: emit((_, result: LoginResult) => ({ type: 'signedIn' as const, result })),
  },
  guards: {
    isValid: ({ context }) => Object.values(registrationErrors(context.values)).every((error) => error === null),
  },
}).createMachine({
  id: 'register',
  context: { values: EMPTY_VALUES, showErrors: false, errors: NO_ERRORS, failure: null },
  initial: 'idle',
  states: {
    idle: { on: editing },
    submitting: {
      entry: 'clearFailure',
      invoke: {
        src: 'register',
        input: ({ context }) => ({ name: context.values.name.trim(), email: context.values.email.trim(), password: context.values.password }),
        onDone: { target: 'success', actions: { type: 'reportSignedIn', params: ({ event }) => event.output } },
        onError: { target: 'failure', actions: { type: 'recordFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    success: { type: 'final' },
    failure: { on: editing },
  },
});
