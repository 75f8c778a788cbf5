// `npm run content:changes -- --base <ref>`: what the content change since <ref> does for agents, as
// Markdown (src/lib/content/changes.ts); nothing when agents see no change. Pull requests show it.
// Both sides are read through the collections by this checkout's code: the checkout as it is, and a
// scratch copy of it holding the content of <ref>, each by `npm run check:content -- --view`.
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import type { AgentView } from '#content/agent-view.ts';
import { contentChanges } from '#content/changes.ts';
import { LAYOUT } from '#content/layout.ts';

const { values } = parseArgs({ options: { base: { type: 'string' }, root: { type: 'string' } } });
if (!values.base) {
  console.error('usage: npm run content:changes -- --base <git ref> (the branch or commit the change is compared with)');
  process.exit(2);
}
const base = values.base;
const root = values.root ?? process.cwd();
const CHECK = fileURLToPath(new URL('./check-content.ts', import.meta.url));
/** What a scratch copy leaves out: dependencies (found from the copy's place), history, build output. */
const NOT_COPIED = new Set(['node_modules', '.git', '.astro', 'dist', 'dist-pages', 'test-results', 'test-report', 'bench-results']);

const git = (...args: string[]) => execFileSync('git', args, { cwd: root, maxBuffer: 256 * 1024 * 1024 });

/** Whether the content differs from <ref>: committed, uncommitted or untracked. */
function contentDiffers(): boolean {
  const changed = spawnSync('git', ['diff', '--quiet', base, '--', LAYOUT.contentDir], { cwd: root });
  if (changed.status !== 0 && changed.status !== 1) throw new Error(`git diff ${base}: ${String(changed.stderr)}`);
  return changed.status === 1 || git('ls-files', '--others', '--exclude-standard', '--', LAYOUT.contentDir).length > 0;
}

/** What agents see of the project at `dir`, or the content check's output when its content does not load. */
function viewOf(dir: string, scratch: string): AgentView | { failed: string } {
  const file = join(scratch, `view-${Date.now()}.json`);
  const run = spawnSync(process.execPath, [CHECK, '--view', file], {
    cwd: dir,
    encoding: 'utf8',
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', NO_COLOR: '1', GITHUB_ACTIONS: '' },
  });
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as AgentView;
  } catch {
    return { failed: `${run.stdout}${run.stderr}`.trim() };
  }
}

/** The node_modules the checkout resolves its packages from: its own, or the nearest above it. */
function dependencies(): string {
  for (let dir = resolve(root); ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'node_modules/astro'))) return join(dir, 'node_modules');
    if (dirname(dir) === dir) throw new Error(`no node_modules with astro in or above ${root}: run npm ci first`);
  }
}

/** A scratch copy of the checkout with the content of <ref>, and the checkout's packages linked in. */
function baseProject(scratch: string): string {
  const dir = join(scratch, 'project');
  const content = join(root, LAYOUT.contentDir);
  for (const name of readdirSync(root)) {
    if (NOT_COPIED.has(name)) continue;
    cpSync(join(root, name), join(dir, name), { recursive: true, filter: (source) => source !== content });
  }
  symlinkSync(dependencies(), join(dir, 'node_modules'), 'dir');
  mkdirSync(join(dir, LAYOUT.contentDir), { recursive: true });
  execFileSync('tar', ['-x', '-C', dir], { input: git('archive', '--format=tar', base, '--', LAYOUT.contentDir) });
  return dir;
}

if (contentDiffers()) {
  const scratch = mkdtempSync(join(tmpdir(), 'content-changes-'));
  try {
    const after = viewOf(root, scratch);
    if ('failed' in after) {
      console.error(`The checkout's content does not load, so there is nothing to compare; the content check says:\n${after.failed}`);
      process.exit(1);
    }
    const before = viewOf(baseProject(scratch), scratch);
    if ('failed' in before) console.error(`The content at ${base} did not load; the content check says:\n${before.failed}`);
    process.stdout.write(
      'failed' in before
        ? `## What this change does for agents\n\nNo summary: the content at ${base} does not load with this change's schemas, so the two cannot be compared.\n`
        : contentChanges(before, after),
    );
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}
