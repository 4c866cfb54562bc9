import { Button, Card, Classes, ControlGroup, FormGroup, H2, InputGroup } from '@blueprintjs/core';
import { useId, type FormEvent } from 'react';
import { Link } from 'wouter';
import type { HierarchyRecordPicker } from '../../core/generated';
import { fillRoute, getPath } from '../../core/template';
import { ErrorPanel } from '../../ui/ErrorPanel';
import { LoadingState } from '../../ui/LoadingState';
import { HIERARCHY_BROWSER_TEXTS as T } from './hierarchyBrowserTexts';
import type { RecordPicker } from './useRecordPicker';

/** Props of the record search. */
export interface RecordPickerViewProps {
  picker: RecordPicker;
  settings: HierarchyRecordPicker;
  /** The record resource's field that names a result (its `labelField`). */
  labelField: string;
  /** The record resource's field that identifies a result (its `idField`). */
  idField: string;
}

/** The record search of the select screen: a search field and the results as links to classify them. */
export function RecordPickerView(props: RecordPickerViewProps) {
  const { picker, settings, labelField } = props;
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    picker.search();
  };
  return (
    <Card className="custom-record-picker">
      <H2 className="custom-section-title">{T.pickerTitle}</H2>
      <form role="search" aria-label={T.pickerSearch} onSubmit={submit}>
        <FormGroup label={T.pickerSearch} labelFor={id}>
          <ControlGroup>
            <InputGroup id={id} type="search" leftIcon="search" value={picker.query} onValueChange={picker.setQuery} />
            <Button type="submit" icon="search" text={T.pickerSubmit} />
          </ControlGroup>
        </FormGroup>
      </form>
      {picker.error ? (
        <ErrorPanel compact message={picker.error} onRetry={picker.search} />
      ) : picker.isLoading ? (
        <LoadingState compact />
      ) : picker.rows.length === 0 ? (
        <p className={Classes.TEXT_MUTED}>{T.pickerEmpty}</p>
      ) : (
        <ul className="custom-record-picker-list">
          {picker.rows.map((row, index) => (
            <li key={String(getPath(row, props.idField) ?? index)}>
              <Link href={fillRoute(settings.route, row)}>{String(getPath(row, labelField) ?? '')}</Link>
              {settings.descriptionField ? <span className={Classes.TEXT_MUTED}> {String(getPath(row, settings.descriptionField) ?? '')}</span> : null}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
