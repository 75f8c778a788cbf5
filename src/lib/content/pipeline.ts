// The content pipeline, called by name: checkTrainingContent(). Astro's glob() loaders read every
// file of src/content and check it with its schema (src/content.config.ts), Astro's MDX compile
// leaves each slide's report (slide-plugin.ts), and this reads the collections and runs the checks
// across files (check.ts): the problems in the editor's words, the checked content and the API's
// bundle. It writes nothing and keeps nothing global; it runs wherever Astro runs the site's code:
// the pages of a build (collections.ts), the build's content artifacts (src/pages/content-check.json.ts),
// the dev server after every content edit and `npm run check:content` (integration.ts).

import { getCollection, render } from 'astro:content';
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { type CheckedContent, type CheckResult, checkContent, type LoadedContent } from './check.ts';
import { LAYOUT } from './layout.ts';
import { withLines } from './lines.ts';
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

export type ContentCheck = CheckResult;

// Once per build. In `astro dev` every call reads the collections again (an edit changes them
// under the same module), and checks them again only when they differ from the last run's.
let last: { key: string; result: CheckResult } | undefined;
let running: Promise<CheckResult> | undefined;

async function run(): Promise<CheckResult> {
  const { loaded, key } = await load();
  if (last?.key !== key) {
    const result = checkContent(loaded);
    last = { key, result: { ...result, problems: withLines(result.problems, __TRAINING_CONTENT_ROOT__) } };
  }
  return last.result;
}

/** The training content checked across files: every problem, the checked content and the API's bundle. */
export function checkTrainingContent(): Promise<ContentCheck> {
  if (!running || import.meta.env.DEV) running = run();
  return running;
}

/** The checked content, for pages; throws ContentError listing every problem, which stops the build. */
export async function checkedContent(): Promise<CheckedContent> {
  const { problems, content } = await checkTrainingContent();
  if (problems.length > 0) throw new ContentError(problems);
  return content;
}
