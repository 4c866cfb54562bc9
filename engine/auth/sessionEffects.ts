import type { LoginResult } from './authApi';
import type { AppDefinition } from '../core/generated';
import type { LogParams, NavigateParams, SessionInput } from './machines/session.machine';
import {
  clearStoredSession, readStoredProfiles, readStoredToken, writeStoredSession, type KeyValueStore,
} from './storedSession';

/** Where the session's effects land in the browser (tests pass an in-memory store and spies). */
export interface SessionHost {
  /** Where the four session keys live (localStorage in the app). */
  storage: KeyValueStore;
  /** Replaces the current location; `force` goes even when the page holds unsaved work. */
  navigate: (to: string, force?: boolean) => void;
  /** Developer log (the console in the app). */
  log: (message: string) => void;
  /** Asks the server to end the current token (the app's `logout` call); failures do not matter to the user. */
  endServerSession: () => void;
}

/**
 * The session machine's named actions over a host, for `sessionMachine.provide({ actions })`: the
 * machine decides what happens (which login result, which path), these only carry it out.
 */
export function createSessionActions(host: SessionHost) {
  return {
    /** Stores access_token, profiles, idUser and nameUser (the user menu reads nameUser). */
    persistLogin: (_: unknown, result: LoginResult) => {
      const { token, user, profiles } = result;
      writeStoredSession(host.storage, { token, profiles, userId: user._id, userName: user.name });
    },
    /** Removes the four keys (logout, 401, failed restore); other keys (guest settings) stay. */
    clearPersisted: () => clearStoredSession(host.storage),
    endServerSession: () => host.endServerSession(),
    navigate: (_: unknown, params: NavigateParams) => (params.force ? host.navigate(params.to, true) : host.navigate(params.to)),
    logRestoreFailure: (_: unknown, params: LogParams) => host.log(params.message),
  };
}

/** The session machine's input: what `storage` kept of the last sign-in, and the app's rules. */
export function sessionInputFrom(storage: KeyValueStore, rules: Pick<AppDefinition, 'landing' | 'routes'>): SessionInput {
  return {
    hasStoredToken: readStoredToken(storage) !== null,
    storedProfiles: readStoredProfiles(storage),
    landing: rules.landing,
    loginRoute: rules.routes.login,
  };
}
