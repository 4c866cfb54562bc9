import type { WidgetProps } from '@rjsf/utils';
import { CNPJ_INVALID, isValidCnpj } from '../../../core/i18n/cnpj';
import { onlyDigits } from '../../../core/i18n/format';
import { MaskedWidget, type MaskedWidgetConfig } from '../MaskedWidget';

const digitsOf = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? onlyDigits(String(value)) : '');

const CNPJ: MaskedWidgetConfig = {
  mask: { mask: '00.000.000/0000-00' },
  side: 'unmasked',
  toMask: digitsOf,
  fromMask: (mask) => mask.unmaskedValue || undefined,
  message: (value) => {
    const digits = digitsOf(value);
    return digits.length === 14 && !isValidCnpj(digits) ? CNPJ_INVALID : null;
  },
  inputMode: 'numeric',
  placeholder: '00.000.000/0000-00',
};

/** CNPJ typed as `00.000.000/0000-00`; the form keeps the 14 digits; a wrong check digit says "CNPJ inválido". */
export function CnpjWidget(props: WidgetProps) {
  return <MaskedWidget widget={props} config={CNPJ} />;
}
