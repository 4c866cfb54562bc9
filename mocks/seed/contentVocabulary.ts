/** Words of the content seeds: topics of each subject, exam boards, the board and exam date of each exam. */
import { dayOf, dayToIso } from './dates.ts';
import { rngFor } from './random.ts';

/** Topics (assuntos) taught in each subject of the catalogue's modules. */
export const SUBJECT_TOPICS: Readonly<Record<string, readonly string[]>> = {
  'Língua Portuguesa': ['Interpretação de texto', 'Concordância verbal e nominal', 'Regência verbal e nominal', 'Crase',
    'Pontuação', 'Colocação pronominal', 'Classes de palavras', 'Ortografia oficial'],
  'Raciocínio Lógico': ['Proposições e conectivos', 'Tabela-verdade', 'Equivalências lógicas', 'Argumentação lógica',
    'Diagramas lógicos', 'Análise combinatória', 'Probabilidade'],
  'Direito Constitucional': ['Princípios fundamentais', 'Direitos e garantias fundamentais', 'Remédios constitucionais',
    'Organização do Estado', 'Poder Legislativo', 'Poder Executivo', 'Poder Judiciário', 'Controle de constitucionalidade'],
  'Direito Administrativo': ['Princípios da Administração Pública', 'Atos administrativos', 'Poderes administrativos',
    'Licitações (Lei 14.133/2021)', 'Contratos administrativos', 'Servidores públicos (Lei 8.112/1990)',
    'Improbidade administrativa', 'Responsabilidade civil do Estado'],
  'Direito Penal': ['Aplicação da lei penal', 'Teoria do crime', 'Excludentes de ilicitude', 'Concurso de pessoas',
    'Teoria da pena', 'Crimes contra a pessoa', 'Crimes contra o patrimônio', 'Crimes contra a Administração Pública'],
  'Direito Processual Penal': ['Inquérito policial', 'Ação penal', 'Prisão em flagrante', 'Prisão preventiva e temporária',
    'Teoria geral da prova', 'Competência', 'Procedimento comum'],
  'Informática': ['Windows 11', 'Linux', 'Editores de texto e planilhas', 'Redes de computadores', 'Internet e navegadores',
    'Segurança da informação', 'Computação em nuvem', 'Correio eletrônico'],
  'Contabilidade Geral': ['Patrimônio e equação patrimonial', 'Escrituração contábil', 'Balanço patrimonial',
    'Demonstração do resultado do exercício', 'Depreciação e amortização', 'Estrutura conceitual (CPC 00)', 'Estoques'],
  'Legislação Previdenciária': ['Seguridade social', 'Segurados obrigatórios e facultativos', 'Salário de contribuição',
    'Benefícios do RGPS', 'Aposentadorias', 'Auxílio por incapacidade temporária', 'Custeio da seguridade social'],
  'Direito Tributário': ['Competência tributária', 'Limitações ao poder de tributar', 'Espécies tributárias',
    'Obrigação tributária', 'Crédito tributário', 'Suspensão e extinção do crédito tributário', 'Administração tributária'],
  'Matemática Financeira': ['Juros simples', 'Juros compostos', 'Descontos simples e compostos', 'Taxas equivalentes',
    'Rendas e séries de pagamentos', 'Sistemas de amortização'],
  'Conhecimentos Bancários': ['Sistema Financeiro Nacional', 'Produtos e serviços bancários', 'Mercado de capitais',
    'Prevenção à lavagem de dinheiro', 'Garantias do sistema financeiro', 'Mercado de câmbio'],
  'Arquivologia': ['Conceitos fundamentais de arquivologia', 'Gestão de documentos', 'Teoria das três idades',
    'Classificação de documentos', 'Preservação e conservação', 'Protocolo'],
  'Administração Pública': ['Modelos de administração pública', 'Governança e governabilidade', 'Gestão por resultados',
    'Planejamento estratégico', 'Controle da Administração Pública', 'Orçamento público'],
  'Ética no Serviço Público': ['Código de Ética do Servidor (Decreto 1.171/1994)', 'Ética e moral', 'Conflito de interesses',
    'Lei de Acesso à Informação', 'Processo administrativo disciplinar'],
  'Legislação de Trânsito': ['Sistema Nacional de Trânsito', 'Normas gerais de circulação', 'Infrações e penalidades',
    'Habilitação', 'Sinalização de trânsito', 'Crimes de trânsito'],
  'Atualidades': ['Meio ambiente e sustentabilidade', 'Economia brasileira', 'Política internacional',
    'Tecnologia e sociedade', 'Saúde pública', 'Segurança pública'],
};

/** The topics of a subject (a generic list for a subject the table does not know). */
export function topicsOf(subject: string): readonly string[] {
  return SUBJECT_TOPICS[subject] ?? ['Conceitos iniciais', 'Aprofundamento', 'Questões comentadas'];
}

/** Exam boards (bancas) of Brazilian public exams. */
export const EXAM_BOARDS = [
  'Cebraspe', 'FGV', 'FCC', 'Vunesp', 'Cesgranrio', 'IBFC', 'Instituto AOCP', 'Quadrix', 'Fundatec', 'IDECAN',
] as const;

const BOARD_OF_EXAM: Readonly<Record<string, string>> = {
  'Polícia Federal': 'Cebraspe', 'Polícia Rodoviária Federal': 'Cebraspe', INSS: 'Cebraspe', 'Receita Federal': 'FGV',
  'TJ-SP': 'Vunesp', 'Banco do Brasil': 'Cesgranrio', 'Caixa Econômica Federal': 'Cesgranrio', TCU: 'Cebraspe',
  'TRF 3ª Região': 'FCC', 'TRT 2ª Região': 'FCC', 'Senado Federal': 'FGV', 'Câmara dos Deputados': 'Cebraspe',
  'PC-SP': 'Vunesp', 'PM-SP': 'Vunesp', 'PM-MG': 'Instituto AOCP', 'SEFAZ-SP': 'FCC', 'SEFAZ-RJ': 'FGV',
  Petrobras: 'Cesgranrio', Correios: 'IBFC', IBGE: 'FGV', MPU: 'Cebraspe', 'Banco Central': 'Cebraspe', CGU: 'FGV',
  DEPEN: 'Cebraspe', AGU: 'Cebraspe',
};

/** The board that runs an exam's selection. */
export function boardOf(exam: string): string {
  return BOARD_OF_EXAM[exam] ?? 'Cebraspe';
}

/** The (announced or expected) date of an exam's test, `yyyy-mm-dd`, between March 2026 and December 2027. */
export function examDateOf(exam: string): string {
  const rng = rngFor('data-prova', exam);
  return dayToIso(rng.int(dayOf(2026, 3, 1), dayOf(2027, 12, 15)));
}

/** A URL-friendly slug: `Crase e regência` → `crase-e-regencia`. */
export function slugOf(text: string): string {
  return text
    .normalize('NFD').replace(/[\u0300-\u036f]/g, '')
    .toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
}

/** First day the content seeds use (the content team started with the 2025 catalogue). */
export const CONTENT_START = dayOf(2025, 1, 6);
/** Last day the content seeds use (the orders end on 15/11/2026 too). */
export const CONTENT_END = dayOf(2026, 11, 13);

/**
 * `name`, or `name — parte 2`, `— parte 3`... when an earlier record of the same seed took it: content lists and
 * selects show names only, so two records never share one.
 */
export function uniqueName(name: string, used: Set<string>): string {
  let unique = name;
  for (let part = 2; used.has(unique); part += 1) unique = `${name} — parte ${part}`;
  used.add(unique);
  return unique;
}
