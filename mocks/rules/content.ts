/**
 * Content production rules: a lesson's PDF is (re)processed by a job queue (a job not finished cannot be queued
 * again); the chapter form picks learning objects from the whole list.
 */
import { slugOf } from '../bindings/shared.ts';
import { badRequest, findRow, key, rule, type Ctx } from '../core/router.ts';
import { validateRecord } from '../core/validate.ts';
import { resourceOf, type Services } from './services.ts';

const OPEN = ['Pendente', 'Processando'];

export function contentRules(services: Services) {
  return [
    rule('POST /api/reprocessar-pdf/reprocessar', key('ReprocessarPdf.reprocess'), (ctx: Ctx) => {
      const job = findRow(ctx.db, 'pdf-request', ctx.body.PdfID, 'o PDF (PdfID)');
      if (OPEN.includes(job.Status)) throw badRequest(`O PDF ${job.Arquivo} já está na fila de processamento.`);
      return {
        pdf: ctx.db.table('pdf-request').put({ ...job, Status: 'Pendente', SolicitadoEm: ctx.now().toISOString(), ConcluidoEm: null, Solicitante: ctx.user!.name, Tentativas: job.Tentativas + 1, Mensagem: null }),
      };
    }),
    rule('POST /api/reprocessar-pdf/save', key('ReprocessarPdf.new'), (ctx: Ctx) => {
      validateRecord(resourceOf(services, 'pdf-request').schema!, ctx.body);
      const lesson = findRow(ctx.db, 'lesson', ctx.body.AulaID, 'a aula (AulaID)');
      const jobs = ctx.db.table('pdf-request');
      const file = `aula-${String(lesson.AulaID).padStart(4, '0')}-${slugOf(lesson.Nome)}.pdf`;
      if (jobs.all().some((job) => job.AulaID === lesson.AulaID && OPEN.includes(job.Status))) throw badRequest(`O PDF ${file} já está na fila de processamento.`);
      const plan = ctx.db.table('content-module').all().find((item) => item.planoAula.some((entry: { AulaID: number }) => entry.AulaID === lesson.AulaID));
      const previous = jobs.all().filter((job) => job.AulaID === lesson.AulaID).at(-1);
      return {
        pdf: jobs.insert({
          Arquivo: file, AulaID: lesson.AulaID, Aula: lesson.Nome, ModuloID: plan?.ModuloID ?? null, Modulo: plan?.NomeModulo ?? '', Status: 'Pendente',
          SolicitadoEm: ctx.now().toISOString(), ConcluidoEm: null, Solicitante: ctx.user!.name, Paginas: previous?.Paginas ?? 0, Tentativas: 1, Mensagem: null,
          Observacao: String(ctx.body.Observacao ?? ''),
        }),
      };
    }),
    rule('GET /api/producao-conteudo/conteudos', key('Capitulo'), (ctx: Ctx) => ({
      conteudos: ctx.db.table('learning-object').all().filter((row) => !ctx.input.Tipo || row.Tipo === ctx.input.Tipo)
        .map((row) => ({ ConteudoId: row.ConteudoId, Nome: row.Nome, DataPublicacao: row.DataPublicacao ?? null, Tipo: row.Tipo }))
        .sort((a, b) => a.Nome.localeCompare(b.Nome, 'pt-BR')),
    })),
  ];
}
