/* generated — do not edit, run npm run gen:types */

/**
 * Vídeo padrão: o vídeo que todo produto de um tipo mostra num lugar fixo (apresentação, boas-vindas, encerramento). Os lugares são fixos (VideoPadraoID, TipoProduto e Posicao vêm da API); o diálogo troca o vídeo de um lugar.
 */
export interface DefaultVideo {
  /**
   * Título: Título mostrado acima do vídeo.
   */
  Titulo: string;
  /**
   * Link do vídeo: Endereço https:// do player do vídeo.
   */
  Link: string;
  /**
   * Duração (minutos): Duração do vídeo, em minutos.
   */
  Duracao?: number | null;
  /**
   * Ativo: O vídeo aparece nos produtos do tipo.
   */
  Ativo?: boolean;
}
