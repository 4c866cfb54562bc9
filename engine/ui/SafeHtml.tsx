import { useMemo } from 'react';
import { sanitizeHtml } from './sanitize';
import { useImagePolicy } from './useAllowedImage';

/**
 * The ONE component that renders HTML from data (rich-text fields, html cells and sections). It
 * sanitises with DOMPurify on every change of `html` (images the page's policy refuses lose their
 * address); no other code of the app sets innerHTML. The default Trusted Types policy runs the result
 * through the same sanitiser once more on its way into the page.
 */
export function SafeHtml(props: { html: string; className?: string }) {
  const allowImage = useImagePolicy();
  const clean = useMemo(() => sanitizeHtml(props.html, { allowImage }), [props.html, allowImage]);
  return <div className={props.className ? `engine-html ${props.className}` : 'engine-html'} dangerouslySetInnerHTML={{ __html: clean }} />;
}
