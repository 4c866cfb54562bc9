import { useActorRef, useSelector } from '@xstate/react';
import { useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { HttpClient } from '../data/httpClient';
import { sessionMachine } from './machines/session.machine';
import { createAccess } from '../core/access';
import { AccessContext } from '../ui/AccessContext';
import { createAuthActors } from './authActors';
import { createAuthApi } from './authApi';
import { AuthActorsContext, SessionActorContext } from './sessionContext';
import type { KeyValueStore } from './storedSession';

export { useAuthActors, useSession, useSessionActor, type SessionActor } from './sessionContext';
export type { SessionView } from './sessionView';

/** Props of {@link SessionProvider}. */
export interface SessionProviderProps {
  /** The app's http client; the auth calls go through it. */
  http: HttpClient;
  /** Replaces the current location (after sign-in, logout and 401). */
  navigate: (to: string) => void;
  children: ReactNode;
  /** Where the session keys live; localStorage by default. */
  storage?: KeyValueStore;
  /** Developer log; `console.warn` by default. */
  log?: (message: string) => void;
}

function warnInConsole(message: string): void {
  console.warn(message);
}

/**
 * Runs the session machine with real actors over `http` and provides the session actor, the auth
 * actors (for the login, forgot and reset machines) and the signed-in user's Access (a guest's is
 * `createAccess([])`).
 */
export function SessionProvider(props: SessionProviderProps) {
  // The machine reads navigate and log once; the refs let callers pass new functions each render.
  const navigateRef = useRef(props.navigate);
  const logRef = useRef(props.log ?? warnInConsole);
  useLayoutEffect(() => {
    navigateRef.current = props.navigate;
    logRef.current = props.log ?? warnInConsole;
  });
  const [storage] = useState<KeyValueStore>(() => props.storage ?? window.localStorage);
  const actors = useMemo(() => createAuthActors(createAuthApi(props.http)), [props.http]);
  const machine = useMemo(() => sessionMachine.provide({ actors: { loadSession: actors.loadSession } }), [actors]);
  const actor = useActorRef(machine, {
    input: {
      storage,
      navigate: (to: string) => navigateRef.current(to),
      log: (message: string) => logRef.current(message),
    },
  });
  const roles = useSelector(actor, (snapshot) => snapshot.context.roles);
  const access = useMemo(() => createAccess(roles), [roles]);
  return (
    <SessionActorContext.Provider value={actor}>
      <AuthActorsContext.Provider value={actors}>
        <AccessContext.Provider value={access}>{props.children}</AccessContext.Provider>
      </AuthActorsContext.Provider>
    </SessionActorContext.Provider>
  );
}
