/**
 * Every route of the mock: the business rules (one file each, registered first so they win over a generic
 * route of the same endpoint), then the generic routes of every resource of screens/resources with its binding.
 */
import { resourceRoutes } from '../core/crud.ts';
import { addRules, type Router } from '../core/router.ts';
import { BINDINGS } from '../bindings/index.ts';
import { authRules } from './auth.ts';
import { calendarRules } from './calendar.ts';
import { chatRules } from './chat.ts';
import { contentRules } from './content.ts';
import { controlRules } from './controls.ts';
import { courseRules } from './courses.ts';
import { ecommerceRules } from './ecommerce.ts';
import { hierarchyRules } from './hierarchy.ts';
import { invoiceRules } from './invoices.ts';
import { orderRules } from './orders.ts';
import { questionRules } from './questions.ts';
import { releaseRules } from './releases.ts';
import { reportRules } from './reports.ts';
import type { Services } from './services.ts';
import { userRules } from './user.ts';
import { viewRules } from './views.ts';

/** Registers every route on the router. */
export function registerAll(router: Router, services: Services): Router {
  const files = {
    controls: controlRules, auth: authRules, user: userRules, orders: orderRules, releases: releaseRules, chat: chatRules, calendar: calendarRules,
    hierarchy: hierarchyRules, questions: questionRules, reports: reportRules, invoices: invoiceRules, courses: courseRules,
    content: contentRules, ecommerce: ecommerceRules, views: viewRules,
  };
  for (const [name, rules] of Object.entries(files)) addRules(router, `regra \`mocks/rules/${name}.ts\``, rules(services));
  for (const resource of services.definitions.resources.values()) resourceRoutes(router, resource, BINDINGS[resource.id]);
  return router;
}
