import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PREVIEW_DELAY_MS } from '../../../engine/fields/widgets/image/ImageUrlWidget';
import { WIDGET_NAMES } from '../../../engine/core/names';
import { renderForm } from './harness';

const SVG = "data:image/svg+xml;charset=utf-8,%3Csvg xmlns='http://www.w3.org/2000/svg'/%3E";
const schema = { type: 'object' as const, properties: { capa: { type: 'string' as const, title: 'Capa' } } };
const uiSchema = { capa: { 'ui:widget': 'image' } };

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  cleanup();
});

describe('image widget', () => {
  it('is a registered widget name', () => {
    expect(WIDGET_NAMES).toContain('image');
  });

  it('shows the stored picture with a pt-BR alternative text', () => {
    renderForm({ schema, uiSchema, formData: { capa: SVG } });
    act(() => vi.advanceTimersByTime(PREVIEW_DELAY_MS));
    const image = screen.getByRole('img', { name: 'Prévia: Capa' }) as HTMLImageElement;
    expect(image.getAttribute('src')).toBe(SVG);
    expect((screen.getByLabelText('Capa') as HTMLInputElement).value).toBe(SVG);
  });

  it('keeps the typed text and previews it only after typing pauses', () => {
    const { latest } = renderForm({ schema, uiSchema });
    expect(screen.queryByRole('img')).toBeNull();
    fireEvent.change(screen.getByLabelText('Capa'), { target: { value: '/midia/capa.png' } });
    expect(latest()).toEqual({ capa: '/midia/capa.png' });
    expect(screen.queryByRole('img')).toBeNull();
    act(() => vi.advanceTimersByTime(PREVIEW_DELAY_MS));
    expect(screen.getByRole('img').getAttribute('src')).toBe('/midia/capa.png');
  });

  it('never previews an unsafe address', () => {
    renderForm({ schema, uiSchema, formData: { capa: 'javascript:alert(1)' } });
    act(() => vi.advanceTimersByTime(PREVIEW_DELAY_MS));
    expect(screen.queryByRole('img')).toBeNull();
  });
});
