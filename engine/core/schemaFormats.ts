/**
 * The string formats every form knows, in a module with no validator attached: the browser's precompiled
 * validators and the build step that generates them (engine/tooling/definitions/formValidators.ts) both read it.
 */
import { fullFormats } from 'ajv-formats/dist/formats';
import { isDigitsOnly, isStrongPassword, isValidCep, isValidCpf, isValidIsoDate, isValidPhone } from './i18n/checks.ts';
import { isValidCnpj } from './i18n/cnpj.ts';

/** The engine's own string formats (engine/core/names.ts SCHEMA_FORMATS lists the same names). */
export const CUSTOM_FORMATS = {
  cpf: isValidCpf,
  phone: isValidPhone,
  cep: isValidCep,
  date: isValidIsoDate,
  password: isStrongPassword,
  digits: isDigitsOnly,
  cnpj: isValidCnpj,
} satisfies Record<string, (value: string) => boolean>;

/**
 * Every format a schema may name (ajv-formats' full set plus the engine's), as one object. Precompiled
 * validator code looks its formats up here, so it checks exactly what the runtime validator checks.
 */
export const ENGINE_FORMATS = { ...fullFormats, ...CUSTOM_FORMATS };

/** The module name precompiled validator code `require`s for ENGINE_FORMATS (the build maps it). */
export const FORMATS_MODULE = 'engine-form-formats';
