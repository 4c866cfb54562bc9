import { Callout } from '@blueprintjs/core';
import type { ErrorListProps } from '@rjsf/utils';
import { VALIDATION_MESSAGES } from '../../core/i18n/messages';

/**
 * A short pt-BR summary above a form whose submit found errors; each message shows under its field.
 * Errors that belong to no field (a rule on the whole form) are listed here.
 */
export function ErrorListTemplate(props: ErrorListProps) {
  const general = props.errors.filter((error) => !error.property || error.property === '.');
  return (
    <Callout intent="danger" icon="error" className="engine-form-error-list" role="alert">
      {VALIDATION_MESSAGES.summary}
      {general.length > 0 ? (
        <ul>
          {general.map((error, index) => (
            <li key={index}>{error.message ?? error.stack}</li>
          ))}
        </ul>
      ) : null}
    </Callout>
  );
}
