import { useMemo } from 'react';
import { useImagePolicy } from './useAllowedImage';
import { useHtmlSanitizer } from './useHtmlSanitizer';

/**
 * The ONE component that renders HTML from data (rich-text fields, html cells and sections). It
 * sanitises with DOMPurify on every change of `html` (images the page's policy refuses lose their
 * address); no other code of the app sets innerHTML. The default Trusted Types policy runs the result
 * through the same sanitiser once more on its way into the page. Until the sanitiser's chunk is in (the first
 * screen of a visit), it draws an empty, busy box: never the markup unsanitised nor as raw text.
 */
export function SafeHtml(props: { html: string; className?: string }) {
  const allowImage = useImagePolicy();
  const sanitize = useHtmlSanitizer();
  const clean = useMemo(() => (sanitize ? sanitize(props.html, { allowImage }) : null), [sanitize, props.html, allowImage]);
  const className = props.className ? `engine-html ${props.className}` : 'engine-html';
  return clean === null ? <div className={className} aria-busy="true" /> : <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
