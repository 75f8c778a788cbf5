/** Turns the site snapshot into HTTP answers with the pages' security headers. */
import { securityHeaderMap } from '../api/middleware/security-headers/index.ts';
import { answer, type SiteSnapshot, type StaticFile } from './site.ts';

export interface SiteHandlerOptions {
  /** Origins besides 'self' the pages may call (the API in a split deployment). */
  connectSources?: string[];
  hsts?: boolean;
}

/** A policy the built pages satisfy: their own scripts plus the hashed inline bootstrap scripts. */
export function pageContentSecurityPolicy(site: SiteSnapshot, connectSources: string[] = []): string {
  return [
    "default-src 'self'",
    // 'wasm-unsafe-eval' lets the site search compile its WebAssembly engine (Pagefind, loaded on
    // first use); it allows no eval of JavaScript.
    `script-src 'self' 'wasm-unsafe-eval' ${site.inlineScriptHashes.join(' ')}`.trim(),
    // React sets style attributes (progress bars, swipe offsets); Astro inlines small style blocks.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    `connect-src ${["'self'", ...connectSources].join(' ')}`,
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** The smallest encoding the client accepts: brotli, then gzip, else the file as it is. */
function encode(file: StaticFile, acceptEncoding: string): { body: Uint8Array; encoding?: string } {
  const accepts = (name: string) => new RegExp(`(^|[\\s,])${name}(?!;q=0(\\.0*)?(\\s|,|$))`).test(acceptEncoding);
  if (file.br && accepts('br')) return { body: file.br, encoding: 'br' };
  if (file.gzip && accepts('gzip')) return { body: file.gzip, encoding: 'gzip' };
  return { body: file.body };
}

export function createSiteHandler(site: SiteSnapshot, options: SiteHandlerOptions = {}): (request: Request) => Response {
  const headers = securityHeaderMap({
    contentSecurityPolicy: pageContentSecurityPolicy(site, options.connectSources),
    hsts: options.hsts ?? false,
    // Same-origin pages keep their referrer: 'Complete Training' uses it to go back within the site.
    referrerPolicy: 'strict-origin-when-cross-origin',
  });

  return (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return new Response('Method Not Allowed', { status: 405, headers: { ...headers, Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' } });
    }
    const found = answer(site, new URL(request.url).pathname);
    if (!found) return new Response('Not Found', { status: 404, headers: { ...headers, 'Content-Type': 'text/plain; charset=utf-8' } });
    const { status, file } = found;
    const { body, encoding } = encode(file, request.headers.get('accept-encoding') ?? '');
    const responseHeaders: Record<string, string> = {
      ...headers,
      'Content-Type': file.type,
      'Cache-Control': file.cacheControl,
      'Content-Length': String(body.byteLength),
    };
    if (file.gzip) responseHeaders['Vary'] = 'Accept-Encoding';
    if (encoding) responseHeaders['Content-Encoding'] = encoding;
    // Buffers from node:fs and node:zlib are plain ArrayBuffer-backed bytes.
    return new Response(request.method === 'HEAD' ? null : (body as Uint8Array<ArrayBuffer>), { status, headers: responseHeaders });
  };
}
