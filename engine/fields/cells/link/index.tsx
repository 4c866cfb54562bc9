import { safeLinkUrl } from '../../../core/safeUrl';
import { isEmpty } from '../cellHelpers';
import type { CellFormat } from '../../../ui/cellTypes';
import { CopyableLink } from './CopyableLink';

/** `link`: a safe http(s) URL shown as a link that opens in a new tab, with a "Copiar link" button. */
export const cell: CellFormat = {
  text: (value) => (isEmpty(value) ? '' : String(value)),
  render(value) {
    if (isEmpty(value)) return null;
    const url = safeLinkUrl(value);
    return url ? <CopyableLink url={url} /> : String(value);
  },
};
