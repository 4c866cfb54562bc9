import type { WidgetProps } from '@rjsf/utils';
import { parseMoney } from '../../../core/i18n/format';
import { MaskedWidget, type MaskedWidgetConfig } from '../MaskedWidget';

function toNumber(value: unknown): number | '' {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string') return parseMoney(value) ?? '';
  return '';
}

const MONEY: MaskedWidgetConfig = {
  mask: { mask: Number, scale: 2, thousandsSeparator: '.', radix: ',', mapToRadix: [], padFractionalZeros: true, normalizeZeros: true },
  side: 'typed',
  toMask: toNumber,
  fromMask: (mask) => (mask.unmaskedValue === '' ? undefined : Number(mask.typedValue)),
  leftElement: <span className="engine-input-affix" aria-hidden="true">R$</span>,
  inputMode: 'decimal',
  placeholder: '0,00',
};

/** An amount in reais typed as `1.234,56`; the form keeps the number (1234.56). */
export function MoneyWidget(props: WidgetProps) {
  return <MaskedWidget widget={props} config={MONEY} />;
}
