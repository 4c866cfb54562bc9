/**
 * The teachers of the product catalogue: who teaches each module's subject and who writes the e-commerce
 * articles. A fixed list (it does not grow with MOCK_SCALE); teacher 1 has the name of the demo user with the
 * Professor profile.
 */

/** A teacher as GET /api/professores lists it. */
export interface CatalogTeacher {
  ProfessorID: number;
  Nome: string;
  /** Subjects the teacher teaches (the catalogue's module subjects). */
  Disciplinas: readonly string[];
}

const LIST: ReadonlyArray<readonly [string, readonly string[]]> = [
  ['Carlos Eduardo Menezes', ['Direito Constitucional', 'Direito Administrativo']],
  ['Fernanda Albuquerque', ['Língua Portuguesa']],
  ['Ricardo Tavares Pinto', ['Raciocínio Lógico', 'Matemática Financeira']],
  ['Luciana Prado Bastos', ['Direito Penal', 'Direito Processual Penal']],
  ['André Luiz Figueiredo', ['Informática']],
  ['Mariana Coutinho Reis', ['Contabilidade Geral']],
  ['Paulo Henrique Saraiva', ['Legislação Previdenciária', 'Ética no Serviço Público']],
  ['Beatriz Nogueira Lins', ['Direito Tributário']],
  ['Gustavo Peixoto Ramos', ['Conhecimentos Bancários', 'Matemática Financeira']],
  ['Renata Moura Castelo', ['Arquivologia']],
  ['Felipe Arantes Duarte', ['Administração Pública']],
  ['Tatiane Queiroz Leal', ['Língua Portuguesa', 'Atualidades']],
  ['Rodrigo Falcão Brito', ['Legislação de Trânsito', 'Direito Penal']],
  ['Camila Sampaio Rocha', ['Direito Administrativo']],
  ['Eduardo Simões Vidal', ['Raciocínio Lógico', 'Informática']],
  ['Patrícia Guimarães Motta', ['Direito Constitucional']],
  ['Daniel Xavier Campos', ['Contabilidade Geral', 'Direito Tributário']],
  ['Helena Magalhães Torres', ['Atualidades', 'Ética no Serviço Público']],
];

/** Every teacher, ids from 1 (the same list on every call). */
export const CATALOG_TEACHERS: readonly CatalogTeacher[] = LIST.map(([Nome, Disciplinas], index) => ({ ProfessorID: index + 1, Nome, Disciplinas }));

/** The teachers of a subject (at least one: a subject nobody claims falls to the first teacher). */
export function teachersOf(subject: string): readonly CatalogTeacher[] {
  const found = CATALOG_TEACHERS.filter((teacher) => teacher.Disciplinas.includes(subject));
  return found.length ? found : [CATALOG_TEACHERS[0]];
}
