import type { PopoverNextProps } from '@blueprintjs/core';
import { cloneElement, useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore, type ComponentType, type JSX, type ReactElement } from 'react';
import { useNotifier } from '../notifier';
import type { DeferredModule } from '../deferredModule';

/** What a popover chunk holds at least: Blueprint's popover. */
export interface PopoverChunk {
  PopoverNext: ComponentType<PopoverNextProps>;
}

/** Blueprint popover props, less those this wrapper owns (the target, the content, the initial open state). */
export type DeferredPopoverProps<P extends PopoverChunk> = Omit<PopoverNextProps, 'children' | 'content' | 'defaultIsOpen' | 'isOpen'> & {
  /** The chunk with Blueprint's popover and the parts the content is built from. */
  parts: DeferredModule<P>;
  /** The popover's content, built from the deferred parts (menus whose code comes with the popover's). */
  content: (parts: P) => JSX.Element;
  /** The target: a single element (a Button) that accepts pointer, focus and click handlers. */
  children: ReactElement<Record<string, unknown>>;
};

/** Shown when a click could not fetch the popover's code (offline, or a deploy replaced the chunk). */
const POPOVER_LOAD_FAILED = 'Não foi possível abrir o menu. Verifique a conexão e tente de novo.';

const ignore = () => undefined;

/**
 * A Blueprint popover whose code is not part of the first download of its shell or screen: until the popover
 * chunk is in, the target is shown alone, and pointing at it, focusing it or clicking it fetches the chunk (a
 * click opens the popover as soon as it arrives). The shell prefetches the chunks when idle, so this wait is rare.
 */
export function DeferredPopover<P extends PopoverChunk>({ parts: chunk, children, content, ...popoverProps }: DeferredPopoverProps<P>) {
  const notifier = useNotifier();
  const parts = useSyncExternalStore(chunk.subscribe, chunk.loaded, chunk.loaded);
  const [openOnLoad, setOpenOnLoad] = useState(false);
  const box = useRef<HTMLSpanElement>(null);
  // Whether the bare target has the focus (its handlers are gone once the popover's target replaces it).
  const [focused, setFocused] = useState(false);
  // A press in progress on the bare target: the chunk may land between the pointer going down and the click.
  // Swapping the button then would send the click nowhere (its press began on a removed element), so the swap
  // waits for the press to end; the click itself asks for the popover to open on arrival.
  const [pressing, setPressing] = useState(false);
  useEffect(() => {
    if (!pressing) return;
    const release = () => window.setTimeout(() => setPressing(false));
    window.addEventListener('pointerup', release, { capture: true, once: true });
    window.addEventListener('pointercancel', release, { capture: true, once: true });
    // A press whose end was never seen (the pointer left the window) must not keep the popover away.
    const timer = window.setTimeout(() => setPressing(false), 2000);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('pointerup', release, { capture: true });
      window.removeEventListener('pointercancel', release, { capture: true });
    };
  }, [pressing]);

  // Swapping the bare target for the popover's remounts the button: keep the keyboard user's focus on it.
  useLayoutEffect(() => {
    if (parts && focused && !openOnLoad) box.current?.querySelector<HTMLElement>('button, a[href]')?.focus();
  }, [parts, focused, openOnLoad]);

  if (parts && !pressing) {
    return (
      <span ref={box} className="engine-deferred-popover">
        <parts.PopoverNext {...popoverProps} content={content(parts)} defaultIsOpen={openOnLoad}>
          {children}
        </parts.PopoverNext>
      </span>
    );
  }
  const target = cloneElement(children, {
    'aria-haspopup': 'true',
    'aria-expanded': false,
    onPointerEnter: () => void chunk.load().catch(ignore),
    onPointerDown: () => setPressing(true),
    onFocus: () => {
      setFocused(true);
      void chunk.load().catch(ignore);
    },
    onBlur: () => setFocused(false),
    onClick: () => {
      window.setTimeout(() => setPressing(false));
      setOpenOnLoad(true);
      chunk.load().catch(() => {
        setOpenOnLoad(false);
        notifier.notify({ message: POPOVER_LOAD_FAILED, intent: 'danger' });
      });
    },
  });
  return (
    <span ref={box} className="engine-deferred-popover">
      {target}
    </span>
  );
}
