/**
 * Vite plugin that ships the built text files compressed ahead of time with Brotli, as static hosts and CDNs
 * do (`brotli_static`, precompressed assets):
 * - the build writes `file.br` beside every JS, CSS, SVG and JSON file that Brotli makes smaller, at its
 *   highest quality (too slow to do per request, ~13 % fewer bytes than the gzip `vite preview` does on the fly,
 *   and Vite's compression leaves files under 1 KB as they are, when Brotli takes ~45 % off a 0.7 KB chunk);
 * - `vite preview` (what `npm start` and the e2e tests serve) answers a request for such a file with its
 *   `.br` twin when the browser accepts `br`, and the hashed files under `assets/` as immutable; every other
 *   request goes on to Vite's own compression and static files. The HTML page is left out: it is under 1 KB,
 *   and the studio rewrites it when definitions were saved since the build.
 */
import { createReadStream, existsSync, statSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants } from 'node:zlib';
import type { Connect, Plugin } from 'vite';

const compress = promisify(brotliCompress);

/** The content type each compressed kind is served with. */
const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
};

/**
 * Above this size a file gets quality 9, not 11: only the definition studio (~2 MB, admins only) is that big,
 * and at 11 it alone took a third of the build's compression time for ~2 % of its bytes.
 */
const HIGHEST_QUALITY_MAX_BYTES = 1024 * 1024;

/** The Brotli form of `source`, at the highest quality (see {@link HIGHEST_QUALITY_MAX_BYTES}). */
function brotli(source: Buffer): Promise<Buffer> {
  const quality = source.length <= HIGHEST_QUALITY_MAX_BYTES ? constants.BROTLI_MAX_QUALITY : 9;
  return compress(source, { params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: source.length } });
}

/** Writes `name.br` for each of `fileNames` (relative to `dir`) of a compressible kind that Brotli makes smaller. */
export async function writeCompressed(dir: string, fileNames: readonly string[]): Promise<string[]> {
  const written: string[] = [];
  // Node runs the compressions on its thread pool: all at once keeps both cores busy.
  await Promise.all(
    fileNames
      .filter((name) => extname(name) in CONTENT_TYPES)
      .map(async (name) => {
        const source = await readFile(join(dir, name));
        const compressed = await brotli(source);
        // A few bytes of text can come out longer: served as they are.
        if (compressed.length >= source.length) return;
        await writeFile(join(dir, `${name}.br`), compressed);
        written.push(`${name}.br`);
      }),
  );
  return written.sort();
}

/** Whether an `Accept-Encoding` header takes Brotli (`br`, unless given `q=0`). */
export function acceptsBrotli(header: string | string[] | undefined): boolean {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  return value.split(',').some((part) => {
    const [coding, ...params] = part.trim().split(';').map((token) => token.trim());
    if (coding !== 'br' && coding !== '*') return false;
    const q = params.find((param) => param.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}

/** Middleware answering from `dir`'s `.br` files (see the file's comment); anything else goes to `next`. */
export function serveCompressed(dir: string): Connect.NextHandleFunction {
  const root = resolve(dir);
  return (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !req.url) return next();
    let path: string;
    try {
      path = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    } catch {
      return next();
    }
    const type = CONTENT_TYPES[extname(path)];
    const file = resolve(join(root, path));
    if (!type || !file.startsWith(root + sep) || !acceptsBrotli(req.headers['accept-encoding'])) return next();
    const compressed = `${file}.br`;
    if (!existsSync(compressed)) return next();
    res.setHeader('Content-Type', type);
    res.setHeader('Content-Encoding', 'br');
    res.setHeader('Content-Length', statSync(compressed).size);
    res.setHeader('Vary', 'Accept-Encoding');
    // Hashed names change with their content; any other file must be asked for again.
    res.setHeader('Cache-Control', path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
    if (req.method === 'HEAD') return res.end();
    createReadStream(compressed).pipe(res);
  };
}

/** The plugin (see the file's comment). */
export function precompressPlugin(): Plugin {
  let outDir = 'dist';
  return {
    name: 'backoffice-precompress',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async writeBundle(options, bundle) {
      await writeCompressed(options.dir ?? outDir, Object.keys(bundle));
    },
    configurePreviewServer(server) {
      server.middlewares.use(serveCompressed(outDir));
    },
  };
}
