import { Button, Callout, Checkbox, FormGroup, InputGroup } from '@blueprintjs/core';
import { useActorRef, useSelector } from '@xstate/react';
import { useLayoutEffect, useMemo, useRef, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import { resetPasswordMachine, type ResetField } from '../machines/resetPassword.machine';
import { AUTH_MESSAGES } from '../messages';
import { useAuthActors } from '../sessionContext';
import { useAppDefinition } from '../../ui/AppDefinitionContext';

const LABELS: Record<ResetField, string> = { password: 'Nova senha', confirmation: 'Confirmar senha' };

/**
 * The new-password form of the reset page: new password and confirmation with a visibility switch and
 * the password rule. After the call, whatever its answer, the page moves to the app's login route 2 s later.
 */
export function ResetPasswordForm(props: { email: string; token: string }) {
  const { resetPassword } = useAuthActors();
  const loginRoute = useAppDefinition().routes.login;
  const [, setLocation] = useLocation();
  // The action is bound once; the ref follows the router's latest setter.
  const setLocationRef = useRef(setLocation);
  useLayoutEffect(() => {
    setLocationRef.current = setLocation;
  });
  const machine = useMemo(
    () =>
      // eslint-disable-next-line react-hooks/refs -- latest-callback ref: the navigate action reads it when the machine runs it (2 s after the call), never during render
      resetPasswordMachine.provide({
        actors: { resetPassword },
        actions: { navigate: (_, { to }) => setLocationRef.current(to, { replace: true }) },
      }),
    [resetPassword],
  );
  const actor = useActorRef(machine, { input: { email: props.email, token: props.token, loginRoute } });
  const values = useSelector(actor, (snapshot) => snapshot.context.values);
  const errors = useSelector(actor, (snapshot) => snapshot.context.errors);
  const visible = useSelector(actor, (snapshot) => snapshot.context.visible);
  const busy = useSelector(actor, (snapshot) => snapshot.matches('submitting'));
  const succeeded = useSelector(actor, (snapshot) => snapshot.matches('succeeded'));
  const finished = useSelector(actor, (snapshot) => snapshot.matches('succeeded') || snapshot.matches('failed') || snapshot.status === 'done');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'SUBMIT' });
  };
  const field = (name: ResetField, autoComplete: string) => (
    <FormGroup
      label={LABELS[name]}
      labelFor={`reset-${name}`}
      intent={errors[name] ? 'danger' : 'none'}
      helperText={errors[name] ? <span id={`reset-${name}-error`}>{errors[name]}</span> : undefined}
    >
      <InputGroup
        id={`reset-${name}`}
        name={name}
        type={visible ? 'text' : 'password'}
        autoComplete={autoComplete}
        size="large"
        value={values[name]}
        onValueChange={(value) => actor.send({ type: 'CHANGE', field: name, value })}
        intent={errors[name] ? 'danger' : 'none'}
        readOnly={busy || finished}
        required
        aria-required
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={[errors[name] ? `reset-${name}-error` : '', name === 'password' ? 'reset-rule' : ''].filter(Boolean).join(' ') || undefined}
      />
    </FormGroup>
  );

  return (
    <form className="auth-form" noValidate onSubmit={submit}>
      <p className="auth-hint">
        Crie uma nova senha para <strong>{props.email}</strong>.
      </p>
      {field('password', 'new-password')}
      <p id="reset-rule" className="auth-rule">
        Use no mínimo 8 caracteres, apenas letras e números, com pelo menos 1 letra maiúscula, 1 minúscula e 1 número.
      </p>
      {field('confirmation', 'new-password')}
      <Checkbox
        className="auth-visibility"
        label="Mostrar senhas"
        checked={visible}
        onChange={() => actor.send({ type: 'TOGGLE_VISIBILITY' })}
      />
      <Button
        type="submit"
        intent="primary"
        size="large"
        fill
        disabled={busy || finished}
        text={busy ? 'Carregando...' : 'Alterar senha'}
      />
      <div aria-live="polite">
        {succeeded ? (
          <Callout intent="success" className="auth-message" role="status">
            {AUTH_MESSAGES.resetDone}
          </Callout>
        ) : null}
        {finished ? <p className="auth-hint">Você será levado à página de acesso em instantes.</p> : null}
      </div>
    </form>
  );
}
