/**
 * A server under test, run in its own process (forked by api.ts) so that the RSS the bench reads
 * from /proc is the server's alone. The parent sends one message saying which server to start;
 * this process answers with the port it listens on (127.0.0.1, a free port).
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
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
    const { startApiServer } = await import('../../api/node.ts');
    const running = await startApiServer({ port: 0, logLevel: config.logLevel, rateLimit: { max: Number.MAX_SAFE_INTEGER } });
    return running.port;
  }
  const responses = new Map(
    Object.entries(config.responses).map(([key, r]) => [key, { ...r, body: Buffer.from(r.body) }]),
  );
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

process.once('message', (config: ServerConfig) => {
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
