import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { CONTENT_CACHE_CONTROL, cacheableRead, fixedETag } from './index.ts';

// A content GET and its failure, with a header set before the route as hono/request-id and CORS set theirs.
function appServing(body: () => string) {
  return new Hono()
    .use(async (c, next) => {
      c.header('X-Request-Id', 'req-1');
      c.header('Access-Control-Allow-Origin', 'https://site.example');
      await next();
    })
    .use(...cacheableRead)
    .get('/items', (c) => c.json(JSON.parse(body())))
    .get('/broken', (c) => c.json({ error: 'no' }, 404, { 'Cache-Control': 'no-store' }));
}

describe('cacheableRead', () => {
  it('answers a strong ETag and the content Cache-Control', async () => {
    const res = await appServing(() => '[1,2]').request('/items');
    expect(res.status).toBe(200);
    expect(res.headers.get('ETag')).toMatch(/^"[0-9a-f]+"$/);
    expect(res.headers.get('Cache-Control')).toBe(CONTENT_CACHE_CONTROL);
    expect(CONTENT_CACHE_CONTROL).toMatch(/^public, max-age=\d+, stale-while-revalidate=\d+$/);
  });

  it('answers a matching If-None-Match with a bodiless 304 that keeps the cache, id and CORS headers', async () => {
    const app = appServing(() => '[1,2]');
    const tag = (await app.request('/items')).headers.get('ETag') ?? '';
    const res = await app.request('/items', { headers: { 'If-None-Match': `"other", ${tag}` } });
    expect(res.status).toBe(304);
    expect(await res.text()).toBe('');
    expect(res.headers.get('ETag')).toBe(tag);
    expect(res.headers.get('Cache-Control')).toBe(CONTENT_CACHE_CONTROL);
    expect(res.headers.get('X-Request-Id')).toBe('req-1');
    expect(res.headers.get('Access-Control-Allow-Origin')).toBe('https://site.example');
    expect(res.headers.get('Content-Type')).toBeNull();
  });

  it('answers the body again once it has changed (a new deploy)', async () => {
    let body = '[1,2]';
    const app = appServing(() => body);
    const tag = (await app.request('/items')).headers.get('ETag') ?? '';
    body = '[1,2,3]';
    const res = await app.request('/items', { headers: { 'If-None-Match': tag } });
    expect(res.status).toBe(200);
    expect(res.headers.get('ETag')).not.toBe(tag);
    expect(await res.json()).toEqual([1, 2, 3]);
  });

  it('leaves an error uncached and without an ETag', async () => {
    const res = await appServing(() => '[]').request('/broken', { headers: { 'If-None-Match': '*' } });
    expect(res.status).toBe(404);
    expect(res.headers.get('ETag')).toBeNull();
    expect(res.headers.get('Cache-Control')).toBe('no-store');
  });

  it('takes a tag worked out once (fixedETag): the one it would have hashed itself, answered 304 alike', async () => {
    const hashed = (await appServing(() => '[1,2]').request('/items')).headers.get('ETag');
    let hashes = 0;
    const tag = fixedETag(() => {
      hashes += 1;
      return JSON.stringify([1, 2]);
    });
    const app = new Hono().use(...cacheableRead).get('/items', async (c) => c.json([1, 2], 200, { ETag: await tag() }));
    expect((await app.request('/items')).headers.get('ETag')).toBe(hashed);
    const res = await app.request('/items', { headers: { 'If-None-Match': hashed ?? '' } });
    expect(res.status).toBe(304);
    expect(res.headers.get('Cache-Control')).toBe(CONTENT_CACHE_CONTROL);
    expect(hashes).toBe(1);
  });
});
