/* generated — do not edit, run npm run gen:types */

/**
 * Publicidade: imagem com link num espaço das páginas da loja, por um período.
 */
export interface Advertisement {
  /**
   * Título: Nome da publicidade; é também o texto alternativo da imagem.
   */
  titulo: string;
  /**
   * Posição: Espaço da página em que a imagem aparece.
   */
  posicao: 'Topo da página' | 'Barra lateral' | 'Entre conteúdos' | 'Rodapé' | 'Janela pop-up';
  /**
   * Imagem: Endereço da imagem (https://... ou /...), no tamanho do espaço escolhido.
   */
  imagem: string;
  /**
   * Link: Para onde o clique leva.
   */
  link?: string;
  /**
   * Início: Primeiro dia em que aparece.
   */
  dataInicio: string;
  /**
   * Fim: Último dia em que aparece.
   */
  dataFim: string;
  /**
   * Ativa: Desligada, não aparece mesmo dentro do período.
   */
  ativo?: boolean;
}
