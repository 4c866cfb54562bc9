import { configure } from '@testing-library/react';

// A panel or menu that loads its chunk on first use (QuickPanel, SettingsPanel, popovers) can take more than
// testing-library's default 1 s to appear when the machine is busy; findBy* waits up to 5 s (it returns as
// soon as the element is there).
configure({ asyncUtilTimeout: 5000 });
