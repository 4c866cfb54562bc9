import { Button, Menu, MenuItem, PopoverNext } from '@blueprintjs/core';

/** The language picker: the interface is pt-BR only, so Português is the one (selected) choice. */
export function LanguagePicker() {
  return (
    <PopoverNext
      placement="bottom-end"
      content={
        <Menu aria-label="Idioma">
          <MenuItem text="Português" icon="tick" active />
        </Menu>
      }
    >
      <Button variant="minimal" icon="translate" text="PT" aria-label="Idioma: Português" title="Idioma" />
    </PopoverNext>
  );
}
