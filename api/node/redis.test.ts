import { Redis } from 'ioredis';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startRedis, type TestRedis } from '../../tests/support/redis.ts';
import { createLogger, linesTo } from '../logger.ts';
import { testContent } from '../test-content.ts';
import type { RunningServer } from './listen.ts';
import { startApiServer } from './main.ts';

const BODY = JSON.stringify({ income: 45_000, familySize: 3, zipCode: '30301' });

function post(server: RunningServer) {
  return fetch(`${server.url}/api/subsidy-calculation`, {
    method: 'POST',
    body: BODY,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** An API server on a free port counting in `url`'s Redis, with its log lines in `lines`. */
function apiServer(url: string, max: number, lines: Record<string, unknown>[] = []) {
  return startApiServer({
    content: testContent,
    port: 0,
    redisUrl: url,
    rateLimit: { max, windowMs: 60_000 },
    logger: createLogger({ destination: linesTo((line) => lines.push(line)) }),
  });
}

async function until(condition: () => boolean | Promise<boolean>, timeoutMs = 8_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe('the rate limit in Redis (REDIS_URL), against a real redis-server', () => {
  let redis: TestRedis;
  beforeAll(async () => {
    redis = await startRedis();
  });
  afterAll(async () => {
    await redis?.stop();
  });
  // Each test starts with no counters.
  beforeEach(async () => {
    const client = new Redis(redis.url);
    await client.flushall();
    client.disconnect();
  });

  it('is one limit for two instances', async () => {
    const [a, b] = await Promise.all([apiServer(redis.url, 3), apiServer(redis.url, 3)]);
    try {
      const answers = [];
      for (const server of [a, b, a, b, a]) answers.push(await post(server));
      expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 429, 429]);
      expect(answers.map((r) => r.headers.get('RateLimit-Remaining'))).toEqual(['2', '1', '0', '0', '0']);
      expect(Number(answers[3]?.headers.get('Retry-After'))).toBeGreaterThan(55);
    } finally {
      expect(await Promise.all([a.shutdown(), b.shutdown()])).toEqual([true, true]);
    }
  });

  it('serves every request while Redis is down, logs the outage, and limits again once Redis is back', async () => {
    const lines: Record<string, unknown>[] = [];
    const server = await apiServer(redis.url, 2, lines);
    try {
      expect((await post(server)).status).toBe(200);
      expect((await post(server)).status).toBe(200);
      expect((await post(server)).status).toBe(429);

      await redis.stop();
      const during = [];
      for (let i = 0; i < 5; i++) during.push(await post(server));
      expect(during.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
      expect(during.every((r) => !r.headers.has('RateLimit-Remaining'))).toBe(true);
      // The outage once at error; each request let through at warn, with its request id.
      expect(lines.filter((l) => String(l['msg']).startsWith('redis unreachable'))).toHaveLength(1);
      const allowed = lines.filter((l) => l['msg'] === 'rate-limit store failed; request allowed');
      expect(allowed).toHaveLength(5);
      expect(allowed.every((l) => l['level'] === 'warn' && typeof l['requestId'] === 'string')).toBe(true);

      // A fresh redis-server (no persistence) on the same port: counting starts again.
      await redis.start();
      await until(() => lines.some((l) => l['msg'] === 'redis reachable again; rate limit shared'));
      const after = [];
      for (let i = 0; i < 3; i++) after.push(await post(server));
      expect(after.map((r) => r.status)).toEqual([200, 200, 429]);
    } finally {
      expect(await server.shutdown()).toBe(true);
    }
  });

  it('does not hold requests for a Redis that stops answering', async () => {
    const lines: Record<string, unknown>[] = [];
    const server = await apiServer(redis.url, 1, lines);
    try {
      expect((await post(server)).status).toBe(200);
      redis.freeze();
      const started = Date.now();
      const answer = await post(server);
      expect(answer.status).toBe(200);
      // The command timeout (500 ms), not a hang.
      expect(Date.now() - started).toBeLessThan(2_000);
      expect(lines.some((l) => l['msg'] === 'rate-limit store failed; request allowed')).toBe(true);
    } finally {
      redis.thaw();
      expect(await server.shutdown()).toBe(true);
    }
  });

  it('starts while Redis is down, and takes up the limit when Redis starts', async () => {
    await redis.stop();
    const lines: Record<string, unknown>[] = [];
    const started = Date.now();
    const server = await apiServer(redis.url, 1, lines);
    try {
      expect(Date.now() - started).toBeLessThan(1_000);
      expect((await post(server)).status).toBe(200);
      expect((await post(server)).status).toBe(200);
      expect(lines.filter((l) => String(l['msg']).startsWith('redis unreachable'))).toHaveLength(1);
      await redis.start();
      await until(() => lines.some((l) => l['msg'] === 'redis reachable again; rate limit shared'));
      expect((await post(server)).status).toBe(200);
      expect((await post(server)).status).toBe(429);
    } finally {
      expect(await server.shutdown()).toBe(true);
    }
  });

  it('closes its Redis connection when the server stops, without calling it an outage', async () => {
    const observer = new Redis(redis.url);
    try {
      const clients = async () =>
        String(await observer.client('LIST'))
          .trim()
          .split('\n').length;
      const before = await clients();
      const lines: Record<string, unknown>[] = [];
      const server = await apiServer(redis.url, 5, lines);
      expect((await post(server)).status).toBe(200);
      expect(await clients()).toBe(before + 1);
      expect(await server.shutdown()).toBe(true);
      await until(async () => (await clients()) === before);
      expect(lines.map((l) => l['msg'])).not.toContain('redis unreachable; requests are not rate-limited until it returns');
    } finally {
      observer.disconnect();
    }
  });
});
