import { Button, type IconName } from '@blueprintjs/core';
import type React from 'react';
import { TranslatableString, type IconButtonProps, type SubmitButtonProps } from '@rjsf/utils';

function iconButton(icon: IconName, text: TranslatableString, intent: 'none' | 'danger' = 'none', showText = false) {
  function EngineIconButton(props: IconButtonProps) {
    const { registry, uiSchema: _uiSchema, icon: _icon, iconType: _iconType, className, disabled, onClick, id } = props;
    const label = registry.translateString(text);
    return (
      <Button
        id={id}
        className={className}
        icon={icon}
        intent={intent}
        variant={showText ? undefined : 'minimal'}
        text={showText ? label : undefined}
        aria-label={showText ? undefined : label}
        title={label}
        disabled={disabled}
        onClick={(event) => onClick?.(event as React.MouseEvent<HTMLButtonElement>)}
      />
    );
  }
  return EngineIconButton;
}

/** "Adicionar item" for lists and additional properties. */
export const AddButton = iconButton('add', TranslatableString.AddItemButton, 'none', true);
/** "Copiar" an item of a list. */
export const CopyButton = iconButton('duplicate', TranslatableString.CopyButton);
/** "Mover para baixo". */
export const MoveDownButton = iconButton('arrow-down', TranslatableString.MoveDownButton);
/** "Mover para cima". */
export const MoveUpButton = iconButton('arrow-up', TranslatableString.MoveUpButton);
/** "Remover" an item. */
export const RemoveButton = iconButton('trash', TranslatableString.RemoveButton, 'danger');
/** "Limpar campo". */
export const ClearButton = iconButton('cross', TranslatableString.ClearButton);

/** No submit button: the form screen and the form dialog render their own "Salvar" / action buttons. */
export function SubmitButton(_props: SubmitButtonProps) {
  return null;
}
