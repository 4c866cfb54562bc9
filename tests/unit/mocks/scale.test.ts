// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { optionsFromEnv } from '../../../mocks/createMockApi';
import { startMockServer, type MockServer } from './mockServer';

// MOCK_SCALE=1000 is the benchmark volume: 100 000 students, about 220 000 orders, 60 000 coupons.
let server: MockServer;
let token: string;

beforeAll(async () => {
  const options = optionsFromEnv({ MOCK_SCALE: '1000' });
  server = await startMockServer(options);
  const start = performance.now();
  server.api.warmUp();
  console.log(`[mocks] MOCK_SCALE=1000: dados gerados em ${Math.round(performance.now() - start)} ms`);
  token = await server.login('admin');
}, 120_000);
afterAll(() => server.close());

async function timed(body: Record<string, unknown>) {
  const start = performance.now();
  const answer = await server.call('POST', '/api/gestaoaluno', { token, body });
  return { answer, ms: performance.now() - start };
}

describe('MOCK_SCALE=1000', () => {
  it('has 100 000 students', async () => {
    const { answer } = await timed({});
    expect(answer.body.totalAlunos).toBe(100_000);
    expect(answer.body.alunos).toHaveLength(10);
  });

  it('answers a filtered, sorted page quickly, and the next pages faster still', async () => {
    const cold = await timed({ Nome: 'jose', OrdenarPor: 'NomeAluno', Ordem: 'desc', NumeroDaPagina: 2, QTDPorPagina: 50 });
    const warm = await timed({ Nome: 'jose', OrdenarPor: 'NomeAluno', Ordem: 'desc', NumeroDaPagina: 3, QTDPorPagina: 50 });
    const fullSort = await timed({ OrdenarPor: 'Email', Ordem: 'asc', NumeroDaPagina: 500, QTDPorPagina: 100 });
    const fullSortAgain = await timed({ OrdenarPor: 'Email', Ordem: 'asc', NumeroDaPagina: 501, QTDPorPagina: 100 });
    const filterOverSorted = await timed({ Nome: 'maria', OrdenarPor: 'Email', Ordem: 'asc' });
    console.log(`[mocks] 100 000 alunos: filtro+ordem ${Math.round(cold.ms)} ms (frio), ${Math.round(warm.ms)} ms (página seguinte); `
      + `ordem total ${Math.round(fullSort.ms)} ms (frio), ${Math.round(fullSortAgain.ms)} ms (página seguinte); `
      + `filtro sobre ordem pronta ${Math.round(filterOverSorted.ms)} ms`);

    const total = cold.answer.body.totalAlunos as number;
    expect(total).toBeGreaterThan(1000);
    expect(total).toBeLessThan(100_000);
    const names = [...cold.answer.body.alunos, ...warm.answer.body.alunos].map((row: { NomeAluno: string }) => row.NomeAluno);
    expect(names).toHaveLength(100);
    expect(names).toEqual([...names].sort((a, b) => b.localeCompare(a, 'pt-BR')));
    expect(names.every((name) => name.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().includes('jose'))).toBe(true);
    const emails = fullSortAgain.answer.body.alunos.map((row: { Email: string }) => row.Email);
    expect(emails).toEqual([...emails].sort((a, b) => a.localeCompare(b, 'pt-BR')));

    // Target well under 100–200 ms; the bounds are generous because CI machines share their two cores.
    expect(cold.ms).toBeLessThan(1500);
    expect(warm.ms).toBeLessThan(200);
    expect(fullSortAgain.ms).toBeLessThan(200);
    expect(filterOverSorted.ms).toBeLessThan(500);
  }, 60_000);

  it('resets quickly, and the fresh data answers at once', async () => {
    const start = performance.now();
    expect((await server.call('POST', '/__mock/reset')).status).toBe(200);
    const resetMs = performance.now() - start;
    token = await server.login('admin');
    const { answer, ms } = await timed({ Nome: 'jose', OrdenarPor: 'NomeAluno', Ordem: 'desc', NumeroDaPagina: 2, QTDPorPagina: 50 });
    console.log(`[mocks] reset com 100 000 alunos: ${Math.round(resetMs)} ms; primeira consulta depois: ${Math.round(ms)} ms`);
    expect(answer.body.totalAlunos).toBeGreaterThan(1000);
    expect(resetMs).toBeLessThan(500);
    expect(ms).toBeLessThan(200);
  }, 60_000);
});
