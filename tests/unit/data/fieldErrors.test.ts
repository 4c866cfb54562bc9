// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../engine/data/ApiError';
import { fieldErrorsOf } from '../../../engine/data/fieldErrors';

const refused = (status: number, data: unknown) => new ApiError('Revise os campos.', { status, reason: 'http', data });

describe('field errors of a refused save', () => {
  it('reads a map or a list of field errors of a 400 or 422, with dotted paths and message lists', () => {
    expect(fieldErrorsOf(refused(422, { errors: { 'exam.year': 'Ano inválido.', Nome: ['Já existe.', 'Muito curto.'] } }))).toEqual([
      { path: ['exam', 'year'], message: 'Ano inválido.' },
      { path: ['Nome'], message: 'Já existe. Muito curto.' },
    ]);
    expect(fieldErrorsOf(refused(400, { errors: [{ field: 'Email', message: 'Forbidden' }, { path: 'x' }] }))).toEqual([
      { path: ['Email'], message: 'Você não tem permissão para esta ação.' },
    ]);
  });

  it('is empty for other failures and bodies', () => {
    expect(fieldErrorsOf(refused(500, { errors: { Nome: 'x' } }))).toEqual([]);
    expect(fieldErrorsOf(refused(422, { message: 'sem campos' }))).toEqual([]);
    expect(fieldErrorsOf(new Error('x'))).toEqual([]);
  });
});
