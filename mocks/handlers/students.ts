/**
 * Students (simulated endpoints): the student-management list, remove, one student with their orders, save
 * (create or update) and the student search list.
 */
import { isValidCpf } from '@brazilian-utils/brazilian-utils';
import { allOf, containsDigits, containsText, equalsValue, type RowFilter } from '../paging/filters.ts';
import { pagedResponse } from '../paging/paging.ts';
import { newestFirst, orderRow, ordersTable, type OrderRecord } from '../seed/orders.ts';
import { groupOrdersByStudent, studentRow, studentRowsTable, type StudentRow } from '../seed/studentRows.ts';
import { studentsTable, type StudentRecord } from '../seed/students.ts';
import { badRequest, notFound } from '../server/errors.ts';
import type { HandlerContext } from '../server/context.ts';
import type { Router } from '../server/router.ts';
import type { MockStore } from '../store/store.ts';
import { memoOn } from '../store/memo.ts';
import { asRecord, EMAIL_PATTERN, has, readId, readText } from './input.ts';

/** Messages of the student endpoints. */
export const STUDENT_MESSAGES = {
  notFound: 'Aluno não encontrado.',
  idRequired: 'Informe o aluno (AlunoID).',
  nameRequired: 'Informe o nome completo do aluno.',
  invalidEmail: 'Preencha um email válido',
  invalidCpf: 'CPF inválido',
  invalidPhone: 'Telefone inválido: use DDD e número, com 10 ou 11 dígitos.',
  invalidCep: 'CEP inválido: use 8 dígitos.',
  invalidState: 'Estado inválido: use a sigla de duas letras.',
} as const;

/** Orders grouped by student for the current orders (rebuilt only after an order changes). */
export function ordersByStudent(store: MockStore): Map<number, OrderRecord[]> {
  const orders = store.table(ordersTable).all();
  return memoOn(orders, 'pedidos-por-aluno', () => groupOrdersByStudent(orders));
}

/** Recomputes a student's management row after the student or one of their orders changed. */
export function refreshStudentRow(store: MockStore, studentId: number): void {
  const student = store.table(studentsTable).get(studentId);
  const rows = store.table(studentRowsTable);
  if (!student) {
    rows.remove(studentId);
    return;
  }
  rows.put(studentRow(student, ordersByStudent(store).get(studentId) ?? []));
}

function studentDetail(store: MockStore, student: StudentRecord) {
  const orders = [...(ordersByStudent(store).get(student.AlunoID) ?? [])].sort(newestFirst);
  return { ...student, Pedidos: orders.map(orderRow) };
}

function listManagement(context: HandlerContext) {
  const input = context.input;
  const filter = allOf<StudentRow>(
    containsText('NomeAluno', input.Nome),
    containsText('Email', input.Email),
    equalsValue('SituacaoPagamento', input.SituacaoPagamento),
  );
  return pagedResponse(input, context.store.table(studentRowsTable).all(), { list: 'alunos', total: 'totalAlunos', filter });
}

function removeStudent(context: HandlerContext) {
  const id = readId(asRecord(context.body).AlunoID);
  if (id === undefined) throw badRequest(STUDENT_MESSAGES.idRequired);
  if (!context.store.table(studentsTable).remove(id)) throw notFound(STUDENT_MESSAGES.notFound);
  context.store.table(studentRowsTable).remove(id);
  return { AlunoID: id };
}

function getStudent(context: HandlerContext) {
  const id = readId(context.input.AlunoID);
  if (id === undefined) throw badRequest(STUDENT_MESSAGES.idRequired);
  const student = context.store.table(studentsTable).get(id);
  if (!student) throw notFound(STUDENT_MESSAGES.notFound);
  return { aluno: studentDetail(context.store, student) };
}

const TEXT_FIELDS = ['Logradouro', 'Numero', 'Complemento', 'Cidade', 'Bairro'] as const;

function digitsOf(value: unknown): string {
  return typeof value === 'string' || typeof value === 'number' ? String(value).replace(/\D/g, '') : '';
}

/** The student to store from the request over the existing one (or empty fields for a new one). */
function studentFromInput(input: Record<string, unknown>, existing: StudentRecord | undefined): Omit<StudentRecord, 'AlunoID'> {
  const pick = (field: keyof StudentRecord) => (has(input, field) ? input[field] : existing?.[field]);
  const name = readText(pick('NomeCompleto'));
  if (!name) throw badRequest(STUDENT_MESSAGES.nameRequired);
  const email = readText(pick('Email'));
  if (!email || !EMAIL_PATTERN.test(email)) throw badRequest(STUDENT_MESSAGES.invalidEmail);
  const cpf = digitsOf(pick('CPF'));
  if (cpf && !isValidCpf(cpf)) throw badRequest(STUDENT_MESSAGES.invalidCpf);
  const phone = digitsOf(pick('Telefone'));
  if (phone && (phone.length < 10 || phone.length > 11)) throw badRequest(STUDENT_MESSAGES.invalidPhone);
  const cep = digitsOf(pick('CEP'));
  if (cep && cep.length !== 8) throw badRequest(STUDENT_MESSAGES.invalidCep);
  const state = (readText(pick('Estado')) ?? '').toUpperCase();
  if (state && !/^[A-Z]{2}$/.test(state)) throw badRequest(STUDENT_MESSAGES.invalidState);
  const text = Object.fromEntries(TEXT_FIELDS.map((field) => [field, readText(pick(field)) ?? ''])) as Record<(typeof TEXT_FIELDS)[number], string>;
  return { NomeCompleto: name, Email: email, CPF: cpf, Telefone: phone, CEP: cep, Estado: state, ...text };
}

function saveStudent(context: HandlerContext) {
  const input = asRecord(context.body);
  const students = context.store.table(studentsTable);
  const id = readId(input.AlunoID);
  const existing = id === undefined ? undefined : students.get(id);
  const fields = studentFromInput(input, existing);
  const saved = existing ? students.replace({ ...fields, AlunoID: existing.AlunoID }) : students.insert(fields);
  refreshStudentRow(context.store, saved.AlunoID);
  return { aluno: studentDetail(context.store, saved) };
}

function productFilter(store: MockStore, value: unknown): RowFilter<StudentRecord> | undefined {
  const wanted = (Array.isArray(value) ? value : value === undefined || value === '' ? [] : [value])
    .map((item) => readId(typeof item === 'object' && item !== null ? (item as Record<string, unknown>).ID : item))
    .filter((id): id is number => id !== undefined);
  if (wanted.length === 0) return undefined;
  const byStudent = ordersByStudent(store);
  return {
    key: `Cursos:${wanted.join(',')}`,
    test: (student) => (byStudent.get(student.AlunoID) ?? []).some((order) => wanted.includes(order.ProdutoID)),
  };
}

function searchStudents(context: HandlerContext) {
  const input = context.input;
  const filter = allOf<StudentRecord>(
    containsText(['NomeCompleto', 'Email'], input.NomeEmail),
    containsDigits('CPF', input.CPF),
    productFilter(context.store, input.Cursos),
  );
  return pagedResponse(input, context.store.table(studentsTable).all(), { list: 'alunos', total: 'totalAlunos', filter });
}

/** Registers the student routes. */
export function registerStudentRoutes(router: Router): void {
  router.post('/api/gestaoaluno', listManagement);
  router.post('/api/gestaoaluno/remove-aluno', removeStudent);
  router.get('/api/alunos/aluno', getStudent);
  router.post('/api/alunos/save', saveStudent);
  router.post('/api/aluno/save', saveStudent);
  router.post('/api/alunos', searchStudents);
}
