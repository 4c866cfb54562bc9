/** The `ui:options.sameAs` rule: a field that must repeat a sibling, checked by every engine form. */
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { afterEach, describe, expect, it } from 'vitest';
import { VALIDATION_MESSAGES } from '../../../engine/core/i18n/messages';
import { getFormValidator } from '../../../engine/fields/form/validator';
import { renderForm } from './harness';

afterEach(cleanup);

const SCHEMA: RJSFSchema = {
  type: 'object',
  required: ['novaSenha', 'confirmacaoSenha'],
  properties: {
    novaSenha: { type: 'string', title: 'Nova senha', format: 'password' },
    confirmacaoSenha: { type: 'string', title: 'Confirmação da nova senha' },
    contato: {
      type: 'object',
      title: 'Contato',
      properties: {
        Email: { type: 'string', title: 'E-mail' },
        EmailConfirmacao: { type: 'string', title: 'Repita o e-mail' },
      },
    },
  },
};

const UI: UiSchema = {
  confirmacaoSenha: { 'ui:widget': 'password', 'ui:options': { sameAs: 'novaSenha', sameAsMessage: 'As senhas não são iguais' } },
  contato: { EmailConfirmacao: { 'ui:options': { sameAs: 'Email' } } },
};

describe('ui:options.sameAs', () => {
  const validator = getFormValidator(SCHEMA);

  it('reports a different value with the text of the uiSchema, or the default text', () => {
    const result = validator.validateFormData(
      { novaSenha: 'Senha123', confirmacaoSenha: 'Senha124', contato: { Email: 'a@exemplo.com.br', EmailConfirmacao: 'b@exemplo.com.br' } },
      SCHEMA, undefined, undefined, UI,
    );
    expect(result.errorSchema).toMatchObject({
      confirmacaoSenha: { __errors: ['As senhas não são iguais'] },
      contato: { EmailConfirmacao: { __errors: [VALIDATION_MESSAGES.mismatch] } },
    });
    expect(result.errors).toHaveLength(2);
  });

  it('accepts equal values and leaves an empty confirmation to `required`', () => {
    const equal = validator.validateFormData(
      { novaSenha: 'Senha123', confirmacaoSenha: 'Senha123', contato: { Email: 'a@exemplo.com.br', EmailConfirmacao: 'a@exemplo.com.br' } },
      SCHEMA, undefined, undefined, UI,
    );
    expect(equal.errors).toEqual([]);
    const empty = validator.validateFormData({ novaSenha: 'Senha123' }, SCHEMA, undefined, undefined, UI);
    expect(empty.errorSchema).toMatchObject({ confirmacaoSenha: { __errors: ['Preencha um valor.'] } });
    expect(empty.errors).toHaveLength(1);
  });

  it('blocks the submit of a form and shows the text under the field', async () => {
    const form = renderForm({ schema: SCHEMA, uiSchema: UI, formData: { novaSenha: 'Senha123', confirmacaoSenha: 'Outra123' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    });
    expect(form.submitted).toEqual([]);
    expect(screen.getAllByText('As senhas não são iguais').length).toBeGreaterThan(0);
  });
});
