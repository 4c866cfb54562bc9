/**
 * A message for the user that a machine asks its host to show (the `notify` action of the
 * forgot-password and layout machines). Machines name the notice; the host decides how it shows
 * (the app's toaster), so no machine imports the toaster.
 */
export interface Notice {
  /** pt-BR text. */
  message: string;
  /** Colour of the notice. */
  intent: 'success' | 'warning' | 'danger' | 'primary' | 'none';
  /** Milliseconds it stays; absent = the host's default. */
  timeout?: number;
}

/** Shows a notice (the SessionProvider's `notify`, a toast in the app). */
export type Notify = (notice: Notice) => void;
