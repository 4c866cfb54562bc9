// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { compareRoutes, routeMatches, routeParams, routeShape } from '../../../engine/core/routes';

describe('route patterns', () => {
  it('lists parameters with their optionality', () => {
    expect(routeParams('/conteudo/question/:_id/comentario')).toEqual([{ name: '_id', optional: false }]);
    expect(routeParams('/pedido/detalhe-pedido/:PedidoID?')).toEqual([{ name: 'PedidoID', optional: true }]);
    expect(routeParams('/home')).toEqual([]);
  });

  it('gives the same shape to patterns that differ only in parameter names', () => {
    expect(routeShape('/cx/gestao-aluno/:_id')).toBe(routeShape('/cx/gestao-aluno/:AlunoID'));
    expect(routeShape('/cx/gestao-aluno/:_id')).not.toBe(routeShape('/cx/gestao-aluno/:_id?'));
  });

  it('matches URLs as wouter does', () => {
    expect(routeMatches('/marketing/cash-discount/:_id?', '/marketing/cash-discount')).toBe(true);
    expect(routeMatches('/marketing/cash-discount/:_id?', '/marketing/cash-discount/7')).toBe(true);
    expect(routeMatches('/marketing/cash-discount/:_id?', '/marketing/cash-discount/7/x')).toBe(false);
    expect(routeMatches('/cx/gestao-aluno/:_id', '/cx/gestao-aluno')).toBe(false);
    expect(routeMatches('/conteudo/hierarquia/:disciplina?/:assunto?', '/conteudo/hierarquia')).toBe(true);
    expect(routeMatches('/conteudo/hierarquia/:disciplina?/:assunto?', '/conteudo/hierarquia/a/b')).toBe(true);
    expect(routeMatches('/home', '/home/')).toBe(true);
    expect(routeMatches('/home', '/homes')).toBe(false);
  });

  it('orders static routes first, then the more specific parameterised ones', () => {
    const routes = [
      '/marketing/banners-ecommerce/update/:_id?',
      '/cx/gestao-aluno/:_id',
      '/marketing/cadastro-banner/:_id?',
      '/marketing/cadastro-banner/new',
      '/conteudo/question/:_id/comentario',
      '/conteudo/question/:_id',
      '/home',
      '/cx/gestao-aluno',
    ];
    const sorted = [...routes].sort(compareRoutes);
    expect(sorted.slice(0, 3)).toEqual(['/cx/gestao-aluno', '/home', '/marketing/cadastro-banner/new']);
    expect(sorted.indexOf('/conteudo/question/:_id/comentario')).toBeLessThan(sorted.indexOf('/conteudo/question/:_id'));
    expect([...routes].reverse().sort(compareRoutes)).toEqual(sorted);
  });
});
