/** Access tokens of the mock: opaque strings mapped to a user and an expiry. */
import { createHash } from 'node:crypto';
import { MOCK_SEED } from '../seed/random.ts';

/** What a token check finds. */
export type TokenCheck = { status: 'valid'; userId: string } | { status: 'expired' } | { status: 'invalid' };

interface Issued {
  userId: string;
  expiresAt: number;
}

/**
 * The tokens issued by one store. Token text comes from a counter shared by every store of the process, so a
 * token from before a reset can never be issued again to someone else.
 */
export class TokenRegistry {
  private readonly issued = new Map<string, Issued>();

  constructor(private readonly counter: { next(): number }) {}

  /** A new token for the user, valid for `ttlSeconds` from `now`. */
  issue(userId: string, now: number, ttlSeconds: number): string {
    const serial = this.counter.next();
    const token = createHash('sha256').update(`${MOCK_SEED}:${serial}:${userId}`).digest('base64url');
    this.issued.set(token, { userId, expiresAt: now + ttlSeconds * 1000 });
    return token;
  }

  /** Whether the token is known and still valid at `now`. */
  check(token: string | null, now: number): TokenCheck {
    const entry = token ? this.issued.get(token) : undefined;
    if (!entry) return { status: 'invalid' };
    if (entry.expiresAt <= now) return { status: 'expired' };
    return { status: 'valid', userId: entry.userId };
  }

  /** Makes every issued token expired (tests of the session-ended flow). */
  expireAll(): void {
    for (const entry of this.issued.values()) entry.expiresAt = 0;
  }
}
