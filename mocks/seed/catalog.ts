/**
 * The product catalogue: preparation courses for real Brazilian public exams and modules (one subject for one
 * exam). It does not grow with MOCK_SCALE: a real seller has a few dozen courses whatever its number of students.
 */
import { rngFor } from './random.ts';

/** One product that can be sold, discounted by a coupon or released to a student. */
export interface Product {
  ID: number;
  Nome: string;
  /** Course (a whole exam preparation) or module (one subject). */
  Tipo: 'Curso' | 'Módulo';
  /** Price in reais. */
  Preco: number;
}

/** Exam preparations offered as courses ("<body> - <post>"). */
export const COURSE_NAMES = [
  'Polícia Federal - Agente', 'Polícia Federal - Escrivão', 'Polícia Federal - Delegado',
  'Polícia Rodoviária Federal - Policial', 'INSS - Técnico do Seguro Social', 'INSS - Analista do Seguro Social',
  'Receita Federal - Auditor Fiscal', 'Receita Federal - Analista Tributário', 'TJ-SP - Escrevente Técnico Judiciário',
  'Banco do Brasil - Escriturário', 'Caixa Econômica Federal - Técnico Bancário',
  'TCU - Auditor Federal de Controle Externo', 'TRF 3ª Região - Técnico Judiciário', 'TRT 2ª Região - Analista Judiciário',
  'Senado Federal - Analista Legislativo', 'Câmara dos Deputados - Técnico Legislativo', 'PC-SP - Investigador',
  'PC-SP - Escrivão', 'PM-SP - Soldado', 'PM-MG - Soldado', 'SEFAZ-SP - Agente Fiscal de Rendas',
  'SEFAZ-RJ - Auditor Fiscal da Receita Estadual', 'Petrobras - Técnico de Operação', 'Correios - Agente de Correios',
  'IBGE - Agente de Pesquisas e Mapeamento', 'MPU - Técnico do MPU', 'Banco Central - Analista',
  'CGU - Auditor Federal de Finanças e Controle', 'DEPEN - Agente Federal de Execução Penal', 'AGU - Advogado da União',
] as const;

/** Subjects of the modules, each with the exams whose modules teach it. */
const MODULE_SUBJECTS: ReadonlyArray<readonly [string, readonly string[]]> = [
  ['Língua Portuguesa', ['Polícia Federal', 'INSS', 'Banco do Brasil', 'TJ-SP', 'Correios', 'PM-SP']],
  ['Raciocínio Lógico', ['Polícia Federal', 'Receita Federal', 'INSS', 'TCU', 'Banco do Brasil']],
  ['Direito Constitucional', ['Polícia Federal', 'TJ-SP', 'Senado Federal', 'AGU', 'PC-SP', 'TRF 3ª Região']],
  ['Direito Administrativo', ['Polícia Federal', 'INSS', 'TCU', 'CGU', 'TRT 2ª Região']],
  ['Direito Penal', ['Polícia Federal', 'PC-SP', 'PM-MG', 'DEPEN']],
  ['Direito Processual Penal', ['Polícia Federal', 'PC-SP', 'DEPEN']],
  ['Informática', ['Polícia Federal', 'INSS', 'Banco do Brasil', 'Caixa Econômica Federal']],
  ['Contabilidade Geral', ['Receita Federal', 'SEFAZ-SP', 'TCU']],
  ['Legislação Previdenciária', ['INSS']],
  ['Direito Tributário', ['Receita Federal', 'SEFAZ-SP', 'SEFAZ-RJ']],
  ['Matemática Financeira', ['Banco do Brasil', 'Caixa Econômica Federal', 'Banco Central']],
  ['Conhecimentos Bancários', ['Banco do Brasil', 'Caixa Econômica Federal']],
  ['Arquivologia', ['INSS', 'TRF 3ª Região']],
  ['Administração Pública', ['TCU', 'CGU', 'Senado Federal']],
  ['Ética no Serviço Público', ['INSS', 'Polícia Rodoviária Federal']],
  ['Legislação de Trânsito', ['Polícia Rodoviária Federal']],
  ['Atualidades', ['PM-SP', 'Correios', 'IBGE']],
];

const COURSE_PRICES = [297, 397.9, 497, 597.9, 697, 797.9, 897, 997, 1197.9, 1497, 1997.9] as const;
const MODULE_PRICES = [49.9, 69.9, 79.9, 99.9, 119.9, 149.9, 179.9, 199.9, 249.9] as const;

let cache: readonly Product[] | null = null;

/** Every product: courses first (IDs 1…), then modules. The same list on every call. */
export function productCatalog(): readonly Product[] {
  if (cache) return cache;
  const products: Product[] = [];
  for (const name of COURSE_NAMES) {
    const rng = rngFor('curso', name);
    products.push({ ID: products.length + 1, Nome: name, Tipo: 'Curso', Preco: rng.pick(COURSE_PRICES) });
  }
  for (const [subject, exams] of MODULE_SUBJECTS) {
    for (const exam of exams) {
      const rng = rngFor('modulo', subject, exam);
      products.push({ ID: products.length + 1, Nome: `${subject} para ${exam}`, Tipo: 'Módulo', Preco: rng.pick(MODULE_PRICES) });
    }
  }
  cache = Object.freeze(products.map((product) => Object.freeze(product)));
  return cache;
}

/** The product with that ID, if any. */
export function productById(id: number): Product | undefined {
  return productCatalog()[id - 1];
}
