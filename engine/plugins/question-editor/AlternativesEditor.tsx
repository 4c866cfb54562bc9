import { Button, Callout, Card, Classes, H2 } from '@blueprintjs/core';
import { useId } from 'react';
import { AlternativeRow } from './AlternativeRow';
import { QUESTION_TEXTS as T } from './questionEditorTexts';
import type { QuestionEditorController } from './useQuestionEditorController';

/** The alternatives of the question: the rows, the list's validation message and the add button. */
export function AlternativesEditor(props: { editor: QuestionEditorController; disabled: boolean }) {
  const { editor } = props;
  const headingId = useId();
  const radioName = useId();
  const errorId = useId();
  const choice = editor.rule === 'choice';
  return (
    <Card className="custom-alternatives" role="group" aria-labelledby={headingId} aria-describedby={editor.alternativeErrors.list ? errorId : undefined}>
      <H2 id={headingId} className="custom-section-title">{T.alternativesTitle}</H2>
      <p className={Classes.TEXT_MUTED}>{choice ? T.alternativesHelp : T.trueFalseHelp}</p>
      {editor.alternativeErrors.list ? (
        <Callout id={errorId} intent="danger" icon="error" role="alert" className="custom-alternatives-error">
          {editor.alternativeErrors.list}
        </Callout>
      ) : null}
      <ol className="custom-alternative-list">
        {editor.alternatives.map((alternative, index) => (
          <AlternativeRow
            key={alternative.key}
            alternative={alternative}
            rule={editor.rule}
            radioName={radioName}
            isFirst={index === 0}
            isLast={index === editor.alternatives.length - 1}
            error={editor.alternativeErrors.answers[alternative.key]}
            disabled={props.disabled}
            onChange={(patch) => editor.updateAlternative(alternative.key, patch)}
            onRight={() => editor.setRight(alternative.key)}
            onMove={(delta) => editor.moveAlternative(alternative.key, delta)}
            onRemove={() => editor.removeAlternative(alternative.key)}
          />
        ))}
      </ol>
      {choice ? (
        <Button icon="plus" text={T.add} disabled={props.disabled || editor.alternatives.length >= editor.maxAlternatives} onClick={editor.addAlternative} />
      ) : null}
    </Card>
  );
}
