import type { WidgetProps } from '@rjsf/utils';
import { MaskedRange } from 'imask';
import { MaskedWidget, type MaskedWidgetConfig } from '../MaskedWidget';

const TIME: MaskedWidgetConfig = {
  // Each block refuses digits that cannot lead to a real time ("25", "61"); a lone "9" becomes "09".
  mask: {
    mask: 'HH:MM',
    blocks: {
      HH: { mask: MaskedRange, from: 0, to: 23, maxLength: 2, autofix: 'pad' },
      MM: { mask: MaskedRange, from: 0, to: 59, maxLength: 2, autofix: 'pad' },
    },
  },
  side: 'value',
  toMask: (value) => (typeof value === 'string' ? value : ''),
  // A half-typed time is kept as typed, so the schema's pattern refuses it on submit instead of the
  // form silently dropping what the user wrote.
  fromMask: (mask) => (mask.value === '' ? undefined : mask.value),
  inputMode: 'numeric',
  placeholder: 'hh:mm',
};

/** A time of day typed as `hh:mm` (react-imask), stored as the text `hh:mm` with no time zone involved. */
export function TimeWidget(props: WidgetProps) {
  return <MaskedWidget widget={props} config={TIME} />;
}
