import { connect } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { createLogger, linesTo } from '../logger.ts';
import { securityHeaderRecord } from '../middleware/security-headers/index.ts';
import { testContent } from '../test-content.ts';
import { listen, type RunningServer } from './listen.ts';

let running: RunningServer | undefined;
afterEach(async () => {
  await running?.shutdown();
  running = undefined;
});

async function start(requestTimeoutMs?: number) {
  const lines: Record<string, unknown>[] = [];
  const logger = createLogger({ destination: linesTo((line) => lines.push(line)) });
  running = await listen({
    fetch: createApp({ content: testContent, logger }).fetch,
    port: 0,
    logger,
    errorHeaders: await securityHeaderRecord(),
    ...(requestTimeoutMs === undefined ? {} : { requestTimeoutMs }),
  });
  return lines;
}

/** Sends raw bytes and reads the whole answer (the server closes the connection). */
function raw(bytes: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(running?.port ?? 0, '127.0.0.1');
    let received = '';
    socket.setEncoding('utf8').on('data', (chunk: string) => (received += chunk));
    socket.on('close', () => resolve(received));
    socket.on('error', reject);
    socket.write(bytes);
  });
}

const HEAD = 'POST /api/subsidy-calculation HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 60\r\n\r\n';

/** Sends raw bytes, then closes the connection without waiting for an answer. */
function sendAndLeave(bytes: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = connect(running?.port ?? 0, '127.0.0.1', () => {
      socket.write(bytes, () => setTimeout(() => socket.destroy(), 50));
    });
    socket.on('close', () => resolve());
    socket.on('error', reject);
  });
}

function parse(answer: string) {
  const [head = '', body = ''] = answer.split('\r\n\r\n');
  const [statusLine = '', ...headerLines] = head.split('\r\n');
  const headers = new Map(headerLines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 2)]));
  return { status: Number(statusLine.split(' ')[1]), headers, body: JSON.parse(body) as unknown };
}

describe("Node's own answers to requests it cannot parse", () => {
  it.each([
    ['a malformed request line', 'BLAH\r\n\r\n', 400],
    ['a malformed header', 'GET /api/health HTTP/1.1\r\nHost x\r\n\r\n', 400],
    ['headers over the limit', `GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`, 431],
  ])('answer %s with JSON { error, issues }, the security headers, and a log line', async (_name, bytes, status) => {
    const lines = await start();
    const answer = parse(await raw(bytes));
    expect(answer.status).toBe(status);
    expect(answer.headers.get('content-type')).toBe('application/json; charset=UTF-8');
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(answer.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(answer.body).toEqual({ error: expect.any(String), issues: [] });
    expect(lines).toContainEqual(expect.objectContaining({ msg: 'client error', status }));
  });

  it('answer a request that does not arrive within the request timeout with 408: headers still coming', async () => {
    const lines = await start(300);
    const answer = parse(await raw('GET /api/health HTTP/1.1\r\nHost: x\r\nX-Slow: '));
    expect(answer.status).toBe(408);
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(answer.body).toEqual({ error: 'The request took too long to arrive', issues: [] });
    expect(lines).toContainEqual(expect.objectContaining({ msg: 'client error', status: 408, code: 'ERR_HTTP_REQUEST_TIMEOUT' }));
  });

  it('... and a body still coming: the request is logged as timed out with 408, under its id, not as a 500 or a 499', async () => {
    const lines = await start(300);
    const head = 'POST /api/subsidy-calculation HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 60\r\n\r\n';
    const answer = parse(await raw(`${head}{"income": 4`));
    expect(answer.status).toBe(408);
    expect(answer.body).toEqual({ error: 'The request took too long to arrive', issues: [] });
    await expect.poll(() => lines.find((l) => l['msg'] === 'request')).toMatchObject({ status: 408, level: 'info' });
    const request = lines.find((l) => l['msg'] === 'request');
    expect(lines).toContainEqual(
      expect.objectContaining({ msg: 'request timed out', requestId: request?.['requestId'], path: '/api/subsidy-calculation' }),
    );
    const messages = lines.map((l) => l['msg']);
    expect(lines.filter((l) => l['status'] === 499)).toEqual([]);
    expect(messages).not.toContain('unhandled error');
    expect(messages).not.toContain('client error');
  });

  // A client that goes away in the middle of its request, at each stage: logged once, as a client
  // that left (a 499 request line, or a connection line when no request had begun), never as a
  // 500, never with a stack.
  it.each([
    ['the request line cut short', 'POST /api/subsidy-calcul', 0],
    ['the headers cut short', 'POST /api/subsidy-calculation HTTP/1.1\r\nHost: x\r\nContent-Ty', 0],
    ['the headers sent, no body yet', `${HEAD}`, 1],
    ['half the body sent', `${HEAD}{"income": 45000, "famil`, 1],
  ])('a client leaving with %s is logged once as having left', async (_stage, bytes, requests) => {
    const all = await start();
    const lines = () => all.filter((l) => l['msg'] !== 'listening');
    await sendAndLeave(bytes);
    await expect.poll(() => lines().length).toBeGreaterThan(0);
    // Give a wrongly logged second line the time to appear.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(lines().filter((l) => l['level'] === 'error' || l['err'] !== undefined)).toEqual([]);
    if (requests === 1) {
      expect(lines()).toEqual([expect.objectContaining({ msg: 'request', status: 499, path: '/api/subsidy-calculation', level: 'info' })]);
    } else {
      expect(lines()).toEqual([expect.objectContaining({ msg: 'client closed connection', level: 'info' })]);
    }
  });
});
