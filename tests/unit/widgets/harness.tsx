/** Test helpers of the widgets: a themed form under test (with the shared test DataProvider). */
import { render } from '@testing-library/react';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { useState, type ReactNode } from 'react';
import { DataProviderContext } from '../../../engine/data/DataProviderContext';
import type { DataProvider } from '../../../engine/core/dataProvider';
import { testDataProvider } from '../harness';
import { EngineForm } from '../../../engine/fields/form/EngineForm';

export { testDataProvider as fakeDataProvider } from '../harness';

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
    <DataProviderContext.Provider value={options.dataProvider ?? testDataProvider()}>
      <Harness />
    </DataProviderContext.Provider>,
  );
  return { ...view, changes, submitted, latest: () => changes[changes.length - 1] };
}
