/**
 * Combos: products that bundle several courses and modules for one price, cheaper than buying them apart.
 * One "completo" combo per exam of the catalogue, one per pair of posts of the same exam and a few career
 * combos. Fixed size, like the catalogue.
 */
import { defineTable } from '../store/table.ts';
import { dayOf, dayToIso } from './dates.ts';
import { coursesTable, examAndPost, type CourseRecord } from './productCourses.ts';
import { modulesTable, type ModuleRecord } from './productModules.ts';
import { rngFor } from './random.ts';
import { slugOf } from './slugs.ts';

/** A course inside a combo. */
export interface ComboCourse {
  CursoID: number;
  NomeCurso: string;
}

/** A module inside a combo. */
export interface ComboModule {
  ModuloID: number;
  NomeModulo: string;
}

/** A combo as the store keeps it. */
export interface ComboRecord {
  ComboID: number;
  Nome: string;
  /** Permanent link (slug) on the e-commerce site. */
  LinkPermanente: string;
  /** Rich text (HTML). */
  Descricao: string;
  Cursos: ComboCourse[];
  Modulos: ComboModule[];
  /** Price of the combo, in reais. */
  Preco: number;
  /** Sum of the prices of its courses and modules bought apart, in reais (kept by the server). */
  ValorItens: number;
  /** Number of courses and modules (kept by the server). */
  QuantidadeItens: number;
  /** Promotional percent off the combo's price during the discount window (0 = none). */
  Desconto: number;
  /** `yyyy-mm-dd` or null. */
  DataInicialDesconto: string | null;
  /** `yyyy-mm-dd` or null. */
  DataFinalDesconto: string | null;
  Publicado: boolean;
  UsoCupom: boolean;
  /** `yyyy-mm-dd` or null. */
  DataFinalVenda: string | null;
  Observacoes: string;
}

/** Sum of prices in reais, added in cents. */
export function sumPrices(prices: readonly number[]): number {
  return prices.reduce((sum, price) => sum + Math.round(price * 100), 0) / 100;
}

/** The items' value of a combo from the current courses and modules. */
export function itemsValue(courses: readonly ComboCourse[], modules: readonly ComboModule[], allCourses: readonly CourseRecord[], allModules: readonly ModuleRecord[]): number {
  const coursePrices = courses.map((item) => allCourses.find((course) => course.CursoID === item.CursoID)?.Preco ?? 0);
  const modulePrices = modules.map((item) => allModules.find((module) => module.ModuloID === item.ModuloID)?.Preco ?? 0);
  return sumPrices([...coursePrices, ...modulePrices]);
}

interface ComboPlan {
  name: string;
  courses: CourseRecord[];
  modules: ModuleRecord[];
}

const CAREER_COMBOS: ReadonlyArray<readonly [string, readonly string[]]> = [
  ['Combo Carreiras Policiais', ['Polícia Federal - Agente', 'Polícia Rodoviária Federal - Policial', 'PC-SP - Investigador']],
  ['Combo Área Fiscal', ['Receita Federal - Auditor Fiscal', 'SEFAZ-SP - Agente Fiscal de Rendas', 'SEFAZ-RJ - Auditor Fiscal da Receita Estadual']],
  ['Combo Tribunais', ['TJ-SP - Escrevente Técnico Judiciário', 'TRF 3ª Região - Técnico Judiciário', 'TRT 2ª Região - Analista Judiciário']],
  ['Combo Bancários', ['Banco do Brasil - Escriturário', 'Caixa Econômica Federal - Técnico Bancário', 'Banco Central - Analista']],
];

function plans(courses: readonly CourseRecord[], modules: readonly ModuleRecord[]): ComboPlan[] {
  const out: ComboPlan[] = [];
  const exams = [...new Set(courses.map((course) => examAndPost(course.NomeCurso)[0]))];
  for (const exam of exams) {
    const examCourses = courses.filter((course) => examAndPost(course.NomeCurso)[0] === exam);
    out.push({ name: `Combo ${exam} Completo`, courses: examCourses, modules: modules.filter((module) => module.Concurso === exam) });
  }
  for (const exam of exams) {
    const examCourses = courses.filter((course) => examAndPost(course.NomeCurso)[0] === exam);
    for (let i = 0; i + 1 < examCourses.length; i += 1) {
      const pair = [examCourses[i], examCourses[i + 1]];
      out.push({ name: `Combo ${exam}: ${pair.map((course) => examAndPost(course.NomeCurso)[1]).join(' + ')}`, courses: pair, modules: [] });
    }
  }
  for (const [name, names] of CAREER_COMBOS) {
    out.push({ name, courses: courses.filter((course) => names.includes(course.NomeCurso)), modules: [] });
  }
  return out;
}

/** The fresh combos (combo n is always the same). */
export function generateCombos(courses: readonly CourseRecord[], modules: readonly ModuleRecord[]): ComboRecord[] {
  return plans(courses, modules).map((plan, index) => {
    const id = index + 1;
    const rng = rngFor('combo', id);
    const value = sumPrices([...plan.courses.map((course) => course.Preco), ...plan.modules.map((module) => module.Preco)]);
    const price = Math.floor(value * (1 - rng.pick([0.2, 0.25, 0.3, 0.35]))) + 0.9;
    const discount = rng.chance(0.3) ? rng.pick([5, 10, 15]) : 0;
    const discountStart = rng.int(dayOf(2026, 9, 1), dayOf(2026, 11, 20));
    const items = plan.courses.length + plan.modules.length;
    return {
      ComboID: id,
      Nome: plan.name,
      LinkPermanente: slugOf(plan.name),
      Descricao: `<p>${items} produtos por um preço só: ${plan.courses.map((course) => course.NomeCurso).join(', ')}${plan.modules.length ? ` e ${plan.modules.length} módulos avulsos` : ''}.</p>`,
      Cursos: plan.courses.map((course) => ({ CursoID: course.CursoID, NomeCurso: course.NomeCurso })),
      Modulos: plan.modules.map((module) => ({ ModuloID: module.ModuloID, NomeModulo: module.NomeModulo })),
      Preco: price,
      ValorItens: value,
      QuantidadeItens: items,
      Desconto: discount,
      DataInicialDesconto: discount ? dayToIso(discountStart) : null,
      DataFinalDesconto: discount ? dayToIso(discountStart + rng.pick([7, 15, 30])) : null,
      // Combo 1 is opened by the generated checks and the e2e flows: keep it published.
      Publicado: id === 1 || rng.chance(0.8),
      UsoCupom: rng.chance(0.7),
      DataFinalVenda: rng.chance(0.5) ? dayToIso(rng.int(dayOf(2026, 12, 1), dayOf(2027, 6, 30))) : null,
      Observacoes: rng.chance(0.2) ? 'Oferta válida enquanto durar a turma atual.' : '',
    };
  });
}

/** The combos table. */
export const combosTable = defineTable<ComboRecord>({
  name: 'combos',
  idField: 'ComboID',
  searchFields: ['Nome'],
  seed: ({ base }) => generateCombos(base(coursesTable), base(modulesTable)),
});
