import { Button, Card, Classes, H2 } from '@blueprintjs/core';
import { deepEquals, errorId, getUiOptions, type FieldProps } from '@rjsf/utils';
import { useId, useLayoutEffect, useRef } from 'react';
import { useWholeFormData, type EngineFormContext } from '../fieldEditor';
import { AlternativeRow } from './AlternativeRow';
import { alternativesForRule, alternativesOf, emptyAlternative, relabel, ruleOf, settingsOf, shownAlternatives, validateAlternatives } from './alternatives';
import { ALTERNATIVES_TEXTS as T } from './alternativesTexts';
import type { Alternative, AlternativeRule } from './alternativeTypes';
import { useRowKeys } from './useRowKeys';
import './alternatives.css';

/**
 * The `alternatives` field editor (`"ui:field": "alternatives"`): a question's alternatives with exactly
 * one right answer. The rule comes from another field of the form (`typeField`, read from the whole
 * form's data) through `rules`: `choice` (free list, letters by position, add / move / remove), `trueFalse`
 * (the fixed Certo/Errado pair) or `none` (nothing drawn). Switching the type converts the list, and
 * switching back to multiple choice restores what it had. The list's messages (too few, no right one...)
 * come from the editor's `validate` and show under the field; each empty text shows its own once a save
 * was tried.
 */
export function AlternativesField(props: FieldProps) {
  const { formData: value, fieldPathId, onChange, registry, uiSchema, schema, rawErrors } = props;
  const uiOptions = getUiOptions(uiSchema);
  const settings = settingsOf(uiOptions);
  const context = registry.formContext as EngineFormContext | undefined;
  const rule = ruleOf(useWholeFormData(), settings);
  const list = shownAlternatives(value, rule, settings.initial);
  const rowKeys = useRowKeys(list);
  const headingId = useId();
  const radioName = useId();
  const path = fieldPathId.path;
  const disabled = Boolean(props.disabled || props.readonly);

  // What the list was at the last rule, and the multiple-choice list put aside when the type moved away
  // from it (read and written only in the effect: switching types is a reaction to another field).
  const last = useRef<{ rule: AlternativeRule; value: unknown } | null>(null);
  const stash = useRef<Alternative[]>([]);
  const initial = settings.initial;
  // A layout effect: the converted list replaces the old one before the browser paints the switch.
  useLayoutEffect(() => {
    const before = last.current;
    last.current = { rule, value };
    if (!before || before.rule === rule) return;
    if (before.rule === 'choice' && Array.isArray(before.value)) stash.current = alternativesOf(before.value);
    const current = Array.isArray(value) ? alternativesOf(value) : null;
    const next = alternativesForRule(rule, current ?? [], stash.current, initial);
    // A value already right for the new rule (a record just loaded) is left alone, and so is an untouched
    // new question's: both keep the form free of changes nobody made.
    if (deepEquals(next, current ?? shownAlternatives(undefined, rule, initial))) return;
    onChange(next, path);
  }, [rule, value, initial, onChange, path]);

  if (rule === 'none') return null;
  const choice = rule === 'choice';
  const positions = list.map((_item, index) => index);
  /** Writes a list the rows changed (`order` as in RowKeys.change), relettered by position. */
  const write = (next: Alternative[], order: number[] = positions) => {
    const relabelled = relabel(next, rule);
    rowKeys.change(relabelled, order);
    onChange(relabelled, path);
  };
  const errors = context?.submitAttempted ? validateAlternatives(list, rule, settings.max) : null;
  const title = (uiOptions.title as string | undefined) ?? schema.title;
  const hasListErrors = Boolean(rawErrors && rawErrors.length > 0);

  return (
    <Card
      className="engine-alternatives"
      role="group"
      aria-labelledby={title ? headingId : undefined}
      // The list's own messages are drawn under the field by the form's template, with this id.
      aria-describedby={hasListErrors ? errorId(fieldPathId) : undefined}
    >
      {title ? (
        <H2 id={headingId} className="engine-alternatives-title">
          {title}
        </H2>
      ) : null}
      <p className={Classes.TEXT_MUTED}>{choice ? T.alternativesHelp : T.trueFalseHelp}</p>
      <ol className="engine-alternative-list">
        {list.map((alternative, index) => (
          <AlternativeRow
            key={rowKeys.keys[index]}
            id={`${fieldPathId.$id}_${index}_answer`}
            alternative={alternative}
            rule={rule}
            radioName={radioName}
            isFirst={index === 0}
            isLast={index === list.length - 1}
            error={errors?.answers[index]}
            disabled={disabled}
            onChange={(patch) => write(list.map((item, position) => (position === index ? { ...item, ...patch } : item)))}
            onRight={() => write(list.map((item, position) => ({ ...item, right: position === index })))}
            onMove={(delta) => {
              const target = index + delta;
              if (target < 0 || target >= list.length) return;
              const order = [...positions];
              [order[index], order[target]] = [order[target], order[index]];
              write(order.map((from) => list[from]), order);
            }}
            onRemove={() => {
              const order = positions.filter((position) => position !== index);
              write(order.map((from) => list[from]), order);
            }}
          />
        ))}
      </ol>
      {choice ? (
        <Button
          icon="plus"
          text={T.add}
          disabled={disabled || list.length >= settings.max}
          onClick={() => write([...list, emptyAlternative()], [...positions, -1])}
        />
      ) : null}
    </Card>
  );
}
