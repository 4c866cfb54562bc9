/* generated — do not edit, run npm run gen:types */

/**
 * Material gratuito (seção 3 da especificação): _id, capa, name, type, editedAt; mais o link do arquivo, a descrição e se está publicado. editedAt é do servidor.
 */
export interface FreeMaterial {
  /**
   * Nome: Título do material na loja.
   */
  name: string;
  /**
   * Tipo: Formato do material.
   */
  type: 'E-book' | 'Edital verticalizado' | 'Videoaula' | 'Audioaula';
  /**
   * Capa: Endereço da imagem de capa (https://... ou /...).
   */
  capa?: string;
  /**
   * Link do material: Endereço do arquivo ou da aula (https://... ou /...).
   */
  link: string;
  /**
   * Descrição: Texto curto mostrado junto da capa.
   */
  descricao?: string;
  /**
   * Publicado: Aparece na loja.
   */
  publicado?: boolean;
}
