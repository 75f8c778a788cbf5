import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadSite, type SiteSnapshot } from './site.ts';
import { createSiteHandler } from './site-handler.ts';

const page = (title: string) =>
  `<!doctype html><title>${title}</title><script>console.log("${title}")</script>${'<p>padding</p>'.repeat(200)}`;
const FILES: Record<string, string> = {
  'index.html': page('home'),
  'modules/index.html': page('modules'),
  'modules/13/index.html': page('module 13'),
  'faq/index.html': page('faq'),
  'handouts/module-13/index.html': page('handout'),
  '404.html': page('not found'),
  '_astro/app.js': 'export const x = 1;'.repeat(100),
  'favicon.svg': '<svg/>',
};

let site: SiteSnapshot;
beforeAll(() => {
  const dir = mkdtempSync(join(tmpdir(), 'site-'));
  for (const [path, body] of Object.entries(FILES)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), body);
  }
  site = loadSite(dir);
});

const get = (path: string, headers: Record<string, string> = {}) => createSiteHandler(site)(new Request(`http://site${path}`, { headers }));
const title = async (res: Response) => /<title>(.*?)<\/title>/.exec(await res.text())?.[1];

describe('production site handler', () => {
  it('learns the pre-rendered module ids and other pages from the build', () => {
    expect(site.routes.moduleIds).toEqual([13]);
    expect(site.routes.extraPages).toEqual(expect.arrayContaining(['/modules', '/faq', '/handouts/module-13']));
  });

  it.each([
    ['/', 'home'],
    ['/MODULES/', 'modules'],
    ['/modules/13', 'module 13'],
    ['/Modules/13abc', 'module 13'],
    ['/HANDOUTS/Module-13', 'handout'],
  ])('%s answers %s with 200', async (path, expected) => {
    const res = await get(path);
    expect(res.status).toBe(200);
    expect(await title(res)).toBe(expected);
  });

  it('serves the fallback viewer (the 404 page) with 200 for a module id without a page', async () => {
    const res = await get('/modules/99');
    expect(res.status).toBe(200);
    expect(await title(res)).toBe('not found');
  });

  it('answers 404 with the not-found page for anything else, including /404.html itself', async () => {
    for (const path of ['/nope', '/404.html', '/modules/13/x']) {
      const res = await get(path);
      expect(res.status).toBe(404);
      expect(await title(res)).toBe('not found');
    }
  });

  it('refuses other methods', async () => {
    const res = await createSiteHandler(site)(new Request('http://site/', { method: 'DELETE' }));
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET, HEAD');
  });

  it('compresses text with brotli or gzip as the client accepts', async () => {
    const br = await get('/', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(FILES['index.html']);
    const gz = await get('/', { 'accept-encoding': 'gzip' });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(FILES['index.html']);
    const refused = await get('/', { 'accept-encoding': 'br;q=0, gzip;q=0' });
    expect(refused.headers.get('content-encoding')).toBeNull();
    expect(refused.headers.get('vary')).toBe('Accept-Encoding');
  });

  it.each([
    ['br;q=0, gzip', 'gzip'],
    ['BR, GZIP', 'br'],
    ['gzip;q=1, br;q=0.5', 'gzip'],
    ['*', 'br'],
    ['*;q=0', null],
    [' br ; q=0 , gzip ; q=0.8 ', 'gzip'],
  ])('reads Accept-Encoding %j as its q-values say: %s', async (acceptEncoding, expected) => {
    const res = await get('/', { 'accept-encoding': acceptEncoding });
    expect(res.headers.get('content-encoding')).toBe(expected);
    expect(res.headers.get('vary')).toBe('Accept-Encoding');
    const bytes = Buffer.from(await res.arrayBuffer());
    const text = expected === 'br' ? brotliDecompressSync(bytes) : expected === 'gzip' ? gunzipSync(bytes) : bytes;
    expect(text.toString()).toBe(FILES['index.html']);
    expect(Number(res.headers.get('content-length'))).toBe(bytes.byteLength);
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    const res = await createSiteHandler(site)(new Request('http://site/', { method: 'HEAD', headers: { 'accept-encoding': 'br' } }));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(Number(res.headers.get('content-length'))).toBeGreaterThan(0);
    expect(await res.text()).toBe('');
  });

  it('caches hashed assets for a year and revalidates pages', async () => {
    expect((await get('/_astro/app.js')).headers.get('cache-control')).toContain('immutable');
    expect((await get('/')).headers.get('cache-control')).toContain('must-revalidate');
  });

  it('allows exactly the inline scripts of the build in its Content-Security-Policy', async () => {
    const csp = (await get('/')).headers.get('content-security-policy') ?? '';
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(/^default-src 'self'; script-src 'self' 'sha256-/);
    const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1]?.split(' ') ?? [];
    expect(scriptSrc.filter((s) => s.startsWith("'sha256-"))).toHaveLength(6);
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    // The site search compiles WebAssembly; JavaScript eval stays forbidden.
    expect(scriptSrc).toContain("'wasm-unsafe-eval'");
    expect(scriptSrc).not.toContain("'unsafe-eval'");
  });
});
