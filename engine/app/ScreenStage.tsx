import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Router, useLocation, useRouter, useSearch } from 'wouter';

/** How long the previous screen stays while the next one gets its data; after that the next one shows as it is. */
const HOLD_PREVIOUS_MS = 300;

/** What a screen root carries once its data (or its error) is painted (schemas/README.md). */
const READY_SCREEN = '.engine-screen[data-ready="true"]';

interface Frame {
  /** Identity of the mounted screen: kept while the user stays on its path, so its state survives. */
  key: number;
  /** Path and query the frame shows. */
  at: string;
  /** The previous screen, held still (its own location frozen) while the next one loads behind it. */
  held: boolean;
}

const pathOf = (at: string) => at.split('?')[0];
const searchOf = (at: string) => at.split('?')[1] ?? '';

/**
 * Switching screens without a loading flash: the next screen mounts hidden behind the current one, which stays
 * on screen, still and inert, until the next one is ready (its `.engine-screen` has `data-ready`), or for at most
 * {@link HOLD_PREVIOUS_MS}; then the next one shows (with its own loading shape if its data is still coming).
 * A change of query alone (a list's page or filter) stays in the same screen. `children` is the route switch;
 * each frame renders it under a router whose location is its own.
 */
export function ScreenStage(props: { children: ReactNode }) {
  const [path, navigate] = useLocation();
  const search = useSearch();
  const live = useRouter();
  const here = search ? `${path}?${search}` : path;
  const [frames, setFrames] = useState<Frame[]>(() => [{ key: 0, at: here, held: false }]);
  const incoming = frames[frames.length - 1];

  // Adjusted during render: the location moved on.
  if (incoming.at !== here) {
    if (pathOf(incoming.at) === path) {
      setFrames(frames.map((frame) => (frame === incoming ? { ...frame, at: here } : frame)));
    } else {
      // The screen on display is the first frame; a next one still loading is dropped for the newer one.
      const shown = frames[0];
      const held = incoming === shown || shown.held ? { ...shown, held: true } : shown;
      setFrames([held, { key: incoming.key + 1, at: here, held: false }]);
    }
  }

  const stage = useRef<HTMLDivElement>(null);
  const waiting = frames.length > 1;
  useEffect(() => {
    if (!waiting) return;
    const reveal = () => setFrames((current) => (current.length > 1 ? [{ ...current[current.length - 1] }] : current));
    const next = stage.current?.lastElementChild;
    if (next?.querySelector(READY_SCREEN)) {
      reveal();
      return;
    }
    const observer = new MutationObserver(() => {
      if (next?.querySelector(READY_SCREEN)) reveal();
    });
    if (next) observer.observe(next, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-ready'] });
    const timer = window.setTimeout(reveal, HOLD_PREVIOUS_MS);
    return () => {
      observer.disconnect();
      window.clearTimeout(timer);
    };
  }, [waiting, incoming.key]);

  return (
    <div className="engine-stage" ref={stage}>
      {frames.map((frame) => {
        const hidden = waiting && frame === incoming;
        return (
          <div
            key={frame.key}
            className={hidden ? 'engine-stage-frame engine-stage-next' : 'engine-stage-frame'}
            inert={frame.held || hidden || undefined}
            aria-hidden={hidden || undefined}
          >
            {frame.held ? (
              <Router
                // The live hooks still run (a component keeps the same hooks when its frame is held) but their answer
                // is replaced by the frame's own location.
                hook={(router) => (live.hook(router), [pathOf(frame.at), navigate])}
                searchHook={(router) => (live.searchHook(router), searchOf(frame.at))}
              >
                {props.children}
              </Router>
            ) : (
              <Router>{props.children}</Router>
            )}
          </div>
        );
      })}
    </div>
  );
}
