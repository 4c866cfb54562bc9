// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { dateToken, fillRoute, fillTemplate, fillText, fillValue, getPath, placeholderNames, routeContext } from '../../../engine/core/template';

const NOW = new Date(2026, 10, 26, 15, 30); // 26/11/2026, local time

describe('getPath', () => {
  it('reads dotted paths and stops at anything missing', () => {
    const row = { Professor: { Nome: 'Ana' }, itens: [{ id: 1 }] };
    expect(getPath(row, 'Professor.Nome')).toBe('Ana');
    expect(getPath(row, 'Professor.Sobrenome')).toBeUndefined();
    expect(getPath(row, 'Aluno.Nome')).toBeUndefined();
    expect(getPath(row, 'itens.0.id')).toBe(1);
    expect(getPath(row, undefined)).toBe(row);
  });

  it('never reads inherited properties', () => {
    expect(getPath({}, 'constructor')).toBeUndefined();
    expect(getPath({ a: {} }, 'a.__proto__')).toBeUndefined();
  });
});

describe('fillValue and fillTemplate', () => {
  const context = { CupomID: 7, Nome: 'VERAO10', ativo: false, itens: [1, 2], Professor: { Nome: 'Ana' } };

  it('keeps the type of a value that is only one placeholder', () => {
    expect(fillValue('{CupomID}', context)).toBe(7);
    expect(fillValue('{ativo}', context)).toBe(false);
    expect(fillValue('{itens}', context)).toEqual([1, 2]);
    expect(fillValue('{Professor.Nome}', context)).toBe('Ana');
  });

  it('fills placeholders inside longer texts as text', () => {
    expect(fillValue('cupom-{CupomID}-{Nome}', context)).toBe('cupom-7-VERAO10');
    expect(fillValue('sem marcador', context)).toBe('sem marcador');
  });

  it('drops a key whose whole placeholder is missing or empty, and fills nested objects and lists', () => {
    expect(fillTemplate({ CupomID: '{CupomID}', AlunoID: '{AlunoID}', vazio: '{nada}', fixo: 500 }, { ...context, nada: '' })).toEqual({ CupomID: 7, fixo: 500 });
    expect(fillTemplate({ filtro: { nome: '{Nome}', ids: ['{CupomID}', 3] } }, context)).toEqual({ filtro: { nome: 'VERAO10', ids: [7, 3] } });
    expect(fillTemplate(undefined, context)).toEqual({});
  });

  it('writes a literal brace with {{', () => {
    expect(fillText('{{Nome} é {Nome}', context)).toBe('{Nome} é VERAO10');
  });
});

describe('dates', () => {
  it('resolves today, today±N, monthStart and yearStart in local time as aaaa-mm-dd', () => {
    expect(dateToken('today', NOW)).toBe('2026-11-26');
    expect(dateToken('today-30', NOW)).toBe('2026-10-27');
    expect(dateToken('today+7', NOW)).toBe('2026-12-03');
    expect(dateToken('monthStart', NOW)).toBe('2026-11-01');
    expect(dateToken('yearStart', NOW)).toBe('2026-01-01');
    expect(dateToken('Nome', NOW)).toBeUndefined();
  });

  it('are placeholders like any other', () => {
    expect(fillTemplate({ DataInicio: '{today-30}', DataFinal: '{today}' }, {}, NOW)).toEqual({ DataInicio: '2026-10-27', DataFinal: '2026-11-26' });
    expect(fillText('Até {today}', {}, NOW)).toBe('Até 2026-11-26');
  });
});

describe('fillRoute', () => {
  it('URL-encodes each value and removes a segment left empty', () => {
    expect(fillRoute('/pedido/detalhe-pedido/{PedidoId}', { PedidoId: 'A/1 b' })).toBe('/pedido/detalhe-pedido/A%2F1%20b');
    expect(fillRoute('/cx/pedido-aluno/{AlunoID}', {})).toBe('/cx/pedido-aluno');
    expect(fillRoute('/{nada}', {})).toBe('/');
    expect(fillRoute('/conteudo/question/{_id}/comentario', { _id: 2 })).toBe('/conteudo/question/2/comentario');
  });

  it('URL-encodes the values of the query string, so each reads back whole', () => {
    expect(fillRoute('/cx/recados?modulo={modulo}', { modulo: 'Português' })).toBe('/cx/recados?modulo=Portugu%C3%AAs');
    const route = fillRoute('/cx/discursivas?f.EmailAluno={Email}&pagina=1', { Email: 'ana+cursos&x=1#a@exemplo.com.br' });
    expect(new URLSearchParams(route.split('?')[1]).get('f.EmailAluno')).toBe('ana+cursos&x=1#a@exemplo.com.br');
    expect(fillRoute('/x?a={nada}&b={{c}', {})).toBe('/x?a=&b={c}');
  });
});

describe('fillText', () => {
  it('shows missing values as empty and objects as JSON', () => {
    expect(fillText('Remover o cupom {Nome}?', { Nome: 'VERAO10' })).toBe('Remover o cupom VERAO10?');
    expect(fillText('Olá, {nome}!', {})).toBe('Olá, !');
    expect(fillText('{a}', { a: { b: 1 } })).toBe('{"b":1}');
  });

  it('lists the names a text uses', () => {
    expect(placeholderNames('{Nome} até {today-30} {{literal}')).toEqual(['Nome', 'today-30']);
  });
});

describe('routeContext', () => {
  it("copies the route's id parameter into the resource's id field", () => {
    expect(routeContext({ _id: '7' }, '_id', 'CupomID')).toEqual({ _id: '7', CupomID: '7' });
    expect(routeContext({}, '_id', 'CupomID')).toEqual({});
    expect(routeContext({ _id: '7' }, '_id', '_id')).toEqual({ _id: '7' });
    expect(routeContext({ _id: '7' })).toEqual({ _id: '7' });
  });
});
