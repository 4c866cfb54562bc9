/**
 * The navigation rule of the spec for an auth list (role names):
 * no list = everyone; an empty list = only users with no roles; otherwise any overlap.
 */
export function hasAuth(auth: readonly string[] | null | undefined, roles: readonly string[]): boolean {
  if (auth === null || auth === undefined) return true;
  if (auth.length === 0) return roles.length === 0;
  return auth.some((role) => roles.includes(role));
}

/**
 * The auth list of a permission key: the role of the key's own name and the app's all-keys role
 * (app.json `allKeysRole`); a null key = no restriction.
 */
export function authListFor(key: string | null | undefined, allKeysRole: string): string[] | null {
  if (key === null || key === undefined || key === '') return null;
  return [allKeysRole, key];
}

/** What the signed-in user may open and press. */
export interface Access {
  /** The user's role names (empty for a guest). */
  readonly roles: readonly string[];
  /**
   * Whether the user holds `key` (a screen, menu or button key); a null key is open to everyone, `false`
   * to no one (a resource whose `keys` say no screen does that action).
   */
  can(key: string | null | false | undefined): boolean;
}

/** The one `can()` that serves routes, menu items and buttons; `allKeysRole` is app.json's. */
export function createAccess(roles: readonly string[], allKeysRole: string): Access {
  return { roles, can: (key) => key !== false && hasAuth(authListFor(key, allKeysRole), roles) };
}
