import type { sanitizeHtml } from './sanitize';

/** The part of the Trusted Types API the app uses (not yet in TypeScript's DOM types). */
interface TrustedTypesFactory {
  createPolicy(name: string, rules: { createHTML?: (input: string) => string }): unknown;
  defaultPolicy?: unknown;
}

/** The sanitiser (DOMPurify, sanitize.ts) once its chunk is in: what the policy and SafeHtml run HTML through. */
export type HtmlSanitizer = typeof sanitizeHtml;

let sanitize: HtmlSanitizer | null = null;

/** The sanitiser, if its chunk is in already. */
export function loadedHtmlSanitizer(): HtmlSanitizer | null {
  return sanitize;
}

/** Text as inert HTML: what the policy returns in the moment before the sanitiser has loaded. */
function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

let loading: Promise<void> | null = null;

/**
 * Creates the one default Trusted Types policy of the app. The server's policy says
 * `require-trusted-types-for 'script'`, so every string a library hands to an HTML sink (`innerHTML`,
 * React's `dangerouslySetInnerHTML`) passes through DOMPurify here first, with the same rule as SafeHtml.
 * The policy has no `createScript` nor `createScriptURL`: a string can never become a script or a script
 * address, whatever code asks. Until {@link loadHtmlSanitizer} has brought DOMPurify in, markup passed to a sink
 * stays inert text: safe, never a way around the sanitiser. Browsers without Trusted Types (and unit tests) skip it.
 */
export function installTrustedTypesPolicy(): void {
  const factory = (globalThis as { trustedTypes?: TrustedTypesFactory }).trustedTypes;
  if (!factory?.createPolicy || factory.defaultPolicy) return;
  factory.createPolicy('default', { createHTML: (input) => (sanitize ? sanitize(input) : escapeHtml(input)) });
}

/**
 * Brings DOMPurify in for the default policy and SafeHtml (once; a failed load may be retried). It is not part of a
 * first list's download: the signed-in shell asks for it once the first screen is ready, SafeHtml when it draws,
 * and every screen kind but the list and every signed-in page component wait for it before they render (their
 * libraries may build DOM from a string, which inert text would break). The public pages (sign-in, password
 * reset, registration) put no markup in a sink and do not download it. The promise never rejects: should the
 * chunk fail to load, markup stays inert text.
 */
export function loadHtmlSanitizer(): Promise<void> {
  loading ??= import('./sanitize').then(
    (module) => {
      sanitize = module.sanitizeHtml;
    },
    () => {
      loading = null;
    },
  );
  return loading;
}
