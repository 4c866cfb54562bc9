import type { ValidateFunction } from 'ajv';
import { createOptionsChecker } from '../../core/validation/checkOptions';
import { createEmbeddedSchemaChecker } from '../../core/validation/embeddedSchemas';
import { createFormatValidator, type FormatDocument } from '../../core/validation/formatValidator';
import type { DefinitionCheckers } from '../../core/validation/validateDefinitions';

/** What the generated modules give (virtual:screens/studio-validators and the schemas and icons of virtual:screens/studio). */
export interface GeneratedValidators {
  format: Record<string, ValidateFunction>;
  options: Record<string, ValidateFunction>;
  meta: { meta: ValidateFunction };
  schemas: Record<string, Record<string, unknown>>;
  icons: readonly string[];
}

/**
 * The checkers of the validator core over the validate functions the build generated: the same ajv code `npm
 * run validate` runs, so a draft shows the problems the CLI would print, with no eval in the browser.
 */
export function browserCheckers(generated: GeneratedValidators): DefinitionCheckers {
  return {
    format: createFormatValidator(generated.format as Record<FormatDocument, ValidateFunction>, new Map(Object.entries(generated.schemas))),
    options: createOptionsChecker((def) => (Object.hasOwn(generated.options, def) ? generated.options[def] : undefined)),
    embedded: createEmbeddedSchemaChecker({ meta: generated.meta.meta }),
    icons: new Set(generated.icons),
  };
}
