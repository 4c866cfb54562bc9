/* generated — do not edit, run npm run gen:types */

/**
 * Alterar senha do usuário que entrou: a senha atual, a nova (regra de senha da seção 5 da especificação) e a confirmação, que precisa ser igual à nova (uiSchema `sameAs`).
 */
export interface PasswordChange {
  /**
   * Senha atual: A senha com que você entra hoje.
   */
  senhaAtual: string;
  /**
   * Nova senha: Mínimo de 8 letras e números, com 1 maiúscula, 1 minúscula e 1 dígito.
   */
  novaSenha: string;
  /**
   * Confirme a nova senha: Digite a nova senha outra vez.
   */
  confirmacaoSenha: string;
}
