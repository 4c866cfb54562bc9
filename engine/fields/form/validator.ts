/**
 * The ONE module that creates form validators. Everything about validation lives here so it can be
 * swapped for build-time precompiled validators (design.md) without touching forms or widgets:
 * `getFormValidator(schema)` is the only entry point the forms use.
 *
 * Rules a schema can use (besides plain JSON Schema):
 * - `format`: `email`, `date` (ISO `yyyy-mm-dd`), `cpf` (11 digits with valid check digits, mask
 *   optional), `cnpj` (14 digits with valid check digits, mask optional), `phone` (10 or 11 digits with
 *   area code), `cep` (8 digits), `digits` (digits only) and `password` — the spec's password rule (8+
 *   letters and digits with 1 uppercase, 1 lowercase, 1 digit). A string `format` also picks the widget
 *   of the same name (cpf, cnpj, phone, cep, date, email, password).
 * - `pattern` `^\d+$` / `^[0-9]+$` (or with `*`) reads as "digits only" and shows the spec's text.
 * - A field whose uiSchema widget is date, cpf, cnpj, phone, cep, email or password is checked by that
 *   widget's rule even when the schema has no `format`, so a typed-but-invalid value never saves.
 * - `ui:options.sameAs` (sameAs.ts): a field that must equal a sibling (password confirmation).
 *
 * Users see plain pt-BR texts: required (and minLength on an empty value) → "Preencha um valor.",
 * email → "Preencha um email válido", digits (format or pattern, or a letter in a CPF, CNPJ, phone or CEP)
 * → "Utilize números apenas.", password → the spec's text; other ajv messages come from ajv-i18n pt-BR or
 * the plainer texts of messages.ts.
 */
import type {
  CustomValidator,
  ErrorTransformer,
  FormContextType,
  FormValidation,
  RJSFSchema,
  RJSFValidationError,
  UiSchema,
  ValidatorType,
} from '@rjsf/utils';
import { createPrecompiledValidator, customizeValidator, type CustomValidatorOptionsType, type ValidatorFunctions } from '@rjsf/validator-ajv8';
import localizePtBR from 'ajv-i18n/localize/pt-BR';
import { getPath } from '../../core/template';
import { isStrongPassword, isValidCep, isValidCpf, isValidIsoDate, isValidPhone } from '../../core/i18n/checks';
import { CNPJ_INVALID, isValidCnpj } from '../../core/i18n/cnpj';
import { CUSTOM_FORMATS, ENGINE_FORMATS, FORMATS_MODULE } from '../../core/schemaFormats';
import { precompiledFunctionsFor } from './precompiledFunctions';
import { formatNumber } from '../../core/i18n/format';
import { LIMIT_MESSAGES, VALIDATION_MESSAGES } from '../../core/i18n/messages';
import { checkSameAs } from './sameAs';

export { CUSTOM_FORMATS, ENGINE_FORMATS, FORMATS_MODULE };

/** The ajv options of the engine's runtime validator. */
const VALIDATOR_OPTIONS: CustomValidatorOptionsType = { customFormats: CUSTOM_FORMATS };

/** The localizer every engine validator uses (ajv-i18n pt-BR), for `createPrecompiledValidator`. */
export const localizer = localizePtBR;

const FORMAT_MESSAGES: Record<string, string> = {
  email: VALIDATION_MESSAGES.email,
  'idn-email': VALIDATION_MESSAGES.email,
  password: VALIDATION_MESSAGES.password,
  digits: VALIDATION_MESSAGES.digits,
  cpf: VALIDATION_MESSAGES.cpf,
  phone: VALIDATION_MESSAGES.phone,
  cep: VALIDATION_MESSAGES.cep,
  cnpj: CNPJ_INVALID,
  date: VALIDATION_MESSAGES.date,
  'date-time': VALIDATION_MESSAGES.dateTime,
  uri: VALIDATION_MESSAGES.url,
  url: VALIDATION_MESSAGES.url,
};

/** Widget name → [the format that widget implies, its check]. */
const WIDGET_RULES: Record<string, [string, (value: string) => boolean]> = {
  date: ['date', isValidIsoDate],
  cpf: ['cpf', isValidCpf],
  phone: ['phone', isValidPhone],
  cep: ['cep', isValidCep],
  cnpj: ['cnpj', isValidCnpj],
  email: ['email', (value) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value)],
  password: ['password', isStrongPassword],
};

const DIGIT_PATTERNS = new Set(['^\\d+$', '^[0-9]+$', '^\\d*$', '^[0-9]*$', '\\d+', '^\\d{1,}$']);

/** Formats of numbers kept as digits (their masks add only punctuation): a letter in them breaks the digits rule. */
const DIGIT_FORMATS = new Set(['digits', 'cpf', 'cnpj', 'phone', 'cep']);

/**
 * The message of a failed format: "Utilize números apenas." (spec section 5) when a digits field holds
 * something besides digits and its mask's punctuation (a letter typed in a plain field, or kept in a loaded
 * record), else the format's own text (a CPF with wrong check digits is "CPF inválido").
 */
// A date with every digit in place (31/02/2026, 2026-02-31) whose day does not exist.
const FULL_DATE = /^(\d{2}\/\d{2}\/\d{4}|\d{4}-\d{2}-\d{2})$/;

function formatMessage(format: string, value: unknown): string {
  if (format === 'date' && typeof value === 'string' && FULL_DATE.test(value.trim())) return VALIDATION_MESSAGES.dateNotReal;
  if (DIGIT_FORMATS.has(format) && typeof value === 'string' && /[^\d\s.\-/()]/.test(value)) return VALIDATION_MESSAGES.digits;
  return FORMAT_MESSAGES[format] ?? VALIDATION_MESSAGES.invalid;
}

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);
}

function valueAt(formData: unknown, property: string | undefined): unknown {
  if (!property) return formData;
  return getPath(formData, property.replace(/^\./, '').replace(/\[(\d+)\]/g, '.$1').replace(/\['([^']+)'\]/g, '.$1'));
}

function limitText(value: unknown): string {
  return typeof value === 'number' ? formatNumber(value) : String(value);
}

/** The plain pt-BR text for one validation error, given the form data it was found in. */
function plainMessage(error: RJSFValidationError, formData: unknown): string {
  const params = (error.params ?? {}) as Record<string, unknown>;
  const value = valueAt(formData, error.property);
  switch (error.name) {
    case 'required':
      return VALIDATION_MESSAGES.required;
    case 'minLength':
      return isEmpty(value) ? VALIDATION_MESSAGES.required : LIMIT_MESSAGES.minLength(Number(params.limit));
    case 'maxLength':
      return LIMIT_MESSAGES.maxLength(Number(params.limit));
    case 'minItems':
      return isEmpty(value) && Number(params.limit) === 1 ? VALIDATION_MESSAGES.required : LIMIT_MESSAGES.minItems(Number(params.limit));
    case 'maxItems':
      return LIMIT_MESSAGES.maxItems(Number(params.limit));
    case 'minimum':
      return LIMIT_MESSAGES.minimum(limitText(params.limit));
    case 'maximum':
      return LIMIT_MESSAGES.maximum(limitText(params.limit));
    case 'exclusiveMinimum':
      return LIMIT_MESSAGES.exclusiveMinimum(limitText(params.limit));
    case 'exclusiveMaximum':
      return LIMIT_MESSAGES.exclusiveMaximum(limitText(params.limit));
    case 'multipleOf':
      return LIMIT_MESSAGES.multipleOf(limitText(params.multipleOf));
    case 'format':
      return formatMessage(String(params.format), value);
    case 'pattern':
      return DIGIT_PATTERNS.has(String(params.pattern)) ? VALIDATION_MESSAGES.digits : VALIDATION_MESSAGES.invalid;
    case 'type':
      if (isEmpty(value)) return VALIDATION_MESSAGES.required;
      return params.type === 'number' || params.type === 'integer' ? VALIDATION_MESSAGES.number : VALIDATION_MESSAGES.invalid;
    case 'enum':
    case 'const':
    case 'oneOf':
    case 'anyOf':
      return isEmpty(value) ? VALIDATION_MESSAGES.required : VALIDATION_MESSAGES.choice;
    default:
      return error.message ?? VALIDATION_MESSAGES.invalid;
  }
}

/**
 * Rewrites the errors users see into plain pt-BR, one message per field and text (the `oneOf` of a
 * select reports both the option mismatch and the `oneOf`; the user needs one line).
 */
function toPlainErrors(errors: RJSFValidationError[], formData: unknown): RJSFValidationError[] {
  const seen = new Set<string>();
  const out: RJSFValidationError[] = [];
  for (const error of errors) {
    const message = plainMessage(error, formData);
    const key = `${error.property ?? ''}\u0000${message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const label = error.title || error.property?.replace(/^\./, '') || '';
    out.push({ ...error, message, stack: label ? `${label}: ${message}` : message });
  }
  return out;
}

type Schema = RJSFSchema & { properties?: Record<string, RJSFSchema> };

/** An rjsf validator of the engine's forms: form data `T` (any shape by default), JSON Schema, rjsf's form context. */
export type FormValidator<T = unknown> = ValidatorType<T, RJSFSchema, FormContextType>;

/** Adds the widget-implied checks (date, cpf, ...) for fields whose schema does not declare the format. */
function checkWidgetRules(schema: Schema, uiSchema: UiSchema | undefined, formData: unknown, errors: FormValidation) {
  if (!schema.properties || !formData || typeof formData !== 'object' || Array.isArray(formData)) return;
  for (const [name, property] of Object.entries(schema.properties)) {
    if (!property || typeof property !== 'object') continue;
    const fieldUi = (uiSchema?.[name] ?? undefined) as UiSchema | undefined;
    const value = (formData as Record<string, unknown>)[name];
    const fieldErrors = (errors as Record<string, FormValidation | undefined>)[name];
    if (!fieldErrors) continue;
    const widget = fieldUi?.['ui:widget'];
    const rule = typeof widget === 'string' ? WIDGET_RULES[widget] : undefined;
    if (rule && property.format !== rule[0] && typeof value === 'string' && value !== '' && !rule[1](value)) {
      fieldErrors.addError(formatMessage(rule[0], value));
    }
    if (property.type === 'object') checkWidgetRules(property as Schema, fieldUi, value, fieldErrors);
  }
}

/**
 * Wraps an rjsf validator so every form gets the plain pt-BR texts and the widget-implied checks,
 * whatever the underlying validator (runtime ajv now, precompiled functions later).
 */
function withPlainMessages<T = unknown>(inner: FormValidator<T>): FormValidator<T> {
  return {
    validateFormData(formData, schema, customValidate?: CustomValidator<T, RJSFSchema, FormContextType>, transformErrors?: ErrorTransformer<T, RJSFSchema, FormContextType>, uiSchema?) {
      const engineValidate: CustomValidator<T, RJSFSchema, FormContextType> = (data, errors, ui, errorSchema) => {
        checkWidgetRules(schema as Schema, ui, data, errors as FormValidation);
        checkSameAs(ui, data, errors as FormValidation);
        return customValidate ? customValidate(data, errors, ui, errorSchema) : errors;
      };
      const engineTransform: ErrorTransformer<T, RJSFSchema, FormContextType> = (errors, ui) => {
        const plain = toPlainErrors(errors, formData);
        return transformErrors ? transformErrors(plain, ui) : plain;
      };
      return inner.validateFormData(formData, schema, engineValidate, engineTransform, uiSchema);
    },
    isValid: (schema, formData, rootSchema) => inner.isValid(schema, formData, rootSchema),
    rawValidation: (schema, formData) => inner.rawValidation(schema, formData),
    reset: () => inner.reset?.(),
  };
}

let runtimeValidator: FormValidator | null = null;
const bySchema = new WeakMap<object, FormValidator>();
const precompiled = new Map<string, FormValidator>();

/**
 * Registers a precompiled validator for the schema whose `$id` is `id`: a build step runs
 * `compileSchemaValidatorsCode(schema, PRECOMPILE_OPTIONS)`, and the app passes the generated functions
 * through `createPrecompiledValidator(fns, schema, localizer)` before the form first renders.
 */
export function registerPrecompiledValidator(id: string, validator: FormValidator): void {
  precompiled.set(id, withPlainMessages(validator));
}

/**
 * The validator of one form schema, memoised per schema object. The functions the build generated for
 * the schema's `$id` (every form of a definition has them: the running app compiles no schema and needs
 * no eval) or a validator registered under that `$id` win. Elsewhere (unit tests, schemas built in code)
 * one shared runtime ajv validator serves; production builds leave it out, ajv's compiler with it.
 */
export function getFormValidator<T = unknown>(schema: RJSFSchema): FormValidator<T> {
  let validator = bySchema.get(schema);
  if (!validator) {
    const id = typeof schema.$id === 'string' ? schema.$id : undefined;
    const functions = id ? precompiledFunctionsFor(id) : undefined;
    validator =
      (id && precompiled.get(id)) ||
      (functions && withPlainMessages(createPrecompiledValidator(functions as ValidatorFunctions, schema, localizePtBR))) ||
      runtime(id);
    bySchema.set(schema, validator);
  }
  return validator as FormValidator<T>;
}

function runtime(id: string | undefined): FormValidator {
  if (import.meta.env.PROD) {
    throw new Error(`[engine] formulário sem validador gerado no build (${id ?? 'esquema sem $id'})`);
  }
  if (!runtimeValidator) runtimeValidator = withPlainMessages(customizeValidator<unknown>(VALIDATOR_OPTIONS, localizePtBR));
  return runtimeValidator;
}
