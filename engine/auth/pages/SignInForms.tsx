import { useState } from 'react';
import { LoadableSlot } from '../../ui/LoadableSlot';
import { LoadingState } from '../../ui/LoadingState';
import { forgotPasswordForm } from './forgotPasswordForm';
import { LoginForm } from './LoginForm';

/**
 * The sign-in form, or the forgot-password form behind its "Esqueceu a senha?" / "Voltar" switch: the login
 * route's and the sign-in-again dialog's one pair of forms.
 */
export function SignInForms(props: {
  /** The safe path remembered in the login route's query, or null. */
  returnTo: string | null;
  /** The app's registration route; without it no "Criar conta" link shows. */
  registerRoute?: string;
}) {
  const [mode, setMode] = useState<'login' | 'forgot'>('login');
  return mode === 'login' ? (
    <LoginForm
      returnTo={props.returnTo}
      registerRoute={props.registerRoute}
      onForgotPassword={() => setMode('forgot')}
      onForgotPasswordNear={() => void forgotPasswordForm.load().catch(() => undefined)}
    />
  ) : (
    <LoadableSlot target={forgotPasswordForm} props={{ onBack: () => setMode('login') }} fallback={<LoadingState compact />} />
  );
}
