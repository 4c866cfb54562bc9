import { getPath } from '../../../core/template';
import { safeImageUrl } from '../../../core/safeUrl';
import { ImageThumbnail } from '../../../ui/ImageThumbnail';
import { isEmpty } from '../cellHelpers';
import type { CellColumn, CellFormat } from '../../../ui/cellTypes';

/** The image's alternative text: the row's `options.altField` (dotted path), else the column title. */
function altText(column: CellColumn, row: Record<string, unknown>): string {
  const field = column.options?.altField;
  const value = typeof field === 'string' ? getPath(row, field) : undefined;
  if (!isEmpty(value)) return String(value);
  return column.title ?? 'Imagem';
}

/**
 * `image`: an image URL shown as a thumbnail, with the alternative text from `options.altField`. Only safe
 * URLs are drawn; its text (CSV, tooltip) is the URL itself, except inline images, whose text is the
 * alternative text.
 */
export const cell: CellFormat = {
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
