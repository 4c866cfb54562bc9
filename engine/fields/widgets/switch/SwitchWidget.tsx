import { Switch } from '@blueprintjs/core';
import type { WidgetProps } from '@rjsf/utils';
import { hasErrors, htmlName, inputAria } from '../widgetProps';

/** A Blueprint Switch for a boolean; the label sits next to the switch and names it. */
export function SwitchWidget(props: WidgetProps) {
  const { id, value, label, hideLabel, required, disabled, readonly, autofocus, onChange, onBlur, onFocus } = props;
  return (
    <Switch
      id={id}
      name={htmlName(props)}
      checked={value === true}
      disabled={disabled || readonly}
      autoFocus={autofocus}
      className={hasErrors(props) ? 'engine-control-invalid' : undefined}
      aria-label={hideLabel ? label : undefined}
      labelElement={
        hideLabel ? undefined : (
          <>
            {label}
            {required ? <span className="engine-required" aria-hidden="true"> *</span> : null}
          </>
        )
      }
      onChange={(event) => onChange(event.currentTarget.checked)}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
      {...inputAria(props)}
    />
  );
}
