import { Button, ButtonGroup, Collapse, FormGroup, InputGroup, Radio, Tag, TextArea } from '@blueprintjs/core';
import { useId, useState } from 'react';
import { AlternativeText } from './AlternativeText';
import { ALTERNATIVES_TEXTS as T } from './alternativesTexts';
import type { Alternative, AlternativeRule } from './alternativeTypes';

/** Props of one alternative. */
export interface AlternativeRowProps {
  alternative: Alternative;
  rule: AlternativeRule;
  /** Id of the text editor, in rjsf's scheme for the item's `answer` (`root_alternatives_0_answer`). */
  id: string;
  /** Name shared by the "right" radios of the list. */
  radioName: string;
  isFirst: boolean;
  isLast: boolean;
  /** The empty-text message, once a save was tried. */
  error?: string;
  disabled: boolean;
  onChange(patch: Partial<Omit<Alternative, 'letter'>>): void;
  onRight(): void;
  onMove(delta: -1 | 1): void;
  onRemove(): void;
}

/**
 * One alternative: its letter, the "right" radio, the text (the fixed Certo/Errado in a true-or-false
 * question), reorder and remove buttons, and a collapsible part with its media and comment.
 */
export function AlternativeRow(props: AlternativeRowProps) {
  const { alternative, rule } = props;
  const id = useId();
  // Details already filled in start open: what a record holds is never hidden.
  const [showDetails, setShowDetails] = useState(Boolean(alternative.answerMedia || alternative.comment || alternative.commentMedia));
  const letter = alternative.letter;
  const errorId = `${props.id}-erro`;
  const choice = rule === 'choice';
  return (
    <li className={alternative.right ? 'engine-alternative engine-alternative-right' : 'engine-alternative'}>
      <div className="engine-alternative-main">
        <Tag large round intent={alternative.right ? 'success' : 'none'} className="engine-alternative-letter" aria-hidden>
          {letter}
        </Tag>
        <Radio
          className="engine-alternative-radio"
          name={props.radioName}
          checked={alternative.right}
          disabled={props.disabled}
          onChange={props.onRight}
          aria-label={T.rightLabel(letter)}
          labelElement={<span aria-hidden>{T.right}</span>}
        />
        <div className="engine-alternative-answer">
          {choice ? (
            <>
              <AlternativeText
                id={props.id}
                label={T.answerLabel(letter)}
                value={alternative.answer}
                invalid={Boolean(props.error)}
                disabled={props.disabled}
                errorId={props.error ? errorId : undefined}
                onChange={(answer) => props.onChange({ answer })}
              />
              {props.error ? (
                <div id={errorId} className="bp6-form-helper-text engine-alternative-error">
                  {props.error}
                </div>
              ) : null}
            </>
          ) : (
            <span className="engine-alternative-fixed">{alternative.answer}</span>
          )}
        </div>
        <ButtonGroup variant="minimal" className="engine-alternative-buttons">
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
        <div id={`${id}-detalhes`} className="engine-alternative-details">
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
