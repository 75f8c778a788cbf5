// Content for Astro pages, read through the content collections (src/content.config.ts) and
// mapped by the same functions as the API bundle (bundle.ts). Render a slide with
// `const { Content } = await render(slide)` from astro:content.
import { getCollection, getEntry, type CollectionEntry } from 'astro:content';
import { toFaq, toModule, toResource, type Facts } from './bundle.ts';
import { factsUsed } from './facts.ts';
import type { Fact, Faq, FaqLink, FaqResourceCard, Module, Resource } from './types.ts';

export { DEFAULT_DECK_ID } from './decks.ts';

export interface Deck {
  module: Module;
  /** The slide entries in viewing order; entry.data has module, id and title. */
  slides: CollectionEntry<'slides'>[];
}

async function factMap(): Promise<Facts> {
  return new Map((await getCollection('facts')).map((e) => [e.id, e.data]));
}

/** The modules sorted by id, as GET /api/modules serves them. */
export async function getModules(): Promise<Module[]> {
  const facts = await factMap();
  return (await getCollection('modules')).map((e) => toModule(e.data, facts)).sort((a, b) => a.id - b.id);
}

/**
 * One deck with its slide entries in viewing order. Throws for an id with no deck: callers pass
 * ids from getModules(), or DEFAULT_DECK_ID for the spec's unknown-id fallback.
 */
export async function getDeck(id: number): Promise<Deck> {
  const entry = await getEntry('modules', String(id));
  if (!entry) throw new Error(`getDeck(${id}): no deck with that id in src/content/modules`);
  const slides = await Promise.all(entry.data.slides.map(async (slideId) => {
    const slide = await getEntry('slides', `${id}/${slideId}`);
    if (!slide) throw new Error(`getDeck(${id}): slide ${slideId} is listed but missing`);
    return slide;
  }));
  return { module: toModule(entry.data, await factMap()), slides };
}

/** Names of the facts a slide quotes, in order of first use (for source lists). */
export function slideFacts(slide: CollectionEntry<'slides'>): string[] {
  return factsUsed(slide.body ?? '');
}

/** Home-page FAQs in file order, facts filled in, as GET /api/faqs serves them. */
export async function getFaqs(): Promise<Faq[]> {
  const facts = await factMap();
  return (await getCollection('faqs')).map((e) => toFaq(e.data, facts));
}

/** The resource library in file order, as GET /api/resources serves it. */
export async function getResources(): Promise<Resource[]> {
  return (await getCollection('resources')).map((e) => toResource(e.data));
}

/** The official FAQ link cards of /faq, in file order. */
export async function getFaqLinks(): Promise<FaqLink[]> {
  return (await getCollection('faqLinks')).map((e) => e.data);
}

/** The official resource cards of /faq, in file order. */
export async function getFaqResourceCards(): Promise<FaqResourceCard[]> {
  return (await getCollection('faqResources')).map((e) => e.data);
}

/** Facts by name, in the order asked, for source lists (handouts). */
export async function getFacts(names: readonly string[]): Promise<Array<Fact & { name: string }>> {
  const entries = await Promise.all(names.map((name) => getEntry('facts', name)));
  return entries.flatMap((e) => (e ? [{ name: e.id, ...e.data }] : []));
}
