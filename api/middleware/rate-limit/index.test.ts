import { afterEach, describe, expect, it, vi } from 'vitest';
import { type ApiOptions, createApp } from '../../app.ts';
import { testContent } from '../../test-content.ts';

const BODY = JSON.stringify({ income: 45_000, familySize: 3, zipCode: '30301' });

function post(app: ReturnType<typeof createApp>, headers: Record<string, string> = {}) {
  return app.request('/api/subsidy-calculation', {
    method: 'POST',
    body: BODY,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}

const appWith = (options: Omit<ApiOptions, 'content'>) => createApp({ content: testContent, logLevel: 'silent', ...options });

describe('rate limit on POST /api/subsidy-calculation', () => {
  it('counts down in RateLimit headers, then answers 429 with Retry-After', async () => {
    const app = appWith({ rateLimit: { max: 2, windowMs: 60_000 } });
    const first = await post(app);
    expect(first.status).toBe(200);
    expect(first.headers.get('RateLimit-Limit')).toBe('2');
    expect(first.headers.get('RateLimit-Remaining')).toBe('1');
    expect((await post(app)).headers.get('RateLimit-Remaining')).toBe('0');

    const limited = await post(app);
    expect(limited.status).toBe(429);
    const retryAfter = Number(limited.headers.get('Retry-After'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    const body = await limited.json();
    expect(body.error).toMatch(/^Too many requests/);
    expect(body.issues).toEqual([]);
  });

  it('counts invalid requests too, and only the POST', async () => {
    const app = appWith({ rateLimit: { max: 1 } });
    const invalid = await app.request('/api/subsidy-calculation', {
      method: 'POST',
      body: '{}',
      headers: { 'Content-Type': 'application/json' },
    });
    expect(invalid.status).toBe(400);
    expect((await post(app)).status).toBe(429);
    expect((await app.request('/api/modules')).status).toBe(200);
  });

  it('keys clients by the address the runtime reports', async () => {
    let address = '10.0.0.1';
    const app = appWith({ rateLimit: { max: 1 }, clientAddress: () => address });
    expect((await post(app)).status).toBe(200);
    expect((await post(app)).status).toBe(429);
    address = '10.0.0.2';
    expect((await post(app)).status).toBe(200);
  });

  it('ignores X-Forwarded-For unless trustProxy is set, since any client can forge it', async () => {
    const app = appWith({ rateLimit: { max: 1 }, clientAddress: () => '10.0.0.9' });
    expect((await post(app, { 'X-Forwarded-For': '1.1.1.1' })).status).toBe(200);
    expect((await post(app, { 'X-Forwarded-For': '2.2.2.2' })).status).toBe(429);
  });

  it('with trustProxy: 1 takes the client from the right end of X-Forwarded-For', async () => {
    const app = appWith({ rateLimit: { max: 1 }, trustProxy: 1, clientAddress: () => '10.0.0.9' });
    // The proxy appends the real client; a forged left-hand entry changes nothing.
    expect((await post(app, { 'X-Forwarded-For': 'forged, 3.3.3.3' })).status).toBe(200);
    expect((await post(app, { 'X-Forwarded-For': 'other-forgery, 3.3.3.3' })).status).toBe(429);
    expect((await post(app, { 'X-Forwarded-For': '4.4.4.4' })).status).toBe(200);
  });

  it('can be turned off', async () => {
    const app = appWith({ rateLimit: false });
    for (let i = 0; i < 5; i++) expect((await post(app)).status).toBe(200);
  });
});

describe('the in-memory counters', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('start a new window when the old one ends', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    const app = appWith({ rateLimit: { max: 1, windowMs: 2_000 } });
    expect((await post(app)).status).toBe(200);
    const limited = await post(app);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('Retry-After')).toBe('2');
    vi.advanceTimersByTime(1_000);
    expect((await post(app)).headers.get('Retry-After')).toBe('1');
    vi.advanceTimersByTime(1_000);
    const next = await post(app);
    expect(next.status).toBe(200);
    expect(next.headers.get('RateLimit-Remaining')).toBe('0');
  });

  it('are per process: two apps each allow the full limit (REDIS_URL shares them; api/node/redis.test.ts)', async () => {
    const a = appWith({ rateLimit: { max: 1 } });
    const b = appWith({ rateLimit: { max: 1 } });
    expect((await post(a)).status).toBe(200);
    expect((await post(b)).status).toBe(200);
    expect((await post(a)).status).toBe(429);
  });
});
