/** Turns the site snapshot into HTTP answers with the pages' security headers. */
import { Hono } from 'hono';
import { securityHeaders } from '../api/middleware/security-headers/index.ts';
import { type Coding, chooseEncoding } from './accept-encoding.ts';
import { answer, type SiteSnapshot, type StaticFile } from './site.ts';

export interface SiteHandlerOptions {
  /** Origins besides 'self' the pages may call (the API in a split deployment). */
  connectSources?: string[];
  hsts?: boolean;
}

/** A policy the built pages satisfy: their own scripts plus the hashed inline bootstrap scripts. */
export function pageContentSecurityPolicy(site: SiteSnapshot, connectSources: string[] = []) {
  return {
    defaultSrc: ["'self'"],
    // 'wasm-unsafe-eval' lets the site search compile its WebAssembly engine (Pagefind, loaded on
    // first use); it allows no eval of JavaScript.
    scriptSrc: ["'self'", ...site.inlineScriptHashes, "'wasm-unsafe-eval'"],
    // React sets style attributes (progress bars, swipe offsets); Astro inlines small style blocks.
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:'],
    connectSrc: ["'self'", ...connectSources],
    fontSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  };
}

/** The smallest encoding the client accepts (brotli, then gzip, as its q-values allow), else the file as it is. */
function encode(file: StaticFile, acceptEncoding: string | undefined): { body: Uint8Array; encoding?: Coding } {
  const available: Coding[] = [];
  if (file.br) available.push('br');
  if (file.gzip) available.push('gzip');
  const encoding = chooseEncoding(acceptEncoding, available);
  const body = encoding === undefined ? undefined : file[encoding];
  return body === undefined || encoding === undefined ? { body: file.body } : { body, encoding };
}

const TEXT = 'text/plain; charset=utf-8';

export function createSiteHandler(
  site: SiteSnapshot,
  options: SiteHandlerOptions = {},
): (request: Request) => Response | Promise<Response> {
  const app = new Hono();
  app.use(
    securityHeaders({
      contentSecurityPolicy: pageContentSecurityPolicy(site, options.connectSources),
      hsts: options.hsts ?? false,
      // Same-origin pages keep their referrer: 'Complete Training' uses it to go back within the site.
      referrerPolicy: 'strict-origin-when-cross-origin',
    }),
  );
  // GET routes answer HEAD too, without the body.
  app.get('*', (c) => {
    // The path as sent (still percent-encoded), which is how the build's files are keyed.
    const found = answer(site, new URL(c.req.url).pathname);
    if (!found) return c.body('Not Found', 404, { 'Content-Type': TEXT });
    const { status, file } = found;
    const { body, encoding } = encode(file, c.req.header('Accept-Encoding'));
    const headers: Record<string, string> = {
      'Content-Type': file.type,
      'Cache-Control': file.cacheControl,
      'Content-Length': String(body.byteLength),
    };
    if (file.gzip) headers['Vary'] = 'Accept-Encoding';
    if (encoding) headers['Content-Encoding'] = encoding;
    // Buffers from node:fs and node:zlib are plain ArrayBuffer-backed bytes.
    return c.body(body as Uint8Array<ArrayBuffer>, status, headers);
  });
  app.all('*', (c) => c.body('Method Not Allowed', 405, { Allow: 'GET, HEAD', 'Content-Type': TEXT }));
  return app.fetch;
}
