import { buttonId, getTemplate, getUiOptions, type ArrayFieldTemplateProps } from '@rjsf/utils';

/** A list of items (title, description, one row per item, and the "Adicionar item" button). */
export function ArrayFieldTemplate(props: ArrayFieldTemplateProps) {
  const { canAdd, disabled, readonly, fieldPathId, uiSchema, items, optionalDataControl, onAddClick, registry, required, schema, title } = props;
  const uiOptions = getUiOptions(uiSchema);
  const ArrayFieldTitleTemplate = getTemplate('ArrayFieldTitleTemplate', registry, uiOptions);
  const ArrayFieldDescriptionTemplate = getTemplate('ArrayFieldDescriptionTemplate', registry, uiOptions);
  const { AddButton } = registry.templates.ButtonTemplates;
  return (
    <fieldset className="engine-form-array" id={fieldPathId.$id}>
      <ArrayFieldTitleTemplate fieldPathId={fieldPathId} title={uiOptions.title || title} required={required} schema={schema} uiSchema={uiSchema} registry={registry} optionalDataControl={optionalDataControl} />
      <ArrayFieldDescriptionTemplate fieldPathId={fieldPathId} description={uiOptions.description || schema.description} schema={schema} uiSchema={uiSchema} registry={registry} />
      <div className="engine-form-array-items">{items}</div>
      {canAdd ? (
        <AddButton id={buttonId(fieldPathId, 'add')} onClick={onAddClick} disabled={disabled || readonly} uiSchema={uiSchema} registry={registry} />
      ) : null}
    </fieldset>
  );
}
