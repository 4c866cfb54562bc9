import { Button } from '@blueprintjs/core';
import { FORM_TEXTS } from '../../core/i18n/messages';

/** The inline error of a remote select: what went wrong and a "Tentar novamente" button. */
export function RemoteOptionsError(props: { id: string; message: string; onRetry(): void }) {
  return (
    <div id={`${props.id}__options-error`} role="alert" className="engine-remote-error bp6-form-helper-text">
      <span>
        {FORM_TEXTS.optionsFailed} {props.message}
      </span>
      <Button size="small" icon="refresh" text={FORM_TEXTS.retry} onClick={props.onRetry} />
    </div>
  );
}
