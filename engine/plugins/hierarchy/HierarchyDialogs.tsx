import type { HierarchyLevel } from '../../core/generated';
import type { RowsCallSpec } from '../../core/definition/runtime';
import { AliasDialog } from './AliasDialog';
import { HIERARCHY_BROWSER_TEXTS as T } from './hierarchyBrowserTexts';
import { MoveDialog } from './MoveDialog';
import { NameDialog } from './NameDialog';
import { RemoveDialog } from './RemoveDialog';
import type { HierarchyActionsController } from './useHierarchyActions';

/** The dialog of the pending hierarchy action (each mounts fresh, so it starts from the node's values). */
export function HierarchyDialogs(props: { actions: HierarchyActionsController; levels: readonly HierarchyLevel[]; search: RowsCallSpec | undefined }) {
  const { actions } = props;
  const dialog = actions.dialog;
  if (!dialog) return null;
  const common = { isOpen: true, isBusy: actions.isBusy, error: actions.error, onClose: actions.closeDialog };
  switch (dialog.kind) {
    case 'create':
      return <NameDialog {...common} title={T.createTitle(dialog.level.newLabel, dialog.parent?.name ?? null)} initialName="" onSubmit={(name) => void actions.create(name)} />;
    case 'rename':
      return <NameDialog {...common} title={T.renameTitle(dialog.node.name)} initialName={dialog.node.name} onSubmit={(name) => void actions.rename(name)} />;
    case 'alias':
      return <AliasDialog {...common} name={dialog.node.name} initialAliases={dialog.node.aliases} onSubmit={(aliases) => void actions.saveAliases(aliases)} />;
    case 'move':
      return <MoveDialog {...common} node={dialog.node} levels={props.levels} search={props.search} onSubmit={(target) => void actions.move(target)} />;
    case 'remove':
      return <RemoveDialog {...common} node={dialog.node} refusal={actions.removeRefusal(dialog.node)} onConfirm={() => void actions.remove()} />;
  }
}
