import '@blueprintjs/core/lib/css/blueprint.css';
import './styles.css';
// The signed-in part's styles come with the entry's: a dynamic import waits for its chunk's styles, and theirs held
// the part back, with the first screen's definition and data calls behind it (the sign-in page loads them unused:
// 2.6 KB of CSS).
import '../shell/layout/layout.css';
import '../ui/cells.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { app } from 'virtual:screens/app';
import { App } from './App';
import { createServices } from './services';
import { installIconLoader } from '../shell/icons/iconLoader';
import { createAuthApi } from '../auth/authApi';
import { prepareScreen, signedInPart } from './signedInPart';
import { installTrustedTypesPolicy } from '../ui/trustedTypes';
import { installModalEscape } from '../ui/modalEscape';
import { loadServerOverrides } from './serverOverrides';
import { loadLocalOverlay } from '../data/localOverlay';

// First of all: the server's Content-Security-Policy requires Trusted Types for every HTML sink.
installTrustedTypesPolicy();
installIconLoader();
installModalEscape(document);
const services = createServices(import.meta.env.API_URL as string | undefined);

const root = document.getElementById('root');
if (!root) throw new Error('[engine] #root missing in index.html');
const signedIn = services.token() !== null;
// A stored session: the signed-in part's chunk (its routes, the data layer) is asked for first of all.
if (signedIn) signedInPart.load().catch(() => undefined);

/** How long the app's first render waits for the signed-in part at a start with a stored session. */
const PART_WAIT_MS = 300;

/**
 * The start, in a function rather than this module's top level: a top-level await would keep this module, the entry,
 * evaluating until it ends, and a chunk imported meanwhile that imports from the entry (the local overlay's store)
 * would wait for it: a deadlock, and a blank page.
 */
async function start(container: HTMLElement): Promise<void> {
  // The stored session's restore, which every signed-in screen waits for: asked for first, before the part's and the
  // screen's files take the browser's six connections (the session takes this answer when it starts).
  const sessionAhead = signedIn ? createAuthApi(services.http, app.calls).loadSession() : undefined;
  // The session reports a failure itself, once it takes the answer.
  sessionAhead?.catch(() => undefined);
  // Definitions saved in the studio since the build (`npm start` marks the page) apply before the first screen.
  // The route's screen is fetched ahead after them, so a saved screen is not preloaded in its built version.
  await loadServerOverrides(document);
  // The studio's drafts an admin turned on in this browser (a static deployment's preview overlay) apply over them.
  await loadLocalOverlay(() => import('../data/browserStore').then((module) => module.browserStore()), window.localStorage);
  // With a stored session the app's first render waits a little for the signed-in part (it draws nothing before the
  // session is restored anyway): rendered first, it held the part's evaluation back, and with it the first screen's
  // definition and data calls, by 40-60 ms. A slow part gets the app's loading placeholder; a failed one, the
  // frame's error panel.
  if (signedIn) await Promise.race([signedInPart.load().catch(() => undefined), new Promise((resolve) => setTimeout(resolve, PART_WAIT_MS))]);
  // A returning user's first list: its data is on its way while the list's code still loads.
  const firstScreen = prepareScreen(window.location.pathname + window.location.search, services);
  createRoot(container).render(
    <StrictMode>
      <App services={services} sessionAhead={sessionAhead} firstScreen={signedIn ? firstScreen : undefined} />
    </StrictMode>,
  );
}

void start(root);
