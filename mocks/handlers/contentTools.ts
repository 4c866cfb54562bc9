/**
 * Content tools (simulated endpoints, names in the spec's style): default videos (POST /api/videos-padrao,
 * POST /api/videos-padrao/save) and PDF reprocessing (POST /api/reprocessar-pdf, POST
 * /api/reprocessar-pdf/reprocessar, POST /api/reprocessar-pdf/save).
 */
import { allOf, containsText, equalsBoolean, equalsValue } from '../paging/filters.ts';
import { pagedResponse } from '../paging/paging.ts';
import { defaultVideosTable, pdfFileName, pdfJobsTable, planOfLesson, type DefaultVideoRecord, type PdfJobRecord } from '../seed/contentTools.ts';
import { lessonsTable } from '../seed/lessons.ts';
import { modulePlansTable } from '../seed/modulePlans.ts';
import { badRequest, notFound } from '../server/errors.ts';
import type { AuthedContext, HandlerContext } from '../server/context.ts';
import { authed, type Router } from '../server/router.ts';
import { asRecord, has, readId, readText } from './input.ts';
import { readFlag, readTextField, readWholeNumber, todayIso } from './recordInput.ts';

/** Messages of the default video endpoints. */
export const DEFAULT_VIDEO_MESSAGES = {
  notFound: 'Vídeo padrão não encontrado.',
  idRequired: 'Informe o vídeo padrão (VideoPadraoID).',
  titleRequired: 'Informe o título do vídeo.',
  linkRequired: 'Informe o link do vídeo.',
  invalidLink: 'O link precisa ser um endereço https://.',
  invalidDuration: 'A duração precisa ser um número inteiro de minutos entre 1 e 120.',
} as const;

/** Messages of the PDF endpoints. */
export const PDF_MESSAGES = {
  notFound: 'PDF não encontrado.',
  idRequired: 'Informe o PDF (PdfID).',
  lessonRequired: 'Informe a aula do PDF.',
  unknownLesson: 'Aula não encontrada.',
  alreadyQueued: (file: string) => `O PDF ${file} já está na fila de processamento.`,
  openJob: (file: string) => `Já existe um pedido em andamento para o PDF ${file}.`,
} as const;

function listDefaultVideos(context: HandlerContext) {
  const input = context.input;
  const filter = allOf<DefaultVideoRecord>(
    equalsValue('TipoProduto', input.TipoProduto),
    equalsValue('Posicao', input.Posicao),
    equalsBoolean('Ativo', input.Ativo),
    containsText('Titulo', input.Titulo),
  );
  return pagedResponse(input, context.store.table(defaultVideosTable).all(), { list: 'videosPadrao', total: 'totalVideosPadrao', filter });
}

/** Updates the video of one slot (slots are fixed: one per product kind and place, none is added or removed). */
function saveDefaultVideo(context: AuthedContext) {
  const input = asRecord(context.body);
  const id = readId(input.VideoPadraoID);
  if (id === undefined) throw badRequest(DEFAULT_VIDEO_MESSAGES.idRequired);
  const table = context.store.table(defaultVideosTable);
  const existing = table.get(id);
  if (!existing) throw notFound(DEFAULT_VIDEO_MESSAGES.notFound);
  const title = has(input, 'Titulo') ? readText(input.Titulo) : existing.Titulo;
  if (!title) throw badRequest(DEFAULT_VIDEO_MESSAGES.titleRequired);
  const link = has(input, 'Link') ? readText(input.Link) : existing.Link;
  if (!link) throw badRequest(DEFAULT_VIDEO_MESSAGES.linkRequired);
  if (!/^https:\/\/[^\s/]+\.[^\s]+$/.test(link)) throw badRequest(DEFAULT_VIDEO_MESSAGES.invalidLink);
  const duration = readWholeNumber(input, 'Duracao', 1, 120, DEFAULT_VIDEO_MESSAGES.invalidDuration, existing.Duracao);
  const videoPadrao = table.replace({
    ...existing,
    Titulo: title,
    Link: link,
    Duracao: duration ?? existing.Duracao,
    Ativo: has(input, 'Ativo') ? readFlag(input.Ativo, existing.Ativo) : existing.Ativo,
    DataAtualizacao: todayIso(context.now()),
    Operador: context.user.name,
  });
  return { videoPadrao };
}

function listPdfJobs(context: HandlerContext) {
  const input = context.input;
  const filter = allOf<PdfJobRecord>(
    containsText('Arquivo', input.Arquivo),
    containsText(['Modulo', 'Aula'], input.Modulo),
    equalsValue('Status', input.Status),
  );
  return pagedResponse(input, context.store.table(pdfJobsTable).all(), { list: 'pdfs', total: 'totalPdfs', filter });
}

const OPEN_STATUSES: ReadonlyArray<PdfJobRecord['Status']> = ['Pendente', 'Processando'];

/** Puts a finished (or failed) job back in the queue. */
function reprocessPdf(context: AuthedContext) {
  const id = readId(asRecord(context.body).PdfID);
  if (id === undefined) throw badRequest(PDF_MESSAGES.idRequired);
  const table = context.store.table(pdfJobsTable);
  const job = table.get(id);
  if (!job) throw notFound(PDF_MESSAGES.notFound);
  if (OPEN_STATUSES.includes(job.Status)) throw badRequest(PDF_MESSAGES.alreadyQueued(job.Arquivo));
  const pdf = table.replace({
    ...job,
    Status: 'Pendente',
    SolicitadoEm: context.now().toISOString(),
    ConcluidoEm: null,
    Solicitante: context.user.name,
    Tentativas: job.Tentativas + 1,
    Mensagem: null,
  });
  return { pdf };
}

/** Asks for the PDF of a lesson to be generated again: a new pending job. */
function requestPdf(context: AuthedContext) {
  const input = asRecord(context.body);
  if (input.AulaID === undefined || input.AulaID === null || input.AulaID === '') throw badRequest(PDF_MESSAGES.lessonRequired);
  const lessonId = readId(input.AulaID);
  const lesson = lessonId === undefined ? undefined : context.store.table(lessonsTable).get(lessonId);
  if (!lesson) throw badRequest(PDF_MESSAGES.unknownLesson);
  const table = context.store.table(pdfJobsTable);
  const file = pdfFileName(lesson);
  if (table.all().some((job) => job.AulaID === lesson.AulaID && OPEN_STATUSES.includes(job.Status))) throw badRequest(PDF_MESSAGES.openJob(file));
  const plan = planOfLesson(context.store.table(modulePlansTable).all(), lesson.AulaID);
  const previous = table.all().filter((job) => job.AulaID === lesson.AulaID).at(-1);
  const pdf = table.insert({
    Arquivo: file,
    AulaID: lesson.AulaID,
    Aula: lesson.Nome,
    ModuloID: plan ? plan.ModuloID : null,
    Modulo: plan ? plan.NomeModulo : '',
    Status: 'Pendente',
    SolicitadoEm: context.now().toISOString(),
    ConcluidoEm: null,
    Solicitante: context.user.name,
    Paginas: previous?.Paginas ?? 0,
    Tentativas: 1,
    Mensagem: null,
    Observacao: readTextField(input, 'Observacao', ''),
  });
  return { pdf };
}

/** Registers the default video and PDF routes. */
export function registerContentToolRoutes(router: Router): void {
  router.post('/api/videos-padrao', listDefaultVideos);
  router.post('/api/videos-padrao/save', authed(saveDefaultVideo));
  router.post('/api/reprocessar-pdf', listPdfJobs);
  router.post('/api/reprocessar-pdf/reprocessar', authed(reprocessPdf));
  router.post('/api/reprocessar-pdf/save', authed(requestPdf));
}
