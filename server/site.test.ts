import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { Hono } from 'hono';
import { beforeAll, describe, expect, it } from 'vitest';
import { sha256Source } from '#lib/build/csp-meta.ts';
import { precompressDir } from '#lib/build/precompress.ts';
import { createLogger, linesTo } from '../api/logger.ts';
import { testContent } from '../api/test-content.ts';
import { createProductionApp } from './index.ts';
import { readBuiltSite, siteRoutes } from './site.ts';

/** A built page as the build writes it: its policy meta, with its own inline script's hash, first. */
const page = (title: string) => {
  const script = `console.log("${title}")`;
  const policy = `default-src 'self'; connect-src 'self'; script-src 'self' 'wasm-unsafe-eval' '${sha256Source(script)}'; style-src-attr 'unsafe-inline'`;
  return `<!doctype html><meta http-equiv="content-security-policy" content="${policy}"><title>${title}</title><script>${script}</script>${'<p>padding</p>'.repeat(200)}`;
};
const FILES: Record<string, string> = {
  'index.html': page('home'),
  'modules/index.html': page('modules'),
  'modules/13/index.html': page('module 13'),
  'faq/index.html': page('faq'),
  'handouts/module-13/index.html': page('handout'),
  '404.html': page('not found'),
  '_astro/app.js': 'export const x = 1;'.repeat(100),
  'favicon.svg': '<svg/>',
  'admin/index.html': `<!doctype html><meta http-equiv="content-security-policy" content="default-src 'self'; script-src 'self' 'unsafe-eval'; connect-src 'self' https://api.github.com"><title>editor</title>`,
};
let dir: string;
let site: Hono;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'site-'));
  for (const [path, body] of Object.entries(FILES)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), body);
  }
  await precompressDir(dir);
  site = siteRoutes(dir);
});

const get = async (path: string, headers: Record<string, string> = {}) => site.request(path, { headers });
const title = async (res: Response) => /<title>(.*?)<\/title>/.exec(await res.text())?.[1];

describe('production site handler', () => {
  it('learns the pre-rendered module ids and other pages from the build', () => {
    const { routes } = readBuiltSite(dir);
    expect(routes.moduleIds).toEqual([13]);
    expect(routes.extraPages).toEqual(expect.arrayContaining(['/modules', '/faq', '/handouts/module-13']));
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
    const res = await site.request('/', { method: 'DELETE' });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET, HEAD');
  });

  it('sends the copy the build compressed, brotli or gzip, as the client accepts', async () => {
    const br = await get('/', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toBe('Accept-Encoding');
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(FILES['index.html']);
    const gz = await get('/', { 'accept-encoding': 'gzip' });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(FILES['index.html']);
    const plain = await get('/');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toBe('Accept-Encoding');
    expect(await plain.text()).toBe(FILES['index.html']);
  });

  it.each(['br;q=0, gzip;q=0', 'identity', 'BR;q=0'])('never sends an encoding that %j refuses', async (acceptEncoding) => {
    const res = await get('/', { 'accept-encoding': acceptEncoding });
    expect(res.headers.get('content-encoding')).toBeNull();
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes.toString()).toBe(FILES['index.html']);
    expect(Number(res.headers.get('content-length'))).toBe(bytes.byteLength);
  });

  it('answers the not-found page compressed too, with its 404', async () => {
    const res = await get('/nope', { 'accept-encoding': 'br' });
    expect(res.status).toBe(404);
    expect(res.headers.get('content-encoding')).toBe('br');
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    const res = await site.request('/', { method: 'HEAD', headers: { 'accept-encoding': 'br' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(Number(res.headers.get('content-length'))).toBeGreaterThan(0);
    expect(await res.text()).toBe('');
  });

  it('caches hashed assets for a year, icons for a day, and revalidates pages', async () => {
    expect((await get('/_astro/app.js')).headers.get('cache-control')).toContain('immutable');
    expect((await get('/favicon.svg')).headers.get('cache-control')).toBe('public, max-age=86400');
    expect((await get('/')).headers.get('cache-control')).toContain('must-revalidate');
    expect((await get('/faq')).headers.get('cache-control')).toContain('must-revalidate');
  });

  it('sends the pages’ metas as a Content-Security-Policy header, each directive as they allow it, framing refused', async () => {
    const csp = (await get('/')).headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/^default-src 'self'; connect-src 'self'; script-src 'self' 'wasm-unsafe-eval' 'sha256-/);
    const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1]?.split(' ') ?? [];
    // One hash per page of the build: each page's meta allows its own inline script.
    expect(scriptSrc.filter((s) => s.startsWith("'sha256-"))).toHaveLength(6);
    expect(scriptSrc).toContain(`'${sha256Source('console.log("module 13")')}'`);
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(csp).toContain("style-src-attr 'unsafe-inline'");
    // A meta cannot refuse framing; the header does.
    expect(csp).toMatch(/; frame-ancestors 'none'$/);
  });

  it('keeps the content editor’s policy apart: its own header, its sign-in popup’s opener kept, the site’s pages untouched', async () => {
    for (const path of ['/admin/', '/admin']) {
      const editor = await get(path);
      expect(await title(editor)).toBe('editor');
      expect(editor.headers.get('content-security-policy')).toBe(
        "default-src 'self'; script-src 'self' 'unsafe-eval'; connect-src 'self' https://api.github.com; frame-ancestors 'none'",
      );
      expect(editor.headers.get('cross-origin-opener-policy')).toBe('same-origin-allow-popups');
    }
    const home = await get('/');
    expect(home.headers.get('content-security-policy')).not.toContain("'unsafe-eval'");
    expect(home.headers.get('content-security-policy')).not.toContain('api.github.com');
    expect(home.headers.get('cross-origin-opener-policy')).toBe('same-origin');
  });

  it('will not serve a build with a page that has no policy meta', () => {
    const old = mkdtempSync(join(tmpdir(), 'site-'));
    writeFileSync(join(old, 'index.html'), page('home'));
    writeFileSync(join(old, '404.html'), '<!doctype html><title>not found</title>');
    expect(() => siteRoutes(old)).toThrow('/404.html has no Content-Security-Policy meta');
  });
});

describe('production server: the API and the site on one app', () => {
  function server() {
    const lines: Record<string, unknown>[] = [];
    const app = createProductionApp({
      content: testContent,
      distDir: dir,
      logger: createLogger({ destination: linesTo((line) => lines.push(line)) }),
    });
    return { app, lines };
  }

  it('answers /api with the API: JSON, its own headers, its JSON 404', async () => {
    const { app } = server();
    const modules = await app.request('/api/modules');
    expect(modules.status).toBe(200);
    expect(modules.headers.get('content-type')).toContain('application/json');
    const missing = await app.request('/api/nope');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ error: expect.stringContaining('/api/nope') });
    expect(missing.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect((await app.request('/api/modules', { method: 'DELETE' })).status).toBe(405);
  });

  it('answers /api in any casing with the API, in JSON', async () => {
    const { app } = server();
    const modules = await app.request('/API/modules');
    expect(modules.status).toBe(200);
    expect(modules.headers.get('content-type')).toContain('application/json');
    const missing = await app.request('/Api/Nope');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ error: expect.any(String), issues: [] });
    expect((await app.request('/apiary')).headers.get('content-type')).toContain('text/html');
  });

  it('answers everything else with the site and the pages’ own policy', async () => {
    const { app } = server();
    const home = await app.request('/');
    expect(await title(home)).toBe('home');
    expect(home.headers.get('content-security-policy')).toMatch(/^default-src 'self'/);
    expect(home.headers.get('permissions-policy')).toContain('camera=()');
    const missing = await app.request('/nope');
    expect(missing.status).toBe(404);
    expect(await title(missing)).toBe('not found');
  });

  it("answers the content editor's sign-in with its own page policy, its opener kept", async () => {
    const app = createProductionApp({
      content: testContent,
      distDir: dir,
      logLevel: 'silent',
      cms: { clientId: 'id', clientSecret: 'secret', siteOrigin: 'http://127.0.0.1:4321' },
    });
    const res = await app.request('http://127.0.0.1:4321/api/cms/auth');
    expect(res.status).toBe(302);
    expect(res.headers.get('Location')).toContain('redirect_uri=http%3A%2F%2F127.0.0.1%3A4321%2Fapi%2Fcms%2Fcallback');
    expect(res.headers.get('cross-origin-opener-policy')).toBe('unsafe-none');
    expect(res.headers.get('content-security-policy')).toMatch(/^default-src 'none'; script-src 'nonce-/);
    expect((await app.request('/modules/13')).headers.get('cross-origin-opener-policy')).toBe('same-origin');
  });

  it('gives pages a request id and one log line each, as the API', async () => {
    const { app, lines } = server();
    const res = await app.request('/modules/13', { headers: { 'X-Request-Id': 'page-1' } });
    expect(res.headers.get('X-Request-Id')).toBe('page-1');
    expect(lines).toEqual([expect.objectContaining({ msg: 'request', requestId: 'page-1', path: '/modules/13', status: 200 })]);
  });
});
