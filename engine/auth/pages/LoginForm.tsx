import { Button, Callout, FormGroup, InputGroup } from '@blueprintjs/core';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, type FormEvent } from 'react';
import { Link } from 'wouter';
import { loginMachine, type LoginField } from '../machines/login.machine';
import { useAuthActors, useSessionActor } from '../sessionContext';

const LOADING_TEXT = 'Carregando...';

/**
 * The sign-in form: e-mail and password, "Entrar" (disabled and reading "Carregando..." while the
 * call runs), "Dados incorretos." under the form after a failure, the switch to the
 * forgot-password form and, when the app has one, the link to the registration page. Success hands the result to the session, which stores it and navigates.
 */
export function LoginForm(props: {
  /** The safe path remembered in the login route's query, or null. */
  returnTo: string | null;
  /** Shows the forgot-password form. */
  onForgotPassword: () => void;
  /** The pointer or the focus reached the forgot-password switch (its form may be fetched ahead). */
  onForgotPasswordNear?: () => void;
  /** The app's registration route (app.json `routes.register`); without it no "Criar conta" link shows. */
  registerRoute?: string;
}) {
  const { authenticate } = useAuthActors();
  const session = useSessionActor();
  const machine = useMemo(() => loginMachine.provide({ actors: { authenticate } }), [authenticate]);
  const actor = useActorRef(machine);
  const values = useSelector(actor, (snapshot) => snapshot.context.values);
  const errors = useSelector(actor, (snapshot) => snapshot.context.errors);
  const failure = useSelector(actor, (snapshot) => snapshot.context.failure);
  const busy = useSelector(actor, (snapshot) => snapshot.matches('submitting') || snapshot.matches('success'));
  const { returnTo } = props;

  useEffect(() => {
    const subscription = actor.on('signedIn', ({ result }) => session.send({ type: 'LOGGED_IN', result, returnTo }));
    return () => subscription.unsubscribe();
  }, [actor, session, returnTo]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'SUBMIT' });
  };
  const field = (name: LoginField) => ({
    value: values[name],
    onValueChange: (value: string) => actor.send({ type: 'CHANGE', field: name, value }),
    intent: errors[name] ? ('danger' as const) : ('none' as const),
    readOnly: busy,
    required: true,
    'aria-required': true,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `login-${name}-error` : undefined,
  });

  return (
    <form className="auth-form" noValidate onSubmit={submit}>
      <FormGroup
        label="E-mail"
        labelFor="login-email"
        intent={errors.email ? 'danger' : 'none'}
        helperText={errors.email ? <span id="login-email-error">{errors.email}</span> : undefined}
      >
        <InputGroup id="login-email" name="email" type="email" autoComplete="username" autoFocus size="large" {...field('email')} />
      </FormGroup>
      <FormGroup
        label="Senha"
        labelFor="login-password"
        intent={errors.password ? 'danger' : 'none'}
        helperText={errors.password ? <span id="login-password-error">{errors.password}</span> : undefined}
      >
        <InputGroup id="login-password" name="password" type="password" autoComplete="current-password" size="large" {...field('password')} />
      </FormGroup>
      <Button type="submit" intent="primary" size="large" fill disabled={busy} text={busy ? LOADING_TEXT : 'Entrar'} />
      <div className="auth-switch">
        <Button
          variant="minimal"
          intent="primary"
          text="Esqueceu a senha?"
          onClick={props.onForgotPassword}
          onPointerEnter={props.onForgotPasswordNear}
          onFocus={props.onForgotPasswordNear}
        />
      </div>
      {props.registerRoute ? (
        <p className="auth-switch-text">
          Não tem uma conta? <Link href={props.registerRoute}>Criar conta</Link>
        </p>
      ) : null}
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
