// `npm run bench [-- site|api|chain|scale|engine] [--duration=10 --connections=50 --warmup=3
// --log-level=info --baseline=<ref>]`: runs each bench in BENCHES, prints its table and writes
// bench-results/<name>.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { apiBench } from './api.ts';
import { chainBench } from './chain.ts';
import { engineBench } from './engine.ts';
import type { BenchModule, BenchOptions } from './lib.ts';
import { scaleBench } from './scale.ts';
import { siteBench } from './site.ts';

const BENCHES: readonly BenchModule[] = [apiBench, chainBench, scaleBench, engineBench, siteBench];
/** The API's log levels (README, "Configuration"). */
const LOG_LEVELS = ['debug', 'info', 'warn', 'error'];

function positive(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} must be a positive number, got "${raw}"`);
  return value;
}

function options(): { bench: BenchOptions; only: string | undefined } {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      duration: { type: 'string' },
      warmup: { type: 'string' },
      connections: { type: 'string' },
      'log-level': { type: 'string' },
      only: { type: 'string' },
      baseline: { type: 'string' },
    },
  });
  const logLevel = values['log-level'] ?? 'info';
  if (!LOG_LEVELS.includes(logLevel)) throw new Error(`--log-level must be one of ${LOG_LEVELS.join(', ')}, got "${logLevel}"`);
  return {
    bench: {
      connections: positive('connections', values.connections, 50),
      warmupSeconds: positive('warmup', values.warmup, 3),
      durationSeconds: positive('duration', values.duration, 10),
      logLevel,
      baseline: values.baseline,
    },
    only: values.only ?? positionals[0],
  };
}

const { bench, only } = options();
const selected = BENCHES.filter((b) => only === undefined || b.name === only);
if (selected.length === 0) throw new Error(`--only=${only}: no such bench (${BENCHES.map((b) => b.name).join(', ')})`);

mkdirSync('bench-results', { recursive: true });
for (const module of selected) {
  const result = await module.run(bench);
  const file = `bench-results/${module.name}.json`;
  writeFileSync(file, `${JSON.stringify({ date: new Date().toISOString(), ...(result as object) }, null, 2)}\n`);
  console.log(`\nwrote ${file}`);
}
