/** Every area of the mock API. A new area adds its `register...Routes` here (and its tables beside it). */
import type { Router } from '../server/router.ts';
import { registerAuthRoutes } from './auth.ts';
import { registerChatRoutes } from './chat.ts';
import { registerContentRoutes } from './content.ts';
import { registerControlRoutes } from './control.ts';
import { registerCouponRoutes } from './coupons.ts';
import { registerCxAndAccessRoutes } from './cxAndAccess.ts';
import { registerDashboardRoutes } from './dashboards.ts';
import { registerFinanceRoutes } from './finance.ts';
import { registerHierarchyRoutes } from './hierarchy.ts';
import { registerMarketingRoutes } from './marketing.ts';
import { registerOrderRoutes } from './orders.ts';
import { registerProductsEcommerceFinanceRoutes } from './productsEcommerceFinance.ts';
import { registerQuestionRoutes } from './questions.ts';
import { registerQuickPanelRoutes } from './quickPanel.ts';
import { registerStudentRoutes } from './students.ts';
import { registerUserRoutes } from './user.ts';

/** Registers the routes of every area on the router. */
export function registerAllRoutes(router: Router): Router {
  registerControlRoutes(router);
  registerAuthRoutes(router);
  registerUserRoutes(router);
  registerQuickPanelRoutes(router);
  registerCouponRoutes(router);
  registerStudentRoutes(router);
  registerOrderRoutes(router);
  registerFinanceRoutes(router);
  registerMarketingRoutes(router);
  registerCxAndAccessRoutes(router);
  registerChatRoutes(router);
  registerHierarchyRoutes(router);
  registerQuestionRoutes(router);
  registerContentRoutes(router);
  registerDashboardRoutes(router);
  registerProductsEcommerceFinanceRoutes(router);
  return router;
}
