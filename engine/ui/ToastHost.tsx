import { Button, Classes, Icon, ProgressBar, type IconName } from '@blueprintjs/core';
import { useSyncExternalStore } from 'react';
import { useNotifier, type NoticeIntent } from './notifier';

const ICONS: Record<NoticeIntent, IconName> = {
  success: 'tick-circle', warning: 'warning-sign', danger: 'error', primary: 'info-sign', none: 'info-sign',
};

/**
 * Renders the toast queue (bottom right, newest last, above a form's save bar) with Blueprint's toast styles:
 * there they never cover the toolbar or a page's header buttons and main action. Blueprint's own Toast labels
 * its close button in English, so the markup is ours. A notice may carry a button ("Desfazer") and a progress bar.
 */
export function ToastHost() {
  const notifier = useNotifier();
  const toasts = useSyncExternalStore(notifier.subscribe, notifier.getToasts, notifier.getToasts);
  return (
    <div className="engine-toasts" role="region" aria-label="Notificações">
      {toasts.map((toast) => (
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
