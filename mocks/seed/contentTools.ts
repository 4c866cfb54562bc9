/**
 * Content tools: the default videos (vídeo padrão) shown by every product of a kind at a fixed place, and the
 * PDF reprocessing jobs of lessons (reprocessar PDF).
 */
import { defineTable } from '../store/table.ts';
import { COUPON_STAFF } from './coupons.ts';
import { CONTENT_END, slugOf } from './contentVocabulary.ts';
import { dayOf, dayToIso } from './dates.ts';
import { lessonsTable, type LessonRecord } from './lessons.ts';
import { modulePlansTable, type ModulePlanRecord } from './modulePlans.ts';
import { rngFor } from './random.ts';

/** Product kinds that show default videos. */
export const VIDEO_PRODUCT_KINDS = ['Curso', 'Módulo', 'Combo', 'Concurso', 'Assinatura'] as const;
/** Where a default video plays. */
export const VIDEO_PLACES = ['Apresentação', 'Boas-vindas', 'Encerramento'] as const;

/** One default video slot: a product kind and a place, with the video that plays there. */
export interface DefaultVideoRecord {
  VideoPadraoID: number;
  TipoProduto: (typeof VIDEO_PRODUCT_KINDS)[number];
  Posicao: (typeof VIDEO_PLACES)[number];
  Titulo: string;
  /** Player address. */
  Link: string;
  /** Minutes. */
  Duracao: number;
  Ativo: boolean;
  /** `yyyy-mm-dd`. */
  DataAtualizacao: string;
  /** Staff member who last changed it. */
  Operador: string;
}

const KIND_ARTICLE: Record<DefaultVideoRecord['TipoProduto'], string> = {
  Curso: 'do curso', Módulo: 'do módulo', Combo: 'do combo', Concurso: 'da página do concurso', Assinatura: 'da assinatura',
};

const PLACE_TITLE: Record<DefaultVideoRecord['Posicao'], string> = {
  Apresentação: 'Apresentação', 'Boas-vindas': 'Boas-vindas e primeiros passos', Encerramento: 'Encerramento e próximos passos',
};

function makeDefaultVideo(id: number): DefaultVideoRecord {
  const rng = rngFor('video-padrao', id);
  const kind = VIDEO_PRODUCT_KINDS[Math.floor((id - 1) / VIDEO_PLACES.length)];
  const place = VIDEO_PLACES[(id - 1) % VIDEO_PLACES.length];
  return {
    VideoPadraoID: id,
    TipoProduto: kind,
    Posicao: place,
    Titulo: `${PLACE_TITLE[place]} ${KIND_ARTICLE[kind]}`,
    Link: `https://player.vimeo.com/video/${rng.int(700_000_000, 999_999_999)}`,
    Duracao: rng.int(2, 9),
    Ativo: rng.chance(0.85),
    DataAtualizacao: dayToIso(rng.int(dayOf(2025, 6, 1), CONTENT_END)),
    Operador: rng.pick(COUPON_STAFF)[1],
  };
}

/** The default videos table: one row per product kind and place (15 rows). */
export const defaultVideosTable = defineTable<DefaultVideoRecord>({
  name: 'videos-padrao',
  idField: 'VideoPadraoID',
  seed: () => Array.from({ length: VIDEO_PRODUCT_KINDS.length * VIDEO_PLACES.length }, (_, index) => makeDefaultVideo(index + 1)),
});

/** Status of a PDF job. */
export const PDF_STATUSES = ['Pendente', 'Processando', 'Concluído', 'Erro'] as const;

/** One PDF job status. */
export type PdfStatus = (typeof PDF_STATUSES)[number];

/** A PDF (re)processing job of a lesson. */
export interface PdfJobRecord {
  PdfID: number;
  /** File name of the lesson's PDF. */
  Arquivo: string;
  AulaID: number;
  Aula: string;
  /** The module whose plan holds the lesson (null when no plan does). */
  ModuloID: number | null;
  Modulo: string;
  Status: PdfStatus;
  /** ISO date and time of the request. */
  SolicitadoEm: string;
  /** ISO date and time the job ended (Concluído or Erro), else null. */
  ConcluidoEm: string | null;
  /** Who asked for it. */
  Solicitante: string;
  Paginas: number;
  Tentativas: number;
  /** Why the last attempt failed (Erro), else null. */
  Mensagem: string | null;
  /** Note typed when asking (optional). */
  Observacao: string;
}

/** PDF jobs of the fresh seed. */
export const PDF_JOB_COUNT = 48;

const PDF_ERRORS = [
  'Fonte não incorporada no arquivo de origem.',
  'Tempo limite excedido na conversão.',
  'Imagem corrompida na página 12.',
  'Arquivo de origem não encontrado no armazenamento.',
] as const;

/** `aula-0042-controle-de-constitucionalidade.pdf`. */
export function pdfFileName(lesson: Pick<LessonRecord, 'AulaID' | 'Nome'>): string {
  return `aula-${String(lesson.AulaID).padStart(4, '0')}-${slugOf(lesson.Nome)}.pdf`;
}

/** The first module plan that holds the lesson. */
export function planOfLesson(plans: readonly ModulePlanRecord[], lessonId: number): ModulePlanRecord | undefined {
  return plans.find((plan) => plan.planoAula.some((item) => item.AulaID === lessonId));
}

/** ISO date-time at São Paulo time (UTC-3) of a day and minute of the day. */
export function saoPauloDateTime(day: number, minuteOfDay: number): string {
  const hours = String(Math.floor(minuteOfDay / 60)).padStart(2, '0');
  const minutes = String(minuteOfDay % 60).padStart(2, '0');
  return `${dayToIso(day)}T${hours}:${minutes}:00-03:00`;
}

function makePdfJob(id: number, lessons: readonly LessonRecord[], plans: readonly ModulePlanRecord[]): PdfJobRecord {
  const rng = rngFor('pdf', id);
  const lesson = lessons[(id * 11) % lessons.length];
  const plan = planOfLesson(plans, lesson.AulaID);
  // The newest jobs are the ones still waiting or running.
  const status: PdfStatus = id > PDF_JOB_COUNT - 4 ? rng.pick(['Pendente', 'Processando'] as const)
    : rng.weighted<PdfStatus>([['Concluído', 70], ['Erro', 20], ['Pendente', 5], ['Processando', 5]]);
  const day = dayOf(2026, 9, 1) + Math.floor((id - 1) * 1.5);
  const minute = rng.int(8 * 60, 19 * 60);
  const ended = status === 'Concluído' || status === 'Erro';
  return {
    PdfID: id,
    Arquivo: pdfFileName(lesson),
    AulaID: lesson.AulaID,
    Aula: lesson.Nome,
    ModuloID: plan ? plan.ModuloID : null,
    Modulo: plan ? plan.NomeModulo : '',
    Status: status,
    SolicitadoEm: saoPauloDateTime(day, minute),
    ConcluidoEm: ended ? saoPauloDateTime(day, Math.min(minute + rng.int(2, 40), 23 * 60 + 59)) : null,
    Solicitante: rng.pick(COUPON_STAFF)[1],
    Paginas: rng.int(8, 120),
    Tentativas: status === 'Erro' ? rng.int(1, 3) : 1,
    Mensagem: status === 'Erro' ? rng.pick(PDF_ERRORS) : null,
    Observacao: '',
  };
}

/** The PDF jobs table. */
export const pdfJobsTable = defineTable<PdfJobRecord>({
  name: 'pdfs',
  idField: 'PdfID',
  searchFields: ['Arquivo', 'Modulo'],
  seed: ({ base }) => {
    const lessons = base(lessonsTable);
    const plans = base(modulePlansTable);
    return Array.from({ length: PDF_JOB_COUNT }, (_, index) => makePdfJob(index + 1, lessons, plans));
  },
});
