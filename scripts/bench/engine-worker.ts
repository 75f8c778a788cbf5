// One checkout's subsidy engine timed in its own process: `node scripts/bench/engine-worker.ts <root>`
// prints a WorkerOutput as JSON (engine.ts runs one per checkout and pass).
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

type Engine = typeof import('#subsidy');

export interface WorkerOutput {
  requests: { name: string; subsidy: number; microseconds: number[] }[];
}

/**
 * The mix, one of each: households given by ages or assumed (families with children the children
 * rule may leave out, and households without), which every checkout prices, then households given
 * member by member, which only a checkout with the member rules accepts.
 */
const REQUESTS: Record<string, unknown> = {
  'IL family of 4, default ages': { income: 62_000, familySize: 4, zipCode: '60614', year: 2027 },
  'IL family of 4, ages 40 40 10 10': { income: 62_000, familySize: 4, zipCode: '60614', ages: [40, 40, 10, 10], year: 2027 },
  'TX family of 4, ages 40 40 10 10': { income: 75_000, familySize: 4, zipCode: '77002', ages: [40, 40, 10, 10], year: 2027 },
  'GA single, default year': { income: 45_000, familySize: 1, zipCode: '30301' },
  'PA family of 3, ages 40 38 5': { income: 40_000, familySize: 3, zipCode: '15501', ages: [40, 38, 5] },
  'members: TX undocumented parent, 2 children': {
    income: 62_000,
    familySize: 3,
    zipCode: '77002',
    year: 2027,
    members: [{ age: 34, immigrationStatus: 'not-lawfully-present' }, { age: 12 }, { age: 9 }],
  },
  'members: GA family of 4, job offer': {
    income: 90_000,
    familySize: 4,
    zipCode: '30303',
    year: 2027,
    members: [{ age: 40 }, { age: 38 }, { age: 10 }, { age: 7 }],
    jobOffers: [{ employee: 0, selfOnlyMonthly: 250, familyMonthly: 900, familyMembers: [1, 2, 3] }],
  },
  'members: NY single, 2026 split year': { income: 35_000, familySize: 1, zipCode: '10001', year: 2026, members: [{ age: 40 }] },
};
/** A fixed clock, so the default plan year is the same in every run. */
const NOW = new Date('2026-11-24T12:00:00Z');
const WARMUP_ROUNDS = 5;
const ROUNDS = 10;
const ITERATIONS = 2_000;

const root = process.argv[2];
if (root === undefined) throw new Error('usage: node scripts/bench/engine-worker.ts <checkout root>');
const engine: Engine = await import(pathToFileURL(join(root, 'src/lib/subsidy/index.ts')).href);

// A checkout from before the member rules refuses `members`: it is timed on the rest.
const accepted = Object.entries(REQUESTS).flatMap(([name, body]) => {
  const parsed = engine.subsidyRequestSchema.safeParse(body);
  return parsed.success ? [{ name, request: parsed.data }] : [];
});
const requests = accepted.map(({ name, request }) => {
  const outcome = engine.calculateSubsidy(request, { now: NOW });
  if (!outcome.ok) throw new Error(`${name}: ${JSON.stringify(outcome.issues)}`);
  return { name, request, subsidy: outcome.result.subsidy, microseconds: [] as number[] };
});

for (let round = 0; round < WARMUP_ROUNDS + ROUNDS; round++) {
  for (const r of requests) {
    const started = performance.now();
    for (let i = 0; i < ITERATIONS; i++) engine.calculateSubsidy(r.request, { now: NOW });
    if (round >= WARMUP_ROUNDS) r.microseconds.push(((performance.now() - started) * 1000) / ITERATIONS);
  }
}

const output: WorkerOutput = { requests: requests.map(({ name, subsidy, microseconds }) => ({ name, subsidy, microseconds })) };
process.stdout.write(JSON.stringify(output));
