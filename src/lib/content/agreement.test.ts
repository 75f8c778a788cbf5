// Pages and the API agree: the Astro collections (filled by the real loaders of
// src/content.config.ts) read through the page helpers of collections.ts give exactly the
// modules, FAQs and resources that scripts/build-content.ts writes for the API, and every
// collection shares one validation pass.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { fixtureProject, REPO_ROOT } from './fixture-project.ts';
import type { ContentBundle } from './types.ts';

interface StoredEntry {
  id: string;
  data: Record<string, unknown>;
  filePath?: string;
  body?: string;
}
const stores = new Map<string, Map<string, StoredEntry>>();

vi.mock('astro:content', () => ({
  getCollection: async (name: string) => [...(stores.get(name)?.values() ?? [])],
  getEntry: async (name: string, id: string) => stores.get(name)?.get(id),
}));

const { collections } = await import('../../content.config.ts');
const pages = await import('./collections.ts');
const { validationCount } = await import('./loader.ts');

type DataCollection = Exclude<keyof typeof collections, 'slides'>;

/** Runs a collection's real loader with a minimal stand-in for Astro's loader context. */
async function loadCollection(name: DataCollection, root = REPO_ROOT): Promise<void> {
  const config = collections[name] as unknown as {
    loader: { load: (ctx: unknown) => Promise<void> };
    schema: { parseAsync: (v: unknown) => Promise<Record<string, unknown>> };
  };
  const store = new Map<string, StoredEntry>();
  stores.set(name, store);
  await config.loader.load({
    collection: name,
    config: { root: pathToFileURL(`${root}/`) },
    logger: { info() {}, warn() {}, error() {}, debug() {} },
    store: {
      clear: () => store.clear(),
      set: (e: StoredEntry) => {
        store.set(e.id, e);
        return true;
      },
    },
    parseData: ({ data }: { data: unknown }) => config.schema.parseAsync(data),
  });
}

const DATA_COLLECTIONS: DataCollection[] = ['modules', 'quizzes', 'faqs', 'resources', 'faqLinks', 'faqResources', 'facts', 'planYear'];

describe('pages and the API bundle', () => {
  const out = join(mkdtempSync(join(tmpdir(), 'content-bundle-')), 'content.json');
  let api: ContentBundle;
  let passes = 0;

  beforeAll(async () => {
    const before = validationCount();
    await Promise.all(DATA_COLLECTIONS.map((name) => loadCollection(name)));
    passes = validationCount() - before;
    execFileSync(process.execPath, [join(REPO_ROOT, 'scripts/build-content.ts'), '--out', out], { stdio: 'pipe' });
    api = JSON.parse(readFileSync(out, 'utf8')) as ContentBundle;
  });
  afterAll(() => rmSync(out, { force: true }));

  it('validate the content once for all collections', () => {
    expect(passes).toBe(1);
  });

  it('serve the same modules', async () => {
    expect(await pages.getModules()).toEqual(api.modules);
    expect(api.modules.map((m) => m.id)).toEqual([13, 14, 15, 16, 17]);
  });

  it('serve the same FAQs, with facts filled in', async () => {
    expect(await pages.getFaqs()).toEqual(api.faqs);
    expect(JSON.stringify(api.faqs)).not.toMatch(/\{\{|\}\}/);
  });

  it('serve the same resources', async () => {
    expect(await pages.getResources()).toEqual(api.resources);
  });

  it('read the current plan year and its facts', async () => {
    expect(await pages.getCurrentPlanYear()).toBe(2027);
    expect(await pages.getFact('oopMaxIndividual')).toMatchObject({ display: '$12,000', planYear: 2027 });
    expect(await pages.getFact('oopMaxIndividual', 'previous')).toMatchObject({ display: '$10,600', planYear: 2026 });
    await expect(pages.getFact('noSuchFact')).rejects.toThrow('getFact("noSuchFact", "current")');
  });

  it('give each knowledge check with its facts filled in and its sources', async () => {
    const quiz = await pages.getQuiz(13);
    expect(quiz?.questions.length).toBeGreaterThanOrEqual(5);
    expect(JSON.stringify(quiz)).not.toMatch(/\{\{|\}\}/);
    for (const q of quiz?.questions ?? []) expect(q.sources.length).toBeGreaterThan(0);
    expect(await pages.getQuizModuleIds()).toEqual([13, 14, 15, 16, 17]);
  });

  it('bundle has exactly the fields the API serves', () => {
    expect(Object.keys(api)).toEqual(['modules', 'faqs', 'resources']);
    for (const m of api.modules) expect(Object.keys(m)).toEqual(['id', 'title', 'description', 'duration']);
    for (const f of api.faqs) expect(Object.keys(f)).toEqual(['id', 'question', 'answer']);
    for (const r of api.resources) {
      expect(Object.keys(r).filter((k) => !['fileSize', 'duration'].includes(k))).toEqual(['id', 'title', 'type', 'category', 'url']);
    }
  });

  it('keeps the file order of the /faq cards', async () => {
    expect((await pages.getFaqLinks()).map((l) => l.title)[0]).toBe('General Marketplace Questions');
    expect(await pages.getFaqResourceCards()).toHaveLength(3);
  });
});

describe('a broken content file', () => {
  it('stops the build script with every message and exit code 1', () => {
    const project = fixtureProject('unknown-category');
    try {
      const run = spawnSync(
        process.execPath,
        [join(REPO_ROOT, 'scripts/build-content.ts'), '--root', project.root, '--out', join(project.root, 'out.json')],
        { encoding: 'utf8' },
      );
      expect(run.status).toBe(1);
      expect(run.stderr).toContain(
        'src/content/resources.yaml: resources[0].category: "vidoe" is not allowed; expected one of downloadable, video, official, other',
      );
    } finally {
      project.remove();
    }
  });

  it('stops the Astro loaders with the same message', async () => {
    const project = fixtureProject('faq-link-not-gov');
    try {
      await expect(loadCollection('faqLinks', project.root)).rejects.toThrow(
        'src/content/faq-links.yaml: faqLinks[0].url: "https://www.kff.org/interactive/subsidy-calculator/" is on www.kff.org, not a government host',
      );
    } finally {
      project.remove();
    }
  });
});
