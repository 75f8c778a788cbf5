/**
 * Compresses the build once, when `astro build` finishes: every page, script, stylesheet and other
 * text file of 1 KB or more gets a brotli (`.br`) and a gzip (`.gz`) copy beside it, which the
 * production server's `serveStatic` sends to clients that accept them (server/site.ts). Runs after
 * the search index is written, so the index's script is compressed too. A static host that ignores
 * the copies (GitHub Pages compresses on its own) just serves the originals.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { AstroIntegration } from 'astro';

const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.xml', '.txt', '.webmanifest']);
const MIN_BYTES = 1024;
/**
 * Brotli's best quality takes seconds a megabyte (7.4 s for the content editor's 5.3 MB bundle);
 * quality 9 takes 0.3 s for 10 % more bytes. Every file of the site itself is under this size.
 */
const MAX_QUALITY_BYTES = 1024 * 1024;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Writes `.br` and `.gz` beside each compressible file under `dir`; returns how many it compressed. */
export async function precompressDir(dir: string): Promise<number> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries.filter((entry) => entry.isFile() && COMPRESSIBLE.has(extname(entry.name).toLowerCase()));
  let compressed = 0;
  await Promise.all(
    files.map(async (entry) => {
      const path = join(entry.parentPath, entry.name);
      const body = await readFile(path);
      if (body.byteLength < MIN_BYTES) return;
      const [br, gz] = await Promise.all([
        brotli(body, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: body.byteLength <= MAX_QUALITY_BYTES ? constants.BROTLI_MAX_QUALITY : 9,
            [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
          },
        }),
        gzipAsync(body, { level: constants.Z_BEST_COMPRESSION }),
      ]);
      await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
      compressed += 1;
    }),
  );
  return compressed;
}

export default function precompress(): AstroIntegration {
  return {
    name: 'aca-precompress',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const count = await precompressDir(fileURLToPath(dir));
        logger.info(`${count} files compressed (brotli and gzip copies beside them)`);
      },
    },
  };
}
