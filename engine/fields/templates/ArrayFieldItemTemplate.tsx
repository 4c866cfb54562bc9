import { getTemplate, getUiOptions, type ArrayFieldItemTemplateProps } from '@rjsf/utils';
import { createElement } from 'react';

/**
 * One item of a list: its fields and, beside them, the move / copy / remove buttons. The buttons template
 * is the one the field's uiSchema or the registry names (an existing component, rendered by createElement).
 */
export function ArrayFieldItemTemplate(props: ArrayFieldItemTemplateProps) {
  const { children, buttonsProps, hasToolbar, registry, uiSchema } = props;
  return (
    <div className="engine-form-array-item">
      <div className="engine-form-array-item-content">{children}</div>
      {hasToolbar ? (
        <div className="engine-form-array-item-buttons">
          {createElement(getTemplate('ArrayFieldItemButtonsTemplate', registry, getUiOptions(uiSchema)), buttonsProps)}
        </div>
      ) : null}
    </div>
  );
}
