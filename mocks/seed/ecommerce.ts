/**
 * E-commerce content: latest news about concursos, teachers' articles and subscription plans. Featured courses
 * and the store's competitions are read from the courses and concursos tables (see handlers/ecommerce.ts), so a
 * change made on the product screens shows in the store. Fixed size (the store's content does not grow with
 * the number of students).
 */
import { defineTable } from '../store/table.ts';
import { CATALOG_TEACHERS } from './catalogTeachers.ts';
import { dayOf, dayToIso } from './dates.ts';
import { CARREIRAS, concursosTable, moneyText, type ConcursoRecord } from './productConcursos.ts';
import { SUBJECT_TOPICS } from './productCourses.ts';
import { rngFor } from './random.ts';
import { slugOf } from './slugs.ts';

/** A news item (spec section 3, "News") plus its publication date. */
export interface NewsRecord {
  _id: number;
  title: string;
  /** Name of the concurso the news is about. */
  concurso: string;
  /** URL of the full news on the site. */
  link: string;
  /** Cover image URL. */
  capa: string;
  /** `yyyy-mm-dd`. */
  dataPublicacao: string;
}

/** A teacher's article (spec section 3, "Teacher article"). */
export interface ArticleRecord {
  _id: number;
  title: string;
  /** Teacher's name. */
  autor: string;
  /** `yyyy-mm-dd`. */
  dataArtigo: string;
  resumo: string;
  link: string;
  capa: string;
}

/** How often a subscription is charged. */
export const PERIODICIDADES = ['Mensal', 'Trimestral', 'Semestral', 'Anual'] as const;

/** A subscription plan of the store. */
export interface PlanRecord {
  AssinaturaID: number;
  Nome: string;
  Descricao: string;
  /** Career whose courses the plan opens ("Todas as carreiras" for the unlimited plan). */
  Carreira: string;
  Periodicidade: (typeof PERIODICIDADES)[number];
  /** Price of each charge, in reais. */
  Preco: number;
  Beneficios: string[];
  Ativo: boolean;
  /** Shown first on the store's plans page. */
  Destaque: boolean;
  /** `yyyy-mm-dd`. */
  DataCriacao: string;
}

const NEWS_TEMPLATES: ReadonlyArray<(concurso: ConcursoRecord) => string | null> = [
  (c) => (c.Situacao === 'EditalPublicado' ? `Edital ${c.NomeConcurso} publicado: inscrições abertas` : null),
  (c) => `Concurso ${c.NomeConcurso}: banca ${c.Banca.Nome} é definida`,
  (c) => `${c.NomeConcurso} tem novo concurso autorizado`,
  (c) => `Concurso ${c.NomeConcurso}: remuneração inicial chega a ${moneyText(c.Remuneracao)}`,
  (c) => (c.Situacao === 'EditalPublicado' ? `${c.NomeConcurso}: saiu o gabarito preliminar` : null),
  (c) => (c.Situacao === 'EditalEmBreve' ? `Concurso ${c.NomeConcurso}: edital deve sair em breve` : null),
  (c) => `${c.NomeConcurso}: comissão organizadora é formada`,
];

/** News about the concursos, newest first by id order of publication (36 items). */
export function generateNews(concursos: readonly ConcursoRecord[]): NewsRecord[] {
  const titles = new Set<string>();
  const news: NewsRecord[] = [];
  for (let attempt = 1; news.length < 36 && attempt < 1000; attempt += 1) {
    const rng = rngFor('noticia', attempt);
    const concurso = rng.pick(concursos);
    const title = rng.pick(NEWS_TEMPLATES)(concurso);
    if (!title || titles.has(title)) continue;
    titles.add(title);
    const slug = slugOf(title);
    news.push({
      _id: news.length + 1,
      title,
      concurso: concurso.NomeConcurso,
      link: `https://www.exemplo.com.br/noticias/${slug}`,
      capa: `https://cdn.exemplo.com.br/noticias/${slug}.jpg`,
      dataPublicacao: dayToIso(rng.int(dayOf(2026, 6, 1), dayOf(2026, 11, 15))),
    });
  }
  return news;
}

const ARTICLE_TEMPLATES: ReadonlyArray<(subject: string, topic: string) => string> = [
  (subject) => `Como estudar ${subject} do zero`,
  (subject, topic) => `${topic}: o que mais cai em ${subject}`,
  (subject) => `Os erros mais comuns em ${subject} nas provas`,
  (_subject, topic) => `Resumo completo: ${topic}`,
  (subject) => `Plano de revisão de ${subject} para a reta final`,
];

/** Teachers' articles about their subjects (30 items). */
export function generateArticles(): ArticleRecord[] {
  const titles = new Set<string>();
  const articles: ArticleRecord[] = [];
  for (let attempt = 1; articles.length < 30 && attempt < 1000; attempt += 1) {
    const rng = rngFor('artigo', attempt);
    const teacher = rng.pick(CATALOG_TEACHERS);
    const subject = rng.pick(teacher.Disciplinas);
    const topic = rng.pick(SUBJECT_TOPICS[subject] ?? [subject]);
    const title = rng.pick(ARTICLE_TEMPLATES)(subject, topic);
    if (titles.has(title)) continue;
    titles.add(title);
    const slug = slugOf(title);
    articles.push({
      _id: articles.length + 1,
      title,
      autor: teacher.Nome,
      dataArtigo: dayToIso(rng.int(dayOf(2025, 8, 1), dayOf(2026, 11, 15))),
      resumo: `${teacher.Nome.split(' ')[0]} explica o tema “${topic}” com exemplos de questões recentes de ${subject}.`,
      link: `https://www.exemplo.com.br/artigos/${slug}`,
      capa: `https://cdn.exemplo.com.br/artigos/${slug}.jpg`,
    });
  }
  return articles;
}

const PLAN_CAREERS = ['Todas as carreiras', ...CARREIRAS.slice(0, 7).map((career) => career.Nome)];
const MONTHS: Record<PlanRecord['Periodicidade'], number> = { Mensal: 1, Trimestral: 3, Semestral: 6, Anual: 12 };
const FACTOR: Record<PlanRecord['Periodicidade'], number> = { Mensal: 1, Trimestral: 0.9, Semestral: 0.8, Anual: 0.65 };

/** Subscription plans: one per career and periodicity (32 plans). */
export function generatePlans(): PlanRecord[] {
  const plans: PlanRecord[] = [];
  for (const career of PLAN_CAREERS) {
    const unlimited = career === 'Todas as carreiras';
    const monthly = unlimited ? 99.9 : rngFor('assinatura-base', career).pick([39.9, 49.9, 59.9, 69.9, 79.9]);
    for (const period of PERIODICIDADES) {
      const id = plans.length + 1;
      const rng = rngFor('assinatura', id);
      const price = Math.floor(monthly * MONTHS[period] * FACTOR[period]) + 0.9;
      const benefits = [unlimited ? 'Acesso a todos os cursos da loja' : `Acesso a todos os cursos da carreira ${career}`, 'Questões comentadas ilimitadas', 'Simulados mensais com ranking'];
      if (period !== 'Mensal') benefits.push('PDFs para download');
      if (period === 'Semestral' || period === 'Anual') benefits.push('Correção de discursivas');
      if (period === 'Anual') benefits.push('Aulas ao vivo semanais');
      plans.push({
        AssinaturaID: id,
        Nome: `Assinatura ${unlimited ? 'Ilimitada' : career} ${period}`,
        Descricao: unlimited
          ? `Todos os cursos da loja com cobrança ${period.toLowerCase()}.`
          : `Os cursos da carreira ${career} com cobrança ${period.toLowerCase()}.`,
        Carreira: career,
        Periodicidade: period,
        Preco: price,
        Beneficios: benefits,
        // Plan 1 is opened by the e2e flows: keep it active.
        Ativo: id === 1 || rng.chance(0.85),
        Destaque: period === 'Anual' && (unlimited || rng.chance(0.3)),
        DataCriacao: dayToIso(rng.int(dayOf(2024, 1, 10), dayOf(2026, 10, 30))),
      });
    }
  }
  return plans;
}

/** The news table. */
export const newsTable = defineTable<NewsRecord>({
  name: 'ultimas-noticias',
  idField: '_id',
  searchFields: ['title', 'concurso'],
  seed: ({ base }) => generateNews(base(concursosTable)),
});

/** The teachers' articles table. */
export const articlesTable = defineTable<ArticleRecord>({
  name: 'artigos-professores',
  idField: '_id',
  searchFields: ['title', 'autor'],
  seed: () => generateArticles(),
});

/** The subscription plans table. */
export const plansTable = defineTable<PlanRecord>({
  name: 'assinaturas',
  idField: 'AssinaturaID',
  searchFields: ['Nome'],
  seed: () => generatePlans(),
});
