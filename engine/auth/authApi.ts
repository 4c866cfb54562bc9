import { ApiError } from '../data/ApiError';
import type { HttpClient } from '../data/httpClient';
import { toCallSpec } from '../core/definition/calls';
import type { AppCalls } from '../core/generated';
import { normalizeProfiles, type Profile } from '../core/landing';

/** What the login form sends. */
export interface LoginCredentials {
  email: string;
  password: string;
}

/** The user's own data kept in their profile (spec section 3, "Session user"). */
export interface UserData {
  displayName?: string;
  photoURL?: string;
  email?: string;
  /** Menu item ids the user starred. */
  shortcuts?: string[];
  /** Layout settings saved with the user. */
  settings?: unknown;
  [field: string]: unknown;
}

/**
 * The signed-in user. `data` is absent right after a sign-in (the login answer does not carry it);
 * the shell completes it with the app's `user` call.
 */
export interface SessionUser {
  _id: string;
  name: string;
  email: string;
  data?: UserData;
}

/** A successful sign-in: the token plus who signed in. */
export interface LoginResult {
  token: string;
  user: SessionUser;
  /** Role names. */
  roles: string[];
  profiles: Profile[];
}

/** The user and roles loaded at start-up from a stored token. */
export interface RestoredSession {
  user: SessionUser;
  roles: string[];
  /** Profiles when the user answer carries them; null = keep the stored ones. */
  profiles: Profile[] | null;
}

/** What the registration form sends: the new account's name, e-mail and password (the confirmation stays in the form). */
export interface RegistrationRequest {
  name: string;
  email: string;
  password: string;
}

/** What the forgot-password call answered: 200 = e-mail sent, 400 = unknown user. */
export type ForgotPasswordOutcome = 'sent' | 'invalidUser';

/** Body of the reset-password call (e-mail and token come from the link's query string). */
export interface ResetPasswordRequest {
  email: string;
  token: string;
  password: string;
}

/**
 * The auth and user calls of spec section 7, at the endpoints of app.json `calls`; every method
 * rejects with an ApiError on failure.
 */
export interface AuthApi {
  /** The `login` call. Any status other than 2xx, or an answer without token and user, rejects. */
  authenticate(credentials: LoginCredentials): Promise<LoginResult>;
  /** The `forgotPassword` call; 400 resolves `invalidUser`, other failures reject. */
  forgotPassword(email: string): Promise<ForgotPasswordOutcome>;
  /** The `resetPassword` call. */
  resetPassword(request: ResetPasswordRequest): Promise<void>;
  /**
   * The `register` call: creates the account and signs it in. Rejects with the server's message when it
   * refuses (a status other than 2xx, or an answer with `error` and no user).
   */
  register(request: RegistrationRequest): Promise<LoginResult>;
  /** The `user` and `roles` calls, together (the token travels in the http client's header). */
  loadSession(): Promise<RestoredSession>;
  /** The `logout` call with the current token (resolves at once when the app has none). */
  logout(): Promise<void>;
}

function invalidAnswer(what: string): ApiError {
  return new ApiError(`O servidor enviou uma resposta inválida (${what}).`, { reason: 'shape' });
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return !!value && typeof value === 'object' && !Array.isArray(value);
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
}

/** Role names from `[{ name }]` or `['name']`; anything else is dropped. */
function roleNames(raw: unknown): string[] {
  if (!Array.isArray(raw)) return [];
  const names = raw.map((item) => (typeof item === 'string' ? item : isRecord(item) ? text(item.name) : '')).filter(Boolean);
  return [...new Set(names)];
}

/** The session user from a user object of the API (login answer or the `user` call). */
function toSessionUser(raw: Record<string, unknown>, fallbackEmail = ''): SessionUser {
  const data = isRecord(raw.data) ? (raw.data as UserData) : undefined;
  const user: SessionUser = {
    _id: text(raw._id ?? raw.id),
    name: text(raw.name) || text(data?.displayName),
    email: text(raw.email) || text(data?.email) || fallbackEmail,
  };
  if (data) user.data = data;
  return user;
}

/** Parses the login answer `{ token, user: { _id, name, profiles, roles } }`. */
export function parseLoginAnswer(answer: unknown, email: string): LoginResult {
  if (!isRecord(answer) || typeof answer.token !== 'string' || answer.token.trim() === '' || !isRecord(answer.user)) {
    throw invalidAnswer('login sem token ou usuário');
  }
  const user = answer.user;
  return {
    token: answer.token,
    user: toSessionUser(user, email),
    roles: roleNames(user.roles),
    profiles: normalizeProfiles(user.profiles),
  };
}

/** The message of a refusal carried in a 200 answer's `error` (a text, or a list of `{ message }`). */
function refusalMessage(error: unknown): string | null {
  if (typeof error === 'string') return error.trim() || null;
  const items = Array.isArray(error) ? error : [error];
  const messages = items.map((item) => (isRecord(item) ? text(item.message) : text(item))).filter(Boolean);
  return messages.length ? messages.join(' ') : null;
}

/**
 * Parses the registration answer `{ user, access_token }` (spec section 7) into a sign-in. A refusal
 * the server sends with status 200 (`{ error }`) rejects with its message.
 */
export function parseRegistrationAnswer(answer: unknown, email: string): LoginResult {
  if (isRecord(answer) && !isRecord(answer.user) && answer.error !== undefined) {
    throw new ApiError(refusalMessage(answer.error) ?? 'Não foi possível criar a conta.', { reason: 'http', data: answer });
  }
  if (!isRecord(answer) || typeof answer.access_token !== 'string' || answer.access_token.trim() === '' || !isRecord(answer.user)) {
    throw invalidAnswer('cadastro sem access_token ou usuário');
  }
  return parseLoginAnswer({ token: answer.access_token, user: answer.user }, email);
}

/** Parses the answers of the `user` call (the user, possibly wrapped in `{ user }`) and of the `roles` call (`{ roles }`). */
export function parseRestoredSession(userAnswer: unknown, rolesAnswer: unknown): RestoredSession {
  const raw = isRecord(userAnswer) && isRecord(userAnswer.user) && userAnswer._id === undefined ? userAnswer.user : userAnswer;
  if (!isRecord(raw)) throw invalidAnswer('usuário');
  const rolesList = isRecord(rolesAnswer) ? rolesAnswer.roles : rolesAnswer;
  if (!Array.isArray(rolesList)) throw invalidAnswer('papéis do usuário');
  return {
    user: toSessionUser(raw),
    roles: roleNames(rolesList),
    profiles: Array.isArray(raw.profiles) ? normalizeProfiles(raw.profiles) : null,
  };
}

/** The calls of app.json the session makes (the app's `saveUser` and `quickPanel` belong to the shell). */
export type AuthCalls = Pick<AppCalls, 'login' | 'forgotPassword' | 'resetPassword' | 'user' | 'roles' | 'logout' | 'register'>;

/**
 * The auth calls over the app's one http client (bearer token, timeout, 401 handling included), at
 * the method and path of each of app.json's `calls`. The bodies are the engine's (spec section 7): a
 * body or query template on these calls is not used.
 */
export function createAuthApi(http: HttpClient, calls: AuthCalls): AuthApi {
  // Parsed once: a malformed call line fails when the app starts, not on the first sign-in.
  const caller = (call: NonNullable<AuthCalls[keyof AuthCalls]>) => {
    const { method, endpoint } = toCallSpec(call);
    return (body?: unknown) => http.request(body === undefined ? { method, url: endpoint } : { method, url: endpoint, body });
  };
  const login = caller(calls.login);
  const forgot = caller(calls.forgotPassword);
  const reset = caller(calls.resetPassword);
  const user = caller(calls.user);
  const roles = caller(calls.roles);
  const logout = calls.logout ? caller(calls.logout) : undefined;
  const register = calls.register ? caller(calls.register) : undefined;
  return {
    async authenticate(credentials) {
      const answer = await login({ email: credentials.email, password: credentials.password });
      return parseLoginAnswer(answer, credentials.email);
    },
    async forgotPassword(email) {
      try {
        await forgot({ email });
        return 'sent';
      } catch (error) {
        if (error instanceof ApiError && error.status === 400) return 'invalidUser';
        throw error;
      }
    },
    async resetPassword(request) {
      await reset({ email: request.email, token: request.token, password: request.password });
    },
    async register(request) {
      // app.json's validation ties the registration page to this call; without it there is no page to submit.
      if (!register) throw new Error('[engine] app.json has no "register" call');
      const email = request.email.trim();
      const answer = await register({ displayName: request.name.trim(), email, password: request.password });
      return parseRegistrationAnswer(answer, email);
    },
    async loadSession() {
      const [userAnswer, rolesAnswer] = await Promise.all([user(), roles()]);
      return parseRestoredSession(userAnswer, rolesAnswer);
    },
    async logout() {
      await logout?.();
    },
  };
}

/**
 * `api` whose first `loadSession()` takes `ahead`: the restore the start-up began before the app's code, whose
 * ~40 files would otherwise hold the browser's six connections ahead of it. Later calls ask the server again.
 */
export function withSessionAhead(api: AuthApi, ahead: Promise<RestoredSession>): AuthApi {
  let pending: Promise<RestoredSession> | null = ahead;
  return {
    ...api,
    loadSession() {
      const first = pending;
      pending = null;
      return first ?? api.loadSession();
    },
  };
}
