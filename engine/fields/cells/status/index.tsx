import { Tag, type Intent } from '@blueprintjs/core';
import { isEmpty } from '../cellHelpers';
import type { CellColumn, CellFormat } from '../../../ui/cellTypes';

interface StatusOption {
  label?: string;
  intent?: Intent;
}

function statusOption(value: unknown, column: CellColumn): StatusOption | undefined {
  const options = (column.options ?? {}) as Record<string, StatusOption>;
  return Object.prototype.hasOwnProperty.call(options, String(value)) ? options[String(value)] : undefined;
}

/** `status`: a coloured tag per value (`options["<value>"] = { label, intent }`). */
export const cell: CellFormat = {
  nowrap: true,
  text(value, column) {
    if (isEmpty(value)) return '';
    return statusOption(value, column)?.label ?? String(value);
  },
  render(value, column) {
    if (isEmpty(value)) return null;
    const option = statusOption(value, column);
    return (
      // `multiline`: Blueprint's ellipsizing Tag measures its text in a layout effect, which forced a
      // reflow per table cell (≈300 ms for a 100-row page); the tag's CSS keeps it on one line.
      <Tag minimal round multiline className="engine-status-tag" intent={option?.intent ?? 'none'}>
        {option?.label ?? String(value)}
      </Tag>
    );
  },
};
