import { describe, expect, it } from 'vitest';
import { createApp } from '../../app.ts';
import { Logger } from '../../logger.ts';

function appWithLog() {
  const lines: Record<string, unknown>[] = [];
  const app = createApp({ logger: new Logger({ write: (line) => lines.push(JSON.parse(line)) }) });
  return { app, lines };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('request id and access log', () => {
  it('generates a UUID, echoes it and logs one line with id, method, path, status and ms', async () => {
    const { app, lines } = appWithLog();
    const res = await app.request('/api/modules/13');
    const id = res.headers.get('X-Request-Id');
    expect(id).toMatch(UUID);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 'info', msg: 'request', requestId: id, method: 'GET', path: '/api/modules/13', status: 200 });
    expect(typeof lines[0]?.['ms']).toBe('number');
    expect(typeof lines[0]?.['time']).toBe('string');
  });

  it('keeps a sane incoming X-Request-Id', async () => {
    const { app, lines } = appWithLog();
    const res = await app.request('/api/nowhere', { headers: { 'X-Request-Id': 'lb-1234.abc:5' } });
    expect(res.headers.get('X-Request-Id')).toBe('lb-1234.abc:5');
    expect(lines[0]).toMatchObject({ requestId: 'lb-1234.abc:5', status: 404 });
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

  it('tags the error log of a 500 with the same request id', async () => {
    const { app, lines } = appWithLog();
    app.get('/api/boom', () => {
      throw new Error('kaput');
    });
    const res = await app.request('/api/boom');
    const id = res.headers.get('X-Request-Id');
    expect(res.status).toBe(500);
    expect(lines.map((l) => [l['level'], l['requestId']])).toEqual([
      ['error', id],
      ['info', id],
    ]);
  });
});
