// @vitest-environment node
/**
 * Spec section 5: "Utilize números apenas." on every digits-only field. A number kept as text (the
 * address number, CEP, CPF, phone, DDD...) is easy to add without its rule: then "abc" saves (issue 15,
 * item 9). This test finds every such field of the form schemas (schemas/entities/ and the schemas written
 * in screens/, list filters aside: they search, they do not save) by its name or label, and checks that it
 * has a digits rule and that the form validator refuses "abc" with the spec's text.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RJSFSchema } from '@rjsf/utils';
import { describe, expect, it } from 'vitest';
import { VALIDATION_MESSAGES } from '../../../engine/core/i18n/messages';
import { getFormValidator } from '../../../engine/fields/form/validator';

/** Parsed JSON of any shape (schemas, definitions), read freely by the test. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));

/** Field names that say "a number kept as text": Numero, NumeroEndereco, NumPedido, CEP, DDD, CPF, CNPJ, Telefone, Celular. */
const DIGITS_NAME = /^(num(ero)?([A-Z_]|$)|cep|ddd|cpf|cnpj|telefone|celular)/i;
/** Labels that say the same: "Número", "Nº", "CEP", "DDD", "CPF", "CNPJ", "Telefone", "Celular". */
const DIGITS_TITLE = /^(n[úu]mero\b|nº|cep\b|ddd\b|cpf\b|cnpj\b|telefone\b|celular\b)/i;
/** Rules that make a field digits only: the `digits` format, or a format whose value is digits behind a mask. */
const DIGITS_FORMATS = new Set(['digits', 'cpf', 'cnpj', 'phone', 'cep']);
const DIGITS_PATTERNS = new Set(['^\\d+$', '^[0-9]+$', '^\\d*$', '^[0-9]*$']);

/**
 * Fields the heuristics catch that are numbers with separators, with a pattern of their own (their
 * message is the generic one): `file#pointer` → why.
 */
const WITH_SEPARATORS: Record<string, string> = {
  'schemas/entities/question-notebook.schema.json#/dependencies/Selecao/oneOf/1/properties/Questoes':
    'numbers separated by commas ("1203, 1207")',
};

interface Field {
  /** `file#pointer` of the property. */
  where: string;
  name: string;
  schema: Json;
}

function jsonFiles(folder: string): string[] {
  return (readdirSync(join(ROOT, folder), { recursive: true, encoding: 'utf8' }) as string[])
    .filter((path) => path.endsWith('.json'))
    .map((path) => relative(ROOT, join(ROOT, folder, path)).split('\\').join('/'));
}

/** Every text property of every object schema in a file, with its pointer; list filters are skipped. */
function textFields(file: string): Field[] {
  const out: Field[] = [];
  const visit = (node: Json, pointer: string) => {
    if (!node || typeof node !== 'object') return;
    if (Array.isArray(node)) {
      node.forEach((item, index) => visit(item, `${pointer}/${index}`));
      return;
    }
    if (pointer.startsWith('/filters')) return;
    if (node.properties && typeof node.properties === 'object' && !Array.isArray(node.properties)) {
      for (const [name, property] of Object.entries<Json>(node.properties)) {
        const types = Array.isArray(property?.type) ? property.type : [property?.type];
        if (types.includes('string') && property.enum === undefined && property.oneOf === undefined && property.const === undefined) {
          out.push({ where: `${file}#${pointer}/properties/${name}`, name, schema: property });
        }
      }
    }
    for (const [key, value] of Object.entries<Json>(node)) visit(value, `${pointer}/${key}`);
  };
  visit(JSON.parse(readFileSync(join(ROOT, file), 'utf8')), '');
  return out;
}

const FIELDS = [...jsonFiles('schemas/entities'), ...jsonFiles('screens')].flatMap(textFields);
const DIGITS_FIELDS = FIELDS.filter(
  (field) => (DIGITS_NAME.test(field.name) || DIGITS_TITLE.test(String(field.schema.title ?? ''))) && !(field.where in WITH_SEPARATORS),
);

function hasDigitsRule(schema: Json): boolean {
  return DIGITS_FORMATS.has(schema.format) || DIGITS_PATTERNS.has(schema.pattern);
}

/** The validator's messages for one field holding `value`, alone in a form. */
function messagesFor(field: Field, value: string): string[] {
  const { title, description, ...rule } = field.schema;
  const schema: RJSFSchema = { type: 'object', properties: { [field.name]: { ...rule, title, description } } };
  const { errors } = getFormValidator(schema).validateFormData({ [field.name]: value }, schema);
  return errors.map((error) => error.message ?? '');
}

describe('the digits rule of spec section 5 on every digits-only field', () => {
  it('finds the fields (the student\'s address number, CEP, CPF and phones among them)', () => {
    const names = DIGITS_FIELDS.map((field) => field.where);
    expect(names).toContain('schemas/entities/student.schema.json#/properties/Numero');
    expect(names).toContain('schemas/entities/student.schema.json#/properties/CEP');
    expect(names).toContain('schemas/entities/student.schema.json#/properties/CPF');
    expect(names).toContain('schemas/entities/student.schema.json#/properties/Telefone');
  });

  it('every one has a digits rule (format digits, cpf, cnpj, phone or cep, or a digits pattern)', () => {
    expect(DIGITS_FIELDS.filter((field) => !hasDigitsRule(field.schema)).map((field) => field.where)).toEqual([]);
  });

  it('every one refuses "abc" with "Utilize números apenas." and keeps its own rule for digits', () => {
    for (const field of DIGITS_FIELDS) {
      expect(messagesFor(field, 'abc'), field.where).toEqual([VALIDATION_MESSAGES.digits]);
    }
    const numero = DIGITS_FIELDS.find((field) => field.where.endsWith('student.schema.json#/properties/Numero'))!;
    expect(messagesFor(numero, '125')).toEqual([]);
    const cpf = DIGITS_FIELDS.find((field) => field.where.endsWith('student.schema.json#/properties/CPF'))!;
    expect(messagesFor(cpf, '111.111.111-12')).toEqual([VALIDATION_MESSAGES.cpf]);
  });

  it('the listed exceptions still exist and keep their own pattern', () => {
    for (const where of Object.keys(WITH_SEPARATORS)) {
      const field = FIELDS.find((candidate) => candidate.where === where);
      expect(field?.schema.pattern, where).toBeTruthy();
    }
  });
});
