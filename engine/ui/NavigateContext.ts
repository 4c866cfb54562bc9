import { createContext, useContext } from 'react';

/** Moves the app to an address, through the same leave guard and screen preparation as every link. */
export type Navigate = (to: string) => void;

/**
 * The app's navigation, for what must move the app without drawing again at every move: a wouter `Link` or
 * `useLocation` subscribes its component to the address, and the side menu's ~55 entries then all drew again on
 * every switch of screen, where only the one that becomes active and the one that stops being it change.
 */
export const NavigateContext = createContext<Navigate | null>(null);

/** The app's navigation (see {@link NavigateContext}); throws outside a provider (a wiring bug, not a user error). */
export function useNavigate(): Navigate {
  const navigate = useContext(NavigateContext);
  if (!navigate) throw new Error('[engine] no navigation: wrap the app in <NavigateContext.Provider>');
  return navigate;
}

/**
 * Whether a click on an app link is the app's to follow: a plain primary click. With a modifier key (new tab, new
 * window, download) or another button it keeps the browser's own meaning, as wouter's `Link` does.
 */
export function isPlainClick(event: { ctrlKey: boolean; metaKey: boolean; altKey: boolean; shiftKey: boolean; button: number }): boolean {
  return !(event.ctrlKey || event.metaKey || event.altKey || event.shiftKey || event.button !== 0);
}
