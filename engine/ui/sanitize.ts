/**
 * The one HTML sanitiser of the app (DOMPurify). SafeHtml uses it to display HTML from data and the
 * rich-text widget uses it on what is typed or pasted, so stored and shown HTML follow one rule.
 */
import DOMPurify from 'dompurify';

let hooked = false;

// Links that open a new tab must not hand the opener to the opened page.
function ensureHooks() {
  if (hooked) return;
  hooked = true;
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.getAttribute('target') === '_blank') {
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
}

/**
 * HTML with scripts, event-handler attributes (`on*`), `javascript:` URLs, forms and other active
 * content removed; formatting, links, lists, tables and images stay.
 */
export function sanitizeHtml(html: string): string {
  ensureHooks();
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed'],
    ADD_ATTR: ['target'],
  });
}
