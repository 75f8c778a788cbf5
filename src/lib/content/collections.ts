// Content as pages print it, read with getCollection/getEntry: facts filled into text, modules as
// the API serves them (bundle.ts), knowledge checks with their review slides. The content was
// checked across files before any page renders (middleware.ts), so these only read.
import { type CollectionEntry, getCollection, getEntries, getEntry } from 'astro:content';
import { type Facts, toFaq, toModule, toResource } from './bundle.ts';
import { easternToday } from './dates.ts';
import { currentQuotes, type RuleChange, type RuleStatus, type RulesChecked, ruleChanges, ruleStatus, rulesAsOf } from './fact-time.ts';
import { inFileOrder } from './loader.ts';
import { passageQuotes } from './mdx.ts';
import { checkTrainingContent, renderedSlide, slideReport } from './pipeline.ts';
import { quizFile, quizView, slideName, slidePassages } from './quizzes.ts';
import type { Fact, Faq, FaqLink, FaqResourceCard, Module, PlanYearChoice, QuizView, Resource } from './types.ts';

export interface Deck {
  module: Module;
  /** The slide entries in viewing order; entry.data has module, id and title. */
  slides: CollectionEntry<'slides'>[];
}

/** The plan year the training teaches now (src/content/plan-year.yaml), e.g. 2027. */
export async function getCurrentPlanYear(): Promise<number> {
  const [entry] = await getCollection('planYear');
  if (!entry) throw new Error('src/content/plan-year.yaml is missing');
  return entry.data.current;
}

/** The facts registry by name, as written, and the plan year its yearly facts are quoted for. */
export async function getFactRegistry(): Promise<Facts> {
  const entries = new Map((await getCollection('facts')).map((fact) => [fact.id, fact.data.entry]));
  return { entries, planYear: await getCurrentPlanYear() };
}

/**
 * One fact as content prints it: a standing fact, or a yearly fact's figure for the current (or
 * previous) plan year, with its source and verification. Throws for a name or year the registry
 * lacks, so a page cannot print a stale or missing figure silently.
 */
export async function getFact(name: string, year: PlanYearChoice = 'current'): Promise<Fact & { name: string }> {
  const fact = (await getEntry('facts', name))?.data[year];
  if (!fact) throw new Error(`getFact("${name}", "${year}"): no such fact (or no figure for that plan year) in src/content/facts`);
  return { name, ...fact };
}

/** Facts by name, in the order asked, for source lists (handouts); unknown names are skipped. */
export async function getFacts(names: readonly string[]): Promise<Array<Fact & { name: string }>> {
  const facts = await Promise.all(names.map((name) => getEntry('facts', name)));
  return facts.flatMap((fact) => (fact?.data.current ? [{ name: fact.id, ...fact.data.current }] : []));
}

/** Every fact as the current plan year prints it, by name (what the poverty-guideline handout reads). */
export async function getFactMap(): Promise<Map<string, Fact>> {
  return new Map((await getCollection('facts')).flatMap((fact) => (fact.data.current ? [[fact.id, fact.data.current] as const] : [])));
}

/** Each deck's minutes by id, computed once per build from its slides and knowledge check (pipeline.ts). */
async function deckDurations(): Promise<ReadonlyMap<number, number>> {
  const { content } = await checkTrainingContent();
  return new Map(content.modules.map(({ data }) => [data.id, data.duration]));
}

/** A deck as the module list and the API show it: description filled in, with its minutes. */
async function moduleOf(deck: CollectionEntry<'modules'>['data']): Promise<Module> {
  const [facts, durations] = await Promise.all([getFactRegistry(), deckDurations()]);
  return toModule({ ...deck, duration: durations.get(deck.id) ?? 0 }, facts);
}

/** The modules sorted by id, as GET /api/modules serves them. */
export async function getModules(): Promise<Module[]> {
  const modules = await Promise.all((await getCollection('modules')).map((e) => moduleOf(e.data)));
  return modules.sort((a, b) => a.id - b.id);
}

/**
 * One deck with its slide entries in viewing order. Throws for an id with no deck: callers pass
 * ids from getModules(), or DEFAULT_DECK_ID for the unknown-id fallback.
 */
export async function getDeck(id: number): Promise<Deck> {
  const entry = await getEntry('modules', String(id));
  if (!entry) throw new Error(`getDeck(${id}): no deck with that id in src/content/modules`);
  return { module: await moduleOf(entry.data), slides: await getEntries(entry.data.slides) };
}

/** Names of the facts a slide quotes, in order of first use (for source lists). */
export async function slideFacts(slide: CollectionEntry<'slides'>): Promise<string[]> {
  const names = ((await slideReport(slide))?.findings ?? []).flatMap((f) => (f.kind === 'fact' && f.name ? [f.name] : []));
  return [...new Set(names)];
}

/**
 * The rule status of each passage of a slide (its text before the first heading, then each
 * heading's), from the facts each quotes for the plan year, as of `today` (US Eastern).
 */
export async function slideStatuses(slide: CollectionEntry<'slides'>, today: string = easternToday()): Promise<RuleStatus[][]> {
  const report = await slideReport(slide);
  const { entries, planYear } = await getFactRegistry();
  return (report ? passageQuotes(report) : [[]]).map((names) => ruleStatus(names, entries, planYear, today));
}

/** The rule status of each home-page FAQ by id, from the facts its question and answer quote. */
export async function faqStatuses(today: string = easternToday()): Promise<Map<number, RuleStatus[]>> {
  const { entries, planYear } = await getFactRegistry();
  return new Map(
    (await getCollection('faqs')).map((faq) => [
      faq.data.id,
      ruleStatus(currentQuotes(`${faq.data.question} ${faq.data.answer}`), entries, planYear, today),
    ]),
  );
}

/**
 * The knowledge check of a deck with its facts filled in and each question's slide to review (the
 * slide it names), or undefined when the deck has none.
 */
export async function getQuiz(moduleId: number): Promise<QuizView | undefined> {
  const entry = await getEntry('quizzes', String(moduleId));
  if (!entry) return undefined;
  const deck = await getEntry('modules', String(moduleId));
  if (!deck) throw new Error(`getQuiz(${moduleId}): no deck with that id in src/content/modules`);
  const named = [...new Set(entry.data.questions.map((q) => q.slide.id))];
  const slides = await Promise.all(
    named.map(async (id) => {
      const slide = await getEntry('slides', id);
      const index = deck.data.slides.findIndex((ref) => ref.id === id);
      if (!slide || index < 0) throw new Error(`getQuiz(${moduleId}): ${id} is not a slide of the deck in src/content/slides`);
      return [
        slideName(slide),
        { index, title: slide.data.title, passages: slidePassages((await renderedSlide(slide)).headings) },
      ] as const;
    }),
  );
  const refs = entry.data.questions.flatMap((q) => q.facts);
  const sources = new Map((await getEntries(refs)).flatMap((fact) => (fact?.data.current ? [[fact.id, fact.data.current] as const] : [])));
  return quizView(quizFile(entry), sources, new Map(slides));
}

/** Ids of the decks that have a knowledge check, ascending. */
export async function getQuizModuleIds(): Promise<number[]> {
  return (await getCollection('quizzes')).map((e) => Number(e.data.module.id)).sort((a, b) => a - b);
}

/**
 * Home-page FAQs in file order, facts filled in, as GET /api/faqs serves them.
 * @public read by the test build's page (fixture-project.ts), which compares it with the API bundle
 */
export async function getFaqs(): Promise<Faq[]> {
  const facts = await getFactRegistry();
  return inFileOrder(await getCollection('faqs')).map((faq) => toFaq(faq, facts));
}

/**
 * The resource library in file order, as GET /api/resources serves it.
 * @public read by the test build's page (fixture-project.ts), which compares it with the API bundle
 */
export async function getResources(): Promise<Resource[]> {
  return inFileOrder(await getCollection('resources')).map(toResource);
}

/** The official FAQ link cards of /faq, in file order. */
export async function getFaqLinks(): Promise<FaqLink[]> {
  return inFileOrder(await getCollection('faqLinks'));
}

/** The official resource cards of /faq, in file order. */
export async function getFaqResourceCards(): Promise<FaqResourceCard[]> {
  return inFileOrder(await getCollection('faqResources'));
}

/**
 * When a deck's rules were checked: the earliest and latest `checked` dates of the facts its slides
 * and description quote (docs/content.md, "Facts know their time").
 */
export async function getDeckRulesAsOf(id: number): Promise<RulesChecked | undefined> {
  const entry = await getEntry('modules', String(id));
  if (!entry) throw new Error(`getDeckRulesAsOf(${id}): no deck with that id in src/content/modules`);
  const slides = await getEntries(entry.data.slides);
  const names = [...currentQuotes(entry.data.description), ...(await Promise.all(slides.map(slideFacts))).flat()];
  const { entries, planYear } = await getFactRegistry();
  return rulesAsOf(names, entries, planYear);
}

/** When the home page's FAQs' rules were checked (as getDeckRulesAsOf). */
export async function getFaqRulesAsOf(): Promise<RulesChecked | undefined> {
  const names = (await getCollection('faqs')).flatMap((faq) => currentQuotes(`${faq.data.question} ${faq.data.answer}`));
  const { entries, planYear } = await getFactRegistry();
  return rulesAsOf(names, entries, planYear);
}

/** The registry's rule changes of the last twelve months and the next six, by date, as of `today` (US Eastern). */
export async function getRuleChanges(today: string = easternToday()): Promise<RuleChange[]> {
  const { entries, planYear } = await getFactRegistry();
  return ruleChanges(entries, planYear, today);
}
