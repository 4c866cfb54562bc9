/**
 * The interpreting validator (no code generated from the schema) gives the engine's plain pt-BR texts, as the
 * build's precompiled validators do.
 */
import type { RJSFSchema } from '@rjsf/utils';
import { describe, expect, it } from 'vitest';
import { interpretFormSchemas } from '../../../engine/fields/form/interpretingValidator';
import { getFormValidator } from '../../../engine/fields/form/validator';

const schema: RJSFSchema = {
  $id: 'studio:teste/schema',
  type: 'object',
  required: ['Nome', 'CPF'],
  properties: {
    Nome: { type: 'string', title: 'Nome', minLength: 3 },
    CPF: { type: 'string', title: 'CPF', format: 'cpf' },
    Email: { type: 'string', title: 'E-mail', format: 'email' },
    Tipo: { type: 'integer', title: 'Tipo', oneOf: [{ const: 1, title: 'Um' }, { const: 2, title: 'Dois' }] },
  },
};

describe('validador que interpreta o esquema', () => {
  interpretFormSchemas(['studio:teste/schema']);
  const validator = getFormValidator(schema);

  it('diz "Preencha um valor." do campo obrigatório vazio, com o caminho do campo', () => {
    const { errors } = validator.validateFormData({ CPF: '52998224725' }, schema);
    expect(errors.map((error) => [error.property, error.message])).toEqual([['Nome', 'Preencha um valor.']]);
  });

  it('confere os formatos do motor (CPF, e-mail) e os limites', () => {
    const { errors } = validator.validateFormData({ Nome: 'Jo', CPF: '11111111112', Email: 'x' }, schema);
    const byField = Object.fromEntries(errors.map((error) => [error.property, error.message]));
    expect(byField['.CPF']).toBe('CPF inválido');
    expect(byField['.Email']).toBe('Preencha um email válido');
    expect(byField['.Nome']).toMatch(/3/);
  });

  it('aceita um registro válido e escolhe a opção de um oneOf', () => {
    expect(validator.validateFormData({ Nome: 'Joana', CPF: '529.982.247-25', Tipo: 2 }, schema).errors).toEqual([]);
    expect(validator.isValid({ const: 2 }, 2, schema)).toBe(true);
    expect(validator.isValid({ const: 1 }, 2, schema)).toBe(false);
  });
});
