import '@blueprintjs/core/lib/css/blueprint.css';
import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { createServices } from './services';
import { installIconLoader } from '../shell/icons/iconLoader';
import { readStoredToken } from '../auth/storedSession';
import { preloadRoute } from './preloadRoute';
import { loadServerOverrides } from './serverOverrides';

installIconLoader();
const services = createServices(import.meta.env.API_URL as string | undefined);

const root = document.getElementById('root');
if (!root) throw new Error('[engine] #root missing in index.html');
// Definitions saved in the studio since the build (`npm start` marks the page) apply before the first screen.
// The route's screen is fetched ahead after them, so a saved screen is not preloaded in its built version.
void loadServerOverrides(document).then(() => {
  preloadRoute(window.location.pathname, services.registry, readStoredToken(window.localStorage) !== null);
  createRoot(root).render(
    <StrictMode>
      <App services={services} />
    </StrictMode>,
  );
});
