import { H3 } from '@blueprintjs/core';
import type { TitleFieldProps } from '@rjsf/utils';

/** The title of a nested object or array section. */
export function TitleFieldTemplate(props: TitleFieldProps) {
  return (
    <div className="engine-form-title">
      <H3 id={props.id} className="engine-form-title-text">
        {props.title}
        {props.required ? <span className="engine-required" aria-hidden="true"> *</span> : null}
      </H3>
      {props.optionalDataControl}
    </div>
  );
}
