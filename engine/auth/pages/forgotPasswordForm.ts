import { loadable } from '../../ui/loadable';

/**
 * The forgot-password form, in a chunk of its own: most visits to the sign-in page never open it, and the page's
 * first download is the one every user pays. Fetched when the pointer or the focus reaches its switch.
 */
export const forgotPasswordForm = loadable<{ onBack: () => void }>(() =>
  import('./ForgotPasswordForm').then((module) => ({ default: module.ForgotPasswordForm })),
);
