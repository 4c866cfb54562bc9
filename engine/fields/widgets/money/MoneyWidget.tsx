import type { WidgetProps } from '@rjsf/utils';
import { useMemo } from 'react';
import { parseMoney } from '../../../core/i18n/format';
import { MaskedWidget, type MaskedWidgetConfig } from '../MaskedWidget';
import { numberRefusal } from '../numberRefusal';

function toNumber(value: unknown): number | '' {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string') return parseMoney(value) ?? '';
  return '';
}

const AFFIX = <span className="engine-input-affix" aria-hidden="true">R$</span>;

/**
 * An amount in reais typed as `1.234,56`; the form keeps the number (1234.56). Amounts are not negative unless
 * the schema's `minimum` is below zero; a typed minus sign is then ignored, and the field says so.
 */
export function MoneyWidget(props: WidgetProps) {
  const { minimum, maximum } = props.schema;
  const min = typeof minimum === 'number' ? minimum : 0;
  const max = typeof maximum === 'number' ? maximum : undefined;
  const config = useMemo<MaskedWidgetConfig>(
    () => ({
      mask: {
        mask: Number, scale: 2, thousandsSeparator: '.', radix: ',', mapToRadix: [], padFractionalZeros: true, normalizeZeros: true,
        min, ...(max !== undefined ? { max } : {}),
      },
      side: 'typed',
      toMask: toNumber,
      fromMask: (mask) => (mask.unmaskedValue === '' || mask.unmaskedValue === '-' ? undefined : Number(mask.typedValue)),
      refusal: (raw, shown) => numberRefusal(raw, shown, { negative: min < 0, decimals: 2, max }),
      leftElement: AFFIX,
      inputMode: 'decimal',
      placeholder: '0,00',
    }),
    [min, max],
  );
  return <MaskedWidget widget={props} config={config} />;
}
