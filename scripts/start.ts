/**
 * `npm start`: builds the site when dist/ is missing or older than the sources, then serves the site
 * and the API on one port (PORT, default 4321; HOST, default 127.0.0.1). SKIP_BUILD=1 serves dist/
 * as it is (the test command builds once beforehand).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { apiOptionsFromEnv } from '../api/node/env.ts';
import { stdoutLogger } from '../api/node/main.ts';
import { exitOnSignals } from '../api/node/signals.ts';
import { startProductionServer } from '../server/index.ts';

const SOURCES = ['src', 'public', 'astro.config.mjs', 'package-lock.json'];
const STAMP = 'dist/index.html';

function newestChange(path: string): number {
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(path).reduce((newest, name) => Math.max(newest, newestChange(join(path, name))), stats.mtimeMs);
}

function needsBuild(): boolean {
  if (!existsSync(STAMP) || !existsSync('dist/404.html') || !existsSync('api/generated/content.json')) return true;
  const built = statSync(STAMP).mtimeMs;
  return SOURCES.some((source) => existsSync(source) && newestChange(source) > built);
}

function run(args: string[]): void {
  const result = spawnSync(process.execPath, args, { stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`npm start: "${args.join(' ')}" failed; nothing was started.`);
    process.exit(result.status ?? 1);
  }
}

if (process.env['SKIP_BUILD'] !== '1' && needsBuild()) {
  console.log('npm start: building the site first…');
  run(['node_modules/astro/bin/astro.mjs', 'build']);
}

const options = apiOptionsFromEnv({ ...process.env, PORT: process.env['PORT'] ?? '4321' });
// One logger for the server and its shutdown.
const logger = stdoutLogger(options.logLevel);
const running = await startProductionServer({ ...options, logger });
console.log(`ACA Agent Training Hub: ${running.url}`);
exitOnSignals(running, { logger });
