// The content collections, on Astro's own loaders: glob() for decks (with their durations,
// deck-loader.ts), slides, knowledge checks and the facts registry, file() for each list (one
// entry per item). Schemas, with a line on every field, are in src/lib/content/schemas.ts;
// reference() links a slide and a knowledge check to their deck and a deck to its slides.
import { defineCollection, reference } from 'astro:content';
import { glob } from 'astro/loaders';
import { z } from 'zod';
import { deckLoader } from './lib/content/deck-loader.ts';
import { LAYOUT } from './lib/content/layout.ts';
import { editorMessages, LIST_ORDER, listFile } from './lib/content/loader.ts';
import {
  deckFileSchema,
  factsFileSchema,
  faqLinkSchema,
  faqResourceSchema,
  faqSchema,
  linkedCollection,
  moduleSchema,
  planYearFileSchema,
  quizFileSchema,
  resourceSchema,
  slideFrontmatterSchema,
} from './lib/content/schemas.ts';

/** A collection of the files `pattern` matches under `base`, checked with `schema`. */
function files<S extends z.ZodType>(base: string, pattern: string, schema: S) {
  return { loader: editorMessages(glob({ pattern, base: `./${base}` }), schema), schema };
}

/** A list file, one entry per item keyed by `key`; `entry` is the item with its place in the file. */
function list<S extends z.ZodType>(path: string, name: string, key: 'id' | 'title', item: z.ZodType, entry: S) {
  return { loader: listFile(path, name, key, item), schema: entry };
}

/** A field the schemas mark as naming an entry (`linkedCollection`) as that collection's reference(). */
function referenceTo(field: z.ZodType) {
  const collection = linkedCollection(field);
  if (!collection) throw new Error(`${field.description ?? 'the field'} is not marked as naming an entry of a collection`);
  return reference(collection).describe(field.description ?? '');
}

/** A deck names its slides by file name; as references they carry the deck folder ("13/metal-levels"). */
const slideReference = referenceTo(deckFileSchema.shape.slides.element);
const deckSchema = deckFileSchema.transform((deck) => ({
  ...deck,
  slides: deck.slides.map((slide) => slideReference.parse(`${deck.id}/${slide}`)),
}));
/** What the modules collection holds: the deck with its duration, computed by its loader. */
const moduleEntrySchema = moduleSchema.extend({ slides: z.array(reference('slides')) });

export const collections = {
  /** Decks: src/content/modules/{id}-{slug}.yaml; entry id is the module id ("13"). */
  modules: defineCollection({ loader: deckLoader(deckSchema), schema: moduleEntrySchema }),
  /** Slides: src/content/slides/{module id}/{slide id}.mdx; entry id "13/metal-levels". */
  slides: defineCollection(
    files(LAYOUT.slidesDir, '*/*.mdx', slideFrontmatterSchema.extend({ module: referenceTo(slideFrontmatterSchema.shape.module) })),
  ),
  /** Knowledge checks: src/content/quizzes/{module id}.yaml; entry id is the file name ("13"). */
  quizzes: defineCollection(
    files(LAYOUT.quizzesDir, '*.yaml', quizFileSchema.extend({ module: referenceTo(quizFileSchema.shape.module) })),
  ),
  /** Facts registry: src/content/facts/*.yaml, one entry per file holding its facts by name. */
  facts: defineCollection(files(LAYOUT.factsDir, '*.yaml', factsFileSchema)),
  /** Home-page FAQs: src/content/faqs.yaml, one entry per FAQ (id "7"). */
  faqs: defineCollection(list(LAYOUT.faqs, 'faqs', 'id', faqSchema, faqSchema.extend(LIST_ORDER))),
  /** Resource library: src/content/resources.yaml, one entry per resource (id "3"). */
  resources: defineCollection(list(LAYOUT.resources, 'resources', 'id', resourceSchema, resourceSchema.extend(LIST_ORDER))),
  /** /faq official FAQ link cards: src/content/faq-links.yaml, one entry per card (id: its title). */
  faqLinks: defineCollection(list(LAYOUT.faqLinks, 'faqLinks', 'title', faqLinkSchema, faqLinkSchema.extend(LIST_ORDER))),
  /** /faq official resource cards: src/content/faq-resources.yaml, one entry per card (id: its title). */
  faqResources: defineCollection(
    list(LAYOUT.faqResources, 'faqResources', 'title', faqResourceSchema, faqResourceSchema.extend(LIST_ORDER)),
  ),
  /** The plan year the training teaches: src/content/plan-year.yaml, one entry. */
  planYear: defineCollection(files(LAYOUT.contentDir, 'plan-year.yaml', planYearFileSchema)),
};
