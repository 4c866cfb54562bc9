import { assign, fromPromise, setup } from 'xstate';
import type { ForgotPasswordOutcome } from '../authApi';
import { AUTH_MESSAGES, FORGOT_TOAST_MS } from '../messages';
import { looksLikeEmail } from '../validation';
import { errorMessage } from '../../data/ApiError';
import type { Notice } from '../../ui/notifier';

/** State kept by the forgot-password machine besides its state value. */
export interface ForgotPasswordContext {
  email: string;
  /** "Preencha um valor." when submitted empty (nothing is sent then). */
  error: string | null;
  /** "Digite um e-mail válido" when the value does not look like an e-mail (it is sent anyway). */
  warning: string | null;
  /** Message of a failure other than the 400 "invalid user" (notified as a danger notice). */
  failure: string | null;
}

/** Events the forgot-password form sends. */
export type ForgotPasswordEvent = { type: 'CHANGE'; value: string } | { type: 'SUBMIT' };

const editing = {
  CHANGE: { actions: 'change' },
  SUBMIT: [
    { guard: 'isEmpty', actions: 'requireValue' },
    { target: 'submitting', actions: 'checkShape' },
  ],
} as const;

/**
 * The forgot-password form of spec sections 5 and 8: idle → submitting (the `requestPasswordReset`
 * actor, the app's `forgotPassword` call) → success ("E-mail enviado com sucesso!") or failure. A value
 * that does not look like an e-mail shows "Digite um e-mail válido" and is still sent; a 400 notifies
 * the warning "Usuário inválido" for 4 s; any other failure notifies the server's message.
 *
 * The notices go through the `notify` action (params: a {@link Notice}), which the host provides with
 * `.provide({ actions: { notify } })` (a toast in the app).
 */
export const forgotPasswordMachine = setup({
  types: {
    context: {} as ForgotPasswordContext,
    events: {} as ForgotPasswordEvent,
  },
  actors: {
    requestPasswordReset: fromPromise<ForgotPasswordOutcome, { email: string }>(async () => {
      throw new Error('[engine] forgot-password machine: provide a requestPasswordReset actor');
    }),
  },
  actions: {
    change: assign(({ context, event }) => (event.type === 'CHANGE' ? { email: event.value, error: null } : context)),
    requireValue: assign({ error: AUTH_MESSAGES.required, warning: null }),
    checkShape: assign(({ context }) => ({
      error: null,
      failure: null,
      warning: looksLikeEmail(context.email) ? null : AUTH_MESSAGES.emailLooksInvalid,
    })),
    recordFailure: assign((_, error: unknown) => ({ failure: errorMessage(error) })),
    // The host must provide it; a forgotten one fails loudly instead of hiding the answer.
    notify: (_, _notice: Notice) => {
      throw new Error('[engine] forgot-password machine: provide a notify action');
    },
  },
  guards: {
    isEmpty: ({ context }) => context.email.trim() === '',
    wasSent: (_, outcome: ForgotPasswordOutcome) => outcome === 'sent',
  },
}).createMachine({
  id: 'forgotPassword',
  context: { email: '', error: null, warning: null, failure: null },
  initial: 'idle',
  states: {
    idle: { on: editing },
    submitting: {
      invoke: {
        src: 'requestPasswordReset',
        input: ({ context }) => ({ email: context.email.trim() }),
        onDone: [
          { guard: { type: 'wasSent', params: ({ event }) => event.output }, target: 'success' },
          {
            target: 'failure',
            actions: { type: 'notify', params: { message: AUTH_MESSAGES.forgotInvalidUser, intent: 'warning', timeout: FORGOT_TOAST_MS } },
          },
        ],
        onError: {
          target: 'failure',
          actions: [
            { type: 'recordFailure', params: ({ event }: { event: { error: unknown } }) => event.error },
            { type: 'notify', params: ({ event }: { event: { error: unknown } }) => ({ message: errorMessage(event.error), intent: 'danger' as const }) },
          ],
        },
      },
    },
    success: { on: editing },
    failure: { on: editing },
  },
});
