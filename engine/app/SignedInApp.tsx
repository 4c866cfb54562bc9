import { lazy, useCallback, useEffect, type ReactNode } from 'react';
import { Route, Switch } from 'wouter';
import { manifest } from 'virtual:screens';
import { DataProviderContext } from '../data/DataProviderContext';
import { RemovalQueueContext } from '../data/removalQueue';
import { CellFormatsContext } from '../ui/CellFormatsContext';
import { ScreenWarmupContext } from '../ui/ScreenWarmupContext';
import { useSettledWithin } from '../ui/useSettledWithin';
import { quietLeft, StartPlaceholder, type AppStart } from './appStart';
import { GuardedScreen } from './GuardedScreen';
import { prepareSignedInScreen } from './prepareSignedInScreen';
import SignedInFrame from './SignedInFrame';
import type { AppServices } from './services';
import { signedInServices } from './signedInServices';
import { useRouteEntries } from './useRouteEntries';

const NotFoundPage = lazy(() => import('../shell/layout/NotFoundPage').then((module) => ({ default: module.NotFoundPage })));

const builtPrivate = manifest.filter((entry) => !entry.public);

/**
 * The signed-in frame around the screens. At the app's start it waits for the first screen's code and data, during
 * the start's quiet time: drawn before them, the frame drew the screen's loading shape, then again with the screen
 * (a second render, layout and paint on the way to the first row).
 */
function Shell(props: { children: ReactNode; start: AppStart }) {
  const firstScreenHere = useSettledWithin(props.start.firstScreen, quietLeft(props.start) ?? 0);
  if (!firstScreenHere) return <StartPlaceholder start={props.start} />;
  return <SignedInFrame>{props.children}</SignedInFrame>;
}

/**
 * The signed-in part of the app, in a chunk of its own that the sign-in page never loads: the private routes inside
 * one shell that stays mounted while the user moves between them (the navbar keeps its scroll and open groups, and
 * a route switch renders only the screen), with what only signed-in screens use (data provider, removals, cell
 * formats, the menu's warm-up). A path no definition matches gets the not-found page.
 */
export default function SignedInApp(props: { services: AppServices; start: AppStart }) {
  const { services } = props;
  const { dataProvider, removals, cells } = signedInServices(services);
  const entries = useRouteEntries(builtPrivate, 'private');
  // A menu entry the pointer rests on: its screen's code and first page start loading before the click.
  const warmScreen = useCallback((target: string) => prepareSignedInScreen(target, services), [services]);
  // Closing or reloading the tab is not "Desfazer": removals still waiting are made now.
  useEffect(() => {
    const flush = () => removals.flush();
    window.addEventListener('pagehide', flush);
    return () => window.removeEventListener('pagehide', flush);
  }, [removals]);
  return (
    <DataProviderContext.Provider value={dataProvider}>
      <RemovalQueueContext.Provider value={removals}>
        <CellFormatsContext.Provider value={cells}>
          <ScreenWarmupContext.Provider value={warmScreen}>
            <Shell start={props.start}>
              <Switch>
                {entries.map((entry) => (
                  <Route key={entry.id} path={entry.route}>
                    {(params) => <GuardedScreen entry={entry} params={params} />}
                  </Route>
                ))}
                <Route>
                  <NotFoundPage />
                </Route>
              </Switch>
            </Shell>
          </ScreenWarmupContext.Provider>
        </CellFormatsContext.Provider>
      </RemovalQueueContext.Provider>
    </DataProviderContext.Provider>
  );
}
