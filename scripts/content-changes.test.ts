import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT, withFixtureProject } from '#content/fixture-project.ts';

// `npm run content:changes` in a copy of the real content made a git repository: a base commit,
// then an editor's change, read on both sides through the collections.
const SCRIPT = fileURLToPath(new URL('./content-changes.ts', import.meta.url));
const CHECK = 'scripts/check-content.ts';

/** Gives the project a content check at scripts/check-content.ts: this checkout's, or one predating --view. */
function withCheck(root: string, check: 'current' | 'without --view') {
  mkdirSync(join(root, 'scripts'));
  const file = join(root, CHECK);
  if (check === 'current') symlinkSync(join(REPO_ROOT, 'scripts/check-content.ts'), file);
  else writeFileSync(file, "console.log('content OK');\n");
}

function repository(root: string) {
  const git = (...args: string[]) =>
    execFileSync('git', ['-c', 'user.name=Editor', '-c', 'user.email=editor@example.org', ...args], { cwd: root, encoding: 'utf8' });
  git('init', '-q', '-b', 'main');
  git('add', '.');
  git('commit', '-q', '-m', 'base');
  const edit = (file: string, from: string | RegExp, to: string) => {
    const path = join(root, file);
    const text = readFileSync(path, 'utf8');
    const next = text.replace(from, to);
    if (next === text) throw new Error(`${file} has no ${String(from)}`);
    writeFileSync(path, next);
  };
  const commit = (message: string) => {
    git('add', '.');
    git('commit', '-q', '-m', message);
  };
  const changes = (base: string) =>
    spawnSync(process.execPath, [SCRIPT, '--base', base, '--root', root], { encoding: 'utf8', timeout: 150_000 });
  return { edit, commit, changes };
}

describe('npm run content:changes', () => {
  it('says nothing when the content is as at the base, and names what an edit changes for agents', () => {
    withFixtureProject(undefined, ({ root }) => {
      withCheck(root, 'without --view');
      const { edit, commit, changes } = repository(root);
      expect(changes('main').stdout).toBe('');

      edit(
        'src/content/faqs.yaml',
        'question: "My client\'s income changed: what do they report, and when?"',
        'question: "Income changed: what does a client report, and when?"',
      );
      edit(
        'src/content/slides/13/cost-sharing-reductions.mdx',
        'title: Cost-Sharing Reductions and the Silver Choice',
        'title: Cost-Sharing Reductions',
      );
      edit('src/content/facts/enrollment.yaml', 'display: "December 15, 2026"', 'display: "December 16, 2026"');
      // The base's content check predates --view, so this checkout's code reads the base's content.
      const { status, stdout, stderr } = changes('main');
      expect(stderr).toBe(
        "The code at main gave no view of its content, so this checkout's code reads it; its scripts/check-content.ts predates --view\n",
      );
      expect(status).toBe(0);
      expect(stdout).toMatch(
        /^## What this change does for agents\n\n_The content at main was read by this change's code, its own giving no view: both sides are read with this change's schemas\._\n\n### Facts\n\n- `oeEnd` \(plan year 2027\): December 15, 2026 → December 16, 2026\n/,
      );
      expect(stdout).toContain(
        '- Deck 13 "ACA Slide Deck": "Cost-Sharing Reductions and the Silver Choice" retitled "Cost-Sharing Reductions"\n',
      );
      expect(stdout).toContain('- changed "Income changed: what does a client report, and when?"\n');
      // A question quoting the fact prints its new date: agents see it changed.
      expect(stdout).toMatch(/### Knowledge-check questions\n\n- changed deck 17 `/);

      // A base whose content loads with neither code (here: one that broke a schema) is said, not compared.
      commit('an edit');
      edit('src/content/resources.yaml', 'category: downloadable', 'category: vidoe');
      writeFileSync(
        join(root, CHECK),
        "import { writeFileSync } from 'node:fs';\nwriteFileSync(process.argv[3], '{}'); // --view, in no known shape\n",
      );
      commit('a broken resource');
      edit('src/content/resources.yaml', 'category: vidoe', 'category: downloadable');
      const broken = changes('HEAD');
      expect(broken.status).toBe(0);
      expect(broken.stdout).toBe(
        "## What this change does for agents\n\nNo summary: the content at HEAD loads neither with its own code nor with this change's, so the two cannot be compared.\n",
      );
      expect(broken.stderr).toContain("The code at HEAD gave no view of its content, so this checkout's code reads it; its view is not");
      expect(broken.stderr).toContain('resources[0].category: "vidoe" is not allowed');
    });
  }, 300_000);

  it('reads the base with its own code, so a schema gaining a required field filled in every entry still compares', () => {
    withFixtureProject(undefined, ({ root }) => {
      withCheck(root, 'current');
      const { edit, changes } = repository(root);
      const lib = (file: string) => JSON.stringify(join(REPO_ROOT, 'src', file));
      writeFileSync(
        join(root, 'src/content.config.ts'),
        `import { defineCollection } from 'astro:content';
import { z } from 'zod';
import { collections as real } from ${lib('content.config.ts')};
import { LIST_ORDER, listFile } from ${lib('lib/content/loader.ts')};
import { resourceSchema } from ${lib('lib/content/schemas.ts')};
const resource = resourceSchema.extend({ audience: z.string() });
const loader = listFile('src/content/resources.yaml', 'resources', 'id', resource);
export const collections = { ...real, resources: defineCollection({ loader, schema: resource.extend(LIST_ORDER) }) };
`,
      );
      edit('src/content/resources.yaml', /\n {2}category:/g, '\n  audience: agents\n  category:');
      const { status, stdout, stderr } = changes('main');
      expect(stderr).toBe('');
      expect(status).toBe(0);
      expect(stdout).toMatch(
        /^## What this change does for agents\n\n### Resources\n\n- changed "ACA fundamentals handout \(printable\)"\n/,
      );
    });
  }, 300_000);
});
