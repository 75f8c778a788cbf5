// The content check's one run per build: reads every collection Astro loaded (src/content.config.ts)
// and the slide reports its MDX compile left (slide-plugin.ts), runs the checks of check.ts, and
// writes the API's content bundle (api/generated/content.json). Pages reach it through
// collections.ts, so the first page `astro build` renders runs it, and a content problem stops the
// build with every editor-facing line at once. In `astro dev` it runs again after an edit.

import { getCollection, render } from 'astro:content';
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { writeBundle } from './bundle-file.ts';
import { type CheckedContent, type CheckResult, checkContent, type LoadedContent } from './check.ts';
import { LAYOUT } from './layout.ts';
import { ContentError } from './loader.ts';
import type { SlideReport } from './mdx.ts';
import { SLIDE_REPORT_KEY } from './slide-plugin.ts';

/** Set by the content integration (integration.ts) to the project root. */
declare const __TRAINING_CONTENT_ROOT__: string;

async function load(): Promise<{ loaded: LoadedContent; key: string }> {
  const [planYear, facts, decks, slides, quizzes, faqs, resources, faqLinks, faqResources] = await Promise.all([
    getCollection('planYear'),
    getCollection('facts'),
    getCollection('modules'),
    getCollection('slides'),
    getCollection('quizzes'),
    getCollection('faqs'),
    getCollection('resources'),
    getCollection('faqLinks'),
    getCollection('faqResources'),
  ]);
  const entry = <T>(e: { id: string; data: T; filePath?: string | undefined }, fallback: string) => ({
    id: e.id,
    data: e.data,
    filePath: e.filePath ?? fallback,
  });
  const root = __TRAINING_CONTENT_ROOT__;
  const loaded: LoadedContent = {
    planYear: planYear[0] && entry(planYear[0], LAYOUT.planYear),
    facts: facts.map((e) => entry(e, LAYOUT.factsDir)),
    decks: decks.map((e) => entry(e, LAYOUT.modulesDir)),
    quizzes: quizzes.map((e) => entry(e, LAYOUT.quizzesDir)),
    faqs: faqs[0] && entry(faqs[0], LAYOUT.faqs),
    resources: resources[0] && entry(resources[0], LAYOUT.resources),
    faqLinks: faqLinks[0] && entry(faqLinks[0], LAYOUT.faqLinks),
    faqResources: faqResources[0] && entry(faqResources[0], LAYOUT.faqResources),
    slides: await Promise.all(
      slides.map(async (e) => {
        const { remarkPluginFrontmatter } = await render(e);
        return { ...entry(e, LAYOUT.slidesDir), report: remarkPluginFrontmatter[SLIDE_REPORT_KEY] as SlideReport | undefined };
      }),
    ),
    publicFile: (route) => {
      const path = join(root, LAYOUT.publicDir, route);
      return existsSync(path) && statSync(path).isFile();
    },
  };
  // What the check read; in `astro dev`, a different key after an edit means a new check.
  const key = import.meta.env.DEV ? JSON.stringify([planYear, facts, decks, slides, quizzes, faqs, resources, faqLinks, faqResources]) : '';
  return { loaded, key };
}

/** The last check, shared with the search index integration, which runs after the pages (lastCheck). */
const shared = globalThis as { __trainingContentCheck?: { key: string; result: CheckResult } };
let running: Promise<CheckResult> | undefined;

async function run(): Promise<CheckResult> {
  const { loaded, key } = await load();
  const last = shared.__trainingContentCheck;
  if (last && last.key === key && import.meta.env.DEV) return last.result;
  const result = checkContent(loaded);
  shared.__trainingContentCheck = { key, result };
  if (result.bundle) writeBundle(__TRAINING_CONTENT_ROOT__, result.bundle);
  return result;
}

/** The checked content; throws ContentError listing every problem. */
export async function checkedContent(): Promise<CheckedContent> {
  // Once per build; in `astro dev` once per request burst, and again when the content changed.
  if (!running || import.meta.env.DEV) running = run();
  const { errors, content } = await running;
  if (errors.length > 0) throw new ContentError(errors);
  return content;
}
