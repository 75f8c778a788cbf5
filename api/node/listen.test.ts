import { Agent, request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createLogger } from '../logger.ts';
import { listen, type RunningServer } from './listen.ts';

const silent = createLogger({ level: 'silent' });
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

  it('closes a preconnected socket and one with half a request at once, and resolves clean', async () => {
    running = await listen({ fetch: slowApp().fetch, port: 0, logger: silent });
    const opened = (bytes: string) => {
      const socket = connect(running?.port ?? 0, '127.0.0.1');
      socket.on('error', () => {});
      if (bytes) socket.write(bytes);
      return { socket, closed: new Promise((resolve) => socket.on('close', resolve)) };
    };
    const preconnected = opened('');
    const halfSent = opened('GET / HTTP/1.1\r\nHo');
    await sleep(50);
    const started = Date.now();
    expect(await running.shutdown()).toBe(true);
    expect(Date.now() - started).toBeLessThan(500);
    await Promise.all([preconnected.closed, halfSent.closed]);
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
