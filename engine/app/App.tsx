import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { Redirect, Route, Router, Switch, useLocation, useSearch } from 'wouter';
import { manifest } from 'virtual:screens';
import { DataProviderContext } from '../data/DataProviderContext';
import { decideAccess } from '../auth/routeGuard';
import { SessionProvider, useSession, useSessionActor } from '../auth/SessionProvider';
import { LoadingState } from '../ui/LoadingState';
import { hasLeaveGuard } from '../ui/leaveGuard';
import { ScreenErrorBoundary } from '../ui/ScreenErrorBoundary';
import { ScreenLoader } from './ScreenLoader';
import { dataProvider, http, onUnauthorized } from './services';
import { createAppRegistry } from './registry';
import { RegistryContext } from '../ui/RegistryContext';
import { ToastHost } from '../ui/ToastHost';
import { guardedNavigate, useGuardedLocation } from './useGuardedLocation';

type ManifestEntry = (typeof manifest)[number];

// The shell (navbar, toolbar, layout machine, drawers) loads after sign-in; the public pages never need it.
const AppLayout = lazy(() => import('../shell/layout/AppLayout').then((module) => ({ default: module.AppLayout })));
const NotFoundPage = lazy(() => import('../shell/layout/NotFoundPage').then((module) => ({ default: module.NotFoundPage })));

/** The signed-in frame around a screen, with the loading placeholder while the shell's chunk arrives. */
function Shell(props: { children: ReactNode }) {
  return (
    <Suspense fallback={<LoadingState />}>
      <AppLayout>{props.children}</AppLayout>
    </Suspense>
  );
}

/** Route params without the optional ones that are absent. */
function presentParams(params: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(Object.entries(params).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

function GuardedScreen(props: { entry: ManifestEntry; params: Record<string, string | undefined> }) {
  const session = useSession();
  const [location] = useLocation();
  const search = useSearch();
  const path = location + (search ? `?${search}` : '');
  const decision = decideAccess({ route: props.entry, session, path });
  if (!('allow' in decision) || !decision.allow) {
    return <Redirect to={decision.redirect} replace />;
  }
  return (
    <ScreenErrorBoundary key={location}>
      <Suspense fallback={<LoadingState />}>
        <ScreenLoader id={props.entry.id} params={presentParams(props.params)} />
      </Suspense>
    </ScreenErrorBoundary>
  );
}

function RootRedirect() {
  const session = useSession();
  return <Redirect to={session.status === 'authenticated' ? session.landing : '/login'} replace />;
}

function NotFound() {
  const session = useSession();
  if (session.status !== 'authenticated') return <RootRedirect />;
  return <NotFoundPage />;
}

/** One route per definition; a path no definition matches gets the not-found page. */
function screenRoutes(entries: readonly ManifestEntry[]) {
  return [
    ...entries.map((entry) => (
      <Route key={entry.id} path={entry.route}>
        {(params) => <GuardedScreen entry={entry} params={params} />}
      </Route>
    )),
    <Route key="__not-found">
      <NotFound />
    </Route>,
  ];
}

const publicEntries = manifest.filter((entry) => entry.public);
const privateEntries = manifest.filter((entry) => !entry.public);

/**
 * The signed-in screens inside one shell that stays mounted while the user moves between them (the
 * navbar keeps its scroll and open groups, and a route switch renders only the screen). Without a
 * signed-in user the guard redirects before any shell is drawn.
 */
function PrivateRoutes() {
  const session = useSession();
  const routes = <Switch>{screenRoutes(privateEntries)}</Switch>;
  return session.status === 'authenticated' ? <Shell>{routes}</Shell> : routes;
}

function Routes() {
  const session = useSession();
  const actor = useSessionActor();
  useEffect(() => onUnauthorized(() => actor.send({ type: 'UNAUTHORIZED', path: window.location.pathname + window.location.search })), [actor]);
  if (session.status === 'restoring') return <LoadingState />;
  return (
    <Switch>
      {publicEntries.map((entry) => (
        <Route key={entry.id} path={entry.route}>
          {(params) => <GuardedScreen entry={entry} params={params} />}
        </Route>
      ))}
      <Route path="/">
        <RootRedirect />
      </Route>
      <Route>
        <PrivateRoutes />
      </Route>
    </Switch>
  );
}

/** The registries of the app: screen kinds, cell formats, custom components. */
const registry = createAppRegistry();

// Closing the tab with unsaved work asks the browser's own question.
window.addEventListener('beforeunload', (event) => {
  if (hasLeaveGuard()) event.preventDefault();
});

/** The whole app: router with guarded navigation, session, data provider, routes and toasts. */
export function App() {
  return (
    <Router hook={useGuardedLocation}>
      <SessionProvider http={http} navigate={(to: string) => void guardedNavigate(to, { replace: true })}>
        <DataProviderContext.Provider value={dataProvider}>
          <RegistryContext.Provider value={registry}>
            <Routes />
            <ToastHost />
          </RegistryContext.Provider>
        </DataProviderContext.Provider>
      </SessionProvider>
    </Router>
  );
}
