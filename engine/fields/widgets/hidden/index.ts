import type { WidgetProps } from '@rjsf/utils';

/** The `hidden` widget: the field's value travels with the form, nothing is drawn (options: ./options.schema.json). */
export function widget(_props: WidgetProps) {
  return null;
}
