/** Every area of the mock API. A new area adds its `register...Routes` here (and its tables beside it). */
import type { Router } from '../server/router';
import { registerAuthRoutes } from './auth';
import { registerControlRoutes } from './control';
import { registerCouponRoutes } from './coupons';
import { registerFinanceRoutes } from './finance';
import { registerOrderRoutes } from './orders';
import { registerQuickPanelRoutes } from './quickPanel';
import { registerStudentRoutes } from './students';
import { registerUserRoutes } from './user';

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
  return router;
}
