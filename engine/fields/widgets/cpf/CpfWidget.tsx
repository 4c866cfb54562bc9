import type { WidgetProps } from '@rjsf/utils';
import { isValidCpf } from '../../../core/i18n/checks';
import { onlyDigits } from '../../../core/i18n/format';
import { VALIDATION_MESSAGES } from '../../../core/i18n/messages';
import { MaskedWidget, type MaskedWidgetConfig } from '../MaskedWidget';

const digitsOf = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? onlyDigits(String(value)) : '');

const CPF: MaskedWidgetConfig = {
  mask: { mask: '000.000.000-00' },
  side: 'unmasked',
  toMask: digitsOf,
  fromMask: (mask) => mask.unmaskedValue || undefined,
  message: (value) => {
    const digits = digitsOf(value);
    return digits.length === 11 && !isValidCpf(digits) ? VALIDATION_MESSAGES.cpf : null;
  },
  inputMode: 'numeric',
  placeholder: '000.000.000-00',
};

/** CPF typed as `000.000.000-00`; the form keeps the 11 digits; a wrong check digit says "CPF inválido". */
export function CpfWidget(props: WidgetProps) {
  return <MaskedWidget widget={props} config={CPF} />;
}
