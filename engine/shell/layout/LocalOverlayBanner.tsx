import { Button, Callout } from '@blueprintjs/core';
import { browserStore } from '../../data/browserStore';
import { hideLocalOverlay } from '../../data/localOverlay';

/**
 * The notice over every screen while this browser shows the definition studio's drafts (the local overlay of a
 * static deployment): an admin must not take the drafts for the published app, and turns them off from any
 * screen. The shell draws it only then, and fetches its code only then (with Blueprint's Callout and its icons).
 */
export function LocalOverlayBanner() {
  return (
    <Callout intent="warning" icon="eye-open" className="shell-overlay-banner" role="region" aria-label="Rascunhos em pré-visualização">
      <span>Você está vendo os rascunhos do estúdio de definições, só neste navegador: o app publicado não mudou.</span>
      <Button small intent="warning" icon="eye-off" text="Desligar" onClick={() => void hideLocalOverlay(browserStore(), window.localStorage)} />
    </Callout>
  );
}
