/**
 * Courses of the product screens (Cursos): one per course of the catalogue (same ids, so orders and coupons
 * that name a course product point at the same course), with the detail fields of the course form, and each
 * course's syllabus (conteúdo programático). Fixed size: the catalogue does not grow with MOCK_SCALE.
 */
import { defineTable } from '../store/table.ts';
import { COURSE_NAMES, productCatalog } from './catalog.ts';
import { dayOf, dayToIso } from './dates.ts';
import { concursoOfExam, concursosTable, type ConcursoRecord, type SituacaoConcurso, type Tag } from './productConcursos.ts';
import { rngFor } from './random.ts';
import { slugOf } from './slugs.ts';

/** A course with the spec's detail fields (section 3, "Course (detail)") plus its main concurso and soft removal. */
export interface CourseRecord {
  CursoID: number;
  NomeCurso: string;
  /** Part of the subscription plans (students with a plan may take it). */
  Assinatura: boolean;
  /** Permanent link (slug) on the e-commerce site. */
  LinkCurso: string;
  Situacao: SituacaoConcurso;
  Instituicao: string;
  /** Examining board name. */
  Banca: string;
  Edital: string;
  Cargo: string;
  /** Reais. */
  RemuneracaoInicial: number;
  /** Rich text (HTML). */
  Descricao: string;
  /** Cover image URL. */
  Capa: string;
  /** Reais. */
  Preco: number;
  CondicoesPagamento: string;
  /** Made to order for one client (closed class); it does not show in the store. */
  Personalizado: boolean;
  Tags: Tag[];
  TituloSEO: string;
  DescricaoSEO: string;
  Publicado: boolean;
  /** Shown on the store's home page. */
  PaginaInicial: boolean;
  /** Featured on the store (the e-commerce "cursos em destaque"). */
  Destaque: boolean;
  UsoCupom: boolean;
  UsoPontuacao: boolean;
  /** `yyyy-mm-dd` or null. */
  DataFinalVenda: string | null;
  Observacoes: string;
  /** Percent off the price during the discount window (0 = none). */
  Desconto: number;
  /** `yyyy-mm-dd` or null. */
  DataInicialDesconto: string | null;
  /** `yyyy-mm-dd` or null. */
  DataFinalDesconto: string | null;
  /** The concurso the course prepares for (list field concursoPrincipalID). */
  ConcursoPrincipalID: number | null;
  /** Removed courses stay stored (the list's `removido`) and can be restored. */
  Removido: boolean;
}

const PAYMENT_TERMS = [
  'Até 12x sem juros no cartão de crédito',
  'Até 10x sem juros no cartão ou boleto à vista com 5% de desconto',
  'À vista no Pix ou no boleto',
  'Até 6x sem juros no cartão de crédito',
] as const;

const NOTES = [
  '', '', '', 'Turma com aulas ao vivo às terças e quintas.', 'Material atualizado para o último edital.',
  'Inclui simulados mensais com correção comentada.', 'Curso renovado após a publicação do edital.',
] as const;

/** Exam and post of a catalogue course name ("Polícia Federal - Agente" → ["Polícia Federal", "Agente"]). */
export function examAndPost(name: string): [string, string] {
  const at = name.indexOf(' - ');
  return at < 0 ? [name, ''] : [name.slice(0, at), name.slice(at + 3)];
}

/** The HTML description of a course. */
export function courseDescription(name: string, concurso: ConcursoRecord | undefined): string {
  const [exam, post] = examAndPost(name);
  const board = concurso ? ` com foco na banca ${concurso.Banca.Nome}` : '';
  return `<p>Preparação completa para o cargo de <strong>${post || exam}</strong> do concurso ${exam}${board}.</p>`
    + '<ul><li>Videoaulas e PDFs de todas as disciplinas do edital</li><li>Questões comentadas</li><li>Simulados com ranking</li></ul>';
}

/** The fresh courses, from the catalogue and the concursos (course n is always the same). */
export function generateCourses(concursos: readonly ConcursoRecord[]): CourseRecord[] {
  const prices = productCatalog();
  return COURSE_NAMES.map((name, index) => {
    const id = index + 1;
    const rng = rngFor('curso-detalhe', id);
    const [exam, post] = examAndPost(name);
    const concurso = concursoOfExam(concursos, exam);
    const discount = rng.chance(0.35) ? rng.pick([5, 10, 15, 20, 25]) : 0;
    const discountStart = rng.int(dayOf(2026, 9, 1), dayOf(2026, 11, 20));
    const slug = slugOf(name);
    // Course 1 is opened by the generated checks and the e2e flows: keep it published and in the list.
    const removed = id !== 1 && rng.chance(0.07);
    return {
      CursoID: id,
      NomeCurso: name,
      Assinatura: rng.chance(0.4),
      LinkCurso: `curso-${slug}`,
      Situacao: concurso?.Situacao ?? 'EditalEmBreve',
      Instituicao: concurso?.Instituicao ?? exam,
      Banca: concurso?.Banca.Nome ?? 'Cebraspe',
      Edital: concurso?.Edital ?? '',
      Cargo: post,
      RemuneracaoInicial: concurso?.Remuneracao ?? 0,
      Descricao: courseDescription(name, concurso),
      Capa: `https://cdn.exemplo.com.br/capas/cursos/${slug}.jpg`,
      Preco: prices[index].Preco,
      CondicoesPagamento: rng.pick(PAYMENT_TERMS),
      Personalizado: rng.chance(0.08),
      Tags: concurso ? concurso.Tags.map((tag) => ({ ...tag })) : [],
      TituloSEO: `Curso ${name} | Preparatório completo`,
      DescricaoSEO: `Prepare-se para ${exam}${post ? ` (${post})` : ''} com videoaulas, PDFs e questões comentadas.`,
      Publicado: id === 1 || (!removed && rng.chance(0.85)),
      PaginaInicial: rng.chance(0.3),
      Destaque: id === 1 || (!removed && rng.chance(0.5)),
      UsoCupom: rng.chance(0.9),
      UsoPontuacao: rng.chance(0.5),
      DataFinalVenda: rng.chance(0.6) ? dayToIso(rng.int(dayOf(2026, 12, 1), dayOf(2027, 6, 30))) : null,
      Observacoes: rng.pick(NOTES),
      Desconto: discount,
      DataInicialDesconto: discount ? dayToIso(discountStart) : null,
      DataFinalDesconto: discount ? dayToIso(discountStart + rng.pick([7, 15, 30])) : null,
      ConcursoPrincipalID: concurso?.ConcursoID ?? null,
      Removido: removed,
    };
  });
}

/** The courses table (ids are the catalogue's course product ids). */
export const coursesTable = defineTable<CourseRecord>({
  name: 'cursos',
  idField: 'CursoID',
  searchFields: ['NomeCurso'],
  seed: ({ base }) => generateCourses(base(concursosTable)),
});

/** One subject of a syllabus and its topics. */
export interface SyllabusSubject {
  Disciplina: string;
  Topicos: string[];
}

/** The syllabus (conteúdo programático) of a course; same id as the course. */
export interface SyllabusRecord {
  CursoID: number;
  Disciplinas: SyllabusSubject[];
}

/** Topics of each subject, as real calls for applications list them. */
export const SUBJECT_TOPICS: Readonly<Record<string, readonly string[]>> = {
  'Língua Portuguesa': ['Compreensão e interpretação de textos', 'Ortografia oficial', 'Classes de palavras', 'Concordância verbal e nominal', 'Regência verbal e nominal', 'Emprego do sinal indicativo de crase', 'Pontuação'],
  'Raciocínio Lógico': ['Proposições e conectivos', 'Equivalências e negações', 'Argumentação lógica', 'Diagramas lógicos', 'Análise combinatória', 'Probabilidade'],
  'Direito Constitucional': ['Princípios fundamentais', 'Direitos e garantias fundamentais', 'Organização do Estado', 'Organização dos Poderes', 'Controle de constitucionalidade', 'Administração Pública (arts. 37 a 41)'],
  'Direito Administrativo': ['Princípios da Administração Pública', 'Atos administrativos', 'Poderes administrativos', 'Licitações (Lei nº 14.133/2021)', 'Agentes públicos', 'Responsabilidade civil do Estado'],
  'Direito Penal': ['Aplicação da lei penal', 'Teoria do crime', 'Crimes contra a pessoa', 'Crimes contra o patrimônio', 'Crimes contra a Administração Pública'],
  'Direito Processual Penal': ['Inquérito policial', 'Ação penal', 'Prova', 'Prisão e liberdade provisória', 'Procedimentos'],
  Informática: ['Sistemas operacionais Windows e Linux', 'Pacote Microsoft Office e LibreOffice', 'Redes de computadores e internet', 'Segurança da informação', 'Computação em nuvem'],
  'Contabilidade Geral': ['Patrimônio e equação patrimonial', 'Lançamentos contábeis', 'Balanço patrimonial', 'Demonstração do resultado do exercício', 'Depreciação, amortização e exaustão'],
  'Legislação Previdenciária': ['Seguridade social na Constituição', 'Regime Geral de Previdência Social', 'Segurados e dependentes', 'Benefícios previdenciários', 'Custeio da seguridade social'],
  'Direito Tributário': ['Sistema Tributário Nacional', 'Limitações ao poder de tributar', 'Obrigação e crédito tributário', 'Lançamento tributário', 'Suspensão, extinção e exclusão do crédito'],
  'Matemática Financeira': ['Juros simples e compostos', 'Descontos', 'Taxas equivalentes', 'Séries de pagamentos', 'Sistemas de amortização (SAC e Price)'],
  'Conhecimentos Bancários': ['Sistema Financeiro Nacional', 'Produtos e serviços bancários', 'Mercado de capitais', 'Prevenção à lavagem de dinheiro', 'Garantias do sistema financeiro'],
  Arquivologia: ['Conceitos fundamentais', 'Gestão de documentos', 'Teoria das três idades', 'Classificação e tabela de temporalidade', 'Preservação e conservação'],
  'Administração Pública': ['Evolução da administração pública no Brasil', 'Governança e governabilidade', 'Gestão por resultados', 'Planejamento estratégico', 'Controle da administração'],
  'Ética no Serviço Público': ['Código de Ética do Servidor (Decreto nº 1.171/1994)', 'Lei de Improbidade Administrativa', 'Ética e moral', 'Conflito de interesses'],
  'Legislação de Trânsito': ['Código de Trânsito Brasileiro', 'Sinalização de trânsito', 'Infrações e penalidades', 'Crimes de trânsito', 'Resoluções do Contran'],
  Atualidades: ['Política nacional e internacional', 'Economia brasileira', 'Meio ambiente e sustentabilidade', 'Tecnologia e sociedade'],
};

/** The catalogue's modules as [subject, exam] pairs, in catalogue order. */
export function catalogModulePairs(): Array<[string, string]> {
  return productCatalog()
    .filter((product) => product.Tipo === 'Módulo')
    .map((product) => {
      const at = product.Nome.indexOf(' para ');
      return [product.Nome.slice(0, at), product.Nome.slice(at + 6)];
    });
}

/** The fresh syllabus of each course: the subjects of its exam's modules, each with most of its topics. */
export function generateSyllabi(courses: readonly CourseRecord[]): SyllabusRecord[] {
  const pairs = catalogModulePairs();
  return courses.map((course) => {
    const rng = rngFor('conteudo-programatico', course.CursoID);
    const [exam] = examAndPost(course.NomeCurso);
    let subjects = pairs.filter(([, moduleExam]) => moduleExam === exam).map(([subject]) => subject);
    // Exams without modules of their own still have the subjects every call asks for.
    if (subjects.length === 0) subjects = ['Língua Portuguesa', 'Raciocínio Lógico', 'Informática'];
    return {
      CursoID: course.CursoID,
      Disciplinas: subjects.map((subject) => {
        const topics = SUBJECT_TOPICS[subject] ?? [];
        const keep = Math.max(3, topics.length - rng.int(0, 2));
        return { Disciplina: subject, Topicos: topics.slice(0, keep) };
      }),
    };
  });
}

/** The syllabus table (same ids as the courses; a course without one has an empty syllabus). */
export const syllabusTable = defineTable<SyllabusRecord>({
  name: 'conteudo-programatico',
  idField: 'CursoID',
  seed: ({ base }) => generateSyllabi(base(coursesTable)),
});
