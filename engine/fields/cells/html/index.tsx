import { lazy, Suspense } from 'react';
import { isEmpty } from '../cellHelpers';
import type { CellFormat } from '../../../ui/cellTypes';

// DOMPurify loads only when an html cell is drawn, so screens without one (and the sign-in page) skip it.
const SafeHtml = lazy(() => import('../../../ui/SafeHtml').then((module) => ({ default: module.SafeHtml })));

function htmlToText(html: string): string {
  return html.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim();
}

/** `html`: sanitised rich text; its text (CSV, titles) is the text without markup. */
export const cell: CellFormat = {
  text: (value) => (isEmpty(value) ? '' : htmlToText(String(value))),
  render: (value) =>
    isEmpty(value) ? null : (
      <Suspense fallback={htmlToText(String(value))}>
        <SafeHtml html={String(value)} />
      </Suspense>
    ),
};
