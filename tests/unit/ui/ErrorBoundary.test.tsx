import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from '../../../engine/ui/ErrorBoundary';

afterEach(cleanup);

/** Throws while `failing` says so (a render error, as a broken screen or shell part would). */
function Fragile(props: { failing: { current: boolean } }) {
  if (props.failing.current) throw new Error('quebrou');
  return <p>Conteúdo</p>;
}

describe('ErrorBoundary', () => {
  it('shows a screen\'s pt-BR panel in place of what threw, and "Tentar novamente" draws it again', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failing = { current: true };
    render(
      <>
        <p>Fora</p>
        <ErrorBoundary>
          <Fragile failing={failing} />
        </ErrorBoundary>
      </>,
    );
    expect(screen.getByRole('alert').textContent).toContain('Esta tela encontrou um erro');
    expect(screen.getByText('Fora')).toBeTruthy();
    failing.current = false;
    fireEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(screen.getByText('Conteúdo')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    vi.restoreAllMocks();
  });

  it('takes its own texts and retry (the app\'s: reload the page)', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const retry = vi.fn();
    function Host() {
      const [failing] = useState({ current: true });
      return (
        <ErrorBoundary title="O sistema encontrou um erro" message="Tente novamente para recarregá-la." onRetry={retry}>
          <Fragile failing={failing} />
        </ErrorBoundary>
      );
    }
    render(<Host />);
    expect(screen.getByRole('alert').textContent).toContain('O sistema encontrou um erro');
    expect(screen.getByRole('alert').textContent).toContain('Tente novamente para recarregá-la.');
    fireEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(retry).toHaveBeenCalledTimes(1);
    vi.restoreAllMocks();
  });
});
