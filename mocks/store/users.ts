/** Signed-up users of the mock (the demo users plus any registered while the process runs). */
import { DEMO_USERS } from '../users.ts';

/** The user's own settings, saved by PUT /admin/user (deep-merged). */
export interface UserData {
  displayName: string;
  photoURL: string;
  email: string;
  shortcuts: unknown[];
  settings: unknown;
  [key: string]: unknown;
}

/** A user as the store keeps it (with the password, which never leaves the store). */
export interface StoredUser {
  _id: string;
  name: string;
  email: string;
  password: string;
  profiles: string[];
  roles: string[];
  data: UserData;
}

/** A user as the API returns it. */
export interface PublicUser {
  _id: string;
  name: string;
  email: string;
  profiles: Array<{ Nome: string }>;
  roles: Array<{ name: string }>;
  data: UserData;
}

/** The user without the password, roles and profiles shaped as the spec says. */
export function publicUser(user: StoredUser): PublicUser {
  return {
    _id: user._id,
    name: user.name,
    email: user.email,
    profiles: user.profiles.map((Nome) => ({ Nome })),
    roles: user.roles.map((name) => ({ name })),
    data: structuredClone(user.data),
  };
}

function sameEmail(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

/** The users of one store. */
export class UserDirectory {
  private readonly users = new Map<string, StoredUser>();

  constructor() {
    for (const demo of DEMO_USERS) {
      this.users.set(demo._id, {
        _id: demo._id,
        name: demo.name,
        email: demo.email,
        password: demo.password,
        profiles: [...demo.profiles],
        roles: [...demo.roles],
        data: { displayName: demo.name, photoURL: '', email: demo.email, shortcuts: [], settings: null },
      });
    }
  }

  /** The user with that id. */
  get(id: string): StoredUser | undefined {
    return this.users.get(id);
  }

  /** The user with that e-mail (case and surrounding spaces ignored). */
  findByEmail(email: unknown): StoredUser | undefined {
    if (typeof email !== 'string' || !email.trim()) return undefined;
    for (const user of this.users.values()) if (sameEmail(user.email, email)) return user;
    return undefined;
  }

  /** The user whose e-mail and password match exactly (e-mail case ignored). */
  authenticate(email: unknown, password: unknown): StoredUser | undefined {
    const user = this.findByEmail(email);
    return user && typeof password === 'string' && user.password === password ? user : undefined;
  }

  /** Adds a user with the next id. */
  create(fields: Omit<StoredUser, '_id'>): StoredUser {
    let next = this.users.size + 1;
    while (this.users.has(String(next))) next += 1;
    const user: StoredUser = { ...fields, _id: String(next) };
    this.users.set(user._id, user);
    return user;
  }
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Merges `patch` into `target`: nested objects merge, anything else (arrays included) replaces. */
export function deepMerge(target: Record<string, unknown>, patch: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...target };
  for (const [key, value] of Object.entries(patch)) {
    if (key === '__proto__' || key === 'constructor' || key === 'prototype') continue;
    out[key] = isPlainObject(value) && isPlainObject(out[key])
      ? deepMerge(out[key] as Record<string, unknown>, value)
      : structuredClone(value);
  }
  return out;
}
