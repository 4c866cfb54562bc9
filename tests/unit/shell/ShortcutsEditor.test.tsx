import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { flattenPages } from '../../../engine/shell/menu/menuTree';
import type { MenuNode } from '../../../engine/shell/menu/types';
import { ShortcutsEditor } from '../../../engine/shell/shortcuts/ShortcutsEditor';

const PAGES = flattenPages([
  { id: 'gestao-alunos', title: 'Gestão de Alunos', type: 'item', url: '/cx/gestao-aluno' },
  { id: 'cupons', title: 'Cupons', type: 'item', url: '/marketing/cupom' },
  { id: 'conteudo', title: 'Conteúdo Gratuito', type: 'item', url: '/marketing/conteudo-gratuito' },
] satisfies MenuNode[]);

function Harness(props: { initial: string[] }) {
  const [shortcuts, setShortcuts] = useState(props.initial);
  return (
    <>
      <ShortcutsEditor
        pages={PAGES}
        shortcuts={shortcuts}
        onToggle={(id) => setShortcuts((list) => (list.includes(id) ? list.filter((x) => x !== id) : [...list, id]))}
      />
      <output data-testid="saved">{shortcuts.join(',')}</output>
    </>
  );
}

afterEach(cleanup);

describe('ShortcutsEditor', () => {
  it('lists the current shortcuts when the search is empty', () => {
    render(<Harness initial={['cupons']} />);
    const search = screen.getByPlaceholderText('Search for an app or page');
    expect(search).toBeTruthy();
    expect(screen.getByText('Seus atalhos')).toBeTruthy();
    const star = screen.getByRole('button', { name: 'Atalho: Cupons' });
    expect(star.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(star);
    expect(screen.getByTestId('saved').textContent).toBe('');
    expect(screen.getByText('Nenhum atalho ainda. Busque uma página para adicioná-la.')).toBeTruthy();
  });

  it('stars and unstars pages found by a search that ignores accents', () => {
    render(<Harness initial={[]} />);
    fireEvent.change(screen.getByPlaceholderText('Search for an app or page'), { target: { value: 'CONTEUDO' } });
    const star = screen.getByRole('button', { name: 'Atalho: Conteúdo Gratuito' });
    expect(star.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(star);
    expect(star.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByTestId('saved').textContent).toBe('conteudo');
    fireEvent.click(star);
    expect(star.getAttribute('aria-pressed')).toBe('false');
    fireEvent.change(screen.getByPlaceholderText('Search for an app or page'), { target: { value: 'zzz' } });
    expect(screen.getByText('No results..').getAttribute('role')).toBe('status');
  });
});
