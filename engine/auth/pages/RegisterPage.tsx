import { Link } from 'wouter';
import type { CustomComponentProps } from '../../core/screen';
import { useAppDefinition } from '../../ui/AppDefinitionContext';
import { AuthFrame } from './AuthFrame';
import { RegisterForm } from './RegisterForm';

/**
 * The registration route (custom component `register`, app.json `routes.register`): the new account's
 * form in the public frame with the provider's statement, and the way back to the app's login route.
 * The new account signs in at once and lands on the app's landing page.
 */
export default function RegisterPage({ definition, settings }: CustomComponentProps<'register'>) {
  const loginRoute = useAppDefinition().routes.login;
  return (
    <AuthFrame title={definition.title} brand={settings?.brand} tagline={settings?.tagline}>
      {settings?.intro ? <p className="auth-hint">{settings.intro}</p> : null}
      <RegisterForm />
      <p className="auth-switch-text">
        Já tem uma conta? <Link href={loginRoute}>Entrar</Link>
      </p>
    </AuthFrame>
  );
}
