// Content for Astro pages: the collections (src/content.config.ts) as the content check passed
// them (pipeline.ts), mapped by the same functions as the API bundle (bundle.ts), so pages and
// the API agree. Render a slide with
// <SlideContent entry={slide} /> (src/components/content/SlideContent.astro).
//
// For any page that prints a plan-year figure (the /calculator text among them):
//   const year = await getCurrentPlanYear();               // 2027
//   const oop = await getFact('oopMaxIndividual');          // { display: '$12,000', planYear: 2027, source, url, verification, … }
//   const before = await getFact('oopMaxIndividual', 'previous');
import { type CollectionEntry, getEntry } from 'astro:content';
import { type Facts, toFaq, toModule, toResource } from './bundle.ts';
import { resolveFact } from './facts.ts';
import { checkedContent } from './pipeline.ts';
import { quizView } from './quizzes.ts';
import type { Fact, Faq, FaqLink, FaqResourceCard, Module, PlanYearChoice, QuizView, Resource } from './types.ts';

export { DEFAULT_DECK_ID } from './decks.ts';

export interface Deck {
  module: Module;
  /** The slide entries in viewing order; entry.data has module, id and title. */
  slides: CollectionEntry<'slides'>[];
}

/** The plan year the training teaches now (src/content/plan-year.yaml), e.g. 2027. */
export async function getCurrentPlanYear(): Promise<number> {
  return (await checkedContent()).planYear;
}

async function factMap(): Promise<Facts> {
  const { facts, planYear } = await checkedContent();
  return { entries: new Map(facts.map((e) => [e.id, e.data])), planYear };
}

/**
 * One fact as content prints it: a standing fact, or a yearly fact's figure for the current (or
 * previous) plan year, with its source and verification. Throws for a name or year the registry
 * lacks, so a page cannot print a stale or missing figure silently.
 */
export async function getFact(name: string, year: PlanYearChoice = 'current'): Promise<Fact & { name: string }> {
  const { entries, planYear } = await factMap();
  const entry = entries.get(name);
  const fact = entry && resolveFact(entry, planYear, year);
  if (!fact) throw new Error(`getFact("${name}", "${year}"): no such fact (or no figure for that plan year) in src/content/facts`);
  return { name, ...fact };
}

/** Facts by name, in the order asked, for source lists (handouts); unknown names are skipped. */
export async function getFacts(names: readonly string[]): Promise<Array<Fact & { name: string }>> {
  const { entries, planYear } = await factMap();
  return names.flatMap((name) => {
    const entry = entries.get(name);
    const fact = entry && resolveFact(entry, planYear);
    return fact ? [{ name, ...fact }] : [];
  });
}

/** Every fact as the current plan year prints it, by name (what the poverty-guideline handout reads). */
export async function getFactMap(): Promise<Map<string, Fact>> {
  const { entries, planYear } = await factMap();
  const out = new Map<string, Fact>();
  for (const [name, entry] of entries) {
    const fact = resolveFact(entry, planYear);
    if (fact) out.set(name, fact);
  }
  return out;
}

/** The modules sorted by id, as GET /api/modules serves them. */
export async function getModules(): Promise<Module[]> {
  const facts = await factMap();
  return (await checkedContent()).modules.map((e) => toModule(e.data, facts));
}

/**
 * One deck with its slide entries in viewing order. Throws for an id with no deck: callers pass
 * ids from getModules(), or DEFAULT_DECK_ID for the unknown-id fallback.
 */
export async function getDeck(id: number): Promise<Deck> {
  const entry = (await checkedContent()).modules.find((m) => m.data.id === id);
  if (!entry) throw new Error(`getDeck(${id}): no deck with that id in src/content/modules`);
  const slides = await Promise.all(
    entry.data.slides.map(async (slideId) => {
      const slide = await getEntry('slides', `${id}/${slideId}`);
      if (!slide) throw new Error(`getDeck(${id}): slide ${slideId} is listed but missing`);
      return slide;
    }),
  );
  return { module: toModule(entry.data, await factMap()), slides };
}

/** Names of the facts a slide quotes, in order of first use (for source lists). */
export async function slideFacts(slide: CollectionEntry<'slides'>): Promise<string[]> {
  return (await checkedContent()).slideFacts.get(slide.id) ?? [];
}

/**
 * The knowledge check of a deck with its facts filled in and each question's slide to review (the
 * first of the deck's slides quoting one of its facts), or undefined when the deck has none.
 */
export async function getQuiz(moduleId: number): Promise<QuizView | undefined> {
  const content = await checkedContent();
  const entry = content.quizzes.find((q) => q.data.module === moduleId);
  if (!entry) return undefined;
  const { entries, planYear } = await factMap();
  const slides = content.slides
    .filter((s) => s.moduleId === moduleId)
    .map((s) => ({ title: s.title, facts: content.slideFacts.get(`${s.moduleId}/${s.id}`) ?? [] }));
  return quizView(entry.data, entries, planYear, slides);
}

/** Ids of the decks that have a knowledge check. */
export async function getQuizModuleIds(): Promise<number[]> {
  return (await checkedContent()).quizzes.map((e) => e.data.module);
}

/**
 * Home-page FAQs in file order, facts filled in, as GET /api/faqs serves them.
 * @public read by the test build's page (fixture-project.ts), which compares it with the API bundle
 */
export async function getFaqs(): Promise<Faq[]> {
  const facts = await factMap();
  return (await checkedContent()).faqs.map((e) => toFaq(e.data, facts));
}

/**
 * The resource library in file order, as GET /api/resources serves it.
 * @public read by the test build's page (fixture-project.ts), which compares it with the API bundle
 */
export async function getResources(): Promise<Resource[]> {
  return (await checkedContent()).resources.map((e) => toResource(e.data));
}

/** The official FAQ link cards of /faq, in file order. */
export async function getFaqLinks(): Promise<FaqLink[]> {
  return (await checkedContent()).faqLinks.map((e) => e.data);
}

/** The official resource cards of /faq, in file order. */
export async function getFaqResourceCards(): Promise<FaqResourceCard[]> {
  return (await checkedContent()).faqResources.map((e) => e.data);
}
