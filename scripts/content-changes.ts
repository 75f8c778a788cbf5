// `npm run content:changes -- --base <ref>`: what the content change since <ref> does for agents, as
// Markdown (src/lib/content/changes.ts); nothing when agents see no change. Pull requests show it.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { contentChanges, type Snapshot } from '#content/changes.ts';
import { LAYOUT } from '#content/layout.ts';

const { values } = parseArgs({ options: { base: { type: 'string' }, root: { type: 'string' } } });
if (!values.base) {
  console.error('usage: npm run content:changes -- --base <git ref> (the branch or commit the change is compared with)');
  process.exit(2);
}
const root = values.root ?? process.cwd();
const git = (...args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });

function atBase(ref: string): Snapshot {
  const files = git('ls-tree', '-r', '--name-only', ref, '--', LAYOUT.contentDir).split('\n').filter(Boolean);
  return new Map(files.map((file) => [file, git('show', `${ref}:${file}`)]));
}

function inCheckout(): Snapshot {
  const files = (readdirSync(join(root, LAYOUT.contentDir), { recursive: true, withFileTypes: true }) as import('node:fs').Dirent[])
    .filter((entry) => entry.isFile())
    .map((entry) =>
      join(entry.parentPath, entry.name)
        .slice(root.length + 1)
        .split('\\')
        .join('/'),
    );
  return new Map(files.map((file) => [file, readFileSync(join(root, file), 'utf8')]));
}

process.stdout.write(contentChanges(atBase(values.base), inCheckout()));
