/** A user profile as the login answer carries it (`Nome` is the profile name). */
export interface Profile {
  Nome: string;
  [field: string]: unknown;
}

/** The profile whose holders land on the student-question chat after signing in. */
export const PROFESSOR_PROFILE = 'Professor';
/** Landing page of a user with the Professor profile. */
export const PROFESSOR_LANDING = '/cx/chat-student-question';
/** Landing page of everyone else. */
export const DEFAULT_LANDING = '/home';

/** Where a user goes after signing in when no remembered path applies (spec section 4). */
export function landingFor(profiles: readonly Profile[]): string {
  return profiles.some((profile) => profile.Nome === PROFESSOR_PROFILE) ? PROFESSOR_LANDING : DEFAULT_LANDING;
}

/** Profiles from anything stored or received: objects with a string `Nome`, others dropped. */
export function normalizeProfiles(raw: unknown): Profile[] {
  if (!Array.isArray(raw)) return [];
  return raw.filter(
    (item): item is Profile => !!item && typeof item === 'object' && typeof (item as { Nome?: unknown }).Nome === 'string',
  );
}
