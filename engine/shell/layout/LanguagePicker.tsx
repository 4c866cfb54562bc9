import { Button } from '@blueprintjs/core';
import { DeferredPopover } from '../../ui/popover/DeferredPopover';
import { shellPopover } from '../popover/popoverLoader';

/** The language picker: the interface is pt-BR only, so Português is the one (selected) choice. */
export function LanguagePicker() {
  return (
    <DeferredPopover parts={shellPopover} placement="bottom-end" content={(parts) => <parts.LanguageMenuContent />}>
      <Button variant="minimal" icon="translate" text={<span className="shell-language-code">PT</span>} aria-label="Idioma: Português" title="Idioma" />
    </DeferredPopover>
  );
}
