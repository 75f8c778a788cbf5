// Test support: a throwaway Astro project holding a copy of the real src/content and public/ with
// one broken fixture laid over it (__fixtures__/<name>/), the real collections and content
// integration, and one page reading the content the way pages do. It lives under
// node_modules/.cache so its imports resolve; `build()` runs a real `astro build` of it.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { ContentBundle } from './types.ts';

export const REPO_ROOT = resolve(import.meta.dirname, '../../..');
const FIXTURES = join(import.meta.dirname, '__fixtures__');
const lib = (file: string) => JSON.stringify(join(REPO_ROOT, 'src/lib/content', file));

const CONFIG = `import { satteri } from '@astrojs/markdown-satteri';
import mdx from '@astrojs/mdx';
import { defineConfig } from 'astro/config';
import trainingContent from ${lib('integration.ts')};
import { slideReportPlugin } from ${lib('slide-plugin.ts')};
export default defineConfig({ integrations: [mdx({ processor: satteri({ mdastPlugins: [slideReportPlugin] }) }), trainingContent()] });
`;

const PAGE = `---
import { getFaqs, getModules, getResources } from ${lib('collections.ts')};
const pages = { modules: await getModules(), faqs: await getFaqs(), resources: await getResources() };
---
<script type="application/json" id="content" set:html={JSON.stringify(pages)} />
`;

export interface BuildResult {
  status: number | null;
  output: string;
  /** What the pages read, as the one page printed it. */
  pages?: ContentBundle;
  /** api/generated/content.json as the build wrote it. */
  bundle?: ContentBundle;
}

export interface FixtureProject {
  root: string;
  build: () => BuildResult;
  /** `npm run check:content` in the project, with `env` added. */
  checkContent: (env?: Record<string, string>) => { status: number | null; stdout: string; stderr: string };
  remove: () => void;
}

/** A temporary project with fixture `name` applied. */
export function fixtureProject(name?: string): FixtureProject {
  const parent = join(REPO_ROOT, 'node_modules/.cache');
  mkdirSync(parent, { recursive: true });
  const root = mkdtempSync(join(parent, 'content-fixture-'));
  cpSync(join(REPO_ROOT, 'src/content'), join(root, 'src/content'), { recursive: true });
  cpSync(join(REPO_ROOT, 'public'), join(root, 'public'), { recursive: true });
  if (name) cpSync(join(FIXTURES, name), root, { recursive: true });
  writeFileSync(join(root, 'astro.config.mjs'), CONFIG);
  writeFileSync(
    join(root, 'src/content.config.ts'),
    `export { collections } from ${JSON.stringify(join(REPO_ROOT, 'src/content.config.ts'))};\n`,
  );
  mkdirSync(join(root, 'src/pages'), { recursive: true });
  writeFileSync(join(root, 'src/pages/index.astro'), PAGE);
  const build = (): BuildResult => {
    const run = spawnSync(process.execPath, [join(REPO_ROOT, 'node_modules/astro/bin/astro.mjs'), 'build'], {
      cwd: root,
      encoding: 'utf8',
      timeout: 90_000,
      env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', NO_COLOR: '1', FORCE_COLOR: '0' },
    });
    const result: BuildResult = { status: run.status, output: `${run.stdout}\n${run.stderr}` };
    if (run.status !== 0) return result;
    const html = readFileSync(join(root, 'dist/index.html'), 'utf8');
    const json = /<script type="application\/json" id="content">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? 'null';
    return {
      ...result,
      pages: JSON.parse(json) as ContentBundle,
      bundle: JSON.parse(readFileSync(join(root, 'api/generated/content.json'), 'utf8')) as ContentBundle,
    };
  };
  const checkContent = (env: Record<string, string> = {}) => {
    const run = spawnSync(process.execPath, [join(REPO_ROOT, 'scripts/check-content.ts')], {
      cwd: root,
      encoding: 'utf8',
      timeout: 90_000,
      env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', NO_COLOR: '1', FORCE_COLOR: '0', GITHUB_ACTIONS: '', ...env },
    });
    return { status: run.status, stdout: run.stdout, stderr: run.stderr };
  };
  return { root, build, checkContent, remove: () => rmSync(root, { recursive: true, force: true }) };
}

/** Runs `use` on a temporary project with fixture `name` applied (the real content alone without one), then removes it. */
export function withFixtureProject<T>(name: string | undefined, use: (project: FixtureProject) => T): T {
  const project = fixtureProject(name);
  try {
    return use(project);
  } finally {
    project.remove();
  }
}
