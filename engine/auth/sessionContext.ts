import { useSelector } from '@xstate/react';
import { createContext, useContext } from 'react';
import type { ActorRefFrom } from 'xstate';
import { sessionViewOf, type SessionMachine } from './machines/session.machine';
import type { AuthActors } from './authActors';
import type { SessionView } from './sessionView';

/** The running session machine. */
export type SessionActor = ActorRefFrom<SessionMachine>;

/** The session actor of the app (filled by `SessionProvider`). */
export const SessionActorContext = createContext<SessionActor | null>(null);

/** The auth actors over the app's http client, for the login, forgot and reset machines. */
export const AuthActorsContext = createContext<AuthActors | null>(null);


/** The session actor; events: `LOGGED_IN`, `LOGOUT`, `UNAUTHORIZED` (see `SessionEvent`). */
export function useSessionActor(): SessionActor {
  const actor = useContext(SessionActorContext);
  if (!actor) throw new Error('[engine] useSessionActor outside <SessionProvider>');
  return actor;
}

/** The auth actors of the nearest `SessionProvider`. */
export function useAuthActors(): AuthActors {
  const actors = useContext(AuthActorsContext);
  if (!actors) throw new Error('[engine] useAuthActors outside <SessionProvider>');
  return actors;
}


// A view is rebuilt per read; equal parts mean no re-render.
function sameView(a: SessionView, b: SessionView): boolean {
  if (a.status !== b.status) return false;
  if (a.status === 'authenticated' && b.status === 'authenticated') {
    return a.user === b.user && a.roles === b.roles && a.profiles === b.profiles;
  }
  if (a.status === 'anonymous' && b.status === 'anonymous') return a.signedOut === b.signedOut;
  return true;
}

/** The session as plain data: restoring, anonymous, or authenticated with user, roles, profiles and landing page. */
export function useSession(): SessionView {
  return useSelector(useSessionActor(), sessionViewOf, sameView);
}
