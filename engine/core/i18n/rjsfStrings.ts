import { replaceStringParameters, TranslatableString } from '@rjsf/utils';

/** pt-BR for every rjsf TranslatableString of @rjsf/utils 6.11 (the Record type makes a missing one a type error). */
export const RJSF_STRINGS: Record<TranslatableString, string> = {
  [TranslatableString.ArrayItemTitle]: 'Item',
  [TranslatableString.MissingItems]: 'Definição dos itens ausente',
  [TranslatableString.EmptyArray]: 'Nenhum item ainda. Use o botão abaixo para adicionar.',
  [TranslatableString.YesLabel]: 'Sim',
  [TranslatableString.NoLabel]: 'Não',
  [TranslatableString.CloseLabel]: 'Fechar',
  [TranslatableString.ErrorsLabel]: 'Erros',
  [TranslatableString.NewStringDefault]: 'Novo valor',
  [TranslatableString.AddButton]: 'Adicionar',
  [TranslatableString.AddItemButton]: 'Adicionar item',
  [TranslatableString.CopyButton]: 'Copiar',
  [TranslatableString.ExpandButton]: 'Expandir ciclo',
  [TranslatableString.MoveDownButton]: 'Mover para baixo',
  [TranslatableString.MoveUpButton]: 'Mover para cima',
  [TranslatableString.RemoveButton]: 'Remover',
  [TranslatableString.NowLabel]: 'Agora',
  [TranslatableString.ClearLabel]: 'Limpar',
  [TranslatableString.AriaDateLabel]: 'Selecione uma data',
  [TranslatableString.PreviewLabel]: 'Pré-visualizar',
  [TranslatableString.DecrementAriaLabel]: 'Diminuir o valor em 1',
  [TranslatableString.IncrementAriaLabel]: 'Aumentar o valor em 1',
  [TranslatableString.OptionalObjectAdd]: 'Adicionar dados ao campo opcional',
  [TranslatableString.OptionalObjectRemove]: 'Remover dados do campo opcional',
  [TranslatableString.OptionalObjectEmptyMsg]: 'Sem dados no campo opcional',
  [TranslatableString.Type]: 'Tipo',
  [TranslatableString.Value]: 'Valor',
  [TranslatableString.ClearButton]: 'Limpar campo',
  [TranslatableString.UnknownFieldType]: 'Tipo de campo desconhecido: %1',
  [TranslatableString.OptionPrefix]: 'Opção %1',
  [TranslatableString.TitleOptionPrefix]: '%1 opção %2',
  [TranslatableString.KeyLabel]: 'Chave de %1',
  [TranslatableString.DeprecatedLabel]: '%1 (obsoleto)',
  [TranslatableString.CycleDetected]:
    'Referência circular ($ref em ciclo) encontrada no campo "%1". Você pode expandir até a próxima quebra do ciclo',
  [TranslatableString.InvalidObjectField]: 'Configuração inválida do campo de objeto "%1": _%2_.',
  [TranslatableString.UnsupportedField]: 'Esquema de campo não suportado.',
  [TranslatableString.UnsupportedFieldWithId]: 'Esquema não suportado no campo `%1`.',
  [TranslatableString.UnsupportedFieldWithReason]: 'Esquema de campo não suportado: _%1_.',
  [TranslatableString.UnsupportedFieldWithIdAndReason]: 'Esquema não suportado no campo `%1`: _%2_.',
  [TranslatableString.FilesInfo]: '**%1** (%2, %3 bytes)',
};

/** rjsf's `translateString` in pt-BR; an unknown key (a newer rjsf) falls back to the key itself. */
export function translateString(key: TranslatableString, params?: string[]): string {
  const text = Object.prototype.hasOwnProperty.call(RJSF_STRINGS, key) ? RJSF_STRINGS[key] : key;
  return replaceStringParameters(text, params);
}
