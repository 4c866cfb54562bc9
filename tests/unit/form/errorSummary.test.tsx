import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { errorPathOf, errorPlaceOf } from '../../../engine/fields/templates/errorPlace';
import { renderForm } from '../widgets/harness';

afterEach(cleanup);

const OFFER = {
  type: 'object' as const,
  required: ['titulo', 'produtos'],
  properties: {
    titulo: { type: 'string' as const, title: 'Título' },
    produtos: {
      type: 'array' as const,
      title: 'Produtos',
      minItems: 1,
      uniqueItems: true,
      items: { type: 'object' as const, title: 'Produto', required: ['ID'], properties: { ID: { type: 'integer' as const, title: 'ID' } } },
    },
    beneficios: { type: 'array' as const, title: 'Benefícios', minItems: 1, items: { type: 'string' as const, title: 'Benefício' } },
  },
};

describe('error places', () => {
  it('reads rjsf property paths: dotted, bracketed, and a root missing property without its dot', () => {
    expect(errorPathOf('.produtos.0.ID')).toEqual(['produtos', '0', 'ID']);
    expect(errorPathOf("['first-name']")).toEqual(['first-name']);
    expect(errorPathOf('cursoId')).toEqual(['cursoId']);
    expect(errorPathOf('.')).toEqual([]);
    expect(errorPathOf(undefined)).toEqual([]);
  });

  it('names a place by the titles down to it, an item by its position, a conditional field by its branch title', () => {
    expect(errorPlaceOf(OFFER, { property: '.produtos.0.ID', stack: '' })).toBe('Produtos › item 1 › ID');
    const conditional = {
      type: 'object' as const,
      properties: { tipo: { type: 'string' as const, enum: ['Curso'] } },
      dependencies: { tipo: { oneOf: [{ properties: { tipo: { const: 'Curso' }, cursoId: { type: 'integer' as const, title: 'Curso' } } }] } },
    };
    expect(errorPlaceOf(conditional, { property: 'cursoId', stack: '' })).toBe('Curso');
    expect(errorPlaceOf(OFFER, { property: '.', stack: '' })).toBe('');
  });
});

describe('the error summary', () => {
  it('lists every error with its field, and each entry focuses its field', async () => {
    renderForm({ schema: OFFER });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    const summary = await screen.findByRole('alert');
    expect(summary.textContent).toContain('Corrija os campos destacados.');
    const entry = await screen.findByRole('button', { name: 'Título: Preencha um valor.' });
    act(() => entry.click());
    await waitFor(() => expect(document.activeElement?.id).toBe('root_titulo'));
  });

  it('starts a set of picks (uniqueItems) empty, and a list of rows with its minItems rows', () => {
    const form = renderForm({ schema: OFFER, formData: {} });
    fireEvent.change(screen.getByLabelText(/Título/), { target: { value: 'Oferta' } });
    const data = form.latest();
    // No blank pick to trip over: the minItems message belongs to the field itself.
    expect(data.produtos ?? []).toEqual([]);
    expect(data.beneficios).toHaveLength(1);
  });
});
