/** Test helpers: a fake DataProvider whose unimplemented methods throw, and a themed form under test. */
import { render } from '@testing-library/react';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { useState, type ReactNode } from 'react';
import { DataProviderContext } from '../../../engine/data/DataProviderContext';
import type { DataProvider } from '../../../engine/core/dataProvider';
import { EngineForm } from '../../../engine/fields/form/EngineForm';

/** A DataProvider whose methods throw unless the test implements them. */
export function fakeDataProvider(overrides: Partial<DataProvider> = {}): DataProvider {
  const missing = (name: string) => () => {
    throw new Error(`fake DataProvider: ${name} not implemented in this test`);
  };
  return {
    list: missing('list'),
    get: missing('get'),
    save: missing('save'),
    remove: missing('remove'),
    fetch: missing('fetch'),
    ...overrides,
  } as DataProvider;
}

/** Renders EngineForm with its own state; `latest()` is the last data and `submitted` the valid submits. */
export function renderForm(options: {
  schema: RJSFSchema;
  uiSchema?: UiSchema;
  formData?: Record<string, unknown>;
  dataProvider?: DataProvider;
  children?: ReactNode;
}) {
  const changes: Record<string, unknown>[] = [];
  const submitted: Record<string, unknown>[] = [];
  function Harness() {
    const [data, setData] = useState<Record<string, unknown>>(options.formData ?? {});
    return (
      <EngineForm
        schema={options.schema}
        uiSchema={options.uiSchema}
        formData={data}
        onChange={(next) => {
          changes.push(next);
          setData(next);
        }}
        onSubmit={(valid) => submitted.push(valid)}
      >
        {options.children ?? <button type="submit">Salvar</button>}
      </EngineForm>
    );
  }
  const view = render(
    <DataProviderContext.Provider value={options.dataProvider ?? fakeDataProvider()}>
      <Harness />
    </DataProviderContext.Provider>,
  );
  return { ...view, changes, submitted, latest: () => changes[changes.length - 1] };
}
