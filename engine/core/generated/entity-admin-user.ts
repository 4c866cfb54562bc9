/* generated — do not edit, run npm run gen:types */

/**
 * Usuário do back-office (seção 3 da especificação, Admin user). O UsuarioID vem da API e volta no corpo do salvar sem aparecer no formulário. A foto (ImagemPerfil: id, url, type) se edita pelo endereço; o id e o tipo a API preenche. Os papéis são grupos de permissões; as permissões avulsas são chaves dadas além das dos grupos.
 */
export interface AdminUser {
  /**
   * Nome: Nome (ou nomes) do usuário.
   */
  Nome: string;
  /**
   * Sobrenome: Sobrenome do usuário.
   */
  SobreNome: string;
  /**
   * E-mail: E-mail de acesso ao back-office (único).
   */
  Email: string;
  /**
   * CPF: CPF do usuário (para o pagamento de royalties).
   */
  CPF?: string;
  /**
   * Telefone: Celular com DDD.
   */
  Telefone?: string;
  /**
   * Vídeo de apresentação: Endereço do vídeo de apresentação do professor.
   */
  Video?: string;
  /**
   * Foto de perfil: A foto do usuário (a do professor aparece na loja).
   */
  ImagemPerfil?: {
    /**
     * Endereço da foto: Endereço da foto quadrada (https://... ou /...); a prévia aparece embaixo.
     */
    url?: string;
    /**
     * Id da foto: Id do arquivo da foto (vem da API).
     */
    id?: number | null;
    /**
     * Tipo do arquivo: Tipo do arquivo da foto, ex.: image/jpeg (vem da API).
     */
    type?: string | null;
  } | null;
  /**
   * Usuário ativo: O usuário pode entrar no back-office.
   */
  UsuarioAtivo?: boolean;
  /**
   * Mostrar no site: O professor aparece na página pública da escola.
   */
  MostrarUsuario?: boolean;
  /**
   * Recebe royalties: O professor recebe royalties das vendas dos seus módulos.
   */
  RoyaltiesAtivo?: boolean;
  /**
   * Papéis: Grupos de permissões do usuário.
   *
   * Items: Papel
   */
  Papeis?: {
    /**
     * Id: Id do grupo de permissões.
     */
    PapeisID: number;
    /**
     * Nome: Nome do grupo de permissões.
     */
    Nome?: string;
  }[];
  /**
   * Permissões avulsas: Chaves de acesso dadas ao usuário além das dos seus papéis.
   *
   * Items: Chave: Chave de acesso do catálogo.
   */
  Permissoes?: string[];
}
