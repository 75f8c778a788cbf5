import type { Handler } from 'hono';
import { createMiddleware } from 'hono/factory';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../app.ts';
import type { ApiEnv } from '../../context.ts';
import { createLogger, linesTo } from '../../logger.ts';
import { testContent } from '../../test-content.ts';

function appWithLog() {
  const lines: Record<string, unknown>[] = [];
  const app = createApp({ content: testContent, logger: createLogger({ destination: linesTo((line) => lines.push(line)) }) });
  return { app, lines };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('request id and access log', () => {
  it('generates a UUID, echoes it and logs one line with id, method, path, status and responseTime', async () => {
    const { app, lines } = appWithLog();
    const res = await app.request('/api/modules/13');
    const id = res.headers.get('X-Request-Id');
    expect(id).toMatch(UUID);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 'info', msg: 'request', requestId: id, method: 'GET', path: '/api/modules/13', status: 200 });
    expect(typeof lines[0]?.['responseTime']).toBe('number');
    expect(typeof lines[0]?.['time']).toBe('string');
  });

  it('keeps a sane incoming X-Request-Id', async () => {
    const { app, lines } = appWithLog();
    const res = await app.request('/api/nowhere', { headers: { 'X-Request-Id': 'lb-1234.abc:5' } });
    expect(res.headers.get('X-Request-Id')).toBe('lb-1234.abc:5');
    expect(lines[0]).toMatchObject({ requestId: 'lb-1234.abc:5', status: 404, level: 'info' });
  });

  it.each([
    ['too long', 'a'.repeat(129)],
    ['with spaces', 'a b'],
    ['with quotes and braces', '"}{"level":"error'],
  ])('replaces an incoming id %s', async (_name, incoming) => {
    const { app } = appWithLog();
    const res = await app.request('/api/health', { headers: { 'X-Request-Id': incoming } });
    expect(res.headers.get('X-Request-Id')).toMatch(UUID);
  });
});

describe('the error path, through the middleware', () => {
  // createApp's middleware runs for a route added afterwards too.
  function appWithRoute(path: string, ...handlers: Handler<ApiEnv>[]) {
    const lines: Record<string, unknown>[] = [];
    const app = createApp({ content: testContent, logger: createLogger({ destination: linesTo((line) => lines.push(line)) }) });
    app.get(path, ...(handlers as [Handler<ApiEnv>]));
    return { app, lines };
  }

  it.each([
    [
      'an Error thrown at once',
      () => {
        throw new Error('kaput');
      },
    ],
    ['an Error thrown later', () => Promise.reject(new Error('kaput'))],
    [
      'a string thrown',
      () => {
        throw 'kaput';
      },
    ],
    ['a plain object rejected', () => Promise.reject({ reason: 'kaput' })],
  ] as [string, Handler<ApiEnv>][])('sends %s down the one error path, headers, log lines and all', async (_name, endpoint) => {
    const { app, lines } = appWithRoute('/x', endpoint);
    const res = await app.request('/x');
    const id = res.headers.get('X-Request-Id');
    expect(res.status).toBe(500);
    expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(await res.json()).toEqual({ error: 'Internal server error', issues: [] });
    // The error line with the detail, then the access line (a 5xx, so at `error` too), both under
    // the request's id.
    expect(lines.map((l) => [l['msg'], l['level'], l['requestId']])).toEqual([
      ['unhandled error', 'error', id],
      ['request', 'error', id],
    ]);
    expect(JSON.stringify(lines[0]?.['err'])).toContain('kaput');
    expect(lines[0]).toMatchObject({ method: 'GET', path: '/x' });
    expect(lines[1]).toMatchObject({ msg: 'request', status: 500 });
  });

  it('gives an error raised by a middleware before the handler the headers and a request id too', async () => {
    const failing = createMiddleware(() => {
      throw new Error('outside');
    });
    const { app } = appWithRoute('/y', failing, (c) => c.json({}));
    const res = await app.request('/y');
    expect(res.status).toBe(500);
    expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(res.headers.get('X-Request-Id')).toMatch(UUID);
  });
});

describe('createApp', () => {
  it.each(['/api/modules', '/api/modules/13', '/api/faqs', '/api/resources', '/api/health', '/api/openapi.json'])(
    'answers GET %s',
    async (path) => {
      const res = await createApp({ content: testContent, logLevel: 'silent' }).fetch(new Request(`http://x${path}`));
      expect(res).toBeInstanceOf(Response);
      expect(res.status).toBe(200);
    },
  );
});
