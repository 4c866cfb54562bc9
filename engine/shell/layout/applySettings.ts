import { Classes } from '@blueprintjs/core';
import type { LayoutSettings } from './layout.machine';

/** Root font size, as a percent, for a font factor: 62.5 × the factor (spec section 9). */
function rootFontSize(fontScale: number): string {
  return `${Math.round(62.5 * fontScale * 100) / 100}%`;
}

/** Applies the theme (Blueprint's dark class on body) and the root font size to the document. */
export function applySettingsToDocument(settings: Pick<LayoutSettings, 'theme' | 'fontScale'>): void {
  document.body.classList.toggle(Classes.DARK, settings.theme === 'dark');
  document.documentElement.style.fontSize = rootFontSize(settings.fontScale);
}
