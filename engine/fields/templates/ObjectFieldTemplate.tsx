import { buttonId, canExpand, descriptionId, getTemplate, getUiOptions, titleId, type ObjectFieldTemplateProps } from '@rjsf/utils';
import { createElement } from 'react';

/**
 * An object's fields on a 12-column grid (each field spans its `ui:options.width`). The root object
 * shows no title: the screen or dialog already does. The title and description templates are the ones the
 * field's uiSchema or the registry names (existing components, rendered by createElement).
 */
export function ObjectFieldTemplate(props: ObjectFieldTemplateProps) {
  const { title, description, properties, fieldPathId, registry, schema, uiSchema, formData, required, disabled, readonly, onAddProperty, optionalDataControl } = props;
  const uiOptions = getUiOptions(uiSchema);
  const { AddButton } = registry.templates.ButtonTemplates;
  const isRoot = fieldPathId.path.length === 0;
  const shownTitle = uiOptions.title ?? title;
  const shownDescription = uiOptions.description ?? description;
  return (
    <div className="engine-form-object" id={isRoot ? undefined : fieldPathId.$id}>
      {!isRoot && shownTitle
        ? createElement(getTemplate('TitleFieldTemplate', registry, uiOptions), {
            id: titleId(fieldPathId), title: shownTitle, required, schema, uiSchema, registry, optionalDataControl,
          })
        : null}
      {!isRoot && shownDescription
        ? createElement(getTemplate('DescriptionFieldTemplate', registry, uiOptions), {
            id: descriptionId(fieldPathId), description: shownDescription as string, schema, uiSchema, registry,
          })
        : null}
      <div className="engine-form-grid">{properties.filter((property) => !property.hidden).map((property) => property.content)}</div>
      {properties.filter((property) => property.hidden).map((property) => property.content)}
      {canExpand(schema, uiSchema, formData) ? (
        <AddButton id={buttonId(fieldPathId, 'add')} onClick={onAddProperty} disabled={disabled || readonly} uiSchema={uiSchema} registry={registry} />
      ) : null}
    </div>
  );
}
