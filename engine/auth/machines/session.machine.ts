import { assign, fromPromise, setup } from 'xstate';
import type { LoginResult, RestoredSession, SessionUser } from '../authApi';
import { landingFor, type Profile } from '../../core/landing';
import { AUTH_MESSAGES } from '../messages';
import { LOGIN_ROUTE, loginPathFor } from '../routeGuard';
import { safeReturnPath } from '../../core/safeReturnPath';
import {
  clearStoredSession, readStoredProfiles, readStoredToken, writeStoredSession, type KeyValueStore,
} from '../storedSession';
import type { SessionView } from '../sessionView';

/** The session's effects besides requests, passed in so tests hand in fakes. */
export interface SessionInput {
  /** Where the four session keys live (localStorage in the app). */
  storage: KeyValueStore;
  /** Replaces the current location. */
  navigate: (to: string) => void;
  /** Developer log (the console in the app). */
  log: (message: string) => void;
}

/** State kept by the session machine besides its state value. */
export interface SessionContext extends SessionInput {
  user: SessionUser | null;
  roles: string[];
  profiles: Profile[];
  /** True after an explicit logout, until the next sign-in. */
  signedOut: boolean;
}

/** Events the session accepts. */
export type SessionEvent =
  /** The login form succeeded; `returnTo` is the remembered path from /login's query (checked here again). */
  | { type: 'LOGGED_IN'; result: LoginResult; returnTo?: string | null }
  /** The user asked to leave (acts only when they hold at least one role). */
  | { type: 'LOGOUT' }
  /** A call answered 401 while on `path` (pathname plus query string). */
  | { type: 'UNAUTHORIZED'; path?: string | null };

/**
 * The session of spec section 4. `restoring` checks a stored token by loading the user and roles
 * (the `loadSession` actor; failure logs 'Failed to login with token.', clears the storage and ends
 * anonymous, where the route guard sends protected routes to /login). Sign-in stores access_token,
 * profiles, idUser and nameUser and goes to the safe remembered path or the landing page. Logout (only
 * with a role) clears everything and goes to /login; a 401 does the same but remembers the page.
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
    storeLogin: ({ context, event }) => {
      if (event.type !== 'LOGGED_IN') return;
      const { token, user, profiles } = event.result;
      writeStoredSession(context.storage, { token, profiles, userId: user._id, userName: user.name });
    },
    assignLogin: assign(({ event }) => {
      if (event.type !== 'LOGGED_IN') return {};
      const { user, roles, profiles } = event.result;
      return { user, roles, profiles, signedOut: false };
    }),
    assignRestored: assign(({ context }, restored: RestoredSession) => {
      return {
        user: restored.user,
        roles: restored.roles,
        profiles: restored.profiles ?? readStoredProfiles(context.storage),
        signedOut: false,
      };
    }),
    forgetUser: assign({ user: null, roles: [], profiles: [] }),
    markSignedOut: assign({ signedOut: true }),
    clearStorage: ({ context }) => clearStoredSession(context.storage),
    logRestoreFailure: ({ context }) => context.log(AUTH_MESSAGES.restoreFailed),
    goAfterLogin: ({ context, event }) => {
      if (event.type !== 'LOGGED_IN') return;
      context.navigate(safeReturnPath(event.returnTo) ?? landingFor(event.result.profiles));
    },
    goToLogin: ({ context }) => context.navigate(LOGIN_ROUTE),
    goToLoginRemembering: ({ context, event }) => {
      context.navigate(loginPathFor(event.type === 'UNAUTHORIZED' ? event.path : null));
    },
  },
  guards: {
    hasStoredToken: ({ context }) => readStoredToken(context.storage) !== null,
    hasRole: ({ context }) => context.roles.length > 0,
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({
    storage: input.storage,
    navigate: input.navigate,
    log: input.log,
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
            onError: { target: '#session.anonymous', actions: ['logRestoreFailure', 'clearStorage', 'forgetUser'] },
          },
        },
      },
    },
    anonymous: {
      on: {
        LOGGED_IN: { target: 'authenticated', actions: ['storeLogin', 'assignLogin', 'goAfterLogin'] },
      },
    },
    authenticated: {
      on: {
        LOGOUT: { guard: 'hasRole', target: 'anonymous', actions: ['clearStorage', 'forgetUser', 'markSignedOut', 'goToLogin'] },
        UNAUTHORIZED: { target: 'anonymous', actions: ['clearStorage', 'forgetUser', 'goToLoginRemembering'] },
      },
    },
  },
});

/** The session machine's logic type (for `createActor` and `.provide()`). */
export type SessionMachine = typeof sessionMachine;

/** The plain view of a session state (what `useSession()` returns). */
export function sessionViewOf(snapshot: { value: unknown; context: SessionContext }): SessionView {
  const { context } = snapshot;
  if (snapshot.value === 'authenticated' && context.user) {
    return {
      status: 'authenticated',
      user: context.user,
      roles: context.roles,
      profiles: context.profiles,
      landing: landingFor(context.profiles),
    };
  }
  if (snapshot.value === 'anonymous') return { status: 'anonymous', signedOut: context.signedOut };
  return { status: 'restoring' };
}
