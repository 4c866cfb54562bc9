import type { WidgetProps } from '@rjsf/utils';
import { BaseInputTemplate } from '../../templates/BaseInputTemplate';

/** An email input (the validator says "Preencha um email válido" for a malformed address). */
export function EmailWidget(props: WidgetProps) {
  return <BaseInputTemplate {...props} type="email" options={{ autocomplete: 'email', ...props.options }} />;
}
