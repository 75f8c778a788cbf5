import { spawn } from 'node:child_process';
import { request as httpRequest } from 'node:http';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

describe('node api/node/main.ts', () => {
  it('on SIGTERM finishes the request in flight, then exits 0', async () => {
    const entry = fileURLToPath(new URL('./main.ts', import.meta.url));
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
