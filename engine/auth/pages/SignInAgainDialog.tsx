import { Button, Dialog, DialogBody } from '@blueprintjs/core';
import { useSessionActor } from '../sessionContext';
import { SignInForms } from './SignInForms';
import './auth.css';

/** The texts of the dialog (the form inside keeps the login route's own). */
const TEXTS = {
  title: 'Sua sessão expirou',
  intro: 'Entre novamente para continuar. O que você digitou continua na tela e será salvo assim que você entrar.',
  otherUser: 'Se entrar com outra conta, nada será salvo: o rascunho fica guardado para esta conta.',
  leave: 'Sair',
} as const;

/**
 * Shown over the screen while the session waits for a sign-in after a save met an expired token: the
 * login route's own form (same fields, texts and rules, and its forgot-password switch), never a second
 * copy. Signing in hands the result to the session, which decides whether the held save is retried.
 * It cannot be dismissed: the one way out without signing in is "Sair" (the ordinary logout).
 */
export default function SignInAgainDialog() {
  const session = useSessionActor();
  return (
    <Dialog isOpen title={TEXTS.title} isCloseButtonShown={false} canEscapeKeyClose={false} canOutsideClickClose={false} className="auth-sign-in-again">
      <DialogBody>
        <p>{TEXTS.intro}</p>
        <p>{TEXTS.otherUser}</p>
        <SignInForms returnTo={null} />
        <div className="auth-switch">
          <Button variant="minimal" text={TEXTS.leave} icon="log-out" onClick={() => session.send({ type: 'LOGOUT' })} />
        </div>
      </DialogBody>
    </Dialog>
  );
}
