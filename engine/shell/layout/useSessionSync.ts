import { useLayoutEffect, useMemo } from 'react';
import { useSession } from '../../auth/SessionProvider';
import { readStoredToken } from '../../auth/storedSession';
import { toCallSpec } from '../../core/definition/calls';
import { useDataProvider } from '../../data/DataProviderContext';
import { useUserPrefs } from '../../data/userPrefs';
import { useAppDefinition } from '../../ui/AppDefinitionContext';
import type { LayoutActor } from './layoutActor';

interface UserData {
  settings?: unknown;
  shortcuts?: unknown;
  lists?: unknown;
}

interface UserLike {
  _id?: string;
  email?: string;
  name?: string;
  data?: UserData;
}

/**
 * Tells the layout machine who is signed in, so it restores that user's settings and shortcuts (and the
 * user's list columns) once
 * per sign-in (the key changes with the access token). A user object without `data` (a bare login
 * answer) is completed with the app's `user` call (app.json `calls.user`) first.
 */
export function useSessionSync(actor: LayoutActor): void {
  const session = useSession();
  const provider = useDataProvider();
  const userCall = useAppDefinition().calls.user;
  const call = useMemo(() => toCallSpec(userCall), [userCall]);
  const prefs = useUserPrefs();
  const user = (session.status === 'authenticated' ? session.user : null) as UserLike | null;
  useLayoutEffect(() => {
    if (!user) return;
    const key = `${user._id ?? user.email ?? user.name ?? ''}:${readStoredToken(window.localStorage) ?? ''}`;
    if (actor.getSnapshot().context.sessionKey === key) return;
    if (user.data) {
      prefs.restore(user.data.lists);
      actor.send({ type: 'SIGNED_IN', key, settings: user.data.settings, shortcuts: user.data.shortcuts });
      return;
    }
    let cancelled = false;
    provider
      .fetch(call, {})
      .then((full) => (full as UserLike | null)?.data ?? {}, () => ({}) as UserData)
      .then((data) => {
        if (cancelled) return;
        prefs.restore(data.lists);
        actor.send({ type: 'SIGNED_IN', key, settings: data.settings, shortcuts: data.shortcuts });
      });
    return () => {
      cancelled = true;
    };
  }, [actor, user, provider, call, prefs]);
}
