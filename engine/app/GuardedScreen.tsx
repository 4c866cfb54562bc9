import { Suspense, useEffect } from 'react';
import { Redirect, useLocation } from 'wouter';
import type { ManifestEntry } from 'virtual:screens';
import { routeParams } from '../core/routes';
import { ErrorBoundary } from '../ui/ErrorBoundary';
import { LoadingState } from '../ui/LoadingState';
import { useNotifier } from '../ui/notifier';
import { ScreenLoader } from './ScreenLoader';
import { useRouteAccess } from './useRouteAccess';

/** Text of the notice shown when a signed-in user opens an address their keys do not open. */
const REFUSED_TEXT = 'Você não tem permissão para abrir esta página. Peça a chave de acesso a um administrador.';

/**
 * The params the route pattern names, without the optional ones that are absent. wouter also hands down the
 * positional captures of the routes above (the catch-all's whole path), which change with every navigation.
 */
function presentParams(route: string, params: Record<string, string | undefined>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const { name } of routeParams(route)) {
    const value = params[name];
    if (typeof value === 'string') out[name] = value;
  }
  return out;
}

/** A refused address: the user goes to their landing page and a notice says why (not a silent jump). */
function RefusedRoute(props: { to: string }) {
  const notifier = useNotifier();
  useEffect(() => {
    notifier.notify({ message: REFUSED_TEXT, intent: 'warning', key: 'route-refused' });
  }, [notifier]);
  return <Redirect to={props.to} replace />;
}

/** A route's screen behind the route guard (spec section 2): drawn when the session may open it, else a redirect. */
export function GuardedScreen(props: { entry: ManifestEntry; params: Record<string, string | undefined> }) {
  const [location] = useLocation();
  const decision = useRouteAccess(props.entry);
  if (!decision.allow) {
    return decision.refused ? <RefusedRoute to={decision.redirect} /> : <Redirect to={decision.redirect} replace />;
  }
  return (
    <ErrorBoundary key={location}>
      <Suspense fallback={<LoadingState />}>
        <ScreenLoader id={props.entry.id} params={presentParams(props.entry.route, props.params)} />
      </Suspense>
    </ErrorBoundary>
  );
}
