import { Button } from '@blueprintjs/core';
import { useNotifier, type Notifier } from '../../../ui/notifier';
import '../../../ui/cells.css';

/** Texts of the copyable link. */
const COPY_LINK_TEXTS = {
  button: 'Copiar link',
  copied: 'Link copiado.',
  failed: 'Não foi possível copiar o link. Selecione o texto e copie manualmente.',
} as const;

async function copy(text: string, notifier: Notifier): Promise<void> {
  try {
    if (!navigator.clipboard) throw new Error('clipboard unavailable');
    await navigator.clipboard.writeText(text);
    notifier.notify({ message: COPY_LINK_TEXTS.copied, intent: 'success' });
  } catch {
    notifier.notify({ message: COPY_LINK_TEXTS.failed, intent: 'warning' });
  }
}

/** A URL shown as a link that opens in a new tab, with a button that copies it to the clipboard. */
export function CopyableLink(props: { url: string }) {
  const notifier = useNotifier();
  return (
    <span className="engine-copyable-link">
      <a href={props.url} target="_blank" rel="noopener noreferrer" className="engine-copyable-link-text">
        {props.url}
      </a>
      <Button
        variant="minimal"
        size="small"
        icon="duplicate"
        aria-label={`${COPY_LINK_TEXTS.button} ${props.url}`}
        title={COPY_LINK_TEXTS.button}
        onClick={(event) => {
          event.stopPropagation();
          void copy(props.url, notifier);
        }}
      />
    </span>
  );
}
