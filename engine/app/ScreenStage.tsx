import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { screenPicture } from './screenPicture';

/** How long the picture of the previous screen stays while the next one gets its data. */
const HOLD_PREVIOUS_MS = 300;

/** What a screen root carries once its data (or its error) is painted (schemas/README.md). */
const READY_SCREEN = '.engine-screen[data-ready="true"]';

/** The events wouter's browser location dispatches when the address changes. */
const MOVES = ['popstate', 'pushState', 'replaceState'] as const;

interface Hold {
  /** Changes with every switch, so a newer switch replaces the picture and restarts the wait. */
  id: number;
  /** A still copy of the screen that was on display. */
  picture: Node;
}

/**
 * Switching screens without a loading flash: on a change of path, a still picture of the current screen stays
 * on display while the next one mounts hidden under it; the picture goes once the next screen is ready (its
 * `.engine-screen` has `data-ready`), or after {@link HOLD_PREVIOUS_MS}, and the next one shows (with its own
 * loading shape if its data is still coming). The picture is a copy inside a closed shadow root: nothing in it
 * can be focused, clicked, read by assistive technology or found by a page query, so the page only ever has
 * one live screen. A change of query alone (a list's page or filter) stays in the same screen.
 */
export function ScreenStage(props: { children: ReactNode }) {
  const stage = useRef<HTMLDivElement>(null);
  const [hold, setHold] = useState<Hold | null>(null);

  // The router announces a move before React renders it: the screen on display is still in the page to copy.
  useLayoutEffect(() => {
    let shownPath = window.location.pathname;
    const onMove = () => {
      if (window.location.pathname === shownPath) return;
      shownPath = window.location.pathname;
      const live = stage.current?.querySelector(':scope > .engine-stage-live');
      const picture = live ? screenPicture(live) : null;
      // While a next screen is still waiting, the picture on display is the one to keep.
      setHold((current) => {
        const kept = current?.picture ?? picture;
        return kept ? { id: (current?.id ?? 0) + 1, picture: kept } : null;
      });
    };
    for (const event of MOVES) window.addEventListener(event, onMove);
    return () => {
      for (const event of MOVES) window.removeEventListener(event, onMove);
    };
  }, []);

  const waiting = hold !== null;
  useEffect(() => {
    if (!waiting) return;
    const release = () => setHold(null);
    const next = stage.current?.querySelector(':scope > .engine-stage-live');
    if (next?.querySelector(READY_SCREEN)) {
      release();
      return;
    }
    const observer = new MutationObserver(() => {
      if (next?.querySelector(READY_SCREEN)) release();
    });
    if (next) observer.observe(next, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-ready'] });
    const timer = window.setTimeout(release, HOLD_PREVIOUS_MS);
    return () => {
      observer.disconnect();
      window.clearTimeout(timer);
    };
  }, [waiting, hold?.id]);

  return (
    <div className="engine-stage" ref={stage}>
      {hold && <PictureHost key={hold.id} picture={hold.picture} />}
      <div className={hold ? 'engine-stage-live engine-stage-waiting' : 'engine-stage-live'}>{props.children}</div>
    </div>
  );
}

/** The host of a picture: its closed shadow root is attached once, when the element is created. */
function PictureHost(props: { picture: Node }) {
  const host = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const element = host.current;
    if (!element || element.shadowRoot) return;
    const root = element.attachShadow({ mode: 'closed' });
    root.adoptedStyleSheets = pageStyleSheets();
    root.append(props.picture.cloneNode(true));
  }, [props.picture]);
  return <div className="engine-stage-picture" ref={host} aria-hidden="true" />;
}

const copies = new WeakMap<CSSStyleSheet, CSSStyleSheet>();

/** The page's style sheets, copied once each, for a shadow root (which the page's own sheets do not reach). */
function pageStyleSheets(): CSSStyleSheet[] {
  const sheets: CSSStyleSheet[] = [];
  for (const sheet of Array.from(document.styleSheets)) {
    let copy = copies.get(sheet);
    if (!copy) {
      try {
        copy = new CSSStyleSheet();
        copy.replaceSync(Array.from(sheet.cssRules, (rule) => rule.cssText).join('\n'));
        copies.set(sheet, copy);
      } catch {
        // A sheet that cannot be read (another origin) or copied only costs the picture some looks.
        continue;
      }
    }
    sheets.push(copy);
  }
  return sheets;
}
