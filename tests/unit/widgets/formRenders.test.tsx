import { cleanup, fireEvent, screen } from '@testing-library/react';
import type { WidgetProps } from '@rjsf/utils';
import { afterEach, describe, expect, it } from 'vitest';
import { renderForm } from './harness';

afterEach(cleanup);

/** A widget that counts its renders (rjsf takes a component as `ui:widget`). */
function countingWidget(counter: { renders: number }) {
  return function CountingWidget(props: WidgetProps) {
    counter.renders += 1;
    return <input aria-label={props.label} value={String(props.value ?? '')} onChange={(event) => props.onChange(event.target.value)} />;
  };
}

describe('the engine form while the user types', () => {
  it('draws only the field typed in again: the other fields keep their render', () => {
    const other = { renders: 0 };
    const form = renderForm({
      schema: {
        type: 'object',
        properties: {
          Nome: { type: 'string', title: 'Nome' },
          Desconto: { type: 'number', title: 'Desconto' },
          Campanha: { type: 'string', title: 'Campanha' },
        },
      },
      uiSchema: { Campanha: { 'ui:widget': countingWidget(other) } },
    });
    const before = other.renders;
    expect(before).toBeGreaterThan(0);
    const input = screen.getByLabelText('Nome') as HTMLInputElement;
    for (const value of ['C', 'Cu', 'Cup', 'Cupo', 'Cupom']) fireEvent.change(input, { target: { value } });
    expect(form.latest()).toEqual({ Nome: 'Cupom' });
    expect(input.value).toBe('Cupom');
    expect(other.renders).toBe(before);
    // The counted field itself still draws when it is the one typed in.
    fireEvent.change(screen.getByLabelText('Campanha'), { target: { value: 'Natal' } });
    expect(other.renders).toBeGreaterThan(before);
    expect(form.latest()).toEqual({ Nome: 'Cupom', Campanha: 'Natal' });
  });
});
