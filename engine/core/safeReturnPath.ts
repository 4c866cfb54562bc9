/**
 * The path remembered for after sign-in comes from the address bar (`/login?redirect=...`), so anyone
 * can craft it. It is followed only when it is certainly a path of this app on this origin.
 */

/** Longest remembered path accepted, in characters (longer values are refused, not truncated). */
export const MAX_RETURN_PATH_LENGTH = 2048;

/** How many layers of percent-encoding are unwrapped before a value counts as suspicious. */
const MAX_DECODE_ROUNDS = 4;

// An origin no real request ever reaches: it only serves to resolve relative paths.
const PROBE_BASE = 'http://return-path.invalid';
const PROBE_ORIGIN = new URL(PROBE_BASE).origin;

// C0 and C1 controls (`\p{Cc}`, U+0000-U+001F and U+007F-U+009F: a browser drops tabs and newlines inside
// URLs, which turns `/\t/evil.com` into `//evil.com`), every whitespace but the plain space (a search term
// may hold one), and invisible or direction-changing characters that make a path read differently from what it is.
const FORBIDDEN_CHAR =
  /[\p{Cc}\u00A0\u00AD\u1680\u180E\u2000-\u200F\u2028-\u202F\u205F-\u2064\u2066-\u2069\u3000\uFEFF]/u;

/** Same-origin and path-only at this layer: `/x`, never `//x`, `/\x`, `\x`, `x:` or anything with a backslash. */
function isHarmlessLayer(value: string): boolean {
  if (value[0] !== '/' || value[1] === '/' || value[1] === '\\') return false;
  if (value.includes('\\') || FORBIDDEN_CHAR.test(value)) return false;
  let resolved: URL;
  try {
    resolved = new URL(value, PROBE_BASE);
  } catch {
    return false;
  }
  // Dot segments are resolved here: `/.//evil.com` becomes the network path `//evil.com`.
  return resolved.origin === PROBE_ORIGIN && !resolved.pathname.startsWith('//');
}

/** Every percent-decoded layer of `value` is harmless (malformed encoding or endless layers are not). */
function allLayersHarmless(value: string): boolean {
  let layer = value;
  for (let round = 0; round <= MAX_DECODE_ROUNDS; round += 1) {
    if (!isHarmlessLayer(layer)) return false;
    let decoded: string;
    try {
      decoded = decodeURIComponent(layer);
    } catch {
      return false;
    }
    if (decoded === layer) return true;
    layer = decoded;
  }
  return false;
}

/**
 * The remembered path in normalised form (`pathname + search + hash`) when it is a same-origin app
 * route, otherwise null so the caller uses the default page. Refused: anything that is not a string,
 * empty or longer than {@link MAX_RETURN_PATH_LENGTH}, not starting with one `/`, `//host`, `/\host`,
 * backslashes, control characters and whitespace other than a plain space (raw or
 * percent-encoded, however many times),
 * schemes (`javascript:`, `http:`, `data:`), malformed percent-encoding, and paths that escape the
 * origin once dot segments are resolved (`/.//host`, `/%2e%2e//host`).
 */
export function safeReturnPath(raw: unknown): string | null {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > MAX_RETURN_PATH_LENGTH) return null;
  if (!allLayersHarmless(raw)) return null;
  const resolved = new URL(raw, PROBE_BASE);
  const normalised = resolved.pathname + resolved.search + resolved.hash;
  // Normalising may change the text (dot segments, encoding); the result must pass the same test.
  if (normalised.length > MAX_RETURN_PATH_LENGTH || !allLayersHarmless(normalised)) return null;
  return normalised;
}
