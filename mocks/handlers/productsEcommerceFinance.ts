/**
 * The product areas (concursos, courses and their syllabus, modules, combos), the e-commerce content and the
 * finance area (invoices and configuration), registered together so handlers/index.ts gains one line for all
 * of them.
 */
import type { Router } from '../server/router.ts';
import { registerEcommerceRoutes } from './ecommerce.ts';
import { registerInvoiceRoutes } from './invoices.ts';
import { registerProductComboRoutes } from './productCombos.ts';
import { registerProductConcursoRoutes } from './productConcursos.ts';
import { registerProductCourseRoutes } from './productCourses.ts';
import { registerProductModuleRoutes } from './productModules.ts';

/** Registers the routes of the product, e-commerce and finance (invoice) areas. */
export function registerProductsEcommerceFinanceRoutes(router: Router): void {
  registerProductConcursoRoutes(router);
  registerProductCourseRoutes(router);
  registerProductModuleRoutes(router);
  registerProductComboRoutes(router);
  registerEcommerceRoutes(router);
  registerInvoiceRoutes(router);
}
