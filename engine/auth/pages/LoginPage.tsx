import { useSearch } from 'wouter';
import type { CustomComponentProps } from '../../core/screen';
import { useAppDefinition } from '../../ui/AppDefinitionContext';
import { returnPathFromSearch } from '../routeGuard';
import { AuthFrame } from './AuthFrame';
import { SignInForms } from './SignInForms';

/**
 * The login route (custom component `login`): the sign-in form, or the forgot-password form behind the
 * "Esqueceu a senha?" / "Voltar" switch, in the public frame with the provider's statement, and the
 * "Criar conta" link when the app has a registration route. The safe path remembered in the query
 * (`?redirect=`) goes to the session with the sign-in.
 */
export default function LoginPage({ definition, settings }: CustomComponentProps<'login'>) {
  const routes = useAppDefinition().routes;
  const returnTo = returnPathFromSearch(useSearch(), routes.login);
  return (
    <AuthFrame title={definition.title} brand={settings?.brand} tagline={settings?.tagline}>
      <SignInForms returnTo={returnTo} registerRoute={routes.register} />
    </AuthFrame>
  );
}
