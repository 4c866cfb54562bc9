/**
 * Automatic links (conexões automáticas): a keyword that, wherever it appears in the store's texts (blog,
 * course pages), becomes a link to an address, at most a number of times per page. 30 keywords.
 */
import { defineTable } from '../store/table.ts';
import { slugOf } from './slugs.ts';
import { rngFor } from './random.ts';

/** An automatic link. */
export interface AutomaticLinkRecord {
  _id: number;
  palavraChave: string;
  url: string;
  /** Most links made on one page (1–10). */
  maxOcorrencias: number;
  /** Opens the address in a new tab. */
  novaAba: boolean;
  ativo: boolean;
}

const KEYWORDS = [
  'Polícia Federal', 'INSS', 'Receita Federal', 'TJ-SP', 'Banco do Brasil', 'Caixa Econômica Federal', 'PRF', 'TCU',
  'edital verticalizado', 'simulado', 'assinatura', 'reta final', 'Direito Constitucional', 'Direito Administrativo',
  'Raciocínio Lógico', 'Língua Portuguesa', 'Informática', 'Contabilidade Geral', 'Legislação Previdenciária',
  'questões comentadas', 'plano de estudos', 'mentoria', 'aulão', 'Cebraspe', 'FGV', 'Vunesp', 'Cesgranrio',
  'concurso público', 'nomeação', 'cronograma de estudos',
] as const;

/** The automatic links table. */
export const automaticLinksTable = defineTable<AutomaticLinkRecord>({
  name: 'conexoesAutomaticas',
  idField: '_id',
  searchFields: ['palavraChave'],
  seed: () => KEYWORDS.map((palavraChave, index) => {
    const rng = rngFor('conexao-automatica', index + 1);
    const slug = slugOf(palavraChave);
    const section = index < 8 ? 'concursos' : index < 12 ? 'cursos' : index < 22 ? 'disciplinas' : 'blog/tag';
    return {
      _id: index + 1,
      palavraChave,
      url: `/${section}/${slug}`,
      maxOcorrencias: rng.pick([1, 1, 2, 3]),
      novaAba: rng.chance(0.2),
      ativo: rng.chance(0.85),
    };
  }),
});
