// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { compareRoutes, routeOpens, routeParams, routeShape } from '../../../engine/core/routes';

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
    expect(routeOpens('/marketing/cash-discount/:_id?', '/marketing/cash-discount')).toBe(true);
    expect(routeOpens('/marketing/cash-discount/:_id?', '/marketing/cash-discount/7')).toBe(true);
    expect(routeOpens('/marketing/cash-discount/:_id?', '/marketing/cash-discount/7/x')).toBe(false);
    expect(routeOpens('/cx/gestao-aluno/:_id', '/cx/gestao-aluno')).toBe(false);
    expect(routeOpens('/conteudo/hierarquia/:disciplina?/:assunto?', '/conteudo/hierarquia')).toBe(true);
    expect(routeOpens('/conteudo/hierarquia/:disciplina?/:assunto?', '/conteudo/hierarquia/a/b')).toBe(true);
    expect(routeOpens('/home', '/home/')).toBe(true);
    expect(routeOpens('/home', '/homes')).toBe(false);
    expect(routeOpens('/cx/gestao-aluno/:_id', '/cx//')).toBe(false);
  });

  it('reads a link template: a placeholder stands for any text of its segment, query and fragment ignored', () => {
    expect(routeOpens('/produtos/cursos/novo', '/produtos/{tipo}/novo')).toBe(true);
    expect(routeOpens('/produtos/cursos/novo', '/produtos/c{tipo}/novo')).toBe(true);
    expect(routeOpens('/produtos/cursos/novo', '/produtos/m{tipo}/novo')).toBe(false);
    expect(routeOpens('/cx/gestao-aluno/:_id', '/cx/gestao-aluno/{AlunoID}#pedidos')).toBe(true);
    expect(routeOpens('/cx/gestao-aluno/:_id', '/cx/gestao-aluno/7?aba=pedidos')).toBe(true);
    expect(routeOpens('/cx/gestao-aluno/novo', '/cx/gestao-aluno/{AlunoID}/x')).toBe(false);
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
