import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { connect } from 'node:net';
import { createInterface } from 'node:readline';
import { describe, expect, it } from 'vitest';

// `npm start` as a container runs it: npm is the first process and gets the signal. The script
// execs node, so npm forwards SIGTERM to the server itself rather than to a shell that would
// leave the server running as an orphan. Needs a build (the test command builds first).
describe.skipIf(!existsSync('dist/index.html'))('npm start', () => {
  it('stops cleanly on SIGTERM to npm, at once though a socket is open with half a request', async () => {
    const npm = spawn('npm', ['start', '--silent'], {
      env: { ...process.env, SKIP_BUILD: '1', PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const exited = new Promise<number | null>((resolve) => npm.on('exit', (code) => resolve(code)));
    const logged: Record<string, unknown>[] = [];
    const port = await new Promise<number>((resolve, reject) => {
      createInterface({ input: npm.stdout }).on('line', (line) => {
        if (!line.startsWith('{')) return;
        const entry = JSON.parse(line) as Record<string, unknown>;
        logged.push(entry);
        if (entry['msg'] === 'listening') resolve(Number(new URL(String(entry['url'])).port));
      });
      npm.on('exit', () => reject(new Error('npm start exited before listening')));
    });

    const socket = connect(port, '127.0.0.1');
    socket.on('error', () => {});
    socket.write('GET / HTTP/1.1\r\nHo');
    await new Promise((resolve) => setTimeout(resolve, 100));
    const started = Date.now();
    npm.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(logged.find((entry) => entry['msg'] === 'stopped')).toMatchObject({ clean: true });
  });
});
