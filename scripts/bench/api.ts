// API bench (`npm run bench -- api`): the API's Node entry, the production server and a bare
// node:http server (server.ts) under the same GET and POST load; docs/api.md, "Bench".
import { readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  type BenchModule,
  type BenchOptions,
  type LoadResult,
  loadTest,
  otherCpusDuring,
  PROJECT_ROOT,
  peakRssMb,
  type Running,
  round,
  type Scenario,
  SUBSIDY_POST,
  startNode,
  table,
} from './lib.ts';

/** Each with its bar (#34): the API's requests/s as a share of bare node:http's in the same run. */
const SCENARIOS: readonly (Scenario & { minShareOfBare: number })[] = [
  { name: 'GET /api/modules', method: 'GET', path: '/api/modules', minShareOfBare: 0.5 },
  { ...SUBSIDY_POST, minShareOfBare: 0.7 },
];
/** Other load, in CPUs, above which the bench says the figures understate the API. */
const BUSY_CPUS = 0.25;

// The rate limit stays on, as in production, at a limit the bench cannot reach: all its load comes
// from one address. (RATE_LIMIT_MAX=0 would turn it off.)
const serverEnv = (logLevel: string) => ({ LOG_LEVEL: logLevel, RATE_LIMIT_MAX: '1000000000' });

function startApi(logLevel: string): Promise<Running> {
  return startNode('API', ['api/node/main.ts'], { env: serverEnv(logLevel), readyPath: '/api/health' });
}

/** `npm start` without its build step; only when dist/ holds a build. */
async function startProduction(logLevel: string): Promise<Running | null> {
  try {
    readFileSync(join(PROJECT_ROOT, 'dist/index.html'));
  } catch {
    return null;
  }
  return startNode('production server', ['scripts/start.ts'], {
    env: { ...serverEnv(logLevel), SKIP_BUILD: '1' },
    readyPath: '/api/health',
  });
}

async function answer(server: Running, s: Scenario): Promise<{ status: number; headers: Record<string, string>; body: string }> {
  const init: RequestInit = {
    method: s.method,
    ...(s.body === undefined ? {} : { body: s.body, headers: { 'content-type': 'application/json' } }),
  };
  const res = await fetch(`${server.url}${s.path}`, init);
  return { status: res.status, headers: Object.fromEntries(res.headers), body: await res.text() };
}

/**
 * The bare server, given the API's answers to send the same status and headers (and the GET's
 * body); its own answer to each scenario must have the API's body, or it did not do the same work.
 */
async function startBare(api: Running): Promise<Running> {
  const responses: Record<string, unknown> = {};
  for (const s of SCENARIOS) responses[`${s.method} ${s.path}`] = await answer(api, s);
  const file = join(tmpdir(), `aca-bench-responses-${process.pid}.json`);
  writeFileSync(file, JSON.stringify(responses));
  const bare = await startNode('bare node:http', ['scripts/bench/server.ts', file], { readyPath: SCENARIOS[0]?.path ?? '/' });
  for (const s of SCENARIOS) {
    const [fromApi, fromBare] = [await answer(api, s), await answer(bare, s)];
    if (fromBare.status !== fromApi.status || fromBare.body !== fromApi.body) {
      bare.stop();
      throw new Error(`bare node:http answers ${s.name} differently from the API (${fromBare.status} against ${fromApi.status})`);
    }
  }
  return bare;
}

interface RunResult {
  scenario: string;
  server: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
  peakRssMb: number | null;
  /** Requests per second as a share of bare node:http's in the same run. */
  vsBare: number;
}

function summarize(scenario: string, server: Running, slices: readonly LoadResult[]): Omit<RunResult, 'vsBare'> {
  const sum = (pick: (r: LoadResult) => number) => slices.reduce((total, r) => total + pick(r), 0);
  return {
    scenario,
    server: server.label,
    requestsPerSecond: round(sum((r) => r.requests.total) / sum((r) => r.duration), 0),
    p50Ms: round(sum((r) => r.latency.p50) / slices.length),
    p99Ms: Math.max(...slices.map((r) => r.latency.p99)),
    errors: sum((r) => r.errors + r.timeouts),
    non2xx: sum((r) => r.non2xx),
    peakRssMb: peakRssMb(server.pid),
  };
}

/**
 * All servers up at once and warmed, then loaded in turn, there and back (bare, API, production,
 * production, API, bare), each for half the duration: load from elsewhere on the machine then
 * weighs on all alike, and the ratios hold.
 */
async function compare(s: Scenario, servers: readonly Running[], options: BenchOptions) {
  for (const server of servers) await loadTest(server.url, s, options.connections, options.warmupSeconds);
  const slices = new Map(servers.map((server) => [server, [] as LoadResult[]]));
  const otherCpus = await otherCpusDuring(
    servers.map((server) => server.pid),
    async () => {
      for (const server of [...servers, ...[...servers].reverse()])
        slices.get(server)?.push(await loadTest(server.url, s, options.connections, options.durationSeconds / 2));
    },
  );
  const runs = servers.map((server) => summarize(s.name, server, slices.get(server) ?? []));
  const bare = runs[0]?.requestsPerSecond ?? NaN;
  return { runs: runs.map((r) => ({ ...r, vsBare: round(r.requestsPerSecond / bare) })), otherCpus };
}

export const apiBench: BenchModule = {
  name: 'api',
  async run(options) {
    console.log(
      `API bench: ${options.connections} connections, ${options.warmupSeconds} s warm-up, ${options.durationSeconds} s per server ` +
        `and scenario (two halves, there and back), API log level ${options.logLevel}\n` +
        `Node ${process.version}, ${availableParallelism()} CPUs (${cpus()[0]?.model ?? 'unknown'}), load average ${loadavg()
          .map((l) => l.toFixed(2))
          .join(' ')}`,
    );
    const api = await startApi(options.logLevel);
    const started: Running[] = [api];
    try {
      const bare = await startBare(api);
      started.push(bare);
      const production = await startProduction(options.logLevel);
      if (production) started.push(production);
      else console.log('no build in dist/: the production server is left out (npm run build first to include it)');
      const servers = [bare, api, ...(production ? [production] : [])];

      const runs: RunResult[] = [];
      const otherCpus: number[] = [];
      for (const s of SCENARIOS) {
        const result = await compare(s, servers, options);
        runs.push(...result.runs);
        otherCpus.push(result.otherCpus);
      }
      console.log(
        `\n${table([
          ['scenario', 'server', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'non-2xx', 'peak RSS MB', 'vs bare'],
          ...runs.map((r) => [
            r.scenario,
            r.server,
            String(r.requestsPerSecond),
            String(r.p50Ms),
            String(r.p99Ms),
            String(r.errors),
            String(r.non2xx),
            String(r.peakRssMb ?? 'n/a'),
            String(r.vsBare),
          ]),
        ])}`,
      );
      console.log(
        `other processes on the machine during these runs: ${otherCpus.map((c) => c.toFixed(2)).join(' and ')} CPUs on average` +
          (Math.max(...otherCpus) > BUSY_CPUS
            ? ' — the machine was busy: these figures understate the API (run it on a quiet machine)'
            : ''),
      );
      const apiRuns = runs.filter((r) => r.server === 'API');
      const targets: Record<string, boolean> = {
        ...Object.fromEntries(
          SCENARIOS.map((s) => [
            `API ${s.name} ≥ ${s.minShareOfBare} of bare`,
            apiRuns.every((r) => r.scenario !== s.name || r.vsBare >= s.minShareOfBare),
          ]),
        ),
        'API p99 < 10 ms': apiRuns.every((r) => r.p99Ms < 10),
        'no errors or non-2xx': runs.every((r) => r.errors + r.non2xx === 0),
      };
      console.log(
        `\ntargets: ${Object.entries(targets)
          .map(([k, ok]) => `${k} ${ok ? 'met' : 'MISSED'}`)
          .join(', ')}`,
      );
      return { options, node: process.version, cpus: availableParallelism(), loadAverage: loadavg(), runs, otherCpus, targets };
    } finally {
      for (const server of started) server.stop();
    }
  },
};
