import { Button, ButtonGroup } from '@blueprintjs/core';
import type { ActionSpec } from '../../core/definition/runtime';
import { actionName } from './actionName';
import type { ActionsController } from './useActions';

/** The buttons of the actions a user may press for one row or record. */
export function ActionButtons(props: {
  actions: readonly ActionSpec[] | undefined;
  context: Record<string, unknown>;
  controller: ActionsController;
  /** Small icon-first buttons for table rows. */
  compact?: boolean;
}) {
  const actions = props.controller.visible(props.actions, props.context);
  if (actions.length === 0) return null;
  return (
    <ButtonGroup variant={props.compact ? 'minimal' : undefined} size={props.compact ? 'small' : undefined}>
      {actions.map((action) => (
        <Button
          key={action.label}
          icon={action.icon as never}
          intent={action.intent ?? (action.kind === 'link' ? 'none' : action.intent)}
          text={action.label}
          aria-label={actionName(action, props.context)}
          onClick={() => props.controller.run(action, props.context)}
        />
      ))}
    </ButtonGroup>
  );
}
