import { loadScreen } from 'virtual:screens';
import { provideScreenLoaders } from '../kinds/screenDefinitions';

/** The signed-in part of the app, as one chunk: its routes and frame, and how it gets a screen ready ahead. */
export { default as SignedInApp } from './SignedInApp';
export { prepareSignedInScreen } from './prepareSignedInScreen';

// The part's one effect as it runs: every screen's definition loader, for the screens it draws.
provideScreenLoaders(loadScreen);
