/* generated — do not edit, run npm run gen:types */

/**
 * Banner do carrossel da loja ou da área logada do aluno: as duas telas usam os mesmos campos.
 */
export interface Banner {
  /**
   * Título: Nome do banner; é também o texto alternativo da imagem.
   */
  titulo: string;
  /**
   * Imagem para computador: Endereço da imagem de 1920 × 480 (https://... ou /...).
   */
  imagemDesktop: string;
  /**
   * Imagem para celular: Endereço da imagem de 768 × 768; sem ela, o celular mostra a de computador.
   */
  imagemMobile?: string;
  /**
   * Link: Para onde o clique leva (https://... ou /...).
   */
  link?: string;
  /**
   * Posição: Ordem no carrossel (1 = primeiro).
   */
  ordem?: number;
  /**
   * Início: Primeiro dia em que o banner aparece.
   */
  dataInicio: string;
  /**
   * Fim: Último dia em que o banner aparece; vazio = sem data para sair.
   */
  dataFim?: string | null;
  /**
   * Ativo: Desligado, o banner não aparece mesmo dentro do período.
   */
  ativo?: boolean;
}
