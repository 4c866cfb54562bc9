import { deferredModule } from '../ui/deferredModule';
import { loadable } from '../ui/loadable';
import type { AppStart } from './appStart';
import { preparePublicScreen } from './preloadRoute';
import type { AppServices } from './services';

/**
 * The signed-in part of the app (./signedIn): every private route and loader, the data layer, the cell formats. In
 * a chunk of its own, fetched at start when a session is stored, or with the sign-in: the sign-in page never
 * downloads it.
 */
export const signedInPart = deferredModule(() => import('./signedIn'));

/** The signed-in part's routes and frame as a component, drawn once its chunk is in. */
export const signedInApp = loadable<{ services: AppServices; start: AppStart }>(() =>
  signedInPart.load().then((part) => ({ default: part.SignedInApp })),
);

/**
 * Gets the screen at `target` ready before it draws (`prepareSignedInScreen`, its part's chunk first) when a session
 * is stored; otherwise a public screen's code, without the signed-in part. Never rejects.
 */
export function prepareScreen(target: string, services: AppServices): Promise<boolean> {
  if (services.token() === null) return preparePublicScreen(target, services.registry);
  return signedInPart.load().then((part) => part.prepareSignedInScreen(target, services), () => false);
}
