import { fromPromise } from 'xstate';
import type {
  AuthApi, ForgotPasswordOutcome, LoginCredentials, LoginResult, ResetPasswordRequest, RestoredSession,
} from './authApi';

/**
 * The real actors of the auth machines over an {@link AuthApi}; the app hands them to the machines
 * with `.provide({ actors })`, tests provide fakes instead.
 */
export function createAuthActors(api: AuthApi) {
  return {
    /** Session: user and roles from the stored token. */
    loadSession: fromPromise<RestoredSession>(() => api.loadSession()),
    /** Login: POST /admin/auth/autenticar. */
    authenticate: fromPromise<LoginResult, LoginCredentials>(({ input }) => api.authenticate(input)),
    /** Forgot-password: POST /admin/auth/esqueci-senha. */
    requestPasswordReset: fromPromise<ForgotPasswordOutcome, { email: string }>(({ input }) => api.forgotPassword(input.email)),
    /** Reset-password: POST /admin/auth/resetar-senha. */
    resetPassword: fromPromise<void, ResetPasswordRequest>(({ input }) => api.resetPassword(input)),
  };
}

/** The actors `createAuthActors` builds. */
export type AuthActors = ReturnType<typeof createAuthActors>;
