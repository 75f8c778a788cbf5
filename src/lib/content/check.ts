// The few rules that span files, over the collections as Astro's loaders loaded them: decks and
// their slides and knowledge checks, quotes of the facts registry, internal links, the knowledge
// checks' fairness, a deck's minutes. Pure: pipeline.ts feeds it from getCollection, tests from data.

import { easternToday } from './dates.ts';
import { checkDecks, REQUIRED_DECKS, type SlideFiles } from './decks.ts';
import { MAX_MODULE_MINUTES } from './duration.ts';
import { checkFactTimes, currentQuotes, quotingPages } from './fact-time.ts';
import { isYearly } from './facts.ts';
import { LAYOUT } from './layout.ts';
import { knownRoutes, normalizeRoute } from './links.ts';
import { type BodyContext, checkSlide, type FactLookup, type SlideReport } from './mdx.ts';
import { THRESHOLD_FACTS } from './poverty.ts';
import { type ContentProblem, contentError, quote } from './problems.ts';
import { checkCues, checkSharedScenarios, cueQuestions } from './quiz-fairness.ts';
import { checkQuestionSlides, checkQuiz, checkText, MIN_QUESTIONS, slidePassages } from './quizzes.ts';
import { mergeFacts } from './registry.ts';
import type { DeckSlide, Entry, FactEntry, Faq, FaqLink, FaqResourceCard, ModuleFile, QuizFile, Resource, SlideInfo } from './types.ts';

/** A slide as loaded: its frontmatter, the report Astro's MDX compile left (slide-plugin.ts) and its rendered headings. */
export interface LoadedSlide extends Entry<{ module: number; id: string; title: string }> {
  report: SlideReport | undefined;
  /** The headings as render(entry) gives them: depth, the id the page gives them (slug) and text. */
  headings: readonly { depth: number; slug: string; text: string }[];
}

/** The collections as Astro loaded them (lists one entry per item, in file order); `filePath` is relative to the project root. */
export interface LoadedContent {
  planYear: Entry<{ current: number }> | undefined;
  /** One entry per file of src/content/facts, holding that file's facts by name. */
  facts: readonly Entry<Record<string, FactEntry>>[];
  /** Decks with their minutes, computed from the collections (decks.ts, deckMinutes). */
  decks: readonly Entry<ModuleFile>[];
  slides: readonly LoadedSlide[];
  quizzes: readonly Entry<QuizFile>[];
  faqs: readonly Entry<Faq>[];
  resources: readonly Entry<Resource>[];
  faqLinks: readonly Entry<FaqLink>[];
  faqResources: readonly Entry<FaqResourceCard>[];
  /** Whether public/ holds a file at this site path (for links to handouts and downloads). */
  publicFile: (route: string) => boolean;
}

export interface CheckedContent {
  /** The plan year the training teaches (src/content/plan-year.yaml). */
  planYear: number;
  /** Decks with their computed durations, sorted by id. */
  modules: Entry<ModuleFile>[];
  /** Every deck's slides in viewing order. */
  slides: SlideInfo[];
  /** Names of the facts each slide quotes, in order of first use, by slide entry id ("13/metal-levels"). */
  slideFacts: ReadonlyMap<string, string[]>;
  facts: Entry<FactEntry>[];
  /** Knowledge checks sorted by deck id. */
  quizzes: Entry<QuizFile>[];
  faqs: Entry<Faq>[];
  resources: Entry<Resource>[];
  faqLinks: Entry<FaqLink>[];
  faqResources: Entry<FaqResourceCard>[];
}

export interface CheckResult {
  /** Every problem, in the editor's words; none when the content is fine. */
  problems: ContentProblem[];
  /** What an editor should look at soon but does not stop the build (a secondary fact not read lately). */
  warnings: ContentProblem[];
  content: CheckedContent;
}

const stemOf = (file: string, ext: string) => file.slice(file.lastIndexOf('/') + 1, -ext.length);

function missing(file: string, errors: ContentProblem[]): void {
  errors.push(contentError(file, '(file)', 'is missing; expected this file to exist'));
}

/** Deck files agree with their file names (the loader keys them by id, so each id is once); sorted by id. */
function checkDeckFiles(decks: LoadedContent['decks'], errors: ContentProblem[]): Entry<ModuleFile>[] {
  for (const deck of decks) {
    const { id } = deck.data;
    if (!stemOf(deck.filePath, '.yaml').startsWith(`${id}-`)) {
      errors.push(contentError(deck.filePath, 'id', `${id} does not match the file name; expected the file to be named ${id}-<slug>.yaml`));
    }
  }
  return [...decks].sort((a, b) => a.data.id - b.data.id);
}

function checkSlides(loaded: readonly LoadedSlide[], decks: readonly Entry<ModuleFile>[], ctx: BodyContext, errors: ContentProblem[]) {
  const folders = new Map<string, Map<string, string>>();
  const titles = new Map<string, string>();
  const slideFacts = new Map<string, string[]>();
  for (const slide of [...loaded].sort((a, b) => a.filePath.localeCompare(b.filePath))) {
    const file = slide.filePath;
    const folder = file.slice(LAYOUT.slidesDir.length + 1, file.lastIndexOf('/'));
    const stem = stemOf(file, '.mdx');
    const files = folders.get(folder) ?? new Map<string, string>();
    folders.set(folder, files.set(stem, file));
    const fm = slide.data;
    titles.set(file, fm.title);
    checkText(file, 'title', fm.title, ctx.facts, ctx.planYear, errors);
    if (fm.id !== stem) {
      errors.push(
        contentError(file, 'id', `${quote(fm.id)} does not match the file name; expected ${quote(stem)} (the file name without .mdx)`),
      );
    }
    if (String(fm.module) !== folder) {
      errors.push(
        contentError(file, 'module', `${fm.module} does not match the folder; expected ${folder} (the deck folder the file is in)`),
      );
    }
    if (!slide.report) {
      errors.push(contentError(file, 'body', 'was not read by the slide check; expected the MDX processor set up as in astro.config.mjs'));
      continue;
    }
    const analysis = checkSlide(file, slide.report, ctx);
    errors.push(...analysis.errors);
    slideFacts.set(slide.id, analysis.factsUsed);
  }
  errors.push(...checkDecks(decks, folders as ReadonlyMap<string, SlideFiles>));
  const slides: SlideInfo[] = decks.flatMap(({ data }) =>
    data.slides.flatMap((id) => {
      const filePath = folders.get(String(data.id))?.get(id);
      const title = filePath ? titles.get(filePath) : undefined;
      return filePath && title ? [{ moduleId: data.id, id, title, filePath }] : [];
    }),
  );
  return { slides, slideFacts };
}

function checkQuizzes(loaded: LoadedContent['quizzes'], decks: readonly Entry<ModuleFile>[], ctx: BodyContext, errors: ContentProblem[]) {
  const deckIds = new Set(decks.map((m) => m.data.id));
  const quizzes: Entry<QuizFile>[] = [];
  for (const quiz of [...loaded].sort((a, b) => a.filePath.localeCompare(b.filePath))) {
    const { filePath: file, data } = quiz;
    if (stemOf(file, '.yaml') !== String(data.module)) {
      errors.push(
        contentError(file, 'module', `${data.module} does not match the file name; expected the file to be named ${data.module}.yaml`),
      );
      continue;
    }
    if (!deckIds.has(data.module)) {
      errors.push(
        contentError(
          file,
          'module',
          `${data.module} matches no deck; expected the id of a deck in ${LAYOUT.modulesDir} (${[...deckIds].join(', ')})`,
        ),
      );
      continue;
    }
    errors.push(...checkQuiz(file, data, ctx.facts, ctx.planYear));
    quizzes.push({ id: String(data.module), data, filePath: file });
  }
  for (const id of REQUIRED_DECKS.keys()) {
    const quiz = quizzes.find((q) => q.data.module === id);
    if (!quiz) {
      errors.push(
        contentError(
          `${LAYOUT.quizzesDir}/${id}.yaml`,
          '(file)',
          `is missing; expected a knowledge check for module ${id} with at least ${MIN_QUESTIONS} scenario questions`,
        ),
      );
    } else if (quiz.data.questions.length < MIN_QUESTIONS) {
      errors.push(
        contentError(
          quiz.filePath,
          'questions',
          `has ${quiz.data.questions.length} questions; expected at least ${MIN_QUESTIONS} for a built-in deck`,
        ),
      );
    }
  }
  const sorted = quizzes.sort((a, b) => a.data.module - b.data.module);
  const read = sorted.map((q) => ({ file: q.filePath, questions: cueQuestions(q.data, ctx.facts, ctx.planYear) }));
  const pooled = read.flatMap(({ file, questions }) =>
    questions.map((q) => ({ ...q, label: `${file.slice(file.lastIndexOf('/') + 1)} ${q.label}` })),
  );
  errors.push(...checkCues(LAYOUT.quizzesDir, pooled, ' across all knowledge checks'), ...checkSharedScenarios(read));
  return sorted;
}

/**
 * Each deck's slides as a question's `slide` is checked against them, in viewing order; a `###` heading
 * whose id another slide of the same deck also gives is reported (a link to it would land on the first).
 */
function deckSlides(
  decks: readonly Entry<ModuleFile>[],
  loaded: readonly LoadedSlide[],
  slideFacts: ReadonlyMap<string, string[]>,
  errors: ContentProblem[],
): Map<number, DeckSlide[]> {
  const byId = new Map(loaded.map((slide) => [slide.id, slide]));
  const byDeck = new Map<number, DeckSlide[]>();
  for (const { data } of decks) {
    const seen = new Map<string, string>();
    const slides = data.slides.flatMap((id) => {
      const slide = byId.get(`${data.id}/${id}`);
      if (!slide) return [];
      const passages = slidePassages(slide.headings);
      for (const p of passages) {
        const other = seen.get(p.id);
        if (other)
          errors.push(
            contentError(
              slide.filePath,
              'body',
              `the ### heading ${quote(p.text)} has the id ${p.id}, which a heading of ${other} in the same deck has too; expected each ### heading of a deck worded apart, so that a link to it lands on one place`,
            ),
          );
        else seen.set(p.id, slide.filePath);
      }
      return [{ id, title: slide.data.title, facts: slideFacts.get(slide.id) ?? [], passages }];
    });
    byDeck.set(data.id, slides);
  }
  return byDeck;
}

function checkResources(resources: readonly Resource[], linkProblem: (path: string) => string | undefined, errors: ContentProblem[]): void {
  resources.forEach((resource, index) => {
    const field = `resources[${index}].url`;
    const internal = resource.url.startsWith('/');
    const problem = internal ? linkProblem(resource.url) : undefined;
    if (problem) errors.push(contentError(LAYOUT.resources, field, `${quote(resource.url)} ${problem}`));
    if (!internal && resource.category === 'downloadable') {
      errors.push(
        contentError(
          LAYOUT.resources,
          field,
          `${quote(resource.url)} is an outside link; expected a downloadable to be a page or file this site serves (root-relative, e.g. /handouts/module-13)`,
        ),
      );
    }
  });
}

/** A list file's items, or a problem naming the missing (or empty) file. */
function list<T>(entries: readonly Entry<T>[], file: string, errors: ContentProblem[]): T[] {
  if (entries.length === 0) errors.push(contentError(file, '(file)', 'is missing or empty; expected this file with its list'));
  return entries.map((e) => e.data);
}

/** Every page's quotes of the registry for the current plan year: slides, deck descriptions, FAQs, knowledge checks. */
function pageQuotes(loaded: LoadedContent): Array<{ file: string; names: string[] }> {
  return [
    ...loaded.slides.map((slide) => ({
      file: slide.filePath,
      names: (slide.report?.findings ?? []).flatMap((f) => (f.kind === 'fact' && f.name && f.year === 'current' ? [f.name] : [])),
    })),
    ...loaded.decks.map((deck) => ({ file: deck.filePath, names: currentQuotes(deck.data.description) })),
    ...loaded.faqs.map((faq) => ({
      file: `${faq.filePath} (FAQ ${faq.id})`,
      names: currentQuotes(`${faq.data.question} ${faq.data.answer}`),
    })),
    ...loaded.quizzes.map(({ filePath, data }) => ({
      file: filePath,
      names: data.questions.flatMap((q) => [
        ...q.facts,
        ...currentQuotes([q.scenario, q.question, ...q.answers.flatMap((a) => [a.text, a.explanation])].join(' ')),
      ]),
    })),
  ];
}

/** The content checked across files; `today` (YYYY-MM-DD, US Eastern) dates the registry's until and checked rules. */
export function checkContent(loaded: LoadedContent, today: string = easternToday()): CheckResult {
  const errors: ContentProblem[] = [];
  if (!loaded.planYear) missing(LAYOUT.planYear, errors);
  const declaredYear = loaded.planYear?.data.current;
  const facts = mergeFacts(loaded.facts, declaredYear, errors);
  // With no plan-year file, check against the newest year on file so other problems still show.
  const planYear =
    declaredYear ?? Math.max(0, ...facts.flatMap((f) => (isYearly(f.data) ? Object.keys(f.data.byPlanYear).map(Number) : [])));
  const lookup: FactLookup = new Map(facts.map((f) => [f.id, f.data]));
  for (const name of [...THRESHOLD_FACTS.map((t) => t.name), 'guidelineYearForCoverage']) {
    if (!lookup.has(name))
      errors.push(contentError(LAYOUT.factsDir, name, 'is missing; expected it defined, the poverty-guideline handout quotes it'));
  }
  const decks = checkDeckFiles(loaded.decks, errors);
  const deckIds = decks.map((m) => m.data.id);
  const quizIds = loaded.quizzes.map((q) => Number(stemOf(q.filePath, '.yaml'))).filter((id) => deckIds.includes(id));
  const routes = knownRoutes(deckIds, quizIds);
  const linkProblem = (path: string): string | undefined => {
    const route = normalizeRoute(path);
    if (routes.has(route) || (route !== '/' && loaded.publicFile(route))) return undefined;
    return `is not a page or file this site serves; expected one of ${[...routes].sort().join(', ')} or a file under ${LAYOUT.publicDir}/`;
  };
  const ctx: BodyContext = { facts: lookup, planYear, internalLinkProblem: linkProblem };
  const { slides, slideFacts } = checkSlides(loaded.slides, decks, ctx, errors);
  for (const m of decks) checkText(m.filePath, 'description', m.data.description, lookup, planYear, errors);
  const quizzes = checkQuizzes(loaded.quizzes, decks, ctx, errors);
  const slidesByDeck = deckSlides(decks, loaded.slides, slideFacts, errors);
  for (const quiz of quizzes) errors.push(...checkQuestionSlides(quiz.filePath, quiz.data, slidesByDeck.get(quiz.data.module) ?? []));
  for (const deck of decks) {
    const { duration } = deck.data;
    if (duration > MAX_MODULE_MINUTES)
      errors.push(
        contentError(
          deck.filePath,
          'slides',
          `take ${duration} minutes with the knowledge check (computed from their words); expected at most ${MAX_MODULE_MINUTES}, one sitting: shorten the slides or the knowledge check, or move material to another deck`,
        ),
      );
  }
  const modules = decks;
  const times = checkFactTimes(facts, quotingPages(pageQuotes(loaded)), planYear, today);
  errors.push(...times.problems);

  const faqs = list(loaded.faqs, LAYOUT.faqs, errors);
  faqs.forEach((faq, index) => {
    checkText(LAYOUT.faqs, `faqs[${index}].question`, faq.question, lookup, planYear, errors);
    checkText(LAYOUT.faqs, `faqs[${index}].answer`, faq.answer, lookup, planYear, errors);
  });
  const resources = list(loaded.resources, LAYOUT.resources, errors);
  checkResources(resources, linkProblem, errors);
  list(loaded.faqLinks, LAYOUT.faqLinks, errors);
  list(loaded.faqResources, LAYOUT.faqResources, errors);

  const content: CheckedContent = {
    planYear,
    modules,
    slides,
    slideFacts,
    facts,
    quizzes,
    faqs: [...loaded.faqs],
    resources: [...loaded.resources],
    faqLinks: [...loaded.faqLinks],
    faqResources: [...loaded.faqResources],
  };
  return { problems: errors, warnings: times.warnings, content };
}
