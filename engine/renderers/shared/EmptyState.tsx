import { NonIdealState } from '@blueprintjs/core';
import { Inbox } from '@blueprintjs/icons';

/** What a list or table shows when there is nothing to show. */
export function EmptyState(props: { text?: string; hint?: string }) {
  return (
    <NonIdealState
      className="engine-empty"
      icon={<Inbox size={40} />}
      title={props.text ?? 'Nenhum registro encontrado.'}
      description={props.hint}
    />
  );
}
