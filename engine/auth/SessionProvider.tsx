import { useActorRef, useSelector } from '@xstate/react';
import { useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { HttpClient } from '../data/httpClient';
import { sessionMachine } from './machines/session.machine';
import { createAccess } from '../core/access';
import { AccessContext } from '../ui/AccessContext';
import { DraftsContext } from '../ui/DraftsContext';
import { createDraftStore } from '../data/draftStore';
import { useAppDefinition } from '../ui/AppDefinitionContext';
import { createAuthActors } from './authActors';
import { createAuthApi, withSessionAhead, type RestoredSession } from './authApi';
import { AuthActorsContext, SessionActorContext } from './sessionContext';
import { createSessionActions, sessionInputFrom } from './sessionEffects';
import type { KeyValueStore } from './storedSession';

export { useSession, useSessionActor } from './sessionContext';

/** Props of {@link SessionProvider}. The app's rules (calls, landing, login route, all-keys role) come from `useAppDefinition()`. */
export interface SessionProviderProps {
  /** The app's http client; the auth calls go through it. */
  http: HttpClient;
  /** Replaces the current location (after sign-in, logout and 401); `force` skips the unsaved-changes question. */
  navigate: (to: string, force?: boolean) => void;
  children: ReactNode;
  /** Where the session keys live; localStorage by default. */
  storage?: KeyValueStore;
  /** Developer log; `console.warn` by default. */
  log?: (message: string) => void;
  /** The restore of the stored session, already on its way (started at start-up): the session takes its answer. */
  sessionAhead?: Promise<RestoredSession>;
}

function warnInConsole(message: string): void {
  console.warn(message);
}

/**
 * Runs the session machine with real actors over `http` and the app definition's calls, its effects
 * provided as named actions over `storage`, `navigate` and `log`, and provides the session actor, the
 * auth actors (for the login, forgot and reset machines), the signed-in user's Access with the app's
 * all-keys role (a guest's has no role) and the signed-in user's form drafts (in `storage`).
 */
export function SessionProvider(props: SessionProviderProps) {
  const app = useAppDefinition();
  // The machine's actions are bound once; the ref lets callers pass new functions each render.
  const host = useRef({ navigate: props.navigate, log: props.log ?? warnInConsole });
  useLayoutEffect(() => {
    host.current = { navigate: props.navigate, log: props.log ?? warnInConsole };
  });
  const [storage] = useState<KeyValueStore>(() => props.storage ?? window.localStorage);
  const [sessionAhead] = useState(() => props.sessionAhead);
  const api = useMemo(() => {
    const api = createAuthApi(props.http, app.calls);
    return sessionAhead ? withSessionAhead(api, sessionAhead) : api;
  }, [props.http, app.calls, sessionAhead]);
  const actors = useMemo(() => createAuthActors(api), [api]);
  const machine = useMemo(
    () =>
      sessionMachine.provide({
        actors: { loadSession: actors.loadSession },
        // eslint-disable-next-line react-hooks/refs -- latest-callback ref: the actions read it when the machine runs them (after a sign-in, logout, 401), never during render
        actions: createSessionActions({
          storage,
          navigate: (to, force) => (force ? host.current.navigate(to, true) : host.current.navigate(to)),
          log: (message) => host.current.log(message),
          // Leaving never waits for the server nor fails: the token is forgotten here either way.
          endServerSession: () => {
            api.logout().catch((error: unknown) => host.current.log(`[engine] logout: ${error instanceof Error ? error.message : String(error)}`));
          },
        }),
      }),
    [actors, api, storage],
  );
  // Read once, when the actor starts: what the storage kept and the app's rules go in as data.
  const [input] = useState(() => sessionInputFrom(storage, app));
  const actor = useActorRef(machine, { input });
  const roles = useSelector(actor, (snapshot) => snapshot.context.roles);
  const access = useMemo(() => createAccess(roles, app.allKeysRole), [roles, app.allKeysRole]);
  // Drafts belong to the user who typed them; signing in as someone else switches to that user's.
  const userId = useSelector(actor, (snapshot) => snapshot.context.user?._id ?? null);
  const drafts = useMemo(() => (userId ? createDraftStore(storage, userId) : null), [storage, userId]);
  return (
    <SessionActorContext.Provider value={actor}>
      <AuthActorsContext.Provider value={actors}>
        <AccessContext.Provider value={access}>
          <DraftsContext.Provider value={drafts}>{props.children}</DraftsContext.Provider>
        </AccessContext.Provider>
      </AuthActorsContext.Provider>
    </SessionActorContext.Provider>
  );
}
