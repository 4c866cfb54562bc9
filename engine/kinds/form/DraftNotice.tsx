import { Button, Callout } from '@blueprintjs/core';
import { FORM_TEXTS } from '../../core/i18n/messages';
import { formatDateTime } from '../../core/i18n/format';
import type { DraftOffer } from './useFormDraft';

/** The offer of a draft over the form: when it was saved (dd/mm/aaaa HH:mm), restore or discard. */
export function DraftNotice(props: { offer: DraftOffer }) {
  const { offer } = props;
  return (
    <Callout intent="warning" icon="history" title={FORM_TEXTS.draftTitle} className="engine-form-draft" role="region" aria-label={FORM_TEXTS.draftTitle}>
      <p>{FORM_TEXTS.draftFound(formatDateTime(offer.savedAt))}</p>
      <div className="engine-form-buttons">
        <Button intent="primary" icon="history" text={FORM_TEXTS.draftRestore} onClick={offer.restore} />
        <Button icon="trash" text={FORM_TEXTS.draftDiscard} onClick={offer.discard} />
      </div>
    </Callout>
  );
}
