/**
 * The content taxonomy of questions and lessons: Disciplina → Assunto → Tópico → Subtópico → Microtópico.
 * A fixed, hand-written tree of the subjects public exams ask (it does not grow with MOCK_SCALE: a taxonomy
 * is curated, not generated). Ids follow a depth-first walk, so node n is always the same node.
 */
import { defineTable } from '../store/table.ts';

/** Names of the five levels, from the root (level 1) down. */
export const HIERARCHY_LEVELS = ['Disciplina', 'Assunto', 'Tópico', 'Subtópico', 'Microtópico'] as const;

/** The deepest level a node may have. */
export const MAX_HIERARCHY_LEVEL = HIERARCHY_LEVELS.length;

/** One node of the taxonomy as the store keeps it. */
export interface HierarchyNodeRecord {
  _id: number;
  name: string;
  /** URL segment: the name in lower-case ASCII with hyphens, unique among siblings. */
  slug: string;
  /** Null for a discipline (level 1). */
  parentId: number | null;
  /** 1 (Disciplina) to 5 (Microtópico). */
  level: number;
  /** Alternative names (abbreviations, older names) that searches also match. */
  aliases: string[];
  /** ISO datetime. */
  createdAt: string;
  /** ISO datetime. */
  editedAt: string;
}

/** A branch of the hand-written tree: name, aliases, children. */
interface Branch {
  name: string;
  aliases: string[];
  children: Branch[];
}

function n(name: string, aliases: string[] = [], children: Branch[] = []): Branch {
  return { name, aliases, children };
}

/** Leaves without aliases. */
function leaves(...names: string[]): Branch[] {
  return names.map((name) => n(name));
}

const TREE: Branch[] = [
  n('Direito Constitucional', ['Constitucional'], [
    n('Teoria da Constituição', [], [
      n('Classificação das constituições'),
      n('Poder constituinte', [], [
        n('Poder constituinte originário'),
        n('Poder constituinte derivado', ['Poder reformador'], [n('Limitações ao poder de reforma', ['Cláusulas pétreas'])]),
      ]),
      n('Aplicabilidade das normas constitucionais', ['Eficácia das normas']),
    ]),
    n('Direitos e Garantias Fundamentais', ['Direitos Fundamentais'], [
      n('Direitos e deveres individuais e coletivos', ['Art. 5º'], leaves('Direito à vida e à liberdade', 'Inviolabilidade do domicílio')),
      n('Remédios constitucionais', ['Ações constitucionais'], [
        n('Habeas corpus', ['HC']),
        n('Mandado de segurança', ['MS'], [n('Mandado de segurança coletivo', ['MS coletivo'])]),
        n('Habeas data'),
        n('Mandado de injunção', ['MI']),
        n('Ação popular'),
      ]),
      n('Direitos sociais'),
      n('Nacionalidade'),
      n('Direitos políticos'),
    ]),
    n('Organização do Estado', [], leaves('União', 'Estados federados', 'Municípios', 'Intervenção')),
    n('Organização dos Poderes', [], [
      n('Poder Legislativo', [], [n('Processo legislativo', [], [n('Medidas provisórias', ['MP'])])]),
      n('Poder Executivo'),
      n('Poder Judiciário'),
    ]),
    n('Controle de constitucionalidade', [], [
      n('Controle difuso', ['Controle incidental']),
      n('Controle concentrado', ['Controle abstrato'], [
        n('Ação direta de inconstitucionalidade', ['ADI']),
        n('Ação declaratória de constitucionalidade', ['ADC']),
        n('Arguição de descumprimento de preceito fundamental', ['ADPF']),
      ]),
    ]),
  ]),
  n('Direito Administrativo', ['Administrativo'], [
    n('Princípios da Administração Pública', [], [n('Princípios expressos', ['LIMPE']), n('Princípios implícitos')]),
    n('Organização administrativa', [], [
      n('Administração direta'),
      n('Administração indireta', [], leaves('Autarquias', 'Fundações públicas', 'Empresas públicas', 'Sociedades de economia mista')),
    ]),
    n('Atos administrativos', [], [
      n('Requisitos do ato administrativo', ['Elementos do ato']),
      n('Atributos do ato administrativo'),
      n('Extinção dos atos administrativos', [], leaves('Anulação', 'Revogação', 'Cassação')),
    ]),
    n('Poderes administrativos', [], leaves('Poder de polícia', 'Poder hierárquico', 'Poder disciplinar', 'Poder regulamentar')),
    n('Licitações e contratos', ['Lei 14.133/2021', 'Nova Lei de Licitações'], [
      n('Modalidades de licitação', [], leaves('Pregão', 'Concorrência', 'Concurso', 'Leilão', 'Diálogo competitivo')),
      n('Contratação direta', [], leaves('Dispensa de licitação', 'Inexigibilidade de licitação')),
      n('Contratos administrativos'),
    ]),
    n('Agentes públicos', [], [
      n('Lei 8.112/1990', ['Estatuto dos Servidores Públicos Federais', 'RJU'], leaves('Provimento', 'Vacância', 'Regime disciplinar')),
    ]),
    n('Improbidade administrativa', ['Lei 8.429/1992']),
    n('Responsabilidade civil do Estado'),
  ]),
  n('Português', ['Língua Portuguesa'], [
    n('Sintaxe', [], [
      n('Termos essenciais da oração', [], [
        n('Sujeito', [], leaves('Sujeito indeterminado', 'Oração sem sujeito')),
        n('Predicado'),
      ]),
      n('Termos integrantes da oração'),
      n('Período composto', [], leaves('Orações coordenadas', 'Orações subordinadas')),
      n('Concordância', [], leaves('Concordância verbal', 'Concordância nominal')),
      n('Regência'),
      n('Crase'),
    ]),
    n('Morfologia', [], [n('Classes de palavras'), n('Pronomes', [], [n('Colocação pronominal')])]),
    n('Pontuação', [], [n('Uso da vírgula')]),
    n('Interpretação de textos', [], leaves('Compreensão de textos', 'Tipologia textual')),
    n('Semântica'),
    n('Ortografia', [], [n('Acentuação gráfica')]),
  ]),
  n('Raciocínio Lógico', ['RLM', 'Raciocínio Lógico-Matemático'], [
    n('Lógica proposicional', [], [
      n('Conectivos lógicos'),
      n('Tabela-verdade'),
      n('Equivalências lógicas', [], [n('Leis de De Morgan')]),
      n('Negação de proposições'),
    ]),
    n('Lógica de argumentação'),
    n('Análise combinatória', [], leaves('Arranjos', 'Combinações', 'Permutações')),
    n('Probabilidade'),
    n('Conjuntos'),
  ]),
  n('Informática', ['Noções de Informática'], [
    n('Sistemas operacionais', [], leaves('Windows', 'Linux')),
    n('Editores de planilhas', [], [
      n('Microsoft Excel', ['Excel'], [n('Fórmulas e funções', [], [n('PROCV', ['VLOOKUP']), n('SOMASE')])]),
      n('LibreOffice Calc', ['Calc']),
    ]),
    n('Redes de computadores', [], [n('Internet e intranet'), n('Protocolos de comunicação', ['TCP/IP'])]),
    n('Segurança da informação', [], [
      n('Malwares', ['Códigos maliciosos'], leaves('Ransomware', 'Vírus', 'Worms')),
      n('Golpes na internet', [], [n('Phishing')]),
      n('Backup', ['Cópia de segurança']),
      n('Criptografia'),
    ]),
    n('Computação em nuvem', ['Cloud computing']),
  ]),
  n('Contabilidade', ['Contabilidade Geral'], [
    n('Patrimônio', [], leaves('Ativo', 'Passivo', 'Patrimônio líquido')),
    n('Escrituração', [], leaves('Lançamentos contábeis', 'Método das partidas dobradas')),
    n('Demonstrações contábeis', [], [
      n('Balanço patrimonial', ['BP']),
      n('Demonstração do resultado do exercício', ['DRE']),
      n('Demonstração dos fluxos de caixa', ['DFC']),
    ]),
  ]),
  n('Direito Penal', ['Penal'], [
    n('Teoria do crime', [], [
      n('Fato típico', [], [n('Dolo e culpa')]),
      n('Ilicitude', ['Antijuridicidade'], leaves('Legítima defesa', 'Estado de necessidade')),
      n('Culpabilidade'),
    ]),
    n('Crimes contra a Administração Pública', [], leaves('Peculato', 'Concussão', 'Corrupção passiva', 'Prevaricação')),
    n('Crimes contra o patrimônio', [], leaves('Furto', 'Roubo', 'Estelionato')),
  ]),
  n('Direito Tributário', ['Tributário'], [
    n('Sistema Tributário Nacional', [], [
      n('Princípios tributários', [], leaves('Legalidade tributária', 'Anterioridade')),
      n('Imunidades tributárias'),
    ]),
    n('Obrigação tributária'),
    n('Crédito tributário', [], [
      n('Suspensão da exigibilidade'),
      n('Extinção do crédito tributário'),
      n('Exclusão do crédito tributário'),
    ]),
  ]),
];

/** The URL segment of a name: lower-case ASCII letters and digits joined by hyphens ("Lei 8.112/1990" → "lei-8-112-1990"). */
export function slugify(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

const CREATED = '2025-02-03T09:00:00-03:00';

/** The seed tree as store records, depth first (a parent always comes before its children). */
export function generateHierarchy(): HierarchyNodeRecord[] {
  const out: HierarchyNodeRecord[] = [];
  const walk = (branches: Branch[], parentId: number | null, level: number) => {
    for (const branch of branches) {
      const node: HierarchyNodeRecord = {
        _id: out.length + 1,
        name: branch.name,
        slug: slugify(branch.name),
        parentId,
        level,
        aliases: [...branch.aliases],
        createdAt: CREATED,
        editedAt: CREATED,
      };
      out.push(node);
      walk(branch.children, node._id, level + 1);
    }
  };
  walk(TREE, null, 1);
  return out;
}

/** The hierarchy table. */
export const hierarchyTable = defineTable<HierarchyNodeRecord>({
  name: 'hierarquia',
  idField: '_id',
  searchFields: ['name'],
  seed: () => generateHierarchy(),
});

/** The node reached by following names from the root (seeds use it to classify questions); throws when absent. */
export function nodeByNames(nodes: readonly HierarchyNodeRecord[], names: readonly string[]): HierarchyNodeRecord {
  let parentId: number | null = null;
  let found: HierarchyNodeRecord | undefined;
  for (const name of names) {
    found = nodes.find((node) => node.parentId === parentId && node.name === name);
    if (!found) throw new Error(`[mocks] hierarquia: "${names.join(' › ')}" não existe na semente`);
    parentId = found._id;
  }
  if (!found) throw new Error('[mocks] hierarquia: caminho vazio');
  return found;
}
