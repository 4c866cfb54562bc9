import { Classes, H1, Icon } from '@blueprintjs/core';
import { useEffect } from 'react';
import { Link } from 'wouter';
import { useSession } from '../../auth/SessionProvider';
import { useAppDefinition } from '../../ui/AppDefinitionContext';

/** "Página não encontrada" for unknown routes and menu routes whose screen does not exist yet. */
export function NotFoundPage() {
  const session = useSession();
  const defaultLanding = useAppDefinition().landing.default;
  const landing = (session.status === 'authenticated' ? session.landing : null) || defaultLanding;
  useEffect(() => {
    document.title = 'Página não encontrada · Back-office';
  }, []);
  return (
    <div className={`${Classes.NON_IDEAL_STATE} shell-not-found`}>
      <div className={Classes.NON_IDEAL_STATE_VISUAL}>
        <Icon icon="search" size={48} />
      </div>
      <div className={Classes.NON_IDEAL_STATE_TEXT}>
        <H1 className="shell-not-found-title">Página não encontrada</H1>
        <p>O endereço não existe ou esta tela ainda não está disponível.</p>
      </div>
      <Link href={landing} className={`${Classes.BUTTON} ${Classes.INTENT_PRIMARY}`}>
        <span className={Classes.BUTTON_TEXT}>Voltar para o início</span>
      </Link>
    </div>
  );
}
