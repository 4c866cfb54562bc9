import { Button } from '@blueprintjs/core';
import { memo } from 'react';
import type { LayoutSettings } from './layout.machine';
import type { MenuPage } from '../menu/types';
import { ShortcutsWidget } from '../shortcuts/ShortcutsWidget';
import { FontSizeSlider } from './FontSizeSlider';
import { FullscreenToggle } from './FullscreenToggle';
import { LanguagePicker } from './LanguagePicker';
import { PageSearch } from './PageSearch';
import { UserMenu } from './UserMenu';

/** Props of the top toolbar. */
export interface ToolbarProps {
  pages: readonly MenuPage[];
  settings: LayoutSettings;
  isMobile: boolean;
  /** The desktop navbar is shown (vertical kinds only). */
  navbarOpen: boolean;
  onToggleNavbar: () => void;
  onOpenMobileNavbar: () => void;
  onToggleQuickPanel: () => void;
  onOpenSettings: () => void;
  onChangeSettings: (settings: Partial<LayoutSettings>) => void;
  onLogout: () => void;
}

/**
 * The top toolbar: navbar button, shortcuts, page search, language, font size, fullscreen, theme,
 * appearance settings, quick panel and user menu. Below 768 px (layout.css) the search is an icon that opens
 * over the bar when focused, and the buttons are larger touch targets. Memoised: nothing in it changes when the
 * user moves to another screen, which draws the frame again.
 */
export const Toolbar = memo(function Toolbar(props: ToolbarProps) {
  const { settings } = props;
  const dark = settings.theme === 'dark';
  const hasSideNavbar = settings.navigation !== 'horizontal';
  return (
    <header className="shell-toolbar">
      <div className="shell-toolbar-start">
        {props.isMobile ? (
          // First in the bar, with a 44 px touch target (layout.css): the way to every page on a phone.
          <Button className="shell-menu-button" variant="minimal" icon="menu" aria-label="Abrir menu" onClick={props.onOpenMobileNavbar} />
        ) : hasSideNavbar ? (
          <Button variant="minimal" icon="menu" aria-label="Mostrar menu" aria-pressed={props.navbarOpen} onClick={props.onToggleNavbar} />
        ) : null}
        {props.isMobile ? null : <ShortcutsWidget variant="toolbar" />}
      </div>
      <div className="shell-toolbar-end">
        <PageSearch pages={props.pages} />
        <LanguagePicker />
        <FontSizeSlider value={settings.fontScale} onChange={(fontScale) => props.onChangeSettings({ fontScale })} />
        {props.isMobile ? null : <FullscreenToggle />}
        <Button
          variant="minimal"
          icon={dark ? 'flash' : 'moon'}
          aria-label="Tema escuro"
          aria-pressed={dark}
          title={dark ? 'Usar tema claro' : 'Usar tema escuro'}
          onClick={() => props.onChangeSettings({ theme: dark ? 'light' : 'dark' })}
        />
        <Button variant="minimal" icon="settings" aria-label="Aparência" title="Aparência" onClick={props.onOpenSettings} />
        <Button variant="minimal" icon="comment" aria-label="Painel rápido" title="Painel rápido" onClick={props.onToggleQuickPanel} />
        <UserMenu onLogout={props.onLogout} />
      </div>
    </header>
  );
});
