import type { SessionUser } from './authApi';
import type { Profile } from '../core/landing';

/**
 * What the rest of the app sees of the session (`useSession()`): plain data, no machine details.
 * - `restoring`: a stored token is being checked; nothing is decided yet.
 * - `anonymous`: nobody is signed in. `signedOut` is true right after an explicit logout, so the
 *   guard sends to the plain login route instead of remembering the page the user just left.
 * - `authenticated`: the user, their role names and profiles, and the landing page of spec section 4
 *   (by the app's landing rules, app.json `landing`).
 */
export type SessionView =
  | { status: 'restoring' }
  | { status: 'anonymous'; signedOut: boolean }
  | { status: 'authenticated'; user: SessionUser; roles: string[]; profiles: Profile[]; landing: string };
