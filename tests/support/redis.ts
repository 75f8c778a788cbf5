/**
 * A real Redis for tests and the scale bench: Debian's `redis-server` (scripts/test.sh installs it when missing) on a
 * free port of 127.0.0.1, with no persistence, stopped after. `stop()` and `start()` again on the
 * same port stand for an outage and the recovery; `freeze()` for a Redis that stops answering.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';

export interface TestRedis {
  url: string;
  /** The running redis-server's process id (0 while stopped). */
  readonly pid: number;
  /** Starts redis-server (again) on the same port; resolves once it accepts connections. */
  start(): Promise<void>;
  /** Stops it and waits for the process to exit. */
  stop(): Promise<void>;
  /** SIGSTOP / SIGCONT: Redis holds its connections but answers nothing, like a network partition. */
  freeze(): void;
  thaw(): void;
}

const BINARY = process.env['REDIS_SERVER'] ?? 'redis-server';
const READY = /Ready to accept connections/;

async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  if (address === null || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

export async function startRedis(): Promise<TestRedis> {
  const port = await freePort();
  let child: ChildProcess | undefined;

  const start = async (): Promise<void> => {
    const args = ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--loglevel', 'notice'];
    const proc = spawn(BINARY, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    child = proc;
    await new Promise<void>((resolve, reject) => {
      let output = '';
      const onData = (chunk: Buffer) => {
        output += chunk.toString();
        if (READY.test(output)) resolve();
      };
      proc.stdout?.on('data', onData);
      proc.stderr?.on('data', onData);
      proc.once('error', (error) =>
        reject(new Error(`could not run ${BINARY} (apt-get install redis-server; scripts/test.sh does): ${error.message}`)),
      );
      proc.once('exit', (code) => reject(new Error(`redis-server exited with ${code} before it was ready:\n${output}`)));
    });
  };

  const stop = async (): Promise<void> => {
    const proc = child;
    child = undefined;
    if (proc === undefined || proc.exitCode !== null) return;
    const exited = once(proc, 'exit');
    proc.kill('SIGTERM');
    await exited;
  };

  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    get pid() {
      return child?.pid ?? 0;
    },
    start,
    stop,
    freeze: () => child?.kill('SIGSTOP'),
    thaw: () => child?.kill('SIGCONT'),
  };
}
