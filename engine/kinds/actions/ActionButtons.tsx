import { Button, ButtonGroup } from '@blueprintjs/core';
import type { ActionSpec } from '../../core/definition/runtime';
import { actionName } from './actionName';
import type { ActionsController } from './useActions';

/** From this many buttons on a table row, they show as icons. */
const ICONS_ONLY_FROM = 3;

/** The buttons of the actions a user may press for one row or record. */
export function ActionButtons(props: {
  actions: readonly ActionSpec[] | undefined;
  context: Record<string, unknown>;
  controller: ActionsController;
  /**
   * Small icon-first buttons for table rows, each named with its row's record ("Editar cupom INDICACAO25"):
   * a page has one per row. A screen's own buttons are about the one record on screen and keep their label.
   */
  compact?: boolean;
}) {
  const actions = props.controller.visible(props.actions, props.context);
  if (actions.length === 0) return null;
  // Three or more buttons on a row show their icons alone (the label is their name and tooltip): with their
  // texts they would take a third of the table.
  const iconsOnly = Boolean(props.compact) && actions.length >= ICONS_ONLY_FROM && actions.every((action) => action.icon);
  return (
    <ButtonGroup variant={props.compact ? 'minimal' : undefined} size={props.compact ? 'small' : undefined}>
      {actions.map((action) => (
        <Button
          key={action.label}
          icon={action.icon as never}
          intent={action.intent ?? (action.kind === 'link' ? 'none' : action.intent)}
          text={iconsOnly ? undefined : action.label}
          title={iconsOnly ? action.label : undefined}
          aria-label={props.compact ? (actionName(action, props.context) ?? (iconsOnly ? action.label : undefined)) : undefined}
          onClick={() => props.controller.run(action, props.context)}
        />
      ))}
    </ButtonGroup>
  );
}
