import { Menu, MenuItem } from '@blueprintjs/core';

/** The language picker's menu: the interface is pt-BR only, so Português is the one (selected) choice. */
export function LanguageMenuContent() {
  return (
    <Menu aria-label="Idioma">
      <MenuItem text="Português" icon="tick" active />
    </Menu>
  );
}
