import { Button, Callout, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { useCallback, useId, useState } from 'react';
import { errorMessage } from '../../data/ApiError';
import { FORM_TEXTS } from '../../core/i18n/messages';
import { EngineForm } from '../../fields/form/EngineForm';
import { DraftNotice } from './DraftNotice';
import { useFormDraft } from './useFormDraft';

/** Props of the form dialog used by `form` actions. */
export interface FormDialogProps {
  isOpen: boolean;
  title: string;
  schema: Record<string, unknown>;
  uiSchema?: Record<string, unknown>;
  initialData: Record<string, unknown>;
  /** Text of the submit button (the action's label, e.g. "Cancelar pedido"). */
  submitLabel: string;
  /** Text of the button that closes the dialog (default "Cancelar"). */
  closeLabel?: string;
  /**
   * Names the dialog's draft (the action and its record): while the form differs from what it opened with, what
   * is typed is kept in the browser and offered again when the same dialog opens later; a success deletes it.
   */
  draftKey?: string;
  onClose(): void;
  /** Runs with valid data; a rejection shows its message in the dialog and keeps the data. */
  onSubmit(data: Record<string, unknown>): Promise<void>;
}

/** A Blueprint dialog with the themed form, a "Cancelar" button and the action's submit button. */
export default function FormDialog(props: FormDialogProps) {
  const { isOpen, title, schema, uiSchema, initialData, submitLabel, onClose, onSubmit } = props;
  const formId = useId();
  const [data, setData] = useState<Record<string, unknown>>(initialData);
  const [isSubmitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  // Reset when the dialog opens (adjusted during render); initialData may be a new object on every render.
  const [wasOpen, setWasOpen] = useState(isOpen);
  if (wasOpen !== isOpen) {
    setWasOpen(isOpen);
    if (isOpen) {
      setData(initialData);
      setError(null);
    }
  }

  const opened = JSON.stringify(initialData);
  const matchesBaseline = useCallback((candidate: Record<string, unknown>) => JSON.stringify(candidate) === opened, [opened]);
  const draft = useFormDraft({
    key: props.draftKey ?? '',
    ready: isOpen && Boolean(props.draftKey),
    formData: data,
    isDirty: isOpen && Boolean(props.draftKey) && !matchesBaseline(data),
    matchesBaseline,
    apply: setData,
  });

  const submit = async (valid: Record<string, unknown>) => {
    setSubmitting(true);
    setError(null);
    try {
      await onSubmit(valid);
      draft.clear();
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Dialog isOpen={isOpen} title={title} isCloseButtonShown={false} canOutsideClickClose={!isSubmitting} canEscapeKeyClose={!isSubmitting} onClose={onClose} className="engine-form-dialog">
      <DialogBody>
        {draft.offer ? <DraftNotice offer={draft.offer} /> : null}
        {error ? (
          <Callout intent="danger" icon="error" role="alert" title={FORM_TEXTS.dialogFailedTitle} className="engine-save-error">
            {error}
          </Callout>
        ) : null}
        <EngineForm
          id={formId}
          idPrefix={`dialog${formId.replace(/[^A-Za-z0-9]/g, '')}`}
          schema={schema as RJSFSchema}
          uiSchema={uiSchema as UiSchema | undefined}
          formData={data}
          onChange={setData}
          onSubmit={(valid) => void submit(valid)}
          disabled={isSubmitting}
        >
          {/* The buttons live in the dialog footer and reach the form through `form=`. */}
          <></>
        </EngineForm>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={props.closeLabel ?? FORM_TEXTS.cancel} onClick={onClose} disabled={isSubmitting} />
            <Button type="submit" form={formId} intent="primary" text={submitLabel} loading={isSubmitting} />
          </>
        }
      />
    </Dialog>
  );
}
