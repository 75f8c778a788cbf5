import { zValidator } from '@hono/zod-validator';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { ApiEnv } from '../../context.ts';
import type { ErrorBody } from '../../errors/index.ts';
import { defaultHook, errorHandler } from '../../errors/index.ts';
import { createLogger } from '../../logger.ts';
import { bodySizeLimit, jsonContentType, MAX_BODY_BYTES, wellFormedJson } from './index.ts';

// The chain of a JSON route (api/routes/subsidy): 415, 413, 400 for the syntax, then the schema.
const schema = z.object({ income: z.number().int(), zipCode: z.string() });
const app = new Hono<ApiEnv>()
  .post('/', jsonContentType, bodySizeLimit(), wellFormedJson(), zValidator('json', schema, defaultHook), (c) =>
    c.json({ got: c.req.valid('json') }),
  )
  .onError(errorHandler(createLogger({ level: 'silent' })));

function send(body: BodyInit | null, headers: Record<string, string> = { 'Content-Type': 'application/json' }) {
  return app.request('/', { method: 'POST', body, headers });
}

async function expectError(res: Response, status: number, error: RegExp) {
  expect(res.status).toBe(status);
  const body = await res.json();
  expect(body.error).toMatch(error);
  expect(Array.isArray(body.issues)).toBe(true);
  return body as ErrorBody;
}

describe('a JSON body', () => {
  it('passes a valid body on, parsed', async () => {
    const res = await send('{"income": 1, "zipCode": "30301", "extra": true}');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ got: { income: 1, zipCode: '30301' } });
  });

  it.each(['application/json; charset=utf-8', 'Application/JSON', 'application/json;charset="UTF-8"', 'application/merge-patch+json'])(
    'accepts Content-Type %s',
    async (type) => {
      expect((await send('{"income":1,"zipCode":"x"}', { 'Content-Type': type })).status).toBe(200);
    },
  );

  it.each([
    ['no Content-Type', {}],
    ['text/plain', { 'Content-Type': 'text/plain' }],
    ['a form', { 'Content-Type': 'application/x-www-form-urlencoded' }],
    ['a JSON look-alike', { 'Content-Type': 'application/jsonp' }],
    ['another charset', { 'Content-Type': 'application/json; charset=latin1' }],
  ])('answers 415 for %s', async (_name, headers) => {
    await expectError(await send('{"income":1,"zipCode":"x"}', headers), 415, /Content-Type must be application\/json/);
  });

  it('answers 413 above 16 KB by Content-Length, before reading', async () => {
    let pulled = false;
    const body = new ReadableStream<Uint8Array>(
      {
        pull() {
          pulled = true;
        },
      },
      { highWaterMark: 0 },
    );
    const res = await app.request('/', {
      method: 'POST',
      body,
      headers: { 'Content-Type': 'application/json', 'Content-Length': String(MAX_BODY_BYTES + 1) },
      duplex: 'half',
    } as RequestInit);
    await expectError(res, 413, /larger than 16384 bytes/);
    expect(pulled).toBe(false);
  });

  it('reads a body with a Content-Length in one go, and still refuses one longer than declared', async () => {
    const small = '{"income":1,"zipCode":"x"}';
    const ok = await send(small, { 'Content-Type': 'application/json', 'Content-Length': String(small.length) });
    expect(ok.status).toBe(200);
    const big = JSON.stringify({ income: 1, zipCode: 'x'.repeat(MAX_BODY_BYTES) });
    await expectError(await send(big, { 'Content-Type': 'application/json', 'Content-Length': '10' }), 413, /larger than/);
  });

  it('answers 413 for a body past 16 KB without a Content-Length', async () => {
    const big = JSON.stringify({ income: 1, zipCode: 'x'.repeat(MAX_BODY_BYTES) });
    await expectError(await send(big), 413, /larger than 16384 bytes/);
  });

  it('answers 413 for a chunked body that grows past the limit', async () => {
    const chunk = new TextEncoder().encode(' '.repeat(4096));
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ < 10) controller.enqueue(chunk);
        else controller.close();
      },
    });
    const res = await app.request('/', {
      method: 'POST',
      body: stream,
      headers: { 'Content-Type': 'application/json' },
      duplex: 'half',
    } as RequestInit);
    await expectError(res, 413, /larger than/);
    expect(sent).toBeLessThan(10);
  });

  it('accepts a body of exactly 16 KB', async () => {
    const base = JSON.stringify({ income: 1, zipCode: '' });
    const exact = base.replace('""', `"${'x'.repeat(MAX_BODY_BYTES - base.length)}"`);
    expect(new TextEncoder().encode(exact).byteLength).toBe(MAX_BODY_BYTES);
    expect((await send(exact)).status).toBe(200);
  });

  it('answers 400 for an empty body', async () => {
    await expectError(await send(null), 400, /empty/);
    await expectError(await send(''), 400, /empty/);
  });

  it('answers 400 for malformed JSON without echoing parser text', async () => {
    const body = await expectError(await send('{"income": 1,'), 400, /^Request body is not valid JSON$/);
    expect(body.issues).toEqual([]);
  });

  it('answers 400 for bytes that are not UTF-8', async () => {
    await expectError(await send(new Uint8Array([0x22, 0xff, 0xfe, 0x22])), 400, /not valid JSON/);
  });

  it('answers 400 with issues naming each field', async () => {
    const body = await expectError(await send('{"income": 1.5}'), 400, /Invalid request body/);
    expect(body.issues.map((i) => i.path)).toEqual(['income', 'zipCode']);
  });

  it.each(['null', '[]', '"text"', '42'])('answers 400 for the JSON value %s', async (json) => {
    await expectError(await send(json), 400, /Invalid request body/);
  });
});
