import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { screenPicture } from './screenPicture';
import { pageStyleSheets, warmPageStyleSheets } from './pictureStyleSheets';
import { READY_SCREEN, whenScreenReady } from '../ui/whenScreenReady';
import { StageHoldContext } from '../ui/StageHoldContext';
import { DRAWS_AT_ONCE } from './useGuardedLocation';
import { onMoveWait } from '../ui/moveWait';

/**
 * How long the previous screen stays in view while the next one gets its data, counted from the user's click: the
 * navigation's own wait (the screen live but inert) is part of it, the picture holds the rest.
 */
const HOLD_PREVIOUS_MS = 300;

/** How long a screen whose code is still loading may take to show the heading that gets the focus. */
const HEADING_WAIT_MS = 5000;
/** For this long after a move, a screen's autofocus does not take the focus from a field the user went to. */
const AUTOFOCUS_GUARD_MS = 3000;

/** The events wouter's browser location dispatches when the address changes. */
const MOVES = ['popstate', 'pushState', 'replaceState'] as const;

interface Hold {
  /** Changes with every switch, so a newer switch replaces the picture and restarts the wait. */
  id: number;
  /** A still copy of the screen that was on display. */
  picture: Node;
  /** When (performance.now()) the picture goes at the latest: {@link HOLD_PREVIOUS_MS} after the move was asked for. */
  until: number;
}

/**
 * Switching screens without a loading flash: on a change of path, a still picture of the current screen stays
 * on display while the next one mounts, transparent, under it (transparent, not hidden: a form's first field
 * can take the focus); the picture goes once the next screen is ready (its
 * `.engine-screen` has `data-ready`), or after {@link HOLD_PREVIOUS_MS}, and the next one shows (with its own
 * loading shape if its data is still coming). The picture is a copy inside a closed shadow root: nothing in it
 * can be focused, clicked, read by assistive technology or found by a page query, so the page only ever has
 * one live screen. A change of query alone (a list's page or filter) stays in the same screen, and a move the
 * navigation marked {@link DRAWS_AT_ONCE} (the next screen's code and data were at hand) needs no picture. Once
 * the next screen shows, the focus moves to its heading, unless the screen placed it already. While the navigation
 * waits for the next screen ({@link onMoveWait}), the one on display is inert.
 */
export function ScreenStage(props: { children: ReactNode }) {
  const stage = useRef<HTMLDivElement>(null);
  const [hold, setHold] = useState<Hold | null>(null);
  // Counts moves, so a move without a picture (nothing to hold) still renders the stage and its focus effect runs.
  const [, setMoves] = useState(0);
  // Set on a move, cleared once the next screen shows: then its heading takes the focus, if the focus is still
  // where the move left it (the user may have gone on, e.g. to the page search, in the meantime).
  const focusPending = useRef(false);
  const focusAtMove = useRef<Element | null>(null);
  // When the navigation started to wait for the screen it is moving to (null: it is not waiting).
  const waitedSince = useRef<number | null>(null);

  // The router announces a move before React renders it: the screen on display is still in the page to copy.
  useLayoutEffect(() => {
    let shownPath = window.location.pathname;
    const onMove = (event: Event) => {
      if (window.location.pathname === shownPath) return;
      shownPath = window.location.pathname;
      focusPending.current = true;
      focusAtMove.current = document.activeElement;
      // A move the navigation prepared (the next screen draws complete at once) needs no picture: copying the
      // screen on display was a tenth of such a switch. Back and forward are never prepared.
      const drawsAtOnce = event.type !== 'popstate' && (window.history.state as Record<string, unknown> | null)?.[DRAWS_AT_ONCE] === true;
      const live = drawsAtOnce ? null : stage.current?.querySelector(':scope > .engine-stage-live');
      const picture = live ? screenPicture(live) : null;
      const until = (waitedSince.current ?? performance.now()) + HOLD_PREVIOUS_MS;
      setMoves((count) => count + 1);
      // While a next screen is still waiting, the picture on display is the one to keep.
      setHold((current) => {
        const kept = current?.picture ?? picture;
        return kept ? { id: (current?.id ?? 0) + 1, picture: kept, until } : null;
      });
    };
    for (const event of MOVES) window.addEventListener(event, onMove);
    return () => {
      for (const event of MOVES) window.removeEventListener(event, onMove);
    };
  }, []);

  // While a move waits for the next screen, the screen on display stays in view but takes no input: a click or
  // keystroke there would be lost with it (a field filled in the list's filter instead of the form's). The
  // attribute is set by hand, not rendered: the move is not worth a render of the stage.
  useLayoutEffect(
    () =>
      onMoveWait((waiting) => {
        waitedSince.current = waiting ? performance.now() : null;
        const live = stage.current?.querySelector(':scope > .engine-stage-live');
        if (!live) return;
        live.toggleAttribute('inert', waiting);
        if (waiting) live.setAttribute('aria-busy', 'true');
        else live.removeAttribute('aria-busy');
      }),
    [],
  );

  // A screen that mounts late (its chunk was loading) must not take the focus from where the user has put it
  // since the move (Ctrl+K right after opening a form): its first field's autofocus is undone then.
  useLayoutEffect(() => {
    let movedAt = -Infinity;
    let userFocus: Element | null = null;
    // A click or a Tab moves the focus on purpose; only a focus that comes with neither is a screen's autofocus.
    let userActionAt = -Infinity;
    const onPointer = () => {
      userActionAt = performance.now();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Tab') userActionAt = performance.now();
    };
    const onMove = () => {
      movedAt = performance.now();
      userFocus = null;
    };
    const onFocusIn = (event: FocusEvent) => {
      if (performance.now() - movedAt > AUTOFOCUS_GUARD_MS) return;
      const target = event.target instanceof Element ? event.target : null;
      const live = stage.current?.querySelector(':scope > .engine-stage-live');
      if (!target || !live) return;
      if (!live.contains(target)) {
        userFocus = target;
        return;
      }
      const mine = userFocus;
      userFocus = null;
      movedAt = -Infinity;
      const typing = mine instanceof HTMLInputElement || mine instanceof HTMLTextAreaElement;
      const onPurpose = performance.now() - userActionAt < 500;
      if (typing && !onPurpose && mine.isConnected && event.relatedTarget === mine) mine.focus();
    };
    for (const event of MOVES) window.addEventListener(event, onMove);
    document.addEventListener('focusin', onFocusIn, true);
    document.addEventListener('pointerdown', onPointer, true);
    document.addEventListener('keydown', onKey, true);
    return () => {
      for (const event of MOVES) window.removeEventListener(event, onMove);
      document.removeEventListener('focusin', onFocusIn, true);
      document.removeEventListener('pointerdown', onPointer, true);
      document.removeEventListener('keydown', onKey, true);
    };
  }, []);

  // Copying the page's style sheets for a picture takes tens of milliseconds the first time (Blueprint's sheet
  // alone): done once the screen on display is ready and the browser idle, so a switch pays only for sheets added
  // since (a screen kind's own CSS), not on the user's click.
  useEffect(() => (hold ? undefined : whenScreenReady(() => void warmPageStyleSheets(), stage.current ?? document.body)), [hold]);

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
    const timer = window.setTimeout(release, Math.max(0, (hold?.until ?? 0) - performance.now()));
    return () => {
      observer.disconnect();
      window.clearTimeout(timer);
    };
  }, [waiting, hold?.id, hold?.until]);

  // The next screen is on display: focus goes to its heading (where a screen reader starts reading), unless
  // the screen put it somewhere itself (a form's first field).
  useEffect(() => {
    if (hold || !focusPending.current) return;
    const live = stage.current?.querySelector(':scope > .engine-stage-live');
    const done = () => {
      focusPending.current = false;
      focusAtMove.current = null;
    };
    if (!live) return done();
    // True once the focus is settled: on the heading, or left where the user or the screen put it.
    const place = () => {
      const active = document.activeElement;
      const typing = active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement || active instanceof HTMLSelectElement;
      const untouched = !active || active === document.body || (active === focusAtMove.current && !typing) || !active.isConnected;
      if (!untouched || live.contains(active)) return true;
      const heading = live.querySelector<HTMLElement>('h1');
      if (!heading) return false;
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.focus({ preventScroll: true });
      return true;
    };
    if (place()) return done();
    // The screen's code is still on its way (a slow machine, past the hold): its heading comes later, unless
    // the user acts meanwhile (opens a menu, clicks, types): then the focus is theirs.
    const stop = () => {
      observer.disconnect();
      window.clearTimeout(timer);
      document.removeEventListener('pointerdown', giveUp, true);
      document.removeEventListener('keydown', giveUp, true);
    };
    const giveUp = () => {
      stop();
      done();
    };
    const observer = new MutationObserver(() => {
      if (place()) giveUp();
    });
    observer.observe(live, { subtree: true, childList: true });
    const timer = window.setTimeout(giveUp, HEADING_WAIT_MS);
    document.addEventListener('pointerdown', giveUp, true);
    document.addEventListener('keydown', giveUp, true);
    return stop;
  });

  return (
    <div className="engine-stage" ref={stage}>
      {hold && <PictureHost key={hold.id} picture={hold.picture} />}
      <div className={hold ? 'engine-stage-live engine-stage-waiting' : 'engine-stage-live'}>
        <StageHoldContext.Provider value={hold !== null}>{props.children}</StageHoldContext.Provider>
      </div>
    </div>
  );
}

/** The closed shadow root of each picture host (`element.shadowRoot` is null for a closed one). */
const pictureRoots = new WeakMap<Element, ShadowRoot>();

/**
 * The host of a picture: its closed shadow root is attached once per element. The layout effect can run again on
 * the same element (React re-runs it when a Suspense boundary above shows its content again after a fallback), and
 * a second `attachShadow` throws.
 */
function PictureHost(props: { picture: Node }) {
  const host = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const element = host.current;
    if (!element) return;
    let root = pictureRoots.get(element);
    if (!root) {
      root = element.attachShadow({ mode: 'closed' });
      pictureRoots.set(element, root);
    }
    root.adoptedStyleSheets = pageStyleSheets();
    // The picture is already a copy, made for this hold: a newer host (a later move keeps the same picture)
    // takes the node over from the previous one.
    root.replaceChildren(props.picture);
  }, [props.picture]);
  return <div className="engine-stage-picture" ref={host} aria-hidden="true" />;
}
