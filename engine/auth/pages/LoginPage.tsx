import { useState } from 'react';
import { useSearch } from 'wouter';
import type { ScreenProps } from '../../app/registry';
import { returnPathFromSearch } from '../routeGuard';
import { AuthFrame } from './AuthFrame';
import type { AuthScreenDefinition } from './authSettings';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import { LoginForm } from './LoginForm';

/**
 * /login (custom component `login`): the sign-in form, or the forgot-password form behind the
 * "Esqueceu a senha?" / "Voltar" switch, in the public frame with the provider's statement. The safe
 * path remembered in the query (`?redirect=`) goes to the session with the sign-in.
 */
export default function LoginPage({ definition }: ScreenProps<AuthScreenDefinition>) {
  const [mode, setMode] = useState<'login' | 'forgot'>('login');
  const returnTo = returnPathFromSearch(useSearch());
  return (
    <AuthFrame title={definition.title} brand={definition.settings?.brand} tagline={definition.settings?.tagline}>
      {mode === 'login' ? (
        <LoginForm returnTo={returnTo} onForgotPassword={() => setMode('forgot')} />
      ) : (
        <ForgotPasswordForm onBack={() => setMode('login')} />
      )}
    </AuthFrame>
  );
}
