import { Button, Callout } from '@blueprintjs/core';
import type { ErrorListProps, RJSFSchema, RJSFValidationError } from '@rjsf/utils';
import { VALIDATION_MESSAGES } from '../../core/i18n/messages';
import { errorPathOf, errorPlaceOf } from './errorPlace';

/**
 * A pt-BR summary above a form whose submit found errors, naming each field with its message: the message
 * also shows under the field, but a field that is off screen, inside a closed group or not drawn at all
 * (an item of a list) would otherwise leave the user with no way to know what blocks the save. Each entry
 * focuses its field.
 */
export function ErrorListTemplate(props: ErrorListProps) {
  const { idPrefix, idSeparator } = props.registry.globalFormOptions;
  const schema = props.schema as RJSFSchema;
  const focus = (error: RJSFValidationError) => {
    const path = errorPathOf(error.property);
    // The field itself, or the nearest drawn field that holds it.
    for (let length = path.length; length >= 0; length--) {
      const element = document.getElementById([idPrefix, ...path.slice(0, length)].join(idSeparator));
      if (element) {
        element.focus();
        element.scrollIntoView?.({ block: 'center' });
        return;
      }
    }
  };
  return (
    <Callout intent="danger" icon="error" className="engine-form-error-list" role="alert" title={VALIDATION_MESSAGES.summary}>
      <ul className="engine-form-error-items">
        {props.errors.map((error, index) => {
          const place = errorPlaceOf(schema, error);
          const text = place ? `${place}: ${error.message ?? ''}` : error.message ?? error.stack;
          return (
            <li key={index}>
              {place ? <Button variant="minimal" size="small" className="engine-form-error-link" text={text} onClick={() => focus(error)} /> : text}
            </li>
          );
        })}
      </ul>
    </Callout>
  );
}
