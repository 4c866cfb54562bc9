import { createContext, useContext } from 'react';

/** Colour of a notice. */
export type NoticeIntent = 'success' | 'warning' | 'danger' | 'primary' | 'none';

/** A message for the user (a toast in the app). Machines ask for one through their `notify` action. */
export interface Notice {
  /** pt-BR text. */
  message: string;
  intent: NoticeIntent;
  /** Milliseconds it stays (6 s by default, as the spec says); 0 = until closed. */
  timeout?: number;
  /**
   * A notice with a key replaces the one on screen with the same key: a confirmation that repeats (every
   * saved preference) shows once, with its time restarted, instead of stacking.
   */
  key?: string;
  /** A button in the notice ("Desfazer"); pressing it also closes the notice. */
  action?: NoticeAction;
  /** Progress of a long run, 0 to 1 (a bar under the text). */
  progress?: number;
  /** Called when the user closes the notice with its own close button (not when it times out or is replaced). */
  onClose?(): void;
}

/** The button of a notice. */
export interface NoticeAction {
  label: string;
  onClick(): void;
}

/** One notice on screen. */
export interface Toast extends Required<Pick<Notice, 'message' | 'intent' | 'timeout'>>, Pick<Notice, 'key' | 'action' | 'progress' | 'onClose'> {
  id: number;
}

/** Default time a notice stays, in milliseconds. */
const DEFAULT_TOAST_TIMEOUT = 6000;
/** At most this many notices show at once; the oldest goes first. */
const MAX_TOASTS = 5;

/** The app's one notifier: what code calls to tell the user something, and what the toast host renders. */
export interface Notifier {
  /** Shows a notice; returns its id. */
  notify(notice: Notice): number;
  /** Hides one notice. */
  dismiss(id: number): void;
  /** The user closed a notice with its close button: its `onClose` runs, then it hides. */
  close(id: number): void;
  /** The user pressed a notice's button: its action runs, then it hides. */
  act(id: number): void;
  /** The notices on screen (a stable reference between changes, for useSyncExternalStore). */
  getToasts(): Toast[];
  /** Subscribes to changes; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
}

/** Creates a notifier (the app's root creates one; tests create their own). */
export function createNotifier(): Notifier {
  let toasts: Toast[] = [];
  let nextId = 1;
  const listeners = new Set<() => void>();
  const timers = new Map<number, ReturnType<typeof setTimeout>>();
  const emit = () => listeners.forEach((listener) => listener());
  const notifier: Notifier = {
    notify(notice) {
      const toast: Toast = { id: nextId++, message: notice.message, intent: notice.intent, timeout: notice.timeout ?? DEFAULT_TOAST_TIMEOUT };
      if (notice.action) toast.action = notice.action;
      if (notice.progress !== undefined) toast.progress = notice.progress;
      if (notice.onClose) toast.onClose = notice.onClose;
      if (notice.key !== undefined) {
        toast.key = notice.key;
        for (const replaced of toasts.filter((shown) => shown.key === notice.key)) {
          clearTimeout(timers.get(replaced.id));
          timers.delete(replaced.id);
        }
        toasts = toasts.filter((shown) => shown.key !== notice.key);
      }
      toasts = [...toasts, toast].slice(-MAX_TOASTS);
      if (listeners.size > 0) startTimer(toast);
      emit();
      return toast.id;
    },
    dismiss(id) {
      clearTimeout(timers.get(id));
      timers.delete(id);
      const before = toasts.length;
      toasts = toasts.filter((toast) => toast.id !== id);
      if (toasts.length !== before) emit();
    },
    close(id) {
      const toast = toasts.find((shown) => shown.id === id);
      notifier.dismiss(id);
      toast?.onClose?.();
    },
    act(id) {
      const toast = toasts.find((shown) => shown.id === id);
      notifier.dismiss(id);
      toast?.action?.onClick();
    },
    getToasts: () => toasts,
    subscribe(listener) {
      listeners.add(listener);
      // The notices raised before anything showed them (a refusal while a slow page was still loading the
      // shell) start their time now: a notice must not expire before anyone could read it.
      for (const toast of toasts) startTimer(toast);
      return () => listeners.delete(listener);
    },
  };
  function startTimer(toast: Toast) {
    if (toast.timeout > 0 && !timers.has(toast.id)) timers.set(toast.id, setTimeout(() => notifier.dismiss(toast.id), toast.timeout));
  }
  return notifier;
}

/** The notifier of the app (provided by the app's root). */
export const NotifierContext = createContext<Notifier | null>(null);

/** The app's notifier; throws outside a provider (a wiring bug, not a user error). */
export function useNotifier(): Notifier {
  const notifier = useContext(NotifierContext);
  if (!notifier) throw new Error('[engine] no notifier: wrap the app in <NotifierContext.Provider>');
  return notifier;
}
