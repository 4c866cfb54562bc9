/**
 * The one HTML sanitiser of the app (DOMPurify). SafeHtml uses it to display HTML from data, the rich-text
 * widget on what is typed or pasted, and the default Trusted Types policy (trustedTypes.ts) on any string
 * that reaches an HTML sink, so stored and shown HTML follow one rule.
 */
import DOMPurify from 'dompurify';

/** Options of one sanitising pass. */
export interface SanitizeOptions {
  /** Whether an image address may stay (the page's image policy); a refused one loses its `src`. */
  allowImage?(src: string): boolean;
}

let hooked = false;
// The filter of the pass running now: DOMPurify's hooks are global and a pass is synchronous.
let imageFilter: SanitizeOptions['allowImage'] | null = null;

function ensureHooks() {
  if (hooked) return;
  hooked = true;
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    // Links that open a new tab must not hand the opener to the opened page.
    if (node.tagName === 'A' && node.getAttribute('target') === '_blank') {
      node.setAttribute('rel', 'noopener noreferrer');
    }
    // An image the Content-Security-Policy would refuse is not requested: the browser would only block it.
    const src = node.tagName === 'IMG' ? node.getAttribute('src') : null;
    if (src !== null && imageFilter && !imageFilter(src)) node.removeAttribute('src');
  });
}

// A start tag (quoted values may hold `>`, not `<`) and one attribute of it.
const START_TAG = /<([a-zA-Z][^\s/>]*)((?:[^<>"']|"[^"<]*"|'[^'<]*')*)>/g;
const ATTRIBUTE = /([^\s"'>/=]+)(\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]*))?/g;
const INLINE_ATTRIBUTE = /^(on[a-z]+|style)$/i;

/**
 * The markup without event-handler (`on*=`) and `style=` attributes in its start tags. DOMPurify removes them
 * too, but only after the browser has parsed them, and under the page's Content-Security-Policy even an inert
 * parse of such an attribute is reported as a (blocked) violation: stored hostile HTML would report one on
 * every view. This pass is no part of the safety, which is DOMPurify's: where it reads a tag differently from
 * the browser, the attribute is still parsed, reported and removed.
 */
export function withoutInlineAttributes(html: string): string {
  return html.replace(START_TAG, (tag, name: string, attributes: string) => {
    if (!/(on[a-z]+|style)\s*=/i.test(attributes)) return tag;
    const kept = attributes.replace(ATTRIBUTE, (attribute, attributeName: string, value?: string) =>
      value !== undefined && INLINE_ATTRIBUTE.test(attributeName) ? '' : attribute,
    );
    return `<${name}${kept}>`;
  });
}

/**
 * HTML with scripts, event-handler attributes (`on*`), `javascript:` URLs, forms, frames, media and other
 * active content removed; formatting, links, lists, tables and images stay. `style` attributes go too: the
 * Content-Security-Policy refuses inline styles, so they would only be blocked (and reported) in the page;
 * and so do the attributes that fetch pictures behind the image policy's back (`srcset`, `background`).
 */
export function sanitizeHtml(html: string, options: SanitizeOptions = {}): string {
  ensureHooks();
  imageFilter = options.allowImage ?? null;
  try {
    return DOMPurify.sanitize(withoutInlineAttributes(html), {
      USE_PROFILES: { html: true },
      FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed', 'video', 'audio', 'source', 'track', 'picture'],
      FORBID_ATTR: ['style', 'srcset', 'background', 'poster'],
      ADD_ATTR: ['target'],
    });
  } finally {
    imageFilter = null;
  }
}
