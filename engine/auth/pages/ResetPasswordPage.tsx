import { Callout } from '@blueprintjs/core';
import { Link, useSearch } from 'wouter';
import { hasResetLink } from '../machines/resetPassword.machine';
import type { CustomComponentProps } from '../../core/screen';
import { useAppDefinition } from '../../ui/AppDefinitionContext';
import { AuthFrame } from './AuthFrame';
import { ResetPasswordForm } from './ResetPasswordForm';

/**
 * /reset-pass?email=…&token=… (custom component `resetPassword`): the new-password form for the
 * e-mail and token of the link, or, when either is missing, an explanation and a way back to the
 * app's login route.
 */
export default function ResetPasswordPage({ definition, settings }: CustomComponentProps<'resetPassword'>) {
  const query = new URLSearchParams(useSearch());
  const email = query.get('email')?.trim() ?? '';
  const token = query.get('token')?.trim() ?? '';
  const loginRoute = useAppDefinition().routes.login;
  return (
    <AuthFrame title={definition.title} brand={settings?.brand} tagline={settings?.tagline}>
      {hasResetLink({ email, token }) ? (
        <ResetPasswordForm email={email} token={token} />
      ) : (
        <div className="auth-form">
          <Callout intent="warning" role="alert" className="auth-message" title="Link incompleto">
            Este link de redefinição de senha não traz o e-mail ou o código de verificação. Abra o link completo que
            enviamos por e-mail ou peça um novo em “Esqueceu a senha?”.
          </Callout>
          <Link href={loginRoute} className="auth-back-link">
            Voltar para a página de acesso
          </Link>
        </div>
      )}
    </AuthFrame>
  );
}
