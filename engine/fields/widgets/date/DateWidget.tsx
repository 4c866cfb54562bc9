import type { WidgetProps } from '@rjsf/utils';
import { formatDate, parseDate } from '../../../core/i18n/format';
import { FORM_TEXTS, VALIDATION_MESSAGES } from '../../../core/i18n/messages';
import { MaskedWidget, type MaskedWidgetConfig } from '../MaskedWidget';

const DATE: MaskedWidgetConfig = {
  mask: { mask: '00/00/0000' },
  side: 'value',
  // An ISO value shows as dd/mm/aaaa; anything else (a half-typed date) shows as it is.
  toMask: (value) => (typeof value === 'string' ? formatDate(value) : ''),
  // A complete, real date is stored as ISO; a half-typed or impossible one is kept as typed, so the
  // validator refuses it on submit instead of silently dropping what the user wrote.
  fromMask: (mask) => (mask.value === '' ? undefined : (parseDate(mask.value) ?? mask.value)),
  message: (value) => (typeof value === 'string' && value.length === 10 && parseDate(value) === null ? (/^\d{2}\/\d{2}\/\d{4}$/.test(value) ? VALIDATION_MESSAGES.dateNotReal : VALIDATION_MESSAGES.date) : null),
  inputMode: 'numeric',
  placeholder: FORM_TEXTS.datePlaceholder,
};

/**
 * A date typed as `dd/mm/aaaa` (react-imask), stored as ISO `yyyy-mm-dd` with no time zone involved.
 * An impossible date (31/02/2025) says so at once.
 */
export function DateWidget(props: WidgetProps) {
  return <MaskedWidget widget={props} config={DATE} />;
}
