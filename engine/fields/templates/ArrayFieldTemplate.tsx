import { buttonId, getTemplate, getUiOptions, type ArrayFieldTemplateProps } from '@rjsf/utils';
import { createElement } from 'react';

/**
 * A list of items (title, description, one row per item, and the "Adicionar item" button). The title and
 * description templates are the ones the field's uiSchema or the registry names (existing components,
 * rendered by createElement).
 */
export function ArrayFieldTemplate(props: ArrayFieldTemplateProps) {
  const { canAdd, disabled, readonly, fieldPathId, uiSchema, items, optionalDataControl, onAddClick, registry, required, schema, title } = props;
  const uiOptions = getUiOptions(uiSchema);
  const { AddButton } = registry.templates.ButtonTemplates;
  return (
    <fieldset className="engine-form-array" id={fieldPathId.$id}>
      {createElement(getTemplate('ArrayFieldTitleTemplate', registry, uiOptions), {
        fieldPathId, title: uiOptions.title || title, required, schema, uiSchema, registry, optionalDataControl,
      })}
      {createElement(getTemplate('ArrayFieldDescriptionTemplate', registry, uiOptions), {
        fieldPathId, description: uiOptions.description || schema.description, schema, uiSchema, registry,
      })}
      <div className="engine-form-array-items">{items}</div>
      {canAdd ? (
        <AddButton id={buttonId(fieldPathId, 'add')} onClick={onAddClick} disabled={disabled || readonly} uiSchema={uiSchema} registry={registry} />
      ) : null}
    </fieldset>
  );
}
