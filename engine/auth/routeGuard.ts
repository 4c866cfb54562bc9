import { createAccess } from '../core/access';
import type { AppDefinition } from '../core/generated';
import { safeReturnPath } from '../core/safeReturnPath';
import type { SessionView } from './sessionView';

/** Query parameter of the login route that carries the path to return to after signing in. */
const RETURN_PARAM = 'redirect';

/** What the guard needs of the app definition (app.json): the all-keys role, the login route and the landing rules. */
export type GuardRules = Pick<AppDefinition, 'allKeysRole' | 'routes' | 'landing'>;

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
export type AccessDecision =
  | { allow: true }
  | {
      allow: false;
      redirect: string;
      /** Set when a signed-in user lacks the route's key: they are told why they landed elsewhere. */
      refused?: true;
    };

function pathnameOf(path: string): string {
  return path.split(/[?#]/, 1)[0] ?? '';
}

/**
 * The login route (app.json `routes.login`) remembering `path` (with its query string) for after
 * sign-in. Nothing is remembered when the path is unsafe (see {@link safeReturnPath}), the root, or the
 * login route itself (a loop).
 */
export function loginPathFor(path: string | null | undefined, loginRoute: string): string {
  const safe = safeReturnPath(path);
  if (!safe || safe === '/' || pathnameOf(safe) === loginRoute) return loginRoute;
  return `${loginRoute}?${new URLSearchParams({ [RETURN_PARAM]: safe }).toString()}`;
}

/**
 * The remembered path carried by the login route's query string (`redirect=`), when it is safe to
 * follow and not the login route itself; else null.
 */
export function returnPathFromSearch(search: string, loginRoute: string): string | null {
  const safe = safeReturnPath(new URLSearchParams(search).get(RETURN_PARAM));
  return safe && pathnameOf(safe) !== loginRoute ? safe : null;
}

/**
 * The route guard of spec section 2, as a pure function of the route, the session, the current path
 * (pathname plus query string) and the app's rules (app.json):
 * - a public route is open to guests; a guests-only route sends a signed-in user to the safe path
 *   remembered in its query (`<login>?redirect=...`) or else to their landing page;
 * - without a signed-in user (no token, hence no role) any other route goes to the login route
 *   remembering the path, except right after an explicit logout, which goes to the plain login route;
 * - a signed-in user is let in when `can(permission)` holds, with the app's all-keys role (a route
 *   with no key is open to every signed-in user, as the home page needs a user to greet); otherwise
 *   they go where the root sends them, their landing page. The spec's "stored redirect URL" is the
 *   remembered path, which sign-in has already consumed, so it is the root's target.
 * While the session is still `restoring` nothing can be granted; callers wait for it to settle.
 */
export function decideAccess(params: { route: GuardedRoute; session: SessionView; path: string; app: GuardRules }): AccessDecision {
  const { route, session, path, app } = params;
  const loginRoute = app.routes.login;
  if (route.public) {
    if (route.guestOnly && session.status === 'authenticated') {
      const search = path.includes('?') ? path.slice(path.indexOf('?') + 1).split('#', 1)[0] : '';
      return { allow: false, redirect: returnPathFromSearch(search, loginRoute) ?? session.landing };
    }
    return { allow: true };
  }
  if (session.status !== 'authenticated') {
    const signedOut = session.status === 'anonymous' && session.signedOut;
    return { allow: false, redirect: signedOut ? loginRoute : loginPathFor(path, loginRoute) };
  }
  if (createAccess(session.roles, app.allKeysRole).can(route.permission)) return { allow: true };
  // A landing page by profile the user may not open (a Professor without the chat key) would send
  // them round in circles; the default landing is expected to need no key.
  const landing = pathnameOf(path) === pathnameOf(session.landing) ? app.landing.default : session.landing;
  return { allow: false, redirect: landing, refused: true };
}
