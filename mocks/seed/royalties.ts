/**
 * Teachers' royalties, derived from the orders. The rules of the demo (not confirmed by the real server):
 * only paid orders count (Pago, Pago QC); a module sold alone is its teacher's module sale; a course sold is
 * split in equal parts among the catalogue modules of its exam, each part a course sale of that module's
 * teacher; royalties are 30% of module sales plus 10% of course sales. Amounts are summed in cents.
 */
import { memoOn } from '../store/memo.ts';
import { productById } from './catalog.ts';
import { parseDay } from './dates.ts';
import type { OrderRecord, OrderStatus } from './orders.ts';
import { catalogModules, teacherList, type CatalogModule } from './teachers.ts';

/** Order statuses that pay royalties. */
export const PAID_STATUSES: readonly OrderStatus[] = ['Pago', 'Pago QC'];

/** Share of a module sold alone that goes to its teacher. */
export const MODULE_ROYALTY_RATE = 0.3;
/** Share of a module's part of a course sale that goes to its teacher. */
export const COURSE_ROYALTY_RATE = 0.1;

/** Sales of one module in a period, in cents. */
export interface ModuleSales {
  ModuloID: number;
  /** Module sold alone. */
  moduleCents: number;
  moduleOrders: number;
  /** The module's parts of course sales. */
  courseCents: number;
  courseOrders: number;
}

/** An inclusive range of days (either end open when undefined). */
export interface DayRange {
  start?: number;
  end?: number;
}

/**
 * The purchase day of each order (days since 1970; -1 when unreadable), in the orders' order. Cached per orders
 * array, so reports over 200 000 orders read each `dd/mm/yyyy` once, not on every request.
 */
export function purchaseDays(orders: readonly OrderRecord[]): Int32Array {
  return memoOn(orders, 'dias-de-compra', () => {
    const days = new Int32Array(orders.length);
    // A few hundred distinct dates for any number of orders: parse each once.
    const parsed = new Map<string, number>();
    for (let i = 0; i < orders.length; i += 1) {
      const text = orders[i].DataCompra;
      let day = parsed.get(text);
      if (day === undefined) parsed.set(text, (day = parseDay(text) ?? -1));
      days[i] = day;
    }
    return days;
  });
}

/** Whether a purchase day is inside the range. */
export function dayInRange(day: number, range: DayRange): boolean {
  if (range.start === undefined && range.end === undefined) return true;
  if (day < 0) return false;
  return (range.start === undefined || day >= range.start) && (range.end === undefined || day <= range.end);
}

/** The course name's exam: `Polícia Federal - Agente` → `Polícia Federal`. */
export function courseExam(name: string): string {
  const at = name.indexOf(' - ');
  return at < 0 ? name : name.slice(0, at);
}

/** For each course of the catalogue (by product ID), the modules its sales are split among. */
function coursePartsByProduct(): Map<number, CatalogModule[]> {
  const byExam = new Map<string, CatalogModule[]>();
  for (const module of catalogModules()) {
    const list = byExam.get(module.Concurso);
    if (list) list.push(module);
    else byExam.set(module.Concurso, [module]);
  }
  const parts = new Map<number, CatalogModule[]>();
  for (let id = 1; productById(id); id += 1) {
    const product = productById(id)!;
    const modules = product.Tipo === 'Curso' ? byExam.get(courseExam(product.Nome)) : undefined;
    if (modules) parts.set(id, modules);
  }
  return parts;
}

/**
 * Which teachers one paid order paid, as a bit mask (bit n = teacher n). The catalogue has a fixed, short list
 * of teachers, so a 32-bit mask per order holds them all and counting distinct orders costs no set.
 */
export type TeacherMask = number;

/** The bit of a teacher in a TeacherMask. */
export function teacherBit(teacherId: number): TeacherMask {
  if (!Number.isInteger(teacherId) || teacherId < 0 || teacherId > 30) throw new Error(`[mocks] professor ${teacherId} fora da máscara de royalties`);
  return 1 << teacherId;
}

/** How many masks share at least one teacher with `wanted`. */
export function countPaying(masks: Int32Array, wanted: TeacherMask): number {
  let count = 0;
  for (let i = 0; i < masks.length; i += 1) if (masks[i] & wanted) count += 1;
  return count;
}

/** Per-module sales of the paid orders in the range, and the teachers each of those orders paid. */
export function moduleSales(orders: readonly OrderRecord[], range: DayRange): { sales: ModuleSales[]; orderTeachers: Int32Array } {
  const modules = catalogModules();
  const byProduct = new Map(modules.map((module) => [module.ProdutoID, module] as const));
  const courseParts = coursePartsByProduct();
  const sales = modules.map((module) => ({ ModuloID: module.ModuloID, moduleCents: 0, moduleOrders: 0, courseCents: 0, courseOrders: 0 }));
  const masks = new Int32Array(orders.length);
  let paidOrders = 0;
  const days = purchaseDays(orders);
  for (let i = 0; i < orders.length; i += 1) {
    const order = orders[i];
    if (!PAID_STATUSES.includes(order.Status) || !dayInRange(days[i], range)) continue;
    const cents = Math.round(order.Valor * 100);
    const module = byProduct.get(order.ProdutoID);
    if (module) {
      const line = sales[module.ModuloID - 1];
      line.moduleCents += cents;
      line.moduleOrders += 1;
      masks[paidOrders++] = teacherBit(module.ProfessorId);
      continue;
    }
    const parts = courseParts.get(order.ProdutoID);
    if (!parts) continue;
    const part = Math.floor(cents / parts.length);
    let mask = 0;
    parts.forEach((partModule, index) => {
      const line = sales[partModule.ModuloID - 1];
      // The first part takes the cents the division leaves, so the parts add up to the price.
      line.courseCents += index === 0 ? cents - part * (parts.length - 1) : part;
      line.courseOrders += 1;
      mask |= teacherBit(partModule.ProfessorId);
    });
    masks[paidOrders++] = mask;
  }
  return { sales, orderTeachers: masks.slice(0, paidOrders) };
}

/** Royalties in cents of an amount of module and course sales in cents. */
export function royaltyCents(moduleCents: number, courseCents: number): number {
  return Math.round(moduleCents * MODULE_ROYALTY_RATE + courseCents * COURSE_ROYALTY_RATE);
}

/** A row of POST /api/relatorio-royalties. */
export interface RoyaltyReportRow {
  /** The teacher's id. */
  OperadorID: number;
  QuantidadePedidos: number;
  Professor: string;
  VendaModulos: number;
  VendaCursos: number;
  ValorRoyalties: number;
}

/** The royalties report of a period: its rows and the teachers each paid order paid. */
export interface RoyaltyReport {
  rows: RoyaltyReportRow[];
  orderTeachers: Int32Array;
}

/** One row per teacher (every teacher, with zeros when nothing was sold), in teacher order. */
export function royaltyReport(orders: readonly OrderRecord[], range: DayRange): RoyaltyReport {
  const { sales, orderTeachers } = moduleSales(orders, range);
  const modules = catalogModules();
  const rows = teacherList().map((teacher) => {
    let moduleCents = 0;
    let courseCents = 0;
    let royalties = 0;
    for (const line of sales) {
      if (modules[line.ModuloID - 1].ProfessorId !== teacher.ProfessorID) continue;
      moduleCents += line.moduleCents;
      courseCents += line.courseCents;
      // Rounded per module and kind, as "Meus royalties" shows them, so both screens add up to the same cent.
      royalties += royaltyCents(line.moduleCents, 0) + royaltyCents(0, line.courseCents);
    }
    return {
      OperadorID: teacher.ProfessorID,
      QuantidadePedidos: countPaying(orderTeachers, teacherBit(teacher.ProfessorID)),
      Professor: teacher.Nome,
      VendaModulos: moduleCents / 100,
      VendaCursos: courseCents / 100,
      ValorRoyalties: royalties / 100,
    };
  });
  return { rows, orderTeachers };
}

/** How a module was sold, in "Meus royalties": alone (Modulo) or inside a course (Curso). */
export type RoyaltyProduct = 'Modulo' | 'Curso';

/** A row of POST /api/meusroyalties. */
export interface OwnRoyaltyRow {
  /** `ModuloID * 10 + 1` (Modulo) or `+ 2` (Curso): one id per row. */
  RoyaltyID: number;
  ModuloID: number;
  Modulo: string;
  Produto: RoyaltyProduct;
  QuantidadePedidos: number;
  VendaTotal: number;
  Remuneracao: number;
}

/** The rows of one teacher: for each of their modules, the sales alone and the sales inside courses. */
export function ownRoyalties(orders: readonly OrderRecord[], range: DayRange, teacherId: number): OwnRoyaltyRow[] {
  const { sales } = moduleSales(orders, range);
  const rows: OwnRoyaltyRow[] = [];
  for (const module of catalogModules()) {
    if (module.ProfessorId !== teacherId) continue;
    const line = sales[module.ModuloID - 1];
    rows.push({
      RoyaltyID: module.ModuloID * 10 + 1, ModuloID: module.ModuloID, Modulo: module.Nome, Produto: 'Modulo',
      QuantidadePedidos: line.moduleOrders, VendaTotal: line.moduleCents / 100,
      Remuneracao: royaltyCents(line.moduleCents, 0) / 100,
    });
    rows.push({
      RoyaltyID: module.ModuloID * 10 + 2, ModuloID: module.ModuloID, Modulo: module.Nome, Produto: 'Curso',
      QuantidadePedidos: line.courseOrders, VendaTotal: line.courseCents / 100,
      Remuneracao: royaltyCents(0, line.courseCents) / 100,
    });
  }
  return rows;
}
