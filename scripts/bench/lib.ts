// What the benches share: options, figures (round, median, tables), a process under test run as a
// black box, and the CPU other processes took meanwhile. Imports nothing from the benches.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

export const PROJECT_ROOT = fileURLToPath(new URL('../../', import.meta.url));

export interface BenchOptions {
  connections: number;
  warmupSeconds: number;
  durationSeconds: number;
  /** LOG_LEVEL of the API under test; its lines go nowhere. Default `info`, as in production. */
  logLevel: string;
  /** The commit the engine bench compares this checkout with (--baseline); undefined for its own default. */
  baseline: string | undefined;
}

export interface BenchModule {
  name: string;
  /** Prints its own report; returns what goes into bench-results/<name>.json. */
  run(options: BenchOptions): Promise<unknown>;
}

export const round = (n: number, digits = 2) => Math.round(n * 10 ** digits) / 10 ** digits;
export const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)] ?? NaN;

/** Rows of cells in columns: the first `textColumns` aligned left, the figures after them right. */
export function table(rows: readonly (readonly string[])[], textColumns = 2): string {
  const widths = rows[0]?.map((_, i) => Math.max(...rows.map((r) => r[i]?.length ?? 0))) ?? [];
  return rows
    .map((r) => r.map((cell, i) => (i < textColumns ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0))).join('  '))
    .join('\n');
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (address === null || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

export interface Running {
  label: string;
  url: string;
  pid: number;
  child: ChildProcess;
  stop(): void;
}

/**
 * `node <args>` in `cwd` on a free port of 127.0.0.1 (env PORT and HOST), its output discarded but
 * for errors, ready once GET `readyPath` answers 2xx.
 */
export async function startNode(
  label: string,
  args: readonly string[],
  { env = {}, readyPath, cwd = PROJECT_ROOT }: { env?: Record<string, string>; readyPath: string; cwd?: string },
): Promise<Running> {
  const port = await freePort();
  const child = spawn(process.execPath, args, {
    cwd,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
  });
  const url = `http://127.0.0.1:${port}`;
  const started = performance.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${label}: node ${args.join(' ')} exited with ${child.exitCode}`);
    const ok = await fetch(`${url}${readyPath}`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (performance.now() - started > 60_000) {
      child.kill('SIGKILL');
      throw new Error(`${label} did not answer ${readyPath} within 60 s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return { label, url, pid: child.pid ?? 0, child, stop: () => void child.kill('SIGKILL') };
}

/** Peak resident memory of a process, MB, from /proc (Linux); null once it is gone. */
export function peakRssMb(pid: number): number | null {
  try {
    const kb = Number(/^VmHWM:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? NaN);
    return round(kb / 1024, 1);
  } catch {
    return null;
  }
}

export interface Scenario {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  body?: string;
}

/** The calculation the benches load: a family of three in Atlanta. */
export const SUBSIDY_POST: Scenario = {
  name: 'POST /api/subsidy-calculation',
  method: 'POST',
  path: '/api/subsidy-calculation',
  body: JSON.stringify({ income: 45_000, familySize: 3, zipCode: '30301' }),
};

export type LoadResult = Awaited<ReturnType<typeof autocannon>>;

export function loadTest(url: string, s: Scenario, connections: number, seconds: number): Promise<LoadResult> {
  return autocannon({
    url: `${url}${s.path}`,
    method: s.method,
    connections,
    duration: seconds,
    ...(s.body === undefined ? {} : { body: s.body, headers: { 'content-type': 'application/json' } }),
  });
}

/** A detached git worktree of `ref` in a temporary folder, with this checkout's node_modules. */
export function checkoutBaseline(ref: string): { label: string; root: string; dispose(): void } {
  const root = mkdtempSync(join(tmpdir(), 'aca-bench-baseline-'));
  rmSync(root, { recursive: true });
  execFileSync('git', ['worktree', 'add', '--detach', '--force', root, ref], { cwd: PROJECT_ROOT, stdio: 'ignore' });
  symlinkSync(join(PROJECT_ROOT, 'node_modules'), join(root, 'node_modules'), 'dir');
  return {
    label: `baseline ${ref}`,
    root,
    dispose: () => execFileSync('git', ['worktree', 'remove', '--force', root], { cwd: PROJECT_ROOT, stdio: 'ignore' }),
  };
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
 * How much CPU everything else on the machine took while `work` ran, in CPUs on average: the
 * machine's busy time less this process's (the load generator) and the servers'. Other load moves
 * the figures more than any code change, so the bench reports it beside them.
 */
export async function otherCpusDuring(pids: readonly number[], work: () => Promise<void>): Promise<number> {
  const own = () => {
    const { user, system } = process.cpuUsage();
    return (user + system) / 1000 + pids.reduce((total, pid) => total + processCpuMs(pid), 0);
  };
  const [busy0, own0, wall0] = [machineBusyMs(), own(), performance.now()];
  await work();
  const [busy1, own1, wall1] = [machineBusyMs(), own(), performance.now()];
  return Math.max(0, round((busy1 - busy0 - (own1 - own0)) / (wall1 - wall0)));
}
