import { Button, Classes, Icon, ProgressBar, type IconName } from '@blueprintjs/core';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { onMoveWait } from './moveWait';
import { useNotifier, type NoticeIntent } from './notifier';

const ICONS: Record<NoticeIntent, IconName> = {
  success: 'tick-circle', warning: 'warning-sign', danger: 'error', primary: 'info-sign', none: 'info-sign',
};

/**
 * Renders the toast queue (bottom right, newest last, above a form's save bar) with Blueprint's toast styles:
 * there they never cover the toolbar or a page's header buttons and main action. Blueprint's own Toast labels
 * its close button in English, so the markup is ours. A notice may carry a button ("Desfazer") and a progress bar.
 * A notice raised while a move waits for its next screen shows with that screen: a form's "saved" comes with the
 * list it returns to, not over the form that is leaving.
 */
export function ToastHost() {
  const notifier = useNotifier();
  const toasts = useSyncExternalStore(notifier.subscribe, notifier.getToasts, notifier.getToasts);
  // The newest notice drawn when a move started to wait (null: no move waits): later ones wait with it, the one
  // raised in the same moment as the move too (not drawn yet).
  const [shownUpTo, setShownUpTo] = useState<number | null>(null);
  const drawnUpTo = useRef(0);
  useEffect(() => onMoveWait((waiting) => setShownUpTo(waiting ? drawnUpTo.current : null)), []);
  const shown = shownUpTo === null ? toasts : toasts.filter((toast) => toast.id <= shownUpTo);
  useEffect(() => {
    drawnUpTo.current = Math.max(drawnUpTo.current, ...shown.map((toast) => toast.id));
  });
  return (
    <div className="engine-toasts" role="region" aria-label="Notificações">
      {shown.map((toast) => (
        <div
          key={toast.id}
          className={`${Classes.TOAST} ${Classes.intentClass(toast.intent)} engine-toast`}
          data-intent={toast.intent}
        >
          <Icon icon={ICONS[toast.intent]} />
          <span className={Classes.TOAST_MESSAGE} role={toast.intent === 'danger' || toast.intent === 'warning' ? 'alert' : 'status'}>
            {toast.message}
            {toast.progress !== undefined ? (
              <ProgressBar className="engine-toast-progress" value={toast.progress} stripes={false} intent={toast.intent} aria-hidden />
            ) : null}
          </span>
          <div className={`${Classes.BUTTON_GROUP} ${Classes.MINIMAL}`}>
            {toast.action ? <Button variant="minimal" text={toast.action.label} onClick={() => notifier.act(toast.id)} /> : null}
            <Button variant="minimal" icon="cross" aria-label="Fechar notificação" onClick={() => notifier.close(toast.id)} />
          </div>
        </div>
      ))}
    </div>
  );
}
