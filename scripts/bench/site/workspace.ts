// A scratch copy of the project under the system temp dir, so the bench builds and serves without
// touching the working tree; node_modules entries are symlinked, Astro's and Vite's caches kept apart.
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';
import { performance } from 'node:perf_hooks';

/** Top-level entries that are outputs, caches or records, not sources. */
const NOT_COPIED = /^(node_modules|\.git|\.astro|dist|dist-.*|test-results|playwright-report|bench-results)$/;
const CACHES = new Set(['.astro', '.vite', '.cache']);

export interface Workspace {
  root: string;
  remove(): void;
}

export function copyProject(source: string): Workspace {
  const root = mkdtempSync(join(tmpdir(), 'aca-bench-site-'));
  cpSync(source, root, {
    recursive: true,
    filter: (path) => {
      const top = relative(source, path).split(sep)[0] ?? '';
      return !NOT_COPIED.test(top) && relative(source, path) !== join('api', 'generated');
    },
  });
  const modules = join(root, 'node_modules');
  mkdirSync(modules);
  for (const entry of readdirSync(join(source, 'node_modules'))) {
    if (!CACHES.has(entry)) symlinkSync(join(source, 'node_modules', entry), join(modules, entry));
  }
  return { root, remove: () => rmSync(root, { recursive: true, force: true }) };
}

export interface Build {
  /** Wall-clock seconds of `astro build` alone. */
  astroSeconds: number;
  /** Wall-clock seconds of the content check and API bundle (scripts/build-content.ts). */
  contentSeconds: number;
  /** Pages Astro reports having built. */
  pages: number;
}

interface Run {
  seconds: number;
  output: string;
}

/** Runs Node 24 (this process's binary) in the workspace; rejects with the output's tail on failure. */
function runNode(root: string, args: readonly string[]): Promise<Run> {
  const env: NodeJS.ProcessEnv = { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' };
  // The bench measures the root build with the API on the same origin, as `npm start` serves it.
  delete env['BASE_PATH'];
  delete env['PUBLIC_API_BASE_URL'];
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('close', (code) => {
      const seconds = (performance.now() - started) / 1000;
      if (code === 0) resolve({ seconds, output });
      else reject(new Error(`"node ${args.join(' ')}" failed (exit ${code}) in ${root}:\n${output.split('\n').slice(-40).join('\n')}`));
    });
  });
}

/** A cold build: outputs and content caches removed first, as on a fresh CI checkout. */
export async function build(root: string): Promise<Build> {
  for (const dir of ['dist', '.astro', 'node_modules/.astro', 'node_modules/.vite']) {
    rmSync(join(root, dir), { recursive: true, force: true });
  }
  // Older checkouts check the content in a script of their own; since then the Astro build does it.
  const content = existsSync(join(root, 'scripts/build-content.ts'))
    ? await runNode(root, ['scripts/build-content.ts'])
    : { seconds: 0, output: '' };
  const astro = await runNode(root, ['node_modules/astro/bin/astro.mjs', 'build']);
  // Astro ends with "N page(s) built in Xs".
  const pages = Number(/(\d+) page\(s\) built/.exec(astro.output)?.[1] ?? NaN);
  return { astroSeconds: astro.seconds, contentSeconds: content.seconds, pages };
}
