import { Button } from '@blueprintjs/core';
import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  document.addEventListener('fullscreenchange', onChange);
  return () => document.removeEventListener('fullscreenchange', onChange);
}

const isFullscreen = () => document.fullscreenElement != null;

/** Toggles the browser's fullscreen mode (Fullscreen API). */
export function FullscreenToggle() {
  const active = useSyncExternalStore(subscribe, isFullscreen, () => false);
  const label = active ? 'Sair da tela cheia' : 'Tela cheia';
  return (
    <Button
      variant="minimal"
      icon={active ? 'minimize' : 'fullscreen'}
      aria-label={label}
      title={label}
      onClick={() => {
        const request = active ? document.exitFullscreen?.() : document.documentElement.requestFullscreen?.();
        // A refusal (iframe, permissions) leaves the page as it is; nothing to tell the user.
        request?.catch(() => undefined);
      }}
    />
  );
}
