import { Icon, NonIdealState } from '@blueprintjs/core';

/** What a list or table shows when there is nothing to show. */
export function EmptyState(props: { text?: string; hint?: string }) {
  return (
    <NonIdealState
      className="engine-empty"
      icon={<Icon icon="inbox" size={40} />}
      title={props.text ?? 'Nenhum registro encontrado.'}
      description={props.hint}
    />
  );
}
