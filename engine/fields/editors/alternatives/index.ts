/** The `alternatives` field editor (options: ./options.schema.json). */
import type { FieldEditor } from '../fieldEditor';
import { AlternativesField } from './AlternativesField';
import { ruleOf, settingsOf, shownAlternatives, validateAlternatives } from './alternatives';
import { ALTERNATIVES_TEXTS as T } from './alternativesTexts';

/**
 * A question's alternatives: the field, its messages that block the save (the list's, then one "Preencha
 * um valor." for the empty texts, which each row also shows beside itself) and the right alternative's
 * letter, derived into `rightField` on save ('' when the type has no alternatives or none is marked).
 */
export const editor: FieldEditor = {
  Field: AlternativesField,
  validate(value, options, formData) {
    const settings = settingsOf(options);
    const rule = ruleOf(formData, settings);
    const errors = validateAlternatives(shownAlternatives(value, rule, settings.initial), rule, settings.max);
    const messages = errors.list ? [errors.list] : [];
    if (Object.keys(errors.answers).length > 0) messages.push(T.required);
    return messages;
  },
  derive(value, options, formData) {
    const settings = settingsOf(options);
    if (!settings.rightField) return {};
    const rule = ruleOf(formData, settings);
    const right = shownAlternatives(value, rule, settings.initial).find((alternative) => alternative.right);
    return { [settings.rightField]: right?.letter ?? '' };
  },
};
