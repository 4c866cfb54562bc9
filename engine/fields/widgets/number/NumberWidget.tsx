import type { WidgetProps } from '@rjsf/utils';
import { useMemo } from 'react';
import { parseNumber } from '../../../core/i18n/format';
import { MaskedWidget, type MaskedWidgetConfig } from '../MaskedWidget';
import { numberRefusal } from '../numberRefusal';

function limit(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

/**
 * A number typed the pt-BR way (`12,5`; a typed `.` becomes the comma). Integers take no decimals;
 * other numbers take `ui:options.decimals` (default 2). `minimum`/`maximum` bound what can be typed.
 */
export function NumberWidget(props: WidgetProps) {
  const { schema, options } = props;
  const isInteger = schema.type === 'integer';
  const decimals = isInteger ? 0 : typeof options.decimals === 'number' ? options.decimals : 2;
  const min = limit(schema.minimum);
  const max = limit(schema.maximum);
  const config = useMemo<MaskedWidgetConfig>(
    () => ({
      mask: {
        mask: Number, scale: decimals, thousandsSeparator: '', radix: ',', mapToRadix: ['.'], normalizeZeros: true,
        ...(min !== undefined ? { min } : {}), ...(max !== undefined ? { max } : {}),
      },
      side: 'typed',
      toMask: (value) => (typeof value === 'number' && Number.isFinite(value) ? value : typeof value === 'string' ? (parseNumber(value) ?? '') : ''),
      fromMask: (mask) => (mask.unmaskedValue === '' || mask.unmaskedValue === '-' ? undefined : Number(mask.typedValue)),
      refusal: (raw, shown) => numberRefusal(raw, shown, { negative: min === undefined || min < 0, decimals, max }),
      inputMode: decimals > 0 ? 'decimal' : 'numeric',
    }),
    [decimals, min, max],
  );
  return <MaskedWidget widget={props} config={config} />;
}
