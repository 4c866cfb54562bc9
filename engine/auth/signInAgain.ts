import type { SessionActor } from './sessionContext';

/**
 * Holds a write that met an expired session until the user signs in again: puts the session in
 * `reauthenticating` (the sign-in dialog shows over the screen; writes failing meanwhile share the wait)
 * and resolves true when the same user is signed in again, so the write is retried once, false when
 * another user signed in or the session was left (nothing is retried).
 */
export function waitForSignInAgain(actor: SessionActor): Promise<boolean> {
  const before = actor.getSnapshot();
  const userId = before.context.user?._id;
  if (!userId || (before.value !== 'authenticated' && before.value !== 'reauthenticating')) return Promise.resolve(false);
  return new Promise((resolve) => {
    const subscription = actor.subscribe((snapshot) => {
      if (snapshot.value === 'reauthenticating') return;
      subscription.unsubscribe();
      resolve(snapshot.value === 'authenticated' && snapshot.context.user?._id === userId);
    });
    if (before.value === 'authenticated') actor.send({ type: 'SESSION_EXPIRED' });
  });
}
