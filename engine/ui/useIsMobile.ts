import { useSyncExternalStore } from 'react';
/** Below this width (px, the spec's medium breakpoint) the navbar is a drawer and screens stack. */
const MOBILE_BREAKPOINT = 960;

const QUERY = `(max-width: ${MOBILE_BREAKPOINT - 0.02}px)`;

// One query list for the page: asking `matchMedia` at every render (React reads the snapshot on each) made a new
// list each time, and the browser kept them (~55 for a tour of the app's screens).
let query: MediaQueryList | undefined;
const mobileQuery = (): MediaQueryList => (query ??= window.matchMedia(QUERY));

function subscribe(onChange: () => void): () => void {
  const list = mobileQuery();
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

function isMobile(): boolean {
  return mobileQuery().matches;
}

/** Whether the window is narrower than the medium breakpoint (the navbar is then a drawer). */
export function useIsMobile(): boolean {
  return useSyncExternalStore(subscribe, isMobile, () => false);
}
