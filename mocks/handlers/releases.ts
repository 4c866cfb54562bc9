/**
 * Manual releases (liberação manual, simulated endpoints): the list by student e-mail, one student's releases,
 * a new release (courses and modules for a student found by e-mail), revocation, and the course and module
 * options of the release form.
 */
import { productById, productCatalog } from '../seed/catalog.ts';
import { dayToIso, todayDay } from '../seed/dates.ts';
import { lastReleaseDate, releasesTable, type ReleasedProduct, type ReleaseEntry, type ReleaseRecord } from '../seed/releases.ts';
import { studentsTable, type StudentRecord } from '../seed/students.ts';
import { allOf, containsText } from '../paging/filters.ts';
import { pagedResponse } from '../paging/paging.ts';
import { badRequest, notFound } from '../server/errors.ts';
import type { AuthedContext, HandlerContext } from '../server/context.ts';
import { authed, type Router } from '../server/router.ts';
import { asRecord, EMAIL_PATTERN, readId, readText } from './input.ts';

/** Messages of the release endpoints. */
export const RELEASE_MESSAGES = {
  notFound: 'Liberação não encontrada.',
  idRequired: 'Informe a liberação (LiberacaoID).',
  emailRequired: 'Informe o e-mail do aluno.',
  invalidEmail: 'Preencha um email válido',
  unknownStudent: (email: string) => `Nenhum aluno cadastrado com o e-mail ${email}.`,
  nothingChosen: 'Escolha ao menos um curso ou módulo para liberar.',
  unknownProduct: (id: string) => `Produto não encontrado no catálogo: ${id}.`,
  wrongKind: (name: string, kind: string) => `${name} não é um ${kind === 'Curso' ? 'curso' : 'módulo'}.`,
  alreadyReleased: 'Os cursos e módulos escolhidos já estavam liberados para este aluno.',
  observationTooLong: 'A observação pode ter no máximo 500 caracteres.',
} as const;

function listReleases(context: HandlerContext) {
  const input = context.input;
  const filter = allOf<ReleaseRecord>(
    containsText('EmailAluno', input.Email ?? input.EmailAluno),
    containsText('NomeAluno', input.Nome ?? input.NomeAluno),
  );
  return pagedResponse(input, context.store.table(releasesTable).all(), { list: 'liberacaoManual', total: 'totalLiberacaoManual', filter });
}

function findRelease(context: HandlerContext, value: unknown): ReleaseRecord {
  const id = readId(value);
  if (id === undefined) throw badRequest(RELEASE_MESSAGES.idRequired);
  const release = context.store.table(releasesTable).get(id);
  if (!release) throw notFound(RELEASE_MESSAGES.notFound);
  return release;
}

function getRelease(context: HandlerContext) {
  return { liberacao: findRelease(context, context.input.LiberacaoID) };
}

/** The catalogue products a request names (ids, `{id}` or `{ID}` objects), checked against the expected kind. */
function readProducts(value: unknown, kind: 'Curso' | 'Módulo'): ReleasedProduct[] {
  const items = Array.isArray(value) ? value : value === undefined || value === null || value === '' ? [] : [value];
  const out: ReleasedProduct[] = [];
  for (const item of items) {
    const raw = item && typeof item === 'object' ? ((item as Record<string, unknown>).id ?? (item as Record<string, unknown>).ID) : item;
    const id = readId(raw);
    const product = id === undefined ? undefined : productById(id);
    if (!product) throw badRequest(RELEASE_MESSAGES.unknownProduct(String(raw)));
    if (product.Tipo !== kind) throw badRequest(RELEASE_MESSAGES.wrongKind(product.Nome, kind));
    if (!out.some((known) => known.id === product.ID)) out.push({ id: product.ID, name: product.Nome });
  }
  return out;
}

function findStudentByEmail(context: HandlerContext, email: string): StudentRecord {
  const wanted = email.toLowerCase();
  const student = context.store.table(studentsTable).all().find((candidate) => candidate.Email.toLowerCase() === wanted);
  if (!student) throw badRequest(RELEASE_MESSAGES.unknownStudent(email));
  return student;
}

function saveRelease(context: AuthedContext) {
  const input = asRecord(context.body);
  const email = readText(input.EmailAluno ?? input.Email);
  if (!email) throw badRequest(RELEASE_MESSAGES.emailRequired);
  if (!EMAIL_PATTERN.test(email)) throw badRequest(RELEASE_MESSAGES.invalidEmail);
  const cursos = readProducts(input.Cursos, 'Curso');
  const modulos = readProducts(input.Modulos, 'Módulo');
  if (cursos.length + modulos.length === 0) throw badRequest(RELEASE_MESSAGES.nothingChosen);
  const observacao = readText(input.Observacao) ?? '';
  if (observacao.length > 500) throw badRequest(RELEASE_MESSAGES.observationTooLong);
  const student = findStudentByEmail(context, email);
  const table = context.store.table(releasesTable);
  const existing = table.all().find((release) => release.AlunoID === student.AlunoID);
  const allCursos = [...(existing?.Cursos ?? [])];
  const allModulos = [...(existing?.Modulos ?? [])];
  const entries: ReleaseEntry[] = [...(existing?.DescLiberacao ?? [])];
  const today = dayToIso(todayDay(context.now()));
  for (const [chosen, target, kind] of [[cursos, allCursos, 'Curso'], [modulos, allModulos, 'Módulo']] as const) {
    for (const product of chosen) {
      if (target.some((known) => known.id === product.id)) continue;
      target.push(product);
      entries.push({
        DescLiberacaoID: entries.length + 1, Produto: kind, NomeProduto: product.name, Operador: context.user.name,
        DataLiberacao: today, Observacao: observacao,
      });
    }
  }
  if (existing && entries.length === existing.DescLiberacao.length) throw badRequest(RELEASE_MESSAGES.alreadyReleased);
  const fields = {
    AlunoID: student.AlunoID, NomeAluno: student.NomeCompleto, EmailAluno: student.Email, Cursos: allCursos, Modulos: allModulos,
    DescLiberacao: entries, UltimaLiberacao: lastReleaseDate(entries),
  };
  const saved = existing ? table.replace({ ...fields, LiberacaoID: existing.LiberacaoID }) : table.insert(fields);
  return { liberacao: saved };
}

function removeRelease(context: HandlerContext) {
  const release = findRelease(context, asRecord(context.body).LiberacaoID);
  context.store.table(releasesTable).remove(release.LiberacaoID);
  return { LiberacaoID: release.LiberacaoID };
}

function productOptions(kind: 'Curso' | 'Módulo', list: string) {
  return () => ({
    [list]: productCatalog().filter((product) => product.Tipo === kind).map((product) => ({ id: product.ID, name: product.Nome })),
  });
}

/** Registers the manual release routes. */
export function registerReleaseRoutes(router: Router): void {
  router.post('/api/liberacaoManualdb', listReleases);
  router.get('/api/liberacao/novaliberacao', getRelease);
  router.post('/api/liberacao/save', authed(saveRelease));
  router.post('/api/liberacao/remove-liberacao', removeRelease);
  router.get('/api/liberacao/cursos', productOptions('Curso', 'cursos'));
  router.get('/api/liberacao/modulos', productOptions('Módulo', 'modulos'));
}
