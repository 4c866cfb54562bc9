/** The signed-in user (real calls under /admin/user): profile, roles and saved settings and shortcuts. */
import { authed, type Router } from '../server/router.ts';
import { publicUser } from '../store/users.ts';
import { updateUser } from './auth.ts';

/** Registers the user routes. */
export function registerUserRoutes(router: Router): void {
  router.get('/admin/user', authed((context) => publicUser(context.user)));
  router.get('/admin/user/roles', authed((context) => ({ roles: context.user.roles.map((name) => ({ name })) })));
  router.get('/admin/user/get-user-by-token', authed((context) => ({ user: publicUser(context.user), access_token: context.token })));
  router.put('/admin/user', authed((context) => publicUser(updateUser(context.user, context.body))));
}
