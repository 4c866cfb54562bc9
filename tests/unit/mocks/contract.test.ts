// @vitest-environment node
/**
 * The contract of the mock with the screens: every endpoint the definitions call (screens, resources, app.json)
 * answers 200 with at least the fields listed in contract.json (the answers the screens were built on), and the
 * endpoints of spec section 7 that the screens use are among them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import contract from './contract.json';
import { startMockServer, type MockServer } from './mockServer';
import { loadDefinitions, observeEndpoints, probesByEndpoint, allProbes, type Observed } from './probes';

/** Spec section 7: the calls of the real API and the simulated endpoints the product relies on. */
const SPEC_SECTION_7 = [
  'POST /admin/auth/autenticar', 'POST /admin/auth/esqueci-senha', 'POST /admin/auth/resetar-senha', 'GET /admin/user', 'GET /admin/user/roles',
  'GET /admin/user/get-user-by-token', 'PUT /admin/user', 'POST /api/auth/register', 'GET /api/auth', 'POST /api/auth/user/update', 'GET /api/quick-panel/data',
  'POST /api/vendas-cupom', 'POST /api/cupons', 'GET /api/cupons/cupom', 'POST /api/cupons/save', 'POST /api/cupons/remove-cupom', 'GET /api/cupons/produto-cupom',
  'GET /api/all-cursos', 'GET /api/produtos', 'GET /api/user', 'POST /api/user/save', 'POST /api/usuarios', 'GET /api/usuarios/usuario', 'POST /api/usuarios/save',
  'POST /api/alunos', 'GET /api/alunos/aluno', 'POST /api/alunos/save', 'POST /api/gestaoaluno', 'POST /api/gestaoaluno/remove-aluno', 'POST /api/aluno/save',
  'POST /api/cursosamanda', 'POST /api/cursos', 'GET /api/curso', 'GET /api/cursos/curso', 'POST /api/curso/save', 'POST /api/cursoever/remove-curso',
  'POST /api/permissoes', 'GET /api/permissoes/permissao', 'GET /api/permissoes/grupo-permissao', 'POST /api/permissoes/save', 'POST /api/grupo-permissao/save',
  'GET /api/lista-permissoes', 'POST /api/detalhe-pedido', 'POST /api/pedidos', 'POST /api/relatorio-royalties', 'GET /api/professores', 'POST /api/produtosdb',
  'POST /api/meusroyalties', 'POST /api/faturamento-diario', 'POST /api/concurso', 'GET /api/concurso/nomeconcurso', 'POST /api/concurso/save', 'POST /api/modulos',
  'GET /api/modulos/modulo', 'POST /api/modulo/save', 'POST /api/modulos/remove-modulo', 'POST /api/conteudo/modulos', 'GET /api/conteudo/modulo',
  'POST /api/conteudo/modulo/save', 'GET /api/conteudo/aulas', 'POST /api/producao-conteudo', 'GET /api/producao-conteudo/conteudo', 'GET /api/producao-conteudo/conteudos',
  'POST /api/producao-conteudo/remove-conteudo', 'POST /api/producao-conteudo/save-conteudo', 'GET /api/producao-conteudo-objetoTipo', 'GET /api/unidades/unidade',
  'POST /api/unidades', 'POST /api/unidades/remove-unidade', 'POST /api/unidades/save-unidade', 'POST /api/unidades/buscar-unidades', 'GET /api/todas-unidades',
  'GET /api/aulas/aula', 'POST /api/aulas', 'POST /api/atrasosdb', 'GET /api/cx/recado', 'POST /api/recados', 'POST /api/discursivasalunosdb', 'POST /api/discursiva',
  'POST /api/liberacaoManualdb', 'POST /api/liberacao/save', 'GET /api/liberacao/novaliberacao', 'GET /api/calendar-app/events', 'POST /api/materiais-gratuitos',
  'GET /api/material-gratuito', 'GET /api/material-gratuito/ebook', 'GET /api/ultimas-noticias', 'GET /api/artigos-professores', 'GET /api/cursos-em-destaque',
  'GET /api/ecommerce/materiais-gratuitos', 'POST /api/link-vendas', 'GET /api/link-vendas/link', 'GET /api/ecommerce/concursos/MaisPopulares',
  'GET /api/ecommerce/concursos/EditaisPublicados', 'GET /api/ecommerce/concursos/EditalEmBreve', 'GET /api/chat/contacts', 'GET /api/chat/get-chat', 'GET /api/chat/user',
  'POST /api/chat/user/data', 'POST /api/chat/send-message', 'GET /api/question/comment',
];

const definitions = loadDefinitions();
const documented = contract as Record<string, string[]>;
let server: MockServer;
let observed: Map<string, Observed>;

beforeAll(async () => {
  server = await startMockServer();
  observed = await observeEndpoints(definitions, async (request, token) => server.call(request.method, request.path, { body: request.body, token }), {
    reset: async () => void (await server.call('POST', '/__mock/reset')),
    login: () => server.login('admin'),
  });
}, 120_000);
afterAll(() => server.close());

describe('contrato com as telas', () => {
  const endpoints = [...probesByEndpoint(allProbes(definitions)).keys()].sort();

  it('o contrato lista cada endpoint que as definições chamam, e nada além deles', () => {
    expect(Object.keys(documented).sort()).toEqual(endpoints);
  });

  it('os endpoints da seção 7 do spec que as telas usam estão no contrato', () => {
    const used = SPEC_SECTION_7.filter((call) => endpoints.includes(call));
    expect(used.length).toBeGreaterThan(60);
    for (const call of used) expect(documented[call], call).toBeDefined();
  });

  it.each(endpoints)('%s responde 200 com os campos documentados', (call) => {
    const answer = observed.get(call)!;
    expect(answer.status, `${call}: ${answer.message ?? ''}`).toBe(200);
    const missing = documented[call].filter((field) => !answer.fields.includes(field) && !answer.nulls.some((path) => field.startsWith(`${path}.`)));
    expect(missing, call).toEqual([]);
  });
});
