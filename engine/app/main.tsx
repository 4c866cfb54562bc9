import '@blueprintjs/core/lib/css/blueprint.css';
import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { createServices } from './services';
import { installIconLoader } from '../shell/icons/iconLoader';

installIconLoader();

const root = document.getElementById('root');
if (!root) throw new Error('[engine] #root missing in index.html');
createRoot(root).render(
  <StrictMode>
    <App services={createServices(import.meta.env.API_URL as string | undefined)} />
  </StrictMode>,
);
