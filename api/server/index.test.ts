import { request as httpRequest, Agent } from 'node:http';
import { connect } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { Logger } from '../logger.ts';
import { batchedLines, exitOnSignals, listen, type RunningServer } from './index.ts';

const silent = new Logger({ level: 'silent' });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A handler whose /slow answer waits until the test releases it. */
function slowApp() {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let started: () => void = () => {};
  const inFlight = new Promise<void>((resolve) => (started = resolve));
  const fetch = async (req: Request) => {
    if (new URL(req.url).pathname === '/slow') {
      started();
      await released;
      return new Response('finished');
    }
    return new Response('quick');
  };
  return { fetch, release, inFlight };
}

function get(url: string, agent?: Agent): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, agent ? { agent } : {}, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

let running: RunningServer | undefined;
afterEach(async () => {
  await running?.shutdown();
  running = undefined;
});

describe('listen and graceful shutdown', () => {
  it('listens on 127.0.0.1 with port 0 and reports the port', async () => {
    running = await listen({ fetch: slowApp().fetch, port: 0, logger: silent });
    expect(running.url).toBe(`http://127.0.0.1:${running.port}`);
    expect(await get(`${running.url}/`)).toEqual({ status: 200, body: 'quick' });
  });

  it('finishes a request in flight, refuses new connections, and resolves clean', async () => {
    const app = slowApp();
    running = await listen({ fetch: app.fetch, port: 0, logger: silent });
    const slow = get(`${running.url}/slow`);
    await app.inFlight;

    const stopped = running.shutdown();
    await sleep(50);
    await expect(get(`${running.url}/`)).rejects.toThrow(/ECONNREFUSED/);

    app.release();
    expect(await slow).toEqual({ status: 200, body: 'finished' });
    expect(await stopped).toBe(true);
  });

  it('answers a request that arrives on a busy keep-alive connection while draining, with Connection: close', async () => {
    const app = slowApp();
    running = await listen({ fetch: app.fetch, port: 0, logger: silent });
    const socket = connect(running.port, '127.0.0.1');
    let received = '';
    socket.setEncoding('utf8').on('data', (chunk: string) => (received += chunk));
    const closed = new Promise((resolve) => socket.on('close', resolve));

    socket.write('GET /slow HTTP/1.1\r\nHost: x\r\n\r\n');
    await app.inFlight;
    const stopped = running.shutdown();
    socket.write('GET / HTTP/1.1\r\nHost: x\r\n\r\n');
    await sleep(20);
    app.release();

    await closed; // the server closes the connection after the second answer
    const answers = received.split('HTTP/1.1 ').slice(1);
    expect(answers.map((a) => a.slice(0, 3))).toEqual(['200', '200']);
    expect(answers[0]).toContain('finished');
    expect(answers[1]).toMatch(/connection: close/i);
    expect(answers[1]).toContain('quick');
    expect(await stopped).toBe(true);
  });

  it('closes idle keep-alive connections instead of waiting for the client', async () => {
    running = await listen({ fetch: slowApp().fetch, port: 0, logger: silent });
    const agent = new Agent({ keepAlive: true });
    await get(`${running.url}/`, agent);
    const started = Date.now();
    expect(await running.shutdown()).toBe(true);
    expect(Date.now() - started).toBeLessThan(1_000);
    agent.destroy();
  });

  it('cuts a request that outlives the timeout and resolves false', async () => {
    const app = slowApp();
    running = await listen({ fetch: app.fetch, port: 0, logger: silent, shutdownTimeoutMs: 100 });
    const slow = get(`${running.url}/slow`).catch((error: Error) => error);
    await app.inFlight;
    expect(await running.shutdown()).toBe(false);
    expect(await slow).toBeInstanceOf(Error);
    app.release();
  });

  it('rejects when the port is taken', async () => {
    running = await listen({ fetch: slowApp().fetch, port: 0, logger: silent });
    await expect(listen({ fetch: slowApp().fetch, port: running.port, logger: silent })).rejects.toThrow(/EADDRINUSE/);
  });
});

describe('exitOnSignals', () => {
  function trap() {
    const codes: number[] = [];
    let finish: (clean: boolean) => void = () => {};
    const shutdown = () => new Promise<boolean>((resolve) => (finish = resolve));
    const remove = exitOnSignals({ shutdown }, { signals: ['SIGUSR2'], logger: silent, exit: (code) => codes.push(code) });
    return { codes, finish: (clean: boolean) => finish(clean), remove };
  }

  it('drains on the signal, then exits 0 (1 when the drain timed out)', async () => {
    for (const [clean, code] of [[true, 0], [false, 1]] as const) {
      const { codes, finish, remove } = trap();
      try {
        process.emit('SIGUSR2', 'SIGUSR2');
        expect(codes).toEqual([]);
        finish(clean);
        await sleep(0);
        expect(codes).toEqual([code]);
      } finally {
        remove();
      }
    }
  });

  it('exits 1 at once on a second signal while draining', async () => {
    const { codes, finish, remove } = trap();
    try {
      process.emit('SIGUSR2', 'SIGUSR2');
      process.emit('SIGUSR2', 'SIGUSR2');
      expect(codes).toEqual([1]);
      finish(true);
      await sleep(0);
      expect(codes).toEqual([1]);
    } finally {
      remove();
    }
  });
});

describe('batchedLines', () => {
  it('writes the lines gathered within the delay in one write, in order', async () => {
    const writes: string[] = [];
    const sink = batchedLines({ write: (chunk: string) => writes.push(chunk) }, { maxDelayMs: 20 });
    sink.write('a');
    sink.write('b');
    expect(writes).toEqual([]);
    await sleep(40);
    expect(writes).toEqual(['a\nb\n']);
    sink.write('c');
    sink.flush();
    expect(writes).toEqual(['a\nb\n', 'c\n']);
  });

  it('writes at once when the batch is full', () => {
    const writes: string[] = [];
    const sink = batchedLines({ write: (chunk: string) => writes.push(chunk) }, { maxLines: 2 });
    sink.write('a');
    sink.write('b');
    expect(writes).toEqual(['a\nb\n']);
    sink.flush();
    expect(writes).toHaveLength(1);
  });
});
