/** Small helpers the bindings share: today's date, periods, teachers, references by id, slugs. */
import type { Row } from '../core/db.ts';
import { badRequest, type Ctx } from '../core/router.ts';
import { catalog } from '../seed/fixtures.ts';

/** Today as `yyyy-mm-dd` (local calendar). */
export function today(ctx: Pick<Ctx, 'now'>): string {
  const now = ctx.now();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

/** Refuses a period that ends before it starts. */
export function period(start: string, end: string, message = 'A data de fim não pode ser anterior à data de início.') {
  return (record: Row) => {
    if (record[start] && record[end] && String(record[end]) < String(record[start])) throw badRequest(message);
  };
}

/** `{ Id, Nome }` of the catalogue teacher the record names by `ProfessorId` (or `Professor.Id`). */
export function teacherOf(record: Row): { Id: number; Nome: string } {
  const id = Number(record.ProfessorId ?? record.Professor?.Id);
  const teacher = catalog.teachers.find((candidate) => candidate.ProfessorID === id);
  if (!teacher) throw badRequest('Professor: Escolha uma das opções.');
  return { Id: teacher.ProfessorID, Nome: teacher.Nome };
}

/** A list of references kept as `{ id, name }` pairs, each checked against a table's rows. */
export function references(value: unknown, rows: readonly Row[], idField: string, fields: Record<string, string>, label: string, itemId = idField): Row[] {
  if (!Array.isArray(value)) return [];
  const out = new Map<unknown, Row>();
  for (const item of value) {
    const id = Number(item && typeof item === 'object' ? (item as Row)[itemId] : item);
    const row = rows.find((candidate) => candidate[idField] === id);
    if (!row) throw badRequest(`${label}: item ${String(id)} não encontrado.`);
    out.set(id, Object.fromEntries(Object.entries(fields).map(([to, from]) => [to, row[from]])));
  }
  return [...out.values()];
}

/** A catalogue product by id. */
export const product = (id: unknown) => catalog.products.find((candidate) => candidate.ID === Number(id));

/** A URL segment: lower-case ASCII words joined by hyphens. */
export const slugOf = (text: string) => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

/** The picture of a user as the API keeps it ({ id, url, type }): none without an address; the file's id and type are the server's. */
export function picture(value: unknown, previous: Row | null | undefined, userId: number): Row | null {
  const url = value && typeof value === 'object' ? String((value as Row).url ?? '').trim() : '';
  if (!url) return null;
  const media = /^data:(image\/[\w.+-]+)/.exec(url)?.[1];
  const extension = /\.(png|gif|webp|svg)(?:[?#]|$)/i.exec(url)?.[1]?.toLowerCase();
  const type = media ?? (extension ? `image/${extension === 'svg' ? 'svg+xml' : extension}` : 'image/jpeg');
  return { id: previous?.id ?? 1000 + userId, url, type };
}

/** Drops the empty optional texts of a record (an empty CPF or video address is a value never given). */
export const withoutEmpty = (row: Row) => Object.fromEntries(Object.entries(row).filter(([, value]) => value !== ''));

/** Sorts rows by a text field in pt-BR order (option lists). */
export const byName = (field: string) => (a: Row, b: Row) => String(a[field]).localeCompare(String(b[field]), 'pt-BR');
