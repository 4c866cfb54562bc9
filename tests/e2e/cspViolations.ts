import type { BrowserContext } from 'playwright-core';

/**
 * Records every Content-Security-Policy violation the pages of `context` report (`securitypolicyviolation`,
 * which the browser fires for each thing the policy blocks), as `path directive blocked file:line`. The harness
 * does this for every e2e test, so every route, dialog and dashboard an e2e test opens is checked.
 */
export async function recordCspViolations(context: BrowserContext): Promise<string[]> {
  const violations: string[] = [];
  await context.exposeBinding('__e2eCspViolation', (_source, text: string) => {
    violations.push(text);
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __e2eCspViolation(text: string): void }).__e2eCspViolation;
      report(`${location.pathname} ${event.effectiveDirective} ${event.blockedURI || 'inline'} ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  return violations;
}
