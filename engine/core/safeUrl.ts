/**
 * Which URLs from data the `image` and `link` cells may put in the page. Data is not trusted: a
 * `javascript:` link must never become clickable, and an image may only come from the web, the app's own
 * origin or an inline picture.
 */

const WEB_URL = /^https?:\/\/[^\s/?#]+[^\s]*$/i;
const APP_PATH = /^\/(?!\/)[^\s\\]*$/;
const INLINE_IMAGE = /^data:image\/(png|jpe?g|gif|webp|svg\+xml)[;,]/i;

/** The URL as a clickable link target (http, https or an app path), or null. */
export function safeLinkUrl(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const url = value.trim();
  return WEB_URL.test(url) || APP_PATH.test(url) ? url : null;
}

/** The URL as an image source (http, https, an app path or an inline `data:image/...`), or null. */
export function safeImageUrl(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const url = value.trim();
  return INLINE_IMAGE.test(url) ? url : safeLinkUrl(url);
}

/**
 * Whether the page's Content-Security-Policy lets an image load (`img-src 'self' data: <hosts>`): an inline
 * picture, an address on the app's own origin, or one on a host of app.json `security.imageHosts`. An image
 * the policy would refuse is not requested at all (the browser would only block and report it).
 */
export function imageAllowedByPolicy(src: string, imageHosts: readonly string[], pageOrigin: string): boolean {
  if (INLINE_IMAGE.test(src)) return true;
  let origin: string;
  try {
    // A relative address is on the page's own origin; `//host/x` is not.
    origin = new URL(src.trim(), `${pageOrigin}/`).origin;
  } catch {
    return false;
  }
  return origin === pageOrigin || imageHosts.some((host) => host.replace(/\/+$/, '').toLowerCase() === origin.toLowerCase());
}
