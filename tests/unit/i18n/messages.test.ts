import { englishStringTranslator, TranslatableString } from '@rjsf/utils';
import { describe, expect, it } from 'vitest';
import { VALIDATION_MESSAGES } from '../../../engine/core/i18n/messages';
import { RJSF_STRINGS, translateString } from '../../../engine/core/i18n/rjsfStrings';

// Words that only appear in the English strings; "Item" and "bytes" are the same in pt-BR.
const ENGLISH = /\b(Add|Remove|Move|Copy|Yes|No|Close|Errors?|New|Now|Clear|Select|Preview|Decrease|Increase|optional|field|Type|Value|Unknown|Option|Key|deprecated|Circular|detected|Invalid|Unsupported|schema|Missing|items|definition|Expand|input|clear|Submit)\b/;

describe('rjsf translateString in pt-BR', () => {
  const keys = Object.values(TranslatableString);

  it('has a pt-BR text for every TranslatableString of @rjsf/utils', () => {
    expect(keys.length).toBeGreaterThan(30);
    for (const key of keys) expect(Object.prototype.hasOwnProperty.call(RJSF_STRINGS, key)).toBe(true);
  });

  it('leaves no English behind', () => {
    for (const key of keys) {
      const text = translateString(key, ['%1', '%2', '%3']);
      expect(text, key).not.toMatch(ENGLISH);
      if (key !== TranslatableString.ArrayItemTitle && key !== TranslatableString.FilesInfo) {
        expect(text, key).not.toBe(englishStringTranslator(key, ['%1', '%2', '%3']));
      }
    }
  });

  it('translates the buttons and labels users see', () => {
    expect(translateString(TranslatableString.YesLabel)).toBe('Sim');
    expect(translateString(TranslatableString.NoLabel)).toBe('Não');
    expect(translateString(TranslatableString.AddItemButton)).toBe('Adicionar item');
    expect(translateString(TranslatableString.RemoveButton)).toBe('Remover');
    expect(translateString(TranslatableString.MoveUpButton)).toBe('Mover para cima');
    expect(translateString(TranslatableString.MoveDownButton)).toBe('Mover para baixo');
    expect(translateString(TranslatableString.OptionPrefix, ['2'])).toBe('Opção 2');
    expect(translateString(TranslatableString.TitleOptionPrefix, ['Produto', '3'])).toBe('Produto opção 3');
  });

  it('keeps the spec texts word for word', () => {
    expect(VALIDATION_MESSAGES.required).toBe('Preencha um valor.');
    expect(VALIDATION_MESSAGES.email).toBe('Preencha um email válido');
    expect(VALIDATION_MESSAGES.digits).toBe('Utilize números apenas.');
    expect(VALIDATION_MESSAGES.password).toBe(
      'A senha precisa ter 1 caracter maiúsculo, 1 minúsculo e 1 digito. Com no mínimo 8 caracteres.',
    );
  });
});
