import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useSelector } from '@xstate/react';
import { Redirect, Route, Router, Switch } from 'wouter';
import { navigate as browserNavigate } from 'wouter/use-browser-location';
import { manifest as builtPublic } from 'virtual:screens/public';
import { app } from 'virtual:screens/app';
import type { RestoredSession } from '../auth/authApi';
import { SessionProvider, useSession, useSessionActor } from '../auth/SessionProvider';
import { waitForSignInAgain } from '../auth/signInAgain';
import { AppDefinitionContext, useAppDefinition } from '../ui/AppDefinitionContext';
import { LeaveGuardContext } from '../ui/leaveGuard';
import { NavigateContext } from '../ui/NavigateContext';
import { NotifierContext } from '../ui/notifier';
import { ErrorBoundary } from '../ui/ErrorBoundary';
import { LoadableSlot } from '../ui/LoadableSlot';
import { RegistryContext } from '../ui/RegistryContext';
import { ToastHost } from '../ui/ToastHost';
import { StartPlaceholder, type AppStart } from './appStart';
import { GuardedScreen } from './GuardedScreen';
import type { AppServices } from './services';
import { prepareScreen, signedInApp } from './signedInPart';
import { createGuardedLocation } from './useGuardedLocation';
import { useRouteAccess } from './useRouteAccess';
import { useRouteEntries } from './useRouteEntries';

const SignInAgainDialog = lazy(() => import('../auth/pages/SignInAgainDialog'));

/** The panel in place of the app when something outside a screen fails to render (reloading starts it afresh). */
const APP_FAILED_TITLE = 'O sistema encontrou um erro';
const APP_FAILED_TEXT = 'Algo deu errado ao mostrar esta página. Tente novamente para recarregá-la; o que já foi salvo não se perde.';

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

/** What the guard needs of an address that is not public, before the signed-in part knows its screen. */
const ANY_SIGNED_IN_USER = { permission: null };

/**
 * Any address that is not public: with a signed-in user, the signed-in part of the app (its routes, or the
 * not-found page); without one, the login route remembering it (spec section 2), before any of that part loads.
 */
function PrivateRoutes(props: { services: AppServices; start: AppStart }) {
  // Any signed-in user may reach the part (the part's own routes check their keys).
  const decision = useRouteAccess(ANY_SIGNED_IN_USER);
  if (!decision.allow) return <Redirect to={decision.redirect} replace />;
  return <LoadableSlot target={signedInApp} props={props} fallback={<StartPlaceholder start={props.start} />} />;
}

function Routes(props: { services: AppServices; start: AppStart }) {
  const session = useSession();
  const actor = useSessionActor();
  const { onUnauthorized, handleReauthentication } = props.services;
  const publicEntries = useRouteEntries(builtPublic, 'public');
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
        <PrivateRoutes services={props.services} start={props.start} />
      </Route>
    </Switch>
  );
}

/**
 * The whole app over its services: router with guarded navigation, session, registry, the public routes and toasts;
 * the signed-in part (`SignedInApp`) loads when a signed-in user opens any other address.
 */
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
    () => createGuardedLocation(services.leaveGuard, (target) => prepareScreen(target, services)),
    [services],
  );
  const navigate = useMemo(() => (to: string) => void location.navigate(to), [location]);
  // Closing the tab with unsaved work asks the browser's own question.
  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (services.leaveGuard.isSet()) event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [services.leaveGuard]);
  return (
    <AppDefinitionContext.Provider value={app}>
      <NotifierContext.Provider value={services.notifier}>
        <LeaveGuardContext.Provider value={services.leaveGuard}>
          <Router hook={location.hook}>
            <NavigateContext.Provider value={navigate}>
              <SessionProvider
                http={services.http}
                sessionAhead={props.sessionAhead}
                navigate={(to: string, force?: boolean) => (force ? browserNavigate(to, { replace: true }) : void location.navigate(to, { replace: true }))}
              >
                <RegistryContext.Provider value={services.registry}>
                  {/* Whatever throws outside a screen (the shell, the stage) gets a panel, not a blank page. */}
                  <ErrorBoundary title={APP_FAILED_TITLE} message={APP_FAILED_TEXT} onRetry={() => window.location.reload()}>
                    <Routes services={services} start={start} />
                    <SignInAgain />
                  </ErrorBoundary>
                  <ToastHost />
                </RegistryContext.Provider>
              </SessionProvider>
            </NavigateContext.Provider>
          </Router>
        </LeaveGuardContext.Provider>
      </NotifierContext.Provider>
    </AppDefinitionContext.Provider>
  );
}
