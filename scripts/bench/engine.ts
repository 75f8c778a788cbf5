// `npm run bench -- engine [--baseline=<ref>]`: the subsidy engine's time per calculation against an
// earlier commit, both timed in the same run by engine-worker.ts.
import { execFile } from 'node:child_process';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { WorkerOutput } from './engine-worker.ts';
import { type BenchModule, checkoutBaseline, median, PROJECT_ROOT, round, table } from './lib.ts';

/** The last commit before the household was priced member by member (issue 30): every member priced but children on Medicaid/CHIP. */
const MEMBERS_BASELINE = '4c300c5';
const WORKER = fileURLToPath(new URL('./engine-worker.ts', import.meta.url));
/** Worker runs per checkout, alternating which checkout goes first, so that other load weighs on both. */
const PASSES = 4;

interface Checkout {
  label: string;
  root: string;
}
const CURRENT: Checkout = { label: 'this checkout', root: PROJECT_ROOT };

interface Timing {
  medianUs: number;
  bestUs: number;
}

interface EngineFigures {
  label: string;
  /** One round of the whole mix: the mean of its requests' µs per calculation in that round. */
  mix: Timing;
  requests: ({ name: string; subsidy: number } & Timing)[];
}

const timing = (microseconds: readonly number[]): Timing => ({
  medianUs: round(median(microseconds), 2),
  bestUs: round(Math.min(...microseconds), 2),
});

async function runWorker(checkout: Checkout): Promise<WorkerOutput> {
  const { stdout } = await promisify(execFile)(process.execPath, [WORKER, checkout.root], { cwd: checkout.root });
  return JSON.parse(stdout) as WorkerOutput;
}

/** Every checkout's worker PASSES times, alternating, with the rounds of all passes pooled. */
async function timeEngines(checkouts: readonly Checkout[]): Promise<EngineFigures[]> {
  const outputs = new Map(checkouts.map((c) => [c.label, [] as WorkerOutput[]]));
  for (let pass = 0; pass < PASSES; pass++) {
    for (const checkout of pass % 2 === 0 ? checkouts : [...checkouts].reverse())
      outputs.get(checkout.label)?.push(await runWorker(checkout));
  }
  // The mix is the requests every checkout priced, so that its rounds compare like with like.
  const everywhere = (name: string) => [...outputs.values()].every((runs) => runs[0]?.requests.some((r) => r.name === name));
  return checkouts.map(({ label }) => {
    const runs = outputs.get(label) ?? [];
    const mix = runs.flatMap(({ requests }) => {
      const common = requests.filter((r) => everywhere(r.name));
      return (common[0]?.microseconds ?? []).map(
        (_, i) => common.reduce((total, r) => total + (r.microseconds[i] ?? NaN), 0) / common.length,
      );
    });
    const requests = (runs[0]?.requests ?? []).map(({ name, subsidy }) => ({
      name,
      subsidy,
      ...timing(runs.flatMap((run) => run.requests.find((r) => r.name === name)?.microseconds ?? [])),
    }));
    return { label, mix: timing(mix), requests };
  });
}

const ratio = (after: number, before: number) => (after / before).toFixed(2);
const load = () =>
  loadavg()
    .map((l) => round(l))
    .join(' ');

export const engineBench: BenchModule = {
  name: 'engine',
  async run(options) {
    const ref = options.baseline ?? MEMBERS_BASELINE;
    const baseline = checkoutBaseline(ref);
    try {
      const checkouts = [baseline, CURRENT];
      console.log(`Engine bench: ${baseline.label} against ${CURRENT.label}; Node ${process.version}, load average ${load()}`);
      const [before, after] = await timeEngines(checkouts);
      if (before === undefined || after === undefined) throw new Error('no engine timings');
      console.log(`\nengine, µs per calculation (median and best of the rounds of ${PASSES} alternating processes per checkout):`);
      const row = (name: string, b: Timing, a: Timing | undefined, subsidy: string) => [
        name,
        ...[b.medianUs, b.bestUs, a?.medianUs, a?.bestUs].map((us) => us?.toFixed(2) ?? 'n/a'),
        ratio(a?.medianUs ?? NaN, b.medianUs),
        subsidy,
      ];
      const rows = after.requests.map((a) => {
        const b = before.requests.find((r) => r.name === a.name);
        return b
          ? row(a.name, b, a, `${b.subsidy.toFixed(2)} → ${a.subsidy.toFixed(2)}`)
          : [a.name, 'n/a', 'n/a', a.medianUs.toFixed(2), a.bestUs.toFixed(2), 'n/a', a.subsidy.toFixed(2)];
      });
      console.log(
        table(
          [
            ['request', 'before', 'best', 'after', 'best', 'after/before', '$/month subsidy'],
            row('mix of the households both price', before.mix, after.mix, ''),
            ...rows,
          ],
          1,
        ),
      );

      console.log(`load average at the end: ${load()}`);
      return {
        baseline: ref,
        node: process.version,
        engine: [before, after],
        loadAverage: loadavg(),
      };
    } finally {
      baseline.dispose();
    }
  },
};
