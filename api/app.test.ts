import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createApp } from './app.ts';
import { testContent } from './test-content.ts';

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

  const json = { 'Content-Type': 'application/json' };
  const valid = JSON.stringify({ income: 45_000, familySize: 3, zipCode: '30301' });
  // Every endpoint and every status of the error catalogue, through the whole app.
  it.each([
    ['GET', '/api/modules', undefined, {}, 200],
    ['GET', '/api/modules/13', undefined, {}, 200],
    ['GET', '/api/resources', undefined, {}, 200],
    ['GET', '/api/faqs', undefined, {}, 200],
    ['POST', '/api/subsidy-calculation', valid, json, 200],
    ['GET', '/api/health', undefined, {}, 200],
    ['GET', '/api/openapi.json', undefined, {}, 200],
    ['GET', '/api/modules/x', undefined, {}, 400],
    ['POST', '/api/subsidy-calculation', '{}', json, 400],
    ['GET', '/api/modules/12', undefined, {}, 404],
    ['GET', '/api/unknown', undefined, {}, 404],
    ['GET', '/', undefined, {}, 404],
    ['PATCH', '/api/faqs', undefined, {}, 405],
    ['POST', '/api/subsidy-calculation', `{"a":"${'x'.repeat(16_400)}"}`, json, 413],
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
    const res = await app.request('/api/subsidy-calculation', { method: 'POST', body: valid, headers: json });
    expect(res.status).toBe(429);
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
