/**
 * Manual releases (liberação manual): courses and modules that support staff opened to a student without an
 * order (courtesy, a payment confirmed by hand, a migration). One record per student who got any, with the
 * history of every release; about a third of the students have one.
 */
import { defineTable } from '../store/table.ts';
import { productCatalog, type Product } from './catalog.ts';
import { dayOf, dayToIso } from './dates.ts';
import { rngFor } from './random.ts';
import { studentsTable } from './students.ts';

/** A course or module released to the student (`id`, `name` as the spec gives them). */
export interface ReleasedProduct {
  id: number;
  name: string;
}

/** One release of the history. */
export interface ReleaseEntry {
  DescLiberacaoID: number;
  /** Kind of product released. */
  Produto: 'Curso' | 'Módulo';
  /** Name of the released course or module (the spec's entry names only its kind). */
  NomeProduto: string;
  /** Staff member who released it. */
  Operador: string;
  /** `yyyy-mm-dd`. */
  DataLiberacao: string;
  Observacao: string;
}

/** A student's manual releases with the spec's fields, plus the student's id and the date of the last release. */
export interface ReleaseRecord {
  LiberacaoID: number;
  AlunoID: number;
  NomeAluno: string;
  EmailAluno: string;
  Cursos: ReleasedProduct[];
  Modulos: ReleasedProduct[];
  DescLiberacao: ReleaseEntry[];
  /** `yyyy-mm-dd` of the newest entry (lists sort by it). */
  UltimaLiberacao: string;
}

/** Staff who release products by hand (the demo support user does most of it). */
export const RELEASE_OPERATORS: ReadonlyArray<readonly [string, number]> = [
  ['Juliana Costa Lima', 6], ['Ana Paula Ribeiro', 2], ['Marcos Vinícius Andrade', 2],
];

/** Why products are released by hand. */
export const RELEASE_REASONS = [
  'Cortesia por indicação de aluno.',
  'Compensação pela instabilidade da plataforma na semana da prova.',
  'Pagamento confirmado por transferência bancária.',
  'Migração do plano antigo para o curso atual.',
  'Liberação acordada com a coordenação pedagógica.',
  'Boleto pago com atraso na compensação bancária.',
  'Bônus para aluno aprovado em concurso anterior.',
  'Reposição de acesso após troca de e-mail.',
  'Parceria com o sindicato da categoria.',
] as const;

/** Share of students with manual releases. */
const RELEASE_RATE = 0.34;

const FIRST_DAY = dayOf(2025, 3, 3);
const LAST_DAY = dayOf(2026, 5, 29);

function released(product: Product): ReleasedProduct {
  return { id: product.ID, name: product.Nome };
}

/** The date of the newest entry ('' when there is none). */
export function lastReleaseDate(entries: readonly ReleaseEntry[]): string {
  return entries.reduce((latest, entry) => (entry.DataLiberacao > latest ? entry.DataLiberacao : latest), '');
}

/** The releases of the given students; ids follow the students' order. */
export function generateReleases(students: ReadonlyArray<{ AlunoID: number; NomeCompleto: string; Email: string }>): ReleaseRecord[] {
  const catalog = productCatalog();
  const courses = catalog.filter((product) => product.Tipo === 'Curso');
  const modules = catalog.filter((product) => product.Tipo === 'Módulo');
  const releases: ReleaseRecord[] = [];
  for (const student of students) {
    const rng = rngFor('liberacao', student.AlunoID);
    if (!rng.chance(RELEASE_RATE)) continue;
    const count = rng.weighted([[1, 6], [2, 3], [3, 1]] as const);
    const entries: ReleaseEntry[] = [];
    const cursos: ReleasedProduct[] = [];
    const modulos: ReleasedProduct[] = [];
    let day = rng.int(FIRST_DAY, LAST_DAY - 60);
    for (let n = 0; n < count; n += 1) {
      const isCourse = rng.chance(0.45);
      const product = rng.pick(isCourse ? courses : modules);
      const target = isCourse ? cursos : modulos;
      if (target.some((item) => item.id === product.ID)) continue;
      target.push(released(product));
      entries.push({
        DescLiberacaoID: entries.length + 1,
        Produto: product.Tipo,
        NomeProduto: product.Nome,
        Operador: rng.weighted(RELEASE_OPERATORS),
        DataLiberacao: dayToIso(day),
        Observacao: rng.pick(RELEASE_REASONS),
      });
      day += rng.int(1, 30);
    }
    releases.push({
      LiberacaoID: releases.length + 1,
      AlunoID: student.AlunoID,
      NomeAluno: student.NomeCompleto,
      EmailAluno: student.Email,
      Cursos: cursos,
      Modulos: modulos,
      DescLiberacao: entries,
      UltimaLiberacao: lastReleaseDate(entries),
    });
  }
  return releases;
}

/** The manual releases table. */
export const releasesTable = defineTable<ReleaseRecord>({
  name: 'liberacoes',
  idField: 'LiberacaoID',
  searchFields: ['NomeAluno', 'EmailAluno'],
  seed: ({ base }) => generateReleases(base(studentsTable)),
});
