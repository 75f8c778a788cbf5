// The content collections, on Astro's own loaders: glob() for decks, slides and knowledge checks
// (each question worked once, quiz-loader.ts), file() for each list (one entry per item); the facts
// registry and the plan year from the one registry reader (registry.ts), one entry per fact. Schemas, with a line on every field, are in src/lib/content/schemas.ts;
// reference() links a slide and a knowledge check to their deck, a deck to its slides and a question to its slide.
import { defineCollection, reference } from 'astro:content';
import { glob } from 'astro/loaders';
import { z } from 'zod';
import { LAYOUT } from './lib/content/layout.ts';
import { editorMessages, LIST_ORDER, listFile } from './lib/content/loader.ts';
import { quizLoader } from './lib/content/quiz-loader.ts';
import { factEntries, planYearEntries, registryLoader } from './lib/content/registry.ts';
import {
  deckFileSchema,
  factNameSchema,
  faqLinkSchema,
  faqResourceSchema,
  faqSchema,
  linkedCollection,
  planYearFileSchema,
  quizFileSchema,
  quizQuestionSchema,
  resourceSchema,
  slideFrontmatterSchema,
} from './lib/content/schemas.ts';
import type { RegistryFact, WorkedQuestion } from './lib/content/types.ts';

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
/** A fact as the registry reader resolved it, from files factsFileSchema already checked (registry.ts). */
const registryFactSchema = z.custom<RegistryFact>().describe('a fact as the registry reader resolved it');

/** A question names its facts by name; as references they point into the facts collection. */
const questionSchema = quizQuestionSchema.extend({
  facts: z
    .array(factNameSchema.pipe(reference('facts')))
    .min(1)
    .describe(quizQuestionSchema.shape.facts.description ?? ''),
});
/** A knowledge check's fields: its deck and each question's facts as references. */
const quizFields = quizFileSchema.extend({
  module: referenceTo(quizFileSchema.shape.module),
  questions: z
    .array(questionSchema)
    .min(1)
    .describe(quizFileSchema.shape.questions.description ?? ''),
});
/** A question names its slide by id within the deck; as a reference it carries the deck folder ("13/premium-tax-credit"). */
const questionSlide = referenceTo(quizQuestionSchema.shape.slide);
/** A knowledge check as its file is checked for editors. */
const quizSchema = quizFields.transform((quiz) => ({
  ...quiz,
  questions: quiz.questions.map((q) => ({ ...q, slide: questionSlide.parse(`${quiz.module.id}/${q.slide}`) })),
}));
/** What the quizzes collection holds: each question with its slide and its worked form, computed by its loader. */
const quizEntrySchema = quizFields.extend({
  questions: z.array(questionSchema.extend({ slide: reference('slides'), worked: z.custom<WorkedQuestion>() })),
  workedWith: z.string().describe('the digest of the registry the questions were worked with'),
});

/** What the modules collection holds: the deck, its slides as references (its minutes come from the collections, decks.ts). */
const deckEntrySchema = deckFileSchema.extend({ slides: z.array(reference('slides')) });
/** Decks are keyed by their id, not their file name. */
const decks = glob({ pattern: '*.yaml', base: `./${LAYOUT.modulesDir}`, generateId: ({ entry, data }) => String(data['id'] ?? entry) });

export const collections = {
  /** Decks: src/content/modules/{id}-{slug}.yaml; entry id is the module id ("13"). */
  modules: defineCollection({ loader: editorMessages(decks, deckSchema), schema: deckEntrySchema }),
  /** Slides: src/content/slides/{module id}/{slide id}.mdx; entry id "13/metal-levels". */
  slides: defineCollection(
    files(LAYOUT.slidesDir, '*/*.mdx', slideFrontmatterSchema.extend({ module: referenceTo(slideFrontmatterSchema.shape.module) })),
  ),
  /** Knowledge checks: src/content/quizzes/{module id}.yaml; entry id is the file name ("13"), each question worked once. */
  quizzes: defineCollection({ loader: quizLoader(quizSchema), schema: quizEntrySchema }),
  /** Facts registry: src/content/facts/*.yaml, one entry per fact by name, resolved for the current and previous plan year. */
  facts: defineCollection({ loader: registryLoader(factEntries), schema: registryFactSchema }),
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
  planYear: defineCollection({ loader: registryLoader(planYearEntries), schema: planYearFileSchema }),
};
