import type { WidgetProps } from '@rjsf/utils';
import { isValidPhone } from '../../../core/i18n/checks';
import { onlyDigits } from '../../../core/i18n/format';
import { VALIDATION_MESSAGES } from '../../../core/i18n/messages';
import { MaskedWidget, type MaskedWidgetConfig } from '../MaskedWidget';

const digitsOf = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? onlyDigits(String(value)) : '');

const PHONE: MaskedWidgetConfig = {
  // IMask picks the landline mask while 10 digits fit and the mobile one from the 11th digit on.
  mask: { mask: [{ mask: '(00) 0000-0000' }, { mask: '(00) 00000-0000' }] },
  side: 'unmasked',
  toMask: digitsOf,
  fromMask: (mask) => mask.unmaskedValue || undefined,
  message: (value) => {
    const digits = digitsOf(value);
    return digits.length === 11 && !isValidPhone(digits) ? VALIDATION_MESSAGES.phone : null;
  },
  inputMode: 'tel',
  placeholder: '(00) 00000-0000',
};

/** Phone typed as `(11) 91234-5678` or `(11) 1234-5678`; the form keeps the digits. */
export function PhoneWidget(props: WidgetProps) {
  return <MaskedWidget widget={props} config={PHONE} />;
}
