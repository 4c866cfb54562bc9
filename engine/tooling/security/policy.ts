/**
 * The security headers the app ships with: one strict Content-Security-Policy with Trusted Types, plus the
 * usual hardening headers. The same function feeds the `vite preview` / `vite` servers (securityPlugin.ts),
 * the `_headers` file the build writes for static hosts and CDNs, and the nginx example in deploy/ (a unit
 * test keeps that file equal to what this function produces).
 */

/** What the policy depends on, all known at build time. */
export interface SecurityPolicyOptions {
  /** Origins images may come from besides the app itself and inline `data:` pictures (app.json `security.imageHosts`). */
  imageHosts?: readonly string[];
  /** The API's base URL when it is not the app's own origin (`API_URL` at build time). */
  apiUrl?: string | null;
  /**
   * A per-response nonce for the development server only: Vite's dev client injects `<style>` tags and the
   * React refresh preamble inline. The production policy never carries one.
   */
  nonce?: string;
}

/**
 * Hash of the empty string. FullCalendar 6 creates one empty `<style data-fullcalendar>` element and then adds
 * its rules through the CSSOM (`insertRule`, which CSP does not govern); allowing exactly an empty inline style
 * lets that element get a stylesheet without opening `style-src` to any inline content.
 */
export const EMPTY_STYLE_HASH = "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='";

/** The origin (scheme://host[:port]) of an absolute http(s) URL, or null for a relative or malformed one. */
export function originOf(url: string | null | undefined): string | null {
  if (!url || !/^https?:\/\//i.test(url.trim())) return null;
  try {
    return new URL(url.trim()).origin;
  } catch {
    return null;
  }
}

/** The directives of the policy, in order (each a name and its sources). */
function cspDirectives(options: SecurityPolicyOptions = {}): Array<[string, string[]]> {
  const nonce = options.nonce ? [`'nonce-${options.nonce}'`] : [];
  const images = [...new Set((options.imageHosts ?? []).map(originOf).filter((origin): origin is string => origin !== null))];
  const api = originOf(options.apiUrl);
  return [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...nonce]],
    ['style-src', ["'self'", EMPTY_STYLE_HASH, ...nonce]],
    ['img-src', ["'self'", 'data:', ...images]],
    // FullCalendar's icon font is an inline data: font.
    ['font-src', ["'self'", 'data:']],
    ['connect-src', ["'self'", ...(api ? [api] : [])]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'none'"]],
    ['frame-ancestors', ["'none'"]],
    ['form-action', ["'self'"]],
    ['require-trusted-types-for', ["'script'"]],
  ];
}

/** The Content-Security-Policy header value. */
export function contentSecurityPolicy(options: SecurityPolicyOptions = {}): string {
  return cspDirectives(options)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/** Every security header of a response of the app (HTML, scripts, styles and the mock API alike). */
export function securityHeaders(options: SecurityPolicyOptions = {}): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(options),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'same-origin',
    // For browsers that predate frame-ancestors.
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  };
}

/** The headers as a `_headers` file (Netlify, Cloudflare Pages and similar static hosts). */
export function headersFile(headers: Record<string, string>): string {
  return ['/*', ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`), ''].join('\n');
}

/** Reads a `_headers` file written by {@link headersFile} back into headers (what the preview server sends). */
export function parseHeadersFile(text: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of text.split('\n')) {
    const match = /^\s+([A-Za-z-]+):\s*(.*)$/.exec(line);
    if (match) headers[match[1]] = match[2].trim();
  }
  return headers;
}

/** The headers as nginx `add_header` lines (deploy/security-headers.conf; `always`: error pages carry them too). */
export function nginxHeadersFile(headers: Record<string, string>): string {
  return [
    '# Generated from engine/tooling/security/policy.ts for the default build (no API_URL; image hosts of',
    '# screens/app.json). A unit test keeps it equal; a build with other values writes them to dist/_headers.',
    ...Object.entries(headers).map(([name, value]) => `add_header ${name} "${value}" always;`),
    '',
  ].join('\n');
}
