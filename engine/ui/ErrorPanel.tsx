import { Button, Icon, NonIdealState } from '@blueprintjs/core';

/** A pt-BR error state with a retry button, used by every screen and widget that loads data. */
export function ErrorPanel(props: { title?: string; message: string; onRetry?: () => void; compact?: boolean }) {
  return (
    <div role="alert" className="engine-error-panel">
      <NonIdealState
        icon={<Icon icon="error" size={props.compact ? 24 : 48} intent="danger" />}
        title={props.title ?? 'Não foi possível carregar os dados'}
        description={props.message}
        action={props.onRetry ? <Button icon="refresh" text="Tentar novamente" onClick={props.onRetry} /> : undefined}
      />
    </div>
  );
}
