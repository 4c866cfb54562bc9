import { fromPromise } from 'xstate';
import type {
  AuthApi, ForgotPasswordOutcome, LoginCredentials, LoginResult, RegistrationRequest, ResetPasswordRequest, RestoredSession,
} from './authApi';

/**
 * The real actors of the auth machines over an {@link AuthApi}; the app hands them to the machines
 * with `.provide({ actors })`, tests provide fakes instead.
 */
export function createAuthActors(api: AuthApi) {
  return {
    /** Session: user and roles from the stored token. */
    loadSession: fromPromise<RestoredSession>(() => api.loadSession()),
    /** Login: the app's `login` call. */
    authenticate: fromPromise<LoginResult, LoginCredentials>(({ input }) => api.authenticate(input)),
    /** Forgot-password: the app's `forgotPassword` call. */
    requestPasswordReset: fromPromise<ForgotPasswordOutcome, { email: string }>(({ input }) => api.forgotPassword(input.email)),
    /** Reset-password: the app's `resetPassword` call. */
    resetPassword: fromPromise<void, ResetPasswordRequest>(({ input }) => api.resetPassword(input)),
    /** Registration: the app's `register` call, whose answer signs the new account in. */
    register: fromPromise<LoginResult, RegistrationRequest>(({ input }) => api.register(input)),
  };
}

/** The actors `createAuthActors` builds. */
export type AuthActors = ReturnType<typeof createAuthActors>;
