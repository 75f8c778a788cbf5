import { zValidator } from '@hono/zod-validator';
import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { methodNotAllowed } from 'hono/method-not-allowed';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { toIssues } from '#subsidy';
import type { ApiEnv } from '../context.ts';
import { createLogger } from '../logger.ts';
import { asError, defaultHook, errorBodySchema, errorHandler, httpError, noRoute, wrongMethod } from './index.ts';

function appWith(route: (app: Hono<ApiEnv>) => void) {
  const lines: string[] = [];
  const app = new Hono<ApiEnv>();
  app.use(methodNotAllowed({ app, onMethodNotAllowed: wrongMethod }));
  route(app);
  app.onError(errorHandler(createLogger({ destination: { write: (line: string) => lines.push(line) } })));
  app.notFound(noRoute);
  return { app, lines };
}

describe('error path', () => {
  it('answers a known failure with its status, message, issues and headers', async () => {
    const { app } = appWith((a) =>
      a.get('/x', (c) => {
        c.header('Retry-After', '7');
        throw httpError(429, 'Slow down', [{ path: 'a', message: 'b' }]);
      }),
    );
    const res = await app.request('/x');
    expect(res.status).toBe(429);
    expect(res.headers.get('Retry-After')).toBe('7');
    expect(res.headers.get('Content-Type')).toMatch(/^application\/json/);
    expect(await res.json()).toEqual({ error: 'Slow down', issues: [{ path: 'a', message: 'b' }] });
  });

  it('always includes an issues array', async () => {
    const { app } = appWith((a) =>
      a.get('/x', () => {
        throw httpError(404, 'Gone');
      }),
    );
    expect(errorBodySchema.parse(await (await app.request('/x')).json()).issues).toEqual([]);
  });

  it("replaces Hono's own error text with ours", async () => {
    const { app } = appWith((a) =>
      a.get('/x', () => {
        throw new HTTPException(400, { message: 'Malformed JSON in request body', res: new Response('framework text') });
      }),
    );
    const res = await app.request('/x');
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: 'Bad request', issues: [] });
  });

  it('answers an unexpected error with a generic 500 and logs the detail with the stack', async () => {
    const { app, lines } = appWith((a) =>
      a.get('/x', () => {
        throw new Error('database password is hunter2');
      }),
    );
    const res = await app.request('/x');
    const text = await res.text();
    expect(res.status).toBe(500);
    expect(JSON.parse(text)).toEqual({ error: 'Internal server error', issues: [] });
    expect(text).not.toContain('hunter2');
    expect(text).not.toContain('at ');
    const logged = JSON.parse(lines.at(-1) ?? '{}');
    expect(logged).toMatchObject({ level: 'error', msg: 'unhandled error', method: 'GET', path: '/x' });
    expect(logged.err.stack).toContain('hunter2');
    expect(logged.err.stack).toContain('index.test.ts');
  });

  it('answers a client that went away mid-request with 499, logging nothing of its own (the access log says it once)', async () => {
    const { app, lines } = appWith((a) =>
      a.post('/x', () => {
        throw Object.assign(new Error('aborted'), { code: 'ECONNRESET' });
      }),
    );
    const res = await app.request('/x', { method: 'POST', body: '{' });
    expect(res.status).toBe(499);
    expect(lines).toEqual([]);
  });

  it('treats a 5xx HTTPException as an internal error too', async () => {
    const { app } = appWith((a) =>
      a.get('/x', () => {
        throw new HTTPException(503, { message: 'upstream secret' });
      }),
    );
    const res = await app.request('/x');
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({ error: 'Internal server error', issues: [] });
  });

  it('makes anything thrown an Error, keeping what was thrown as the cause', () => {
    const error = asError('a string');
    expect(error).toBeInstanceOf(Error);
    expect(error.message).toBe('non-Error thrown: a string');
    expect(error.cause).toBe('a string');
    expect(asError({ code: 7 }).message).toBe('non-Error thrown: {"code":7}');
    expect(asError({ big: 'x'.repeat(2_000) }).message.length).toBeLessThan(600);
    const cyclic: Record<string, unknown> = {};
    cyclic['self'] = cyclic;
    expect(asError(cyclic).message).toBe('non-Error thrown: [object Object]');
    const original = new TypeError('x');
    expect(asError(original)).toBe(original);
  });

  it('answers an unknown route with 404 naming the method and path', async () => {
    const { app } = appWith(() => {});
    const res = await app.request('/nowhere', { method: 'PUT' });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: 'No route for PUT /nowhere', issues: [] });
  });

  it('answers a known path with the wrong method with 405 and Allow; a plain OPTIONS with 204', async () => {
    const { app } = appWith((a) => {
      a.get('/items/:id', (c) => c.text('x'));
      a.post('/items/:id', (c) => c.text('x'));
    });
    const res = await app.request('/items/7', { method: 'DELETE' });
    expect(res.status).toBe(405);
    expect(res.headers.get('Allow')).toBe('GET, HEAD, POST, OPTIONS');
    expect(await res.json()).toEqual({ error: 'Method DELETE not allowed; use GET or HEAD or POST', issues: [] });
    const options = await app.request('/items/7', { method: 'OPTIONS' });
    expect(options.status).toBe(204);
    expect(options.headers.get('Allow')).toBe('GET, HEAD, POST, OPTIONS');
  });

  it('shortens a huge path in the 404 message', async () => {
    const { app } = appWith(() => {});
    const body = await (await app.request(`/${'a'.repeat(5000)}`)).json();
    expect(body.error.length).toBeLessThan(150);
  });
});

describe('validation hook', () => {
  const schema = z.object({ income: z.number(), ages: z.array(z.number()) });

  it('names each field with a dotted path', () => {
    const parsed = schema.safeParse({ income: 'x', ages: [1, 'two'] });
    expect(parsed.success).toBe(false);
    if (parsed.success) return;
    expect(toIssues(parsed.error).map((i) => i.path)).toEqual(['income', 'ages.1']);
  });

  it('answers a 400 with those issues, or hands the parsed value on', async () => {
    const { app } = appWith((a) => a.post('/x', zValidator('json', schema, defaultHook), (c) => c.json(c.req.valid('json'))));
    const post = (body: unknown) =>
      app.request('/x', { method: 'POST', body: JSON.stringify(body), headers: { 'Content-Type': 'application/json' } });
    expect(await (await post({ income: 1, ages: [] })).json()).toEqual({ income: 1, ages: [] });
    const res = await post({});
    expect(res.status).toBe(400);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    const body = errorBodySchema.parse(await res.json());
    expect(body.error).toBe('Invalid request body');
    expect(body.issues.map((i) => i.path)).toEqual(['income', 'ages']);
  });

  it.each([
    ['id', 'Invalid module id'],
    ['zip', 'Invalid ZIP code'],
    ['other', 'Invalid request'],
  ])('words a 400 on the path parameter %s as %j', async (name, error) => {
    const params = z.object({ [name]: z.string().regex(/^\d+$/, 'must be digits') });
    const { app } = appWith((a) => a.get(`/x/:${name}`, zValidator('param', params, defaultHook), (c) => c.json({})));
    const res = await app.request('/x/abc');
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error, issues: [{ path: name, message: 'must be digits' }] });
  });
});
