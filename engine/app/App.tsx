import { lazy, Suspense, useCallback, useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import { Redirect, Route, Router, Switch, useLocation, useSearch } from 'wouter';
import { navigate as browserNavigate } from 'wouter/use-browser-location';
import { manifest } from 'virtual:screens';
import { app } from 'virtual:screens/app';
import { DataProviderContext } from '../data/DataProviderContext';
import { RemovalQueueContext } from '../data/removalQueue';
import { decideAccess } from '../auth/routeGuard';
import type { RestoredSession } from '../auth/authApi';
import { SessionProvider, useSession, useSessionActor } from '../auth/SessionProvider';
import { waitForSignInAgain } from '../auth/signInAgain';
import { AppDefinitionContext, useAppDefinition } from '../ui/AppDefinitionContext';
import { LoadingState } from '../ui/LoadingState';
import { LeaveGuardContext } from '../ui/leaveGuard';
import { NotifierContext, useNotifier } from '../ui/notifier';
import { ErrorBoundary } from '../ui/ErrorBoundary';
import { ScreenLoader } from './ScreenLoader';
import type { AppServices } from './services';
import { RegistryContext } from '../ui/RegistryContext';
import { ScreenWarmupContext } from '../ui/ScreenWarmupContext';
import { ToastHost } from '../ui/ToastHost';
import { createGuardedLocation } from './useGuardedLocation';
import { routeParams } from '../core/routes';
import { prepareScreen, signedInFrame } from './preloadRoute';
import { LoadableSlot } from '../ui/LoadableSlot';
import { useSettledWithin } from '../ui/useSettledWithin';
import { liveOverrides } from '../core/definition/overrides';

type ManifestEntry = (typeof manifest)[number];

const SignInAgainDialog = lazy(() => import('../auth/pages/SignInAgainDialog'));
const NotFoundPage = lazy(() => import('../shell/layout/NotFoundPage').then((module) => ({ default: module.NotFoundPage })));

/**
 * The app's quiet start: for this long after its first render, what it waits for (the stored session's restore, the
 * signed-in frame's code, the first screen) draws nothing instead of the loading placeholder. Usually the first
 * screen is there sooner, and a spinner drawn for that moment was a flash that cost it a layout and a paint.
 */
const START_PLACEHOLDER_MS = 300;

/** The app's start, as its placeholders see it. */
interface AppStart {
  /** `performance.now()` at the app's first render. */
  at: number;
  /** The first screen's code and data, asked for at start-up; none when the app started signed out. */
  firstScreen?: Promise<unknown>;
}

/** What is left of the start's quiet time; undefined once it is over. */
function quietLeft(start: AppStart): number | undefined {
  const left = START_PLACEHOLDER_MS - (performance.now() - start.at);
  return left > 0 ? left : undefined;
}

/** The loading placeholder of the app's start: nothing during its quiet time, wherever the wait is. */
function StartPlaceholder(props: { start: AppStart }) {
  return <LoadingState afterMs={quietLeft(props.start)} />;
}

/**
 * The signed-in frame around the screens, with the loading placeholder while its chunk arrives. At the app's start
 * it also waits for the first screen's code and data, during the start's quiet time: drawn before them, the frame
 * drew the screen's loading shape, then again with the screen (a second render, layout and paint on the way to
 * the first row).
 */
function Shell(props: { children: ReactNode; start: AppStart }) {
  const placeholder = <StartPlaceholder start={props.start} />;
  const firstScreenHere = useSettledWithin(props.start.firstScreen, quietLeft(props.start) ?? 0);
  if (!firstScreenHere) return placeholder;
  return <LoadableSlot target={signedInFrame} props={{ children: props.children }} fallback={placeholder} />;
}

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

/** Text of the notice shown when a signed-in user opens an address their keys do not open. */
const REFUSED_TEXT = 'Você não tem permissão para abrir esta página. Peça a chave de acesso a um administrador.';
/** The panel in place of the app when something outside a screen fails to render (reloading starts it afresh). */
const APP_FAILED_TITLE = 'O sistema encontrou um erro';
const APP_FAILED_TEXT = 'Algo deu errado ao mostrar esta página. Tente novamente para recarregá-la; o que já foi salvo não se perde.';

/** A refused address: the user goes to their landing page and a notice says why (not a silent jump). */
function RefusedRoute(props: { to: string }) {
  const notifier = useNotifier();
  useEffect(() => {
    notifier.notify({ message: REFUSED_TEXT, intent: 'warning', key: 'route-refused' });
  }, [notifier]);
  return <Redirect to={props.to} replace />;
}

function GuardedScreen(props: { entry: ManifestEntry; params: Record<string, string | undefined> }) {
  const session = useSession();
  const app = useAppDefinition();
  const [location] = useLocation();
  const search = useSearch();
  const path = location + (search ? `?${search}` : '');
  const decision = decideAccess({ route: props.entry, session, path, app });
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

/** The sign-in dialog over the screen while a held save waits for the session (its code loads then). */
function SignInAgain() {
  const waiting = useSelector(useSessionActor(), (snapshot) => snapshot.value === 'reauthenticating');
  return waiting ? (
    <Suspense fallback={null}>
      <SignInAgainDialog />
    </Suspense>
  ) : null;
}

function RootRedirect() {
  const session = useSession();
  const app = useAppDefinition();
  return <Redirect to={session.status === 'authenticated' ? session.landing : app.routes.login} replace />;
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

const builtPublic = manifest.filter((entry) => entry.public);
const builtPrivate = manifest.filter((entry) => !entry.public);

/** The route manifest: the build's, or the one of definitions saved in the studio since (routes added or renamed). */
function useManifest(): { publicEntries: readonly ManifestEntry[]; privateEntries: readonly ManifestEntry[] } {
  const saved = useSyncExternalStore(liveOverrides.subscribe, () => liveOverrides.current()?.manifest);
  return useMemo(
    () => (saved ? { publicEntries: saved.filter((entry) => entry.public), privateEntries: saved.filter((entry) => !entry.public) } : { publicEntries: builtPublic, privateEntries: builtPrivate }),
    [saved],
  );
}

/**
 * The signed-in screens inside one shell that stays mounted while the user moves between them (the
 * navbar keeps its scroll and open groups, and a route switch renders only the screen). Without a
 * signed-in user the guard redirects before any shell is drawn.
 */
function PrivateRoutes(props: { start: AppStart }) {
  const session = useSession();
  const { privateEntries } = useManifest();
  const routes = <Switch>{screenRoutes(privateEntries)}</Switch>;
  return session.status === 'authenticated' ? (
    <Shell start={props.start}>{routes}</Shell>
  ) : (
    routes
  );
}

function Routes(props: { services: AppServices; start: AppStart }) {
  const session = useSession();
  const actor = useSessionActor();
  const { onUnauthorized, handleReauthentication } = props.services;
  const { publicEntries } = useManifest();
  useEffect(() => onUnauthorized(() => actor.send({ type: 'UNAUTHORIZED', path: window.location.pathname + window.location.search })), [actor, onUnauthorized]);
  // A save or an action that meets an expired session waits here for the user to sign in again.
  useEffect(() => handleReauthentication(() => waitForSignInAgain(actor)), [actor, handleReauthentication]);
  if (session.status === 'restoring') return <StartPlaceholder start={props.start} />;
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
        <PrivateRoutes start={props.start} />
      </Route>
    </Switch>
  );
}

/** The whole app over its services: router with guarded navigation, session, data provider, registry, routes and toasts. */
export function App(props: {
  services: AppServices;
  /** The restore of the stored session, started at start-up before the app's code was asked for. */
  sessionAhead?: Promise<RestoredSession>;
  /** The first screen's code and data, asked for at start-up (`prepareScreen`): the signed-in frame waits a little for them. */
  firstScreen?: Promise<unknown>;
}) {
  const { services } = props;
  const [start] = useState<AppStart>(() => ({ at: performance.now(), firstScreen: props.firstScreen }));
  // A move to another screen starts its code and (for a list) its data call before React draws it, and waits a
  // little for them, so the screen draws once, complete.
  const location = useMemo(
    () => createGuardedLocation(services.leaveGuard, (target) => prepareScreen(target, services, true)),
    [services],
  );
  // Closing the tab with unsaved work asks the browser's own question.
  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (services.leaveGuard.isSet()) event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [services.leaveGuard]);
  // A menu entry the pointer rests on: its screen's code and first page start loading before the click.
  const warmScreen = useCallback((target: string) => prepareScreen(target, services, true), [services]);
  // Closing or reloading the tab is not "Desfazer": removals still waiting are made now.
  useEffect(() => {
    const flush = () => services.removals.flush();
    window.addEventListener('pagehide', flush);
    return () => window.removeEventListener('pagehide', flush);
  }, [services.removals]);
  return (
    <AppDefinitionContext.Provider value={app}>
      <NotifierContext.Provider value={services.notifier}>
        <LeaveGuardContext.Provider value={services.leaveGuard}>
          <Router hook={location.hook}>
            <SessionProvider
              http={services.http}
              sessionAhead={props.sessionAhead}
              navigate={(to: string, force?: boolean) => (force ? browserNavigate(to, { replace: true }) : void location.navigate(to, { replace: true }))}
            >
              <DataProviderContext.Provider value={services.dataProvider}>
                <RemovalQueueContext.Provider value={services.removals}>
                  <RegistryContext.Provider value={services.registry}>
                    <ScreenWarmupContext.Provider value={warmScreen}>
                      {/* Whatever throws outside a screen (the shell, the stage) gets a panel, not a blank page. */}
                      <ErrorBoundary title={APP_FAILED_TITLE} message={APP_FAILED_TEXT} onRetry={() => window.location.reload()}>
                        <Routes services={services} start={start} />
                        <SignInAgain />
                      </ErrorBoundary>
                      <ToastHost />
                    </ScreenWarmupContext.Provider>
                  </RegistryContext.Provider>
                </RemovalQueueContext.Provider>
              </DataProviderContext.Provider>
            </SessionProvider>
          </Router>
        </LeaveGuardContext.Provider>
      </NotifierContext.Provider>
    </AppDefinitionContext.Provider>
  );
}
