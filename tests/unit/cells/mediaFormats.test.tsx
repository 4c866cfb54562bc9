import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { cellFormats } from '../../../engine/fields/cells';
import { cell as imageFormat } from '../../../engine/fields/cells/image';
import { cell as linkFormat } from '../../../engine/fields/cells/link';
import { safeImageUrl, safeLinkUrl } from '../../../engine/core/safeUrl';
import { CELL_FORMATS } from '../../../engine/core/names';
import { engineWiring } from '../harness';

const SVG = "data:image/svg+xml;charset=utf-8,%3Csvg xmlns='http://www.w3.org/2000/svg'/%3E";
const column = { field: 'imagem', title: 'Imagem', format: 'image', options: { altField: 'titulo' } };
const row = { imagem: 'https://cdn.exemplo.com.br/b.jpg', titulo: 'Black Friday' };

let wiring: ReturnType<typeof engineWiring>;
beforeEach(() => {
  wiring = engineWiring();
});
const getToasts = () => wiring.notifier.getToasts();
/** Renders a cell inside the engine's providers (the copy button tells the user through the notifier). */
const renderCell = (node: ReactNode) => render(<wiring.Wrapper>{node}</wiring.Wrapper>);
afterEach(cleanup);

describe('safe URLs', () => {
  it('accepts web URLs and app paths as links, and refuses scripts and protocol-relative URLs', () => {
    expect(safeLinkUrl('https://www.exemplo.com.br/curso?x=1')).toBe('https://www.exemplo.com.br/curso?x=1');
    expect(safeLinkUrl(' /cursos/pf ')).toBe('/cursos/pf');
    expect(safeLinkUrl('javascript:alert(1)')).toBeNull();
    expect(safeLinkUrl('//evil.example')).toBeNull();
    expect(safeLinkUrl('data:text/html,<b>x</b>')).toBeNull();
    expect(safeLinkUrl(42)).toBeNull();
  });

  it('accepts inline images only for image sources', () => {
    expect(safeImageUrl(SVG)).toBe(SVG);
    expect(safeLinkUrl(SVG)).toBeNull();
    expect(safeImageUrl('data:text/html;base64,PGI+')).toBeNull();
  });
});

describe('image cell', () => {
  it('is registered under the name the validator knows', () => {
    expect(CELL_FORMATS).toContain('image');
    expect(cellFormats.image).toBe(imageFormat);
  });

  it('renders a thumbnail with the alternative text from altField, and the URL as its text', () => {
    renderCell(<>{imageFormat.render!(row.imagem, column, row)}</>);
    const image = screen.getByRole('img', { name: 'Black Friday' }) as HTMLImageElement;
    expect(image.getAttribute('src')).toBe(row.imagem);
    expect(imageFormat.text(row.imagem, column, row)).toBe(row.imagem);
  });

  it('uses the alternative text as the text of an inline image, and the column title without altField', () => {
    expect(imageFormat.text(SVG, column, { titulo: 'Natal' })).toBe('Natal');
    expect(imageFormat.text(SVG, { field: 'imagem', title: 'Capa' }, {})).toBe('Capa');
  });

  it('shows the alternative text when the image fails to load', () => {
    renderCell(<>{imageFormat.render!(row.imagem, column, row)}</>);
    fireEvent.error(screen.getByRole('img'));
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByText('Black Friday')).toBeTruthy();
  });

  it('shows an unsafe URL as plain text and nothing for no value', () => {
    const { container } = renderCell(<>{imageFormat.render!('javascript:alert(1)', column, row)}</>);
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toBe('javascript:alert(1)');
    expect(imageFormat.render!('', column, row)).toBeNull();
    expect(imageFormat.text(null, column, row)).toBe('');
  });
});

describe('link cell', () => {
  it('is registered under the name the validator knows', () => {
    expect(CELL_FORMATS).toContain('link');
    expect(cellFormats.link).toBe(linkFormat);
  });

  it('renders a link that opens in a new tab and a copy button that copies the URL', async () => {
    const url = 'https://www.exemplo.com.br/checkout/link/ab12';
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderCell(<>{linkFormat.render!(url, { field: 'link', title: 'Link' }, {})}</>);
    const anchor = screen.getByRole('link', { name: url });
    expect(anchor.getAttribute('target')).toBe('_blank');
    expect(anchor.getAttribute('rel')).toBe('noopener noreferrer');
    fireEvent.click(screen.getByRole('button', { name: `Copiar link ${url}` }));
    expect(writeText).toHaveBeenCalledWith(url);
    await waitFor(() => expect(getToasts().map((toast) => toast.message)).toContain('Link copiado.'));
    expect(linkFormat.text(url, { field: 'link' }, {})).toBe(url);
  });

  it('tells the user when the clipboard refuses', async () => {
    Object.defineProperty(navigator, 'clipboard', { value: { writeText: vi.fn().mockRejectedValue(new Error('denied')) }, configurable: true });
    renderCell(<>{linkFormat.render!('https://www.exemplo.com.br/x', { field: 'link' }, {})}</>);
    fireEvent.click(screen.getByRole('button', { name: /Copiar link/ }));
    await waitFor(() => expect(getToasts().map((toast) => toast.intent)).toContain('warning'));
  });

  it('does not make an unsafe URL clickable', () => {
    const { container } = renderCell(<>{linkFormat.render!('javascript:alert(1)', { field: 'link' }, {})}</>);
    expect(container.querySelector('a')).toBeNull();
  });
});
