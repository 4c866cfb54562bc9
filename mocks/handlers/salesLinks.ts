/**
 * Sales links (simulated endpoints): POST /api/link-vendas (Email, status, Produto filters → linkDeVendas,
 * totalLinkVendas), GET /api/link-vendas/link (_id), save, remove, and the course and module options.
 */
import { allOf, containsText, equalsValue } from '../paging/filters.ts';
import { productCatalog } from '../seed/catalog.ts';
import { dayToIso, todayDay } from '../seed/dates.ts';
import {
  DISCOUNT_TYPES, SALES_LINK_STATUSES, checkoutLink, linkProduct, salesLinksTable, type SalesLinkRecord,
} from '../seed/salesLinks.ts';
import { badRequest } from '../server/errors.ts';
import type { Router } from '../server/router.ts';
import { EMAIL_PATTERN } from './input.ts';
import { registerCrudRoutes } from './crudRoutes.ts';

/** Messages of the sales link endpoints. */
export const SALES_LINK_MESSAGES = {
  notFound: 'Link de vendas não encontrado.',
  idRequired: 'Informe o link de vendas (_id).',
  invalidEmail: 'Preencha um email válido',
  productRequired: 'Escolha o curso ou o módulo do link.',
  unknownCourse: 'Curso não encontrado no catálogo.',
  unknownModule: 'Módulo não encontrado no catálogo.',
  percentRange: 'A porcentagem de desconto deve estar entre 1 e 100.',
  amountTooHigh: (price: string) => `O desconto não pode passar do preço do produto (${price}).`,
  expiryBeforeCreation: 'A data de expiração não pode ser anterior à data de criação.',
} as const;

/** Kinds of product a link sells (form helper field `tipoProduto`). */
export const LINK_PRODUCT_KINDS = ['Curso', 'Módulo'] as const;

const BRL = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

/** `R$ 1.234,56` with a plain space (Intl puts a non-breaking one after the symbol). */
const money = (value: number) => BRL.format(value).replace(/\u00a0/g, ' ');

/** The discount as the list shows it: `15%` or `R$ 50,00`. */
export function discountText(record: Pick<SalesLinkRecord, 'discountType' | 'porcentagemDesconto' | 'valorDesconto'>): string {
  if (record.discountType === 'Porcentagem') return `${String(record.porcentagemDesconto ?? 0).replace('.', ',')}%`;
  return money(record.valorDesconto ?? 0);
}

/**
 * Fields the API adds to each link: which kind of product and its id (the form's selects) and the discount
 * as one text (the list's single discount column).
 */
function formHelpers(record: SalesLinkRecord) {
  return {
    tipoProduto: record.curso ? 'Curso' : 'Módulo',
    cursoId: record.curso?._id ?? null,
    moduloId: record.modulo?._id ?? null,
    desconto: discountText(record),
  };
}

/** Registers the sales link routes. */
export function registerSalesLinkRoutes(router: Router): void {
  registerCrudRoutes<SalesLinkRecord>(router, {
    table: salesLinksTable,
    listPath: '/api/link-vendas',
    listField: 'linkDeVendas',
    totalField: 'totalLinkVendas',
    filter: (input) => allOf<SalesLinkRecord>(
      containsText('Email', input.Email),
      containsText('Produto', input.Produto),
      equalsValue('status', input.status),
      equalsValue('discountType', input.discountType),
    ),
    project: formHelpers,
    getPath: '/api/link-vendas/link',
    savePath: '/api/link-vendas/save',
    removePath: '/api/link-vendas/remove-link',
    recordField: 'linkVenda',
    messages: { notFound: SALES_LINK_MESSAGES.notFound, idRequired: SALES_LINK_MESSAGES.idRequired },
    build(fields, context, existing) {
      const email = fields.text('Email', 'o e-mail do cliente', { required: true, max: 160 }).toLowerCase();
      if (!EMAIL_PATTERN.test(email)) throw badRequest(SALES_LINK_MESSAGES.invalidEmail);

      const kind = fields.choice('tipoProduto', 'o tipo de produto', LINK_PRODUCT_KINDS, {
        fallback: existing ? (existing.curso ? 'Curso' : 'Módulo') : undefined,
      });
      const productId = fields.id(kind === 'Curso' ? 'cursoId' : 'moduloId')
        ?? (kind === 'Curso' ? existing?.curso?._id : existing?.modulo?._id) ?? null;
      if (productId === null) throw badRequest(SALES_LINK_MESSAGES.productRequired);
      const product = productCatalog()[productId - 1];
      if (!product || product.Tipo !== kind) {
        throw badRequest(kind === 'Curso' ? SALES_LINK_MESSAGES.unknownCourse : SALES_LINK_MESSAGES.unknownModule);
      }

      const discountType = fields.choice('discountType', 'o tipo de desconto', DISCOUNT_TYPES, { fallback: 'Porcentagem' });
      let percent: number | null = null;
      let amount: number | null = null;
      if (discountType === 'Porcentagem') {
        percent = fields.number('porcentagemDesconto', 'a porcentagem de desconto', { required: true });
        if (percent! <= 0 || percent! > 100) throw badRequest(SALES_LINK_MESSAGES.percentRange);
      } else {
        amount = fields.number('valorDesconto', 'o valor do desconto', { required: true, min: 0.01 });
        if (amount! > product.Preco) throw badRequest(SALES_LINK_MESSAGES.amountTooHigh(money(product.Preco)));
      }

      const today = dayToIso(todayDay(context.now()));
      const created = existing?.dataCriacao ?? today;
      const expires = fields.date('dataExpiracao', 'a data de expiração', { required: true });
      if (expires! < created) throw badRequest(SALES_LINK_MESSAGES.expiryBeforeCreation);
      const status = fields.choice('status', 'a situação', SALES_LINK_STATUSES, { fallback: 'pagamento pendente' });

      return {
        Email: email,
        Produto: product.Nome,
        porcentagemDesconto: percent,
        valorDesconto: amount,
        dataCriacao: created,
        dataExpiracao: expires!,
        operador: existing?.operador ?? context.user.name,
        status,
        curso: kind === 'Curso' ? linkProduct(product) : null,
        modulo: kind === 'Módulo' ? linkProduct(product) : null,
        discountType,
        // The address is fixed when the link is made; the next id is what a new record gets.
        link: existing?.link ?? checkoutLink(context.store.table(salesLinksTable).nextId()),
      };
    },
  });

  const options = (kind: 'Curso' | 'Módulo') => () =>
    productCatalog().filter((product) => product.Tipo === kind).map(linkProduct);
  router.get('/api/link-vendas/cursos', () => ({ cursos: options('Curso')() }));
  router.get('/api/link-vendas/modulos', () => ({ modulos: options('Módulo')() }));
}

