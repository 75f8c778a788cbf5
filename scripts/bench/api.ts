/**
 * API bench: GET /api/modules and POST /api/subsidy-calculation through the real Node entry, side
 * by side with a bare node:http server answering the very same bytes, then a memory run. Each
 * server runs in a child process on 127.0.0.1; autocannon drives it from this process.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import autocannon from 'autocannon';
import { createApp } from '../../api/app.ts';
import type { BenchModule, BenchOptions } from './index.ts';
import type { CannedResponse, ServerConfig } from './server.ts';

const SERVER_SCRIPT = new URL('./server.ts', import.meta.url);
const POST_BODY = JSON.stringify({ income: 45_000, familySize: 3, zipCode: '30301' });

interface Scenario {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  body?: string;
}
const SCENARIOS: readonly Scenario[] = [
  { name: 'GET /api/modules', method: 'GET', path: '/api/modules' },
  { name: 'POST /api/subsidy-calculation', method: 'POST', path: '/api/subsidy-calculation', body: POST_BODY },
];

interface Memory {
  rssMb: number;
  peakMb: number;
}

/** Resident and peak resident memory of a process, from /proc (Linux). */
function memoryOf(pid: number): Memory | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
    return { rssMb: round(kb('VmRSS') / 1024, 1), peakMb: round(kb('VmHWM') / 1024, 1) };
  } catch {
    return null;
  }
}

const round = (n: number, digits = 2) => Math.round(n * 10 ** digits) / 10 ** digits;

interface Server {
  child: ChildProcess;
  url: string;
  stop(): void;
}

async function startServer(config: ServerConfig): Promise<Server> {
  const child = fork(SERVER_SCRIPT, { stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
  const port = await new Promise<number>((resolve, reject) => {
    child.once('message', (message) => resolve((message as { port: number }).port));
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code} before listening`)));
    child.send(config);
  });
  return {
    child,
    url: `http://127.0.0.1:${port}`,
    stop: () => {
      child.kill('SIGKILL');
    },
  };
}

/** The API's answers, recorded in-process, for the bare server to replay byte for byte. */
async function recordResponses(): Promise<Record<string, CannedResponse>> {
  const app = createApp({ logLevel: 'silent' });
  const responses: Record<string, CannedResponse> = {};
  for (const s of SCENARIOS) {
    const res = await app.fetch(
      new Request(`http://127.0.0.1${s.path}`, {
        method: s.method,
        ...(s.body === undefined ? {} : { body: s.body, headers: { 'Content-Type': 'application/json' } }),
      }),
    );
    responses[`${s.method} ${s.path}`] = { status: res.status, headers: Object.fromEntries(res.headers), body: await res.text() };
  }
  return responses;
}

async function load(url: string, s: Scenario, connections: number, duration: number) {
  return autocannon({
    url: `${url}${s.path}`,
    method: s.method,
    connections,
    duration,
    ...(s.body === undefined ? {} : { body: s.body, headers: { 'content-type': 'application/json' } }),
  });
}

interface RunResult {
  scenario: string;
  server: 'api' | 'bare';
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  peakRssMb: number | null;
}

type LoadResult = Awaited<ReturnType<typeof load>>;

function summarize(scenario: string, server: 'api' | 'bare', slices: readonly LoadResult[], pid: number): RunResult {
  const sum = (pick: (r: LoadResult) => number) => slices.reduce((total, r) => total + pick(r), 0);
  return {
    scenario,
    server,
    requestsPerSecond: round(sum((r) => r.requests.total) / sum((r) => r.duration), 0),
    p50Ms: round(sum((r) => r.latency.p50) / slices.length),
    p99Ms: Math.max(...slices.map((r) => r.latency.p99)),
    errors: sum((r) => r.errors),
    timeouts: sum((r) => r.timeouts),
    non2xx: sum((r) => r.non2xx),
    peakRssMb: memoryOf(pid)?.peakMb ?? null,
  };
}

/**
 * Both servers up at once, warmed, then loaded in turn, bare-API-API-bare, each for half the
 * duration: load from elsewhere on the machine then weighs on both alike, and the ratio holds.
 */
async function compare(s: Scenario, options: BenchOptions, responses: Record<string, CannedResponse>): Promise<[RunResult, RunResult]> {
  const bare = await startServer({ kind: 'bare', responses });
  const api = await startServer({ kind: 'api', logLevel: options.logLevel });
  try {
    for (const server of [bare, api]) await load(server.url, s, options.connections, options.warmupSeconds);
    const slices = { bare: [] as LoadResult[], api: [] as LoadResult[] };
    for (const kind of ['bare', 'api', 'api', 'bare'] as const) {
      const server = kind === 'api' ? api : bare;
      slices[kind].push(await load(server.url, s, options.connections, options.durationSeconds / 2));
    }
    return [
      summarize(s.name, 'api', slices.api, api.child.pid ?? 0),
      summarize(s.name, 'bare', slices.bare, bare.child.pid ?? 0),
    ];
  } finally {
    api.stop();
    bare.stop();
  }
}

/** A long GET run on the API, sampling RSS each second: start (after warm-up), middle, end. */
async function memoryRun(options: BenchOptions) {
  const server = await startServer({ kind: 'api', logLevel: options.logLevel });
  const pid = server.child.pid ?? 0;
  try {
    const [scenario] = SCENARIOS;
    if (scenario === undefined) throw new Error('no scenario');
    await load(server.url, scenario, options.connections, options.warmupSeconds);
    const samples: number[] = [];
    const sample = () => {
      const m = memoryOf(pid);
      if (m) samples.push(m.rssMb);
    };
    sample();
    const timer = setInterval(sample, 1_000);
    const result = await load(server.url, scenario, options.connections, options.memorySeconds);
    clearInterval(timer);
    sample();
    const start = samples[0] ?? NaN;
    const middle = samples[Math.floor(samples.length / 2)] ?? NaN;
    const end = samples.at(-1) ?? NaN;
    // The first half holds JIT and heap warm-up; a leak shows as growth in the second half.
    const growthPercent = round(((end - middle) / middle) * 100, 1);
    return {
      scenario: scenario.name,
      seconds: options.memorySeconds,
      requests: result.requests.total,
      errors: result.errors + result.timeouts + result.non2xx,
      rssMb: { start, middle, end },
      peakRssMb: memoryOf(pid)?.peakMb ?? null,
      secondHalfGrowthPercent: growthPercent,
      flat: Number.isFinite(growthPercent) && Math.abs(growthPercent) < 10,
    };
  } finally {
    server.stop();
  }
}

async function identicalBodies(responses: Record<string, CannedResponse>): Promise<boolean> {
  const api = await startServer({ kind: 'api', logLevel: 'silent' });
  const bare = await startServer({ kind: 'bare', responses });
  try {
    for (const s of SCENARIOS) {
      const init: RequestInit = { method: s.method, ...(s.body === undefined ? {} : { body: s.body, headers: { 'content-type': 'application/json' } }) };
      const [a, b] = await Promise.all([fetch(`${api.url}${s.path}`, init), fetch(`${bare.url}${s.path}`, init)]);
      if (a.status !== b.status || (await a.text()) !== (await b.text())) return false;
    }
    return true;
  } finally {
    api.stop();
    bare.stop();
  }
}

function table(rows: readonly (readonly string[])[]): string {
  const widths = rows[0]?.map((_, i) => Math.max(...rows.map((r) => r[i]?.length ?? 0))) ?? [];
  return rows.map((r) => r.map((cell, i) => (i < 2 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0))).join('  ')).join('\n');
}

export const apiBench: BenchModule = {
  name: 'api',
  async run(options) {
    console.log(
      `API bench: ${options.connections} connections, ${options.warmupSeconds} s warm-up, ${options.durationSeconds} s per server ` +
        `and scenario (two halves, bare-API-API-bare), memory run ${options.memorySeconds} s, API log level ${options.logLevel}\n` +
        `Node ${process.version}, ${availableParallelism()} CPUs, load average ${loadavg().map((l) => l.toFixed(2)).join(' ')}`,
    );
    const responses = await recordResponses();
    const same = await identicalBodies(responses);
    console.log(`bare node:http answers the API's bytes: ${same ? 'yes' : 'NO'}`);

    const runs: RunResult[] = [];
    const comparisons: { scenario: string; ratio: number }[] = [];
    for (const s of SCENARIOS) {
      const [api, bare] = await compare(s, options, responses);
      runs.push(api, bare);
      comparisons.push({ scenario: s.name, ratio: round(api.requestsPerSecond / bare.requestsPerSecond) });
    }
    console.log(`\n${table([
      ['scenario', 'server', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'non-2xx', 'peak RSS MB', 'vs bare'],
      ...runs.map((r) => [
        r.scenario,
        r.server === 'api' ? 'API (Hono)' : 'bare node:http',
        String(r.requestsPerSecond),
        String(r.p50Ms),
        String(r.p99Ms),
        String(r.errors + r.timeouts),
        String(r.non2xx),
        String(r.peakRssMb ?? 'n/a'),
        r.server === 'api' ? String(comparisons.find((c) => c.scenario === r.scenario)?.ratio) : '1',
      ]),
    ])}`);

    const memory = await memoryRun(options);
    console.log(
      `\nmemory, ${memory.scenario} for ${memory.seconds} s (${memory.requests} requests, ${memory.errors} errors): ` +
        `RSS ${memory.rssMb.start} → ${memory.rssMb.middle} → ${memory.rssMb.end} MB (start → middle → end), ` +
        `peak ${memory.peakRssMb} MB, second half ${memory.secondHalfGrowthPercent}% → ${memory.flat ? 'flat' : 'GROWING'}`,
    );

    const get = runs.find((r) => r.server === 'api' && r.scenario.startsWith('GET'));
    const getRatio = comparisons.find((c) => c.scenario.startsWith('GET'))?.ratio ?? 0;
    const targets = {
      getRatioAtLeast0_7: getRatio >= 0.7,
      getP99Under10Ms: (get?.p99Ms ?? Infinity) < 10,
      zeroErrors: runs.every((r) => r.errors + r.timeouts + r.non2xx === 0) && memory.errors === 0,
      memoryFlat: memory.flat,
    };
    console.log(`\ntargets: ${Object.entries(targets).map(([k, ok]) => `${k} ${ok ? 'met' : 'MISSED'}`).join(', ')}`);
    return { options, node: process.version, cpus: availableParallelism(), loadAverage: loadavg(), identicalBytes: same, runs, comparisons, memory, targets };
  },
};
