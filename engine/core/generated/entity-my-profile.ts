/* generated — do not edit, run npm run gen:types */

/**
 * Meu perfil: os campos do perfil de professor (seção 3 da especificação) que servem a qualquer usuário do back-office. O ID é o do usuário que entrou; NomeUrl vem da API (somente leitura); o e-mail de acesso só é mostrado (trocar o e-mail é tarefa do controle de acesso).
 */
export interface MyProfile {
  /**
   * Nome: Seu nome (ou nomes).
   */
  Nome: string;
  /**
   * Sobrenome: Seu sobrenome.
   */
  Sobrenome: string;
  /**
   * E-mail de acesso: O e-mail com que você entra no back-office.
   */
  Email?: string;
  /**
   * Telefone: Celular com DDD.
   */
  Telefone?: string;
  /**
   * E-mail para dúvidas: Para onde os alunos mandam dúvidas (professores).
   */
  EmailDuvidas?: string;
  /**
   * Foto (endereço): Endereço https:// da sua foto de perfil; a prévia aparece embaixo.
   */
  ImagemPerfil?: string;
  /**
   * Vídeo de apresentação: Endereço https:// do vídeo de apresentação.
   */
  Video?: string;
  /**
   * Facebook: Endereço https:// da sua página no Facebook.
   */
  LinkFacebook?: string;
  /**
   * Instagram: Endereço https:// do seu perfil no Instagram.
   */
  LinkInstagram?: string;
  /**
   * YouTube: Endereço https:// do seu canal no YouTube.
   */
  LinkYoutube?: string;
  /**
   * Sobre você: Apresentação que os alunos leem, com formatação.
   */
  Sobre?: string;
  /**
   * Disciplinas: As disciplinas que você ensina (professores).
   *
   * Items: Disciplina: Nome da disciplina.
   */
  Disciplinas?: string[];
  /**
   * Endereço da sua página: Final do endereço da sua página de professor na loja, gerado a partir do seu nome (vem da API).
   */
  NomeUrl?: string;
}
