/** Stored passwords: scrypt with a salt per user (the data folder never holds a password in clear text). */
import { createHash, randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';

/** The spec's password rule (section 5): 8+ letters and digits with 1 upper-case, 1 lower-case and 1 digit. */
export const PASSWORD_RULE = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)[A-Za-z\d]{8,}$/;

/** `salt:hash` of a password; `salt` fixed only for the seed (the same data on every start). */
export function hashPassword(password: string, salt = randomBytes(16).toString('hex')): string {
  return `${salt}:${scryptSync(password, salt, 32, { N: 1024 }).toString('hex')}`;
}

/** Whether the password matches a stored `salt:hash`. */
export function checkPassword(password: unknown, stored: string): boolean {
  if (typeof password !== 'string' || !stored.includes(':')) return false;
  const [salt, hash] = stored.split(':');
  return timingSafeEqual(Buffer.from(hash, 'hex'), scryptSync(password, salt, 32, { N: 1024 }));
}

/** A new opaque token (access or password reset). */
export const newToken = () => randomBytes(32).toString('base64url');

/** What is stored of a reset token: its hash, so the data folder cannot be used to reset a password. */
export const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');
