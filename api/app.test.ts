import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createApp } from './app.ts';
import { testContent } from './test-content.ts';

const jsonHeaders = { 'Content-Type': 'application/json' };
const valid = JSON.stringify({ income: 45_000, familySize: 3, zipCode: '30301' });

describe('createApp', () => {
  it('is a plain fetch handler: a web-standard Request in, a Response out', async () => {
    const res = await createApp({ content: testContent, logLevel: 'silent' }).fetch(new Request('http://x/api/modules'));
    expect(res).toBeInstanceOf(Response);
    expect(res.status).toBe(200);
    expect(Array.isArray(await res.json())).toBe(true);
  });

  it('works as an `export default { fetch }` module', async () => {
    const worker: { fetch: (request: Request) => Response | Promise<Response> } = createApp({ content: testContent, logLevel: 'silent' });
    const res = await worker.fetch(new Request('http://x/api/health'));
    expect(res.status).toBe(200);
  });

  // Every endpoint and every status of the error catalogue, through the whole app.
  it.each([
    ['GET', '/api/modules', undefined, {}, 200],
    ['GET', '/api/modules/13', undefined, {}, 200],
    ['GET', '/api/resources', undefined, {}, 200],
    ['GET', '/api/faqs', undefined, {}, 200],
    ['POST', '/api/subsidy-calculation', valid, jsonHeaders, 200],
    ['GET', '/api/health', undefined, {}, 200],
    ['GET', '/api/openapi.json', undefined, {}, 200],
    ['GET', '/api/modules/x', undefined, {}, 400],
    ['POST', '/api/subsidy-calculation', '{}', jsonHeaders, 400],
    ['GET', '/api/modules/12', undefined, {}, 404],
    ['GET', '/api/unknown', undefined, {}, 404],
    ['GET', '/', undefined, {}, 404],
    ['PATCH', '/api/faqs', undefined, {}, 405],
    ['POST', '/api/subsidy-calculation', `{"a":"${'x'.repeat(16_400)}"}`, jsonHeaders, 413],
    ['POST', '/api/subsidy-calculation', valid, { 'Content-Type': 'text/plain' }, 415],
  ] as const)('%s %s → %i', async (method, path, body, headers, status) => {
    const res = await createApp({ content: testContent, logLevel: 'silent' }).request(path, { method, body: body ?? null, headers });
    expect(res.status).toBe(status);
    expect(res.headers.get('Content-Type')).toBe('application/json; charset=UTF-8');
    const parsed = await res.json();
    if (status >= 400) expect(parsed).toEqual({ error: expect.any(String), issues: expect.any(Array) });
  });

  it('answers a plain OPTIONS on a known path with 204 and Allow, and no body or JSON headers', async () => {
    const res = await createApp({ content: testContent, logLevel: 'silent' }).request('/api/modules/13', { method: 'OPTIONS' });
    expect(res.status).toBe(204);
    expect(res.headers.get('Allow')).toBe('GET, HEAD, OPTIONS');
    expect(res.headers.get('Content-Type')).toBeNull();
    expect(res.headers.get('Cache-Control')).toBeNull();
    expect(res.headers.get('X-Request-Id')).toBeTruthy();
    expect(await res.text()).toBe('');
  });

  it('answers 429 once a client is over its limit', async () => {
    const app = createApp({ content: testContent, logLevel: 'silent', rateLimit: { max: 0 } });
    const res = await app.request('/api/subsidy-calculation', { method: 'POST', body: valid, headers: jsonHeaders });
    expect(res.status).toBe(429);
  });
});

describe('HTTP caching (docs/operations.md, "A CDN in front of the API")', () => {
  const app = createApp({ content: testContent, logLevel: 'silent', rateLimit: false });
  const CONTENT = /^public, max-age=\d+, stale-while-revalidate=\d+$/;

  // The reads that change only with a deploy: the content, the OpenAPI document, the ZIP code tables.
  it.each(['/api/modules', '/api/modules/13', '/api/faqs', '/api/resources', '/api/openapi.json', '/api/zip-codes/15501'])(
    'GET %s: a strong ETag, public caching, and a bodiless 304 for If-None-Match',
    async (path) => {
      const first = await app.request(path);
      expect(first.status).toBe(200);
      const tag = first.headers.get('ETag');
      expect(tag).toMatch(/^"[^"]+"$/);
      expect(first.headers.get('Cache-Control')).toMatch(CONTENT);

      const again = await app.request(path, { headers: { 'If-None-Match': tag ?? '' } });
      expect(again.status).toBe(304);
      expect(await again.text()).toBe('');
      expect(again.headers.get('ETag')).toBe(tag);
      expect(again.headers.get('Cache-Control')).toBe(first.headers.get('Cache-Control'));
      expect(again.headers.get('X-Request-Id')).toBeTruthy();
      expect(again.headers.get('X-Content-Type-Options')).toBe('nosniff');

      const head = await app.request(path, { method: 'HEAD', headers: { 'If-None-Match': tag ?? '' } });
      expect(head.status).toBe(304);
    },
  );

  it.each([
    ['GET', '/api/modules/x', 400],
    ['GET', '/api/modules/12', 404],
    ['GET', '/api/zip-codes/1234', 400],
    ['GET', '/api/zip-codes/00601', 400],
    ['PATCH', '/api/faqs', 405],
    ['GET', '/api/unknown', 404],
    ['POST', '/api/subsidy-calculation', 400],
  ] as const)('never caches an error: %s %s → %i, no-store and no ETag', async (method, path, status) => {
    const res = await app.request(path, {
      method,
      body: method === 'GET' ? null : '{}',
      headers: { 'If-None-Match': '*', 'Content-Type': 'application/json' },
    });
    expect(res.status).toBe(status);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    expect(res.headers.get('ETag')).toBeNull();
  });

  it.each([
    ['POST', '/api/subsidy-calculation', valid],
    ['GET', '/api/health', null],
  ] as const)('keeps %s %s out of every cache', async (method, path, body) => {
    const res = await app.request(path, { method, body, headers: jsonHeaders });
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    expect(res.headers.get('ETag')).toBeNull();
  });
});

describe('runtime-agnostic app code', () => {
  // api/tsconfig.json type-checks the app without @types/node; this catches the same mistake
  // without a compiler run, and names the file.
  const root = import.meta.dirname;
  const appFiles = (readdirSync(root, { recursive: true }) as string[])
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && !f.startsWith('node'))
    .map((f) => join(root, f));

  it.each(appFiles.map((f) => [relative(root, f), f]))('%s uses no Node-only API', (_name, file) => {
    const source = readFileSync(file, 'utf8');
    expect(source).not.toMatch(/from ['"]node:|\bprocess\.|\bBuffer\b|require\(|@hono\/node-server/);
  });
});
