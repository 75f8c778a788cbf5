import { spawn } from 'node:child_process';
import { request as httpRequest } from 'node:http';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { apiOptionsFromEnv } from './node.ts';

describe('apiOptionsFromEnv', () => {
  it('reads every variable', () => {
    expect(
      apiOptionsFromEnv({
        PORT: '9000',
        HOST: '0.0.0.0',
        API_ALLOWED_ORIGINS: 'https://a.example, https://b.example ,',
        RATE_LIMIT_MAX: '10',
        RATE_LIMIT_WINDOW_MS: '1000',
        TRUST_PROXY: '1',
        HSTS: 'true',
        LOG_LEVEL: 'WARN',
        SHUTDOWN_TIMEOUT_MS: '5000',
      }),
    ).toMatchObject({
      port: 9000,
      host: '0.0.0.0',
      allowedOrigins: ['https://a.example', 'https://b.example'],
      rateLimit: { max: 10, windowMs: 1000 },
      trustProxy: 1,
      hsts: true,
      logLevel: 'warn',
      shutdownTimeoutMs: 5000,
    });
  });

  it('leaves defaults to the app when nothing is set', () => {
    const options = apiOptionsFromEnv({});
    expect(options).not.toHaveProperty('port');
    expect(options).not.toHaveProperty('allowedOrigins');
    expect(options.rateLimit).toEqual({});
    expect(options.version).toMatch(/^\d+\.\d+\.\d+/);
  });

  it('turns the rate limit off with RATE_LIMIT_MAX=0', () => {
    expect(apiOptionsFromEnv({ RATE_LIMIT_MAX: '0' }).rateLimit).toBe(false);
  });

  it.each([
    [{ PORT: 'http' }, /PORT must be a whole number from 0 to 65535, got "http"/],
    [{ PORT: '70000' }, /PORT/],
    [{ RATE_LIMIT_MAX: '-1' }, /RATE_LIMIT_MAX/],
    [{ HSTS: 'maybe' }, /HSTS must be true or false, got "maybe"/],
    [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL must be one of debug, info, warn, error, silent, got "loud"/],
  ])('refuses %o with a message naming the variable', (env, message) => {
    expect(() => apiOptionsFromEnv(env)).toThrow(message);
  });
});

describe('node api/node.ts', () => {
  it('on SIGTERM finishes the request in flight, then exits 0', async () => {
    const entry = fileURLToPath(new URL('./node.ts', import.meta.url));
    const child = spawn(process.execPath, [entry], {
      env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    const lines = createInterface({ input: child.stdout });
    const logged: Record<string, unknown>[] = [];
    const url = await new Promise<string>((resolve, reject) => {
      lines.on('line', (line) => {
        const entryLine = JSON.parse(line) as Record<string, unknown>;
        logged.push(entryLine);
        if (entryLine['msg'] === 'listening') resolve(String(entryLine['url']));
      });
      child.on('exit', () => reject(new Error('the server exited before listening')));
    });

    // The request is in flight while its body is still arriving: headers and half the JSON
    // now, the rest after SIGTERM.
    const response = new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = httpRequest(`${url}/api/subsidy-calculation`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Transfer-Encoding': 'chunked' },
      });
      req.on('response', (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      });
      req.on('error', reject);
      req.write('{"income": 45000, "familySize": 3,');
      setTimeout(() => {
        child.kill('SIGTERM');
        setTimeout(() => req.end(' "zipCode": "30301"}'), 300);
      }, 200);
    });

    const { status, body } = await response;
    expect(status).toBe(200);
    expect(JSON.parse(body)).toHaveProperty('subsidy');
    expect(await exited).toBe(0);
    // The request's log line comes after the signal: it was answered while draining.
    const order = logged.map((l) => l['msg']).filter((m) => m !== 'shutting down');
    expect(order).toEqual(['listening', 'signal received', 'request', 'stopped']);
  });
});
