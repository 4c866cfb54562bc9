// @vitest-environment node
/**
 * Writes survive a restart (journal + snapshot in MOCK_DATA_DIR), nothing half-written survives a kill -9 in the
 * middle of a save, `/__mock/reset` and `npm run mock:reset` restore the seed, and two servers never share a folder.
 */
import { spawn } from 'node:child_process';
import { appendFileSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { clearDataDir } from '../../../mocks/core/journal';
import { startMockServer } from './mockServer';

/**
 * The child process of the kill -9 test: saves coupons as fast as it can into a data folder, printing the id of each
 * save the server confirmed, until the parent kills it.
 */
const CRASH_WRITER = `
  const { createServer } = await import('node:http');
  const { createMockApi } = await import(${JSON.stringify(join(process.cwd(), 'mocks/api.ts'))});
  const api = createMockApi({ dataDir: process.argv[1], controls: true });
  const server = createServer((req, res) => api.middleware(req, res, () => res.end()));
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = 'http://127.0.0.1:' + server.address().port;
  const call = async (path, body, token) => (await fetch(url + path, {
    method: 'POST', headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: 'Bearer ' + token } : {}) }, body: JSON.stringify(body),
  })).json();
  const { token } = await call('/admin/auth/autenticar', { email: 'admin@exemplo.com.br', password: 'Admin123' });
  for (let i = 0; ; i += 1) {
    const answer = await call('/api/cupons/save', { Nome: 'QUEDA' + i, Desconto: 10, Campanha: 'x'.repeat(2000) }, token);
    process.stdout.write('ok ' + answer.cupom.CupomID + '\\n');
  }
`;

const dirs: string[] = [];
const freshDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'mock-dados-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

async function withServer<T>(dataDir: string, run: (server: Awaited<ReturnType<typeof startMockServer>>, token: string) => Promise<T>): Promise<T> {
  const server = await startMockServer({ dataDir });
  try {
    return await run(server, await server.login('admin'));
  } finally {
    await server.close();
  }
}

describe('persistência', () => {
  it('o que foi gravado (e a sessão) sobrevive a um reinício; /__mock/reset volta aos dados de demonstração', async () => {
    const dir = freshDir();
    const saved = await withServer(dir, async (server, token) => {
      const coupon = (await server.call('POST', '/api/cupons/save', { token, body: { Nome: 'PERSISTE10', Desconto: 10 } })).body.cupom;
      await server.call('POST', '/api/gestaoaluno/remove-aluno', { token, body: { AlunoID: 3 } });
      return { coupon, token };
    });
    await withServer(dir, async (server) => {
      expect((await server.call('GET', `/api/cupons/cupom?CupomID=${saved.coupon.CupomID}`, { token: saved.token })).body.cupom).toEqual(saved.coupon);
      expect((await server.call('GET', '/api/alunos/aluno?AlunoID=3', { token: saved.token })).status).toBe(404);
      await server.call('POST', '/__mock/reset');
    });
    await withServer(dir, async (server, token) => {
      expect((await server.call('GET', `/api/cupons/cupom?CupomID=${saved.coupon.CupomID}`, { token })).status).toBe(404);
      expect((await server.call('GET', '/api/alunos/aluno?AlunoID=3', { token })).status).toBe(200);
    });
  });

  it('depois de muitas gravações o diário vira um snapshot, e os dois juntos restauram tudo', async () => {
    const dir = freshDir();
    const ids = await withServer(dir, async (server, token) => {
      const out: number[] = [];
      for (let i = 0; i < 520; i += 1) out.push((await server.call('POST', '/api/cupons/save', { token, body: { Nome: `LOTE${i}`, Desconto: 5 } })).body.cupom.CupomID);
      return out;
    });
    expect(existsSync(join(dir, 'escala-1', 'snapshot.json'))).toBe(true);
    await withServer(dir, async (server, token) => {
      const list = (await server.call('POST', '/api/cupons', { token, body: { Nome: 'LOTE', QTDPorPagina: 1000 } })).body;
      expect(list.totalCupons).toBe(520);
      expect(list.cupons.map((row: { CupomID: number }) => row.CupomID).sort((a: number, b: number) => a - b)).toEqual(ids);
    });
  });

  it('um kill -9 no meio das gravações não deixa nada pela metade: o que foi confirmado está lá', async () => {
    const dir = freshDir();
    const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', CRASH_WRITER, dir], { stdio: ['ignore', 'pipe', 'inherit'] });
    const acked: number[] = [];
    await new Promise<void>((resolve) => {
      let buffer = '';
      child.stdout.on('data', (chunk: Buffer) => {
        buffer += chunk.toString();
        const lines = buffer.split('\n');
        buffer = lines.pop()!;
        for (const line of lines) acked.push(Number(line.split(' ')[1]));
        if (acked.length >= 60 && !child.killed) child.kill('SIGKILL');
      });
      child.on('exit', () => resolve());
    });
    expect(acked.length).toBeGreaterThanOrEqual(60);
    // Whatever the kill cut, the journal's last line is either whole or ignored; every confirmed save is there.
    await withServer(dir, async (server, token) => {
      const list = (await server.call('POST', '/api/cupons', { token, body: { Nome: 'QUEDA', QTDPorPagina: 1000 } })).body.cupons as Array<{ CupomID: number; Nome: string; Campanha: string }>;
      const found = new Set(list.map((row) => row.CupomID));
      expect(acked.filter((id) => !found.has(id))).toEqual([]);
      expect(list.every((row) => /^QUEDA\d+$/.test(row.Nome) && row.Campanha.length === 2000)).toBe(true);
    });
  }, 60_000);

  it('uma última linha rasgada (queda durante a escrita) é ignorada e cortada', async () => {
    const dir = freshDir();
    await withServer(dir, async (server, token) => void (await server.call('POST', '/api/cupons/save', { token, body: { Nome: 'INTEIRO10', Desconto: 10 } })));
    const journal = join(dir, 'escala-1', 'journal.jsonl');
    appendFileSync(journal, '[["coupon",999,{"CupomID":999,"Nome":"PELAMET');
    await withServer(dir, async (server, token) => {
      expect((await server.call('POST', '/api/cupons', { token, body: { Nome: 'INTEIRO' } })).body.totalCupons).toBe(1);
      expect((await server.call('GET', '/api/cupons/cupom?CupomID=999', { token })).status).toBe(404);
    });
    expect(readFileSync(journal, 'utf8')).not.toContain('PELAMET');
  });

  it('dois servidores nunca gravam na mesma pasta; npm run mock:reset apaga a pasta se ninguém a usa', async () => {
    const dir = freshDir();
    const first = await startMockServer({ dataDir: dir });
    const second = await startMockServer({ dataDir: dir });
    expect(first.api.persistence).not.toBeNull();
    expect(second.api.persistence).toBeNull();
    await second.close();
    writeFileSync(join(dir, 'escala-1', 'lock'), String(process.pid));
    expect(clearDataDir(dir)).toBe(false);
    await first.close();
    expect(clearDataDir(dir)).toBe(true);
    expect(existsSync(dir)).toBe(false);
  });
});
