import { createAccess } from '../core/access';
import { DEFAULT_LANDING } from '../core/landing';
import { safeReturnPath } from '../core/safeReturnPath';
import type { SessionView } from './sessionView';

/** The sign-in route. */
export const LOGIN_ROUTE = '/login';
/** Query parameter of /login that carries the path to return to after signing in. */
export const RETURN_PARAM = 'redirect';

/** What the guard needs of a route (a manifest entry has these fields). */
export interface GuardedRoute {
  /** Permission key that opens the route; null = any signed-in user. */
  permission: string | null;
  /** Public route for guests only (login, reset-pass). */
  guestOnly?: boolean;
  /** Route open without signing in. */
  public?: boolean;
}

/** The guard's answer: render the route, or replace the location with `redirect`. */
export type AccessDecision = { allow: true } | { allow: false; redirect: string };

function pathnameOf(path: string): string {
  return path.split(/[?#]/, 1)[0] ?? '';
}

/**
 * /login remembering `path` (with its query string) for after sign-in. Nothing is remembered when
 * the path is unsafe (see {@link safeReturnPath}), the root, or /login itself.
 */
export function loginPathFor(path: string | null | undefined): string {
  const safe = safeReturnPath(path);
  if (!safe || safe === '/' || pathnameOf(safe) === LOGIN_ROUTE) return LOGIN_ROUTE;
  return `${LOGIN_ROUTE}?${new URLSearchParams({ [RETURN_PARAM]: safe }).toString()}`;
}

/** The remembered path carried by a /login query string (`redirect=`), when it is safe to follow; else null. */
export function returnPathFromSearch(search: string): string | null {
  const safe = safeReturnPath(new URLSearchParams(search).get(RETURN_PARAM));
  return safe && pathnameOf(safe) !== LOGIN_ROUTE ? safe : null;
}

/**
 * The route guard of spec section 2, as a pure function of the route, the session and the current
 * path (pathname plus query string):
 * - a public route is open to guests; a guests-only route sends a signed-in user to the safe path
 *   remembered in its query (`/login?redirect=...`) or else to their landing page;
 * - without a signed-in user (no token, hence no role) any other route goes to /login remembering
 *   the path, except right after an explicit logout, which goes to a plain /login;
 * - a signed-in user is let in when `can(permission)` holds (a route with no key is open to every
 *   signed-in user, as /home needs a user to greet); otherwise they go where the root sends them,
 *   their landing page. The spec's "stored redirect URL" is the remembered path, which sign-in has
 *   already consumed, so it is the root's target.
 * While the session is still `restoring` nothing can be granted; callers wait for it to settle.
 */
export function decideAccess(params: { route: GuardedRoute; session: SessionView; path: string }): AccessDecision {
  const { route, session, path } = params;
  if (route.public) {
    if (route.guestOnly && session.status === 'authenticated') {
      const search = path.includes('?') ? path.slice(path.indexOf('?') + 1).split('#', 1)[0] : '';
      return { allow: false, redirect: returnPathFromSearch(search) ?? session.landing };
    }
    return { allow: true };
  }
  if (session.status !== 'authenticated') {
    const signedOut = session.status === 'anonymous' && session.signedOut;
    return { allow: false, redirect: signedOut ? LOGIN_ROUTE : loginPathFor(path) };
  }
  if (createAccess(session.roles).can(route.permission)) return { allow: true };
  // A landing page the user may not open (a Professor without the chat key) would send them round
  // in circles; the default landing has no key.
  const landing = pathnameOf(path) === pathnameOf(session.landing) ? DEFAULT_LANDING : session.landing;
  return { allow: false, redirect: landing };
}
