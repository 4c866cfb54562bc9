import { useState } from 'react';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { whenText, type CalendarEvent } from './calendarEvents';
import { CALENDAR_TEXTS as T } from './calendarTexts';
import type { CalendarController } from './useCalendarController';

/** Asks before removing an event (an alert dialog over the event's own); a failure shows the server's message. */
export function RemoveEventDialog(props: { calendar: CalendarController }) {
  const { calendar } = props;
  // The last event stays named while the dialog closes.
  const [shown, setShown] = useState<CalendarEvent | null>(calendar.confirmingRemoval);
  if (calendar.confirmingRemoval && calendar.confirmingRemoval !== shown) setShown(calendar.confirmingRemoval);
  const event = calendar.confirmingRemoval ?? shown;
  if (!event) return null;
  const busy = calendar.isRemoving;
  return (
    <ConfirmDialog
      isOpen={calendar.confirmingRemoval !== null}
      title={T.removeTitle}
      icon="trash"
      confirmLabel={busy ? T.removing : T.remove}
      cancelLabel={T.cancel}
      busy={busy}
      error={calendar.removeError ? { title: T.removeFailed, message: calendar.removeError } : null}
      onConfirm={() => void calendar.confirmRemove()}
      onCancel={calendar.cancelRemove}
    >
      <p>{T.removeConfirm(event.title || T.untitled, whenText(event))}</p>
    </ConfirmDialog>
  );
}
