import { assign, fromPromise, setup } from 'xstate';
import { isNoAnswer } from '../../data/ApiError';
import type { LoginResult, RestoredSession, SessionUser } from '../authApi';
import type { Landing } from '../../core/generated';
import { landingFor, type Profile } from '../../core/landing';
import { AUTH_MESSAGES } from '../messages';
import { loginPathFor } from '../routeGuard';
import { safeReturnPath } from '../../core/safeReturnPath';
import type { SessionView } from '../sessionView';

/**
 * What the session starts from, as plain data: what the browser kept of the last sign-in and the
 * app's rules (app.json). The host reads its storage once and passes the answers here; the machine
 * itself touches no storage.
 */
export interface SessionInput {
  /** Whether an access token is stored (then the session is restored from it). */
  hasStoredToken: boolean;
  /** The stored profiles, used when the restored user answer carries none. */
  storedProfiles: Profile[];
  /** The app's landing rules (app.json `landing`). */
  landing: Landing;
  /** The app's login route (app.json `routes.login`). */
  loginRoute: string;
}

/** State kept by the session machine besides its state value (data only: no functions). */
export interface SessionContext extends SessionInput {
  user: SessionUser | null;
  roles: string[];
  profiles: Profile[];
  /** True after an explicit logout, until the next sign-in. */
  signedOut: boolean;
}

/** Events the session accepts. */
export type SessionEvent =
  /** The login form succeeded; `returnTo` is the remembered path from the login route's query (checked here again). */
  | { type: 'LOGGED_IN'; result: LoginResult; returnTo?: string | null }
  /** The user asked to leave (acts only when they hold at least one role). */
  | { type: 'LOGOUT' }
  /** A read answered 401 while on `path` (pathname plus query string). */
  | { type: 'UNAUTHORIZED'; path?: string | null }
  /** A save or an action answered 401: the screen stays and a sign-in dialog asks for the session again. */
  | { type: 'SESSION_EXPIRED' };

/** Params of the `navigate` action: where to go (the machine computes it; the host replaces the location). */
export interface NavigateParams {
  to: string;
  /**
   * Go even when the page holds unsaved work: the session ended or changed hands, and the form's draft
   * (kept in the browser per user) is what keeps the typing, not the page.
   */
  force?: boolean;
}

/** Params of the `logRestoreFailure` action: the developer message to log. */
export interface LogParams {
  message: string;
}

// The host must provide every effect; a forgotten one fails loudly instead of doing nothing.
function missing(name: string): never {
  throw new Error(`[engine] session machine: provide a ${name} action`);
}

// What a sign-in does, from either state: store it, keep it, and go to the safe remembered path or
// else the landing page of the user's profiles. Shared by two transitions, hence typed by hand (only
// LOGGED_IN runs them).
type LoggedIn = Extract<SessionEvent, { type: 'LOGGED_IN' }>;
function signInActionsWith(force: boolean) {
  return [
    { type: 'persistLogin', params: ({ event }: { event: SessionEvent }) => (event as LoggedIn).result },
    'assignLogin',
    {
      type: 'navigate',
      params: ({ context, event }: { context: SessionContext; event: SessionEvent }): NavigateParams => {
        const { result, returnTo } = event as LoggedIn;
        const to = safeReturnPath(returnTo) ?? landingFor(result.profiles, context.landing);
        return force ? { to, force } : { to };
      },
    },
  ] as const;
}
const signInActions = signInActionsWith(false);
// Another user signing in from the dialog leaves a form whose draft belongs to the first user: go anyway.
const otherUserSignInActions = signInActionsWith(true);

// Signing in again as the same user after a save met an expired session: keep the new token and stay.
const signInAgainActions = [
  { type: 'persistLogin', params: ({ event }: { event: SessionEvent }) => (event as LoggedIn).result },
  'assignLogin',
] as const;

// Leaving (only with a role): the server ends the token first (the call still carries it), then the
// browser forgets it.
const logout = {
  guard: 'hasRole',
  target: 'anonymous',
  actions: ['endServerSession', 'clearPersisted', 'forgetUser', 'markSignedOut', { type: 'navigate', params: ({ context }: { context: SessionContext }) => ({ to: context.loginRoute }) }],
} as const;

/**
 * The session of spec section 4. `restoring` checks a stored token by loading the user and roles
 * (the `loadSession` actor; failure logs 'Failed to login with token.' and ends anonymous, where the route
 * guard sends protected routes to the login route; the stored session is cleared when the server answered,
 * kept when no answer came). Sign-in (also
 * while signed in: the new session replaces the old) persists the session and goes to the safe remembered path or the landing page of the app's rules.
 * Logout (only with a role) clears everything and goes to the login route; a read's 401 does the same but
 * remembers the page. A write's 401 (`SESSION_EXPIRED`) keeps everything and waits in `reauthenticating`
 * for a sign-in.
 *
 * Effects are named actions the host provides with `.provide({ actions })`:
 * - `persistLogin` (params: the {@link LoginResult}) stores access_token, profiles, idUser and nameUser;
 * - `clearPersisted` removes them;
 * - `navigate` (params: {@link NavigateParams}) replaces the location;
 * - `logRestoreFailure` (params: {@link LogParams}) writes the developer log.
 */
export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as SessionInput,
  },
  actors: {
    loadSession: fromPromise<RestoredSession>(async () => {
      throw new Error('[engine] session machine: provide a loadSession actor');
    }),
  },
  actions: {
    persistLogin: (_, _result: LoginResult) => missing('persistLogin'),
    clearPersisted: () => missing('clearPersisted'),
    endServerSession: () => missing('endServerSession'),
    navigate: (_, _params: NavigateParams) => missing('navigate'),
    logRestoreFailure: (_, _params: LogParams) => missing('logRestoreFailure'),
    assignLogin: assign(({ event }) => {
      if (event.type !== 'LOGGED_IN') return {};
      const { user, roles, profiles } = event.result;
      return { user, roles, profiles, signedOut: false };
    }),
    assignRestored: assign(({ context }, restored: RestoredSession) => ({
      user: restored.user,
      roles: restored.roles,
      profiles: restored.profiles ?? context.storedProfiles,
      signedOut: false,
    })),
    forgetUser: assign({ user: null, roles: [], profiles: [] }),
    markSignedOut: assign({ signedOut: true }),
  },
  guards: {
    hasStoredToken: ({ context }) => context.hasStoredToken,
    sameUser: ({ context, event }) => event.type === 'LOGGED_IN' && context.user !== null && event.result.user._id === context.user._id,
    hasRole: ({ context }) => context.roles.length > 0,
    /**
     * The restore failed because of the answer (the server refused the token, or answered what cannot be a
     * session), not because no answer came: a page reloaded or left while starting aborts its calls, and a
     * dropped connection says nothing about the token either.
     */
    tokenRefused: ({ event }) => !isNoAnswer((event as { error?: unknown }).error),
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({
    hasStoredToken: input.hasStoredToken,
    storedProfiles: input.storedProfiles,
    landing: input.landing,
    loginRoute: input.loginRoute,
    user: null,
    roles: [],
    profiles: [],
    signedOut: false,
  }),
  initial: 'restoring',
  states: {
    restoring: {
      initial: 'checking',
      states: {
        checking: {
          always: [{ guard: 'hasStoredToken', target: 'loading' }, { target: '#session.anonymous' }],
        },
        loading: {
          invoke: {
            src: 'loadSession',
            onDone: {
              target: '#session.authenticated',
              actions: { type: 'assignRestored', params: ({ event }) => event.output },
            },
            onError: [
              {
                guard: 'tokenRefused',
                target: '#session.anonymous',
                actions: [{ type: 'logRestoreFailure', params: { message: AUTH_MESSAGES.restoreFailed } }, 'clearPersisted', 'forgetUser'],
              },
              // No answer: the stored session stays (the next load restores it; the page the user left for
              // must not find it wiped by the one being unloaded).
              {
                target: '#session.anonymous',
                actions: [{ type: 'logRestoreFailure', params: { message: AUTH_MESSAGES.restoreFailed } }, 'forgetUser'],
              },
            ],
          },
        },
      },
    },
    anonymous: {
      on: {
        LOGGED_IN: { target: 'authenticated', actions: signInActions },
      },
    },
    authenticated: {
      on: {
        // A sign-in while signed in (an account created from the guest menu, which a user with no stored
        // name sees) replaces the session. The old token is not ended on the server: a 401 to that call
        // would end the new session as well.
        LOGGED_IN: { target: 'authenticated', actions: signInActions },
        LOGOUT: logout,
        UNAUTHORIZED: {
          target: 'anonymous',
          actions: [
            'clearPersisted',
            'forgetUser',
            { type: 'navigate', params: ({ context, event }) => ({ to: loginPathFor(event.path, context.loginRoute), force: true }) },
          ],
        },
        SESSION_EXPIRED: 'reauthenticating',
      },
    },
    /**
     * A save or an action met an expired session: the user, the screen and what was typed stay; the host
     * shows the sign-in dialog and holds the write. The same user signing in goes back to `authenticated`
     * (the host then retries the write); another user replaces the session and goes to their landing page
     * (nothing is retried). Reads that fail meanwhile change nothing: the dialog already asks.
     */
    reauthenticating: {
      on: {
        LOGGED_IN: [
          { guard: 'sameUser', target: 'authenticated', actions: signInAgainActions },
          { target: 'authenticated', actions: otherUserSignInActions },
        ],
        LOGOUT: logout,
      },
    },
  },
});

/** The session machine's logic type (for `createActor` and `.provide()`). */
export type SessionMachine = typeof sessionMachine;

/** The plain view of a session state (what `useSession()` returns); `landing` follows the app's rules. */
export function sessionViewOf(snapshot: { value: unknown; context: SessionContext }): SessionView {
  const { context } = snapshot;
  // While signing in again the user is still the one who typed: the screen stays as it is.
  if ((snapshot.value === 'authenticated' || snapshot.value === 'reauthenticating') && context.user) {
    return {
      status: 'authenticated',
      user: context.user,
      roles: context.roles,
      profiles: context.profiles,
      landing: landingFor(context.profiles, context.landing),
    };
  }
  if (snapshot.value === 'anonymous') return { status: 'anonymous', signedOut: context.signedOut };
  return { status: 'restoring' };
}
