import { Button, Callout, FormGroup, H2, InputGroup } from '@blueprintjs/core';
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo, type FormEvent } from 'react';
import { forgotPasswordMachine } from '../machines/forgotPassword.machine';
import { AUTH_MESSAGES } from '../messages';
import { useNotifier } from '../../ui/notifier';
import { useAuthActors } from '../sessionContext';

/**
 * The forgot-password form: the account's e-mail and "Enviar". A value that does not look like an
 * e-mail is warned about and still sent; 200 shows "E-mail enviado com sucesso!", 400 the warning
 * notice "Usuário inválido" (through the session's notifier). "Voltar" returns to the sign-in form.
 */
export function ForgotPasswordForm(props: { onBack: () => void }) {
  const { requestPasswordReset } = useAuthActors();
  const notifier = useNotifier();
  const machine = useMemo(
    () => forgotPasswordMachine.provide({ actors: { requestPasswordReset }, actions: { notify: (_, notice) => void notifier.notify(notice) } }),
    [requestPasswordReset, notifier],
  );
  const actor = useActorRef(machine);
  const email = useSelector(actor, (snapshot) => snapshot.context.email);
  const error = useSelector(actor, (snapshot) => snapshot.context.error);
  const warning = useSelector(actor, (snapshot) => snapshot.context.warning);
  const busy = useSelector(actor, (snapshot) => snapshot.matches('submitting'));
  const sent = useSelector(actor, (snapshot) => snapshot.matches('success'));
  const note = error ?? warning;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'SUBMIT' });
  };

  return (
    <form className="auth-form" noValidate onSubmit={submit}>
      <H2 className="auth-subtitle">Recuperar senha</H2>
      <p className="auth-hint">Informe o e-mail da sua conta e enviaremos um link para você criar uma nova senha.</p>
      <FormGroup
        label="E-mail"
        labelFor="forgot-email"
        intent={error ? 'danger' : warning ? 'warning' : 'none'}
        helperText={note ? <span id="forgot-email-note">{note}</span> : undefined}
      >
        <InputGroup
          id="forgot-email"
          name="email"
          type="email"
          autoComplete="username"
          autoFocus
          size="large"
          value={email}
          onValueChange={(value) => actor.send({ type: 'CHANGE', value })}
          intent={error ? 'danger' : warning ? 'warning' : 'none'}
          readOnly={busy}
          required
          aria-required
          aria-invalid={error ? true : undefined}
          aria-describedby={note ? 'forgot-email-note' : undefined}
        />
      </FormGroup>
      <Button type="submit" intent="primary" size="large" fill disabled={busy} text={busy ? 'Carregando...' : 'Enviar'} />
      <div className="auth-switch">
        <Button variant="minimal" intent="primary" text="Voltar" onClick={props.onBack} />
      </div>
      <div aria-live="polite">
        {sent ? (
          <Callout intent="success" className="auth-message" role="status">
            {AUTH_MESSAGES.forgotSent}
          </Callout>
        ) : null}
      </div>
    </form>
  );
}
