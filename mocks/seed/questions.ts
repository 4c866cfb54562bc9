/**
 * Public-exam questions (CEBRASPE, FCC, FGV, VUNESP, CESGRANRIO...): 36 hand-written questions, each
 * classified in the hierarchy, with alternatives, the teacher's comment and answer statistics. Larger
 * MOCK_SCALEs repeat the statements with other exams, so question n is the same at any scale.
 */
import { defineTable } from '../store/table.ts';
import { hierarchyTable, nodeByNames, type HierarchyNodeRecord } from './hierarchy.ts';
import { rngFor, type Rng } from './random.ts';

/** The question types the editor offers. */
export const QUESTION_TYPES = ['MULTIPLA_ESCOLHA', 'CERTO_ERRADO', 'DISCURSIVA'] as const;
/** One of QUESTION_TYPES. */
export type QuestionType = (typeof QUESTION_TYPES)[number];

/** Review states of the review queue. */
export const REVIEW_STATES = ['PENDENTE', 'APROVADA', 'REPROVADA'] as const;
/** One of REVIEW_STATES. */
export type ReviewState = (typeof REVIEW_STATES)[number];

/** The examining boards (bancas) of the seed, as the list filter offers them. */
export const EXAM_BOARDS = ['CEBRASPE', 'FCC', 'FGV', 'VUNESP', 'CESGRANRIO', 'IBFC', 'Quadrix', 'IDECAN', 'AOCP', 'FUNDATEC'] as const;

/** One alternative of a question. */
export interface QuestionAlternative {
  /** A, B, C... (C and E for Certo / Errado). */
  letter: string;
  /** The alternative's text (html). */
  answer: string;
  right: boolean;
  /** Image or video address shown with the alternative ('' when none). */
  answerMedia: string;
  /** Why the alternative is right or wrong (html, '' when none). */
  comment: string;
  /** Media of the alternative's comment ('' when none). */
  commentMedia: string;
}

/** The exam a question comes from. */
export interface QuestionExam {
  roles: string[];
  year: number;
  publicTender: string;
  evaluatingInstitution: string;
  schooling: string;
  graduation: string;
}

/** Hits or wrongs: how many and the percentage of the answers. */
export interface AnswerCount {
  number: number;
  /** Percent points (45.5 = 45,5%). */
  rate: number;
}

/** Answer statistics of a question. */
export interface QuestionStatistics {
  answers: number;
  hits: AnswerCount;
  wrongs: AnswerCount;
  /** How many students chose each alternative. */
  alternatives: Array<{ letter: string; count: number; rate: number; right: boolean }>;
}

/** A question as the store keeps it (hierarchies as node ids; the API shows them with names). */
export interface QuestionRecord {
  _id: number;
  /** Statement (html). */
  title: string;
  exam: QuestionExam;
  type: QuestionType;
  hierarchyIds: number[];
  canceled: boolean;
  unpublished: boolean;
  /** Unique code, e.g. Q00012. */
  code: string;
  /** Number of the question in its exam. */
  number: number;
  /** Image of the statement ('' when none). */
  image: string;
  alternatives: QuestionAlternative[];
  /** Letter of the right alternative ('' for discursive questions). */
  rightAlternative: string;
  comment: { description: string; media: string };
  statistics: QuestionStatistics;
  review: ReviewState;
  /** Reviewer's note on the last decision. */
  reviewNote: string;
  createdAt: string;
  editedAt: string;
}

/** A hand-written question: where it is classified, its exam, statement, alternatives and comment. */
interface Stem {
  path: string[];
  board: string;
  year: number;
  tender: string;
  roles: string[];
  schooling: 'Superior' | 'Médio' | 'Fundamental';
  graduation: string;
  type: QuestionType;
  statement: string;
  /** Multiple choice: the texts, A first. Certo/errado and discursive: none. */
  options?: string[];
  /** Index of the right option, or 'C' / 'E' for certo/errado. */
  right?: number | 'C' | 'E';
  comment: string;
}

const ANY = 'Qualquer área de formação';
const LAW = 'Direito';

const STEMS: Stem[] = [
  {
    path: ['Direito Constitucional', 'Direitos e Garantias Fundamentais', 'Remédios constitucionais', 'Habeas corpus'],
    board: 'CEBRASPE', year: 2021, tender: 'Polícia Federal 2021', roles: ['Agente de Polícia Federal'], schooling: 'Superior', graduation: ANY,
    type: 'CERTO_ERRADO',
    statement: '<p>Acerca dos remédios constitucionais, julgue o item a seguir.</p><p>O <em>habeas corpus</em> é o instrumento adequado para proteger o direito de locomoção de quem sofre ou se acha ameaçado de sofrer violência ou coação em sua liberdade, por ilegalidade ou abuso de poder.</p>',
    right: 'C',
    comment: '<p><strong>Certo.</strong> É a redação do art. 5º, LXVIII, da CF/1988. O <em>habeas corpus</em> tutela exclusivamente a liberdade de locomoção; os demais direitos líquidos e certos são protegidos por mandado de segurança.</p>',
  },
  {
    path: ['Direito Constitucional', 'Direitos e Garantias Fundamentais', 'Remédios constitucionais', 'Mandado de segurança', 'Mandado de segurança coletivo'],
    board: 'FCC', year: 2022, tender: 'TRT 5ª Região 2022', roles: ['Analista Judiciário – Área Judiciária'], schooling: 'Superior', graduation: LAW,
    type: 'MULTIPLA_ESCOLHA',
    statement: '<p>Segundo a Constituição Federal, o mandado de segurança coletivo pode ser impetrado por</p>',
    options: [
      'qualquer cidadão, em defesa do patrimônio público.',
      'partido político com representação no Congresso Nacional.',
      'Ministério Público estadual, exclusivamente.',
      'associação legalmente constituída e em funcionamento há pelo menos seis meses.',
      'Defensoria Pública, independentemente de pertinência temática.',
    ],
    right: 1,
    comment: '<p>Art. 5º, LXX, da CF/1988: o mandado de segurança coletivo pode ser impetrado por <strong>partido político com representação no Congresso Nacional</strong> e por organização sindical, entidade de classe ou associação legalmente constituída e em funcionamento <strong>há pelo menos um ano</strong>.</p>',
  },
  {
    path: ['Direito Constitucional', 'Teoria da Constituição', 'Poder constituinte', 'Poder constituinte derivado', 'Limitações ao poder de reforma'],
    board: 'CEBRASPE', year: 2022, tender: 'TCU 2022', roles: ['Auditor Federal de Controle Externo'], schooling: 'Superior', graduation: ANY,
    type: 'CERTO_ERRADO',
    statement: '<p>Não será objeto de deliberação a proposta de emenda à Constituição tendente a abolir a forma federativa de Estado; o voto direto, secreto, universal e periódico; a separação dos Poderes; e os direitos e garantias individuais.</p>',
    right: 'C',
    comment: '<p><strong>Certo.</strong> São as cláusulas pétreas do art. 60, § 4º, da CF/1988. Note que a vedação alcança propostas <em>tendentes a abolir</em>, e não qualquer alteração.</p>',
  },
  {
    path: ['Direito Constitucional', 'Controle de constitucionalidade', 'Controle concentrado', 'Arguição de descumprimento de preceito fundamental'],
    board: 'FGV', year: 2022, tender: 'TJDFT 2022', roles: ['Analista Judiciário – Oficial de Justiça'], schooling: 'Superior', graduation: LAW,
    type: 'MULTIPLA_ESCOLHA',
    statement: '<p>A arguição de descumprimento de preceito fundamental (ADPF) possui caráter</p>',
    options: [
      'principal, podendo ser ajuizada mesmo quando houver outro meio eficaz de sanar a lesividade.',
      'subsidiário, não sendo admitida quando houver qualquer outro meio eficaz de sanar a lesividade.',
      'exclusivamente preventivo, não cabendo contra atos já praticados.',
      'restrito às leis federais editadas após a Constituição de 1988.',
      'incidental, podendo ser julgada por qualquer juiz ou tribunal.',
    ],
    right: 1,
    comment: '<p>Art. 4º, § 1º, da Lei n.º 9.882/1999: não será admitida ADPF quando houver qualquer outro meio eficaz de sanar a lesividade (princípio da subsidiariedade).</p>',
  },
  {
    path: ['Direito Constitucional', 'Organização dos Poderes', 'Poder Legislativo', 'Processo legislativo', 'Medidas provisórias'],
    board: 'FCC', year: 2023, tender: 'TRF 1ª Região 2023', roles: ['Técnico Judiciário – Área Administrativa'], schooling: 'Médio', graduation: ANY,
    type: 'MULTIPLA_ESCOLHA',
    statement: '<p>De acordo com a Constituição Federal, é vedada a edição de medida provisória sobre matéria relativa a</p>',
    options: [
      'direito penal, processual penal e processual civil.',
      'instituição ou majoração de impostos.',
      'abertura de crédito extraordinário.',
      'organização administrativa dos ministérios.',
      'fixação do valor do salário mínimo.',
    ],
    right: 0,
    comment: '<p>Art. 62, § 1º, I, <em>b</em>, da CF/1988. Impostos podem ser instituídos ou majorados por medida provisória (art. 62, § 2º), e o crédito extraordinário é justamente uma das hipóteses típicas de MP.</p>',
  },
  {
    path: ['Direito Administrativo', 'Princípios da Administração Pública', 'Princípios expressos'],
    board: 'CEBRASPE', year: 2021, tender: 'PRF 2021', roles: ['Policial Rodoviário Federal'], schooling: 'Superior', graduation: ANY,
    type: 'CERTO_ERRADO',
    statement: '<p>O princípio da publicidade impõe a divulgação oficial dos atos administrativos, ressalvadas as hipóteses de sigilo previstas em lei.</p>',
    right: 'C',
    comment: '<p><strong>Certo.</strong> A publicidade é a regra (art. 37, <em>caput</em>, da CF/1988), e o sigilo é exceção admitida quando imprescindível à segurança da sociedade e do Estado ou à intimidade (art. 5º, XXXIII e LX).</p>',
  },
  {
    path: ['Direito Administrativo', 'Organização administrativa', 'Administração indireta', 'Autarquias'],
    board: 'FGV', year: 2023, tender: 'SEFAZ-MG 2023', roles: ['Auditor Fiscal da Receita Estadual'], schooling: 'Superior', graduation: ANY,
    type: 'MULTIPLA_ESCOLHA',
    statement: '<p>As autarquias são pessoas jurídicas de</p>',
    options: [
      'direito privado, cuja criação é autorizada por lei.',
      'direito público, criadas por lei específica para executar atividades típicas da Administração Pública.',
      'direito público, criadas por decreto do chefe do Poder Executivo.',
      'direito privado, sem fins lucrativos, instituídas por particulares.',
      'direito público, subordinadas hierarquicamente ao ministério supervisor.',
    ],
    right: 1,
    comment: '<p>Art. 37, XIX, da CF/1988 e art. 5º, I, do Decreto-Lei n.º 200/1967. As autarquias se vinculam ao ministério por <em>supervisão</em> (tutela), sem subordinação hierárquica.</p>',
  },
  {
    path: ['Direito Administrativo', 'Atos administrativos', 'Extinção dos atos administrativos', 'Revogação'],
    board: 'VUNESP', year: 2022, tender: 'TJ-SP 2022', roles: ['Escrevente Técnico Judiciário'], schooling: 'Médio', graduation: ANY,
    type: 'MULTIPLA_ESCOLHA',
    statement: '<p>A revogação do ato administrativo</p>',
    options: [
      'pode ser feita pelo Poder Judiciário no exercício da função jurisdicional.',
      'atinge atos vinculados e produz efeitos retroativos.',
      'decorre de razões de conveniência e oportunidade e produz efeitos <em>ex nunc</em>.',
      'é obrigatória quando o ato contém vício de legalidade.',
      'só pode ocorrer no prazo decadencial de cinco anos.',
    ],
    right: 2,
    comment: '<p>Súmula 473 do STF: a Administração pode anular seus atos ilegais e <strong>revogá-los por motivo de conveniência ou oportunidade</strong>, respeitados os direitos adquiridos. A revogação não retroage (efeitos <em>ex nunc</em>).</p>',
  },
  {
    path: ['Direito Administrativo', 'Licitações e contratos', 'Modalidades de licitação', 'Pregão'],
    board: 'CEBRASPE', year: 2024, tender: 'Concurso Nacional Unificado 2024', roles: ['Analista Técnico-Administrativo'], schooling: 'Superior', graduation: ANY,
    type: 'CERTO_ERRADO',
    statement: '<p>De acordo com a Lei n.º 14.133/2021, o pregão é a modalidade de licitação obrigatória para a aquisição de bens e serviços comuns, cujo critério de julgamento poderá ser o de menor preço ou o de maior desconto.</p>',
    right: 'C',
    comment: '<p><strong>Certo.</strong> Art. 6º, XLI, da Lei n.º 14.133/2021.</p>',
  },
  {
    path: ['Direito Administrativo', 'Licitações e contratos', 'Modalidades de licitação', 'Diálogo competitivo'],
    board: 'FGV', year: 2024, tender: 'TCE-PA 2024', roles: ['Auditor de Controle Externo'], schooling: 'Superior', graduation: ANY,
    type: 'MULTIPLA_ESCOLHA',
    statement: '<p>Nos termos da Lei n.º 14.133/2021, <strong>não</strong> é modalidade de licitação:</p>',
    options: ['pregão.', 'concorrência.', 'concurso.', 'tomada de preços.', 'diálogo competitivo.'],
    right: 3,
    comment: '<p>O art. 28 da Lei n.º 14.133/2021 prevê pregão, concorrência, concurso, leilão e diálogo competitivo. A tomada de preços e o convite, da Lei n.º 8.666/1993, deixaram de existir.</p>',
  },
  {
    path: ['Direito Administrativo', 'Agentes públicos', 'Lei 8.112/1990', 'Provimento'],
    board: 'FCC', year: 2022, tender: 'TRT 4ª Região 2022', roles: ['Técnico Judiciário – Área Administrativa'], schooling: 'Médio', graduation: ANY,
    type: 'MULTIPLA_ESCOLHA',
    statement: '<p>Segundo a Lei n.º 8.112/1990, são formas de provimento de cargo público, <strong>exceto</strong>:</p>',
    options: ['nomeação.', 'readaptação.', 'reversão.', 'aproveitamento.', 'transferência.'],
    right: 4,
    comment: '<p>O art. 8º da Lei n.º 8.112/1990 lista nomeação, promoção, readaptação, reversão, aproveitamento, reintegração e recondução. A transferência foi revogada pela Lei n.º 9.527/1997.</p>',
  },
  {
    path: ['Direito Administrativo', 'Improbidade administrativa'],
    board: 'CEBRASPE', year: 2022, tender: 'DPE-RO 2022', roles: ['Defensor Público Substituto'], schooling: 'Superior', graduation: LAW,
    type: 'CERTO_ERRADO',
    statement: '<p>Após as alterações promovidas pela Lei n.º 14.230/2021, somente a conduta dolosa configura ato de improbidade administrativa.</p>',
    right: 'C',
    comment: '<p><strong>Certo.</strong> O art. 1º, § 1º, da Lei n.º 8.429/1992, com a redação da Lei n.º 14.230/2021, exige dolo para todas as modalidades de improbidade; a forma culposa deixou de existir.</p>',
  },
  {
    path: ['Português', 'Sintaxe', 'Concordância', 'Concordância verbal'],
    board: 'FGV', year: 2022, tender: 'Receita Federal 2022', roles: ['Auditor-Fiscal da Receita Federal'], schooling: 'Superior', graduation: ANY,
    type: 'MULTIPLA_ESCOLHA',
    statement: '<p>Assinale a frase em que a concordância verbal está de acordo com a norma-padrão.</p>',
    options: [
      'Fazem dois anos que o edital foi publicado.',
      'Houveram muitas dúvidas sobre a prova.',
      'Existe, no processo, muitas falhas a corrigir.',
      'Devem haver candidatos aprovados na segunda chamada.',
      'Faltam três dias para a divulgação do resultado.',
    ],
    right: 4,
    comment: '<p>“Faltar” concorda com o sujeito “três dias”. Nas demais: “fazer” indicando tempo e “haver” no sentido de existir são impessoais (<em>Faz</em> dois anos; <em>Houve</em> dúvidas; <em>Deve</em> haver), e “existir” concorda com “muitas falhas” (<em>Existem</em>).</p>',
  },
  {
    path: ['Português', 'Sintaxe', 'Crase'],
    board: 'VUNESP', year: 2023, tender: 'Polícia Civil SP 2023', roles: ['Escrivão de Polícia'], schooling: 'Superior', graduation: ANY,
    type: 'MULTIPLA_ESCOLHA',
    statement: '<p>Assinale a alternativa em que o acento indicativo de crase está empregado corretamente.</p>',
    options: [
      'O candidato começou à estudar em janeiro.',
      'Entregou o recurso à banca examinadora dentro do prazo.',
      'A prova será aplicada à partir das 8h.',
      'Refiro-me à pessoas que faltaram.',
      'Ficou frente à frente com o examinador.',
    ],
    right: 1,
    comment: '<p>“Entregar” pede a preposição <em>a</em>, e “banca” admite o artigo <em>a</em>: à banca. Não há crase antes de verbo, de “partir”, de palavra no plural precedida de <em>a</em> singular nem em expressões com palavras repetidas.</p>',
  },
  {
    path: ['Português', 'Sintaxe', 'Termos essenciais da oração', 'Sujeito', 'Oração sem sujeito'],
    board: 'CEBRASPE', year: 2021, tender: 'Polícia Federal 2021', roles: ['Escrivão de Polícia Federal'], schooling: 'Superior', graduation: ANY,
    type: 'CERTO_ERRADO',
    statement: '<p>Na oração “Havia muitos candidatos na sala”, o termo “muitos candidatos” exerce a função de sujeito.</p>',
    right: 'E',
    comment: '<p><strong>Errado.</strong> “Haver” no sentido de existir é impessoal: a oração não tem sujeito, e “muitos candidatos” é objeto direto.</p>',
  },
  {
    path: ['Português', 'Pontuação', 'Uso da vírgula'],
    board: 'FCC', year: 2022, tender: 'TRT 17ª Região 2022', roles: ['Analista Judiciário – Área Administrativa'], schooling: 'Superior', graduation: ANY,
    type: 'MULTIPLA_ESCOLHA',
    statement: '<p>Está correta a pontuação em:</p>',
    options: [
      'Os servidores, que participaram do curso receberam certificado.',
      'O diretor, anunciou as novas regras na reunião.',
      'Ontem à tarde, o tribunal divulgou o resultado final do concurso.',
      'Os candidatos aprovados, devem apresentar os documentos.',
      'A banca examinadora publicou, o gabarito preliminar.',
    ],
    right: 2,
    comment: '<p>O adjunto adverbial deslocado para o início da oração pode ser separado por vírgula. Nas demais há vírgula entre sujeito e verbo ou entre verbo e complemento, ou a oração explicativa não foi fechada.</p>',
  },
  {
    path: ['Português', 'Morfologia', 'Pronomes', 'Colocação pronominal'],
    board: 'CESGRANRIO', year: 2023, tender: 'Banco do Brasil 2023', roles: ['Agente Comercial'], schooling: 'Médio', graduation: ANY,
    type: 'MULTIPLA_ESCOLHA',
    statement: '<p>De acordo com a norma-padrão, a colocação do pronome está correta em:</p>',
    options: [
      'Me informaram que a agência fechará mais cedo.',
      'Não esqueça-se de assinar o contrato.',
      'Nunca disseram-me a verdade sobre o caso.',
      'Os clientes que procuraram-nos foram atendidos.',
      'Tudo se resolveu após a reunião com o gerente.',
    ],
    right: 4,
    comment: '<p>O pronome indefinido “tudo” atrai o pronome oblíquo (próclise). Não se inicia período com pronome oblíquo, e palavras negativas e pronomes relativos também exigem próclise.</p>',
  },
  {
    path: ['Português', 'Interpretação de textos', 'Tipologia textual'],
    board: 'CEBRASPE', year: 2024, tender: 'Concurso Nacional Unificado 2024', roles: ['Analista Técnico de Políticas Sociais'], schooling: 'Superior', graduation: ANY,
    type: 'DISCURSIVA',
    statement: '<p>Redija um texto dissertativo acerca do tema <strong>“Os desafios da transformação digital nos serviços públicos brasileiros”</strong>. Ao elaborar seu texto, aborde:</p><ol><li>a ampliação do acesso aos serviços por meio de plataformas digitais;</li><li>a inclusão digital da população mais vulnerável;</li><li>a proteção dos dados pessoais dos cidadãos.</li></ol><p>Extensão máxima: 30 linhas.</p>',
    comment: '<p>Espera-se que o candidato relacione a oferta de serviços digitais (como o gov.br) à redução de custos e filas, reconheça a exclusão digital como limite dessa política e mencione a Lei Geral de Proteção de Dados (Lei n.º 13.709/2018) como marco da proteção de dados no setor público.</p>',
  },
  {
    path: ['Raciocínio Lógico', 'Lógica proposicional', 'Equivalências lógicas', 'Leis de De Morgan'],
    board: 'CEBRASPE', year: 2021, tender: 'PRF 2021', roles: ['Policial Rodoviário Federal'], schooling: 'Superior', graduation: ANY,
    type: 'CERTO_ERRADO',
    statement: '<p>A negação da proposição “O candidato estudou e foi aprovado” é “O candidato não estudou ou não foi aprovado”.</p>',
    right: 'C',
    comment: '<p><strong>Certo.</strong> Pela lei de De Morgan, ~(p ∧ q) ≡ ~p ∨ ~q.</p>',
  },
  {
    path: ['Raciocínio Lógico', 'Lógica proposicional', 'Negação de proposições'],
    board: 'FGV', year: 2022, tender: 'SEFAZ-AM 2022', roles: ['Auditor Fiscal de Tributos Estaduais'], schooling: 'Superior', graduation: ANY,
    type: 'MULTIPLA_ESCOLHA',
    statement: '<p>A negação lógica da sentença “Se chove, então a rua fica molhada” é:</p>',
    options: [
      'Se não chove, então a rua não fica molhada.',
      'Chove e a rua não fica molhada.',
      'Não chove e a rua fica molhada.',
      'Se a rua não fica molhada, então não chove.',
      'Não chove ou a rua fica molhada.',
    ],
    right: 1,
    comment: '<p>A negação de p → q é p ∧ ~q: “chove <strong>e</strong> a rua <strong>não</strong> fica molhada”. A alternativa D é a contrapositiva, equivalente à própria condicional.</p>',
  },
  {
    path: ['Raciocínio Lógico', 'Análise combinatória', 'Combinações'],
    board: 'VUNESP', year: 2022, tender: 'PM-SP 2022', roles: ['Soldado PM de 2ª Classe'], schooling: 'Médio', graduation: ANY,
    type: 'MULTIPLA_ESCOLHA',
    statement: '<p>De um grupo de 8 policiais, deseja-se formar uma equipe de 3 para uma operação. O número de equipes diferentes que podem ser formadas é</p>',
    options: ['24.', '56.', '112.', '336.', '512.'],
    right: 1,
    comment: '<p>A ordem não importa: C(8, 3) = 8! / (3! · 5!) = 56.</p>',
  },
  {
    path: ['Raciocínio Lógico', 'Probabilidade'],
    board: 'CESGRANRIO', year: 2021, tender: 'Caixa Econômica Federal 2021', roles: ['Técnico Bancário Novo'], schooling: 'Médio', graduation: ANY,
    type: 'MULTIPLA_ESCOLHA',
    statement: '<p>Uma urna contém 4 bolas brancas e 6 bolas pretas. Retirando-se ao acaso duas bolas, sem reposição, a probabilidade de ambas serem brancas é</p>',
    options: ['2/15.', '4/25.', '1/5.', '4/15.', '2/5.'],
    right: 0,
    comment: '<p>P = 4/10 × 3/9 = 12/90 = 2/15.</p>',
  },
  {
    path: ['Informática', 'Segurança da informação', 'Malwares', 'Ransomware'],
    board: 'CEBRASPE', year: 2021, tender: 'Polícia Federal 2021', roles: ['Agente de Polícia Federal'], schooling: 'Superior', graduation: ANY,
    type: 'CERTO_ERRADO',
    statement: '<p><em>Ransomware</em> é um tipo de código malicioso que torna inacessíveis os dados armazenados em um equipamento, geralmente usando criptografia, e que exige pagamento de resgate para restabelecer o acesso ao usuário.</p>',
    right: 'C',
    comment: '<p><strong>Certo.</strong> É a definição da Cartilha de Segurança para Internet do CERT.br. A melhor proteção é manter backups atualizados e fora do alcance da máquina infectada.</p>',
  },
  {
    path: ['Informática', 'Editores de planilhas', 'Microsoft Excel', 'Fórmulas e funções', 'PROCV'],
    board: 'FGV', year: 2022, tender: 'TRT 16ª Região 2022', roles: ['Técnico Judiciário – Área Administrativa'], schooling: 'Médio', graduation: ANY,
    type: 'MULTIPLA_ESCOLHA',
    statement: '<p>No Microsoft Excel, a função que procura um valor na primeira coluna de um intervalo e retorna o valor da mesma linha em uma coluna especificada é</p>',
    options: ['SOMASE.', 'CONT.SE.', 'PROCV.', 'ÍNDICE.', 'CONCATENAR.'],
    right: 2,
    comment: '<p>PROCV (procura vertical): =PROCV(valor_procurado; matriz_tabela; núm_índice_coluna; [procurar_intervalo]).</p>',
  },
  {
    path: ['Informática', 'Redes de computadores', 'Protocolos de comunicação'],
    board: 'VUNESP', year: 2023, tender: 'TJ-SP 2023', roles: ['Escrevente Técnico Judiciário'], schooling: 'Médio', graduation: ANY,
    type: 'MULTIPLA_ESCOLHA',
    statement: '<p>O protocolo utilizado para o envio de mensagens de correio eletrônico entre servidores é o</p>',
    options: ['HTTP.', 'FTP.', 'SMTP.', 'POP3.', 'DNS.'],
    right: 2,
    comment: '<p>O SMTP envia e transfere mensagens; POP3 e IMAP servem para o usuário recebê-las.</p>',
  },
  {
    path: ['Informática', 'Computação em nuvem'],
    board: 'CEBRASPE', year: 2022, tender: 'Petrobras 2022', roles: ['Técnico de Administração e Controle Júnior'], schooling: 'Médio', graduation: ANY,
    type: 'CERTO_ERRADO',
    statement: '<p>No modelo de computação em nuvem SaaS (<em>software</em> como serviço), o cliente é responsável pela manutenção da infraestrutura física dos servidores que executam a aplicação.</p>',
    right: 'E',
    comment: '<p><strong>Errado.</strong> No SaaS o provedor cuida da infraestrutura, da plataforma e da própria aplicação; o cliente apenas a utiliza.</p>',
  },
  {
    path: ['Contabilidade', 'Demonstrações contábeis', 'Balanço patrimonial'],
    board: 'FCC', year: 2022, tender: 'SEFAZ-AP 2022', roles: ['Auditor da Receita do Estado'], schooling: 'Superior', graduation: ANY,
    type: 'MULTIPLA_ESCOLHA',
    statement: '<p>No balanço patrimonial, as contas do ativo são dispostas em ordem</p>',
    options: [
      'decrescente de grau de liquidez.',
      'crescente de grau de liquidez.',
      'alfabética.',
      'decrescente de exigibilidade.',
      'crescente de valor.',
    ],
    right: 0,
    comment: '<p>Art. 178, § 1º, da Lei n.º 6.404/1976: no ativo, as contas são dispostas em ordem decrescente de grau de liquidez dos elementos nelas registrados.</p>',
  },
  {
    path: ['Contabilidade', 'Escrituração', 'Método das partidas dobradas'],
    board: 'CESGRANRIO', year: 2023, tender: 'Petrobras 2023', roles: ['Técnico de Contabilidade Júnior'], schooling: 'Médio', graduation: 'Técnico em Contabilidade',
    type: 'MULTIPLA_ESCOLHA',
    statement: '<p>Pelo método das partidas dobradas, a todo débito corresponde</p>',
    options: [
      'um crédito de igual valor.',
      'um débito de igual valor em outra conta.',
      'um crédito de valor maior.',
      'uma provisão.',
      'um lançamento de encerramento.',
    ],
    right: 0,
    comment: '<p>Não há devedor sem credor: a soma dos débitos é sempre igual à soma dos créditos.</p>',
  },
  {
    path: ['Contabilidade', 'Patrimônio', 'Patrimônio líquido'],
    board: 'Quadrix', year: 2022, tender: 'CRC-RS 2022', roles: ['Assistente Administrativo'], schooling: 'Médio', graduation: ANY,
    type: 'CERTO_ERRADO',
    statement: '<p>O patrimônio líquido corresponde à diferença entre o valor do ativo e o valor do passivo.</p>',
    right: 'C',
    comment: '<p><strong>Certo.</strong> PL = Ativo − Passivo (equação fundamental do patrimônio).</p>',
  },
  {
    path: ['Direito Penal', 'Crimes contra a Administração Pública', 'Peculato'],
    board: 'CEBRASPE', year: 2022, tender: 'PC-RO 2022', roles: ['Agente de Polícia Civil'], schooling: 'Superior', graduation: ANY,
    type: 'CERTO_ERRADO',
    statement: '<p>Comete peculato o funcionário público que se apropria de dinheiro, valor ou qualquer outro bem móvel, público ou particular, de que tem a posse em razão do cargo.</p>',
    right: 'C',
    comment: '<p><strong>Certo.</strong> É o peculato-apropriação do art. 312, <em>caput</em>, do Código Penal.</p>',
  },
  {
    path: ['Direito Penal', 'Teoria do crime', 'Ilicitude', 'Legítima defesa'],
    board: 'VUNESP', year: 2024, tender: 'Polícia Civil SP 2024', roles: ['Investigador de Polícia'], schooling: 'Superior', graduation: ANY,
    type: 'MULTIPLA_ESCOLHA',
    statement: '<p>Segundo o Código Penal, entende-se em legítima defesa quem, usando moderadamente dos meios necessários, repele</p>',
    options: [
      'perigo atual que não provocou por sua vontade.',
      'injusta agressão, atual ou iminente, a direito seu ou de outrem.',
      'qualquer agressão futura, ainda que incerta.',
      'agressão justa praticada por agente público.',
      'ameaça remota a direito exclusivamente próprio.',
    ],
    right: 1,
    comment: '<p>Art. 25 do Código Penal. A alternativa A descreve o estado de necessidade (art. 24).</p>',
  },
  {
    path: ['Direito Penal', 'Crimes contra o patrimônio', 'Roubo'],
    board: 'FGV', year: 2021, tender: 'PC-RN 2021', roles: ['Agente de Polícia Civil'], schooling: 'Superior', graduation: ANY,
    type: 'MULTIPLA_ESCOLHA',
    statement: '<p>O crime de roubo se diferencia do furto porque</p>',
    options: [
      'exige que a coisa subtraída seja de grande valor.',
      'envolve grave ameaça ou violência à pessoa.',
      'só pode ser praticado durante o repouso noturno.',
      'somente se consuma com a posse mansa e pacífica da coisa.',
      'é sempre de ação penal privada.',
    ],
    right: 1,
    comment: '<p>Art. 157 do Código Penal: subtrair coisa alheia móvel mediante grave ameaça ou violência à pessoa. O STJ (Súmula 582) dispensa a posse mansa e pacífica para a consumação.</p>',
  },
  {
    path: ['Direito Tributário', 'Sistema Tributário Nacional', 'Princípios tributários', 'Anterioridade'],
    board: 'CEBRASPE', year: 2023, tender: 'SEFAZ-AL 2023', roles: ['Auditor Fiscal da Receita Estadual'], schooling: 'Superior', graduation: ANY,
    type: 'CERTO_ERRADO',
    statement: '<p>Em regra, é vedado cobrar tributos no mesmo exercício financeiro em que haja sido publicada a lei que os instituiu ou aumentou.</p>',
    right: 'C',
    comment: '<p><strong>Certo.</strong> Anterioridade anual, art. 150, III, <em>b</em>, da CF/1988, com as exceções do § 1º.</p>',
  },
  {
    path: ['Direito Tributário', 'Crédito tributário', 'Suspensão da exigibilidade'],
    board: 'FCC', year: 2023, tender: 'SEFAZ-PE 2023', roles: ['Julgador Administrativo Tributário'], schooling: 'Superior', graduation: ANY,
    type: 'MULTIPLA_ESCOLHA',
    statement: '<p>Suspende a exigibilidade do crédito tributário:</p>',
    options: [
      'o pagamento.',
      'a compensação.',
      'a concessão de medida liminar em mandado de segurança.',
      'a remissão.',
      'a prescrição.',
    ],
    right: 2,
    comment: '<p>Art. 151, IV, do CTN. Pagamento, compensação, remissão e prescrição <em>extinguem</em> o crédito (art. 156).</p>',
  },
  {
    path: ['Direito Administrativo', 'Responsabilidade civil do Estado'],
    board: 'CEBRASPE', year: 2023, tender: 'AGU 2023', roles: ['Advogado da União'], schooling: 'Superior', graduation: LAW,
    type: 'DISCURSIVA',
    statement: '<p>Discorra sobre a responsabilidade civil do Estado por condutas omissivas, abordando:</p><ol><li>a teoria adotada pela Constituição Federal de 1988;</li><li>a posição do Supremo Tribunal Federal sobre a omissão específica;</li><li>o direito de regresso contra o agente público.</li></ol>',
    comment: '<p>O candidato deve mencionar o art. 37, § 6º, da CF/1988 (teoria do risco administrativo), a distinção entre omissão genérica e específica, o entendimento do STF pela responsabilidade objetiva quando há dever específico de agir (RE 841.526) e o regresso em caso de dolo ou culpa do agente.</p>',
  },
  {
    path: ['Informática', 'Sistemas operacionais', 'Linux'],
    board: 'IDECAN', year: 2022, tender: 'IF-PA 2022', roles: ['Assistente em Administração'], schooling: 'Médio', graduation: ANY,
    type: 'MULTIPLA_ESCOLHA',
    statement: '<p>Em um terminal do Linux, o comando que lista os arquivos e diretórios do diretório atual é</p>',
    options: ['cd.', 'ls.', 'pwd.', 'rm.', 'mkdir.'],
    right: 1,
    comment: '<p><code>ls</code> lista o conteúdo; <code>cd</code> muda de diretório, <code>pwd</code> mostra o diretório atual, <code>rm</code> remove e <code>mkdir</code> cria diretórios.</p>',
  },
];

/** Number of hand-written statements. */
export const QUESTION_STEM_COUNT = STEMS.length;

/** Questions of a scale: 36 per unit of MOCK_SCALE (at least one). */
export function questionCount(scale: number): number {
  return Math.max(1, Math.round(STEMS.length * scale));
}

const LETTERS = 'ABCDEFGHIJ';

/** The letter of the alternative at `index` (0 → A). */
export function letterAt(index: number): string {
  return LETTERS[index] ?? String(index + 1);
}

/** `Q00012` for id 12. */
export function questionCode(id: number): string {
  return `Q${String(id).padStart(5, '0')}`;
}

function alternativesOf(stem: Stem): QuestionAlternative[] {
  const blank = { answerMedia: '', comment: '', commentMedia: '' };
  if (stem.type === 'CERTO_ERRADO') {
    return [
      { letter: 'C', answer: 'Certo', right: stem.right === 'C', ...blank },
      { letter: 'E', answer: 'Errado', right: stem.right === 'E', ...blank },
    ];
  }
  if (stem.type === 'DISCURSIVA') return [];
  return (stem.options ?? []).map((answer, index) => ({ letter: letterAt(index), answer, right: stem.right === index, ...blank }));
}

/** Percentage with one decimal (45.46 → 45.5). */
export function rateOf(part: number, whole: number): number {
  return whole === 0 ? 0 : Math.round((part / whole) * 1000) / 10;
}

/** Statistics for answers spread over the alternatives (wrong answers split with random weights). */
export function statisticsFor(rng: Rng, alternatives: readonly QuestionAlternative[], answers: number): QuestionStatistics {
  if (alternatives.length === 0 || answers === 0) {
    return {
      answers: alternatives.length === 0 ? answers : 0,
      hits: { number: 0, rate: 0 },
      wrongs: { number: 0, rate: 0 },
      alternatives: alternatives.map((alternative) => ({ letter: alternative.letter, count: 0, rate: 0, right: alternative.right })),
    };
  }
  const hitShare = 0.35 + rng.next() * 0.5;
  const hits = Math.round(answers * hitShare);
  const wrongs = answers - hits;
  const wrongOnes = alternatives.filter((alternative) => !alternative.right);
  const weights = wrongOnes.map(() => 1 + rng.int(0, 6));
  const weightSum = weights.reduce((sum, weight) => sum + weight, 0);
  const counts = new Map<string, number>();
  let given = 0;
  wrongOnes.forEach((alternative, index) => {
    const count = index === wrongOnes.length - 1 ? wrongs - given : Math.floor((wrongs * weights[index]) / weightSum);
    counts.set(alternative.letter, count);
    given += count;
  });
  return {
    answers,
    hits: { number: hits, rate: rateOf(hits, answers) },
    wrongs: { number: wrongs, rate: rateOf(wrongs, answers) },
    alternatives: alternatives.map((alternative) => {
      const count = alternative.right ? hits : counts.get(alternative.letter) ?? 0;
      return { letter: alternative.letter, count, rate: rateOf(count, answers), right: alternative.right };
    }),
  };
}

function isoAt(day: number, minutes: number): string {
  const date = new Date(Date.UTC(2025, 0, 1) + day * 86_400_000 + minutes * 60_000);
  return `${date.toISOString().slice(0, 19)}-03:00`;
}

/** The first `count` questions; question n is the same whatever the count. */
export function generateQuestions(count: number, nodes: readonly HierarchyNodeRecord[]): QuestionRecord[] {
  const out: QuestionRecord[] = [];
  for (let id = 1; id <= count; id += 1) {
    const rng = rngFor('questao', id);
    const stem = STEMS[(id - 1) % STEMS.length];
    const round = Math.floor((id - 1) / STEMS.length);
    const node = nodeByNames(nodes, stem.path);
    const alternatives = alternativesOf(stem);
    const answers = stem.type === 'DISCURSIVA' ? rng.int(40, 600) : rng.int(120, 4800);
    // Later rounds of a large scale reuse a statement in another year's exam of the same board.
    const year = round === 0 ? stem.year : Math.max(2010, stem.year - round);
    const createdDay = rng.int(0, 420);
    const review: ReviewState = id % 3 === 0 || id % 7 === 0 ? 'PENDENTE' : id % 11 === 5 ? 'REPROVADA' : 'APROVADA';
    out.push({
      _id: id,
      title: stem.statement,
      exam: {
        roles: [...stem.roles],
        year,
        publicTender: round === 0 ? stem.tender : stem.tender.replace(/\d{4}$/, String(year)),
        evaluatingInstitution: stem.board,
        schooling: stem.schooling,
        graduation: stem.graduation,
      },
      type: stem.type,
      hierarchyIds: [node._id],
      canceled: id % 17 === 0,
      unpublished: review !== 'APROVADA' || id % 13 === 0,
      code: questionCode(id),
      number: rng.int(1, 120),
      image: '',
      alternatives,
      rightAlternative: alternatives.find((alternative) => alternative.right)?.letter ?? '',
      comment: { description: stem.comment, media: '' },
      statistics: statisticsFor(rng, alternatives, answers),
      review,
      reviewNote: review === 'REPROVADA' ? 'Gabarito divergente do oficial; conferir com a banca.' : '',
      createdAt: isoAt(createdDay, rng.int(8 * 60, 19 * 60)),
      editedAt: isoAt(createdDay + rng.int(0, 60), rng.int(8 * 60, 19 * 60)),
    });
  }
  return out;
}

/** The questions table. */
export const questionsTable = defineTable<QuestionRecord>({
  name: 'questoes',
  idField: '_id',
  searchFields: ['code'],
  seed: ({ scale, base }) => generateQuestions(questionCount(scale), base(hierarchyTable)),
});
