import { idleCallback } from './idleCallback';

/** How long after the user's last key, click or tap work done ahead of time keeps waiting. */
export const QUIET_AFTER_INPUT_MS = 500;

const INPUT_EVENTS = ['keydown', 'pointerdown', 'input', 'wheel'] as const;

/**
 * Runs `tasks` one after another, each in an idle moment of the browser and never within
 * {@link QUIET_AFTER_INPUT_MS} of the user's last key, click or tap: work done ahead of time (the other screens'
 * code, the menu's definitions) must not land between a keystroke and its frame, as it did when a form was typed
 * in right after it opened. While the browser is offline the queue waits for it to be back: a chunk whose fetch
 * fails stays failed for the page (the browser keeps a failed module import), so fetching ahead offline would break
 * the screen that needs the chunk later. A task that fails is passed over. Returns a function that stops before the
 * next task.
 */
export function runWhenIdle(tasks: ReadonlyArray<() => unknown>, target: Window = window): () => void {
  const { request: idle, cancel: cancelIdle } = idleCallback(target, 50);
  let lastInput = -Infinity;
  const noteInput = () => {
    lastInput = performance.now();
  };
  for (const type of INPUT_EVENTS) target.addEventListener(type, noteInput, { capture: true, passive: true });
  let stopped = false;
  let idleHandle: number | undefined;
  let timer: number | undefined;
  let whenOnline: (() => void) | undefined;

  const stop = () => {
    if (stopped) return;
    stopped = true;
    if (idleHandle !== undefined) cancelIdle(idleHandle);
    if (timer !== undefined) target.clearTimeout(timer);
    if (whenOnline) target.removeEventListener('online', whenOnline);
    for (const type of INPUT_EVENTS) target.removeEventListener(type, noteInput, { capture: true });
  };
  const runAt = (index: number) => {
    if (stopped) return;
    if (index >= tasks.length) return stop();
    if (target.navigator.onLine === false) {
      whenOnline = () => {
        whenOnline = undefined;
        schedule(index);
      };
      target.addEventListener('online', whenOnline, { once: true });
      return;
    }
    const quietFor = performance.now() - lastInput;
    if (quietFor < QUIET_AFTER_INPUT_MS) {
      timer = target.setTimeout(() => schedule(index), QUIET_AFTER_INPUT_MS - quietFor);
      return;
    }
    let result: unknown;
    try {
      result = tasks[index]();
    } catch {
      result = undefined;
    }
    Promise.resolve(result)
      .catch(() => undefined)
      .then(() => schedule(index + 1));
  };
  const schedule = (index: number) => {
    if (!stopped) idleHandle = idle(() => runAt(index));
  };
  schedule(0);
  return stop;
}
