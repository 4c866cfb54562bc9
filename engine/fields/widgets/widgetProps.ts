/**
 * Shared wiring of the engine's rjsf widgets: ids that tie an input to its label, description and
 * errors (the FieldTemplate renders elements with these ids), and the empty value rjsf expects.
 */
import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';

/** Id of the `<label>` the FieldTemplate renders for a field (for `aria-labelledby` on group widgets). */
export function labelId(id: string): string {
  return `${id}__label`;
}

/** The accessibility attributes every input of a widget carries. */
export function inputAria(props: Pick<WidgetProps, 'id' | 'rawErrors' | 'required' | 'options' | 'schema'>) {
  const invalid = Boolean(props.rawErrors && props.rawErrors.length > 0);
  return {
    'aria-describedby': ariaDescribedByIds(props.id, Boolean(props.schema.examples)),
    'aria-invalid': invalid || undefined,
    'aria-required': props.required || undefined,
  } as const;
}

/** Whether the field currently shows validation errors (turns the control red). */
export function hasErrors(props: Pick<WidgetProps, 'rawErrors'>): boolean {
  return Boolean(props.rawErrors && props.rawErrors.length > 0);
}

/** The value a cleared control emits: `ui:options.emptyValue` when set, else undefined (the key disappears). */
export function emptyValue(props: Pick<WidgetProps, 'options'>): unknown {
  return props.options.emptyValue;
}

/** The HTML name of the input (rjsf's generated name when there is one). */
export function htmlName(props: Pick<WidgetProps, 'id' | 'htmlName'>): string {
  return props.htmlName || props.id;
}
