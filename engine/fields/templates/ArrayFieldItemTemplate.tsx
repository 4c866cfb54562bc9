import { getTemplate, getUiOptions, type ArrayFieldItemTemplateProps } from '@rjsf/utils';

/** One item of a list: its fields and, beside them, the move / copy / remove buttons. */
export function ArrayFieldItemTemplate(props: ArrayFieldItemTemplateProps) {
  const { children, buttonsProps, hasToolbar, registry, uiSchema } = props;
  const ArrayFieldItemButtonsTemplate = getTemplate('ArrayFieldItemButtonsTemplate', registry, getUiOptions(uiSchema));
  return (
    <div className="engine-form-array-item">
      <div className="engine-form-array-item-content">{children}</div>
      {hasToolbar ? (
        <div className="engine-form-array-item-buttons">
          <ArrayFieldItemButtonsTemplate {...buttonsProps} />
        </div>
      ) : null}
    </div>
  );
}
