import { useMemo } from 'react';
import { sanitizeHtml } from './sanitize';

/**
 * The ONE component that renders HTML from data (rich-text fields, html cells and sections). It
 * sanitises with DOMPurify on every change of `html`; no other code of the app sets innerHTML.
 */
export function SafeHtml(props: { html: string; className?: string }) {
  const clean = useMemo(() => sanitizeHtml(props.html), [props.html]);
  return <div className={props.className ? `engine-html ${props.className}` : 'engine-html'} dangerouslySetInnerHTML={{ __html: clean }} />;
}
