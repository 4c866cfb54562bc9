/** Discount coupons: about 60 × MOCK_SCALE, sales and campaign coupons, active and inactive. */
import { defineTable } from '../store/table.ts';
import { productCatalog, type Product } from './catalog.ts';
import { dayOf, dayToIso } from './dates.ts';
import { rngFor, type Rng } from './random.ts';

/** A product a coupon applies to. */
export interface CouponProduct {
  ID: number;
  Nome: string;
}

/** A coupon with the spec's fields. */
export interface CouponRecord {
  CupomID: number;
  /** Upper-case code typed at checkout, e.g. BLACKFRIDAY25. */
  Nome: string;
  /** Percent (TipoDescontoID 1) or reais (TipoDescontoID 2). */
  Desconto: number;
  /** `yyyy-mm-dd`. */
  DataCriacao: string;
  /** `yyyy-mm-dd`. */
  DataExpiracao: string;
  UsoUnico: boolean;
  /** Product scope: 1 all products, 2 module, 3 course, 4 custom list (ProdutosDoCupom); null = not set. */
  Aplicavel: 1 | 2 | 3 | 4 | null;
  Modalidade: 'Vendas' | 'Campanha';
  Status: boolean;
  OperadorID: number | null;
  /** Campaign name ('' for sales coupons: the form's schema types it as text). */
  Campanha: string;
  /** Sales channel ('' for campaign coupons). */
  Venda: string;
  ProdutoCupomID: number | null;
  Limite: boolean;
  ValorLimite: number | null;
  UsuarioID: number;
  /** 1 Porcentagem, 2 Dinheiro. */
  TipoDescontoID: 1 | 2;
  NomeUsuario: string;
  ProdutosDoCupom: CouponProduct[];
}

/** Staff who create coupons (ids 1, 2 and 4 are demo users). */
export const COUPON_STAFF: ReadonlyArray<readonly [number, string]> = [
  [1, 'Ana Paula Ribeiro'], [2, 'Marcos Vinícius Andrade'], [4, 'Juliana Costa Lima'], [5, 'Rafael Nogueira'],
  [6, 'Patrícia Mendes Tavares'], [7, 'Bruno Siqueira'],
];

/** A marketing campaign: its name, the stem of its coupon codes and when its coupons are created. */
interface Campaign {
  name: string;
  code: string;
  /** Creation window (inclusive), as [year, month, day] pairs. */
  from: readonly [number, number, number];
  to: readonly [number, number, number];
}

const CAMPAIGNS: readonly Campaign[] = [
  { name: 'Black Friday 2025', code: 'BLACKFRIDAY', from: [2025, 11, 10], to: [2025, 11, 28] },
  { name: 'Cyber Monday 2025', code: 'CYBERMONDAY', from: [2025, 11, 29], to: [2025, 12, 1] },
  { name: 'Natal 2025', code: 'NATAL', from: [2025, 12, 5], to: [2025, 12, 23] },
  { name: 'Volta às aulas 2026', code: 'VOLTAASAULAS', from: [2026, 1, 5], to: [2026, 2, 10] },
  { name: 'Carnaval 2026', code: 'CARNAVAL', from: [2026, 2, 2], to: [2026, 2, 17] },
  { name: 'Dia das Mães 2026', code: 'MAES', from: [2026, 4, 27], to: [2026, 5, 10] },
  { name: 'Semana do Concurseiro', code: 'CONCURSEIRO', from: [2025, 1, 6], to: [2026, 11, 10] },
  { name: 'Aniversário da escola', code: 'ANIVERSARIO', from: [2025, 8, 1], to: [2025, 8, 31] },
  { name: 'Edital INSS publicado', code: 'EDITALINSS', from: [2025, 3, 1], to: [2025, 4, 15] },
  { name: 'Reta final PF', code: 'RETAFINALPF', from: [2026, 6, 1], to: [2026, 7, 20] },
  { name: 'Lançamento Receita Federal', code: 'RECEITA', from: [2026, 8, 3], to: [2026, 9, 15] },
  { name: 'Dia do Servidor 2026', code: 'SERVIDOR', from: [2026, 10, 20], to: [2026, 10, 28] },
  { name: 'Black Friday 2026', code: 'BLACKFRIDAY', from: [2026, 11, 3], to: [2026, 11, 10] },
];

const SALES_CODES = ['CONCURSO', 'APROVADO', 'POSSE', 'ESTUDE', 'FOCO', 'BEMVINDO', 'PRIMEIRACOMPRA', 'INDICACAO',
  'PF', 'INSS', 'TJSP', 'BB', 'CAIXA', 'PRF', 'TCU', 'VIP', 'ALUNO', 'PLANTAO'] as const;

const SALES_CHANNELS = ['Equipe comercial', 'Televendas', 'Indicação de aluno', 'Parceria com cursinho',
  'Atendimento WhatsApp', 'Feira do concurseiro'] as const;

const PERCENTS = [5, 10, 10, 15, 15, 20, 20, 25, 30, 40, 50] as const;
const AMOUNTS = [20, 30, 50, 50, 100, 150, 200] as const;

/** Coupons of a scale: 60 per unit of MOCK_SCALE (at least one). */
export function couponCount(scale: number): number {
  return Math.max(1, Math.round(60 * scale));
}

interface Catalog {
  all: readonly Product[];
  courses: readonly Product[];
  modules: readonly Product[];
}

function scopeProducts(rng: Rng, scope: CouponRecord['Aplicavel'], catalog: Catalog): { main: number | null; list: CouponProduct[] } {
  const { all: products, courses, modules } = catalog;
  const pair = (product: Product): CouponProduct => ({ ID: product.ID, Nome: product.Nome });
  if (scope === 2) {
    const module = rng.pick(modules);
    return { main: module.ID, list: [pair(module)] };
  }
  if (scope === 3) {
    const course = rng.pick(courses);
    return { main: course.ID, list: [pair(course)] };
  }
  if (scope === 4) {
    const chosen = new Map<number, Product>();
    const wanted = rng.int(2, 4);
    while (chosen.size < wanted) {
      const product = rng.pick(products);
      chosen.set(product.ID, product);
    }
    return { main: null, list: [...chosen.values()].sort((a, b) => a.ID - b.ID).map(pair) };
  }
  return { main: null, list: [] };
}

function letters(n: number): string {
  let out = '';
  for (let rest = n; rest > 0; rest = Math.floor((rest - 1) / 26)) out = String.fromCharCode(65 + ((rest - 1) % 26)) + out;
  return out;
}

// At large scales codes repeat: CONCURSO10, then CONCURSO10A, CONCURSO10B... as stores number their reissues.
function uniqueCode(stem: string, names: Set<string>, suffixes: Map<string, number>): string {
  let name = stem;
  let n = suffixes.get(stem) ?? 1;
  while (names.has(name)) {
    name = `${stem}${letters(n)}`;
    n += 1;
  }
  suffixes.set(stem, n);
  return name;
}

/** The first `count` coupons (coupon n is the same whatever the count). */
export function generateCoupons(count: number): CouponRecord[] {
  const all = productCatalog();
  const catalog: Catalog = {
    all,
    courses: all.filter((product) => product.Tipo === 'Curso'),
    modules: all.filter((product) => product.Tipo === 'Módulo'),
  };
  const names = new Set<string>();
  const suffixes = new Map<string, number>();
  const coupons: CouponRecord[] = [];
  const firstDay = dayOf(2025, 1, 6);
  const lastDay = dayOf(2026, 11, 10);
  const cutover = dayOf(2026, 6, 1);
  for (let id = 1; id <= count; id += 1) {
    const rng = rngFor('cupom', id);
    const campaign = rng.chance(0.4) ? rng.pick(CAMPAIGNS) : null;
    const type: 1 | 2 = rng.chance(0.75) ? 1 : 2;
    const discount = type === 1 ? rng.pick(PERCENTS) : rng.pick(AMOUNTS);
    const base = campaign ? campaign.code : rng.pick(SALES_CODES);
    const name = uniqueCode(`${base}${discount}`, names, suffixes);
    names.add(name);

    const created = campaign ? rng.int(dayOf(...campaign.from), dayOf(...campaign.to)) : rng.int(firstDay, lastDay);
    const expires = created + rng.pick([7, 15, 30, 30, 45, 60, 90, 180]);
    // Coupons that expired long ago are mostly switched off; recent ones mostly on.
    const active = expires < cutover ? rng.chance(0.2) : rng.chance(0.8);
    const scope = rng.weighted<CouponRecord['Aplicavel']>([[1, 35], [null, 10], [2, 20], [3, 20], [4, 15]]);
    const scoped = scopeProducts(rng, scope, catalog);
    const [staffId, staffName] = rng.pick(COUPON_STAFF);
    const limited = rng.chance(0.35);
    coupons.push({
      CupomID: id,
      Nome: name,
      Desconto: discount,
      DataCriacao: dayToIso(created),
      DataExpiracao: dayToIso(expires),
      UsoUnico: rng.chance(0.3),
      Aplicavel: scope,
      Modalidade: campaign ? 'Campanha' : 'Vendas',
      Status: active,
      OperadorID: campaign ? null : rng.pick(COUPON_STAFF)[0],
      Campanha: campaign ? campaign.name : '',
      Venda: campaign ? '' : rng.pick(SALES_CHANNELS),
      ProdutoCupomID: scoped.main,
      Limite: limited,
      ValorLimite: limited ? rng.weighted([[50, 6], [100, 2], [200, 1], [500, 1]] as const) : null,
      UsuarioID: staffId,
      TipoDescontoID: type,
      NomeUsuario: staffName,
      ProdutosDoCupom: scoped.list,
    });
  }
  return coupons;
}

/** The coupons table. */
export const couponsTable = defineTable<CouponRecord>({
  name: 'cupons',
  idField: 'CupomID',
  searchFields: ['Nome'],
  seed: ({ scale }) => generateCoupons(couponCount(scale)),
});
