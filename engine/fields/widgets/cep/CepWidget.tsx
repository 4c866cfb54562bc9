import type { WidgetProps } from '@rjsf/utils';
import { onlyDigits } from '../../../core/i18n/format';
import { MaskedWidget, type MaskedWidgetConfig } from '../MaskedWidget';

const CEP: MaskedWidgetConfig = {
  mask: { mask: '00000-000' },
  side: 'unmasked',
  toMask: (value) => (typeof value === 'string' || typeof value === 'number' ? onlyDigits(String(value)) : ''),
  fromMask: (mask) => mask.unmaskedValue || undefined,
  inputMode: 'numeric',
  placeholder: '00000-000',
};

/** CEP typed as `00000-000`; the form keeps the 8 digits. */
export function CepWidget(props: WidgetProps) {
  return <MaskedWidget widget={props} config={CEP} />;
}
