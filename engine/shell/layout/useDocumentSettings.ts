import { useLayoutEffect } from 'react';
import type { LayoutSettings } from './layout.machine';
import { applySettingsToDocument } from './applySettings';
import { readGuestSettings } from './layoutActor';

/**
 * Keeps the document's theme and root font size in step with the settings while the shell is shown;
 * public pages (login) get the guest's local settings back.
 */
export function useDocumentSettings(settings: LayoutSettings): void {
  const { theme, fontScale } = settings;
  useLayoutEffect(() => {
    applySettingsToDocument({ theme, fontScale });
    return () => applySettingsToDocument(readGuestSettings());
  }, [theme, fontScale]);
}
