// The content pipeline, called by name: checkTrainingContent(). It reads the collections (each
// file already through its schema, src/content.config.ts) and the slides' reports from Astro's MDX
// compile (slide-plugin.ts), and runs the few checks across files (check.ts). The build and the dev
// server run it before any page (middleware.ts), `npm run check:content` through the dev server.

import { publicDir, root } from 'astro:config/server';
import { type CollectionEntry, getCollection, render } from 'astro:content';
import { existsSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type AgentView, agentView } from './agent-view.ts';
import { type CheckResult, checkContent, type LoadedContent, type LoadedSlide } from './check.ts';
import { deckMinutes } from './decks.ts';
import { withLines } from './lines.ts';
import type { SlideReport } from './mdx.ts';
import { deckNumber, quizFile, slideName } from './quizzes.ts';
import { SLIDE_REPORT_KEY } from './slide-plugin.ts';
import { sourceText } from './source.ts';
import type { FactEntry, ModuleFile } from './types.ts';

/** The slide's report, left by the MDX compile on its remarkPluginFrontmatter, and its headings as the page renders them. */
export async function renderedSlide(slide: CollectionEntry<'slides'>): Promise<Pick<LoadedSlide, 'report' | 'headings'>> {
  const { remarkPluginFrontmatter, headings } = await render(slide);
  return { report: remarkPluginFrontmatter[SLIDE_REPORT_KEY] as SlideReport | undefined, headings };
}

/** The slide's report alone. */
export async function slideReport(slide: CollectionEntry<'slides'>): Promise<SlideReport | undefined> {
  return (await renderedSlide(slide)).report;
}

/** Every collection of the training, read at once. */
async function readCollections() {
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
  return { planYear, facts, decks, slides, quizzes, faqs, resources, faqLinks, faqResources };
}

async function load(): Promise<{ loaded: LoadedContent; key: string }> {
  const { planYear, facts, decks, slides, quizzes, faqs, resources, faqLinks, faqResources } = await readCollections();
  const entry = <T>(e: { id: string; data: T; filePath?: string | undefined }) => ({ id: e.id, data: e.data, filePath: e.filePath ?? '' });
  /** A list's entries in file order, each without its place (loader.ts, LIST_ORDER). */
  const inOrder = <T extends { order?: number | undefined }>(list: { id: string; data: T; filePath?: string | undefined }[]) =>
    [...list]
      .sort((a, b) => (a.data.order ?? 0) - (b.data.order ?? 0))
      .map((e) => {
        const { order: _order, ...data } = e.data;
        return { ...entry(e), data };
      });
  /** The facts as their files hold them, by name (check.ts merges them again). */
  const factFiles = new Map<string, Record<string, FactEntry>>();
  for (const fact of facts) {
    const file = fact.filePath ?? '';
    factFiles.set(file, { ...factFiles.get(file), [fact.id]: fact.data.entry });
  }
  const loadedSlides = await Promise.all(
    slides.map(async (e) => ({
      ...entry(e),
      data: { ...e.data, module: deckNumber(e.data.module) },
      ...(await renderedSlide(e)),
    })),
  );
  const loadedQuizzes = quizzes.map((e) => ({ ...entry(e), data: quizFile(e) }));
  const registry = new Map(facts.map((fact) => [fact.id, fact.data.entry]));
  const year = planYear[0]?.data.current ?? 0;
  /** A deck with its minutes, from its slides and its knowledge check as loaded. */
  const deck = ({ data }: (typeof decks)[number]): ModuleFile => {
    const byId = new Map(loadedSlides.map((slide) => [slide.id, { title: slide.data.title, report: slide.report }]));
    const quiz = loadedQuizzes.find((q) => q.id === data.id.toString())?.data;
    const words = data.slides.flatMap((ref) => byId.get(ref.id) ?? []);
    return { ...data, slides: data.slides.map(slideName), duration: deckMinutes(words, quiz, registry, year) };
  };
  const loaded: LoadedContent = {
    planYear: planYear[0] && entry(planYear[0]),
    facts: [...factFiles].map(([filePath, data]) => ({ id: filePath, data, filePath })),
    decks: decks.map((e) => ({ ...entry(e), data: deck(e) })),
    quizzes: loadedQuizzes,
    faqs: inOrder(faqs),
    resources: inOrder(resources),
    faqLinks: inOrder(faqLinks),
    faqResources: inOrder(faqResources),
    slides: loadedSlides,
    publicFile: (route) => {
      const path = fileURLToPath(new URL(`.${route}`, publicDir));
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
    const text = (file: string) => sourceText(fileURLToPath(root), file);
    last = { key, result: { ...result, problems: withLines(result.problems, text), warnings: withLines(result.warnings, text) } };
  }
  return last.result;
}

/** The training content checked across files: every problem, in the editor's words, and what was checked. */
export function checkTrainingContent(): Promise<ContentCheck> {
  if (!running || import.meta.env.DEV) running = run();
  return running;
}

/** What agents see of the training, from the collections (agent-view.ts): one side of a pull request's summary. */
export async function readAgentView(): Promise<AgentView> {
  const { facts, decks, slides, quizzes, faqs, resources } = await readCollections();
  const withoutOrder = <T extends { order?: number | undefined }>({ order: _order, ...data }: T) => data;
  return agentView({
    facts,
    decks: decks.map((e) => e.data),
    slides: slides.map((e) => ({ id: e.id, deck: deckNumber(e.data.module), title: e.data.title, body: e.body ?? '' })),
    quizzes: quizzes.map((e) => quizFile(e)),
    faqs: faqs.map((e) => withoutOrder(e.data)),
    resources: resources.map((e) => withoutOrder(e.data)),
  });
}
