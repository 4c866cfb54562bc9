import { useCallback, useContext } from 'react';
import { imageAllowedByPolicy, safeImageUrl } from '../core/safeUrl';
import { AppDefinitionContext } from './AppDefinitionContext';

/**
 * Whether the page may load an image address: the Content-Security-Policy admits inline pictures, the
 * app's own origin and the hosts of app.json `security.imageHosts`. Without an app definition (unit
 * tests) every address passes.
 */
export function useImagePolicy(): (src: string) => boolean {
  const hosts = useContext(AppDefinitionContext)?.security?.imageHosts;
  const hasApp = useContext(AppDefinitionContext) !== null;
  return useCallback((src: string) => !hasApp || imageAllowedByPolicy(src, hosts ?? [], window.location.origin), [hasApp, hosts]);
}

/** An image address from data as a source the page may load (a safe image URL the policy admits), or null. */
export function useAllowedImage(value: unknown): string | null {
  const allowed = useImagePolicy();
  const src = safeImageUrl(value);
  return src && allowed(src) ? src : null;
}
