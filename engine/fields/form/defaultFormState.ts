import type { Experimental_DefaultFormStateBehavior, RJSFSchema } from '@rjsf/utils';

/**
 * How rjsf fills a new record's arrays: a list of rows gets `minItems` blank rows to type in, but a set of
 * picks (`uniqueItems`, or items from a fixed list) starts empty — a blank pick is never a valid choice, and
 * it would block the save with an error on an item no one can see. The form and every caller of rjsf's
 * `getDefaultFormState` use this same behaviour.
 */
export const DEFAULT_FORM_STATE: Experimental_DefaultFormStateBehavior = {
  arrayMinItems: {
    computeSkipPopulate: (_validator: unknown, schema: RJSFSchema) => {
      const items = schema.items && typeof schema.items === 'object' && !Array.isArray(schema.items) ? (schema.items as RJSFSchema) : undefined;
      return schema.uniqueItems === true || Array.isArray(items?.enum) || Array.isArray(items?.oneOf);
    },
  },
};
