import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { createLogger, linesTo } from '../logger.ts';
import { testContent } from '../test-content.ts';
import { apiOptionsFromEnv } from './env.ts';
import { startApiServer } from './main.ts';

describe('node api/node/main.ts', () => {
  // The content the build would generate, as a file the entry reads through CONTENT_BUNDLE.
  const dir = mkdtempSync(join(tmpdir(), 'api-main-'));
  const bundle = join(dir, 'content.json');
  writeFileSync(bundle, JSON.stringify(testContent));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('on SIGTERM finishes the request in flight, then exits 0', async () => {
    const entry = fileURLToPath(new URL('./main.ts', import.meta.url));
    const child = spawn(process.execPath, [entry], {
      env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', CONTENT_BUNDLE: bundle },
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

    // The request is in flight while its body is still arriving: headers and half the JSON now,
    // the rest after the server has the signal. `Expect: 100-continue` makes the server say when it has the request
    // (Node answers 100 as it hands the request on), so the signal never races the headers.
    const response = new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = httpRequest(`${url}/api/subsidy-calculation`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Transfer-Encoding': 'chunked', Expect: '100-continue' },
      });
      req.on('response', (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      });
      req.on('error', reject);
      req.on('continue', () => {
        req.write('{"income": 45000, "familySize": 3,');
        child.kill('SIGTERM');
        // The rest once the server has logged the signal, so the request is answered while draining.
        const sendRest = setInterval(() => {
          if (!logged.some((l) => l['msg'] === 'signal received')) return;
          clearInterval(sendRest);
          setTimeout(() => req.end(' "zipCode": "30301"}'), 100);
        }, 10);
      });
      req.flushHeaders();
    });

    const { status, body } = await response;
    expect(status).toBe(200);
    expect(JSON.parse(body)).toHaveProperty('subsidy');
    expect(await exited).toBe(0);
    // The request's log line comes after the signal: it was answered while draining.
    const order = logged.map((l) => l['msg']).filter((m) => m !== 'shutting down');
    expect(order).toEqual(['listening', 'signal received', 'request', 'stopped']);
  });

  it('leaves ioredis unloaded without REDIS_URL, and with it the fast string conversion every header set uses', () => {
    // ioredis's `class VerbatimString extends String` turns off a V8 fast path process-wide (the
    // StringWrapperToPrimitive protector), which slows every Headers.set.
    const main = fileURLToPath(new URL('./main.ts', import.meta.url));
    const production = fileURLToPath(new URL('../../server/index.ts', import.meta.url));
    const script = `
      const { startApiServer } = await import(${JSON.stringify(main)});
      await import(${JSON.stringify(production)});
      const { pino } = await import('pino');
      const running = await startApiServer({ port: 0, contentBundlePath: ${JSON.stringify(bundle)}, logger: pino({ level: 'silent' }) });
      await fetch(running.url + '/api/modules');
      await running.shutdown();
      console.log('served');`;
    const out = execFileSync(process.execPath, ['--trace-protector-invalidation', '--input-type=module', '-e', script], {
      encoding: 'utf8',
    });
    expect(out).toContain('served');
    expect(out).not.toContain('StringWrapperToPrimitive');
  });

  it("warns at start when the content editor's sign-in is half configured, naming what is missing", async () => {
    const lines: Record<string, unknown>[] = [];
    const logger = createLogger({ destination: linesTo((line) => lines.push(line)) });
    const options = apiOptionsFromEnv({ CMS_GITHUB_CLIENT_SECRET: 'shh-not-for-logs', CMS_SITE_ORIGIN: 'https://site.example' });
    const running = await startApiServer({ ...options, content: testContent, port: 0, logger });
    await running.shutdown();
    expect(lines.filter((line) => line['level'] === 'warn')).toEqual([
      expect.objectContaining({ missing: ['CMS_GITHUB_CLIENT_ID'], msg: expect.stringContaining('set CMS_GITHUB_CLIENT_ID') }),
    ]);
    expect(JSON.stringify(lines)).not.toContain('shh-not-for-logs');
  });

  it('says nothing of the sign-in when none of it is configured', async () => {
    const lines: Record<string, unknown>[] = [];
    const logger = createLogger({ destination: linesTo((line) => lines.push(line)) });
    const running = await startApiServer({ ...apiOptionsFromEnv({}), content: testContent, port: 0, logger });
    await running.shutdown();
    expect(lines.filter((line) => line['level'] === 'warn')).toEqual([]);
  });
});
