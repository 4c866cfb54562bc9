import { liveOverrides, OVERRIDES_META_NAME, overridesUrl, type DefinitionOverrides } from '../core/definition/overrides';

/**
 * Loads the definitions saved in the studio since the build, when the server marked the page with their version
 * (engine/tooling/studio/studioServerPlugin.ts); a page without the mark (a static deployment, a fresh build)
 * starts at once. A failed load keeps the build's definitions.
 */
export async function loadServerOverrides(page: Document): Promise<void> {
  const version = page.querySelector(`meta[name="${OVERRIDES_META_NAME}"]`)?.getAttribute('content');
  if (!version) return;
  try {
    const answer = await fetch(overridesUrl(version), { credentials: 'same-origin' });
    if (answer.ok) liveOverrides.set((await answer.json()) as DefinitionOverrides);
  } catch {
    // The build's definitions serve.
  }
}
