import { Button, Classes, Icon, type IconName } from '@blueprintjs/core';
import { useSyncExternalStore } from 'react';
import { useNotifier, type NoticeIntent } from './notifier';

const ICONS: Record<NoticeIntent, IconName> = {
  success: 'tick-circle', warning: 'warning-sign', danger: 'error', primary: 'info-sign', none: 'info-sign',
};

/**
 * Renders the toast queue (top right, newest last) with Blueprint's toast styles. Blueprint's own Toast
 * labels its close button in English, so the markup is ours.
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
          </span>
          <div className={`${Classes.BUTTON_GROUP} ${Classes.MINIMAL}`}>
            <Button variant="minimal" icon="cross" aria-label="Fechar notificação" onClick={() => notifier.dismiss(toast.id)} />
          </div>
        </div>
      ))}
    </div>
  );
}
