import { Icon, Tag } from '@blueprintjs/core';
import { FORM_TEXTS } from '../../../core/i18n/messages';

const TEXTS = FORM_TEXTS.permissionMatrix;

/**
 * The stored keys the catalogue does not have, as tags below the matrix: saving keeps them, and each can be
 * removed on purpose (pt-BR remove button).
 */
export function UnknownKeys(props: { id: string; keys: readonly string[]; disabled: boolean; onRemove(key: string): void }) {
  if (props.keys.length === 0) return null;
  const headingId = `${props.id}__unknown`;
  return (
    <section className="engine-matrix-unknown" aria-labelledby={headingId}>
      <h4 id={headingId}>{TEXTS.unknownTitle}</h4>
      <p>{TEXTS.unknownHint}</p>
      <ul className="engine-matrix-tags">
        {props.keys.map((key) => (
          <li key={key}>
            <Tag
              minimal
              // Blueprint's own remove button is labelled in English; the tag gets a pt-BR one instead.
              endIcon={
                props.disabled ? undefined : (
                  <button type="button" className="bp6-tag-remove" aria-label={FORM_TEXTS.removeItem(key)} onClick={() => props.onRemove(key)}>
                    <Icon icon="small-cross" />
                  </button>
                )
              }
            >
              {key}
            </Tag>
          </li>
        ))}
      </ul>
    </section>
  );
}
