/** The part of the Trusted Types API the app uses (not yet in TypeScript's DOM types). */
interface TrustedTypesFactory {
  createPolicy(name: string, rules: { createHTML?: (input: string) => string }): unknown;
  defaultPolicy?: unknown;
}

/** What the policy runs HTML through: DOMPurify (sanitize.ts) once its chunk is in. */
let sanitize: ((html: string) => string) | null = null;

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
 * Brings DOMPurify in for the default policy (once; a failed load may be retried). The signed-in shell waits for it
 * before it renders, since a library's markup (a component that builds its DOM from a string) turned into inert text
 * would break it; the public pages (sign-in, password reset, registration) put no markup in a sink and do not
 * download it. The promise never rejects: should the chunk fail to load, markup stays inert text.
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
