import { describe, expect, it } from 'vitest';
import { rememberedScroll, rememberListPlace, returnToList } from '../../../engine/data/listMemory';

describe('list memory (the way back to a list as it was left)', () => {
  it('a bare list path gets the query the list was left with; other targets stay as they are', () => {
    expect(returnToList('/marketing/cupom')).toBe('/marketing/cupom');
    rememberListPlace('/marketing/cupom', 'pagina=2&f.Status=true');
    expect(returnToList('/marketing/cupom')).toBe('/marketing/cupom?pagina=2&f.Status=true');
    expect(returnToList('/marketing/cupom?pagina=1')).toBe('/marketing/cupom?pagina=1');
    expect(returnToList('/marketing/redirect')).toBe('/marketing/redirect');
  });

  it('keeps the scroll for the query it was taken at', () => {
    rememberListPlace('/cx/gestao-aluno', 'pagina=3');
    rememberListPlace('/cx/gestao-aluno', 'pagina=3', 420);
    expect(rememberedScroll('/cx/gestao-aluno', 'pagina=3')).toBe(420);
    // The query changing again (same scroll call without a position) keeps it only for the same query.
    rememberListPlace('/cx/gestao-aluno', 'pagina=3');
    expect(rememberedScroll('/cx/gestao-aluno', 'pagina=3')).toBe(420);
    rememberListPlace('/cx/gestao-aluno', 'pagina=4');
    expect(rememberedScroll('/cx/gestao-aluno', 'pagina=4')).toBe(0);
    expect(rememberedScroll('/cx/gestao-aluno', 'pagina=3')).toBe(0);
  });
});
