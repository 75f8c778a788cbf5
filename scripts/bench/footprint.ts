/**
 * What the API costs before its first request, and what one release costs against another. Starts
 * the API's own Node entry as a separate process, as `node api/node/main.ts` would run in
 * production, from this checkout and from a baseline checkout (a git worktree of an earlier
 * commit, sharing this checkout's node_modules), so both are measured in the same run on the same
 * machine. Linux only: memory is read from /proc.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import type { BenchModule, BenchOptions } from './index.ts';

const PROJECT_ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** A checkout to run: its folder and the API's Node entry within it. */
export interface Checkout {
  label: string;
  root: string;
  entry: string;
}

export const CURRENT: Checkout = { label: 'this checkout', root: PROJECT_ROOT, entry: 'api/node/main.ts' };

/**
 * The last commit whose engine priced every benchmark from KFF's state averages, before the local
 * tables (ZIP code → county → rating area) were added; its API entry was api/node.ts.
 */
export const STATE_AVERAGE_BASELINE = { ref: 'c6a1f55', entry: 'api/node.ts' } as const;

/** A detached worktree of `ref` in a temporary folder, with this checkout's node_modules. */
export function checkoutBaseline(ref: string, entry: string): Checkout & { dispose(): void } {
  const root = mkdtempSync(join(tmpdir(), 'aca-bench-baseline-'));
  rmSync(root, { recursive: true });
  execFileSync('git', ['worktree', 'add', '--detach', '--force', root, ref], { cwd: PROJECT_ROOT, stdio: 'ignore' });
  symlinkSync(join(PROJECT_ROOT, 'node_modules'), join(root, 'node_modules'), 'dir');
  // The API reads the content bundle that the build writes (a separate script before the Astro build did it).
  const writer = existsSync(join(root, 'scripts/build-content.ts'))
    ? ['scripts/build-content.ts']
    : ['node_modules/astro/bin/astro.mjs', 'build'];
  execFileSync(process.execPath, writer, { cwd: root, stdio: 'ignore' });
  return {
    label: `baseline ${ref}`,
    root,
    entry,
    dispose: () => execFileSync('git', ['worktree', 'remove', '--force', root], { cwd: PROJECT_ROOT, stdio: 'ignore' }),
  };
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (address === null || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

/** Resident memory of a process, MB, from /proc (Linux). */
export function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? NaN) / 1024;
}

export interface RunningEntry {
  url: string;
  pid: number;
  /** From spawning the process to its first answer on /api/health. */
  startupMs: number;
  stop(): void;
}

/** Spawns the checkout's entry and waits until /api/health answers. */
export async function startEntry(checkout: Checkout, env: Record<string, string> = {}): Promise<RunningEntry> {
  if (!existsSync(join(checkout.root, checkout.entry))) throw new Error(`${checkout.label} has no ${checkout.entry}`);
  const port = await freePort();
  const started = performance.now();
  const child: ChildProcess = spawn(process.execPath, [checkout.entry], {
    cwd: checkout.root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'error', RATE_LIMIT_MAX: '1000000000', ...env },
  });
  const url = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${checkout.label}: ${checkout.entry} exited with ${child.exitCode}`);
    const ok = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (performance.now() - started > 30_000) throw new Error(`${checkout.label} did not start in 30 s`);
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
  return { url, pid: child.pid ?? 0, startupMs: performance.now() - started, stop: () => child.kill('SIGKILL') };
}

export interface Startup {
  label: string;
  runs: number;
  /** Median and fastest time from spawn to the first /api/health answer. */
  medianMs: number;
  fastestMs: number;
  /** Median resident memory once started, before any other request. */
  rssMb: number;
}

export const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
export const round = (n: number, digits = 1) => Math.round(n * 10 ** digits) / 10 ** digits;

/** Starts each checkout `runs` times, alternating, and reports the start-up time and memory. */
export async function measureStartups(checkouts: readonly Checkout[], runs: number): Promise<Startup[]> {
  const samples = new Map(checkouts.map((c) => [c.label, { ms: [] as number[], rss: [] as number[] }]));
  for (let i = 0; i < runs; i++) {
    for (const checkout of checkouts) {
      const running = await startEntry(checkout);
      const sample = samples.get(checkout.label);
      sample?.ms.push(running.startupMs);
      sample?.rss.push(rssMb(running.pid));
      running.stop();
    }
  }
  return checkouts.map((c) => {
    const { ms, rss } = samples.get(c.label) ?? { ms: [], rss: [] };
    return { label: c.label, runs, medianMs: round(median(ms)), fastestMs: round(Math.min(...ms)), rssMb: round(median(rss)) };
  });
}

const POST_BODY = JSON.stringify({ income: 45_000, familySize: 3, zipCode: '30301' });
const STARTUP_RUNS = 10;

async function postLoad(url: string, connections: number, duration: number, body: string) {
  return autocannon({
    url: `${url}/api/subsidy-calculation`,
    method: 'POST',
    connections,
    duration,
    body,
    headers: { 'content-type': 'application/json' },
  });
}

export interface PostFigures {
  label: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  /** RSS once loaded, MB. */
  rssMb: number;
}

/**
 * The POST of `body` against both checkouts, up at once, warmed, then loaded in turn
 * (baseline, this, this, baseline) so that load from elsewhere on the machine weighs on both.
 */
export async function comparePosts(checkouts: readonly Checkout[], options: BenchOptions, body = POST_BODY): Promise<PostFigures[]> {
  const servers = [];
  for (const checkout of checkouts) servers.push({ checkout, running: await startEntry(checkout, { LOG_LEVEL: options.logLevel }) });
  try {
    for (const s of servers) await postLoad(s.running.url, options.connections, options.warmupSeconds, body);
    const slices = new Map<string, Awaited<ReturnType<typeof postLoad>>[]>();
    const order = [servers[0], servers[1], servers[1], servers[0]];
    for (const s of order) {
      if (!s) continue;
      const result = await postLoad(s.running.url, options.connections, options.durationSeconds / 2, body);
      slices.set(s.checkout.label, [...(slices.get(s.checkout.label) ?? []), result]);
    }
    return servers.map(({ checkout, running }) => {
      const results = slices.get(checkout.label) ?? [];
      const sum = (pick: (r: (typeof results)[number]) => number) => results.reduce((total, r) => total + pick(r), 0);
      return {
        label: checkout.label,
        requestsPerSecond: Math.round(sum((r) => r.requests.total) / sum((r) => r.duration)),
        p50Ms: round(sum((r) => r.latency.p50) / results.length),
        p99Ms: Math.max(...results.map((r) => r.latency.p99)),
        errors: sum((r) => r.errors + r.timeouts + r.non2xx),
        rssMb: round(rssMb(running.pid)),
      };
    });
  } finally {
    for (const s of servers) s.running.stop();
  }
}

/**
 * `npm run bench -- footprint`: what the local benchmark tables (ZIP code → county → rating area)
 * cost the API, against the last release without them, in the same run: start-up time and memory,
 * and the POST's throughput and p99.
 */
export const footprintBench: BenchModule = {
  name: 'footprint',
  async run(options) {
    const baseline = checkoutBaseline(STATE_AVERAGE_BASELINE.ref, STATE_AVERAGE_BASELINE.entry);
    try {
      const checkouts = [baseline, CURRENT];
      console.log(
        `Footprint bench: ${baseline.label} (state averages only) against ${CURRENT.label}; Node ${process.version}, load average ${loadavg()
          .map((l) => round(l))
          .join(' ')}`,
      );
      const startups = await measureStartups(checkouts, STARTUP_RUNS);
      console.log(`\nstart-up of the API's Node entry, ${STARTUP_RUNS} runs each, alternating (spawn to first /api/health answer):`);
      for (const s of startups)
        console.log(`  ${s.label.padEnd(20)} median ${s.medianMs} ms, fastest ${s.fastestMs} ms, RSS once started ${s.rssMb} MB`);
      const posts = await comparePosts(checkouts, options);
      console.log(`\nPOST /api/subsidy-calculation (${POST_BODY}), ${options.connections} connections, ${options.durationSeconds} s each:`);
      for (const p of posts)
        console.log(
          `  ${p.label.padEnd(20)} ${p.requestsPerSecond} req/s, p50 ${p.p50Ms} ms, p99 ${p.p99Ms} ms, errors ${p.errors}, RSS ${p.rssMb} MB`,
        );
      return { baseline: STATE_AVERAGE_BASELINE, startups, posts, loadAverage: loadavg() };
    } finally {
      baseline.dispose();
    }
  },
};
