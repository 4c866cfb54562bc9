import { Alert, Button, Callout, Card, H2 } from '@blueprintjs/core';
import { useId, useState } from 'react';
import type { ScreenProps } from '../../core/screen';
import { ErrorPanel } from '../../ui/ErrorPanel';
import { LoadingState } from '../../ui/LoadingState';
import { ScreenHeader } from '../../ui/ScreenHeader';
import { EngineForm } from '../../fields/form/EngineForm';
import { SelectionPanel } from '../../fields/hierarchy/SelectionPanel';
import { LeavePrompt } from '../../ui/LeavePrompt';
import { AlternativesEditor } from './AlternativesEditor';
import { HierarchyPickerDialog } from './HierarchyPickerDialog';
import { QUESTION_TEXTS as T } from './questionEditorTexts';
import type { QuestionEditorSettings } from './questionEditorTypes';
import { useQuestionEditorController } from './useQuestionEditorController';
import './questionEditor.css';

/** The part of a custom screen definition the question editor reads. */
interface QuestionEditorDefinition {
  title: string;
  description?: string;
  settings?: Record<string, unknown>;
}

/**
 * The question editor (custom component `questionEditor`): statement and exam data in the engine's form,
 * the alternatives with exactly one right answer, the classification picked from the hierarchy, and
 * save / remove through the DataProvider. Configured only by the definition's `settings`.
 */
export default function QuestionEditor({ definition, params }: ScreenProps<QuestionEditorDefinition>) {
  const settings = definition.settings as unknown as QuestionEditorSettings;
  const editor = useQuestionEditorController(settings, params);
  const formId = useId();
  const hintId = useId();
  const [isPickerOpen, setPickerOpen] = useState(false);
  const header = <ScreenHeader title={definition.title} description={definition.description} />;

  if (editor.loadError) {
    return (
      <section className="engine-screen custom-question-editor" data-ready="true">
        {header}
        <ErrorPanel title={T.loadFailedTitle} message={editor.loadError} onRetry={editor.reload} />
      </section>
    );
  }
  if (editor.isLoading) {
    return (
      <section className="engine-screen custom-question-editor" data-ready="false">
        {header}
        <LoadingState />
      </section>
    );
  }
  const busy = editor.isSaving || editor.isRemoving;
  return (
    <section className="engine-screen custom-question-editor" data-ready="true">
      {header}
      {editor.saveError ? (
        <Callout intent="danger" icon="error" role="alert" title={T.saveFailedTitle} className="engine-save-error">
          {editor.saveError}
        </Callout>
      ) : null}
      <Card className="engine-form-card">
        <H2 className="custom-section-title">{T.formTitle}</H2>
        <EngineForm
          id={formId}
          idPrefix="questao"
          schema={editor.formSchema}
          uiSchema={editor.uiSchema}
          formData={editor.formData}
          onChange={editor.setFormData}
          onSubmit={(data) => void editor.submit(data)}
          disabled={busy}
        />
      </Card>
      {editor.rule !== 'none' ? <AlternativesEditor editor={editor} disabled={busy} /> : null}
      {settings.hierarchy ? (
        <>
          <SelectionPanel title={T.hierarchiesTitle} selected={editor.hierarchies} onRemove={editor.removeHierarchy} />
          <div>
            <Button icon="diagram-tree" text={T.pickHierarchy} disabled={busy} onClick={() => setPickerOpen(true)} />
          </div>
          {isPickerOpen ? (
            <HierarchyPickerDialog
              isOpen
              levels={settings.hierarchy.levels}
              calls={settings.hierarchy.calls}
              isChosen={(node) => editor.hierarchies.some((item) => String(item._id) === String(node._id))}
              onPick={editor.addHierarchy}
              onClose={() => setPickerOpen(false)}
            />
          ) : null}
        </>
      ) : null}
      <div className="engine-form-buttons custom-question-buttons">
        <Button
          type="submit"
          form={formId}
          intent="primary"
          icon="floppy-disk"
          text={editor.isSaving ? T.saving : T.save}
          loading={editor.isSaving}
          disabled={!editor.canSave || editor.isRemoving}
          aria-describedby={editor.saveBlockedReason ? hintId : undefined}
          onClick={editor.attemptSave}
        />
        <Button text={T.cancel} onClick={editor.cancel} disabled={busy} />
        {editor.canRemove ? <Button className="engine-form-remove" icon="trash" intent="danger" text={T.removeQuestion} disabled={busy} onClick={editor.askRemove} /> : null}
        {editor.saveBlockedReason ? <span id={hintId} className="bp6-text-muted engine-form-hint">{editor.saveBlockedReason}</span> : null}
      </div>
      <Alert
        isOpen={editor.isRemoveOpen}
        intent="danger"
        icon="trash"
        confirmButtonText={T.removeQuestion}
        cancelButtonText={T.cancel}
        loading={editor.isRemoving}
        canEscapeKeyCancel
        onConfirm={() => void editor.confirmRemove()}
        onCancel={editor.cancelRemove}
      >
        <p>{editor.removeConfirmText}</p>
      </Alert>
      <LeavePrompt prompt={editor.leavePrompt} />
    </section>
  );
}
