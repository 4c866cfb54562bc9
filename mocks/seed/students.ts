/** Students (alunos): 100 × MOCK_SCALE realistic Brazilian people. */
import { defineTable } from '../store/table.ts';
import { makePerson, takenIdentifiers } from './people.ts';
import { rngFor } from './random.ts';

/** A student as the store keeps it (the spec's Aluno fields; CPF, phone and CEP as digits only). */
export interface StudentRecord {
  AlunoID: number;
  NomeCompleto: string;
  CPF: string;
  Email: string;
  Telefone: string;
  CEP: string;
  Logradouro: string;
  Numero: string;
  Complemento: string;
  Cidade: string;
  Bairro: string;
  Estado: string;
}

/** Students of a scale: 100 per unit of MOCK_SCALE (at least one). */
export function studentCount(scale: number): number {
  return Math.max(1, Math.round(100 * scale));
}

/**
 * The first `count` students. Student n is the same whatever the count, so data seen at scale 1 is still
 * there at scale 1000.
 */
export function generateStudents(count: number): StudentRecord[] {
  const taken = takenIdentifiers();
  const students: StudentRecord[] = new Array(count);
  for (let id = 1; id <= count; id += 1) {
    const person = makePerson(rngFor('aluno', id), taken);
    students[id - 1] = {
      AlunoID: id,
      NomeCompleto: person.fullName,
      CPF: person.cpf,
      Email: person.email,
      Telefone: person.phone,
      CEP: person.cep,
      Logradouro: person.street,
      Numero: person.number,
      Complemento: person.complement,
      Cidade: person.city,
      Bairro: person.neighbourhood,
      Estado: person.uf,
    };
  }
  return students;
}

/** The students table. */
export const studentsTable = defineTable<StudentRecord>({
  name: 'alunos',
  idField: 'AlunoID',
  searchFields: ['NomeCompleto', 'Email'],
  seed: ({ scale }) => generateStudents(studentCount(scale)),
});
