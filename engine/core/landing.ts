import type { Landing } from './generated/index.ts';

/** A user profile as the login answer carries it (`Nome` is the profile name). */
export interface Profile {
  Nome: string;
  [field: string]: unknown;
}

/**
 * Where a user goes after signing in when no remembered path applies (spec section 4), by the app's
 * landing rules (app.json `landing`): the route of the first `byProfile` entry whose profile the user
 * has, else the default.
 */
export function landingFor(profiles: readonly Profile[], landing: Landing): string {
  const match = landing.byProfile?.find((entry) => profiles.some((profile) => profile.Nome === entry.profile));
  return match ? match.route : landing.default;
}

/** Profiles from anything stored or received: objects with a string `Nome`, others dropped. */
export function normalizeProfiles(raw: unknown): Profile[] {
  if (!Array.isArray(raw)) return [];
  return raw.filter(
    (item): item is Profile => !!item && typeof item === 'object' && typeof (item as { Nome?: unknown }).Nome === 'string',
  );
}
