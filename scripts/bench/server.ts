/**
 * A server under test, run in its own process (forked by api.ts) so that the RSS the bench reads
 * from /proc is the server's alone. The parent sends one message saying which server to start;
 * this process answers with the port it listens on (127.0.0.1, a free port).
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getHeapSpaceStatistics } from 'node:v8';
import type { LogLevel } from '../../api/logger.ts';

export interface CannedResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

export type ServerConfig =
  | { kind: 'api'; logLevel: LogLevel }
  /** Bare node:http answering the API's own bytes, keyed by `METHOD path`. */
  | { kind: 'bare'; responses: Record<string, CannedResponse> };

async function start(config: ServerConfig): Promise<number> {
  if (config.kind === 'api') {
    // The production app and Node entry, with the rate limit raised out of the way (all the
    // load comes from one client); the default stays as it is.
    // Imported here so that the bare server's RSS carries none of the API's modules.
    const { startApiServer } = await import('../../api/node/main.ts');
    const running = await startApiServer({ port: 0, logLevel: config.logLevel, rateLimit: { max: Number.MAX_SAFE_INTEGER } });
    return running.port;
  }
  const responses = new Map(Object.entries(config.responses).map(([key, r]) => [key, { ...r, body: Buffer.from(r.body) }]));
  const server = createServer((req, res) => {
    const canned = responses.get(`${req.method} ${req.url}`);
    // Read the request body, as the API must, before answering.
    req.resume();
    req.on('end', () => {
      if (canned === undefined) {
        res.writeHead(404).end();
        return;
      }
      res.writeHead(canned.status, { ...canned.headers, 'content-length': canned.body.byteLength });
      res.end(canned.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

/** What the parent asks after the server is up: memory figures, the live heap after a full GC. */
export interface MemoryQuery {
  type: 'memory';
  /** Collect fully first, for the live heap; a warm-up check leaves the heap alone. */
  gc: boolean;
}
export interface MemoryReport {
  rssMb: number;
  /** Heap in use right after a full collection: what the process holds on to. */
  liveHeapMb: number;
  /** V8's young generation, which it grows to the allocation rate; most of the RSS change under load. */
  youngGenerationMb: number;
}

const mb = (bytes: number) => Math.round((bytes / 1_048_576) * 10) / 10;

function memoryReport(gc: boolean): MemoryReport {
  // The parent forks this process with --expose-gc, for this measurement only.
  if (gc) (globalThis as { gc?: () => void }).gc?.();
  const young = getHeapSpaceStatistics().find((space) => space.space_name === 'new_space');
  const usage = process.memoryUsage();
  return { rssMb: mb(usage.rss), liveHeapMb: mb(usage.heapUsed), youngGenerationMb: mb(young?.space_size ?? NaN) };
}

process.once('message', (config: ServerConfig) => {
  process.on('message', (query: MemoryQuery) => {
    if (query.type === 'memory') process.send?.(memoryReport(query.gc));
  });
  start(config).then(
    (port) => process.send?.({ port }),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
});
// The parent going away ends the run.
process.on('disconnect', () => process.exit(0));
