/**
 * Validation of saved records against their resource's entity schema (schemas/entities, draft-07), with the
 * formats the forms know (engine/core/schemaFormats.ts) and the forms' pt-BR texts: a 400 names the field by
 * its schema title ("Nome: Preencha um valor."). The texts mirror engine/core/i18n/messages.ts, which cannot be
 * imported here without React (it imports @rjsf/utils); tests/unit/mocks checks that both say the same.
 */
import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import { formatNumber } from '../../engine/core/i18n/format.ts';
import { ENGINE_FORMATS } from '../../engine/core/schemaFormats.ts';
import type { Row } from './db.ts';
import { badRequest } from './router.ts';

/** The forms' validation texts (engine/core/i18n/messages.ts VALIDATION_MESSAGES). */
export const MESSAGES = {
  required: 'Preencha um valor.',
  email: 'Preencha um email válido',
  password: 'A senha precisa ter 1 caracter maiúsculo, 1 minúsculo e 1 digito. Com no mínimo 8 caracteres.',
  digits: 'Utilize números apenas.',
  cpf: 'CPF inválido',
  phone: 'Telefone inválido. Use o formato (11) 91234-5678.',
  cep: 'CEP inválido. Use o formato 00000-000.',
  date: 'Data inválida. Use o formato dd/mm/aaaa.',
  dateTime: 'Data e hora inválidas.',
  number: 'Preencha um número válido.',
  invalid: 'Valor inválido.',
  choice: 'Escolha uma das opções.',
  url: 'Preencha um endereço válido (https://...).',
} as const;

const FORMATS: Record<string, string> = {
  email: MESSAGES.email, password: MESSAGES.password, digits: MESSAGES.digits, cpf: MESSAGES.cpf, phone: MESSAGES.phone,
  cep: MESSAGES.cep, date: MESSAGES.date, 'date-time': MESSAGES.dateTime, uri: MESSAGES.url, url: MESSAGES.url, cnpj: 'CNPJ inválido',
};

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

const ajv = new Ajv({ strict: false, allErrors: false, formats: ENGINE_FORMATS as never });

type Schema = Row;

/** The title of the property an error is about (walking the schema along the error's path). */
function titleAt(schema: Schema, path: string[]): string {
  let node: Schema | undefined = schema;
  let title = '';
  for (const step of path) {
    const next: Schema | undefined = /^\d+$/.test(step) ? node?.items : node?.properties?.[step] ?? findInBranches(node, step);
    title = next?.title ?? title ?? step;
    node = next;
  }
  return title || path[path.length - 1] || '';
}

function findInBranches(node: Schema | undefined, step: string): Schema | undefined {
  for (const branch of [...(node?.oneOf ?? []), ...(node?.anyOf ?? []), ...Object.values((node?.dependencies ?? {}) as Record<string, Schema>).flatMap((d) => d?.oneOf ?? [d])]) {
    if (branch?.properties?.[step]) return branch.properties[step];
  }
  return undefined;
}

/** The pt-BR text of one ajv error. */
function messageOf(error: ErrorObject, value: unknown): string {
  const p = error.params as Row;
  const empty = value === undefined || value === null || value === '' || (Array.isArray(value) && !value.length);
  switch (error.keyword) {
    case 'required': return MESSAGES.required;
    case 'minLength': return empty ? MESSAGES.required : `Use no mínimo ${plural(p.limit, 'caractere', 'caracteres')}.`;
    case 'maxLength': return `Use no máximo ${plural(p.limit, 'caractere', 'caracteres')}.`;
    case 'minItems': return empty && p.limit === 1 ? MESSAGES.required : `Selecione pelo menos ${plural(p.limit, 'item', 'itens')}.`;
    case 'maxItems': return `Selecione no máximo ${plural(p.limit, 'item', 'itens')}.`;
    case 'minimum': return `O valor mínimo é ${formatNumber(p.limit)}.`;
    case 'maximum': return `O valor máximo é ${formatNumber(p.limit)}.`;
    case 'exclusiveMinimum': return `O valor precisa ser maior que ${formatNumber(p.limit)}.`;
    case 'exclusiveMaximum': return `O valor precisa ser menor que ${formatNumber(p.limit)}.`;
    case 'format': return FORMATS[p.format] ?? MESSAGES.invalid;
    case 'pattern': return /^\^?(\\d|\[0-9\])[+*]\$?$/.test(p.pattern) ? MESSAGES.digits : MESSAGES.invalid;
    case 'type': return empty ? MESSAGES.required : p.type === 'number' || p.type === 'integer' ? MESSAGES.number : MESSAGES.invalid;
    case 'enum': case 'const': case 'oneOf': case 'anyOf': return empty ? MESSAGES.required : MESSAGES.choice;
    default: return MESSAGES.invalid;
  }
}

const compiled = new WeakMap<Schema, ValidateFunction>();

/** Checks a record against a schema; a 400 `"<Título>: <mensagem>"` on the first problem. */
export function validateRecord(schema: Schema, stored: Record<string, unknown>): void {
  let validate = compiled.get(schema);
  if (!validate) compiled.set(schema, (validate = ajv.compile(schema)));
  // As in the forms, an empty value is a value not given (a required one is then missing).
  const record = Object.fromEntries(Object.entries(stored).filter(([, value]) => value !== '' && value !== null && value !== undefined));
  if (validate(record)) return;
  // Errors inside a field come before the oneOf/dependencies summary that contains them.
  const errors = [...(validate.errors ?? [])].sort((a, b) => Number(['oneOf', 'anyOf', 'if'].includes(a.keyword)) - Number(['oneOf', 'anyOf', 'if'].includes(b.keyword)));
  const error = errors[0];
  const path = error.instancePath.split('/').slice(1).map((step) => step.replace(/~1/g, '/').replace(/~0/g, '~'));
  if (error.keyword === 'required') path.push(String((error.params as { missingProperty: string }).missingProperty));
  const value = path.reduce<unknown>((node, step) => (node == null ? undefined : (node as Row)[step]), record);
  const title = titleAt(schema, path);
  throw badRequest(title ? `${title}: ${messageOf(error, value)}` : messageOf(error, value));
}
