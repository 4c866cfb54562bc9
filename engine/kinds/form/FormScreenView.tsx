import { useId } from 'react';
import { Button, Callout, Card } from '@blueprintjs/core';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { FORM_TEXTS } from '../../core/i18n/messages';
import { EngineForm } from '../../fields/form/EngineForm';
import { ErrorPanel } from '../../ui/ErrorPanel';
import { LeavePrompt } from '../../ui/LeavePrompt';
import { FieldsSkeleton } from '../../ui/skeleton/FieldsSkeleton';
import { fieldSpans } from '../../core/definition/fieldSpan';
import { ScreenHeader } from '../../ui/ScreenHeader';
import { useUnseenWhilePending } from '../../ui/StageHoldContext';
import { UnseenScreen } from '../../ui/UnseenScreen';
import type { RuntimeFormScreen as FormDefinition } from '../../core/definition/runtime';
import type { FormController } from './useFormController';
import { ActionDialogs } from '../actions/ActionDialogs';
import { DraftNotice } from './DraftNotice';

/**
 * Displays a form screen from its controller: header, save error, the themed form and its buttons. A form
 * the user may not save is read-only: a note says why, every field is read-only and there is no Salvar.
 */
export function FormScreenView(props: { definition: FormDefinition; form: FormController }) {
  const { definition, form } = props;
  const title = form.mode === 'create' && definition.newTitle ? definition.newTitle : definition.title;
  // The retry in the save error submits the form again from outside it (validation included).
  const formId = `engine-form-${useId().replace(/[^A-Za-z0-9]/g, '')}`;
  // Behind the previous screen's picture, the record usually comes before its loading shape could be seen.
  const unseen = useUnseenWhilePending(form.isLoading && !form.loadError);
  if (form.loadError) {
    return (
      <section className="engine-screen engine-form-screen" data-ready="true">
        <ScreenHeader title={title} description={definition.description} />
        <ErrorPanel title={FORM_TEXTS.loadFailedTitle} message={form.loadError} onRetry={form.reload} />
      </section>
    );
  }
  if (unseen) return <UnseenScreen className="engine-form-screen" />;
  if (form.isLoading) {
    return (
      <section className="engine-screen engine-form-screen">
        <ScreenHeader title={title} description={definition.description} />
        <FieldsSkeleton spans={fieldSpans(definition.schema, definition.uiSchema)} />
      </section>
    );
  }
  return (
    <section className="engine-screen engine-form-screen" data-ready="true">
      <ScreenHeader title={title} description={definition.description} />
      {form.saveError ? (
        <Callout intent="danger" icon="error" role="alert" title={FORM_TEXTS.saveFailedTitle} className="engine-save-error">
          <p>{form.saveError}</p>
          {form.canSave ? <Button type="submit" form={formId} icon="refresh" text={FORM_TEXTS.retry} loading={form.isSaving} /> : null}
        </Callout>
      ) : null}
      {form.draft && form.canSave ? <DraftNotice offer={form.draft} /> : null}
      {form.readOnlyReason ? (
        <Callout intent="primary" icon="lock" title={FORM_TEXTS.readOnlyTitle} className="engine-form-readonly">
          {form.readOnlyReason}
        </Callout>
      ) : null}
      <Card className="engine-form-card">
        <EngineForm
          id={formId}
          extraErrors={form.fieldErrors}
          schema={definition.schema as RJSFSchema}
          uiSchema={definition.uiSchema as UiSchema | undefined}
          formData={form.formData}
          onChange={form.setFormData}
          onSubmit={(data) => void form.submit(data)}
          disabled={form.isSaving}
          readonly={!form.canSave}
        >
          <div className="engine-form-buttons engine-save-bar">
            {form.canSave ? (
              <Button
                type="submit"
                intent="primary"
                icon="floppy-disk"
                text={form.isSaving ? FORM_TEXTS.saving : FORM_TEXTS.save}
                loading={form.isSaving}
              />
            ) : null}
            <Button text={form.canSave ? FORM_TEXTS.cancel : FORM_TEXTS.back} onClick={form.cancel} disabled={form.isSaving} />
            {form.removeAction ? (
              <Button
                className="engine-form-remove"
                icon={form.removeAction.icon as never}
                intent={form.removeAction.intent ?? 'danger'}
                text={form.removeAction.label}
                disabled={form.isSaving}
                onClick={form.remove}
              />
            ) : null}
          </div>
        </EngineForm>
      </Card>
      <ActionDialogs controller={form.actions} />
      <LeavePrompt prompt={form.leavePrompt} />
    </section>
  );
}
