import { useSyncExternalStore } from 'react';
/** Below this width (px, the spec's medium breakpoint) the navbar is a drawer and screens stack. */
const MOBILE_BREAKPOINT = 960;

const QUERY = `(max-width: ${MOBILE_BREAKPOINT - 0.02}px)`;

function subscribe(onChange: () => void): () => void {
  const list = window.matchMedia(QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

function isMobile(): boolean {
  return window.matchMedia(QUERY).matches;
}

/** Whether the window is narrower than the medium breakpoint (the navbar is then a drawer). */
export function useIsMobile(): boolean {
  return useSyncExternalStore(subscribe, isMobile, () => false);
}
