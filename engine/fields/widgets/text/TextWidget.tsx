import type { WidgetProps } from '@rjsf/utils';
import { NumberWidget } from '../number/NumberWidget';
import { BaseInputTemplate } from '../../templates/BaseInputTemplate';

/** A one-line text input; on a number/integer schema it becomes the pt-BR number input. */
export function TextWidget(props: WidgetProps) {
  if (props.schema.type === 'number' || props.schema.type === 'integer') return <NumberWidget {...props} />;
  return <BaseInputTemplate {...props} />;
}
