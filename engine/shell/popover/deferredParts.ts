// The chunk behind the shell's DeferredPopovers (popoverLoader.ts): Blueprint's popover (with its positioning
// code) and the menus the shell shows in popovers, which come along because Blueprint's MenuItem itself depends
// on the popover; the font size's slider and the shortcuts' editor, seen only in their popovers.
export { PopoverNext, Slider } from '@blueprintjs/core';
export { HorizontalSubmenu } from '../layout/HorizontalSubmenu';
export { LanguageMenuContent } from '../layout/LanguageMenuContent';
export { ShortcutsEditor } from '../shortcuts/ShortcutsEditor';
export { UserMenuContent } from '../layout/UserMenuContent';
