import { Button } from '@blueprintjs/core';
import { FORM_TEXTS } from '../../core/i18n/messages';

/**
 * The inline error of a remote select: what went wrong and a "Tentar novamente" button. `title` replaces the
 * generic first sentence ("Não foi possível carregar as opções.") where the widget can say what it loads.
 */
export function RemoteOptionsError(props: { id: string; message: string; onRetry(): void; title?: string }) {
  return (
    <div id={`${props.id}__options-error`} role="alert" className="engine-remote-error bp6-form-helper-text">
      <span>
        {props.title ?? FORM_TEXTS.optionsFailed} {props.message}
      </span>
      <Button size="small" icon="refresh" text={FORM_TEXTS.retry} onClick={props.onRetry} />
    </div>
  );
}
