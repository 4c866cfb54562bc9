/**
 * The areas added with the CX, student, profile and access control screens: notices (recados), manual releases,
 * the signed-in user's profile and password, and access control (users, permissions, key catalogue, groups).
 * One registration for all of them keeps handlers/index.ts short.
 */
import type { Router } from '../server/router.ts';
import { registerAccessControlRoutes } from './accessControl.ts';
import { registerNoticeRoutes } from './notices.ts';
import { registerProfileRoutes } from './profile.ts';
import { registerReleaseRoutes } from './releases.ts';

/** Registers the notice, manual release, profile and access control routes. */
export function registerCxAndAccessRoutes(router: Router): void {
  registerNoticeRoutes(router);
  registerReleaseRoutes(router);
  registerProfileRoutes(router);
  registerAccessControlRoutes(router);
}
