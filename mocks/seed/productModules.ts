/**
 * Modules of the product screens (Módulos): one per module of the catalogue (one subject for one exam), in
 * catalogue order, with the fields of the module form. Fixed size, like the catalogue.
 */
import { defineTable } from '../store/table.ts';
import { COURSE_NAMES, productCatalog } from './catalog.ts';
import { CATALOG_TEACHERS } from './catalogTeachers.ts';
import { dayOf, dayToIso } from './dates.ts';
import { catalogModulePairs } from './productCourses.ts';
import { rngFor } from './random.ts';
import { slugOf } from './slugs.ts';
import { catalogModules } from './teachers.ts';

/** What a module delivers. */
export const CONTENT_TYPES = ['Videoaulas e PDF', 'Somente PDF', 'Somente videoaulas', 'Questões comentadas', 'Audioaulas e PDF'] as const;

/** A module with the spec's fields (section 3, "Module") plus its discount percent. */
export interface ModuleRecord {
  ModuloID: number;
  NomeModulo: string;
  /** Permanent link (slug) on the e-commerce site. */
  LinkPermanente: string;
  Disciplina: string;
  TipoConteudo: string;
  /** Reais. */
  Preco: number;
  CondicoesPagamento: string;
  /** Made to order for one client; it does not show in the store. */
  Personalizado: boolean;
  /** Registered by the teacher (not by the product team). */
  CadastroProfessor: boolean;
  /** Name of the concurso. */
  Concurso: string;
  /** Name of the teacher. */
  Professor: string;
  Publicado: boolean;
  UsoCupom: boolean;
  UsoPontuacao: boolean;
  /** `yyyy-mm-dd` or null. */
  DataFinalVenda: string | null;
  Observacoes: string;
  /** Percent off the price during the discount window (0 = none). */
  Desconto: number;
  /** `yyyy-mm-dd` or null. */
  DataInicialDesconto: string | null;
  /** `yyyy-mm-dd` or null. */
  DataFinalDesconto: string | null;
}

const PAYMENT_TERMS = ['Até 3x sem juros no cartão', 'À vista no Pix ou no boleto', 'Até 6x sem juros no cartão'] as const;
const NOTES = ['', '', '', 'Aulas gravadas em 2026.', 'Inclui mapas mentais.', 'Atualizado com a jurisprudência recente.'] as const;

/** The catalogue product id of a module (courses come first in the catalogue). */
export function moduleProductId(moduleId: number): number {
  return COURSE_NAMES.length + moduleId;
}

/** The fresh modules (module n is always the same). */
export function generateModules(): ModuleRecord[] {
  const catalog = productCatalog();
  const assigned = catalogModules();
  return catalogModulePairs().map(([subject, exam], index) => {
    const id = index + 1;
    const rng = rngFor('modulo-detalhe', id);
    const name = `${subject} para ${exam}`;
    const discount = rng.chance(0.3) ? rng.pick([10, 15, 20, 30]) : 0;
    const discountStart = rng.int(dayOf(2026, 9, 1), dayOf(2026, 11, 20));
    return {
      ModuloID: id,
      NomeModulo: name,
      LinkPermanente: `modulo-${slugOf(name)}`,
      Disciplina: subject,
      TipoConteudo: rng.weighted([[CONTENT_TYPES[0], 6], [CONTENT_TYPES[1], 2], [CONTENT_TYPES[2], 1], [CONTENT_TYPES[3], 2], [CONTENT_TYPES[4], 1]] as const),
      Preco: catalog[moduleProductId(id) - 1].Preco,
      CondicoesPagamento: rng.pick(PAYMENT_TERMS),
      Personalizado: rng.chance(0.05),
      CadastroProfessor: rng.chance(0.4),
      Concurso: exam,
      // The teacher the royalties pay for this module (teachers.ts), so both screens agree.
      Professor: CATALOG_TEACHERS.find((teacher) => teacher.ProfessorID === assigned[index].ProfessorId)?.Nome ?? '',
      // Module 1 is opened by the generated checks and the e2e flows: keep it published.
      Publicado: id === 1 || rng.chance(0.85),
      UsoCupom: rng.chance(0.9),
      UsoPontuacao: rng.chance(0.4),
      DataFinalVenda: rng.chance(0.4) ? dayToIso(rng.int(dayOf(2026, 12, 1), dayOf(2027, 6, 30))) : null,
      Observacoes: rng.pick(NOTES),
      Desconto: discount,
      DataInicialDesconto: discount ? dayToIso(discountStart) : null,
      DataFinalDesconto: discount ? dayToIso(discountStart + rng.pick([7, 15, 30])) : null,
    };
  });
}

/** The modules table. */
export const modulesTable = defineTable<ModuleRecord>({
  name: 'modulos',
  idField: 'ModuloID',
  searchFields: ['NomeModulo'],
  seed: () => generateModules(),
});
