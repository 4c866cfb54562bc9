/**
 * Cell formats for media stored as URLs: `image` (a thumbnail) and `link` (a link plus a copy button).
 * Only safe URLs are rendered as media (safeUrl.ts); anything else shows as plain text.
 */
import { getPath } from '../../core/template';
import { CopyableLink } from './CopyableLink';
import { ImageThumbnail } from '../../ui/ImageThumbnail';
import { safeImageUrl, safeLinkUrl } from '../../core/safeUrl';
import type { CellColumn, CellFormat } from '../../ui/cellTypes';

const isEmpty = (value: unknown) => value === null || value === undefined || value === '';

/** The image's alternative text: the row's `options.altField` (dotted path), else the column title. */
function altText(column: CellColumn, row: Record<string, unknown>): string {
  const field = column.options?.altField;
  const value = typeof field === 'string' ? getPath(row, field) : undefined;
  if (!isEmpty(value)) return String(value);
  return column.title ?? 'Imagem';
}

/**
 * `image`: an image URL shown as a thumbnail, with the alternative text from `options.altField`. Its
 * text (CSV, tooltip) is the URL itself, except inline images, whose text is the alternative text.
 */
export const imageFormat: CellFormat = {
  text(value, column, row) {
    if (isEmpty(value)) return '';
    const text = String(value);
    return text.startsWith('data:') ? altText(column, row) : text;
  },
  render(value, column, row) {
    if (isEmpty(value)) return null;
    const src = safeImageUrl(value);
    return src ? <ImageThumbnail src={src} alt={altText(column, row)} /> : String(value);
  },
};

/** `link`: a URL shown as a link that opens in a new tab, with a "Copiar link" button. */
export const linkFormat: CellFormat = {
  text: (value) => (isEmpty(value) ? '' : String(value)),
  render(value) {
    if (isEmpty(value)) return null;
    const url = safeLinkUrl(value);
    return url ? <CopyableLink url={url} /> : String(value);
  },
};
