/**
 * Notices (recados): messages a teacher posts to the students of one module, as rich text. About 45 × MOCK_SCALE,
 * each written by the real teacher of its module's subject.
 */
import { defineTable } from '../store/table.ts';
import { productCatalog } from './catalog.ts';
import { dayOf, dayToBr, dayToIso } from './dates.ts';
import { rngFor, type Rng } from './random.ts';
import { teacherOfSubject } from './staffUsers.ts';

/** A notice with the spec's fields (dates as `yyyy-mm-dd`). */
export interface NoticeRecord {
  _id: number;
  /** Module name, as the catalogue gives it. */
  modulo: string;
  assunto: string;
  /** Teacher's name. */
  professor: string;
  /** Sanitised rich text. */
  recado: string;
  DataCriacao: string;
  DataAtualizacao: string;
}

/** Notices of a scale: 45 per unit of MOCK_SCALE (at least one). */
export function noticeCount(scale: number): number {
  return Math.max(1, Math.round(45 * scale));
}

/** The subject of a catalogue module ("Direito Penal para PC-SP" → "Direito Penal"). */
export function subjectOfModule(moduleName: string): string {
  return moduleName.split(' para ')[0];
}

/** The catalogue's modules, with their subject's teacher. */
export function modulesWithTeachers(): Array<{ ID: number; Nome: string; professor: string }> {
  return productCatalog()
    .filter((product) => product.Tipo === 'Módulo')
    .map((product) => ({ ID: product.ID, Nome: product.Nome, professor: teacherOfSubject(subjectOfModule(product.Nome)) }));
}

interface Ctx {
  subject: string;
  exam: string;
  teacher: string;
  day: string;
  hour: number;
  rng: Rng;
}

const TOPICS: Record<string, readonly string[]> = {
  'Língua Portuguesa': ['crase', 'concordância verbal', 'regência', 'pontuação', 'interpretação de textos'],
  'Raciocínio Lógico': ['proposições e conectivos', 'equivalências lógicas', 'análise combinatória', 'probabilidade'],
  'Direito Constitucional': ['direitos fundamentais', 'organização do Estado', 'controle de constitucionalidade', 'remédios constitucionais'],
  'Direito Administrativo': ['atos administrativos', 'licitações (Lei 14.133/2021)', 'improbidade administrativa', 'agentes públicos'],
  'Direito Penal': ['teoria do crime', 'crimes contra a administração pública', 'excludentes de ilicitude', 'penas'],
  'Direito Processual Penal': ['inquérito policial', 'prisão em flagrante', 'provas', 'ação penal'],
  Informática: ['segurança da informação', 'redes de computadores', 'planilhas eletrônicas', 'computação em nuvem'],
  'Contabilidade Geral': ['balanço patrimonial', 'DRE', 'lançamentos contábeis', 'depreciação'],
  'Legislação Previdenciária': ['segurados obrigatórios', 'benefícios do RGPS', 'custeio da seguridade social'],
  'Direito Tributário': ['competência tributária', 'crédito tributário', 'imunidades', 'CTN'],
  'Matemática Financeira': ['juros compostos', 'descontos', 'sistemas de amortização', 'taxas equivalentes'],
  'Conhecimentos Bancários': ['Sistema Financeiro Nacional', 'produtos bancários', 'mercado de capitais', 'prevenção à lavagem de dinheiro'],
  Arquivologia: ['gestão de documentos', 'tabela de temporalidade', 'métodos de arquivamento'],
  'Administração Pública': ['governança pública', 'gestão por resultados', 'modelos de administração'],
  'Ética no Serviço Público': ['Decreto 1.171/1994', 'conflito de interesses', 'código de ética'],
  'Legislação de Trânsito': ['CTB: infrações', 'habilitação', 'crimes de trânsito', 'sinalização'],
  Atualidades: ['meio ambiente', 'economia brasileira', 'política internacional', 'tecnologia e sociedade'],
};

function topicOf(ctx: Ctx): string {
  return ctx.rng.pick(TOPICS[ctx.subject] ?? ['revisão geral']);
}

const SIGN = (ctx: Ctx) => `<p>Bons estudos!<br>Prof. ${ctx.teacher}</p>`;

/** Kinds of notice: the subject line and the rich text of each. */
const KINDS: ReadonlyArray<{ assunto: (ctx: Ctx) => string; recado: (ctx: Ctx) => string }> = [
  {
    assunto: () => 'Aula extra de revisão',
    recado: (ctx) => `<p>Olá, pessoal!</p><p>Teremos uma <strong>aula extra de revisão</strong> sobre ${topicOf(ctx)} no dia ${ctx.day}, às ${ctx.hour}h, ao vivo na plataforma. A gravação fica disponível no dia seguinte.</p>${SIGN(ctx)}`,
  },
  {
    assunto: () => 'Material complementar disponível',
    recado: (ctx) => `<p>Pessoal, publiquei na área do aluno um <strong>PDF complementar</strong> com questões comentadas de ${topicOf(ctx)}.</p><ul><li>40 questões de provas anteriores</li><li>Gabarito comentado</li></ul>${SIGN(ctx)}`,
  },
  {
    assunto: () => 'Alteração no cronograma',
    recado: (ctx) => `<p>Atenção: a aula de ${topicOf(ctx)} foi <strong>remarcada para ${ctx.day}</strong>. As demais aulas do cronograma continuam nas datas previstas.</p>${SIGN(ctx)}`,
  },
  {
    assunto: (ctx) => `Simulado de ${ctx.subject}`,
    recado: (ctx) => `<p>O <strong>simulado de ${ctx.subject}</strong> para ${ctx.exam} abre no dia ${ctx.day} e fica disponível por 72 horas. São 30 questões no estilo da banca.</p><p>Façam com tempo cronometrado!</p>${SIGN(ctx)}`,
  },
  {
    assunto: (ctx) => `Edital ${ctx.exam} publicado`,
    recado: (ctx) => `<p>Saiu o edital de <strong>${ctx.exam}</strong>! Já conferi o conteúdo de ${ctx.subject}: o nosso cronograma cobre todos os tópicos.</p><p>Vou gravar uma aula sobre as novidades do edital até ${ctx.day}.</p>${SIGN(ctx)}`,
  },
  {
    assunto: () => 'Correção no gabarito',
    recado: (ctx) => `<p>Na lista de exercícios sobre ${topicOf(ctx)}, a questão 12 tem como resposta a <strong>alternativa C</strong>, e não a B como estava no gabarito. O arquivo já foi corrigido.</p>${SIGN(ctx)}`,
  },
  {
    assunto: () => 'Plantão de dúvidas',
    recado: (ctx) => `<p>Haverá <strong>plantão de dúvidas</strong> no dia ${ctx.day}, das ${ctx.hour}h às ${ctx.hour + 2}h. Deixem suas perguntas no fórum até a véspera.</p>${SIGN(ctx)}`,
  },
  {
    assunto: () => 'Novo capítulo publicado',
    recado: (ctx) => `<p>O capítulo sobre <em>${topicOf(ctx)}</em> já está no ar, com videoaulas, resumo em PDF e questões de fixação.</p>${SIGN(ctx)}`,
  },
  {
    assunto: () => 'Resultado do simulado',
    recado: (ctx) => `<p>O ranking do último simulado foi publicado. A média da turma foi <strong>${ctx.rng.int(52, 78)}%</strong> de acertos. Revejam os comentários das questões que erraram.</p>${SIGN(ctx)}`,
  },
  {
    assunto: () => 'Dica de estudo',
    recado: (ctx) => `<p>Para ${topicOf(ctx)}, revisem a lei seca e façam pelo menos 20 questões por dia. A banca costuma repetir o estilo das provas anteriores.</p>${SIGN(ctx)}`,
  },
];

const FIRST_DAY = dayOf(2025, 6, 2);
const LAST_DAY = dayOf(2026, 5, 29);

/** The first `count` notices; notice n is the same whatever the count. */
export function generateNotices(count: number): NoticeRecord[] {
  const modules = modulesWithTeachers();
  const notices: NoticeRecord[] = new Array(count);
  for (let id = 1; id <= count; id += 1) {
    const rng = rngFor('recado', id);
    const module = rng.pick(modules);
    const [subject, exam] = module.Nome.split(' para ');
    const created = rng.int(FIRST_DAY, LAST_DAY);
    const kind = rng.pick(KINDS);
    const ctx: Ctx = { subject, exam, teacher: module.professor, day: dayToBr(created + rng.int(3, 20)), hour: rng.pick([9, 14, 19, 20]), rng };
    const updated = rng.chance(0.4) ? created + rng.int(1, 15) : created;
    notices[id - 1] = {
      _id: id,
      modulo: module.Nome,
      assunto: kind.assunto(ctx),
      professor: module.professor,
      recado: kind.recado(ctx),
      DataCriacao: dayToIso(created),
      DataAtualizacao: dayToIso(updated),
    };
  }
  return notices;
}

/** The notices table. */
export const noticesTable = defineTable<NoticeRecord>({
  name: 'recados',
  idField: '_id',
  searchFields: ['modulo', 'professor', 'assunto'],
  seed: ({ scale }) => generateNotices(noticeCount(scale)),
});
