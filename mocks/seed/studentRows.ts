/**
 * The rows of the student-management list (Gestão de Alunos): a student plus what their orders say. Kept as a
 * table of its own so a list over 100 000 students is a plain filter and sort; handlers refresh a row whenever
 * the student or one of their orders changes.
 */
import { defineTable } from '../store/table.ts';
import { newestFirst, ordersTable, type OrderRecord, type OrderStatus } from './orders.ts';
import { studentsTable, type StudentRecord } from './students.ts';

/** A row of POST /api/gestaoaluno. */
export interface StudentRow {
  AlunoID: number;
  NomeAluno: string;
  Email: string;
  /** 11 digits; the UI adds the mask. */
  CPF: string;
  /** Digits only. */
  Telefone: string;
  /** Product of the latest order (null without orders). */
  ModuloCurso: string | null;
  /** Status of the latest order (null without orders). */
  SituacaoPagamento: OrderStatus | null;
  /** Number of orders. */
  Pedidos: number;
}

/** The list row of a student with their orders (in any order). */
export function studentRow(student: StudentRecord, orders: readonly OrderRecord[]): StudentRow {
  const latest = orders.length ? [...orders].sort(newestFirst)[0] : undefined;
  return {
    AlunoID: student.AlunoID,
    NomeAluno: student.NomeCompleto,
    Email: student.Email,
    CPF: student.CPF,
    Telefone: student.Telefone,
    ModuloCurso: latest ? latest.Produto : null,
    SituacaoPagamento: latest ? latest.Status : null,
    Pedidos: orders.length,
  };
}

/** Orders grouped by student id. */
export function groupOrdersByStudent(orders: readonly OrderRecord[]): Map<number, OrderRecord[]> {
  const byStudent = new Map<number, OrderRecord[]>();
  for (const order of orders) {
    const list = byStudent.get(order.AlunoID);
    if (list) list.push(order);
    else byStudent.set(order.AlunoID, [order]);
  }
  return byStudent;
}

/** The student-management rows table (same ids as the students). */
export const studentRowsTable = defineTable<StudentRow>({
  name: 'gestao-alunos',
  idField: 'AlunoID',
  searchFields: ['NomeAluno'],
  seed: ({ base }) => {
    const byStudent = groupOrdersByStudent(base(ordersTable));
    return base(studentsTable).map((student) => studentRow(student, byStudent.get(student.AlunoID) ?? []));
  },
});
