/**
 * The app's toast queue as a tiny external store, so any code (machines, renderers, the http layer)
 * can notify without a React context; `ToastHost` renders it with Blueprint.
 */
export type ToastIntent = 'success' | 'warning' | 'danger' | 'primary' | 'none';

/** One toast on screen. */
export interface Toast {
  id: number;
  message: string;
  intent: ToastIntent;
  /** Milliseconds before it hides (6 s by default, as the spec says). */
  timeout: number;
}

/** Default time a toast stays, in milliseconds. */
export const DEFAULT_TOAST_TIMEOUT = 6000;
/** At most this many toasts show at once; the oldest goes first. */
export const MAX_TOASTS = 5;

let toasts: Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const timers = new Map<number, ReturnType<typeof setTimeout>>();

function emit() {
  for (const listener of listeners) listener();
}

/** Shows a toast and returns its id. */
export function showToast(message: string, intent: ToastIntent = 'none', timeout = DEFAULT_TOAST_TIMEOUT): number {
  const toast: Toast = { id: nextId++, message, intent, timeout };
  toasts = [...toasts, toast].slice(-MAX_TOASTS);
  if (timeout > 0) timers.set(toast.id, setTimeout(() => dismissToast(toast.id), timeout));
  emit();
  return toast.id;
}

/** Hides one toast. */
export function dismissToast(id: number): void {
  clearTimeout(timers.get(id));
  timers.delete(id);
  const before = toasts.length;
  toasts = toasts.filter((toast) => toast.id !== id);
  if (toasts.length !== before) emit();
}

/** The toasts on screen (stable reference between changes, for useSyncExternalStore). */
export function getToasts(): Toast[] {
  return toasts;
}

/** Subscribes to changes; returns the unsubscribe function. */
export function subscribeToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
