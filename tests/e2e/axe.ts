/**
 * axe-core in the page under test, injected once per document and run directly.
 *
 * @axe-core/playwright's `analyze()` evaluates the 580 KB axe source again on every call and finishes each run in a
 * new blank page (a renderer process started and closed per check): on the shared page of the generated checks,
 * where screens open by in-app navigation, that was most of the time of every screen's check. The app has no
 * frames, so a plain `axe.run` in the page gives the same results.
 */
import axe from 'axe-core';
import type { Page } from 'playwright-core';

/** What to check: `scope` a CSS selector (default the whole page); `contrastOnly` runs the colour-contrast rule alone. */
export interface AxeCheck {
  scope?: string;
  contrastOnly?: boolean;
  /** Report violations of every impact (minor and moderate too), not only serious and critical ones. */
  everyImpact?: boolean;
}

/** Injects axe-core unless this document already has it (a full load starts a new document without it). */
async function ensureAxe(page: Page): Promise<void> {
  if (await page.evaluate('typeof window.axe?.run === "function"')) return;
  // page.evaluate runs outside the page's Content-Security-Policy, as @axe-core/playwright does it.
  await page.evaluate(axe.source);
}

/**
 * WCAG A/AA violations of impact serious or critical (every impact with `everyImpact`), each as `rule: first nodes (message)`; with `contrastOnly`,
 * only colour contrast: what a change of theme can break (names, roles and structure do not change with it).
 */
export async function seriousViolations(page: Page, check: AxeCheck = {}): Promise<string[]> {
  await ensureAxe(page);
  // Only violations are read: axe then lists one node, not every one, for the passes and the rest, which was
  // about 40 % of each run on a screen with a table (the violations themselves are reported in full).
  const options = {
    resultTypes: ['violations'],
    runOnly: check.contrastOnly ? { type: 'rule', values: ['color-contrast'] } : { type: 'tag', values: ['wcag2a', 'wcag2aa'] },
  };
  const violations = await page.evaluate(
    async ({ scope, options }) => {
      const runner = (window as unknown as { axe: typeof axe }).axe;
      const results = await runner.run(scope ?? document, options as axe.RunOptions);
      return results.violations.map((violation) => ({
        id: violation.id,
        impact: violation.impact,
        help: violation.help,
        targets: violation.nodes.map((node) => node.target.join(' ')),
        message: violation.nodes[0]?.any[0]?.message,
      }));
    },
    { scope: check.scope, options },
  );
  return violations
    .filter((violation) => check.everyImpact || violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.targets.slice(0, 3).join(' | ')} (${violation.message ?? violation.help})`);
}
