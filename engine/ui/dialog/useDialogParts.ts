import { useEffect, useEffectEvent, useSyncExternalStore } from 'react';
import { useNotifier } from '../notifier';
import type { DeferredModule } from '../deferredModule';
import type { DialogParts } from './blueprintDialog';

/** Shown when opening a dialog could not fetch its code (offline, or a deploy replaced the chunk). */
const DIALOG_LOAD_FAILED = 'Não foi possível abrir a janela. Verifique a conexão e tente de novo.';

/**
 * The dialog parts of `chunk` (blueprintDialog) for a dialog that is open (`wanted`): at once when the chunk is in,
 * else null while it is fetched (the dialog opens as it arrives). A failed fetch says so in a toast and calls
 * `onUnavailable` (the dialog's own close), so the next opening tries again.
 */
export function useDialogParts(chunk: DeferredModule<DialogParts>, wanted: boolean, onUnavailable: () => void): DialogParts | null {
  const notifier = useNotifier();
  const parts = useSyncExternalStore(chunk.subscribe, chunk.loaded, chunk.loaded);
  const unavailable = useEffectEvent(() => {
    notifier.notify({ message: DIALOG_LOAD_FAILED, intent: 'danger' });
    onUnavailable();
  });
  useEffect(() => {
    if (!wanted || parts) return;
    let current = true;
    chunk.load().catch(() => {
      if (current) unavailable();
    });
    return () => {
      current = false;
    };
  }, [chunk, wanted, parts]);
  return parts;
}
