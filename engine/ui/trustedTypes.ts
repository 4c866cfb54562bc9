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

/**
 * Creates the one default Trusted Types policy of the app. The server's policy says
 * `require-trusted-types-for 'script'`, so every string a library hands to an HTML sink (`innerHTML`,
 * React's `dangerouslySetInnerHTML`) passes through DOMPurify here first, with the same rule as SafeHtml.
 * The policy has no `createScript` nor `createScriptURL`: a string can never become a script or a script
 * address, whatever code asks. DOMPurify loads in its own chunk (the sign-in page does not need it); the
 * returned promise settles once it is in, and main.tsx renders only then, because a library's markup
 * (a component that builds its DOM from a string) turned into inert text would break it. Should the chunk fail to load,
 * markup stays inert text: safe, never a way around the sanitiser.
 * Browsers without Trusted Types (and unit tests) skip it.
 */
export function installTrustedTypesPolicy(): Promise<void> {
  const factory = (globalThis as { trustedTypes?: TrustedTypesFactory }).trustedTypes;
  if (!factory?.createPolicy || factory.defaultPolicy) return Promise.resolve();
  factory.createPolicy('default', { createHTML: (input) => (sanitize ? sanitize(input) : escapeHtml(input)) });
  return import('./sanitize').then(
    (module) => {
      sanitize = module.sanitizeHtml;
    },
    () => undefined,
  );
}
