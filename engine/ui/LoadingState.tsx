import { Spinner } from '@blueprintjs/core';

/** The loading placeholder of the spec: a spinner and "Carregando...". */
export function LoadingState(props: { compact?: boolean }) {
  return (
    <div className="engine-loading" role="status" aria-live="polite">
      <Spinner size={props.compact ? 16 : 32} />
      <span>Carregando...</span>
    </div>
  );
}
