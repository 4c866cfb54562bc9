/**
 * A cross-field rule any form can use from its uiSchema: a field that must repeat another one (a password
 * confirmation, a repeated e-mail). JSON Schema cannot say "equal to that sibling" without `$data`, which the
 * definitions refuse, so the rule lives in the uiSchema and the engine's validator applies it:
 *
 * ```json
 * "confirmacaoSenha": { "ui:widget": "password", "ui:options": { "sameAs": "novaSenha", "sameAsMessage": "As senhas não são iguais" } }
 * ```
 *
 * `sameAs` names a sibling property (same object); `sameAsMessage` is the pt-BR text shown under the field
 * (default VALIDATION_MESSAGES.mismatch). An empty field is left to `required`.
 */
import type { FormValidation, UiSchema } from '@rjsf/utils';
import { VALIDATION_MESSAGES } from '../../core/i18n/messages';

interface SameAsOptions {
  sameAs?: unknown;
  sameAsMessage?: unknown;
}

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || value === '';
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Adds an error to every field whose `ui:options.sameAs` sibling holds a different value, walking nested
 * objects of the uiSchema. `errors` is rjsf's error tree for the same level as `formData`.
 */
export function checkSameAs(uiSchema: UiSchema | undefined, formData: unknown, errors: FormValidation): void {
  if (!isObject(uiSchema) || !isObject(formData)) return;
  for (const [name, fieldUi] of Object.entries(uiSchema)) {
    if (name.startsWith('ui:') || !isObject(fieldUi)) continue;
    const fieldErrors = (errors as Record<string, FormValidation | undefined>)[name];
    if (!fieldErrors) continue;
    const options = (fieldUi['ui:options'] ?? {}) as SameAsOptions;
    const value = formData[name];
    if (typeof options.sameAs === 'string' && !isEmpty(value) && value !== formData[options.sameAs]) {
      fieldErrors.addError(typeof options.sameAsMessage === 'string' ? options.sameAsMessage : VALIDATION_MESSAGES.mismatch);
    }
    if (isObject(value)) checkSameAs(fieldUi as UiSchema, value, fieldErrors);
  }
}
