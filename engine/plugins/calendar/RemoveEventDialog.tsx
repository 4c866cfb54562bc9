import { Button, Callout, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';
import { useState } from 'react';
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
    <Dialog
      isOpen={calendar.confirmingRemoval !== null}
      title={T.removeTitle}
      isCloseButtonShown={false}
      canOutsideClickClose={!busy}
      canEscapeKeyClose={!busy}
      onClose={calendar.cancelRemove}
      role="alertdialog"
      aria-describedby="custom-calendar-remove-text"
    >
      <DialogBody>
        {calendar.removeError ? (
          <Callout intent="danger" icon="error" role="alert" title={T.removeFailed} className="custom-dialog-error">
            {calendar.removeError}
          </Callout>
        ) : null}
        <p id="custom-calendar-remove-text">{T.removeConfirm(event.title || T.untitled, whenText(event))}</p>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={T.cancel} onClick={calendar.cancelRemove} disabled={busy} />
            <Button intent="danger" icon="trash" text={busy ? T.removing : T.remove} loading={busy} onClick={() => void calendar.confirmRemove()} />
          </>
        }
      />
    </Dialog>
  );
}
