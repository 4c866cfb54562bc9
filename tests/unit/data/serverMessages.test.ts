// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ApiError, errorMessage } from '../../../engine/data/ApiError';

describe('what the user reads for a failure', () => {
  it('maps the known English server texts to pt-BR, one place for every caller', () => {
    expect(errorMessage(new Error('access_token expired'))).toBe('Sua sessão expirou. Entre novamente.');
    expect(errorMessage(new Error('Invalid access_token'))).toBe('Sua sessão não é mais válida. Entre novamente.');
    expect(errorMessage(new Error('Forbidden'))).toBe('Você não tem permissão para esta ação.');
    expect(errorMessage(new Error('Too Many Requests.'))).toBe('Muitas requisições em pouco tempo. Aguarde um instante e tente novamente.');
  });

  it("keeps the engine's and the server's pt-BR texts, and never shows the browser's English about a bug", () => {
    expect(errorMessage(new ApiError('Cupom já existe.', { status: 400, reason: 'http' }))).toBe('Cupom já existe.');
    expect(errorMessage(new Error('O servidor enviou uma resposta inválida.'))).toBe('O servidor enviou uma resposta inválida.');
    expect(errorMessage(new TypeError("Cannot read properties of undefined (reading 'map')"))).toBe('Ocorreu um erro inesperado.');
    expect(errorMessage(new Error('Request failed with status code 500'))).toBe('Ocorreu um erro inesperado.');
    expect(errorMessage('boom')).toBe('Ocorreu um erro inesperado.');
  });
});
