import { useLocation, useSearch } from 'wouter';
import { decideAccess, type AccessDecision, type GuardedRoute } from '../auth/routeGuard';
import { useSession } from '../auth/SessionProvider';
import { useAppDefinition } from '../ui/AppDefinitionContext';

/** The route guard's answer (spec section 2) for `route` at the current address, with the current session. */
export function useRouteAccess(route: GuardedRoute): AccessDecision {
  const session = useSession();
  const app = useAppDefinition();
  const [location] = useLocation();
  const search = useSearch();
  return decideAccess({ route, session, path: location + (search ? `?${search}` : ''), app });
}
