import { Button, ButtonGroup, Collapse, FormGroup, InputGroup, Radio, Tag, TextArea } from '@blueprintjs/core';
import { useId, useState } from 'react';
import { AlternativeText } from './AlternativeText';
import { QUESTION_TEXTS as T } from './questionEditorTexts';
import type { AlternativeDraft, AlternativeRule } from './questionEditorTypes';

/** Props of one alternative. */
export interface AlternativeRowProps {
  alternative: AlternativeDraft;
  rule: AlternativeRule;
  /** Name shared by the "right" radios of the question. */
  radioName: string;
  isFirst: boolean;
  isLast: boolean;
  /** The empty-text message, if shown. */
  error?: string;
  disabled: boolean;
  onChange(patch: Partial<Omit<AlternativeDraft, 'key' | 'letter'>>): void;
  onRight(): void;
  onMove(delta: -1 | 1): void;
  onRemove(): void;
}

/**
 * One alternative: its letter, the "right" radio, the text (fixed Certo/Errado in true-or-false questions),
 * reorder and remove buttons, and a collapsible part with its media and comment.
 */
export function AlternativeRow(props: AlternativeRowProps) {
  const { alternative, rule } = props;
  const id = useId();
  const [showDetails, setShowDetails] = useState(Boolean(alternative.answerMedia || alternative.comment || alternative.commentMedia));
  const letter = alternative.letter;
  const errorId = `${id}-erro`;
  const choice = rule === 'choice';
  return (
    <li className={alternative.right ? 'custom-alternative custom-alternative-right' : 'custom-alternative'}>
      <div className="custom-alternative-main">
        <Tag large round intent={alternative.right ? 'success' : 'none'} className="custom-alternative-letter" aria-hidden>
          {letter}
        </Tag>
        <Radio
          className="custom-alternative-radio"
          name={props.radioName}
          checked={alternative.right}
          disabled={props.disabled}
          onChange={props.onRight}
          aria-label={T.rightLabel(letter)}
          labelElement={<span aria-hidden>{T.right}</span>}
        />
        <div className="custom-alternative-answer">
          {choice ? (
            <>
              <AlternativeText
                id={`${id}-texto`}
                label={T.answerLabel(letter)}
                value={alternative.answer}
                invalid={Boolean(props.error)}
                errorId={props.error ? errorId : undefined}
                onChange={(answer) => props.onChange({ answer })}
              />
              {props.error ? (
                <div id={errorId} className="bp6-form-helper-text custom-alternative-error">
                  {props.error}
                </div>
              ) : null}
            </>
          ) : (
            <span className="custom-alternative-fixed">{alternative.answer}</span>
          )}
        </div>
        <ButtonGroup variant="minimal" className="custom-alternative-buttons">
          <Button
            icon="paperclip"
            aria-label={T.details(letter)}
            title={T.details(letter)}
            aria-expanded={showDetails}
            aria-controls={`${id}-detalhes`}
            onClick={() => setShowDetails(!showDetails)}
          />
          {choice ? (
            <>
              <Button icon="arrow-up" aria-label={T.moveUp(letter)} title={T.moveUp(letter)} disabled={props.disabled || props.isFirst} onClick={() => props.onMove(-1)} />
              <Button icon="arrow-down" aria-label={T.moveDown(letter)} title={T.moveDown(letter)} disabled={props.disabled || props.isLast} onClick={() => props.onMove(1)} />
              <Button icon="trash" intent="danger" aria-label={T.remove(letter)} title={T.remove(letter)} disabled={props.disabled} onClick={props.onRemove} />
            </>
          ) : null}
        </ButtonGroup>
      </div>
      <Collapse isOpen={showDetails}>
        <div id={`${id}-detalhes`} className="custom-alternative-details">
          <FormGroup label={T.answerMedia} labelFor={`${id}-midia`}>
            <InputGroup id={`${id}-midia`} type="url" value={alternative.answerMedia} disabled={props.disabled} onValueChange={(answerMedia) => props.onChange({ answerMedia })} />
          </FormGroup>
          <FormGroup label={T.comment} labelFor={`${id}-comentario`}>
            <TextArea id={`${id}-comentario`} fill value={alternative.comment} disabled={props.disabled} onChange={(event) => props.onChange({ comment: event.currentTarget.value })} />
          </FormGroup>
          <FormGroup label={T.commentMedia} labelFor={`${id}-midia-comentario`}>
            <InputGroup id={`${id}-midia-comentario`} type="url" value={alternative.commentMedia} disabled={props.disabled} onValueChange={(commentMedia) => props.onChange({ commentMedia })} />
          </FormGroup>
        </div>
      </Collapse>
    </li>
  );
}
