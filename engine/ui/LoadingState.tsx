import { Spinner } from '@blueprintjs/core';
import { useHeldFor } from './useHeldFor';

/**
 * The loading placeholder of the spec: a spinner and "Carregando...". With `afterMs`, it shows only once the wait
 * has lasted that long: a wait that is usually short (the app's start) draws nothing rather than a spinner that
 * flashes, and the page skips drawing it.
 */
export function LoadingState(props: { compact?: boolean; afterMs?: number }) {
  const delayed = props.afterMs !== undefined;
  const held = useHeldFor(delayed, props.afterMs ?? 0);
  if (delayed && !held) return null;
  return (
    <div className="engine-loading" role="status" aria-live="polite">
      <Spinner size={props.compact ? 16 : 32} />
      <span>Carregando...</span>
    </div>
  );
}
