// Scale-out bench (`npm run bench -- scale`): the rate-limited POST through one instance, two counting
// alone, and two sharing a limit in a real redis-server; docs/operations.md, "Measured".
import { availableParallelism, loadavg } from 'node:os';
import { Redis } from 'ioredis';
import { startRedis } from '../../tests/support/redis.ts';
import {
  type BenchModule,
  type LoadResult,
  loadTest,
  otherCpusDuring,
  type Running,
  round,
  SUBSIDY_POST,
  startNode,
  table,
} from './lib.ts';

/** High enough that the bench is never refused, so that every request is counted and answered. */
const LIMIT = '1000000000';
/** The key the API counts a client under in Redis (api/middleware/rate-limit): all load is from 127.0.0.1. */
const KEY = 'aca-training-hub:rate-limit:subsidy:127.0.0.1';

function startInstances(count: number, env: Record<string, string>): Promise<Running[]> {
  return Promise.all(
    Array.from({ length: count }, (_, i) =>
      startNode(`API ${i + 1}`, ['api/node/main.ts'], { env: { RATE_LIMIT_MAX: LIMIT, ...env }, readyPath: '/api/health' }),
    ),
  );
}

/** The connections split over the instances, loaded at the same time; the results of each. */
function loadTogether(instances: readonly Running[], connections: number, seconds: number): Promise<LoadResult[]> {
  const share = Math.max(1, Math.round(connections / instances.length));
  return Promise.all(instances.map((instance) => loadTest(instance.url, SUBSIDY_POST, share, seconds)));
}

interface SetupResult {
  setup: string;
  instances: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
  /** CPUs other processes took during the run, on average (not the instances, Redis or the load). */
  otherCpus: number;
  /** Requests counted in Redis against requests answered (warm-up included); only for Redis. */
  countedInRedis?: { counted: number; answered: number };
}

function summarize(setup: string, slices: readonly LoadResult[], otherCpus: number): SetupResult {
  const sum = (pick: (r: LoadResult) => number) => slices.reduce((total, r) => total + pick(r), 0);
  return {
    setup,
    instances: slices.length,
    requestsPerSecond: round(
      sum((r) => r.requests.total / r.duration),
      0,
    ),
    p50Ms: round(sum((r) => r.latency.p50) / slices.length),
    p99Ms: Math.max(...slices.map((r) => r.latency.p99)),
    errors: sum((r) => r.errors + r.timeouts),
    non2xx: sum((r) => r.non2xx),
    otherCpus,
  };
}

export const scaleBench: BenchModule = {
  name: 'scale',
  async run(options) {
    console.log(
      `Scale-out bench: POST with the rate limit on, ${options.connections} connections split over the instances, ` +
        `${options.warmupSeconds} s warm-up, ${options.durationSeconds} s each, API log level ${options.logLevel}\n` +
        `Node ${process.version}, ${availableParallelism()} CPUs, load average ${loadavg()
          .map((l) => l.toFixed(2))
          .join(' ')}`,
    );
    const redis = await startRedis();
    const env = { LOG_LEVEL: options.logLevel };
    const setups: { setup: string; count: number; env: Record<string, string> }[] = [
      { setup: 'one instance, memory', count: 1, env },
      { setup: 'two instances, memory each', count: 2, env },
      { setup: 'two instances, one Redis', count: 2, env: { ...env, REDIS_URL: redis.url } },
    ];
    const results: SetupResult[] = [];
    try {
      for (const { setup, count, env: setupEnv } of setups) {
        const instances = await startInstances(count, setupEnv);
        try {
          const warmup = await loadTogether(instances, options.connections, options.warmupSeconds);
          let slices: LoadResult[] = [];
          const pids = [...instances.map((instance) => instance.pid), redis.pid];
          const otherCpus = await otherCpusDuring(pids, async () => {
            slices = await loadTogether(instances, options.connections, options.durationSeconds);
          });
          const result = summarize(setup, slices, otherCpus);
          if (setupEnv['REDIS_URL'] !== undefined) {
            const client = new Redis(redis.url);
            const counted = Number(await client.get(KEY));
            client.disconnect();
            const answered = [...warmup, ...slices].reduce((total, r) => total + r.requests.total, 0);
            result.countedInRedis = { counted, answered };
          }
          results.push(result);
        } finally {
          for (const instance of instances) instance.stop();
        }
      }
    } finally {
      await redis.stop();
    }
    console.log(
      `\n${table(
        [
          ['setup', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'non-2xx', 'other CPUs'],
          ...results.map((r) => [
            r.setup,
            String(r.requestsPerSecond),
            String(r.p50Ms),
            String(r.p99Ms),
            String(r.errors),
            String(r.non2xx),
            r.otherCpus.toFixed(2),
          ]),
        ],
        1,
      )}`,
    );
    const shared = results.find((r) => r.countedInRedis !== undefined)?.countedInRedis;
    if (shared) {
      // autocannon stops at its deadline with requests still in flight: those were counted, not answered.
      console.log(`\ncounted in Redis: ${shared.counted} requests; answered by both instances: ${shared.answered}`);
    }
    return { options, node: process.version, cpus: availableParallelism(), loadAverage: loadavg(), results };
  },
};
