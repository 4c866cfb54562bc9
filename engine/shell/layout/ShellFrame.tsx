import { lazy, useEffect, useMemo, useSyncExternalStore, type ComponentProps, type CSSProperties, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { useSessionActor } from '../../auth/SessionProvider';
import { useRegistry } from '../../ui/RegistryContext';
import { loadDefinitionIcons, loadMoreIcons } from '../icons/iconLoader';
import { shellPopover } from '../popover/popoverLoader';
import { blueprintDialog } from '../../ui/dialog/blueprintDialog';
import { blueprintPopover } from '../../ui/popover/blueprintPopover';
import { runWhenIdle } from '../../ui/runWhenIdle';
import { loadHtmlSanitizer } from '../../ui/trustedTypes';
import { whenScreenReady } from '../../ui/whenScreenReady';
import {
  CONTAINER_WIDTH, NAVBAR_FOLDED_WIDTH, NAVBAR_WIDTH, type LayoutSettings,
} from './layout.machine';
import { Footer } from './Footer';
import { useLayout, useLayoutActor } from './layoutActor';
import { Navbar } from './Navbar';
import { Toolbar } from './Toolbar';
import { useActivePage } from './useActivePage';
import { useDocumentSettings } from './useDocumentSettings';
import { OnDemand } from '../../ui/OnDemand';
import type { HorizontalMenu } from './HorizontalMenu';
import type { LocalOverlayBanner } from './LocalOverlayBanner';
import { liveOverrides } from '../../core/definition/overrides';
import { localOverlayOn } from '../../data/localOverlay';
import type { TwoPanelNavbar } from './TwoPanelNavbar';
import { loadable } from '../../ui/loadable';
import { LoadableSlot } from '../../ui/LoadableSlot';
import { useIsMobile } from '../../ui/useIsMobile';
import { useMenu } from './useMenu';
import { useRememberVisits } from './useRememberVisits';
import { useSessionSync } from './useSessionSync';
import { menuScreenLoads } from './menuScreenLoads';
import { paletteData } from './paletteData';
import './layout.css';

// The drawers load on first use: none is needed to show the first screen.
const MobileNavbar = lazy(() => import('./MobileNavbar').then((module) => ({ default: module.MobileNavbar })));
const QuickPanel = lazy(() => import('./QuickPanel').then((module) => ({ default: module.QuickPanel })));
// The other two navigations are chosen in the settings; the default vertical one does not carry their code.
const twoPanelNavbar = loadable<ComponentProps<typeof TwoPanelNavbar>>(() => import('./TwoPanelNavbar').then((module) => ({ default: module.TwoPanelNavbar })));
const horizontalMenu = loadable<ComponentProps<typeof HorizontalMenu>>(() => import('./HorizontalMenu').then((module) => ({ default: module.HorizontalMenu })));
// The studio drafts' banner, drawn only in a browser that shows them.
const localOverlayBanner = loadable<ComponentProps<typeof LocalOverlayBanner>>(() => import('./LocalOverlayBanner').then((module) => ({ default: module.LocalOverlayBanner })));
const SettingsPanel = lazy(() => import('./SettingsPanel').then((module) => ({ default: module.SettingsPanel })));

// One shell is on screen at a time, so a fixed id is unique.
const MAIN_ID = 'conteudo-principal';

/**
 * The frame of every signed-in screen: navbar (vertical, vertical-2 or horizontal; a drawer below the
 * medium breakpoint), toolbar, content container sized by the layout style, the hidden footer, and
 * the quick-panel and settings drawers. Its state lives in the layout actor AppLayout provides.
 */
export function ShellFrame(props: { children: ReactNode }) {
  const actor = useLayoutActor();
  const { screens } = useRegistry();
  useSessionSync(actor);
  const settings = useLayout((snapshot) => snapshot.context.settings);
  useDocumentSettings(settings);
  const navbarOpen = useLayout((snapshot) => snapshot.matches({ navbar: 'open' }));
  const folded = useLayout((snapshot) => snapshot.matches({ fold: 'folded' }));
  const hoverOpen = useLayout((snapshot) => snapshot.matches({ fold: { folded: 'hoverOpen' } }));
  const mobileOpen = useLayout((snapshot) => snapshot.matches({ mobile: 'open' }));
  const quickPanelOpen = useLayout((snapshot) => snapshot.matches({ quickPanel: 'open' }));
  const settingsOpen = useLayout((snapshot) => snapshot.matches({ settingsPanel: 'open' }));
  const isMobile = useIsMobile();
  const overlayOn = useSyncExternalStore(liveOverrides.subscribe, localOverlayOn);
  const sessionActor = useSessionActor();
  const { nodes, pages } = useMenu();
  const { activeId, activePath } = useActivePage(nodes, pages);
  useRememberVisits(pages);
  const [location] = useLocation();

  useEffect(() => {
    actor.send({ type: 'NAVIGATED' });
  }, [actor, location]);

  const pageUrls = useMemo(() => pages.map((page) => page.url), [pages]);
  useEffect(() => {
    let stopWarming: () => void = () => undefined;
    const cancel = whenScreenReady(() => {
      // Every screen kind's chunk and the menu's screens, ahead of time: the first list or form the user opens
      // waits only for its data. Each in an idle moment, and never right after a key or a click. What only a
      // search, a form's icons or a change of navigation needs comes last: a user going through the menu at once
      // pauses this queue, and the screens' definitions matter more to those first visits.
      stopWarming = runWhenIdle([
        ...[...screens.keys()].map((kind) => () => screens.get(kind).load()),
        loadHtmlSanitizer,
        () => loadDefinitionIcons(),
        shellPopover.load,
        blueprintPopover.load,
        blueprintDialog.load,
        ...menuScreenLoads(pageUrls),
        paletteData.load,
        loadMoreIcons,
        twoPanelNavbar.load,
        horizontalMenu.load,
      ]);
    });
    return () => {
      cancel();
      stopWarming();
    };
  }, [screens, pageUrls]);

  // The toolbar's handlers keep their identity: it is memoised, and the frame draws again at every move.
  const on = useMemo(() => ({
    change: (next: Partial<LayoutSettings>) => actor.send({ type: 'CHANGE_SETTINGS', settings: next }),
    toggleNavbar: () => actor.send({ type: 'TOGGLE_NAVBAR' }),
    openMobileNavbar: () => actor.send({ type: 'OPEN_MOBILE' }),
    toggleQuickPanel: () => actor.send({ type: 'TOGGLE_QUICK_PANEL' }),
    openSettings: () => actor.send({ type: 'OPEN_SETTINGS_PANEL' }),
    logout: () => sessionActor.send({ type: 'LOGOUT' }),
  }), [actor, sessionActor]);
  const navigation = isMobile ? 'mobile' : settings.navigation;
  const navbarWidth = folded ? NAVBAR_FOLDED_WIDTH : NAVBAR_WIDTH;
  const rootClass = [
    'shell-root',
    `shell-${settings.layout}`,
    `shell-nav-${navigation}`,
    folded ? 'shell-folded' : '',
    hoverOpen ? 'shell-hover-open' : '',
  ].filter(Boolean).join(' ');
  const style = {
    '--shell-container-width': `${CONTAINER_WIDTH[settings.layout]}px`,
    '--shell-navbar-width': `${NAVBAR_WIDTH}px`,
    '--shell-navbar-slot-width': `${navbarWidth}px`,
  } as CSSProperties;

  return (
    <div
      className={rootClass}
      style={style}
      data-layout={settings.layout}
      data-navigation={navigation}
      data-navbar-style={settings.navbarStyle}
      data-theme={settings.theme}
    >
      <a className="shell-skip-link" href={`#${MAIN_ID}`}>
        Pular para o conteúdo
      </a>
      {navigation === 'vertical' && navbarOpen ? (
        <div className="shell-navbar-slot">
          <Navbar
            variant="desktop"
            nodes={nodes}
            activeId={activeId}
            activePath={activePath}
            navbarStyle={settings.navbarStyle}
            folded={folded}
            onToggleFold={() => actor.send({ type: 'TOGGLE_FOLDED' })}
            onHoverEnter={folded ? () => actor.send({ type: 'HOVER_ENTER' }) : undefined}
            onHoverLeave={folded ? () => actor.send({ type: 'HOVER_LEAVE' }) : undefined}
          />
        </div>
      ) : null}
      {navigation === 'vertical-2' && navbarOpen ? (
        <LoadableSlot target={twoPanelNavbar} props={{ nodes, activeId, activePath, navbarStyle: settings.navbarStyle }} />
      ) : null}
      <div className="shell-main">
        <div className="shell-toolbar-frame">
          <Toolbar
            pages={pages}
            settings={settings}
            isMobile={isMobile}
            navbarOpen={navbarOpen}
            onToggleNavbar={on.toggleNavbar}
            onOpenMobileNavbar={on.openMobileNavbar}
            onToggleQuickPanel={on.toggleQuickPanel}
            onOpenSettings={on.openSettings}
            onChangeSettings={on.change}
            onLogout={on.logout}
          />
          {navigation === 'horizontal' ? (
            <div className={`shell-hnav-frame shell-navbar-${settings.navbarStyle}`}>
              <LoadableSlot target={horizontalMenu} props={{ nodes, activeId, activePath }} />
            </div>
          ) : null}
        </div>
        {overlayOn ? <LoadableSlot target={localOverlayBanner} props={{}} optional /> : null}
        <main className="shell-content" id={MAIN_ID} tabIndex={-1}>
          <div className="shell-container">{props.children}</div>
        </main>
        <Footer />
      </div>
      {isMobile ? (
        <OnDemand when={mobileOpen}>
          <MobileNavbar
            isOpen={mobileOpen}
            onClose={() => actor.send({ type: 'CLOSE_MOBILE' })}
            nodes={nodes}
            activeId={activeId}
            activePath={activePath}
            navbarStyle={settings.navbarStyle}
          />
        </OnDemand>
      ) : null}
      <OnDemand when={quickPanelOpen}>
        <QuickPanel isOpen={quickPanelOpen} onClose={() => actor.send({ type: 'CLOSE_QUICK_PANEL' })} />
      </OnDemand>
      <OnDemand when={settingsOpen}>
        <SettingsPanel
          isOpen={settingsOpen}
          onClose={() => actor.send({ type: 'CLOSE_SETTINGS_PANEL' })}
          settings={settings}
          onChange={on.change}
        />
      </OnDemand>
    </div>
  );
}
