// @vitest-environment jsdom
/**
 * Sanitising runs in jsdom: DOMPurify does not support happy-dom (it leaves scripts in place there),
 * so only a standards-faithful DOM can show that the sanitiser really strips what it must.
 */
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SafeHtml } from '../../../engine/ui/SafeHtml';
import { sanitizeHtml } from '../../../engine/ui/sanitize';
import { renderForm } from './harness';

afterEach(cleanup);

describe('sanitizeHtml', () => {
  it('keeps formatting and removes active content', () => {
    expect(sanitizeHtml('<p>Olá <strong>mundo</strong></p><ul><li>um</li></ul>')).toBe('<p>Olá <strong>mundo</strong></p><ul><li>um</li></ul>');
    expect(sanitizeHtml('<script>alert(1)</script><p>x</p>')).toBe('<p>x</p>');
    expect(sanitizeHtml('<img src="a.png" onerror="alert(1)">')).toBe('<img src="a.png">');
    expect(sanitizeHtml('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<iframe src="https://x"></iframe><form><input></form>')).toBe('');
  });
});

describe('richtext', () => {
  it('renders an editor named by its label, sanitising stored HTML', () => {
    const form = renderForm({
      schema: { type: 'object', properties: { Descricao: { type: 'string', title: 'Descrição' } } },
      uiSchema: { Descricao: { 'ui:widget': 'richtext' } },
      formData: { Descricao: '<p>Olá <b>mundo</b><img src="x" onerror="alert(1)"></p><script>alert(2)</script>' },
    });
    const editor = screen.getByRole('textbox', { name: 'Descrição' });
    expect(editor.innerHTML).toContain('<b>mundo</b>');
    expect(editor.innerHTML).not.toContain('onerror');
    expect(editor.innerHTML).not.toContain('script');
    expect(screen.getByRole('toolbar', { name: 'Formatação do texto' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Negrito' })).toBeTruthy();
    editor.innerHTML = '<p>Novo <a href="javascript:alert(1)">link</a></p>';
    fireEvent.input(editor);
    const stored = String(form.latest()?.Descricao);
    expect(stored).toContain('Novo');
    expect(stored).not.toContain('javascript:');
  });
});

describe('SafeHtml', () => {
  it('draws an empty, busy box until the sanitiser is in (never the markup, nor as text), then the clean HTML', async () => {
    // Fresh modules: no sanitiser loaded yet, as on the first screen of a visit.
    vi.resetModules();
    const fresh = await import('../../../engine/ui/SafeHtml');
    const { container } = render(<fresh.SafeHtml html={'<p>Texto <b>forte</b></p><script>alert(1)</script>'} />);
    const box = () => container.firstElementChild as HTMLElement;
    expect(box().getAttribute('aria-busy')).toBe('true');
    expect(box().innerHTML).toBe('');
    await waitFor(() => expect(box().querySelector('b')?.textContent).toBe('forte'));
    expect(box().hasAttribute('aria-busy')).toBe(false);
    expect(box().innerHTML).not.toContain('script');
  });

  it('strips scripts, on* handlers and javascript: URLs', async () => {
    const { container } = render(
      <SafeHtml
        className="texto"
        html={'<p onclick="steal()">Texto <b>forte</b></p><script>alert(1)</script><a href="javascript:alert(2)">x</a><img src="a.png" onerror="alert(3)"><a href="https://exemplo.com" target="_blank">ok</a>'}
      />,
    );
    const root = container.firstElementChild as HTMLElement;
    expect(root.className).toBe('engine-html texto');
    await waitFor(() => expect(root.querySelector('b')?.textContent).toBe('forte'));
    expect(root.innerHTML).not.toMatch(/script|onclick|onerror|javascript:/);
    expect(root.querySelector('a[target="_blank"]')?.getAttribute('rel')).toBe('noopener noreferrer');
  });
});

