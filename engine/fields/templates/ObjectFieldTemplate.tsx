import { buttonId, canExpand, descriptionId, getTemplate, getUiOptions, titleId, type ObjectFieldTemplateProps } from '@rjsf/utils';

/**
 * An object's fields on a 12-column grid (each field spans its `ui:options.width`). The root object
 * shows no title: the screen or dialog already does.
 */
export function ObjectFieldTemplate(props: ObjectFieldTemplateProps) {
  const { title, description, properties, fieldPathId, registry, schema, uiSchema, formData, required, disabled, readonly, onAddProperty, optionalDataControl } = props;
  const uiOptions = getUiOptions(uiSchema);
  const TitleFieldTemplate = getTemplate('TitleFieldTemplate', registry, uiOptions);
  const DescriptionFieldTemplate = getTemplate('DescriptionFieldTemplate', registry, uiOptions);
  const { AddButton } = registry.templates.ButtonTemplates;
  const isRoot = fieldPathId.path.length === 0;
  const shownTitle = uiOptions.title ?? title;
  return (
    <div className="engine-form-object" id={isRoot ? undefined : fieldPathId.$id}>
      {!isRoot && shownTitle ? (
        <TitleFieldTemplate id={titleId(fieldPathId)} title={shownTitle} required={required} schema={schema} uiSchema={uiSchema} registry={registry} optionalDataControl={optionalDataControl} />
      ) : null}
      {!isRoot && (uiOptions.description ?? description) ? (
        <DescriptionFieldTemplate id={descriptionId(fieldPathId)} description={(uiOptions.description ?? description) as string} schema={schema} uiSchema={uiSchema} registry={registry} />
      ) : null}
      <div className="engine-form-grid">{properties.filter((property) => !property.hidden).map((property) => property.content)}</div>
      {properties.filter((property) => property.hidden).map((property) => property.content)}
      {canExpand(schema, uiSchema, formData) ? (
        <AddButton id={buttonId(fieldPathId, 'add')} onClick={onAddProperty} disabled={disabled || readonly} uiSchema={uiSchema} registry={registry} />
      ) : null}
    </div>
  );
}
