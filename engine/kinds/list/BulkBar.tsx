import { Button, type IconName, type Intent } from '@blueprintjs/core';
import type { BulkKind } from './useBulkActions';

/** The button of each bulk action. */
const BUTTONS: Record<BulkKind, { text: string; icon: IconName; intent?: Intent }> = {
  remove: { text: 'Remover selecionados', icon: 'trash', intent: 'danger' },
  activate: { text: 'Ativar', icon: 'tick-circle' },
  deactivate: { text: 'Desativar', icon: 'disable' },
  export: { text: 'Exportar selecionados', icon: 'export' },
};

/** Over a list's table while rows are selected: how many, and what can be done to them. */
export function BulkBar(props: { count: number; kinds: readonly BulkKind[]; busy: boolean; onRun(kind: BulkKind): void; onClear(): void }) {
  return (
    <div className="engine-bulk-bar" role="region" aria-label="Ações em lote">
      <span className="engine-bulk-count" role="status">
        {props.count === 1 ? '1 selecionado' : `${props.count} selecionados`}
      </span>
      {props.kinds.map((kind) => (
        <Button key={kind} size="small" {...BUTTONS[kind]} disabled={props.busy} onClick={() => props.onRun(kind)} />
      ))}
      <Button size="small" variant="minimal" icon="cross" text="Limpar seleção" onClick={props.onClear} />
    </div>
  );
}
