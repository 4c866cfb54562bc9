import { Button, Callout, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { useId, useState } from 'react';
import { EngineForm } from '../../fields/form/EngineForm';
import type { EventFormData } from './calendarEvents';
import { CALENDAR_TEXTS as T } from './calendarTexts';
import type { CalendarController, EventDialogState } from './useCalendarController';

/**
 * The event's dialog (Blueprint: focus kept inside, Esc closes): the engine's form with the settings' schema,
 * Salvar, Cancelar and, when editing with the key, Remover. Without the key to edit, the fields are read-only
 * and a note says why. A failed save shows the server's message above the fields, which keep what was typed.
 */
export function EventDialog(props: { calendar: CalendarController; schema: RJSFSchema; uiSchema?: UiSchema }) {
  const { calendar, schema, uiSchema } = props;
  const formId = useId();
  // The last dialog stays drawn while the dialog closes.
  const [shown, setShown] = useState<EventDialogState | null>(calendar.dialog);
  if (calendar.dialog && calendar.dialog !== shown) setShown(calendar.dialog);
  const dialog = calendar.dialog ?? shown;
  if (!dialog) return null;
  const readOnly = dialog.mode === 'view';
  const busy = calendar.isSaving;
  const title = dialog.mode === 'create' ? T.newEvent : readOnly ? T.viewEvent : T.editEvent;
  return (
    <Dialog
      isOpen={calendar.dialog !== null}
      title={title}
      isCloseButtonShown={false}
      canOutsideClickClose={!busy}
      canEscapeKeyClose={!busy}
      onClose={calendar.closeDialog}
      className="engine-form-dialog custom-calendar-dialog"
    >
      <DialogBody>
        {calendar.saveError ? (
          <Callout intent="danger" icon="error" role="alert" title={T.saveFailed} className="custom-dialog-error">
            {calendar.saveError}
          </Callout>
        ) : null}
        {readOnly ? (
          <Callout intent="primary" icon="lock" className="custom-dialog-error">
            {T.readOnly}
          </Callout>
        ) : null}
        <EngineForm
          key={dialog.id}
          id={formId}
          idPrefix={`evento${formId.replace(/[^A-Za-z0-9]/g, '')}`}
          schema={schema}
          uiSchema={uiSchema}
          formData={dialog.data as Record<string, unknown>}
          onChange={(data) => calendar.setFormData(data as EventFormData)}
          onSubmit={(data) => void calendar.submit(data as EventFormData)}
          disabled={readOnly || busy}
        >
          {/* The buttons live in the dialog footer and reach the form through `form=`. */}
          <></>
        </EngineForm>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            {dialog.mode === 'edit' && calendar.can.remove ? (
              <Button className="custom-calendar-remove" intent="danger" variant="outlined" icon="trash" text={T.remove} onClick={calendar.askRemove} disabled={busy} />
            ) : null}
            <Button text={readOnly ? T.close : T.cancel} onClick={calendar.closeDialog} disabled={busy} />
            {readOnly ? null : <Button type="submit" form={formId} intent="primary" icon="floppy-disk" text={busy ? T.saving : T.save} loading={busy} />}
          </>
        }
      />
    </Dialog>
  );
}
