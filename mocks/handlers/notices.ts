/**
 * Notices (recados, simulated endpoints): the list filtered by module and teacher, one notice, save, remove, and
 * the module and teacher options of the notice form.
 */
import { allOf, containsText, normalizeText } from '../paging/filters.ts';
import { pagedResponse } from '../paging/paging.ts';
import { dayToIso, todayDay } from '../seed/dates.ts';
import { modulesWithTeachers, noticesTable, type NoticeRecord } from '../seed/notices.ts';
import { seededGroupId } from '../seed/permissionCatalog.ts';
import { staffUsersTable } from '../seed/staffUsers.ts';
import { badRequest, notFound } from '../server/errors.ts';
import type { HandlerContext } from '../server/context.ts';
import type { Router } from '../server/router.ts';
import { asRecord, has, readId, readText } from './input.ts';

/** Messages of the notice endpoints. */
export const NOTICE_MESSAGES = {
  notFound: 'Recado não encontrado.',
  idRequired: 'Informe o recado (_id).',
  moduleRequired: 'Informe o módulo do recado.',
  unknownModule: 'Módulo não encontrado no catálogo.',
  subjectRequired: 'Informe o assunto do recado.',
  subjectTooLong: 'O assunto pode ter no máximo 150 caracteres.',
  teacherRequired: 'Informe o professor do recado.',
  textRequired: 'Escreva o texto do recado.',
} as const;

/** Whether rich text holds nothing to read (an emptied editor leaves `<p><br></p>` behind). */
export function isBlankHtml(html: string): boolean {
  return !/<(img|video|iframe|hr)\b/i.test(html) && html.replace(/<[^>]*>/g, '').replace(/&nbsp;|\s/g, '') === '';
}

function listNotices(context: HandlerContext) {
  const input = context.input;
  const filter = allOf<NoticeRecord>(
    containsText('modulo', input.modulo),
    containsText('professor', input.professor),
    containsText('assunto', input.assunto),
  );
  return pagedResponse(input, context.store.table(noticesTable).all(), { list: 'recados', total: 'totalrecados', filter });
}

function findNotice(context: HandlerContext, value: unknown): NoticeRecord {
  const id = readId(value);
  if (id === undefined) throw badRequest(NOTICE_MESSAGES.idRequired);
  const notice = context.store.table(noticesTable).get(id);
  if (!notice) throw notFound(NOTICE_MESSAGES.notFound);
  return notice;
}

function getNotice(context: HandlerContext) {
  return { recado: findNotice(context, context.input._id) };
}

function saveNotice(context: HandlerContext) {
  const input = asRecord(context.body);
  const table = context.store.table(noticesTable);
  const id = readId(input._id);
  const existing = id === undefined ? undefined : table.get(id);
  const pick = (field: keyof NoticeRecord) => (has(input, field) ? input[field] : existing?.[field]);
  const modulo = readText(pick('modulo'));
  if (!modulo) throw badRequest(NOTICE_MESSAGES.moduleRequired);
  const known = modulesWithTeachers().find((module) => normalizeText(module.Nome) === normalizeText(modulo));
  if (!known) throw badRequest(NOTICE_MESSAGES.unknownModule);
  const assunto = readText(pick('assunto'));
  if (!assunto) throw badRequest(NOTICE_MESSAGES.subjectRequired);
  if (assunto.length > 150) throw badRequest(NOTICE_MESSAGES.subjectTooLong);
  const professor = readText(pick('professor'));
  if (!professor) throw badRequest(NOTICE_MESSAGES.teacherRequired);
  const recado = readText(pick('recado'));
  if (!recado || isBlankHtml(recado)) throw badRequest(NOTICE_MESSAGES.textRequired);
  const today = dayToIso(todayDay(context.now()));
  const fields = { modulo: known.Nome, assunto, professor, recado, DataAtualizacao: today };
  const saved = existing
    ? table.replace({ ...existing, ...fields })
    : table.insert({ ...fields, DataCriacao: today });
  return { recado: saved };
}

function removeNotice(context: HandlerContext) {
  const notice = findNotice(context, asRecord(context.body)._id);
  context.store.table(noticesTable).remove(notice._id);
  return { _id: notice._id };
}

function moduleOptions() {
  return { modulos: modulesWithTeachers().map((module) => ({ ModuloID: module.ID, NomeModulo: module.Nome, Professor: module.professor })) };
}

/** Active users of the teachers' group, by name. */
function teacherOptions(context: HandlerContext) {
  const teachers = seededGroupId('Professores');
  const professores = context.store
    .table(staffUsersTable)
    .all()
    .filter((user) => user.UsuarioAtivo && user.Papeis.some((papel) => papel.PapeisID === teachers))
    .map((user) => ({ ProfessorID: user.UsuarioID, Nome: `${user.Nome} ${user.SobreNome}` }))
    .sort((a, b) => a.Nome.localeCompare(b.Nome, 'pt-BR'));
  return { professores };
}

/** Registers the notice routes. */
export function registerNoticeRoutes(router: Router): void {
  router.post('/api/recados', listNotices);
  router.get('/api/cx/recado', getNotice);
  router.post('/api/recados/save', saveNotice);
  router.post('/api/recados/remove-recado', removeNotice);
  router.get('/api/recados/modulos', moduleOptions);
  router.get('/api/recados/professores', teacherOptions);
}
