// Where the API's time goes (`npm run bench -- chain`): the Node entry under V8's CPU profiler, each
// sample given to the piece of the middleware chain it belongs to (PIECES); docs/api.md, "Bench".
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BenchModule, loadTest, otherCpusDuring, round, type Scenario, SUBSIDY_POST, startNode, table } from './lib.ts';

const SCENARIOS: readonly Scenario[] = [{ name: 'GET /api/modules', method: 'GET', path: '/api/modules' }, SUBSIDY_POST];

/** A frame belongs to the first piece whose pattern matches `functionName url`. */
const PIECES: readonly (readonly [piece: string, frame: RegExp])[] = [
  ['socket write (the kernel, waking the client)', /^(writeUtf8String|writeLatin1String|writeBuffer|writev) $/],
  ['request id (hono/request-id)', /\/hono\/dist\/middleware\/request-id\/|\/api\/app\.ts$/],
  [
    'access log: pino line and its write',
    /\/api\/middleware\/access-log\/|\/node_modules\/(pino|sonic-boom)\/|\/api\/node\/log-destination\.ts$/,
  ],
  ['security headers (hono/secure-headers)', /\/hono\/dist\/middleware\/secure-headers\//],
  ['CORS (hono/cors)', /\/api\/middleware\/cors\/|\/hono\/dist\/middleware\/cors\//],
  ['405 check (hono/method-not-allowed)', /\/hono\/dist\/middleware\/method-not-allowed\//],
  ['error path (api/errors)', /\/api\/errors\//],
  ['rate limit (rate-limiter-flexible)', /\/api\/middleware\/rate-limit\/|\/rate-limiter-flexible\//],
  ['JSON body checks (api/middleware/json-body)', /\/api\/middleware\/json-body\/|\/hono\/dist\/middleware\/body-limit\//],
  ['validation (zod)', /\/node_modules\/(zod|@hono\/zod-validator)\/|\/hono\/dist\/validator\//],
  ['subsidy engine', /\/src\/lib\/subsidy\//],
  ['handlers and c.json (JSON.stringify)', /\/api\/routes\/|^json .*\/hono\/dist\/context\.js$/],
  ['Hono: routing, compose, context, response headers', /\/node_modules\/(hono|@hono\/zod-openapi)\//],
  ['@hono/node-server: Request and Response for Node', /\/@hono\/node-server\//],
  ['api/node/listen.ts: requests tracked for shutdown', /\/api\/node\/listen\.ts$/],
  ['node:http: parser and response', /^[^ ]* node:(_http_|net$|events$|internal\/(streams|stream_base|http))/],
  ['garbage collection', /^\(garbage collector\) $/],
];
const OTHER = 'other (microtask queue, V8, native)';
/** Samples outside the requests: nothing to do, and loading modules at start. */
const NOT_REQUESTS = /^\(idle\) $|node:internal\/modules\//;

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** Time per piece, in µs, of the samples taken while serving. */
function timePerPiece(profile: Profile): Map<string, number> {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const child of n.children ?? []) parent.set(child, n.id);
  const frame = (n: ProfileNode) => `${n.callFrame.functionName} ${n.callFrame.url}`;
  // A sample counts for the innermost frame of a piece, unless some frame of its stack is not serving.
  const pieceOf = new Map<number, string | null>();
  const resolve = (id: number): string | null => {
    const known = pieceOf.get(id);
    if (known !== undefined) return known;
    const node = byId.get(id);
    const up = parent.get(id);
    const above = up === undefined ? OTHER : resolve(up);
    const here = node === undefined ? '' : frame(node);
    const piece = above === null || NOT_REQUESTS.test(here) ? null : (PIECES.find(([, pattern]) => pattern.test(here))?.[0] ?? above);
    pieceOf.set(id, piece);
    return piece;
  };
  const time = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const piece = resolve(id);
    if (piece !== null) time.set(piece, (time.get(piece) ?? 0) + (profile.timeDeltas[i] ?? 0));
  });
  return time;
}

const exited = (child: ChildProcess) => new Promise((resolve) => child.once('exit', resolve));

export const chainBench: BenchModule = {
  name: 'chain',
  async run(options) {
    console.log(
      `Where the API's time goes: ${options.connections} connections, ${options.durationSeconds} s a scenario, load average ${loadavg()[0]?.toFixed(2)}`,
    );
    const results = [];
    for (const s of SCENARIOS) {
      const dir = mkdtempSync(join(tmpdir(), 'aca-bench-chain-'));
      const api = await startNode('API', ['--cpu-prof', '--cpu-prof-dir', dir, 'api/node/main.ts'], {
        env: { LOG_LEVEL: options.logLevel, RATE_LIMIT_MAX: '1000000000' },
        readyPath: '/api/health',
      });
      try {
        const warmUp = await loadTest(api.url, s, options.connections, options.warmupSeconds);
        let run = warmUp;
        const otherCpus = await otherCpusDuring([api.pid], async () => {
          run = await loadTest(api.url, s, options.connections, options.durationSeconds);
        });
        api.child.kill('SIGTERM');
        await exited(api.child);
        const file = readdirSync(dir).find((name) => name.endsWith('.cpuprofile'));
        if (file === undefined) throw new Error(`no CPU profile from the API in ${dir}`);
        const time = timePerPiece(JSON.parse(readFileSync(join(dir, file), 'utf8')) as Profile);
        const requests = warmUp.requests.total + run.requests.total;
        const busy = [...time.values()].reduce((sum, t) => sum + t, 0);
        const pieces = [...time]
          .sort((a, b) => b[1] - a[1])
          .map(([piece, t]) => ({ piece, usPerRequest: round(t / requests, 1), share: round(t / busy, 3) }));
        const requestsPerSecond = round(run.requests.total / options.durationSeconds, 0);
        console.log(
          `\n${s.name}: ${requestsPerSecond} requests/s under the profiler, ${round(busy / requests, 1)} µs of the event loop's time a request, ` +
            `other processes ${otherCpus.toFixed(2)} CPUs\n` +
            table(
              [
                ['piece', 'µs a request', 'share'],
                ...pieces.map((p) => [p.piece, p.usPerRequest.toFixed(1), `${(p.share * 100).toFixed(1)} %`]),
              ],
              1,
            ),
        );
        results.push({ scenario: s.name, requestsPerSecond, usPerRequest: round(busy / requests, 1), otherCpus, pieces });
      } finally {
        api.stop();
        rmSync(dir, { recursive: true, force: true });
      }
    }
    return { options, loadAverage: loadavg(), results };
  },
};
