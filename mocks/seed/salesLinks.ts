/**
 * Sales links (links de vendas): a checkout link a salesperson sends one customer, for one course or module
 * with a discount. About 80 × MOCK_SCALE, for students of the seed, made by the sales staff.
 */
import { defineTable } from '../store/table.ts';
import { productCatalog, type Product } from './catalog.ts';
import { COUPON_STAFF } from './coupons.ts';
import { dayOf, dayToIso } from './dates.ts';
import { rngFor } from './random.ts';
import { studentsTable } from './students.ts';

/** A product reference as sales links keep it. */
export interface LinkProduct {
  _id: number;
  name: string;
}

/** The two discount types of a sales link. */
export const DISCOUNT_TYPES = ['Porcentagem', 'Dinheiro'] as const;
/** The payment states of a sales link (spec section 4). */
export const SALES_LINK_STATUSES = ['pago', 'pagamento pendente'] as const;

/** A sales link with the spec's fields plus its checkout address. */
export interface SalesLinkRecord {
  _id: number;
  /** Customer's e-mail. */
  Email: string;
  /** Name of the course or module sold. */
  Produto: string;
  /** Percent off (discountType Porcentagem), else null. */
  porcentagemDesconto: number | null;
  /** Reais off (discountType Dinheiro), else null. */
  valorDesconto: number | null;
  /** `yyyy-mm-dd`. */
  dataCriacao: string;
  /** `yyyy-mm-dd`. */
  dataExpiracao: string;
  /** Staff member who made the link. */
  operador: string;
  status: (typeof SALES_LINK_STATUSES)[number];
  curso: LinkProduct | null;
  modulo: LinkProduct | null;
  discountType: (typeof DISCOUNT_TYPES)[number];
  /** The checkout address the customer opens. */
  link: string;
}

/** Base of every checkout address. */
export const CHECKOUT_BASE = 'https://loja.exemplo.com.br/checkout/link-de-vendas/';

/** The checkout address of link `id` (a short code that does not reveal the id's order). */
export function checkoutLink(id: number): string {
  const code = (Math.imul(id, 2654435761) >>> 0).toString(36).toUpperCase().padStart(7, '0');
  return `${CHECKOUT_BASE}${code}`;
}

/** Sales links of a scale: 80 per unit of MOCK_SCALE (at least one). */
export function salesLinkCount(scale: number): number {
  return Math.max(1, Math.round(80 * scale));
}

const PERCENTS = [5, 10, 10, 15, 20, 20, 25, 30] as const;
const AMOUNTS = [30, 50, 50, 100, 150, 200] as const;

/** A catalogue product as a link reference. */
export function linkProduct(product: Product): LinkProduct {
  return { _id: product.ID, name: product.Nome };
}

/** The first `count` sales links for the given customers (link n is the same whatever the count). */
export function generateSalesLinks(count: number, emails: readonly string[]): SalesLinkRecord[] {
  const catalog = productCatalog();
  const courses = catalog.filter((product) => product.Tipo === 'Curso');
  const modules = catalog.filter((product) => product.Tipo === 'Módulo');
  const first = dayOf(2025, 3, 3);
  const last = dayOf(2026, 11, 20);
  const links: SalesLinkRecord[] = [];
  for (let id = 1; id <= count; id += 1) {
    const rng = rngFor('link-vendas', id);
    const isCourse = rng.chance(0.6);
    const product = rng.pick(isCourse ? courses : modules);
    const percent = rng.chance(0.7);
    const created = rng.int(first, last);
    const expires = created + rng.pick([3, 7, 7, 15, 30]);
    // Older links were mostly paid; recent ones still wait for the customer.
    const paid = rng.chance(created < last - 30 ? 0.7 : 0.3);
    links.push({
      _id: id,
      Email: emails.length ? rng.pick(emails) : `cliente${id}@exemplo.com.br`,
      Produto: product.Nome,
      porcentagemDesconto: percent ? rng.pick(PERCENTS) : null,
      valorDesconto: percent ? null : Math.min(rng.pick(AMOUNTS), Math.floor(product.Preco / 2)),
      dataCriacao: dayToIso(created),
      dataExpiracao: dayToIso(expires),
      operador: rng.pick(COUPON_STAFF)[1],
      status: paid ? 'pago' : 'pagamento pendente',
      curso: isCourse ? linkProduct(product) : null,
      modulo: isCourse ? null : linkProduct(product),
      discountType: percent ? 'Porcentagem' : 'Dinheiro',
      link: checkoutLink(id),
    });
  }
  return links;
}

/** The sales links table. */
export const salesLinksTable = defineTable<SalesLinkRecord>({
  name: 'linkDeVendas',
  idField: '_id',
  searchFields: ['Email'],
  seed: ({ scale, base }) => {
    const students = base(studentsTable);
    // The customers are the first students (a link is sent before the sale; at most 2 000 different people).
    const emails = students.slice(0, 2000).map((student) => student.Email);
    return generateSalesLinks(salesLinkCount(scale), emails);
  },
});
