// `npm run content:changes -- --base <ref>`: what the content change since <ref> does for agents, as
// Markdown (src/lib/content/changes.ts); nothing when agents see no change. Pull requests show it.
// Each side is read through its own collections by its own `check:content -- --view`: the checkout,
// and a scratch copy of <ref>'s tree. When <ref>'s code cannot write a view, a scratch copy of the
// checkout holding <ref>'s content is read instead, and the summary says so (docs/content.md).
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { type AgentView, agentViewSchema } from '#content/agent-view.ts';
import { contentChanges } from '#content/changes.ts';
import { LAYOUT } from '#content/layout.ts';

const { values } = parseArgs({ options: { base: { type: 'string' }, root: { type: 'string' } } });
if (!values.base) {
  console.error('usage: npm run content:changes -- --base <git ref> (the branch or commit the change is compared with)');
  process.exit(2);
}
const base = values.base;
const root = values.root ?? process.cwd();
const CHECK = 'scripts/check-content.ts';
/** This checkout's content check, which reads the checkout and, when the base's own cannot, the base's content. */
const OWN_CHECK = fileURLToPath(new URL('./check-content.ts', import.meta.url));
/** What a scratch copy leaves out: dependencies (found from the copy's place), history, build output, docs and browser tests. */
const NOT_COPIED = ['node_modules', '.git', '.astro', 'dist', 'dist-pages', 'test-results', 'test-report', 'bench-results'];
const NOT_ARCHIVED = ['docs', 'tests', '.github', 'package-lock.json'];

const git = (...args: string[]) => execFileSync('git', args, { cwd: root, maxBuffer: 256 * 1024 * 1024 });

/** Whether the content differs from <ref>: committed, uncommitted or untracked. */
function contentDiffers(): boolean {
  const changed = spawnSync('git', ['diff', '--quiet', base, '--', LAYOUT.contentDir], { cwd: root });
  if (changed.status !== 0 && changed.status !== 1) throw new Error(`git diff ${base}: ${String(changed.stderr)}`);
  return changed.status === 1 || git('ls-files', '--others', '--exclude-standard', '--', LAYOUT.contentDir).length > 0;
}

/** What agents see of the project at `dir`, written by `script`, or why there is no view. */
function viewOf(dir: string, script: string, scratch: string): AgentView | { failed: string } {
  if (!existsSync(script)) return { failed: `it has no ${CHECK}` };
  if (!readFileSync(script, 'utf8').includes('--view')) return { failed: `its ${CHECK} predates --view` };
  const file = join(scratch, `view-${Date.now()}.json`);
  const run = spawnSync(process.execPath, [script, '--view', file], {
    cwd: dir,
    encoding: 'utf8',
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', NO_COLOR: '1', GITHUB_ACTIONS: '' },
  });
  if (!existsSync(file)) return { failed: `${CHECK} wrote no view:\n${run.stdout}${run.stderr}`.trim() };
  const view = agentViewSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  return view.success ? view.data : { failed: `its view is not the one this checkout compares:\n${z.prettifyError(view.error)}` };
}

/** The node_modules the checkout resolves its packages from: its own, or the nearest above it. */
function dependencies(): string {
  for (let dir = resolve(root); ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'node_modules/astro'))) return join(dir, 'node_modules');
    if (dirname(dir) === dir) throw new Error(`no node_modules with astro in or above ${root}: run npm ci first`);
  }
}

/** A scratch folder `name` holding the files of `paths` at <ref> (all but NOT_ARCHIVED when none), the checkout's packages linked in. */
function fromBase(scratch: string, name: string, paths: string[] = NOT_ARCHIVED.map((path) => `:(exclude)${path}`)): string {
  const dir = join(scratch, name);
  mkdirSync(dir, { recursive: true });
  execFileSync('tar', ['-x', '-C', dir], { input: git('archive', '--format=tar', base, '--', ...paths) });
  if (!existsSync(join(dir, 'node_modules'))) symlinkSync(dependencies(), join(dir, 'node_modules'), 'dir');
  return dir;
}

/** A scratch copy of the checkout with the content of <ref>. */
function checkoutWithBaseContent(scratch: string): string {
  const dir = fromBase(scratch, 'checkout', [LAYOUT.contentDir]);
  const content = join(root, LAYOUT.contentDir);
  for (const name of readdirSync(root)) {
    if (NOT_COPIED.includes(name)) continue;
    cpSync(join(root, name), join(dir, name), { recursive: true, filter: (source) => source !== content });
  }
  return dir;
}

if (contentDiffers()) {
  const scratch = mkdtempSync(join(tmpdir(), 'content-changes-'));
  try {
    const after = viewOf(root, OWN_CHECK, scratch);
    if ('failed' in after) {
      console.error(`The checkout's content does not load, so there is nothing to compare; the content check says:\n${after.failed}`);
      process.exit(1);
    }
    const baseTree = fromBase(scratch, 'base');
    const own = viewOf(baseTree, join(baseTree, CHECK), scratch);
    if ('failed' in own) console.error(`The code at ${base} gave no view of its content, so this checkout's code reads it; ${own.failed}`);
    const before = 'failed' in own ? viewOf(checkoutWithBaseContent(scratch), OWN_CHECK, scratch) : own;
    if ('failed' in before)
      console.error(`The content at ${base} did not load with this checkout's code either; the content check says:\n${before.failed}`);
    const note = `The content at ${base} was read by this change's code, its own giving no view: both sides are read with this change's schemas.`;
    process.stdout.write(
      'failed' in before
        ? `## What this change does for agents\n\nNo summary: the content at ${base} loads neither with its own code nor with this change's, so the two cannot be compared.\n`
        : contentChanges(before, after, 'failed' in own ? note : undefined),
    );
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}
