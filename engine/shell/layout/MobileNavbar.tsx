import { Drawer } from '@blueprintjs/core';
import { NAVBAR_MOBILE_WIDTH } from './layout.machine';
import { Navbar, type NavbarProps } from './Navbar';

/** Below the medium breakpoint, the vertical navbar in a drawer from the left that closes on navigation. */
export function MobileNavbar(props: Omit<NavbarProps, 'variant' | 'onNavigate'> & { isOpen: boolean; onClose: () => void }) {
  const { isOpen, onClose, ...navbar } = props;
  return (
    <Drawer isOpen={isOpen} onClose={onClose} position="left" size={NAVBAR_MOBILE_WIDTH} className="shell-drawer shell-mobile-navbar">
      <Navbar {...navbar} variant="mobile" onClose={onClose} onNavigate={onClose} />
    </Drawer>
  );
}
