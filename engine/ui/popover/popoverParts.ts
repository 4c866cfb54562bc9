// The chunk behind the screens' popovers: Blueprint's popover (with its positioning code, Floating UI) and its
// menu parts, which come along because Blueprint's MenuItem itself depends on the popover.
export { Menu, MenuDivider, MenuItem, PopoverNext } from '@blueprintjs/core';
