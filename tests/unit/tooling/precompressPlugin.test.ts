import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { acceptsBrotli, serveCompressed, writeCompressed } from '../../../engine/tooling/precompressPlugin';

const dir = mkdtempSync(join(tmpdir(), 'precompress-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const big = `export const rows = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => ({ id: i, nome: `Aluno ${i}` })))};\n`;
writeFileSync(join(dir, 'app.js'), big);
writeFileSync(join(dir, 'small.js'), 'export {};\n');
// A chunk under 1 KB, as the bundler makes many: Vite's own compression would send it as it is.
const chunk = 'import{t as e}from"./rolldown-runtime.js";var t=e({default:()=>n}),n={id:"marketing.cupons",route:"/marketing/cupom",title:"Cupons",texts:{new:"Novo cupom",saved:"Cupom {Nome} salvo.",removed:"Cupom {Nome} removido.",empty:"Nenhum cupom encontrado."}};export{t};\n';
writeFileSync(join(dir, 'd-Cd34.js'), chunk);
mkdirSync(join(dir, 'assets'));
writeFileSync(join(dir, 'assets', 'list-Ab12.css'), `.engine-row { color: red; }\n`.repeat(100));
writeFileSync(join(dir, 'photo.png'), Buffer.alloc(4096, 1));

/** A response double that records what the middleware did. */
function respond(url: string, headers: Record<string, string>, method = 'GET') {
  const res = Object.assign(new PassThrough(), { headers: {} as Record<string, unknown> });
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  const api = Object.assign(res, { setHeader: (name: string, value: unknown) => { res.headers[name.toLowerCase()] = value; } });
  let passed = false;
  serveCompressed(dir)({ method, url, headers } as never, api as never, () => { passed = true; });
  const done = new Promise<Buffer>((resolve) => res.on('finish', () => resolve(Buffer.concat(chunks))));
  return { passed: () => passed, headers: res.headers, body: () => done };
}

describe('precompressed files', () => {
  it('writes a Brotli twin of each compressible file Brotli makes smaller, the same bytes once decompressed', async () => {
    expect(await writeCompressed(dir, ['app.js', 'small.js', 'd-Cd34.js', 'photo.png', 'assets/list-Ab12.css'])).toEqual(['app.js.br', 'assets/list-Ab12.css.br', 'd-Cd34.js.br']);
    expect(readFileSync(join(dir, 'd-Cd34.js.br')).length).toBeLessThan(chunk.length * 0.8);
    const compressed = readFileSync(join(dir, 'app.js.br'));
    expect(brotliDecompressSync(compressed).toString()).toBe(big);
    expect(compressed.length).toBeLessThan(big.length / 4);
  });

  it('reads Accept-Encoding as HTTP does', () => {
    expect(acceptsBrotli('gzip, deflate, br, zstd')).toBe(true);
    expect(acceptsBrotli('br;q=0.5')).toBe(true);
    expect(acceptsBrotli('gzip, br;q=0')).toBe(false);
    expect(acceptsBrotli('gzip, deflate')).toBe(false);
    expect(acceptsBrotli('*')).toBe(true);
    expect(acceptsBrotli(undefined)).toBe(false);
  });

  it('serves the twin to a browser that takes br, typed, cached when the name is hashed', async () => {
    const answer = respond('/app.js?v=1', { 'accept-encoding': 'gzip, br' });
    const body = await answer.body();
    expect(answer.passed()).toBe(false);
    expect(answer.headers).toMatchObject({ 'content-type': 'text/javascript; charset=utf-8', 'content-encoding': 'br', vary: 'Accept-Encoding', 'cache-control': 'no-cache' });
    expect(brotliDecompressSync(body).toString()).toBe(big);
    expect(answer.headers['content-length']).toBe(body.length);

    const hashed = respond('/assets/list-Ab12.css', { 'accept-encoding': 'br' });
    expect(brotliDecompressSync(await hashed.body()).toString()).toContain('.engine-row');
    expect(hashed.headers).toMatchObject({ 'content-type': 'text/css; charset=utf-8', 'cache-control': 'public, max-age=31536000, immutable' });
  });

  it('passes on what it does not serve: no br, no twin, other kinds, other methods, paths outside the folder', () => {
    expect(respond('/app.js', { 'accept-encoding': 'gzip' }).passed()).toBe(true);
    expect(respond('/small.js', { 'accept-encoding': 'br' }).passed()).toBe(true);
    expect(respond('/photo.png', { 'accept-encoding': 'br' }).passed()).toBe(true);
    expect(respond('/app.js', { 'accept-encoding': 'br' }, 'POST').passed()).toBe(true);
    expect(respond('/..%2fapp.js', { 'accept-encoding': 'br' }).passed()).toBe(true);
    expect(respond('/%E0%A4%A', { 'accept-encoding': 'br' }).passed()).toBe(true);
  });
});
