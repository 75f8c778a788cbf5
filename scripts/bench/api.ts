/**
 * API bench: GET /api/modules and POST /api/subsidy-calculation through the real Node entry, side
 * by side with a bare node:http server answering the very same bytes, then a memory run. Each
 * server runs in a child process on 127.0.0.1; autocannon drives it from this process.
 */
import { type ChildProcess, fork } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { availableParallelism, cpus, loadavg } from 'node:os';
import autocannon from 'autocannon';
import { createApp } from '../../api/app.ts';
import type { BenchModule, BenchOptions } from './index.ts';
import type { CannedResponse, MemoryQuery, MemoryReport, ServerConfig } from './server.ts';

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

/** CPU time of a process in ms: utime + stime from /proc/<pid>/stat, in clock ticks of 10 ms (USER_HZ). */
function processCpuMs(pid: number): number {
  try {
    // The command name, in parentheses, may hold spaces: count fields after its closing one.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return NaN;
  }
}

/**
 * CPU time, in ms, the whole machine has spent busy, summed over its CPUs, from /proc/stat: user,
 * nice, system and irq, plus steal (time the hypervisor gave to other guests). Softirq is left
 * out: under this load it is mostly the loopback traffic of the bench itself.
 */
function machineBusyMs(): number {
  const [user, nice, system, , , irq, , steal] = (readFileSync('/proc/stat', 'utf8').split('\n', 1)[0] ?? '')
    .split(/\s+/)
    .slice(1)
    .map(Number);
  return ((user ?? NaN) + (nice ?? NaN) + (system ?? NaN) + (irq ?? NaN) + (steal ?? NaN)) * 10;
}

/**
 * Measures how much CPU everything else on the machine took while `work` ran, in CPUs on average:
 * the machine's busy time less this process's (the load generator) and the servers'. Other load
 * moves the figures more than any code change, so the bench reports it beside them.
 */
async function otherCpusDuring(serverPids: readonly number[], work: () => Promise<void>): Promise<number> {
  const own = () => {
    const { user, system } = process.cpuUsage();
    return (user + system) / 1000 + serverPids.reduce((total, pid) => total + processCpuMs(pid), 0);
  };
  const [busy0, own0, wall0] = [machineBusyMs(), own(), performance.now()];
  await work();
  const [busy1, own1, wall1] = [machineBusyMs(), own(), performance.now()];
  return Math.max(0, round((busy1 - busy0 - (own1 - own0)) / (wall1 - wall0)));
}

/** Other load, in CPUs, above which the bench says the figures understate the API. */
const BUSY_CPUS = 0.25;

const round = (n: number, digits = 2) => Math.round(n * 10 ** digits) / 10 ** digits;

interface Server {
  child: ChildProcess;
  url: string;
  stop(): void;
}

async function startServer(config: ServerConfig): Promise<Server> {
  // --expose-gc lets the memory run measure the live heap after a full collection; nothing
  // collects unless asked.
  const child = fork(SERVER_SCRIPT, { stdio: ['ignore', 'ignore', 'inherit', 'ipc'], execArgv: [...process.execArgv, '--expose-gc'] });
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

function queryMemory(server: Server, gc: boolean): Promise<MemoryReport> {
  return new Promise((resolve) => {
    server.child.once('message', (report) => resolve(report as MemoryReport));
    server.child.send({ type: 'memory', gc } satisfies MemoryQuery);
  });
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
async function compare(
  s: Scenario,
  options: BenchOptions,
  responses: Record<string, CannedResponse>,
): Promise<{ api: RunResult; bare: RunResult; otherCpus: number }> {
  const bare = await startServer({ kind: 'bare', responses });
  const api = await startServer({ kind: 'api', logLevel: options.logLevel });
  try {
    for (const server of [bare, api]) await load(server.url, s, options.connections, options.warmupSeconds);
    const slices = { bare: [] as LoadResult[], api: [] as LoadResult[] };
    const otherCpus = await otherCpusDuring([api.child.pid ?? 0, bare.child.pid ?? 0], async () => {
      for (const kind of ['bare', 'api', 'api', 'bare'] as const) {
        const server = kind === 'api' ? api : bare;
        slices[kind].push(await load(server.url, s, options.connections, options.durationSeconds / 2));
      }
    });
    return {
      api: summarize(s.name, 'api', slices.api, api.child.pid ?? 0),
      bare: summarize(s.name, 'bare', slices.bare, bare.child.pid ?? 0),
      otherCpus,
    };
  } finally {
    api.stop();
    bare.stop();
  }
}

/**
 * A long GET run on the API, sampling RSS each second. V8 grows its young generation to the
 * allocation rate in steps during the first seconds under load (on the bench machine 32 → 64 → 128
 * MB over about 17 s, RSS 147 → 173 → 226 MB), so the run starts once that has settled: warm-up
 * slices of 5 s, at least 20 s, until two in a row leave the young generation's size and RSS
 * (within 2 %) as they were, at most 60 s. Then the live heap after a full collection at the start
 * and the end says whether the process holds on to anything: a leak grows it, the young
 * generation does not. Flat: the live heap within 10 %, and RSS up by less than 5 % once a step
 * the young generation still took during the run is set aside.
 */
async function memoryRun(options: BenchOptions) {
  const server = await startServer({ kind: 'api', logLevel: options.logLevel });
  const pid = server.child.pid ?? 0;
  try {
    const [scenario] = SCENARIOS;
    if (scenario === undefined) throw new Error('no scenario');
    const rss = () => memoryOf(pid)?.rssMb ?? NaN;
    const young = async () => (await queryMemory(server, false)).youngGenerationMb;

    let warmedSeconds = 0;
    let steady = 0;
    let before = { rss: rss(), young: await young() };
    while (warmedSeconds < 60 && !(warmedSeconds >= 20 && steady >= 2)) {
      await load(server.url, scenario, options.connections, 5);
      warmedSeconds += 5;
      const after = { rss: rss(), young: await young() };
      const same = after.young === before.young && Math.abs(after.rss - before.rss) / before.rss < 0.02;
      steady = same ? steady + 1 : 0;
      before = after;
    }

    const first = await queryMemory(server, true);
    const samples: number[] = [rss()];
    const timer = setInterval(() => samples.push(rss()), 1_000);
    const result = await load(server.url, scenario, options.connections, options.memorySeconds);
    clearInterval(timer);
    samples.push(rss());
    const last = await queryMemory(server, true);

    const start = samples[0] ?? NaN;
    const middle = samples[Math.floor(samples.length / 2)] ?? NaN;
    const end = samples.at(-1) ?? NaN;
    const rssGrowthPercent = round(((end - start) / start) * 100, 1);
    // What RSS gained beyond the young generation's own growth: on a busy machine the allocation
    // rate climbs more slowly, the warm-up can end before V8's last step up, and that step is not
    // a leak.
    const youngGrowthMb = last.youngGenerationMb - first.youngGenerationMb;
    const rssGrowthBeyondYoungPercent = round(((end - start - youngGrowthMb) / start) * 100, 1);
    const liveHeapGrowthPercent = round(((last.liveHeapMb - first.liveHeapMb) / first.liveHeapMb) * 100, 1);
    return {
      scenario: scenario.name,
      warmedSeconds,
      seconds: options.memorySeconds,
      requests: result.requests.total,
      errors: result.errors + result.timeouts + result.non2xx,
      rssMb: { start, middle, end },
      peakRssMb: memoryOf(pid)?.peakMb ?? null,
      rssGrowthPercent,
      rssGrowthBeyondYoungPercent,
      youngGenerationMb: { start: first.youngGenerationMb, end: last.youngGenerationMb },
      liveHeapMb: { start: first.liveHeapMb, end: last.liveHeapMb },
      liveHeapGrowthPercent,
      flat: rssGrowthBeyondYoungPercent < 5 && Math.abs(liveHeapGrowthPercent) < 10,
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
      const init: RequestInit = {
        method: s.method,
        ...(s.body === undefined ? {} : { body: s.body, headers: { 'content-type': 'application/json' } }),
      };
      const [a, b] = await Promise.all([fetch(`${api.url}${s.path}`, init), fetch(`${bare.url}${s.path}`, init)]);
      if (a.status !== b.status || (await a.text()) !== (await b.text())) return false;
    }
    return true;
  } finally {
    api.stop();
    bare.stop();
  }
}

/** Rows of cells in columns: the first `textColumns` aligned left, the figures after them right. */
export function table(rows: readonly (readonly string[])[], textColumns = 2): string {
  const widths = rows[0]?.map((_, i) => Math.max(...rows.map((r) => r[i]?.length ?? 0))) ?? [];
  return rows
    .map((r) => r.map((cell, i) => (i < textColumns ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0))).join('  '))
    .join('\n');
}

export const apiBench: BenchModule = {
  name: 'api',
  async run(options) {
    console.log(
      `API bench: ${options.connections} connections, ${options.warmupSeconds} s warm-up, ${options.durationSeconds} s per server ` +
        `and scenario (two halves, bare-API-API-bare), memory run ${options.memorySeconds} s, API log level ${options.logLevel}\n` +
        `Node ${process.version}, ${availableParallelism()} CPUs (${cpus()[0]?.model ?? 'unknown'}), load average ${loadavg()
          .map((l) => l.toFixed(2))
          .join(' ')}`,
    );
    const responses = await recordResponses();
    const same = await identicalBodies(responses);
    console.log(`bare node:http answers the API's bytes: ${same ? 'yes' : 'NO'}`);

    const runs: RunResult[] = [];
    const comparisons: { scenario: string; ratio: number; otherCpus: number }[] = [];
    for (const s of SCENARIOS) {
      const { api, bare, otherCpus } = await compare(s, options, responses);
      runs.push(api, bare);
      comparisons.push({ scenario: s.name, ratio: round(api.requestsPerSecond / bare.requestsPerSecond), otherCpus });
    }
    console.log(
      `\n${table([
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
      ])}`,
    );
    const busiest = Math.max(...comparisons.map((c) => c.otherCpus));
    console.log(
      `other processes on the machine during these runs: ${comparisons.map((c) => c.otherCpus.toFixed(2)).join(' and ')} CPUs on average` +
        (busiest > BUSY_CPUS ? ` — the machine was busy: these figures understate the API (run it on a quiet machine)` : ''),
    );

    const memory = await memoryRun(options);
    console.log(
      `\nmemory, ${memory.scenario} for ${memory.seconds} s after ${memory.warmedSeconds} s of warm-up under the same load ` +
        `(${memory.requests} requests, ${memory.errors} errors): RSS ${memory.rssMb.start} → ${memory.rssMb.middle} → ` +
        `${memory.rssMb.end} MB (start → middle → end, ${memory.rssGrowthPercent}%), peak ${memory.peakRssMb} MB; ` +
        `live heap after a full GC ${memory.liveHeapMb.start} → ${memory.liveHeapMb.end} MB (${memory.liveHeapGrowthPercent}%); ` +
        `young generation ${memory.youngGenerationMb.start} → ${memory.youngGenerationMb.end} MB; ` +
        `RSS beyond the young generation's growth ${memory.rssGrowthBeyondYoungPercent}% → ${memory.flat ? 'flat' : 'GROWING'}`,
    );

    // The API's budget is latency, not a share of bare node:http: the ratio above is reported, not
    // a target (docs/api.md, "Bench").
    const targets = {
      apiP99Under10Ms: runs.every((r) => r.server !== 'api' || r.p99Ms < 10),
      zeroErrors: runs.every((r) => r.errors + r.timeouts + r.non2xx === 0) && memory.errors === 0,
      memoryFlat: memory.flat,
    };
    console.log(
      `\ntargets: ${Object.entries(targets)
        .map(([k, ok]) => `${k} ${ok ? 'met' : 'MISSED'}`)
        .join(', ')}`,
    );
    return {
      options,
      node: process.version,
      cpus: availableParallelism(),
      loadAverage: loadavg(),
      identicalBytes: same,
      runs,
      comparisons,
      memory,
      targets,
    };
  },
};
