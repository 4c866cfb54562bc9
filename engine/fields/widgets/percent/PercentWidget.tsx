import type { WidgetProps } from '@rjsf/utils';
import { parseNumber } from '../../../core/i18n/format';
import { MaskedWidget, type MaskedWidgetConfig } from '../MaskedWidget';
import { numberRefusal } from '../numberRefusal';

const PERCENT: MaskedWidgetConfig = {
  mask: { mask: Number, scale: 2, thousandsSeparator: '', radix: ',', mapToRadix: ['.'], min: 0, max: 100, normalizeZeros: true },
  side: 'typed',
  toMask: (value) => (typeof value === 'number' && Number.isFinite(value) ? value : typeof value === 'string' ? (parseNumber(value) ?? '') : ''),
  fromMask: (mask) => (mask.unmaskedValue === '' ? undefined : Number(mask.typedValue)),
  refusal: (raw, shown) => numberRefusal(raw, shown, { negative: false, decimals: 2, max: 100 }),
  rightElement: <span className="engine-input-affix" aria-hidden="true">%</span>,
  inputMode: 'decimal',
};

/** A percent from 0 to 100 typed as `12,5` with a `%` after it; the form keeps the number (12.5). */
export function PercentWidget(props: WidgetProps) {
  return <MaskedWidget widget={props} config={PERCENT} />;
}
