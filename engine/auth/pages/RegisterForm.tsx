import { Button, Callout, FormGroup, InputGroup } from '@blueprintjs/core';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, type FormEvent } from 'react';
import { registerMachine } from '../machines/register.machine';
import { useAuthActors, useSessionActor } from '../sessionContext';
import type { RegistrationField } from '../validation';

const LABELS: Record<RegistrationField, string> = { name: 'Nome', email: 'E-mail', password: 'Senha', confirmation: 'Confirmar senha' };
const INPUTS: Record<RegistrationField, { type: string; autoComplete: string }> = {
  name: { type: 'text', autoComplete: 'name' },
  email: { type: 'email', autoComplete: 'email' },
  password: { type: 'password', autoComplete: 'new-password' },
  confirmation: { type: 'password', autoComplete: 'new-password' },
};
const FIELDS: readonly RegistrationField[] = ['name', 'email', 'password', 'confirmation'];

/**
 * The registration form: name, e-mail, password and confirmation with the spec's messages under each
 * field, "Criar conta" (disabled and reading "Carregando..." while the call runs), and the server's
 * refusal under the form. Success hands the new account's sign-in to the session, which stores it and
 * goes to the landing page.
 */
export function RegisterForm() {
  const { register } = useAuthActors();
  const session = useSessionActor();
  const machine = useMemo(() => registerMachine.provide({ actors: { register } }), [register]);
  const actor = useActorRef(machine);
  const values = useSelector(actor, (snapshot) => snapshot.context.values);
  const errors = useSelector(actor, (snapshot) => snapshot.context.errors);
  const failure = useSelector(actor, (snapshot) => snapshot.context.failure);
  const busy = useSelector(actor, (snapshot) => snapshot.matches('submitting') || snapshot.matches('success'));

  useEffect(() => {
    const subscription = actor.on('signedIn', ({ result }) => session.send({ type: 'LOGGED_IN', result }));
    return () => subscription.unsubscribe();
  }, [actor, session]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'SUBMIT' });
  };
  const describedBy = (name: RegistrationField) =>
    [errors[name] ? `register-${name}-error` : '', name === 'password' ? 'register-rule' : ''].filter(Boolean).join(' ') || undefined;

  return (
    <form className="auth-form" noValidate onSubmit={submit}>
      {FIELDS.map((name) => (
        <div key={name}>
          <FormGroup
            label={LABELS[name]}
            labelFor={`register-${name}`}
            intent={errors[name] ? 'danger' : 'none'}
            helperText={errors[name] ? <span id={`register-${name}-error`}>{errors[name]}</span> : undefined}
          >
            <InputGroup
              id={`register-${name}`}
              name={name}
              type={INPUTS[name].type}
              autoComplete={INPUTS[name].autoComplete}
              autoFocus={name === 'name'}
              size="large"
              value={values[name]}
              onValueChange={(value) => actor.send({ type: 'CHANGE', field: name, value })}
              intent={errors[name] ? 'danger' : 'none'}
              readOnly={busy}
              required
              aria-required
              aria-invalid={errors[name] ? true : undefined}
              aria-describedby={describedBy(name)}
            />
          </FormGroup>
          {name === 'password' ? (
            <p id="register-rule" className="auth-rule">
              Use no mínimo 8 caracteres, apenas letras e números, com pelo menos 1 letra maiúscula, 1 minúscula e 1 número.
            </p>
          ) : null}
        </div>
      ))}
      <Button type="submit" intent="primary" size="large" fill disabled={busy} text={busy ? 'Carregando...' : 'Criar conta'} />
      <div aria-live="assertive">
        {failure ? (
          <Callout intent="danger" className="auth-message" role="alert">
            {failure}
          </Callout>
        ) : null}
      </div>
    </form>
  );
}
